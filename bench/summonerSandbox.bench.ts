/**
 * The cost of the sandbox: one bot call in an isolate against the same call in process (side by side, alternated),
 * what a call costs against the number of demons in view (an idle bot in process, in an isolate and as a process),
 * a 1,000-turn match of 600 demons sandboxed against --trusted (issue 24's target 2), the whole round robin of the
 * demos sandboxed against --trusted (whole processes, alternated), and one call to a process bot (Python and Java
 * starters, in bubblewrap where it works) against the in-process call.
 */
import { cpSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { loadInProcessBot } from '../src/adapters/summoner/inProcessBot.js';
import { loadIsolateBot } from '../src/adapters/sandbox/isolateBot.js';
import ivm from '../src/adapters/sandbox/isolatedVm.js';
import { botScriptText, BOT_SCRIPT_NAME } from '../src/adapters/sandbox/isolatePrelude.js';
import { isolateScript } from '../src/adapters/sandbox/isolateScript.js';
import { ScriptCache } from '../src/adapters/sandbox/scriptCache.js';
import { DEFAULT_LIMITS } from '../src/adapters/sandbox/limits.js';
import { prepareBot, openBot, type PreparedBot } from '../src/adapters/summoner/loadBot.js';
import type { View } from '../src/summoner/api.js';
import { DEFAULT_RULES } from '../src/summoner/rules/rules.js';
import { runMatch, type BotPort } from '../src/summoner/match/runMatch.js';
import { viewFor } from '../src/summoner/match/view.js';
import type { BenchResult } from './types.js';
import { cpuNode, FRAY, load, median, timeNode } from './timeProcess.js';
import { BREEDER_RULES } from './scenarios/breeder.js';

const ROOT = resolve(import.meta.dirname, '../..');
const DEMOS = join(ROOT, 'examples/summoners');
const BREEDER = join(ROOT, 'bench/scenarios/breeder.ts');
/** Demons in view for the per-call figures. */
const SIZES = [10, 100, 500];

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

/** Views (with their `last`) from a trusted breeder match, the first with at least each of SIZES demons in view. */
async function breederViews(): Promise<Map<number, View>> {
  const views = new Map<number, View>();
  const breeder = must(await prepareBot(BREEDER, { trusted: true }));
  const recording = async (): Promise<BotPort> => {
    const port = must(await openBot(breeder.source, { trusted: true, limits: DEFAULT_LIMITS }));
    const keep = (v: View) => {
      const n = v.mine.length + v.foes.length;
      for (const size of SIZES) if (!views.has(size) && n >= size) views.set(size, v);
    };
    return { ...port, enhance: (v) => (keep(v), port.enhance(v)), battle: (v) => (keep(v), port.battle(v)) };
  };
  await runMatch([await recording(), await recording()], {
    rules: { ...DEFAULT_RULES, ...BREEDER_RULES, maxTurns: 300 },
    seed: 1,
  });
  return views;
}

/**
 * Microseconds per battle call against the demons in view, for an idle bot (its answer is empty, so what is
 * measured is the view crossing and the answer coming back): in process, in an isolate, and as a Python process
 * (in bubblewrap), alternated.
 */
async function perCallBySize(): Promise<BenchResult[]> {
  const views = await breederViews();
  const idle = must(await prepareBot(join(ROOT, 'test/fixtures/summoners/idle.js'), { trusted: false }));
  if (idle.source.kind !== 'module') throw new Error('idle is a module');
  const inProcess = must(await loadInProcessBot(idle.source.bot));
  const inIsolate = must(await loadIsolateBot(idle.source.bot, DEFAULT_LIMITS));
  const py = must(await prepareBot(join(ROOT, 'bench/scenarios/idle-process/idle.bot.json'), { trusted: false }));
  const asProcess = must(await openBot(py.source, { trusted: false, limits: DEFAULT_LIMITS }));
  await asProcess.setup({ apiVersion: 1, width: 48, height: 24, rules: DEFAULT_RULES, slots: [], seed: 1 });
  const rows: BenchResult[] = [];
  for (const size of SIZES) {
    const view = views.get(size);
    if (view === undefined) throw new Error(`no view of ${size} demons`);
    const proc: number[] = [],
      iso: number[] = [],
      pr: number[] = [];
    for (let k = 0; k < 3; k++) {
      proc.push(...(await perCall(inProcess, view, 300)));
      iso.push(...(await perCall(inIsolate, view, 300)));
      pr.push(...(await perCall(asProcess, view, 40)));
    }
    const n = view.mine.length + view.foes.length;
    const l = load();
    rows.push(
      {
        name: `summoner: idle call, ${n} demons in view, in process`,
        value: Number(median(proc).toFixed(1)),
        unit: 'µs',
      },
      {
        name: `summoner: idle call, ${n} demons in view, isolate`,
        value: Number(median(iso).toFixed(1)),
        unit: 'µs',
        load: l,
      },
      {
        name: `summoner: idle call, ${n} demons in view, Python process`,
        value: Math.round(median(pr)),
        unit: 'µs',
        load: l,
      },
    );
  }
  await inIsolate.dispose?.();
  await asProcess.dispose?.();
  return rows;
}

/**
 * Target 2: breeder against breeder, 1,000 turns on 48 x 24 (600 demons from turn 200 or so), sandboxed against
 * --trusted, whole processes alternated pair by pair; CPU time (user + system) and wall time.
 */
function longMatch(pairs: number): BenchResult[] {
  const dir = mkdtempSync(join(tmpdir(), 'fray-bench-breeder-'));
  const rules = join(dir, 'rules.json');
  writeFileSync(rules, JSON.stringify(BREEDER_RULES));
  const args = [FRAY, 'summoner', 'match', BREEDER, BREEDER, '--seed', '1', '--json', '--rules', rules];
  const l0 = load();
  const runs = Array.from(
    { length: pairs },
    () => [cpuNode([...args, '--trusted'], ROOT), cpuNode(args, ROOT)] as const,
  );
  const l1 = load();
  return [
    {
      name: 'summoner 1,000-turn breeder match (600 demons), --trusted, CPU',
      value: Math.round(median(runs.map(([t]) => t.cpu))),
      unit: 'ms',
    },
    {
      name: 'summoner 1,000-turn breeder match, sandboxed / trusted, CPU',
      value: Number(median(runs.map(([t, s]) => s.cpu / t.cpu)).toFixed(2)),
      unit: 'x',
      target: '<= 1.2x',
      load: Math.max(l0, l1),
    },
    {
      name: 'summoner 1,000-turn breeder match, sandboxed / trusted, wall',
      value: Number(median(runs.map(([t, s]) => s.wall / t.wall)).toFixed(2)),
      unit: 'x',
      target: '<= 1.3x',
      load: Math.max(l0, l1),
    },
  ];
}

/**
 * What the code cache of a bot's script saves a fresh isolate (scriptCache.ts): compiling each demo's script (and
 * running its text, which only makes the function the loader calls) from the text, and from the cache the first
 * compile made, alternated; CPU time of this thread, median microseconds per demo and compile.
 */
async function compileRows(): Promise<BenchResult[]> {
  const texts: string[] = [];
  for (const f of readdirSync(DEMOS).filter((n) => n.endsWith('.ts'))) {
    const p = must(await prepareBot(join(DEMOS, f), { trusted: false }));
    if (p.source.kind !== 'module') continue;
    const script = await isolateScript(p.source.bot);
    if (!('problem' in script)) texts.push(botScriptText(script.text));
  }
  const once = (compile: (i: ivm.Isolate, text: string) => ivm.Script): number => {
    const isolates = texts.map(() => new ivm.Isolate({ memoryLimit: 32 }));
    const contexts = isolates.map((i) => i.createContextSync());
    const t0 = process.cpuUsage();
    texts.forEach((text, k) => compile(isolates[k] as ivm.Isolate, text).runSync(contexts[k] as ivm.Context));
    const t = process.cpuUsage(t0);
    for (const i of isolates) i.dispose();
    return (t.user + t.system) / texts.length;
  };
  const cache = new ScriptCache({ entries: 64, bytes: 16 * 1024 * 1024 });
  once((i, text) => cache.compile(i, text, BOT_SCRIPT_NAME));
  const fromText: number[] = [],
    fromCache: number[] = [];
  for (let k = 0; k < 40; k++) {
    fromText.push(once((i, text) => i.compileScriptSync(text, { filename: BOT_SCRIPT_NAME })));
    fromCache.push(once((i, text) => cache.compile(i, text, BOT_SCRIPT_NAME)));
  }
  const l = load();
  return [
    {
      name: `summoner: a demo's script compiled in a fresh isolate from its text (median of ${texts.length} demos)`,
      value: Math.round(median(fromText)),
      unit: 'µs CPU',
      load: l,
    },
    {
      name: "summoner: the same from the code cache the first compile made (a host's next match)",
      value: Math.round(median(fromCache)),
      unit: 'µs CPU',
      load: l,
    },
  ];
}

export async function run(): Promise<BenchResult[]> {
  const cacheRows = await compileRows();
  const sizeRows = await perCallBySize();
  const longRows = longMatch(5);
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
  // Wall and CPU time (user + system, the match processes and their isolate hosts included) of each run.
  const runs = Array.from(
    { length: 7 },
    () => [cpuNode([...base, '--trusted'], ROOT), cpuNode(base, ROOT), cpuNode(base, ROOT, threads)] as const,
  );
  const triples = runs.map((r) => r.map((x) => x.wall) as [number, number, number]);
  const pairs = triples.map(([t, s]) => [t, s] as const);
  return [
    ...cacheRows,
    ...sizeRows,
    ...longRows,
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
      target: '<= 1.25x',
      load: load(),
    },
    {
      name: 'summoner tournament sandboxed / trusted, CPU of the whole process tree, alternated pairs (median ratio)',
      value: Number(median(runs.map(([t, s]) => s.cpu / t.cpu)).toFixed(2)),
      unit: 'x',
      target: '<= 1.25x',
      load: load(),
    },
    {
      name: 'summoner tournament sandboxed, match processes / match threads (median ratio)',
      value: Number(median(triples.map(([, s, th]) => s / th)).toFixed(2)),
      unit: 'x',
    },
  ];
}
