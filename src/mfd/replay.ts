/**
 * Marked for Death battle replays: a battle as data a viewer can step through. A replay holds the format version,
 * the seed, the round limit, both teams' fighters as the engine read them, and every round's events (each round ends
 * with everyone's HP), so nothing needs the CSV files again; the engine re-runs it from the teams and the seed.
 */
import { wholeArg } from '../core/args.js';
import { fail, ok, type Result } from '../core/result.js';
import { createRng, MAX_SEED } from '../core/rng.js';
import type { MfdEvent } from './events.js';
import { SIDES, type Buff, type Fighter, type SideName, type Team, type Teams } from './model.js';
import { runBattle, type BattleResult } from './runBattle.js';
import { WINNERS, winnerWord, type Winner } from './winner.js';

/** The value of an MFD replay's `format` field. */
export const MFD_REPLAY_FORMAT = 'fray-mfd-replay';
/** The MFD replay format version this fray writes and reads. */
export const MFD_REPLAY_VERSION = 1;

/**
 * One side as a replay holds it: the file it came from (for titles) and its fighters, in file order.
 * @category Replays
 */
export interface MfdReplayTeam {
  /** The team's side. */
  side: SideName;
  /** The file it came from, for titles. */
  file: string;
  /** Its fighters, in file order. */
  fighters: Fighter[];
}

/**
 * A whole battle, as written by `fray mfd fight --replay` and read by `fray view`.
 * @category Replays
 */
export interface MfdReplay {
  /** Always `fray-mfd-replay`: what tells the file's kind. */
  format: typeof MFD_REPLAY_FORMAT;
  /** The format's version (`MFD_REPLAY_VERSION`). */
  version: number;
  /** The seed the battle was fought with. */
  seed: number;
  /** The round limit given (-m), or null for none (the safety cap). */
  maxRounds: number | null;
  /** Heroes and villains as they started. */
  teams: [MfdReplayTeam, MfdReplayTeam];
  /** Who won. */
  winner: Winner;
  /** Rounds fought. */
  rounds: number;
  /** True when the battle hit the safety cap with no round limit given. */
  capped: boolean;
  /** True when it stopped because no one left standing could deal damage. */
  stalemate: boolean;
  /** The events of every round, round 1 first; each round starts with roundStart and ends with roundEnd. */
  log: MfdEvent[][];
}

/**
 * The replay of a battle fought from the teams' starting state with `createRng(seed)`: the teams, the seed and every
 * round's events, which `verifyMfdReplay` re-fights and `fray view` shows.
 *
 * @param result - `runBattle`'s result, with its events
 * @param maxRounds - the round limit it was fought with, if any
 * @example
 * ```ts
 * import { formatMfdReplay, makeFighter, makeTeam, mfdReplayOf, runBattle, verifyMfdReplay } from 'fray/mfd';
 * import { createRng } from 'fray/core';
 *
 * const teams = [makeTeam('heroes', [makeFighter({ name: 'A', xp: 20000 })]), makeTeam('villains', [makeFighter({ name: 'B', xp: 20000 })])] as const;
 * const replay = mfdReplayOf(teams, 9, runBattle(teams, createRng(9)));
 * console.log(replay.winner, replay.rounds, verifyMfdReplay(replay).ok, formatMfdReplay(replay).split('\n').length > replay.rounds);
 * //> heroes 1 true true
 * ```
 * @category Replays
 */
export function mfdReplayOf(teams: Teams, seed: number, result: BattleResult, maxRounds?: number): MfdReplay {
  wholeArg('mfdReplayOf', 'seed', seed, 0, MAX_SEED);
  if (maxRounds !== undefined) wholeArg('mfdReplayOf', 'maxRounds', maxRounds, 0);
  const log: MfdEvent[][] = [];
  for (const e of result.events) {
    if (e.type === 'roundStart') log.push([]);
    log[log.length - 1]?.push(e);
  }
  const team = (t: Team): MfdReplayTeam => ({
    side: t.side,
    file: t.source?.file ?? '',
    fighters: t.fighters.map((f) => ({ ...f, buffs: f.buffs.map((b) => ({ ...b, targets: [...b.targets] })) })),
  });
  return {
    format: MFD_REPLAY_FORMAT,
    version: MFD_REPLAY_VERSION,
    seed,
    maxRounds: maxRounds ?? null,
    teams: [team(teams[0]), team(teams[1])],
    winner: winnerWord(result),
    rounds: result.rounds,
    capped: result.capped,
    stalemate: result.stalemate,
    log,
  };
}

