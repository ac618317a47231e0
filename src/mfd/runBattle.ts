/** A whole battle: rounds until one side is gone, the round limit, or the safety cap. */
import { battleOptionsArg, teamsArg } from './battleArgs.js';
import type { Rng } from '../core/rng.js';
import { SAFETY_ROUND_CAP } from './constants.js';
import { engineFor, winnerOfHp, type AttackListener } from './battleEngine.js';
import { endingOfWord, type Winner } from './winner.js';
import type { Ending, Outcome } from '../core/ending.js';
import type { Side } from '../core/side.js';
import type { MfdEvent } from './events.js';
import { roundTold, type RoundResult } from './fightRound.js';
import type { BattleSink } from './battleSink.js';
import { EventRecorder } from './eventRecorder.js';
import { objectArg, wholeArg } from '../core/args.js';
import { initialState, type BattleState, type Teams } from './model.js';

/**
 * Options of a battle.
 * @category Battles
 */
export interface BattleOptions {
  /** Stop after this many rounds even if both sides stand (0 reports the starting state). */
  maxRounds?: number;
  /** Keep the events (the log needs them; sampling many battles does not). */
  record?: boolean;
  /** Start from this state instead of the teams' starting HP. */
  from?: BattleState;
  /** Told of every rolled attack (for statistics without recording events). */
  onAttack?: AttackListener;
}

/**
 * The outcome of a battle, the final state and (when recorded) every event.
 * @category Battles
 */
export interface BattleResult extends Ending {
  /** The side that won (0 the heroes, 1 the villains), or null when no one stands or both still do. */
  winner: Side | null;
  /** `'win'`, `'draw'` (no one stands) or `'unfinished'` (both do: a round limit, the safety cap or a stalemate). */
  outcome: Outcome;
  /**
   * The winner in the files' words: `heroes`, `villains`, `draw` or `none`, what `winner` was before 0.1.0.
   * @deprecated read `winner` (0 heroes, 1 villains, null) and `outcome` (`'draw'` or `'unfinished'` when null);
   * this field goes in 0.2.0.
   */
  winnerName: Winner;
  /** Rounds fought. */
  rounds: number;
  /** The state at the end. */
  final: BattleState;
  /** Every round's events, in order (empty when not recorded). */
  events: MfdEvent[];
  /** True when the battle hit the safety cap with no round limit given. */
  capped: boolean;
  /** True when it stopped because no one left standing can ever deal damage (outcome 'unfinished'). */
  stalemate: boolean;
}

/**
 * Who has won in `state`, if anyone: outcome `'win'` and the `winner` side when only that side stands, `'draw'`
 * when no one does, `'unfinished'` while both do.
 *
 * @example
 * ```ts
 * import { battleEnding } from 'fray/mfd';
 *
 * const { winner, outcome } = battleEnding({ round: 3, hp: [[2, -1], [0]] });
 * console.log(winner, outcome, battleEnding({ round: 3, hp: [[1], [1]] }).outcome);
 * //> 0 win unfinished
 * ```
 * @category Battles
 */
export function battleEnding(state: BattleState): Ending {
  objectArg('battleEnding', 'state', state);
  const hp: unknown = state.hp;
  if (!Array.isArray(hp) || hp.length !== 2 || !hp.every((side) => Array.isArray(side)))
    throw new TypeError("battleEnding: state.hp must be two lists of HP, the heroes' and the villains'");
  return endingOfWord(winnerOfHp(state.hp));
}

/**
 * Which side has won in `state`, if any, in the files' words: `heroes` or `villains` when only that side stands,
 * `draw` when no one does, `none` while both do.
 *
 * @deprecated use `battleEnding(state)`, whose `winner` is a `Side` or null, as in every system; goes in 0.2.0.
 * @example
 * ```ts
 * import { winnerOf } from 'fray/mfd';
 *
 * console.log(winnerOf({ round: 3, hp: [[2, -1], [0]] }), winnerOf({ round: 3, hp: [[1], [1]] }));
 * //> heroes none
 * ```
 * @category Battles
 */
export function winnerOf(state: BattleState): Winner {
  return winnerOfHp(state.hp);
}

/**
 * True when no fighter still standing, on either side, can deal damage: a fighter with no positive total XP gets no
 * dice (buffs change chances, not dice), so nothing can change again and rounds would only be fought for nothing.
 */
export function isStalemate(teams: Teams, state: BattleState): boolean {
  for (const side of [0, 1] as const) {
    const hp = state.hp[side];
    if (teams[side].fighters.some((f, i) => (hp[i] ?? 0) > 0 && f.totalXpMicros > 0)) return false;
  }
  return true;
}

