import js from '@eslint/js';
import tseslint from 'typescript-eslint';

// A caller reading `f(x, true)` cannot tell what true means: an exported function or a method takes an options object
// instead of a positional boolean (a boolean that is data, such as a field's default, says so where it is disabled).
const PUBLIC_FUNCTION =
  ':matches(ExportNamedDeclaration > FunctionDeclaration, ExportNamedDeclaration > VariableDeclaration > VariableDeclarator > ArrowFunctionExpression, MethodDefinition > FunctionExpression)';
const NO_BOOLEAN_FLAGS = [
  {
    selector: `${PUBLIC_FUNCTION} > Identifier.params[typeAnnotation.typeAnnotation.type="TSBooleanKeyword"]`,
    message: 'A positional boolean flag: take an options object ({ record: false }) instead.',
  },
  {
    selector: `${PUBLIC_FUNCTION} > AssignmentPattern.params[right.type="Literal"][right.raw=/^(true|false)$/]`,
    message: 'A positional boolean flag: take an options object ({ record: false }) instead.',
  },
];

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'lib/**',
      // The library package's build and its copies of src/ and docs/ (scripts/buildLib.js).
      'packages/*/lib/**',
      'packages/*/src/**',
      'packages/*/docs/**',
      '.node/**',
      'docs/api/**',
      'node_modules/**',
      'out/**',
      'coverage/**',
      // Copies of the bundle that tests make (a worker of another version) and remove when done.
      '.fray-tmp-*/**',
      'web/dist/**',
      'test/fixtures/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: {
        process: 'readonly',
        console: 'readonly',
        URL: 'readonly',
        setTimeout: 'readonly',
        clearTimeout: 'readonly',
        setInterval: 'readonly',
        clearInterval: 'readonly',
        performance: 'readonly',
      },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // bin/ is CommonJS (bin/package.json): `fray --version` and `fray --help` start without the ES module loader.
    files: ['bin/**/*.js'],
    languageOptions: {
      sourceType: 'commonjs',
      globals: { require: 'readonly', module: 'writable', __dirname: 'readonly' },
    },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // The shape of the code: few parameters (an options object beyond five), no boolean flags.
    files: ['src/**/*.ts'],
    rules: {
      'max-params': ['error', 5],
      'no-restricted-syntax': ['error', ...NO_BOOLEAN_FLAGS],
    },
  },
  {
    // Rule code is pure and deterministic: randomness and the clock come in as parameters.
    files: ['src/**/*.ts'],
    ignores: ['src/adapters/**', 'src/cli/**'],
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      'no-restricted-properties': [
        'error',
        { object: 'Math', property: 'random', message: 'Draw from the Rng passed in as a parameter.' },
        { object: 'Date', property: 'now', message: 'Rule code must not read the clock.' },
      ],
      'no-restricted-syntax': [
        'error',
        { selector: "NewExpression[callee.name='Date']", message: 'Rule code must not read the clock.' },
        ...NO_BOOLEAN_FLAGS,
      ],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['node:*', 'fs', 'path', 'child_process', 'worker_threads'],
              message: 'Only src/adapters and src/cli touch the world.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/**/*.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'Math', property: 'random', message: 'Draw from the Rng passed in as a parameter.' },
      ],
    },
    ignores: ['src/core/**', 'src/mfd/**', 'src/nightsoil/**', 'src/skirmish/**', 'src/summoner/**'],
  },
);
