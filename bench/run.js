// Runs every bench/*.bench.ts (or those whose name contains an argument): bundles each with esbuild, imports it,
// calls its run(), and prints a table of figures. Benchmarks measure; they never fail a build.
import { build } from 'esbuild';
import { readdirSync, mkdirSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const filters = process.argv.slice(2);
const dir = resolve(import.meta.dirname);
const files = readdirSync(dir).filter(
  (f) => f.endsWith('.bench.ts') && (filters.length === 0 || filters.some((x) => f.includes(x))),
);
const outdir = resolve(dir, '../dist/bench');
mkdirSync(outdir, { recursive: true });
const rows = [];
for (const f of files) {
  const out = join(outdir, f.replace(/\.ts$/, '.js'));
  await build({
    entryPoints: [join(dir, f)],
    outfile: out,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    logLevel: 'warning',
  });
  process.stderr.write(
    `running ${f} ... (load average ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')})\n`,
  );
  const mod = await import(pathToFileURL(out).href);
  for (const r of await mod.run()) {
    rows.push(r);
    const load = r.load === undefined ? '' : ` [load ${r.load}]`;
    process.stdout.write(
      `${r.name.padEnd(64)} ${String(r.value).padStart(14)} ${r.unit.padEnd(10)} ${r.target ? `(target ${r.target})` : ''}${load}\n`,
    );
  }
}
if (rows.length === 0) process.stdout.write('no benchmarks matched\n');
