/** Choosing whom an attacker swings at: AOE opponents, distinct while there are enough. */
import type { Rng } from '../core/rng.js';

/**
 * Appends `count` picks from `pool` to `out`, as distinct as possible: a partial Fisher–Yates shuffle of
 * the pool, reshuffled when every opponent has been picked once. `pool` is permuted in place, which is
 * harmless: a partial shuffle draws a uniform sample whatever order it starts from.
 */
export function pickTargets(pool: number[], count: number, rng: Rng, out: number[]): void {
  const m = pool.length;
  if (m === 0) return;
  let i = 0;
  for (let k = 0; k < count; k++) {
    if (i === m) i = 0;
    const j = i + (m - i === 1 ? 0 : rng.below(m - i));
    const picked = pool[j]!;
    pool[j] = pool[i]!;
    pool[i] = picked;
    out.push(picked);
    i++;
  }
}
