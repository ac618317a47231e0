/**
 * Shared by the hostile-bot suites: plays one match between a hostile bot and a harmless opponent through the one
 * door (prepareBot/openBot), always disposing both ports, and gives the events sorted by what the tests check:
 * the hostile bot's faults and forfeit, and everything the opponent said and suffered.
 */
import { spawnSync } from 'node:child_process';
import { chmodSync, copyFileSync, mkdtempSync, readdirSync, readFileSync, writeFileSync, type Dirent } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { expect } from 'vitest';
import { DEFAULT_LIMITS, type BotLimits } from '../../../src/adapters/sandbox/limits.js';
import { openBot, prepareBot } from '../../../src/adapters/summoner/loadBot.js';
import type { SummonerEvent } from '../../../src/summoner/rules/events.js';
import { summarizeMatch, type MatchSummary } from '../../../src/summoner/match/matchSummary.js';
import type { FaultKind, MatchState, Seat } from '../../../src/summoner/rules/model.js';
import { DEFAULT_RULES } from '../../../src/summoner/rules/rules.js';
import {
  runMatch,
  type BotPort,
  type CallResult,
  type MatchRecord,
  type MatchStep,
} from '../../../src/summoner/match/runMatch.js';
import { ROOT } from '../../helpers/cli.js';

export const HOSTILE_JS = join(ROOT, 'test/fixtures/hostile/js');
export const HOSTILE_PROCESS = join(ROOT, 'test/fixtures/hostile/process');
/** One sturdy demon that never acts. */
export const IDLE = join(ROOT, 'test/fixtures/summoners/idle.js');
/** One demon that walks east and strikes: it beats a bot that does nothing within about 10 turns. */
export const STRIKER = join(ROOT, 'test/fixtures/summoners/striker.ts');

/** Small limits, so that a runaway bot costs little time: 50 ms a call, no bank, 3 faults in a row forfeit. */
export const FAST: Readonly<BotLimits> = Object.freeze({
  ...DEFAULT_LIMITS,
  memoryMb: 32,
  processMemoryMb: 256,
  setupMs: 2000,
  callMs: 50,
  bankMs: 0,
  maxConsecutiveFaults: 3,
});

export type FaultEvent = Extract<SummonerEvent, { type: 'fault' }>;
export type RejectedEvent = Extract<SummonerEvent, { type: 'rejected' }>;

/** What one hostile match gave. */
export interface Played {
  record: MatchRecord;
  summary: MatchSummary;
  hostile: Seat;
  opponent: Seat;
  events: SummonerEvent[];
  /** The hostile bot's faults, in order. */
  faults: FaultEvent[];
  /** The hostile bot's forfeit reason, if it forfeited. */
  forfeit: string | undefined;
  /** The hostile bot's orders refused one by one. */
  rejected: RejectedEvent[];
  /** Every answer the opponent gave (setup included). */
  opponentAnswers: CallResult[];
  /** Wall-clock time of each of the hostile bot's enhance and battle calls, in ms. */
  hostileCallMs: number[];
  /**
   * What the hostile bot wrote to standard error (process bots), read live: the end of it may still be on its way
   * when the match is over (see `eventually`).
   */
  readonly diagnostics: string;
  /** Wall-clock time of the whole match, disposal included, in ms. */
  ms: number;
}

export interface PlayOptions {
  /** The hostile bot's seat (default 0: it plays first). */
  seat?: Seat;
  /** Limits over FAST. */
  limits?: Partial<BotLimits>;
  maxTurns?: number;
  seed?: number;
  /** The opponent's file (default STRIKER, in an isolate). */
  opponent?: string;
  /** Called after every step, while the bots still run (e.g. to look at a process bot's children). */
  onStep?: (step: MatchStep, state: MatchState) => void | Promise<void>;
}

/** A port that notes every answer it gives, and how long its enhance and battle calls take. */
function recorded(port: BotPort, answers: CallResult[], ms: number[]): BotPort {
  const wrap =
    (call: (arg: never) => Promise<CallResult>, timed: boolean) =>
    async (arg: never): Promise<CallResult> => {
      const t0 = performance.now();
      const r = await call(arg);
      if (timed) ms.push(performance.now() - t0);
      answers.push(r);
      return r;
    };
  return {
    setup: wrap(port.setup.bind(port) as (arg: never) => Promise<CallResult>, false),
    enhance: wrap(port.enhance.bind(port) as (arg: never) => Promise<CallResult>, true),
    battle: wrap(port.battle.bind(port) as (arg: never) => Promise<CallResult>, true),
  };
}

