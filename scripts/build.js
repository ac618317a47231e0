// Bundles the CLI (and worker entry points) into dist/ with esbuild: one file each, so process start stays fast.
// Then builds the viewer of `fray view` (web/) with Vite into web/dist/: one script and one stylesheet, which the
// CLI reads at run time and puts inline into the pages it serves or writes.
import { build } from 'esbuild';
import { readdirSync, existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Buffer } from 'node:buffer';

const entryPoints = { fray: 'src/cli/main.ts' };
// Worker entry points live next to the code they run; each becomes dist/<name>.js.
const workerDir = 'src/adapters/workers';
if (existsSync(workerDir)) {
  for (const f of readdirSync(workerDir)) {
    if (f.endsWith('.worker.ts')) entryPoints[f.replace(/\.ts$/, '')] = `${workerDir}/${f}`;
  }
}

await build({
  entryPoints,
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: 'linked',
  logLevel: 'warning',
});

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
  if (names.join() !== 'viewer.css,viewer.js') throw new Error(`build: the viewer must be one script and one stylesheet, got ${names.join(', ')}`);
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
}
