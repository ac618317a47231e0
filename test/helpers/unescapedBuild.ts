/**
 * The control of the terminal-safety tests: the CLI bundled as `node scripts/build.js` bundles it, except that the one
 * escaping function (src/core/quote.ts's escapeUnsafe) returns its text unchanged. The same hostile test run through
 * this bundle must see raw control bytes, which shows that it can fail, and that escapeUnsafe is what protects.
 */
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build, type Plugin } from 'esbuild';
import { ROOT, tempDir, type CliRun } from './cli.js';

const SIGNATURE = "export function escapeUnsafe(text: string, keep = ''): string {";

/** src/core/quote.ts with escapeUnsafe's first statement a `return text`. */
const bypass: Plugin = {
  name: 'fray-unescaped',
  setup(b) {
    b.onLoad({ filter: /[\\/]src[\\/]core[\\/]quote\.ts$/ }, (args) => {
      const source = readFileSync(args.path, 'utf8');
      if (!source.includes(SIGNATURE)) throw new Error(`unescapedBuild: ${SIGNATURE} is no longer in quote.ts`);
      return { contents: source.replace(SIGNATURE, `${SIGNATURE}\n  return text;`), loader: 'ts' };
    });
  },
};

let built: Promise<string> | undefined;

/**
 * A folder laid out as the package (bin/fray.js, dist/, and links to package.json, node_modules, web and examples)
 * whose bundle escapes nothing; built once per test file.
 */
export function unescapedPackage(): Promise<string> {
  built ??= (async () => {
    const dir = mkdtempSync(join(tmpdir(), 'fray-unescaped-'));
    const entryPoints: Record<string, string> = { fray: join(ROOT, 'src/cli/main.ts') };
    const workers = join(ROOT, 'src/adapters/workers');
    for (const f of readdirSync(workers))
      if (f.endsWith('.worker.ts')) entryPoints[f.replace(/\.ts$/, '')] = join(workers, f);
    await build({
      entryPoints,
      outdir: join(dir, 'dist'),
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      splitting: true,
      packages: 'external',
      plugins: [bypass],
      logLevel: 'error',
      banner: {
        js: "import { createRequire as __frayRequire } from 'node:module'; const require = __frayRequire(import.meta.url);",
      },
    });
    mkdirSync(join(dir, 'bin'));
    for (const f of readdirSync(join(ROOT, 'bin'))) copyFileSync(join(ROOT, 'bin', f), join(dir, 'bin', f));
    for (const link of ['package.json', 'node_modules', 'web', 'examples'])
      symlinkSync(join(ROOT, link), join(dir, link));
    return dir;
  })();
  return built;
}

/** Runs `args` with the bundle of `pkg` (a package folder, such as unescapedPackage's) as `fray` runs them. */
export function frayFrom(
  pkg: string,
  args: string[],
  options: { cwd?: string; env?: Record<string, string> } = {},
): CliRun {
  const r = spawnSync(process.execPath, [join(pkg, 'bin/fray.js'), ...args], {
    cwd: options.cwd ?? tempDir(),
    input: '',
    encoding: 'utf8',
    env: { ...process.env, FRAY_DEBUG: '', ...options.env },
    maxBuffer: 256 * 1024 * 1024,
  });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}