/** Prepares and opens a bot, failing the test with the reason if it cannot. */
async function open(file: string, limits: BotLimits): Promise<BotPort> {
  const prepared = await prepareBot(file, { trusted: false });
  if (!prepared.ok) throw new Error(`${file}: ${prepared.problem.message}`);
  const port = await openBot(prepared.value.source, { trusted: false, limits });
  if (!port.ok) throw new Error(`${file}: ${port.problem.message}`);
  return port.value;
}

/** Plays `file` against a harmless opponent, sandboxed, and disposes both bots whatever happens. */
export async function play(file: string, opts: PlayOptions = {}): Promise<Played> {
  const limits: BotLimits = { ...FAST, ...opts.limits };
  const hostile = opts.seat ?? 0;
  const opponent: Seat = hostile === 0 ? 1 : 0;
  const t0 = performance.now();
  const hostilePort = await open(file, limits);
  let opponentPort: BotPort;
  try {
    // The opponent is never squeezed below FAST's allowance: a test that gives the hostile bot 1 ms a call must not
    // see the harmless opponent time out on a busy machine (its calls take a few ms of CPU there).
    opponentPort = await open(opts.opponent ?? STRIKER, { ...limits, callMs: Math.max(limits.callMs, FAST.callMs) });
  } catch (e) {
    await hostilePort.dispose?.();
    throw e;
  }
  const opponentAnswers: CallResult[] = [];
  const hostileAnswers: CallResult[] = [];
  const hostileCallMs: number[] = [];
  const ports: [BotPort, BotPort] = [hostilePort, hostilePort];
  ports[hostile] = recorded(hostilePort, hostileAnswers, hostileCallMs);
  ports[opponent] = recorded(opponentPort, opponentAnswers, []);
  let record: MatchRecord;
  try {
    record = await runMatch(ports, {
      rules: { ...DEFAULT_RULES, maxTurns: opts.maxTurns ?? 10 },
      seed: opts.seed ?? 1,
      maxConsecutiveFaults: limits.maxConsecutiveFaults,
      ...(opts.onStep === undefined ? {} : { onStep: opts.onStep }),
    });
  } finally {
    await Promise.all([hostilePort.dispose?.(), opponentPort.dispose?.()]);
  }
  const events = record.steps.flatMap((s) => s.events);
  return {
    record,
    summary: summarizeMatch(record),
    hostile,
    opponent,
    events,
    faults: events.filter((e): e is FaultEvent => e.type === 'fault' && e.seat === hostile),
    forfeit: events.find(
      (e): e is Extract<SummonerEvent, { type: 'forfeit' }> => e.type === 'forfeit' && e.seat === hostile,
    )?.reason,
    rejected: events.filter((e): e is RejectedEvent => e.type === 'rejected' && e.seat === hostile),
    opponentAnswers,
    hostileCallMs,
    get diagnostics() {
      return hostilePort.diagnostics?.() ?? '';
    },
    ms: performance.now() - t0,
  };
}

/**
 * The opponent was unaffected: every one of its calls answered, none of its answers was refused, it never
 * faulted or forfeited, and it won (a forfeit or a wipeout) or the match ended by the rules.
 */
export function expectOpponentUnaffected(p: Played): void {
  expect(p.opponentAnswers.length).toBeGreaterThan(0);
  expect(p.opponentAnswers.filter((a) => !a.ok)).toEqual([]);
  const against = p.events.filter(
    (e) => (e.type === 'fault' || e.type === 'forfeit' || e.type === 'rejected') && e.seat === p.opponent,
  );
  expect(against).toEqual([]);
  const result = p.record.final.result;
  expect(result).not.toBeNull();
  if (result?.reason === 'forfeit' || result?.reason === 'wipeout') expect(result.winner).toBe(p.opponent);
  else expect(result?.reason).toBe('turn-limit');
}

/**
 * The hostile bot forfeited with `reason`, after `faults` failed calls of `kind` named `named` (none for a setup or
 * a fatal fault), and the opponent won.
 */
