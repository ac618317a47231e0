/** One round of a Marked for Death battle, as a pure reducer: (teams, state, rng) → { state, events }. */
import { chanceThreshold, rollPool } from '../core/dice.js';
import type { Rng } from '../core/rng.js';
import type { MfdEvent } from './events.js';
import type { BattleState, SideIndex, Team, Teams } from './model.js';
import { pickTargets } from './pickTargets.js';
import { teamStats, type FighterStats } from './stats.js';

/** The state after the round, and what happened in it (empty when `record` is false, for fast sampling). */
export interface RoundResult {
  state: BattleState;
  events: MfdEvent[];
}

/** Told of every attack that is rolled (not of skipped ones): `side` attacks, `damage` is max(0, hits − blocks). */
export type AttackListener = (side: SideIndex, attacker: number, defender: number, damage: number) => void;

/** Who guards whom and who dies with whom, per team: indices of the fighters pointing at each fighter. */
export interface TeamLinks {
  bodyguardsOf: number[][];
  linkedToMe: number[][];
}

/** The reverse bodyguard and link indexes of a team; derive once per battle and pass to fightRound. */
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
 * Fights round `state.round + 1`: heroes swing at villains, then villains at heroes. Everyone alive at the start
 * of the round swings once per AOE, even if struck down earlier in the round; the dead are removed only when the
 * round ends (their HP stays <= 0 in the returned state). Matchups use the fighters alive at the round's start.
 */
export function fightRound(
  teams: Teams,
  links: readonly [TeamLinks, TeamLinks],
  state: BattleState,
  rng: Rng,
  record = true,
  onAttack?: AttackListener,
): RoundResult {
  const round = state.round + 1;
  const hp: [number[], number[]] = [state.hp[0].slice(), state.hp[1].slice()];
  const stats: [FighterStats[], FighterStats[]] = [teamStats(teams[0], state.hp[0], state.round), teamStats(teams[1], state.hp[1], state.round)];
  const events: MfdEvent[] = [];
  if (record) events.push({ type: 'roundStart', round });
  for (const side of [0, 1] as const) {
    const other = (1 - side) as SideIndex;
    // Who is alive is read from the round's starting HP, which this function never changes.
    halfRound(side, teams[side], stats[side], state.hp[side], stats[other], state.hp[other], links[other], hp[other], rng, record ? events : undefined, onAttack);
  }
  if (record) events.push({ type: 'roundEnd', round, hp: [hp[0].slice(), hp[1].slice()] });
  return { state: { round, hp }, events };
}

function halfRound(
  side: SideIndex,
  attackers: Team,
  attackerStats: FighterStats[],
  attackerStartHp: readonly number[],
  defenderStats: FighterStats[],
  defenderStartHp: readonly number[],
  defenderLinks: TeamLinks,
  defenderHp: number[],
  rng: Rng,
  events: MfdEvent[] | undefined,
  onAttack: AttackListener | undefined,
): void {
  if (events) events.push({ type: 'halfStart', side });
  const pool: number[] = [];
  for (let i = 0; i < defenderStartHp.length; i++) if (defenderStartHp[i]! > 0) pool.push(i);

  // Matchups first, for every attacker, then the swings in the same order: (attacker, defender) pairs.
  const pairAttacker: number[] = [];
  const pairDefender: number[] = [];
  const fighters = attackers.fighters;
  for (let a = 0; a < fighters.length; a++) {
    if (attackerStartHp[a]! <= 0) continue;
    const first = pairDefender.length;
    pickTargets(pool, fighters[a]!.aoe, rng, pairDefender);
    for (let k = first; k < pairDefender.length; k++) {
      pairAttacker.push(a);
      const target = pairDefender[k]!;
      const guards = defenderLinks.bodyguardsOf[target]!;
      if (guards.length === 0) continue;
      const living = guards.filter((g) => defenderStartHp[g]! > 0);
      if (living.length === 0) continue;
      const bodyguard = living.length === 1 ? living[0]! : living[rng.below(living.length)]!;
      pairDefender[k] = bodyguard;
      if (events) events.push({ type: 'bodyguard', side, attacker: a, target, bodyguard });
    }
  }

  const killed: number[] = [];
  for (let k = 0; k < pairAttacker.length; k++) {
    const a = pairAttacker[k]!;
    const d = pairDefender[k]!;
    if (defenderHp[d]! <= 0) {
      if (events) events.push({ type: 'alreadyDown', side, attacker: a, defender: d });
      continue;
    }
    const offense = attackerStats[a]!;
    const defense = defenderStats[d]!;
    const hits = rollPool(offense.offenseDice, chanceThreshold(offense.toHit), rng);
    const blocks = rollPool(defense.defenseDice, chanceThreshold(defense.toDefend), rng);
    const damage = hits > blocks ? hits - blocks : 0;
    defenderHp[d]! -= damage;
    if (events) events.push({ type: 'attack', side, attacker: a, defender: d, hits, blocks, damage, hpAfter: defenderHp[d]! });
    if (onAttack) onAttack(side, a, d, damage);
    if (defenderHp[d]! <= 0) {
      killed.push(d);
      const victims = killLinked(d, defenderLinks.linkedToMe, defenderHp);
      for (const v of victims) killed.push(v);
      if (events && victims.length > 0) events.push({ type: 'linkedDeaths', side, cause: d, victims });
    }
  }
  if (events) events.push({ type: 'halfEnd', side, killed: killed.sort((x, y) => x - y) });
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
