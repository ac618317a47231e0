/** Exact odds of a 1 v 1 battle: a Markov chain over the pair of HP values, round by round. */
import { wholeArg } from '../../core/args.js';
import { teamsArg } from '../battleArgs.js';
import { SAFETY_ROUND_CAP } from '../constants.js';
import type { Teams } from '../model.js';
import type { Winner } from '../winner.js';
import { teamStats } from '../stats.js';
import { attackDamagePmf } from './attackDamage.js';

/** Below this much probability still in play, the chain stops early (the rest is counted as "none"). */
export const EXACT_TOLERANCE = 1e-15;

/**
 * The exact outcome probabilities and rounds distribution of a duel.
 * @category Odds
 */
export interface ExactDuel {
  /** Each outcome's exact probability; they sum to 1. */
  outcomes: Record<Winner, number>;
  /** The battle's length: its mean, standard deviation and distribution. */
  rounds: { mean: number; sd: number; distribution: { rounds: number; p: number }[] };
  /** Rounds the chain was iterated. */
  roundsSolved: number;
  /** Probability still in play when the chain stopped early (already inside `none`; below EXACT_TOLERANCE). */
  leftover: number;
}

/**
 * True when each side has exactly one fighter: the battles `exactDuel` solves.
 *
 * @example
 * ```ts
 * import { isDuel, makeFighter, makeTeam } from 'fray/mfd';
 *
 * console.log(isDuel([makeTeam('heroes', [makeFighter({ name: 'A' })]), makeTeam('villains', [makeFighter({ name: 'B' })])]));
 * //> true
 * ```
 * @category Odds
 */
export function isDuel(teams: Teams): boolean {
  return teams[0].fighters.length === 1 && teams[1].fighters.length === 1;
}

/**
 * The exact odds of a duel, solved as a Markov chain over both fighters' HP (no sampling): each outcome's
 * probability and the distribution of its length. Probability still in play after `maxRounds` (or the safety cap)
 * counts as `none`.
 *
 * @param maxRounds - the round limit, as `runBattle`'s
 * @throws RangeError `exactDuel needs one fighter on each side`
 * @example
 * ```ts
 * import { exactDuel, makeFighter, makeTeam } from 'fray/mfd';
 *
 * const teams = [
 *   makeTeam('heroes', [makeFighter({ name: 'Knight', xp: 40000, bonusHp: 2 })]),
 *   makeTeam('villains', [makeFighter({ name: 'Ogre', xp: 30000, bonusHp: 4 })]),
 * ] as const;
 * const d = exactDuel(teams);
 * console.log(d.outcomes.heroes.toFixed(4), d.outcomes.villains.toFixed(4), d.rounds.mean.toFixed(2));
 * //> 0.6548 0.0887 1.85
 * ```
 * @category Odds
 */
export function exactDuel(teams: Teams, maxRounds?: number): ExactDuel {
  teamsArg('exactDuel', teams);
  if (maxRounds !== undefined) wholeArg('exactDuel', 'maxRounds', maxRounds, 0);
  if (!isDuel(teams)) throw new RangeError('exactDuel needs one fighter on each side');
  const hero = teams[0].fighters[0]!,
    villain = teams[1].fighters[0]!;
  const H = Math.max(0, hero.startHp),
    V = Math.max(0, villain.startHp);
  const limit = maxRounds ?? SAFETY_ROUND_CAP;
  const outcomes: Record<Winner, number> = { heroes: 0, villains: 0, draw: 0, none: 0 };
  const ends: { rounds: number; p: number }[] = [];
  const result = (roundsSolved: number, leftover: number): ExactDuel => ({
    outcomes,
    rounds: roundsStats(ends),
    roundsSolved,
    leftover,
  });

  if (H <= 0 || V <= 0) {
    outcomes[H > 0 ? 'heroes' : V > 0 ? 'villains' : 'draw'] = 1;
    ends.push({ rounds: 0, p: 1 });
    return result(0, 0);
  }
  const W = V + 1;
  let p: Float64Array = new Float64Array((H + 1) * W);
  p[H * W + V] = 1;
  let alive = 1;
  let round = 0;
  while (round < limit && alive >= EXACT_TOLERANCE) {
    const hs = teamStats(teams[0], [H], round)[0]!;
    const vs = teamStats(teams[1], [V], round)[0]!;
    const onVillain = attackDamagePmf(hs.offenseDice, hs.toHit, vs.defenseDice, vs.toDefend);
    const onHero = attackDamagePmf(vs.offenseDice, vs.toHit, hs.defenseDice, hs.toDefend);
    round++;
    // A round in which neither side can do damage changes nothing (only exhaustion, which lives in `round`).
    if (onVillain[0] !== 1 || onHero[0] !== 1) {
      for (let k = 0; k < hero.aoe; k++) p = strike(p, H, W, onVillain, 'villain');
      for (let k = 0; k < villain.aoe; k++) p = strike(p, H, W, onHero, 'hero');
    }
    let ended = 0;
    alive = 0;
    for (let h = 0; h <= H; h++) {
      for (let v = 0; v <= V; v++) {
        const m = p[h * W + v]!;
        if (m === 0) continue;
        if (h > 0 && v > 0) {
          alive += m;
          continue;
        }
        outcomes[h > 0 ? 'heroes' : v > 0 ? 'villains' : 'draw'] += m;
        ended += m;
        p[h * W + v] = 0;
      }
    }
    if (ended > 0) ends.push({ rounds: round, p: ended });
  }
  outcomes.none += alive;
  if (alive > 0) ends.push({ rounds: round, p: alive });
  return result(round, round < limit ? alive : 0);
}

/** One attack on the hero (rows, h) or the villain (columns, v); states where the target is already down are unchanged. */
function strike(p: Float64Array, H: number, W: number, dmg: Float64Array, target: 'hero' | 'villain'): Float64Array {
  const q = new Float64Array(p.length);
  for (let h = 0; h <= H; h++) {
    for (let v = 0; v < W; v++) {
      const m = p[h * W + v]!;
      if (m === 0) continue;
      const hp = target === 'hero' ? h : v;
      if (hp <= 0) {
        q[h * W + v]! += m;
        continue;
      }
      for (let k = 0; k < dmg.length; k++) {
        const pk = dmg[k]!;
        if (pk === 0) continue;
        const left = hp - k > 0 ? hp - k : 0;
        q[target === 'hero' ? left * W + v : h * W + left]! += m * pk;
      }
    }
  }
  return q;
}

function roundsStats(ends: { rounds: number; p: number }[]): ExactDuel['rounds'] {
  let mean = 0;
  for (const e of ends) mean += e.rounds * e.p;
  let v = 0;
  for (const e of ends) {
    const d = e.rounds - mean;
    v += e.p * (d * d);
  }
  return { mean, sd: Math.sqrt(v), distribution: ends };
}
