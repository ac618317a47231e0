/** A whole battle: rounds until one side is gone, the round limit, or the safety cap. */
import type { Rng } from '../core/rng.js';
import { SAFETY_ROUND_CAP } from './constants.js';
import type { MfdEvent } from './events.js';
import { fightRound, teamLinks, type AttackListener, type TeamLinks } from './fightRound.js';
import { initialState, type BattleState, type Team, type Teams } from './model.js';

/** How a battle ended: a side won, both fell in the same round, or the rounds ran out ("none"). */
export type Winner = 'heroes' | 'villains' | 'draw' | 'none';

/** Options of a battle. */
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

/** The outcome of a battle, the final state and (when recorded) every event. */
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

// Teams are immutable data, so their link indexes are derived once per team, not once per battle.
const linkCache = new WeakMap<Team, TeamLinks>();
function linksOf(team: Team): TeamLinks {
  let links = linkCache.get(team);
  if (!links) linkCache.set(team, (links = teamLinks(team)));
  return links;
}

/** Which side, if any, has won in this state (both sides empty is a draw; both standing is "none"). */
export function winnerOf(state: BattleState): Winner {
  const heroes = state.hp[0].some((h) => h > 0);
  const villains = state.hp[1].some((h) => h > 0);
  if (heroes && villains) return 'none';
  if (heroes) return 'heroes';
  if (villains) return 'villains';
  return 'draw';
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
 */
export function runBattle(teams: Teams, rng: Rng, options: BattleOptions = {}): BattleResult {
  const record = options.record ?? true;
  const links = [linksOf(teams[0]), linksOf(teams[1])] as const;
  const limit = options.maxRounds ?? SAFETY_ROUND_CAP;
  let state = options.from ?? initialState(teams);
  const events: MfdEvent[] = [];
  let winner = winnerOf(state);
  let stalemate = false;
  while (winner === 'none' && state.round < limit) {
    if (isStalemate(teams, state)) {
      stalemate = true;
      break;
    }
    const r = fightRound(teams, links, state, rng, record, options.onAttack);
    state = r.state;
    if (record) for (const e of r.events) events.push(e);
    winner = winnerOf(state);
  }
  return { winner, rounds: state.round, final: state, events, capped: winner === 'none' && !stalemate && options.maxRounds === undefined, stalemate };
}
