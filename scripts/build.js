// Bundles the CLI (and worker entry points) into dist/ with esbuild: one file each, so process start stays fast.
// Then builds the viewer of `fray view` (web/) with Vite into web/dist/: one script and one stylesheet, which the
// CLI reads at run time and puts inline into the pages it serves or writes.
import { build } from 'esbuild';
import { readdirSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Buffer } from 'node:buffer';
import { writeQuickAnswers } from './quickAnswers.js';

const entryPoints = { fray: 'src/cli/main.ts' };
// Worker entry points live next to the code they run; each becomes dist/<name>.js.
const workerDir = 'src/adapters/workers';
if (existsSync(workerDir)) {
  for (const f of readdirSync(workerDir)) {
    // The isolate host is built on its own, as CommonJS (below).
    if (f.endsWith('.worker.ts') && f !== 'isolateHost.worker.ts')
      entryPoints[f.replace(/\.ts$/, '')] = `${workerDir}/${f}`;
  }
}

// Start-up is part of every command's time (a whole `fray mfd fight` of 2,000 v 2,000 is about twice `node -e 0`), so
// the bundle loads as little as it can before the command runs (docs/performance.md):
// - commander, which every command needs, is bundled: importing it from node_modules as CommonJS costs a module
//   lookup, a compile and the CJS lexer that finds its named exports (about 15 ms);
// - esbuild (about 45 ms to load) is needed only by the Summoner War commands that build or sandbox bots, so it is
//   loaded on first use, through the small stand-in below (isolated-vm, a native addon, is loaded on first use by
//   src/adapters/sandbox/isolatedVm.ts, which picks the line built for the running Node);
// - every other package stays external (loaded by the commands that use them, with `await import`).
const BUNDLED = new Set(['commander']);

/** The names each lazily loaded package is imported by (a new name fails the build: add it here). */
const LAZY = {
  esbuild: { names: ['build', 'transform', 'stop'] },
};

/** A stand-in module for a lazy package: loads the real one (CommonJS, so synchronously) on the first use. */
function lazyModule(pkg) {
  const spec = LAZY[pkg];
  const lines = [
    "import { createRequire } from 'node:module';",
    'const require = createRequire(import.meta.url);',
    'let real;',
    `const load = () => (real ??= require(${JSON.stringify(pkg)}));`,
  ];
  for (const name of spec.names ?? []) lines.push(`export const ${name} = (...args) => load().${name}(...args);`);
  return lines.join('\n');
}

const edgePlugin = {
  name: 'fray-edge',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('node:') || args.namespace === 'fray-lazy') return { path: args.path, external: true };
      const pkg = args.path.startsWith('@') ? args.path.split('/').slice(0, 2).join('/') : args.path.split('/')[0];
      if (BUNDLED.has(pkg)) return undefined; // resolved and bundled as usual
      if (Object.hasOwn(LAZY, args.path)) return { path: args.path, namespace: 'fray-lazy' };
      return { path: args.path, external: true };
    });
    b.onLoad({ filter: /.*/, namespace: 'fray-lazy' }, (args) => ({ contents: lazyModule(args.path), loader: 'js' }));
    // commander requires child_process when it loads, for executable subcommands (which fray has none of): that
    // brings net, stream and dgram into every start. It is required on first use instead.
    b.onLoad({ filter: /[\\/]commander[\\/]lib[\\/]command\.js$/ }, (args) => {
      const eager = "const childProcess = require('node:child_process');";
      const text = readFileSync(args.path, 'utf8');
      if (!text.includes(eager))
        throw new Error(`commander no longer requires child_process as expected: ${args.path}`);
      const lazy = "const childProcess = { spawn: (...a) => require('node:child_process').spawn(...a) };";
      return { contents: text.replace(eager, lazy), loader: 'js' };
    });
  },
};

const bundled = await build({
  entryPoints,
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  // Each command group is imported on demand (src/cli/program.ts) and becomes a chunk of its own, shared with the
  // worker entry points; chunks stay in dist/ itself, where the entry points' relative URLs expect their peers.
  splitting: true,
  chunkNames: '[name]-[hash]',
  metafile: true,
  plugins: [edgePlugin],
  // commander is CommonJS: its require('node:events') and the like need a require in an ES module.
  banner: {
    js: "import { createRequire as __frayRequire } from 'node:module'; const require = __frayRequire(import.meta.url);",
  },
  sourcemap: 'linked',
  logLevel: 'warning',
});

// `fray mfd ...` (the mass battle, whose start-up is a large part of its time) runs from a bundle of its own,
// dist/fray-mfd.cjs: the whole command line with the mfd group and nothing else, in one file rather than the two
// dozen chunks the split build shares it out into (each a file to find, read, compile and link). bin/fray.js picks
// it for a command line that names mfd, as program.ts's groupNamed does; any other group it is asked for fails.
// It is CommonJS, so Node's ES module loader never starts for it (that loader also reads every export of each
// built-in module it imports, which loads fs/promises, readline and streams), and the built-in modules Node has not
// loaded by itself (crypto, child_process, worker_threads, os...: a third of the start-up of `mfd fight`) are
// required on first use, through stand-ins whose exports are getters (docs/performance.md).
const onlyMfd = {
  name: 'fray-only-mfd',
  setup(b) {
    b.onResolve({ filter: /^\.\/[a-z]+\/index\.js$/ }, (args) => {
      if (!/[\\/]src[\\/]cli[\\/]program\.ts$/.test(args.importer) || args.path === './mfd/index.js') return undefined;
      return { path: args.path, namespace: 'fray-not-mfd' };
    });
    b.onLoad({ filter: /.*/, namespace: 'fray-not-mfd' }, (args) => ({
      contents: `throw new Error(${JSON.stringify(`dist/fray-mfd.cjs holds the mfd group only, not ${args.path}`)});`,
      loader: 'js',
    }));
  },
};

