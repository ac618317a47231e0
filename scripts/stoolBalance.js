// Measures the roguelike's balance with the autopilot bots (docs/rules/stool.md, "Balance"): each style plays the
// given seeds to the end, and the script prints the win rate per style, the median game, what killed the bot, and
// the player's mean strength every 50 rounds among the games still going. The games are pure functions of their seed
// and style, so the figures repeat exactly; worker threads only share the seeds out.
//
//   node scripts/stoolBalance.js [--seeds 1-200] [--styles careful,melee,ranged] [--workers 2] [--json]
import { build } from 'esbuild';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

if (!isMainThread) {
  const { bundle, seeds, style } = workerData;
  const { soakGame } = await import(pathToFileURL(bundle).href);
  for (const seed of seeds) parentPort.postMessage(soakGame(seed, style));
} else await main();

function option(name, fallback) {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : fallback;
}

async function main() {
  const [from, to] = option('seeds', '1-200').split('-').map(Number);
  const styles = option('styles', 'careful,melee,ranged').split(',');
  const workers = Math.max(1, Number(option('workers', '2')));
  const json = process.argv.includes('--json');
  const dir = mkdtempSync(join(tmpdir(), 'stool-balance-'));
  const bundle = join(dir, 'soak.mjs');
  await build({
    entryPoints: [join(ROOT, 'src/stool/autopilot/soak.ts')],
    bundle: true,
    platform: 'node',
    format: 'esm',
    outfile: bundle,
    logLevel: 'warning',
  });
  const { soakSummary } = await import(pathToFileURL(bundle).href);
  const seeds = [];
  for (let s = to === undefined ? from : from; s <= (to ?? from); s++) seeds.push(s);
  const out = [];
  for (const style of styles) {
    const games = [];
    await Promise.all(
      Array.from({ length: workers }, (_, w) => {
        const mine = seeds.filter((_, i) => i % workers === w);
        return new Promise((resolve, reject) => {
          const worker = new Worker(fileURLToPath(import.meta.url), { workerData: { bundle, seeds: mine, style } });
          worker.on('message', (g) => {
            games.push(g);
            if (!json) process.stderr.write(`\r${style}: ${games.length}/${seeds.length} games`);
          });
          worker.on('error', reject);
          worker.on('exit', resolve);
        });
      }),
    );
    if (!json) process.stderr.write('\n');
    games.sort((a, b) => a.seed - b.seed);
    out.push({ summary: soakSummary(style, games), games });
  }
  rmSync(dir, { recursive: true, force: true });
  if (json) {
    process.stdout.write(`${JSON.stringify({ seeds: [from, to ?? from], styles: out }, null, 1)}\n`);
    return;
  }
  console.log(`Seeds ${from}-${to ?? from}`);
  for (const { summary: s } of out) {
    const pct = (s.rate * 100).toFixed(1);
    console.log(
      `${s.style.padEnd(8)} wins ${String(s.wins).padStart(3)}/${s.games} (${pct}%), unfinished ${s.unfinished}, refused ${s.refused}, median ${s.medianRounds} rounds / ${s.medianCommands} commands; deaths: ${s.killers.map(([b, n]) => `${b} ${n}`).join(', ')}`,
    );
  }
  const rounds = Math.max(...out.map((o) => o.summary.strength.length));
  console.log(`\nMean strength of the games still going (games going in brackets):`);
  console.log(`round   ${out.map((o) => o.summary.style.padStart(14)).join('')}`);
  for (let k = 0; k < rounds; k++) {
    const cells = out.map((o) => {
      const row = o.summary.strength[k];
      return (row === undefined ? '' : `${row[2].toFixed(1)} (${row[1]})`).padStart(14);
    });
    console.log(`${String(k * 50).padEnd(8)}${cells.join('')}`);
  }
}
