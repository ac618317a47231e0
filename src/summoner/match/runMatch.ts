/**
 * Plays a match between two bots. Bots are reached only through narrow calls that take and return plain data,
 * so the same loop drives a module in this process, an isolate or a process speaking JSON on a pipe. Everything a
 * bot returns is checked here, at the boundary, and mirrored back for the second seat before the reducer sees it.
 */
import type { Mark, SetupInfo, View } from '../api.js';
import type { SummonerEvent } from '../rules/events.js';
import type { FaultKind, MatchState, Seat } from '../rules/model.js';
import { matchStreams } from './matchStreams.js';
import { parseBattleOrders, parseEnhanceOrders, parseSetupOrder } from './parseOrders.js';
import type { SummonerRules } from '../rules/rules.js';
import type { SeatSetup } from '../rules/setup.js';
import { stateHash } from '../rules/stateHash.js';
import { faultText, visibleControls } from './faultText.js';
import { lastView } from './lastView.js';
import { parseMarks, splitAnswer } from './parseMarks.js';
import { expectedCall, initialMatch, stepMatch, type MatchInput, type PhaseInput } from '../rules/stepMatch.js';
import { completedTurn } from '../replay/turnHashes.js';
import { absoluteBattle, absoluteEnhance, absoluteMarks, setupInfoFor, viewFor } from './view.js';

/** A bot's answer to one call: its raw return value, or why there is none (`fatal`: it cannot play on, e.g. out of memory). */
export type CallResult = { ok: true; value: unknown } | { ok: false; kind: FaultKind; reason: string; fatal?: boolean };

/**
 * A bot as a match sees it: three calls, plain data in and out. `dispose` frees what the bot holds (an isolate, a
 * process and its children); `diagnostics` is what it wrote for humans (a process's standard error), if anything.
 */
export interface BotPort {
  /** Asks the bot for its setup. */
  setup(info: SetupInfo): Promise<CallResult>;
  /** Asks the bot for its enhance orders. */
  enhance(view: View): Promise<CallResult>;
  /** Asks the bot for its battle orders. */
  battle(view: View): Promise<CallResult>;
  /** Frees what the bot holds (an isolate; a process and everything it started). */
  dispose?(): Promise<void>;
  /** What the bot wrote for humans, such as a process's standard error (capped). */
  diagnostics?(): string;
  /**
   * The bot's log lines so far, per call (index 0 is setup, then one per enhance or battle call, in order): console
   * output in an isolate, standard error of a process (text that arrives after an answer and before the next request
   * belongs to the call answered). Only calls from `from` on are returned (result[0] is call `from`). runMatch reads
   * the last two calls after every step and all of them once more before it returns, so lines that arrive late
   * still reach the step they belong to.
   */
  logs?(from: number): Promise<string[][]>;
}

/**
 * One step of a match: the input given to the reducer and the events it produced; and, when there are any, the
 * log lines of the call(s) behind it (per seat: both at setup, the input's seat otherwise) and the debug marks of
 * the input's seat, in absolute cells. Logs and marks are not play: verification ignores them.
 */
export interface MatchStep {
  input: MatchInput;
  events: SummonerEvent[];
  logs?: [string[], string[]];
  marks?: Mark[];
}

/** How to play: the rules, the seed, the fault policy and an observer. */
export interface MatchOptions {
  rules: SummonerRules;
  seed: number;
  /** A bot whose enhance (or battle) calls fail this many times in a row forfeits (default: never; each failure only loses that call's orders). */
  maxConsecutiveFaults?: number;
  /** Called after every step (for --watch); the match waits for it. */
  onStep?: (step: MatchStep, state: MatchState) => void | Promise<void>;
}

/** Everything a match produced: its steps, the state hash after each turn (index = turn, 0 = after setup), and the end. */
export interface MatchRecord {
  seed: number;
  rules: SummonerRules;
  steps: MatchStep[];
  hashes: string[];
  final: MatchState;
}

