/**
 * Summoner War: engine turns per second with the five example bots in process, the engine alone (re-running the
 * same matches from their inputs), and the whole round robin of the five bots (20 matches) as a user runs it,
 * process start included, side by side with `node -e 0`.
 */
import { readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { compileBot, type CompiledBot } from '../src/adapters/sandbox/compileBot.js';
import { loadInProcessBot } from '../src/adapters/summoner/inProcessBot.js';
import { rerun } from '../src/summoner/replay/rerun.js';
import { DEFAULT_RULES } from '../src/summoner/rules/rules.js';
import { runMatch, type BotPort, type MatchRecord } from '../src/summoner/match/runMatch.js';
import { matchSeed, roundRobin } from '../src/summoner/tournament/schedule.js';
import type { BenchResult } from './types.js';
import { FRAY, median, timeNode } from './timeProcess.js';

const ROOT = resolve(import.meta.dirname, '../..');
const DEMOS = join(ROOT, 'examples/summoners');

async function port(bot: CompiledBot): Promise<BotPort> {
  const p = await loadInProcessBot(bot);
  if (!p.ok) throw new Error(p.problem.message);
  return p.value;
}

export async function run(): Promise<BenchResult[]> {
  const files = readdirSync(DEMOS)
    .filter((f) => f.endsWith('.ts'))
    .sort()
    .map((f) => join(DEMOS, f));
  const bots: CompiledBot[] = [];
  for (const f of files) {
    const c = await compileBot(f, { allowBuiltins: false });
    if (!c.ok) throw new Error(c.problem.message);
    bots.push(c.value);
  }
  const pairings = roundRobin(bots.length);
  const playAll = async (): Promise<MatchRecord[]> => {
    const out: MatchRecord[] = [];
    for (const p of pairings) {
      const [a, b] = p.seats.map((i) => bots[i] as CompiledBot) as [CompiledBot, CompiledBot];
      out.push(await runMatch([await port(a), await port(b)], { rules: DEFAULT_RULES, seed: matchSeed(1, p.index) }));
    }
    return out;
  };
  await playAll(); // warm up the JIT
  const t0 = performance.now();
  const records = await playAll();
  const withBots = performance.now() - t0;
  const turns = records.reduce((s, r) => s + r.final.turn, 0);
  rerunAll(records);
  const t1 = performance.now();
  for (let k = 0; k < 5; k++) rerunAll(records);
  const engineOnly = (performance.now() - t1) / 5;

  // Whole processes, alternated so both see the same machine load.
  const tournament = [FRAY, 'summoner', 'tournament', ...files, '--seed', '1', '--json'];
  timeNode(tournament, ROOT);
  const pairs = Array.from({ length: 5 }, () => [timeNode(['-e', '0'], ROOT), timeNode(tournament, ROOT)] as const);
  const ratios = pairs.map(([bare, t]) => t / bare);
  return [
    {
      name: `summoner: ${pairings.length} demo matches in process (${turns} turns), engine + bots`,
      value: Math.round(turns / (withBots / 1000)),
      unit: 'turns/s',
    },
    {
      name: 'summoner: the same matches, engine alone (re-run from inputs)',
      value: Math.round(turns / (engineOnly / 1000)),
      unit: 'turns/s',
    },
    {
      name: 'summoner: share of match time spent in the engine',
      value: Math.round((100 * engineOnly) / withBots),
      unit: '%',
    },
    {
      name: 'summoner tournament, 5 demos, 20 matches, whole process (median of 5)',
      value: Math.round(median(pairs.map(([, t]) => t))),
      unit: 'ms',
      target: '< 10 s',
    },
    {
      name: 'summoner tournament / node -e 0, alternated pairs (median ratio)',
      value: Number(median(ratios).toFixed(1)),
      unit: 'x',
    },
  ];
}

function rerunAll(records: readonly MatchRecord[]): void {
  for (const r of records) {
    const s = rerun(r);
    if (!s.ok) throw new Error(s.problem.message);
  }
}
