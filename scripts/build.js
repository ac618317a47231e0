// Bundles the CLI (and worker entry points) into dist/ with esbuild: one file each, so process start stays fast.
import { build } from 'esbuild';
import { readdirSync, existsSync } from 'node:fs';

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
