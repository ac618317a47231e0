/**
 * The starter imports its types from 'fray/summoner'. That must resolve in this repository (tsconfig paths, to the
 * sources) and in a user's project that installed fray (the package's exports, to lib/summoner/index.d.ts), under
 * both module resolutions a user is likely to have (NodeNext and Bundler), and type-check strictly there.
 */
import { copyFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { starterBot } from '../../src/cli/summoner/starterBot.js';
import { ROOT, tempDir } from '../helpers/cli.js';

/** The diagnostics of a program of one file, as "file:line: message". */
function check(file: string, options: ts.CompilerOptions): string[] {
  const program = ts.createProgram({ rootNames: [file], options });
  return ts.getPreEmitDiagnostics(program).map((d) => {
    const at = d.file && d.start !== undefined ? d.file.getLineAndCharacterOfPosition(d.start) : undefined;
    return `${d.file?.fileName ?? ''}:${(at?.line ?? 0) + 1}: ${ts.flattenDiagnosticMessageText(d.messageText, ' ')}`;
  });
}

const STRICT: ts.CompilerOptions = {
  strict: true,
  noUncheckedIndexedAccess: true,
  noEmit: true,
  target: ts.ScriptTarget.ES2022,
  lib: ['lib.es2022.d.ts'],
  types: [],
  skipLibCheck: true,
};

describe("the starter's types from 'fray/summoner'", () => {
  it('type-check in the repository, through tsconfig paths', () => {
    const config = ts.getParsedCommandLineOfConfigFile(join(ROOT, 'tsconfig.json'), {}, {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (d) => {
        throw new Error(ts.flattenDiagnosticMessageText(d.messageText, ' '));
      },
    });
    expect(config?.options.paths?.['fray/summoner']).toEqual(['./src/summoner/index.ts']);
    expect(check(join(ROOT, 'examples/summoners/starter.ts'), { ...config?.options, noEmit: true })).toEqual([]);
  });

  it("type-check in a user's project that installed fray, through the package's exports", () => {
    const project = tempDir();
    writeFileSync(join(project, 'package.json'), JSON.stringify({ type: 'module' }));
    // An installed fray: its own package.json (the exports map under test) and lib/, here declarations that point
    // at the sources lib/ is built from (tsc -p tsconfig.lib.json), so the test needs no build of lib/.
    const pkg = join(project, 'node_modules', 'fray');
    mkdirSync(join(pkg, 'lib', 'summoner'), { recursive: true });
    copyFileSync(join(ROOT, 'packages/fray/package.json'), join(pkg, 'package.json'));
    writeFileSync(
      join(pkg, 'lib', 'summoner', 'index.d.ts'),
      `export * from ${JSON.stringify(join(ROOT, 'src/summoner/index.js'))};\n`,
    );
    const bot = join(project, 'mybot.ts');
    writeFileSync(bot, starterBot('mybot'));
    for (const [module, moduleResolution] of [
      [ts.ModuleKind.NodeNext, ts.ModuleResolutionKind.NodeNext],
      [ts.ModuleKind.ESNext, ts.ModuleResolutionKind.Bundler],
    ] as const) {
      expect(check(bot, { ...STRICT, module, moduleResolution }), `${moduleResolution}`).toEqual([]);
    }
    // And a mistake is caught there: the types are really the API's, not `any`.
    writeFileSync(bot, starterBot('mybot').replace("action: 'attack'", "action: 'attak'"));
    const errors = check(bot, { ...STRICT, module: ts.ModuleKind.NodeNext, moduleResolution: ts.ModuleResolutionKind.NodeNext });
    expect(errors.join('\n')).toMatch(/mybot\.ts:\d+: .*'"attak"' is not assignable to type 'Action'/);
  });
});