/**
 * A replay as JSON text, one round per line, so an eye or a diff finds a round easily (see `mfdReplayOf`).
 *
 * @example
 * ```ts
 * import { formatMfdReplay, makeFighter, makeTeam, mfdReplayOf, parseMfdReplay, runBattle } from 'fray/mfd';
 * import { createRng } from 'fray/core';
 *
 * const teams = [makeTeam('heroes', [makeFighter({ name: 'A', xp: 20000 })]), makeTeam('villains', [makeFighter({ name: 'B', xp: 20000 })])] as const;
 * const text = formatMfdReplay(mfdReplayOf(teams, 9, runBattle(teams, createRng(9))));
 * console.log(text.startsWith('{'), parseMfdReplay(JSON.parse(text)).ok);
 * //> true true
 * ```
 * @category Replays
 */
export function formatMfdReplay(r: MfdReplay): string {
  const { log, ...head } = r;
  const headJson = JSON.stringify({ ...head, log: [] });
  const at = headJson.indexOf('"log":[]');
  const body = log.length === 0 ? '' : `\n${log.map((round) => JSON.stringify(round)).join(',\n')}\n`;
  return `${headJson.slice(0, at)}"log":[${body}]${headJson.slice(at + '"log":[]'.length)}\n`;
}

/** The replay's teams as the engine takes them (the CSV source is not kept: an empty one stands in). */
export function teamsOf(r: Pick<MfdReplay, 'teams'>): Teams {
  const team = (t: MfdReplayTeam): Team => ({
    side: t.side,
    fighters: t.fighters,
    source: { file: t.file, header: [], rows: [], lines: [] },
  });
  return [team(r.teams[0]), team(r.teams[1])];
}

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const isInt = (v: unknown): v is number => Number.isSafeInteger(v);

/** One fighter, checked: every number whole, every reference to a teammate in range. */
function parseFighter(v: unknown, n: number, at: string): Result<Fighter> {
  if (!isObj(v)) return fail(`${at}: expected an object`);
  if (typeof v.name !== 'string') return fail(`${at}.name: expected a string`);
  for (const k of ['totalXpMicros', 'startHp', 'bonusToHit', 'bonusToDefend', 'aoe'] as const)
    if (!isInt(v[k])) return fail(`${at}.${k}: expected a whole number`);
  if ((v.aoe as number) < 1) return fail(`${at}.aoe: expected 1 or more`);
  for (const k of ['bodyguardFor', 'linkedTo'] as const) {
    const x = v[k];
    if (!isInt(x) || x < -1 || x >= n)
      return fail(`${at}.${k}: expected -1 or the index of a teammate (0 to ${n - 1})`);
  }
  if (!Array.isArray(v.buffs)) return fail(`${at}.buffs: expected a list`);
  const buffs: Buff[] = [];
  for (const [i, b] of v.buffs.entries()) {
    const where = `${at}.buffs[${i}]`;
    if (!isObj(b) || typeof b.name !== 'string' || !isInt(b.offense) || !isInt(b.defense))
      return fail(`${where}: expected {name, targets, offense, defense}`);
    if (!Array.isArray(b.targets) || !b.targets.every((t) => isInt(t) && t >= 0 && t < n))
      return fail(`${where}.targets: expected indices of teammates (0 to ${n - 1})`);
    buffs.push({ name: b.name, targets: b.targets as number[], offense: b.offense, defense: b.defense });
  }
  return ok({
    name: v.name,
    totalXpMicros: v.totalXpMicros as number,
    startHp: v.startHp as number,
    bonusToHit: v.bonusToHit as number,
    bonusToDefend: v.bonusToDefend as number,
    aoe: v.aoe as number,
    bodyguardFor: v.bodyguardFor as number,
    linkedTo: v.linkedTo as number,
    buffs,
  });
}

/**
 * Reads a replay from parsed JSON (a stranger's file), or a problem naming the field. The teams are checked; the events
 * are kept as recorded and trusted only once `verifyMfdReplay` has compared them with a re-run.
 *
 * @param file - the file's name, for the problem's place
 * @example
 * ```ts
 * import { parseMfdReplay } from 'fray/mfd';
 *
 * const r = parseMfdReplay({ format: 'fray-mfd-replay', version: 1, seed: -4 }, 'battle.json');
 * console.log(r.ok ? 'ok' : r.problem.message);
 * //> "seed" must be a whole number from 0 to 4294967295
 * ```
 * @category Replays
 */
