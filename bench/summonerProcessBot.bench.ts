/**
 * What the sandbox costs a Python process bot: starting it for a match (as root: an id leased from fray's pool, a copy
 * of its folder of its own, bubblewrap, bash closing descriptors, Python; then the setup call and its end), one
 * battle call once it runs (the seccomp filter is checked on every system call), and a whole `fray summoner match`
 * of two Python bots against Node's own start. Run it on two branches, alternating, for a ratio between them. (CPU
 * time read with `time` misses what a killed process's children used, so whole-run CPU is not shown here.)
 */
import { mkdtempSync, cpSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { DEFAULT_LIMITS } from '../src/adapters/sandbox/limits.js';
import { openBot, prepareBot } from '../src/adapters/summoner/loadBot.js';
import { DEFAULT_RULES } from '../src/summoner/rules/rules.js';
import type { View } from '../src/summoner/api.js';
import type { BenchResult } from './types.js';
import { FRAY, load, median, timeNode } from './timeProcess.js';

const ROOT = resolve(import.meta.dirname, '../..');
const IDLE = join(ROOT, 'bench/scenarios/idle-process/idle.bot.json');
const SETUP = { apiVersion: 1, width: 17, height: 9, rules: DEFAULT_RULES, slots: [], seed: 1 };

function must<T>(r: { ok: true; value: T } | { ok: false; problem: { message: string } }): T {
  if (!r.ok) throw new Error(r.problem.message);
  return r.value;
}

/** Milliseconds from opening the bot to its setup answer, and its disposal, over `n` starts. */
async function starts(n: number): Promise<{ start: number[]; end: number[] }> {
  const bot = must(await prepareBot(IDLE, { trusted: false }));
  const start: number[] = [];
  const end: number[] = [];
  for (let i = 0; i < n; i++) {
    const t0 = performance.now();
    const port = must(await openBot(bot.source, { trusted: false, limits: DEFAULT_LIMITS }));
    await port.setup(SETUP);
    const t1 = performance.now();
    await port.dispose?.();
    start.push(t1 - t0);
    end.push(performance.now() - t1);
  }
  return { start, end };
}

/** Microseconds per battle call (an empty view: what is measured is the round trip), median of rounds of 200. */
async function calls(): Promise<number> {
  const bot = must(await prepareBot(IDLE, { trusted: false }));
  const port = must(await openBot(bot.source, { trusted: false, limits: DEFAULT_LIMITS }));
  await port.setup(SETUP);
  const view = { turn: 1, phase: 'battle', mine: [], foes: [], seat: 0 } as unknown as View;
  const rounds: number[] = [];
  for (let r = 0; r < 7; r++) {
    const t0 = performance.now();
    for (let i = 0; i < 200; i++) await port.battle(view);
    rounds.push(((performance.now() - t0) * 1000) / 200);
  }
  await port.dispose?.();
  return median(rounds);
}

export async function run(): Promise<BenchResult[]> {
  const s = await starts(25);
  const call = await calls();
  const work = mkdtempSync(join(tmpdir(), 'fray-bench-py-'));
  cpSync(join(ROOT, 'examples/summoners/python'), join(work, 'python'), { recursive: true });
  const starter = join(work, 'python', 'python-starter.bot.json');
  const args = [FRAY, 'summoner', 'match', starter, starter, '--seed', '1', '--max-turns', '100'];
  const node: number[] = [];
  const whole: number[] = [];
  for (let i = 0; i < 5; i++) {
    node.push(timeNode(['-e', '0'], ROOT));
    whole.push(timeNode(args, ROOT));
  }
  const l = load();
  return [
    {
      name: 'Python process bot: start (open + setup), median',
      value: Number(median(s.start).toFixed(1)),
      unit: 'ms',
      load: l,
    },
    { name: 'Python process bot: end (dispose), median', value: Number(median(s.end).toFixed(1)), unit: 'ms', load: l },
    { name: 'Python process bot: one battle call, median', value: Math.round(call), unit: 'µs', load: l },
    {
      name: 'summoner match of two Python starters (100 turns), wall / node -e 0',
      value: Number((median(whole) / median(node)).toFixed(2)),
      unit: 'x',
      load: l,
    },
  ];
}