function setupAnswer(r: CallResult): SeatSetup {
  if (!r.ok) return { fault: faultText(`setup failed: ${r.reason}`) };
  const order = parseSetupOrder(r.value);
  return order.ok
    ? { order: order.value }
    : { fault: faultText(`setup returned a malformed answer: ${order.problem.message}`) };
}

/** The reducer input for a seat's answer to an enhance or battle call (a fault when the answer is unusable). */
function phaseInput(phase: 'enhance' | 'battle', seat: Seat, r: CallResult, raw: unknown): PhaseInput {
  if (!r.ok)
    return {
      type: phase,
      seat,
      orders: [],
      fault: { kind: r.kind, reason: faultText(`${phase} failed: ${r.reason}`) },
    };
  if (phase === 'enhance') {
    const o = parseEnhanceOrders(raw);
    return o.ok
      ? { type: phase, seat, orders: absoluteEnhance(o.value, seat) }
      : {
          type: phase,
          seat,
          orders: [],
          fault: { kind: 'malformed', reason: faultText(`enhance returned malformed orders: ${o.problem.message}`) },
        };
  }
  const o = parseBattleOrders(raw);
  return o.ok
    ? { type: phase, seat, orders: absoluteBattle(o.value, seat) }
    : {
        type: phase,
        seat,
        orders: [],
        fault: { kind: 'malformed', reason: faultText(`battle returned malformed orders: ${o.problem.message}`) },
      };
}

/** For each record runMatch made, how to read its bots' logs once more (see finishLogs). */
const lateLogs = new WeakMap<MatchRecord, () => Promise<void>>();

/**
 * Reads the bots' logs of a finished match once more and puts what came late under its steps: call it after
 * disposing the bots, when a process's standard error has all been read (its last lines may come after its last
 * answer). A record runMatch did not make is left as it is.
 */
export async function finishLogs(record: MatchRecord): Promise<void> {
  await lateLogs.get(record)?.();
}

