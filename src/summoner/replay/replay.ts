/**
 * Replays: a match as data anyone can check. A replay holds the format version, the rules, the seed, the players,
 * every input (setups, orders, faults) with the events it produced, and the state hash after every turn.
 */
import { objectArg, optionsArg } from '../../core/args.js';
import { fail, ok, type Place, type Result } from '../../core/result.js';
import type { JsonKey } from '../../core/json/jsonPlace.js';
import { escapeUnsafe, showJson } from '../../core/quote.js';
import type { SummonerEvent } from '../rules/events.js';
import { replayEvents } from './replayEvents.js';
import { parseMarks } from '../match/parseMarks.js';
import { FAULT_KINDS, type FaultKind, type MatchResult } from '../rules/model.js';
import { parseBattleOrders, parseEnhanceOrders, parseSetupOrder } from '../match/parseOrders.js';
import { parseRules } from '../rules/rules.js';
import type { MatchRecord, MatchStep } from '../match/runMatch.js';
import type { SeatSetup } from '../rules/setup.js';
import type { MatchInput } from '../rules/stepMatch.js';
import type { SummonerRules } from '../rules/rules.js';
import { hasTimes, parseTimes, type CallTimes } from '../match/callTimes.js';

/**
 * The value of a replay's `format` field.
 * @category Replays
 */
export const REPLAY_FORMAT = 'fray-summoner-replay';
/**
 * The replay format version this fray writes and reads.
 * @category Replays
 */
export const REPLAY_VERSION = 1;

/**
 * One player as a replay names it; players[0] played first (seat 0, west).
 * @category Replays
 */
export interface ReplayPlayer {
  /** The bot's name, as the match named it: a claim the replay does not prove (`--verify --bots` checks it). */
  name: string;
  /** SHA-256 of the bot's code as loaded, when known. */
  sha256?: string;
}

/**
 * Where a forked match came from (`fray summoner match --from REPLAY --turn N`): every step before `turn` is the
 * original's, so the fork's hashes up to turn - 1 are the original's too. Like `players`, these are claims: the
 * original replay itself, hashed, shows which match it was (`sha256`, `finalHash`).
 * @category Replays
 */
export interface ForkOrigin {
  /** The first turn the fork's bots played. */
  turn: number;
  /** The original's players, as it named them. */
  players: [ReplayPlayer, ReplayPlayer];
  /** The original's state hash after its last turn. */
  finalHash: string;
  /** SHA-256 of the original replay's file, when the fork was made from one. */
  sha256?: string;
}

/**
 * A whole match, as written by `fray summoner match --replay` and read by `fray summoner replay`.
 * @category Replays
 */
export interface Replay {
  /** Always `REPLAY_FORMAT` ('fray-summoner-replay'). */
  format: typeof REPLAY_FORMAT;
  /** The replay format's version (`REPLAY_VERSION`, 1). */
  version: number;
  /** The match seed, from 0 to 2^32 − 1. */
  seed: number;
  /** The rules the match was played under. */
  rules: SummonerRules;
  /** Both players, seat 0 first: claims, not proofs. */
  players: [ReplayPlayer, ReplayPlayer];
  /** Every step, setup first; replaying them through the reducer must give `hashes`. */
  steps: MatchStep[];
  /** The state hash after setup (index 0) and after each turn. Steps may carry logs and marks (optional, not verified). */
  hashes: string[];
  /** How the match ended. */
  result: MatchResult;
  /** Turns begun (0 when a setup was refused). */
  turns: number;
  /** Enemy demons each seat killed. */
  kills: [number, number];
  /** Set when the match was forked from another replay's turn. */
  forkedFrom?: ForkOrigin;
  /**
   * The time each bot's calls used and had, as measured where the match ran (not play: never hashed or verified,
   * and the only part of a replay that differs between two runs of one seed). Absent when not asked for.
   */
  times?: CallTimes;
}

/** How a record becomes a replay: whether to keep the bots' log lines and the times of their calls, and where it was forked from.
 * @category Replays
 */
export interface ReplayOptions {
  /** Keep the bots' log lines in the steps (true by default: a bot's words are its author's). */
  logs?: boolean;
  /** Keep the time each call used and had (false by default). */
  times?: boolean;
  /** The replay and turn a forked match came from; absent for a match played from the start. */
  forkedFrom?: ForkOrigin;
}

