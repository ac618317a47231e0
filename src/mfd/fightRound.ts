/** One round of a Marked for Death battle, as a pure reducer: (teams, state, rng) → { state, events }. */
import { objectArg, wholeArg } from '../core/args.js';
import { battleOptionsArg, teamsArg } from './battleArgs.js';
import type { Rng } from '../core/rng.js';
import { engineFor, type AttackListener } from './battleEngine.js';
import type { MfdEvent } from './events.js';
import type { BattleSink } from './battleSink.js';
import { EventRecorder } from './eventRecorder.js';
import type { BattleState, Team, Teams } from './model.js';

export type { AttackListener } from './battleEngine.js';

/**
 * The state after the round, and what happened in it (empty when `record` is false, for fast sampling).
 * @category Battles
 */
export interface RoundResult {
  /** The state after the round (the fallen still listed, at 0 HP or below). */
  state: BattleState;
  /** What happened, in order (empty when the round was not recorded). */
  events: MfdEvent[];
}

/**
 * How a round is fought: whether to keep its events, and who to tell of each attack.
 * @category Battles
 */
export interface RoundOptions {
  /** Keep the events (default true); sampling many battles does not need them. */
  record?: boolean;
  /** Told of every rolled attack (for statistics without recording events). */
  onAttack?: AttackListener;
}

/** Who guards whom and who dies with whom, per team: indices of the fighters pointing at each fighter. */
export interface TeamLinks {
  bodyguardsOf: number[][];
  linkedToMe: number[][];
}

/** The reverse bodyguard and link indexes of a team (the index killLinked walks). */
export function teamLinks(team: Team): TeamLinks {
  const bodyguardsOf = team.fighters.map((): number[] => []);
  const linkedToMe = team.fighters.map((): number[] => []);
  team.fighters.forEach((f, i) => {
    if (f.bodyguardFor >= 0) bodyguardsOf[f.bodyguardFor]!.push(i);
    if (f.linkedTo >= 0) linkedToMe[f.linkedTo]!.push(i);
  });
  return { bodyguardsOf, linkedToMe };
}

/**
 * Fights round `state.round + 1`: heroes swing at villains, then villains at heroes. Everyone alive at the start of the
 * round swings once per AOE, even if struck down earlier in it; the dead leave when the round ends (their HP stays at
 * 0 or below in the returned state).
 *
 * @param options - whether to keep the round's events, and a listener for every attack
 * @example
 * ```ts
 * import { fightRound, initialState, makeFighter, makeTeam } from 'fray/mfd';
 * import { createRng } from 'fray/core';
 *
 * const teams = [makeTeam('heroes', [makeFighter({ name: 'A', xp: 20000 })]), makeTeam('villains', [makeFighter({ name: 'B', xp: 20000 })])] as const;
 * const r = fightRound(teams, initialState(teams), createRng(1));
 * console.log(r.state.round, r.state.hp.join(' v '), r.events.filter((e) => e.type === 'attack').length, 'attacks');
 * //> 1 2 v -5 2 attacks
 * ```
 * @category Battles
 */
export function fightRound(teams: Teams, state: BattleState, rng: Rng, options: RoundOptions = {}): RoundResult {
  teamsArg('fightRound', teams);
  battleOptionsArg('fightRound', options);
  wholeArg('fightRound', 'state.round', objectArg('fightRound', 'state', state).round, 0);
  const recorder = (options.record ?? true) ? new EventRecorder() : undefined;
  return { state: roundTold(teams, state, rng, recorder, options.onAttack), events: recorder?.events ?? [] };
}

/**
 * fightRound without its checks and with its events told to `sink` as they happen (see BattleSink), not recorded:
 * returns the state after the round.
 */
export function roundTold(
  teams: Teams,
  state: BattleState,
  rng: Rng,
  sink: BattleSink | undefined,
  onAttack: AttackListener | undefined,
): BattleState {
  const round = state.round + 1;
  const hp: [number[], number[]] = [state.hp[0].slice(), state.hp[1].slice()];
  sink?.roundStart(round);
  engineFor(teams).playRound(hp, state.round, rng, sink, onAttack);
  sink?.roundEnd(round, hp);
  return { round, hp };
}

/**
 * When `dead` falls, everyone linked to them falls too, and everyone linked to those, and so on: their HP is set
 * to 0 (or left where it is if already below). Returns the newly fallen, in the order they fell.
 */
export function killLinked(dead: number, linkedToMe: readonly (readonly number[])[], hp: number[]): number[] {
  const fallen: number[] = [];
  const queue = [dead];
  for (let q = 0; q < queue.length; q++) {
    for (const v of linkedToMe[queue[q]!]!) {
      if (hp[v]! > 0) {
        hp[v] = 0;
        fallen.push(v);
        queue.push(v);
      }
    }
  }
  return fallen;
}