export function expectForfeit(
  p: Played,
  expected: { reason: RegExp; faults?: number; kind?: FaultKind; named?: RegExp },
): void {
  expect(p.forfeit).toMatch(expected.reason);
  expect(p.record.final.result).toMatchObject({ winner: p.opponent, reason: 'forfeit' });
  expect(p.record.final.result?.detail).toBe(p.forfeit);
  expect(p.faults).toHaveLength(expected.faults ?? 0);
  for (const f of p.faults) {
    if (expected.kind !== undefined) expect(f.kind).toBe(expected.kind);
    if (expected.named !== undefined) expect(f.reason).toMatch(expected.named);
  }
  expectOpponentUnaffected(p);
}

/** Lines of `ps -eo pid,args` that contain `marker` (the host's view of every process, sandboxed ones included). */
export function processesWith(marker: string): string[] {
  const r = spawnSync('ps', ['-eo', 'pid,args', '--no-headers'], { encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`ps failed: ${r.stderr}`);
  return r.stdout.split('\n').filter((line) => line.includes(marker));
}

/**
 * Memory the processes whose command line holds `marker` hold of their own, in KiB: anonymous and shared-memory
 * pages (RssAnon + RssShmem), what a memory cap bounds. Not the whole RSS: pages of the interpreter's files are
 * mapped by every process and would be counted once per process (six Python children add ~10 MiB each).
 */
export function residentKib(marker: string): number {
  let sum = 0;
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      if (!readFileSync(`/proc/${name}/cmdline`, 'utf8').includes(marker)) continue;
      const status = readFileSync(`/proc/${name}/status`, 'utf8');
      for (const field of ['RssAnon', 'RssShmem'])
        sum += Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0);
    } catch {
      // Gone meanwhile.
    }
  }
  return sum;
}

/** Waits up to `ms` until no process carries `marker`, and gives those left. */
export async function leftAfter(marker: string, ms = 3000): Promise<string[]> {
  const until = Date.now() + ms;
  for (;;) {
    const left = processesWith(marker);
    if (left.length === 0 || Date.now() > until) return left;
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** Polls `check` every 25 ms until it holds or `ms` pass; gives whether it held. */
export async function eventually(check: () => boolean, ms = 3000): Promise<boolean> {
  const until = Date.now() + ms;
  while (!check()) {
    if (Date.now() > until) return false;
    await new Promise((r) => setTimeout(r, 25));
  }
  return true;
}

/**
 * A fresh folder holding a copy of the process bot `name` (NAME.py, its manifest and hostile_common.py) and a
 * config.json with `config`; readable by the sandbox's unprivileged user. `manifest(dir)`, if given, replaces the
 * manifest's content. Gives the manifest's path and the folder.
 */
export function processBotCopy(
  name: string,
  config: Record<string, unknown>,
  manifest?: (dir: string) => unknown,
): { manifest: string; dir: string } {
  const dir = mkdtempSync(join(tmpdir(), 'fray-hostile-bot-'));
  chmodSync(dir, 0o755);
  for (const f of [`${name}.py`, `${name}.bot.json`, 'hostile_common.py'])
    copyFileSync(join(HOSTILE_PROCESS, f), join(dir, basename(f)));
  writeFileSync(join(dir, 'config.json'), JSON.stringify(config));
  if (manifest !== undefined) writeFileSync(join(dir, `${name}.bot.json`), JSON.stringify(manifest(dir)));
  return { manifest: join(dir, `${name}.bot.json`), dir };
}

/** A random token to mark what one test's bot makes (processes, files). */
export function token(): string {
  return `frayhostile${Math.random().toString(36).slice(2, 12)}`;
}

/** The control characters in `text` other than newlines (what could repaint a terminal), as code points. */
export function controlCharacters(text: string): number[] {
  return [...text]
    .map((c) => c.codePointAt(0) as number)
    .filter((n) => (n < 0x20 && n !== 0x0a) || (n >= 0x7f && n <= 0x9f));
}

/** Paths under `dir` (three levels deep at most) whose name is `name`, without following links. */
export function findFiles(dir: string, name: string, depth = 3): string[] {
  const out: string[] = [];
  let entries: Dirent[] = [];
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return out;
  }
  for (const e of entries) {
    if (e.name === name) out.push(join(dir, e.name));
    if (e.isDirectory() && depth > 0) out.push(...findFiles(join(dir, e.name), name, depth - 1));
  }
  return out;
}