export function parseMfdReplay(v: unknown, file?: string): Result<MfdReplay> {
  const bad = (msg: string): Result<MfdReplay> => fail(msg, file === undefined ? {} : { file });
  if (!isObj(v) || v.format !== MFD_REPLAY_FORMAT)
    return bad(`not a Marked for Death replay (its "format" is not "${MFD_REPLAY_FORMAT}")`);
  if (typeof v.version !== 'number') return bad('"version" must be a number');
  if (v.version !== MFD_REPLAY_VERSION) {
    return bad(
      v.version > MFD_REPLAY_VERSION
        ? `replay version ${v.version} was written by a newer fray; this one reads version ${MFD_REPLAY_VERSION}`
        : `replay version ${v.version} is not supported (expected ${MFD_REPLAY_VERSION})`,
    );
  }
  if (!isInt(v.seed) || v.seed < 0 || v.seed > 0xffffffff)
    return bad('"seed" must be a whole number from 0 to 4294967295');
  if (v.maxRounds !== null && !(isInt(v.maxRounds) && v.maxRounds >= 0))
    return bad('"maxRounds" must be a whole number or null');
  if (!Array.isArray(v.teams) || v.teams.length !== 2) return bad('"teams" must be two teams');
  const teams: MfdReplayTeam[] = [];
  for (const [s, t] of v.teams.entries()) {
    const at = `teams[${s}]`;
    if (
      !isObj(t) ||
      t.side !== SIDES[s] ||
      typeof t.file !== 'string' ||
      !Array.isArray(t.fighters) ||
      t.fighters.length === 0
    ) {
      return bad(`${at}: expected {side: "${SIDES[s]}", file, fighters} with at least one fighter`);
    }
    const fighters: Fighter[] = [];
    for (const [i, f] of t.fighters.entries()) {
      const parsed = parseFighter(f, t.fighters.length, `${at}.fighters[${i}]`);
      if (!parsed.ok) return bad(parsed.problem.message);
      fighters.push(parsed.value);
    }
    teams.push({ side: SIDES[s] as SideName, file: t.file, fighters });
  }
  if (typeof v.winner !== 'string' || !(WINNERS as readonly string[]).includes(v.winner))
    return bad(`"winner" must be one of ${WINNERS.join(', ')}`);
  if (!isInt(v.rounds) || v.rounds < 0) return bad('"rounds" must be a whole number');
  if (typeof v.capped !== 'boolean') return bad('"capped" must be true or false');
  if (typeof v.stalemate !== 'boolean') return bad('"stalemate" must be true or false');
  if (
    !Array.isArray(v.log) ||
    !v.log.every((round) => Array.isArray(round) && round.every((e) => isObj(e) && typeof e.type === 'string'))
  ) {
    return bad('"log" must be a list of rounds, each a list of events');
  }
  if (v.log.length !== v.rounds) return bad(`"log" holds ${v.log.length} rounds but "rounds" is ${v.rounds}`);
  return ok({
    format: MFD_REPLAY_FORMAT,
    version: v.version,
    seed: v.seed,
    maxRounds: v.maxRounds as number | null,
    teams: teams as [MfdReplayTeam, MfdReplayTeam],
    winner: v.winner as Winner,
    rounds: v.rounds,
    capped: v.capped,
    stalemate: v.stalemate,
    log: v.log as MfdEvent[][],
  });
}

/**
 * The verdict of a re-run: every round matches, or the first round that does not.
 * @category Replays
 */
export type MfdVerdict = { ok: true; rounds: number } | { ok: false; round: number; message: string };

/**
 * Re-fights a replay from its teams and seed and compares every round's events, then the outcome: a replay anyone
 * can check without trusting its author.
 *
 * @returns `{ ok: true, rounds }`, or the first round that differs and how
 * @example
 * ```ts
 * import { makeFighter, makeTeam, mfdReplayOf, runBattle, verifyMfdReplay } from 'fray/mfd';
 * import { createRng } from 'fray/core';
 *
 * const teams = [makeTeam('heroes', [makeFighter({ name: 'A', xp: 20000 })]), makeTeam('villains', [makeFighter({ name: 'B', xp: 20000 })])] as const;
 * const replay = mfdReplayOf(teams, 9, runBattle(teams, createRng(9)));
 * console.log(verifyMfdReplay(replay));
 * //> { ok: true, rounds: 1 }
 * const forged = { ...replay, seed: 10 };
 * console.log(verifyMfdReplay(forged).ok);
 * //> false
 * ```
 * @category Replays
 */
export function verifyMfdReplay(r: MfdReplay): MfdVerdict {
  const again = mfdReplayOf(
    teamsOf(r),
    r.seed,
    runBattle(teamsOf(r), createRng(r.seed), { ...(r.maxRounds === null ? {} : { maxRounds: r.maxRounds }) }),
    r.maxRounds ?? undefined,
  );
  const rounds = Math.max(again.log.length, r.log.length);
  for (let i = 0; i < rounds; i++) {
    if (JSON.stringify(again.log[i]) !== JSON.stringify(r.log[i]))
      return { ok: false, round: i + 1, message: `round ${i + 1}: the events differ from a re-run of the battle` };
  }
  if (
    again.winner !== r.winner ||
    again.rounds !== r.rounds ||
    again.capped !== r.capped ||
    again.stalemate !== r.stalemate
  )
    return { ok: false, round: r.rounds, message: 'the outcome differs from a re-run of the battle' };
  return { ok: true, rounds: r.rounds };
}