/** Plays one match to its end and returns its record; the same seed and the same (deterministic) bots give the same record. */
export async function runMatch(bots: readonly [BotPort, BotPort], opts: MatchOptions): Promise<MatchRecord> {
  const { engine, botSeeds } = matchStreams(opts.seed);
  const steps: MatchStep[] = [];
  const hashes: string[] = [];
  let state = initialMatch(opts.rules);
  // Failed calls in a row, per seat and per kind of call: a bot whose battle calls always fail is broken even if
  // its enhance calls succeed in between.
  const streak = [
    { enhance: 0, battle: 0 },
    { enhance: 0, battle: 0 },
  ];
  const limit = opts.maxConsecutiveFaults ?? Infinity;
  // Per seat: the step each of its calls led to (call 0 is setup), and the notes fray adds to a call's log (dropped
  // marks), so logs can be put under the step they belong to whenever they arrive.
  const callSteps: [MatchStep[], MatchStep[]] = [[], []];
  const notes: [string[][], string[][]] = [[], []];
  // Every demon's owner, dead ones included, for the feedback in views.
  const owners = new Map<number, Seat>();

  const apply = async (input: MatchInput, calls: readonly Seat[], marks: Mark[] = []) => {
    const r = stepMatch(state, input, engine);
    // The loop only builds inputs the match is waiting for; anything else is a bug in this file.
    if (!r.ok) throw new Error(`internal: ${r.problem.message}`);
    const turn = completedTurn(state, r.value.state);
    state = r.value.state;
    if (turn !== undefined) hashes[turn] = stateHash(state, engine.getState());
    const step: MatchStep = { input, events: r.value.events, ...(marks.length > 0 ? { marks } : {}) };
    for (const e of step.events) {
      if (e.type === 'summoned') owners.set(e.demon.id, e.demon.owner);
      if (e.type === 'cloned') owners.set(e.clone.id, e.clone.owner);
    }
    steps.push(step);
    for (const seat of calls) callSteps[seat].push(step);
    // This call's lines, and the last call's, which may still have been arriving (a process's standard error).
    for (const seat of calls) await attachLogs(seat, Math.max(0, callSteps[seat].length - 2));
    await opts.onStep?.(step, state);
  };

  /** Puts a seat's log lines (and fray's notes) of its calls from `from` on under their steps, as far as they arrived. */
  const attachLogs = async (seat: Seat, from: number) => {
    const lines = (await bots[seat].logs?.(from)) ?? [];
    const mine = callSteps[seat];
    for (let k = from; k < mine.length; k++) {
      const all = [...(notes[seat][k] ?? []), ...(lines[k - from] ?? [])].map((l) => visibleControls(l));
      if (all.length === 0) continue;
      const logs = ((mine[k] as MatchStep).logs ??= [[], []]);
      logs[seat] = all;
    }
  };

  /** The step index after which `seat` last played (its last call's step), or undefined before its first call. */
  const feedback = (seat: Seat): View['last'] => {
    const mine = callSteps[seat];
    // Call 0 is setup: feedback starts with the first enhance or battle call's answer.
    if (mine.length < 2) return undefined;
    const from = steps.lastIndexOf(mine[mine.length - 1] as MatchStep);
    const events = steps.slice(from).flatMap((s) => s.events);
    return lastView(events, seat, (id) => owners.get(id), opts.rules.width);
  };

  // One after the other (neither sees the other's answer): a sandboxed call holds this thread while it runs, and
  // would eat into a process bot's time if both were waited on at once.
  const a = await bots[0].setup(setupInfoFor(opts.rules, botSeeds[0]));
  const b = await bots[1].setup(setupInfoFor(opts.rules, botSeeds[1]));
  await apply({ type: 'setup', setups: [setupAnswer(a), setupAnswer(b)] }, [0, 1]);

  for (let call = expectedCall(state); call !== null; call = expectedCall(state)) {
    if (call.phase === 'setup') throw new Error('internal: setup twice');
    const { phase, seat } = call;
    const bot = bots[seat];
    const last = feedback(seat);
    const view = { ...viewFor(state, seat), ...(last === undefined ? {} : { last }) };
    const answer = await (phase === 'enhance' ? bot.enhance(view) : bot.battle(view));
    if (!answer.ok && answer.fatal) {
      await apply({ type: 'forfeit', seat, reason: faultText(`${phase} failed: ${answer.reason}`) }, [seat]);
      continue;
    }
    const split = splitAnswer(answer.ok ? answer.value : undefined);
    const input = phaseInput(phase, seat, answer, split.orders);
    const fault = input.fault;
    // Marks of an answer whose orders are refused are dropped with them: the step shows what the bot did.
    const marks = fault === undefined ? parseMarks(split.marks, opts.rules.width, opts.rules.height) : undefined;
    if (marks !== undefined && marks.notes.length > 0) notes[seat][callSteps[seat].length] = marks.notes;
    const absolute = marks === undefined ? [] : absoluteMarks(marks.marks, seat, opts.rules.width);
    const count = streak[seat] as { enhance: number; battle: number };
    count[phase] = fault === undefined ? 0 : count[phase] + 1;
    if (fault !== undefined && count[phase] >= limit) {
      await apply(
        { type: 'forfeit', seat, reason: `${count[phase]} failed ${phase} calls in a row (last: ${fault.reason})` },
        [seat],
      );
      continue;
    }
    await apply(input, [seat], absolute);
  }
  // Logs that arrived after their step was shown (a process's standard error is read as it comes) join it now.
  const all = async () => {
    await attachLogs(0, 0);
    await attachLogs(1, 0);
  };
  await all();
  const record = { seed: opts.seed, rules: opts.rules, steps, hashes, final: state };
  lateLogs.set(record, all);
  return record;
}
