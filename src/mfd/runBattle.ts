/** A whole battle: rounds until one side is gone, the round limit, or the safety cap. */
import type { Rng } from '../core/rng.js';
import { SAFETY_ROUND_CAP } from './constants.js';
import { engineFor, winnerOfHp, type AttackListener } from './battleEngine.js';
import type { Winner } from './winner.js';
import type { MfdEvent } from './events.js';
import { fightRound, type RoundResult } from './fightRound.js';
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
export interface BattleResult {
  winner: Winner;
  rounds: number;
  final: BattleState;
  events: MfdEvent[];
  /** True when the battle hit the safety cap with no round limit given. */
  capped: boolean;
  /** True when it stopped because no one left standing can ever deal damage (winner 'none'). */
  stalemate: boolean;
}

/**
 * Which side, if any, has won in this state (both sides empty is a draw; both standing is "none").
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
 * Fights rounds until a side is eliminated (checked first), no one left can deal damage (a stalemate), `maxRounds`
 * is reached, or the safety cap stops it.
 * @category Battles
 */
export function runBattle(teams: Teams, rng: Rng, options: BattleOptions = {}): BattleResult {
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
 * The same battle as runBattle, one round at a time: yields each round's result (with its events unless `record`
 * is false) and returns the outcome, whose `events` is empty (the caller keeps what it needs: a log written as the
 * battle goes holds one round at a time, not the whole battle).
 * @category Battles
 */
export function* battleRounds(
  teams: Teams,
  rng: Rng,
  options: BattleOptions = {},
): Generator<RoundResult, BattleResult, void> {
  const record = options.record ?? true;
  const limit = options.maxRounds ?? SAFETY_ROUND_CAP;
  let state = options.from ?? initialState(teams);
  let winner = winnerOf(state);
  let stalemate = false;
  while (winner === 'none' && state.round < limit) {
    if (isStalemate(teams, state)) {
      stalemate = true;
      break;
    }
    const r = fightRound(teams, state, rng, { record, onAttack: options.onAttack });
    state = r.state;
    yield r;
    winner = winnerOf(state);
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
  return {
    winner,
    rounds: final.round,
    final,
    events,
    capped: winner === 'none' && !stalemate && options.maxRounds === undefined,
    stalemate,
  };
}