/**
 * The replay of a finished match: the seed, the rules and every input (with the events, hashes and the bots' marks),
 * which `verifyReplay` re-runs without the bots and `fray view` shows. The bots' log lines are in it unless `logs` is
 * false (a bot's words are its author's); the times of the calls only when `times` is true (they differ from run
 * to run); `forkedFrom` when the match is a fork.
 *
 * @param players - the two seats' names (and anything else a viewer should show)
 * @throws TypeError for options that are not an object, or `logs` or `times` not true or false
 * @example
 * ```ts
 * import { DEFAULT_RULES, botPortOf, formatReplay, replayOf, runMatch, verifyReplay, type Summoner } from 'fray/summoner';
 *
 * const walker: Summoner = {
 *   setup: () => ({ demons: [{ capacity: 'eat', attack: 3, life: 1 }, { capacity: 'eat', attack: 2, life: 2 }] }),
 *   enhance: () => [],
 *   battle: (v) => v.mine.map((d) => ({ demon: d.id, action: v.foes.some((f) => f.id === v.board[d.y]?.[d.x + 1]) ? 'attack' : 'move', dir: 'E' })),
 * };
 * const idle: Summoner = { setup: () => ({ demons: [{ capacity: 'heal', life: 4 }] }), enhance: () => [], battle: () => [] };
 * const record = await runMatch([botPortOf(walker), botPortOf(idle)], { rules: DEFAULT_RULES, seed: 11 });
 * const replay = replayOf(record, [{ name: 'walker' }, { name: 'idle' }]);
 * console.log(verifyReplay(replay).ok, formatReplay(replay).split('\n').length);
 * //> true 39
 * ```
 * @category Replays
 */
export function replayOf(record: MatchRecord, players: [ReplayPlayer, ReplayPlayer], options?: ReplayOptions): Replay {
  objectArg('replayOf', 'record', record);
  const { logs = true, times = false, forkedFrom } = optionsArg('replayOf', options);
  for (const [name, flag] of [
    ['logs', logs],
    ['times', times],
  ] as const)
    if (typeof flag !== 'boolean')
      throw new TypeError(`replayOf: options.${name} must be true or false, got ${typeof flag}`);
  if (forkedFrom !== undefined) objectArg('replayOf', 'options.forkedFrom', forkedFrom);
  const { final } = record;
  if (final.result === null) throw new Error('replayOf: the match is not over');
  return {
    format: REPLAY_FORMAT,
    version: REPLAY_VERSION,
    seed: record.seed,
    rules: record.rules,
    players,
    steps: logs
      ? record.steps.map((s) => ({ ...s, events: replayEvents(s.events) }))
      : record.steps.map((s) => ({
          input: s.input,
          events: replayEvents(s.events),
          ...(s.marks === undefined ? {} : { marks: s.marks }),
        })),
    hashes: record.hashes,
    result: final.result,
    turns: final.turn,
    kills: [...final.kills],
    ...(forkedFrom === undefined ? {} : { forkedFrom }),
    ...(times && hasTimes(record.times) ? { times: record.times } : {}),
  };
}

/** The fork origin of a match forked from `r` at `turn` (without the file's hash, which only a reader of files knows). */
export function forkOrigin(r: Replay, turn: number): ForkOrigin {
  const finalHash = r.hashes[r.hashes.length - 1] ?? '';
  return { turn, players: [{ ...r.players[0] }, { ...r.players[1] }], finalHash };
}

/**
 * A replay as JSON text, one step per line, so a diff or an eye finds a turn easily.
 *
 * @example
 * ```ts
 * import { DEFAULT_RULES, botPortOf, formatReplay, parseReplay, replayOf, runMatch, type Summoner } from 'fray/summoner';
 *
 * const walker: Summoner = {
 *   setup: () => ({ demons: [{ capacity: 'eat', attack: 3, life: 1 }, { capacity: 'eat', attack: 2, life: 2 }] }),
 *   enhance: () => [],
 *   battle: (v) => v.mine.map((d) => ({ demon: d.id, action: v.foes.some((f) => f.id === v.board[d.y]?.[d.x + 1]) ? 'attack' : 'move', dir: 'E' })),
 * };
 * const idle: Summoner = { setup: () => ({ demons: [{ capacity: 'heal', life: 4 }] }), enhance: () => [], battle: () => [] };
 * const record = await runMatch([botPortOf(walker), botPortOf(idle)], { rules: DEFAULT_RULES, seed: 11 });
 * const text = formatReplay(replayOf(record, [{ name: 'walker' }, { name: 'idle' }]));
 * console.log(parseReplay(JSON.parse(text)).ok);
 * //> true
 * ```
 * @category Replays
 */
