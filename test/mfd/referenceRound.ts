/**
 * The round as it was written before the flat-array engine (fray 0.1, issue 11): kept word for word as the
 * reference the engine must match, draw for draw and event for event (seeded results depend on it).
 */
import { chanceThreshold, rollPool } from '../../src/core/dice.js';
import type { Rng } from '../../src/core/rng.js';
import type { MfdEvent } from '../../src/mfd/events.js';
import type { BattleState, SideIndex, Team, Teams } from '../../src/mfd/model.js';
import { pickTargets } from '../../src/mfd/pickTargets.js';
import { teamStats, type FighterStats } from '../../src/mfd/stats.js';
import { killLinked, teamLinks, type RoundResult, type TeamLinks } from '../../src/mfd/fightRound.js';

/** The reference round: (teams, state, rng) → { state, events }. */
export function referenceRound(teams: Teams, state: BattleState, rng: Rng): RoundResult {
  const links = [teamLinks(teams[0]), teamLinks(teams[1])] as const;
  const round = state.round + 1;
  const hp: [number[], number[]] = [state.hp[0].slice(), state.hp[1].slice()];
  const stats: [FighterStats[], FighterStats[]] = [
    teamStats(teams[0], state.hp[0], state.round),
    teamStats(teams[1], state.hp[1], state.round),
  ];
  const events: MfdEvent[] = [{ type: 'roundStart', round }];
  for (const side of [0, 1] as const) {
    const other = (1 - side) as SideIndex;
    halfRound(
      side,
      teams[side],
      stats[side],
      state.hp[side],
      stats[other],
      state.hp[other],
      links[other],
      hp[other],
      rng,
      events,
    );
  }
  events.push({ type: 'roundEnd', round, hp: [hp[0].slice(), hp[1].slice()] });
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
    if (events)
      events.push({ type: 'attack', side, attacker: a, defender: d, hits, blocks, damage, hpAfter: defenderHp[d]! });
    if (defenderHp[d]! <= 0) {
      killed.push(d);
      const victims = killLinked(d, defenderLinks.linkedToMe, defenderHp);
      for (const v of victims) killed.push(v);
      if (events && victims.length > 0) events.push({ type: 'linkedDeaths', side, cause: d, victims });
    }
  }
  if (events) events.push({ type: 'halfEnd', side, killed: killed.sort((x, y) => x - y) });
}
