/**
 * Plays a match between two bots. Bots are reached only through narrow calls that take and return plain data,
 * so the same loop drives a module in this process, an isolate or a process speaking JSON on a pipe. Everything a
 * bot returns is checked here, at the boundary, and mirrored back for the second seat before the reducer sees it.
 */
import type { SetupInfo, View } from './api.js';
import type { SummonerEvent } from './events.js';
import type { FaultKind, MatchState, Seat } from './model.js';
import { matchStreams } from './matchStreams.js';
import { parseBattleOrders, parseEnhanceOrders, parseSetupOrder } from './parseOrders.js';
import type { SummonerRules } from './rules.js';
import type { SeatSetup } from './setup.js';
import { stateHash } from './stateHash.js';
import { faultText } from './faultText.js';
import { expectedCall, initialMatch, stepMatch, type MatchInput, type PhaseInput } from './stepMatch.js';
import { completedTurn } from './turnHashes.js';
import { absoluteBattle, absoluteEnhance, setupInfoFor, viewFor } from './view.js';

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
}

/** One step of a match: the input given to the reducer and the events it produced. */
export interface MatchStep {
  input: MatchInput;
  events: SummonerEvent[];
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
function phaseInput(phase: 'enhance' | 'battle', seat: Seat, r: CallResult): PhaseInput {
  if (!r.ok)
    return {
      type: phase,
      seat,
      orders: [],
      fault: { kind: r.kind, reason: faultText(`${phase} failed: ${r.reason}`) },
    };
  if (phase === 'enhance') {
    const o = parseEnhanceOrders(r.value);
    return o.ok
      ? { type: phase, seat, orders: absoluteEnhance(o.value, seat) }
      : {
          type: phase,
          seat,
          orders: [],
          fault: { kind: 'malformed', reason: faultText(`enhance returned malformed orders: ${o.problem.message}`) },
        };
  }
  const o = parseBattleOrders(r.value);
  return o.ok
    ? { type: phase, seat, orders: absoluteBattle(o.value, seat) }
    : {
        type: phase,
        seat,
        orders: [],
        fault: { kind: 'malformed', reason: faultText(`battle returned malformed orders: ${o.problem.message}`) },
      };
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

  const apply = async (input: MatchInput) => {
    const r = stepMatch(state, input, engine);
    // The loop only builds inputs the match is waiting for; anything else is a bug in this file.
    if (!r.ok) throw new Error(`internal: ${r.problem.message}`);
    const turn = completedTurn(state, r.value.state);
    state = r.value.state;
    if (turn !== undefined) hashes[turn] = stateHash(state, engine.getState());
    const step = { input, events: r.value.events };
    steps.push(step);
    await opts.onStep?.(step, state);
  };

  // One after the other (neither sees the other's answer): a sandboxed call holds this thread while it runs, and
  // would eat into a process bot's time if both were waited on at once.
  const a = await bots[0].setup(setupInfoFor(opts.rules, botSeeds[0]));
  const b = await bots[1].setup(setupInfoFor(opts.rules, botSeeds[1]));
  await apply({ type: 'setup', setups: [setupAnswer(a), setupAnswer(b)] });

  for (let call = expectedCall(state); call !== null; call = expectedCall(state)) {
    if (call.phase === 'setup') throw new Error('internal: setup twice');
    const { phase, seat } = call;
    const bot = bots[seat];
    const view = viewFor(state, seat);
    const answer = await (phase === 'enhance' ? bot.enhance(view) : bot.battle(view));
    if (!answer.ok && answer.fatal) {
      await apply({ type: 'forfeit', seat, reason: faultText(`${phase} failed: ${answer.reason}`) });
      continue;
    }
    const input = phaseInput(phase, seat, answer);
    const fault = input.fault;
    const count = streak[seat] as { enhance: number; battle: number };
    count[phase] = fault === undefined ? 0 : count[phase] + 1;
    if (fault !== undefined && count[phase] >= limit) {
      await apply({
        type: 'forfeit',
        seat,
        reason: `${count[phase]} failed ${phase} calls in a row (last: ${fault.reason})`,
      });
      continue;
    }
    await apply(input);
  }
  return { seed: opts.seed, rules: opts.rules, steps, hashes, final: state };
}