export function formatReplay(r: Replay): string {
  const { steps, ...head } = r;
  const headJson = JSON.stringify({ ...head, steps: [] });
  const body = steps.map((s) => JSON.stringify(s)).join(',\n');
  return `${headJson.slice(0, headJson.indexOf('"steps":[]'))}"steps":[\n${body}\n]${headJson.slice(headJson.indexOf('"steps":[]') + '"steps":[]'.length)}\n`;
}

type Obj = Record<string, unknown>;
/** A field of a replay that is wrong, and why. */
interface FieldProblem {
  path: JsonKey[];
  message: string;
}
/** A path as messages write it: `players[1].sha256`. */
const pathText = (path: JsonKey[]) =>
  path.map((k, i) => (typeof k === 'number' ? `[${k}]` : i === 0 ? k : `.${k}`)).join('');
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const isSeat = (v: unknown): v is 0 | 1 => v === 0 || v === 1;

/** One step's input, checked as strictly as a bot's answer is (a replay is input from a stranger too). */
function parseInput(v: unknown, at: string): Result<MatchInput> {
  if (!isObj(v)) return fail(`${at}.input: expected an object`);
  if (v.type === 'setup') {
    if (!Array.isArray(v.setups) || v.setups.length !== 2) return fail(`${at}.input.setups: expected two setups`);
    const setups: SeatSetup[] = [];
    for (const [i, s] of v.setups.entries()) {
      if (isObj(s) && typeof s.fault === 'string') setups.push({ fault: s.fault });
      else {
        const order = parseSetupOrder(isObj(s) ? s.order : undefined);
        if (!order.ok) return fail(`${at}.input.setups[${i}]: ${order.problem.message}`);
        setups.push({ order: order.value });
      }
    }
    return ok({ type: 'setup', setups: setups as [SeatSetup, SeatSetup] });
  }
  if (!isSeat(v.seat)) return fail(`${at}.input.seat: expected 0 or 1`);
  const seat = v.seat;
  if (v.type === 'forfeit')
    return typeof v.reason === 'string'
      ? ok({ type: 'forfeit', seat, reason: v.reason })
      : fail(`${at}.input.reason: expected a string`);
  const f = v.fault;
  if (
    f !== undefined &&
    !(
      isObj(f) &&
      typeof f.reason === 'string' &&
      typeof f.kind === 'string' &&
      (FAULT_KINDS as readonly string[]).includes(f.kind)
    )
  ) {
    return fail(`${at}.input.fault: expected {kind, reason} with kind one of ${FAULT_KINDS.join(', ')}`);
  }
  const fault = f === undefined ? {} : { fault: { kind: f.kind as FaultKind, reason: f.reason as string } };
  if (v.type === 'enhance') {
    const orders = parseEnhanceOrders(v.orders);
    return orders.ok
      ? ok({ type: 'enhance', seat, orders: orders.value, ...fault })
      : fail(`${at}.input.${orders.problem.message}`);
  }
  if (v.type === 'battle') {
    const orders = parseBattleOrders(v.orders);
    return orders.ok
      ? ok({ type: 'battle', seat, orders: orders.value, ...fault })
      : fail(`${at}.input.${orders.problem.message}`);
  }
  return fail(`${at}.input.type: expected setup, enhance, battle or forfeit`);
}

/**
 * A step's logs and marks, if there are some: not play, so never a reason to refuse a replay; whatever is not a
 * string or a valid mark is left out, and text is made safe to print, as it was when recorded.
 */
