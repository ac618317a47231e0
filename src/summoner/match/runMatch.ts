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
import { faultText } from './faultText.js';
import { escapeUnsafe } from '../../core/quote.js';
import { lastView } from './lastView.js';
import { matchArgs } from './matchArgs.js';
import { parseMarks, splitAnswer } from './parseMarks.js';
import { expectedCall, initialMatch, stepMatch, type MatchInput, type PhaseInput } from '../rules/stepMatch.js';
import { completedTurn } from '../replay/turnHashes.js';
import { absoluteBattle, absoluteEnhance, absoluteMarks, setupInfoFor, viewFor } from './view.js';

/**
 * A bot's answer to one call: its raw return value, or why there is none (`fatal`: it cannot play on, e.g. out of memory).
 * @category Matches
 */
export type CallResult = { ok: true; value: unknown } | { ok: false; kind: FaultKind; reason: string; fatal?: boolean };

/**
 * A bot as a match sees it: three calls, plain data in and out. `dispose` frees what the bot holds (an isolate, a
 * process and its children); `diagnostics` is what it wrote for humans (a process's standard error), if anything.
 * @category Matches
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
 * @category Matches
 */
export interface MatchStep {
  input: MatchInput;
  events: SummonerEvent[];
  logs?: [string[], string[]];
  marks?: Mark[];
}

/**
 * How to play: the rules, the seed, the fault policy and an observer.
 * @category Matches
 */
export interface MatchOptions {
  rules: SummonerRules;
  seed: number;
  /** A bot whose enhance (or battle) calls fail this many times in a row forfeits (default: never; each failure only loses that call's orders). */
  maxConsecutiveFaults?: number;
  /** Called after every step (for --watch); the match waits for it. */
  onStep?: (step: MatchStep, state: MatchState) => void | Promise<void>;
}

/**
 * Everything a match produced: its steps, the state hash after each turn (index = turn, 0 = after setup), and the end.
 * @category Matches
 */
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

/** What a call of the loop gives the reducer: the input, the seats whose calls led to it, and their marks. */
interface Answered {
  input: MatchInput;
  calls: readonly Seat[];
  marks?: Mark[];
}

/**
 * One match being played: the state, the steps so far and, per seat, the step each call led to (call 0 is setup)
 * and the notes fray adds to a call's log (dropped marks), so logs can be put under the step they belong to
 * whenever they arrive. Lives for one runMatch call.
 */
class MatchRun {
  state: MatchState;
  readonly steps: MatchStep[] = [];
  readonly hashes: string[] = [];
  private readonly callSteps: [MatchStep[], MatchStep[]] = [[], []];
  private readonly notes: [string[][], string[][]] = [[], []];
  /** Every demon's owner, dead ones included, for the feedback in views. */
  private readonly owners = new Map<number, Seat>();
  /**
   * Failed calls in a row, per seat and per kind of call: a bot whose battle calls always fail is broken even if
   * its enhance calls succeed in between.
   */
  private readonly streak = [
    { enhance: 0, battle: 0 },
    { enhance: 0, battle: 0 },
  ];

  constructor(
    private readonly bots: readonly [BotPort, BotPort],
    private readonly opts: MatchOptions,
    private readonly engine: ReturnType<typeof matchStreams>['engine'],
  ) {
    this.state = initialMatch(opts.rules);
  }

  /** Steps the reducer with an answer, records the step, and puts the calling seats' logs under it. */
  async apply({ input, calls, marks = [] }: Answered): Promise<void> {
    const r = stepMatch(this.state, input, this.engine);
    // The loop only builds inputs the match is waiting for; anything else is a bug in this file.
    if (!r.ok) throw new Error(`internal: ${r.problem.message}`);
    const turn = completedTurn(this.state, r.value.state);
    this.state = r.value.state;
    if (turn !== undefined) this.hashes[turn] = stateHash(this.state, this.engine.getState());
    const step: MatchStep = { input, events: r.value.events, ...(marks.length > 0 ? { marks } : {}) };
    for (const e of step.events) {
      if (e.type === 'summoned') this.owners.set(e.demon.id, e.demon.owner);
      if (e.type === 'cloned') this.owners.set(e.clone.id, e.clone.owner);
    }
    this.steps.push(step);
    for (const seat of calls) this.callSteps[seat].push(step);
    // This call's lines, and the last call's, which may still have been arriving (a process's standard error).
    for (const seat of calls) await this.attachLogs(seat, Math.max(0, this.callSteps[seat].length - 2));
    await this.opts.onStep?.(step, this.state);
  }

  /** Puts a seat's log lines (and fray's notes) of its calls from `from` on under their steps, as far as they arrived. */
  async attachLogs(seat: Seat, from: number): Promise<void> {
    const lines = (await this.bots[seat].logs?.(from)) ?? [];
    const mine = this.callSteps[seat];
    for (let k = from; k < mine.length; k++) {
      const all = [...(this.notes[seat][k] ?? []), ...(lines[k - from] ?? [])].map((l) => escapeUnsafe(l));
      if (all.length === 0) continue;
      const logs = ((mine[k] as MatchStep).logs ??= [[], []]);
      logs[seat] = all;
    }
  }

  /** Both seats' logs of every call, once more: lines that arrived after their step was shown join it. */
  async allLogs(): Promise<void> {
    await this.attachLogs(0, 0);
    await this.attachLogs(1, 0);
  }

