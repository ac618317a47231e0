/**
 * The cost of the sandbox: one bot call in an isolate against the same call in process (side by side, alternated),
 * the whole round robin of the demos sandboxed against --trusted (whole processes, alternated), and one call to a
 * process bot (Python and Java starters, in bubblewrap where it works) against the in-process call.
 */
import { cpSync, mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { loadInProcessBot } from '../src/adapters/summoner/inProcessBot.js';
import { loadIsolateBot } from '../src/adapters/sandbox/isolateBot.js';
import { DEFAULT_LIMITS } from '../src/adapters/sandbox/limits.js';
import { prepareBot, openBot, type PreparedBot } from '../src/adapters/summoner/loadBot.js';
import type { View } from '../src/summoner/api.js';
import { DEFAULT_RULES } from '../src/summoner/rules/rules.js';
import { runMatch, type BotPort } from '../src/summoner/match/runMatch.js';
import { viewFor } from '../src/summoner/match/view.js';
import type { BenchResult } from './types.js';
import { FRAY, median, timeNode } from './timeProcess.js';

const ROOT = resolve(import.meta.dirname, '../..');
const DEMOS = join(ROOT, 'examples/summoners');

function must<T>(r: { ok: true; value: T } | { ok: false; problem: { message: string } }): T {
  if (!r.ok) throw new Error(r.problem.message);
  return r.value;
}

/** A mid-game view: the board after 20 turns of rusher against cloner (many demons, so a realistic copy). */
async function midGameView(bot: PreparedBot): Promise<View> {
  let view: View | undefined;
  const ports = [
    must(await openBot(bot.source, { trusted: true, limits: DEFAULT_LIMITS })),
    must(
      await openBot(must(await prepareBot(join(DEMOS, 'cloner.ts'), { trusted: true })).source, {
        trusted: true,
        limits: DEFAULT_LIMITS,
      }),
    ),
  ] as const;
  await runMatch(ports, {
    rules: { ...DEFAULT_RULES, maxTurns: 20 },
    seed: 1,
    onStep: (s, state) => {
      if (state.phase === 'battle' && state.seat === 0) view = viewFor(state, 0);
    },
  });
  if (view === undefined) throw new Error('no view');
  return view;
}

/** Median microseconds per battle call, over rounds of `n` calls. */
async function perCall(port: BotPort, view: View, n: number): Promise<number[]> {
  const rounds: number[] = [];
  for (let r = 0; r < 5; r++) {
    const t0 = performance.now();
    for (let i = 0; i < n; i++) await port.battle(view);
    rounds.push(((performance.now() - t0) * 1000) / n);
  }
  return rounds;
}

export async function run(): Promise<BenchResult[]> {
  const rusher = must(await prepareBot(join(DEMOS, 'rusher.ts'), { trusted: false }));
  const view = await midGameView(rusher);
  if (rusher.source.kind !== 'module') throw new Error('rusher is a module');
  const inIsolate = must(await loadIsolateBot(rusher.source.bot, DEFAULT_LIMITS));
  const inProcess = must(await loadInProcessBot(rusher.source.bot));
  // Alternate the two so both see the same machine load.
  const iso: number[] = [],
    proc: number[] = [];
  for (let k = 0; k < 3; k++) {
    proc.push(...(await perCall(inProcess, view, 2000)));
    iso.push(...(await perCall(inIsolate, view, 2000)));
  }
  await inIsolate.dispose?.();

  // Process bots: a copy of each starter's folder (the Java build writes its classes there).
  const work = mkdtempSync(join(tmpdir(), 'fray-bench-'));
  const processRows: BenchResult[] = [];
  for (const lang of ['python', 'java']) {
    cpSync(join(DEMOS, lang), join(work, lang), { recursive: true });
    const manifest = readdirSync(join(work, lang)).find((f) => f.endsWith('.bot.json')) as string;
    const bot = must(await prepareBot(join(work, lang, manifest), { trusted: false }));
    const port = must(await openBot(bot.source, { trusted: false, limits: DEFAULT_LIMITS }));
    await port.setup({ apiVersion: 1, width: 17, height: 9, rules: DEFAULT_RULES, slots: [], seed: 1 });
    await perCall(port, view, 50); // warm up (the JVM compiles as it goes)
    const times = await perCall(port, view, 300);
    await port.dispose?.();
    processRows.push({
      name: `summoner: one battle call to the ${lang} starter (process, JSON line each way), median`,
      value: Math.round(median(times)),
      unit: 'µs',
    });
    processRows.push({
      name: `summoner: ${lang} starter call / in-process call`,
      value: Math.round(median(times) / median(proc)),
      unit: 'x',
    });
  }

  const files = readdirSync(DEMOS)
    .filter((f) => f.endsWith('.ts'))
    .sort()
    .map((f) => join(DEMOS, f));
  const base = [FRAY, 'summoner', 'tournament', ...files, '--seed', '1', '--json'];
  timeNode(base, ROOT);
  // Trusted (threads), sandboxed in child processes (the default), and sandboxed on threads (as before issue 19),
  // alternated so all three see the same load.
  const threads = { FRAY_MATCH_ISOLATION: 'thread' };
  const triples = Array.from(
    { length: 7 },
    () => [timeNode([...base, '--trusted'], ROOT), timeNode(base, ROOT), timeNode(base, ROOT, threads)] as const,
  );
  const pairs = triples.map(([t, s]) => [t, s] as const);
  return [
    {
      name: 'summoner: one battle call in process (mid-game view), median',
      value: Number(median(proc).toFixed(1)),
      unit: 'µs',
    },
    {
      name: 'summoner: the same call in an isolate (JSON in and out), median',
      value: Number(median(iso).toFixed(1)),
      unit: 'µs',
    },
    {
      name: 'summoner: isolate call / in-process call',
      value: Number((median(iso) / median(proc)).toFixed(2)),
      unit: 'x',
    },
    ...processRows,
    {
      name: 'summoner tournament of the 5 demos, --trusted, whole process (median of 7)',
      value: Math.round(median(pairs.map(([t]) => t))),
      unit: 'ms',
    },
    {
      name: 'summoner tournament of the 5 demos, sandboxed, whole process (median of 7)',
      value: Math.round(median(pairs.map(([, s]) => s))),
      unit: 'ms',
    },
    {
      name: 'summoner tournament sandboxed / trusted, alternated pairs (median ratio)',
      value: Number(median(pairs.map(([t, s]) => s / t)).toFixed(2)),
      unit: 'x',
      target: '< 1.5x',
    },
    {
      name: 'summoner tournament sandboxed, match processes / match threads (median ratio)',
      value: Number(median(triples.map(([, s, th]) => s / th)).toFixed(2)),
      unit: 'x',
    },
  ];
}