function notesOf(s: Obj, rules: SummonerRules): Pick<MatchStep, 'logs' | 'marks'> {
  const lines = (v: unknown) =>
    Array.isArray(v) ? v.filter((l): l is string => typeof l === 'string').map((l) => escapeUnsafe(l)) : [];
  const logs =
    Array.isArray(s.logs) && s.logs.length === 2
      ? ([lines(s.logs[0]), lines(s.logs[1])] as [string[], string[]])
      : undefined;
  const marks = parseMarks(s.marks, rules.width, rules.height).marks;
  return {
    ...(logs !== undefined && (logs[0].length > 0 || logs[1].length > 0) ? { logs } : {}),
    ...(marks.length > 0 ? { marks } : {}),
  };
}

/** Longest player name a replay may give (a bot's name is a file name: at most 255 bytes). */
export const MAX_PLAYER_NAME = 256;
/** A bot's code hash as fray writes it: SHA-256 in 64 lower-case hexadecimal digits. */
const CODE_HASH = /^[0-9a-f]{64}$/;
/** A turn's state hash as fray writes it (stateHash): 16 lower-case hexadecimal digits. */
const STATE_HASH = /^[0-9a-f]{16}$/;

/**
 * The players of a replay, or the problem with the first bad field and its path. A name is a claim from a stranger's
 * file and will be shown: it is made safe here, where it is read (escapeUnsafe); a hash that is not one is refused.
 */
function readPlayers(players: unknown): { value: [ReplayPlayer, ReplayPlayer] } | FieldProblem {
  if (!Array.isArray(players) || players.length !== 2 || !players.every((p) => isObj(p) && typeof p.name === 'string'))
    return { path: ['players'], message: 'must be two objects with a "name"' };
  const out: ReplayPlayer[] = [];
  for (const [i, p] of (players as Obj[]).entries()) {
    const name = p.name as string;
    if (name.length > MAX_PLAYER_NAME)
      return {
        path: ['players', i, 'name'],
        message: `a name has at most ${MAX_PLAYER_NAME} characters, got ${name.length}`,
      };
    if (p.sha256 !== undefined && !(typeof p.sha256 === 'string' && CODE_HASH.test(p.sha256)))
      return {
        path: ['players', i, 'sha256'],
        message: `a code hash is 64 lower-case hexadecimal digits (SHA-256), got ${showJson(p.sha256)}`,
      };
    out.push({ name: escapeUnsafe(name), ...(typeof p.sha256 === 'string' ? { sha256: p.sha256 } : {}) });
  }
  return { value: out as [ReplayPlayer, ReplayPlayer] };
}

/** The first state hash that is not 16 lower-case hexadecimal digits, as a problem with its path. */
function badHash(hashes: unknown[]): FieldProblem | undefined {
  const i = hashes.findIndex((h) => !(typeof h === 'string' && STATE_HASH.test(h)));
  return i < 0
    ? undefined
    : {
        path: ['hashes', i],
        message: `a state hash is 16 lower-case hexadecimal digits, got ${showJson(hashes[i])}`,
      };
}

/**
 * Reads a replay from parsed JSON (a stranger's file), or a problem naming the field. Inputs and rules are checked,
 * since verification feeds them to the engine; events are kept as recorded, to be compared, not trusted; names are
 * made safe to show and hashes must be hashes.
 *
 * @param file - the file's name, for the problem's place
 * @param locate - the line and column of a field (by its path) in the file's text, when known
 * @example
 * ```ts
 * import { parseReplay } from 'fray/summoner';
 *
 * const r = parseReplay({ format: 'fray-summoner-replay', version: 1, seed: 'x' }, 'match.json');
 * console.log(r.ok ? 'ok' : r.problem.message);
 * //> "seed" must be a whole number from 0 to 4294967295
 * ```
 * @category Replays
 */