  /** The feedback of `seat`'s view: what happened since its last call's step (none before its first enhance or battle call). */
  private feedback(seat: Seat): View['last'] {
    const mine = this.callSteps[seat];
    // Call 0 is setup: feedback starts with the first enhance or battle call's answer.
    if (mine.length < 2) return undefined;
    const from = this.steps.lastIndexOf(mine[mine.length - 1] as MatchStep);
    const events = this.steps.slice(from).flatMap((s) => s.events);
    return lastView(events, seat, (id) => this.owners.get(id), this.opts.rules.width);
  }

  /**
   * Asks `seat` for its `phase` orders and turns the answer into the reducer's input: its orders and marks checked
   * and made absolute, or a fault; a fatal failure, or one failure too many in a row, is a forfeit.
   */
  async ask(phase: 'enhance' | 'battle', seat: Seat): Promise<Answered> {
    const { rules } = this.opts;
    const bot = this.bots[seat];
    const last = this.feedback(seat);
    const view = { ...viewFor(this.state, seat), ...(last === undefined ? {} : { last }) };
    const answer = await (phase === 'enhance' ? bot.enhance(view) : bot.battle(view));
    if (!answer.ok && answer.fatal)
      return {
        input: { type: 'forfeit', seat, reason: faultText(`${phase} failed: ${answer.reason}`) },
        calls: [seat],
      };
    const split = splitAnswer(answer.ok ? answer.value : undefined);
    const input = phaseInput(phase, seat, answer, split.orders);
    const fault = input.fault;
    // Marks of an answer whose orders are refused are dropped with them: the step shows what the bot did.
    const marks = fault === undefined ? parseMarks(split.marks, rules.width, rules.height) : undefined;
    if (marks !== undefined && marks.notes.length > 0) this.notes[seat][this.callSteps[seat].length] = marks.notes;
    const count = this.streak[seat] as { enhance: number; battle: number };
    count[phase] = fault === undefined ? 0 : count[phase] + 1;
    if (fault !== undefined && count[phase] >= (this.opts.maxConsecutiveFaults ?? Infinity)) {
      const reason = `${count[phase]} failed ${phase} calls in a row (last: ${fault.reason})`;
      return { input: { type: 'forfeit', seat, reason }, calls: [seat] };
    }
    const absolute = marks === undefined ? [] : absoluteMarks(marks.marks, seat, rules.width);
    return { input, calls: [seat], marks: absolute };
  }
}

/**
 * Plays one match to its end and returns its record: every input and event, the state hash after each turn, the
 * final state. It calls each bot through its port (setup, then enhance and battle turn by turn), checks every answer
 * against the bot API's shapes, and feeds the reducer (`stepMatch`). The same seed and the same deterministic bots give
 * the same record.
 *
 * @param bots - the two seats' ports (`botPortOf` for an object in this process)
 * @param opts - the rules (`DEFAULT_RULES`), the seed, a fault limit, a callback after every step
 * @throws RangeError (the promise rejects) `runMatch: rule 'maxTurns' must be a whole number from 1 to 100000, got -3`,
 * or a seed that is not a whole number from 0 to 2^32 − 1; TypeError for options or ports of the wrong type
 * @example
 * ```ts
 * import { DEFAULT_RULES, botPortOf, runMatch, summarizeMatch, type Summoner } from 'fray/summoner';
 *
 * const walker: Summoner = {
 *   setup: () => ({ demons: [{ capacity: 'eat', attack: 3, life: 1 }, { capacity: 'eat', attack: 2, life: 2 }] }),
 *   enhance: () => [],
 *   battle: (v) => v.mine.map((d) => ({ demon: d.id, action: v.foes.some((f) => f.id === v.board[d.y]?.[d.x + 1]) ? 'attack' : 'move', dir: 'E' })),
 * };
 * const idle: Summoner = { setup: () => ({ demons: [{ capacity: 'heal', life: 4 }] }), enhance: () => [], battle: () => [] };
 * const record = await runMatch([botPortOf(walker), botPortOf(idle)], { rules: DEFAULT_RULES, seed: 11 });
 * const s = summarizeMatch(record);
 * console.log(record.steps.length, 'steps; winner seat', s.winner, 'by', s.reason, 'after', s.turns, 'turns');
 * //> 36 steps; winner seat 0 by wipeout after 9 turns
 * ```
 * @category Matches
 */
export async function runMatch(bots: readonly [BotPort, BotPort], opts: MatchOptions): Promise<MatchRecord> {
  matchArgs('runMatch', bots, opts);
  const { engine, botSeeds } = matchStreams(opts.seed);
  const run = new MatchRun(bots, opts, engine);
  // One after the other (neither sees the other's answer): a sandboxed call holds this thread while it runs, and
  // would eat into a process bot's time if both were waited on at once.
  const a = await bots[0].setup(setupInfoFor(opts.rules, botSeeds[0]));
  const b = await bots[1].setup(setupInfoFor(opts.rules, botSeeds[1]));
  await run.apply({ input: { type: 'setup', setups: [setupAnswer(a), setupAnswer(b)] }, calls: [0, 1] });
  for (let call = expectedCall(run.state); call !== null; call = expectedCall(run.state)) {
    if (call.phase === 'setup') throw new Error('internal: setup twice');
    await run.apply(await run.ask(call.phase, call.seat));
  }
  // Logs that arrived after their step was shown (a process's standard error is read as it comes) join it now.
  await run.allLogs();
  const record = { seed: opts.seed, rules: opts.rules, steps: run.steps, hashes: run.hashes, final: run.state };
  lateLogs.set(record, () => run.allLogs());
  return record;
}