/**
 * Fights a whole battle: rounds until a side is wiped out, no one left can deal damage (a stalemate), `maxRounds` is
 * reached, or a safety cap stops it. Every event is kept unless `record` is false (for sampling many battles).
 *
 * @param teams - heroes and villains
 * @param rng - the dice; the same seed gives the same battle, roll for roll
 * @param options - a round limit, whether to keep events, a state to start from, a listener for every attack
 * @returns the winner, rounds fought, the final state and the events
 * @example
 * ```ts
 * import { makeFighter, makeTeam, runBattle } from 'fray/mfd';
 * import { createRng } from 'fray/core';
 *
 * const teams = [
 *   makeTeam('heroes', [makeFighter({ name: 'Knight', xp: 40000, bonusHp: 2 })]),
 *   makeTeam('villains', [makeFighter({ name: 'Ogre', xp: 30000, bonusHp: 4 })]),
 * ] as const;
 * const r = runBattle(teams, createRng(42));
 * console.log(r.outcome, 'after', r.rounds, 'rounds, HP', r.final.hp.join(' v '), '|', r.events.length, 'events');
 * //> draw after 3 rounds, HP -2 v -11 | 24 events
 * ```
 * @category Battles
 */
export function runBattle(teams: Teams, rng: Rng, options: BattleOptions = {}): BattleResult {
  teamsArg('runBattle', teams);
  battleOptionsArg('runBattle', options);
  if (options.record === false) {
    // Nothing to record: fought in place on one copy of the HP, with no state or event per round.
    const from = options.from ?? initialState(teams);
    const hp: [number[], number[]] = [from.hp[0].slice(), from.hp[1].slice()];
    const o = engineFor(teams).fight(hp, from.round, options.maxRounds ?? SAFETY_ROUND_CAP, rng, options.onAttack);
    return resultOf(o.winner, { round: o.rounds, hp }, [], o.stalemate, options);
  }
  const events: MfdEvent[] = [];
  const rounds = battleRounds(teams, rng, options);
  for (let r = rounds.next(); ; r = rounds.next()) {
    if (r.done) return { ...r.value, events };
    for (const e of r.value.events) events.push(e);
  }
}

/**
 * The same battle as `runBattle`, a round at a time: yields each round's result (with its events unless `record` is
 * false) and returns the outcome with no events, so a caller that writes a log as the battle goes holds one round, not
 * the whole battle.
 *
 * @example
 * ```ts
 * import { battleRounds, makeFighter, makeTeam } from 'fray/mfd';
 * import { createRng } from 'fray/core';
 *
 * const teams = [
 *   makeTeam('heroes', [makeFighter({ name: 'Knight', xp: 40000, bonusHp: 2 })]),
 *   makeTeam('villains', [makeFighter({ name: 'Ogre', xp: 30000, bonusHp: 4 })]),
 * ] as const;
 * const rounds = battleRounds(teams, createRng(42));
 * for (let step = rounds.next(); ; step = rounds.next()) {
 *   if (step.done) {
 *     console.log('winner:', step.value.winner, step.value.outcome);
 *     break;
 *   }
 *   console.log('round', step.value.state.round, 'HP', step.value.state.hp.join(' v '));
 * }
 * //> round 1 HP 3 v 5
 * //> round 2 HP 3 v 1
 * //> round 3 HP -2 v -11
 * //> winner: null draw
 * ```
 * @category Battles
 */
export function* battleRounds(
  teams: Teams,
  rng: Rng,
  options: BattleOptions = {},
): Generator<RoundResult, BattleResult, void> {
  teamsArg('battleRounds', teams);
  battleOptionsArg('battleRounds', options);
  if (options.from !== undefined)
    wholeArg('battleRounds', 'options.from.round', objectArg('battleRounds', 'options.from', options.from).round, 0);
  const recorder = (options.record ?? true) ? new EventRecorder() : undefined;
  const rounds = roundsTold(teams, rng, options, recorder);
  for (;;) {
    const r = rounds.next();
    if (r.done) return r.value;
    yield { state: r.value, events: recorder?.take() ?? [] };
  }
}

/**
 * battleRounds without its checks, with the events told to `sink` as they happen (see BattleSink) rather than
 * recorded: yields the state after each round, then returns the outcome (with no events).
 */
export function* roundsTold(
  teams: Teams,
  rng: Rng,
  options: BattleOptions,
  sink: BattleSink | undefined,
): Generator<BattleState, BattleResult, void> {
  const limit = options.maxRounds ?? SAFETY_ROUND_CAP;
  let state = options.from ?? initialState(teams);
  let winner = winnerOfHp(state.hp);
  let stalemate = false;
  while (winner === 'none' && state.round < limit) {
    if (isStalemate(teams, state)) {
      stalemate = true;
      break;
    }
    state = roundTold(teams, state, rng, sink, options.onAttack);
    yield state;
    winner = winnerOfHp(state.hp);
  }
  return resultOf(winner, state, [], stalemate, options);
}

function resultOf(
  winner: Winner,
  final: BattleState,
  events: MfdEvent[],
  stalemate: boolean,
  options: BattleOptions,
): BattleResult {
  // Fields of its own, not a spread of the ending: see outcomeOf (core/ending.ts).
  const ending = endingOfWord(winner);
  return {
    winner: ending.winner,
    outcome: ending.outcome,
    winnerName: winner,
    rounds: final.round,
    final,
    events,
    capped: winner === 'none' && !stalemate && options.maxRounds === undefined,
    stalemate,
  };
}