export function parseReplay(v: unknown, file?: string, locate?: (path: JsonKey[]) => Place): Result<Replay> {
  const at = file === undefined ? {} : { file };
  const bad = (msg: string): Result<Replay> => fail(msg, at);
  const badAt = (p: FieldProblem): Result<Replay> =>
    fail(`${pathText(p.path)}: ${p.message}`, { ...at, ...locate?.(p.path) });
  if (!isObj(v) || v.format !== REPLAY_FORMAT)
    return bad(`not a Summoner War replay (its "format" is not "${REPLAY_FORMAT}")`);
  if (typeof v.version !== 'number') return bad('"version" must be a number');
  if (v.version > REPLAY_VERSION)
    return bad(`replay version ${v.version} was written by a newer fray; this one reads version ${REPLAY_VERSION}`);
  if (v.version !== REPLAY_VERSION)
    return bad(`replay version ${v.version} is not supported (expected ${REPLAY_VERSION})`);
  if (typeof v.seed !== 'number' || !Number.isInteger(v.seed) || v.seed < 0 || v.seed > 0xffffffff)
    return bad('"seed" must be a whole number from 0 to 4294967295');
  const rules = parseRules(v.rules);
  if (!rules.ok) return bad(`"rules": ${rules.problem.message}`);
  const players = readPlayers(v.players);
  if ('path' in players) return badAt(players);
  if (!Array.isArray(v.steps)) return bad('"steps" must be a list');
  const steps: MatchStep[] = [];
  for (const [i, s] of v.steps.entries()) {
    if (!isObj(s) || !Array.isArray(s.events)) return bad(`steps[${i}]: expected {input, events}`);
    const input = parseInput(s.input, `steps[${i}]`);
    if (!input.ok) return bad(input.problem.message);
    steps.push({ input: input.value, events: s.events as SummonerEvent[], ...notesOf(s, rules.value) });
  }
  if (!Array.isArray(v.hashes)) return bad('"hashes" must be a list of strings');
  const hash = badHash(v.hashes);
  if (hash !== undefined) return badAt(hash);
  if (!isObj(v.result) || !(v.result.winner === null || isSeat(v.result.winner)))
    return bad('"result" must name a winner (0, 1 or null)');
  const kills = v.kills;
  if (!Array.isArray(kills) || kills.length !== 2 || !kills.every((k) => Number.isInteger(k)))
    return bad('"kills" must be two whole numbers');
  if (typeof v.turns !== 'number') return bad('"turns" must be a number');
  const forkedFrom = parseForkOrigin(v.forkedFrom, v.turns, v.hashes.length);
  if (typeof forkedFrom === 'string') return bad(`"forkedFrom": ${forkedFrom}`);
  const times = parseTimes(v.times, steps.length);
  return ok({
    format: REPLAY_FORMAT,
    version: v.version,
    seed: v.seed,
    rules: rules.value,
    players: players.value,
    steps,
    hashes: v.hashes as string[],
    result: v.result as unknown as MatchResult,
    turns: v.turns,
    kills: kills as [number, number],
    ...(forkedFrom === undefined ? {} : { forkedFrom }),
    ...(times === undefined ? {} : { times }),
  });
}

const playerOf = (p: unknown): ReplayPlayer | undefined =>
  isObj(p) && typeof p.name === 'string' && (p.sha256 === undefined || typeof p.sha256 === 'string')
    ? { name: p.name, ...(typeof p.sha256 === 'string' ? { sha256: p.sha256 } : {}) }
    : undefined;

/**
 * A replay's fork origin, or why it is malformed (a string), or undefined when it has none: the first turn played
 * anew must be one the match began, after its setup.
 */
function parseForkOrigin(v: unknown, turns: number, hashes: number): ForkOrigin | string | undefined {
  if (v === undefined) return undefined;
  if (!isObj(v)) return 'expected {turn, players, finalHash}';
  if (!Number.isInteger(v.turn) || (v.turn as number) < 1 || (v.turn as number) > turns || (v.turn as number) > hashes)
    return `"turn" must be a whole number from 1 to the match's ${turns} turns`;
  const players = Array.isArray(v.players) && v.players.length === 2 ? v.players.map(playerOf) : [];
  const [a, b] = players;
  if (a === undefined || b === undefined) return '"players" must be two objects with a "name"';
  if (typeof v.finalHash !== 'string' || !/^[0-9a-f]{1,128}$/.test(v.finalHash))
    return '"finalHash" must be a hash in lowercase hexadecimal';
  if (v.sha256 !== undefined && (typeof v.sha256 !== 'string' || !/^[0-9a-f]{64}$/.test(v.sha256)))
    return '"sha256" must be 64 lowercase hexadecimal digits';
  return {
    turn: v.turn as number,
    players: [a, b],
    finalHash: v.finalHash,
    ...(v.sha256 === undefined ? {} : { sha256: v.sha256 as string }),
  };
}
