/** The exact damage of one attack: hits minus blocks, never below 0. */
import { binomialPmf } from '../../core/binomial.js';
import { MICRO } from '../../core/decimal.js';

/**
 * P(damage = k) for k = 0..offenseDice, where hits ~ Binomial(offenseDice, toHit) and blocks ~ Binomial(defenseDice,
 * toDefend) are independent and damage = max(0, hits − blocks). Chances are exact millionths (micros / 10^6).
 */
export function attackDamagePmf(
  offenseDice: number,
  toHitMicros: number,
  defenseDice: number,
  toDefendMicros: number,
): Float64Array {
  const hits = binomialPmf(offenseDice, toHitMicros / MICRO);
  const blocks = binomialPmf(defenseDice, toDefendMicros / MICRO);
  // P(blocks >= j), so P(damage = 0) = Σ_x P(hits = x) · P(blocks >= x).
  const atLeast = new Float64Array(defenseDice + 2);
  for (let j = defenseDice; j >= 0; j--) atLeast[j] = atLeast[j + 1]! + blocks[j]!;
  const pmf = new Float64Array(offenseDice + 1);
  for (let x = 0; x <= offenseDice; x++) {
    const px = hits[x]!;
    if (px === 0) continue;
    pmf[0]! += px * (x <= defenseDice ? atLeast[x]! : 0);
    for (let y = 0; y < x && y <= defenseDice; y++) pmf[x - y]! += px * blocks[y]!;
  }
  return pmf;
}

/** The mean of a distribution over 0..n. */
export function pmfMean(pmf: ArrayLike<number>): number {
  let m = 0;
  for (let k = 0; k < pmf.length; k++) m += k * pmf[k]!;
  return m;
}