/** Built-in modules Node has loaded before any script runs: required as they are (a stand-in would only add a step). */
const EAGER_BUILTINS = new Set(['buffer', 'events', 'fs', 'module', 'path', 'process', 'url', 'util']);

/** Every other built-in module becomes a stand-in whose exports require the real one on first use. */
const lazyBuiltins = {
  name: 'fray-lazy-builtins',
  setup(b) {
    b.onResolve({ filter: /^node:/ }, (args) => {
      const name = args.path.slice('node:'.length);
      if (args.namespace === 'fray-lazy-builtin' || EAGER_BUILTINS.has(name))
        return { path: args.path, external: true };
      return { path: args.path, namespace: 'fray-lazy-builtin' };
    });
    b.onLoad({ filter: /.*/, namespace: 'fray-lazy-builtin' }, async (args) => {
      // The names are those of the Node that builds; the code is type-checked against Node 20's, which all have.
      const names = Object.keys(await import(args.path)).filter((n) => n !== 'default');
      const lines = [`let real;`, `const load = () => (real ??= require(${JSON.stringify(args.path)}));`];
      for (const n of names)
        lines.push(
          `Object.defineProperty(exports, ${JSON.stringify(n)}, { enumerable: true, get: () => load()[${JSON.stringify(n)}] });`,
        );
      return { contents: lines.join('\n'), loader: 'js' };
    });
  },
};

/**
 * Builds `entry` (name: source) as one CommonJS file, dist/<name>.cjs, with the built-ins it does not need at once
 * required on first use; fails unless the whole of it is that one file.
 */
async function cjsBundle(entry, plugins) {
  const result = await build({
    entryPoints: entry,
    outdir: 'dist',
    outExtension: { '.js': '.cjs' },
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    metafile: true,
    plugins: [lazyBuiltins, edgePlugin, ...plugins],
    // The code finds its neighbours (worker entry points, web/dist) from its own URL.
    define: { 'import.meta.url': '__frayModuleUrl' },
    banner: { js: "const __frayModuleUrl = require('node:url').pathToFileURL(__filename).href;" },
    sourcemap: 'linked',
    logLevel: 'warning',
  });
  for (const out of Object.values(result.metafile.outputs))
    if (out.imports.some((i) => !i.external)) throw new Error(`build: ${Object.keys(entry)[0]}.cjs must be one file`);
}

await cjsBundle({ 'fray-mfd': 'src/cli/main.ts' }, [onlyMfd]);

// dist/isolateHost.worker.cjs: the isolate host (src/adapters/sandbox/isolateHost.ts), one CommonJS file with lazy
// built-ins like fray-mfd.cjs. A host runs without Node's start-up snapshot (isolated-vm needs that), so every
// internal module it loads is compiled afresh in each host: as an ES module, Node's ES module loader, its module
// facades of each built-in and the shared chunks' linking cost about a tenth of a second of CPU per host, once per
// `summoner match` and once per match process of a tournament (docs/performance.md).
await cjsBundle({ 'isolateHost.worker': 'src/adapters/workers/isolateHost.worker.ts' }, []);
rmSync('dist/isolateHost.worker.js', { force: true });
rmSync('dist/isolateHost.worker.js.map', { force: true });
rmSync('dist/fray-mfd.js', { force: true });
rmSync('dist/fray-mfd.js.map', { force: true });

// Chunks are named by their content: a chunk of an earlier build that this one did not write is stale.
const written = new Set(Object.keys(bundled.metafile.outputs).map((f) => f.replace(/^dist\//, '')));
for (const f of readdirSync('dist')) {
  if (/-[A-Z0-9]{8}\.js(\.map)?$/.test(f) && !written.has(f)) rmSync(join('dist', f), { force: true });
}

// `fray --version` and `fray --help` are answered by bin/fray.js from this table, without loading the bundle.
await writeQuickAnswers();

// Vite is a development dependency: an install without them (npm ci --omit=dev) still gets a working CLI, and
// `fray view` says the viewer is not built.
let vite;
try {
  vite = await import('vite');
} catch {
  process.stderr.write('build: vite is not installed, so the viewer (fray view) is not built\n');
}
if (vite) {
  // Built in memory, then each file replaced by a rename: a test run or a `fray view` reading web/dist while another
  // build runs (two test runs at once) sees the old file or the new one, never none or half of one.
  const result = await vite.build({ configFile: 'web/vite.config.ts', logLevel: 'warn', build: { write: false } });
  const files = (Array.isArray(result) ? result : [result]).flatMap((r) => r.output);
  const names = files.map((f) => f.fileName).sort();
  if (names.join() !== 'viewer.css,viewer.js')
    throw new Error(`build: the viewer must be one script and one stylesheet, got ${names.join(', ')}`);
  const outDir = 'web/dist';
  mkdirSync(outDir, { recursive: true });
  for (const f of files) {
    const content = f.type === 'chunk' ? f.code : f.source;
    const path = join(outDir, f.fileName);
    if (existsSync(path) && readFileSync(path).equals(Buffer.from(content))) continue;
    const tmp = `${path}.${process.pid}.tmp`;
    writeFileSync(tmp, content);
    renameSync(tmp, path);
  }
  const { buildStudio } = await import('./buildStudio.js');
  await buildStudio(vite);
}
