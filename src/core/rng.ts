/**
 * The one source of randomness in fray: xoshiro128** (Blackman & Vigna), seeded through splitmix32.
 * Rule code never calls Math.random; it takes an Rng as a parameter.
 */

/**
 * A seedable stream of uniform 32-bit words; every random draw in fray goes through one, passed in as a parameter,
 * so the same seed gives the same game on every machine. `createRng(seed)` makes one; `intBetween`, `pick`, `shuffle`
 * and `weightedPick` draw the usual things from any Rng.
 * @category Randomness
 */
export interface Rng {
  /** Next uniform integer in [0, 2^32). */
  nextU32(): number;
  /** Next uniform float in [0, 1), 32 bits of resolution. */
  next(): number;
  /** Uniform integer in [0, n) for 1 <= n <= 2^32, exact (rejection sampling, no modulo bias). */
  below(n: number): number;
  /** An independent stream keyed by `index`; does not advance this stream. */
  fork(index: number): Rng;
  /** The four state words, to save and restore with `rngFromState`. */
  getState(): RngState;
}

/**
 * Saved state of an Rng: four 32-bit words, not all zero.
 * @category Randomness
 */
export type RngState = readonly [number, number, number, number];

/**
 * A seed, in every system: a whole number from 0 to `MAX_SEED` (2^32 − 1). Every run takes one and prints it; the
 * same seed gives the same run.
 * @category Vocabulary
 */
export type Seed = number;

/**
 * Largest seed accepted: seeds are unsigned 32-bit integers.
 * @category Randomness
 */
export const MAX_SEED = 0xffffffff;

const GOLDEN = 0x9e3779b9;

/** splitmix32 finaliser: a bijective mix of a 32-bit word. */
export function mix32(x: number): number {
  let z = (x + GOLDEN) | 0;
  z = Math.imul(z ^ (z >>> 16), 0x21f0aaad);
  z = Math.imul(z ^ (z >>> 15), 0x735a2d97);
  return (z ^ (z >>> 15)) >>> 0;
}

// countBelow's pool and threshold, handed to countBelowAt as a pool of a list of one.
const ONE_POOL = new Float64Array(1),
  ONE_THRESHOLD = new Float64Array(1);

class Xoshiro128ss implements Rng {
  private s0: number;
  private s1: number;
  private s2: number;
  private s3: number;

  constructor(s: RngState) {
    [this.s0, this.s1, this.s2, this.s3] = s;
    if ((this.s0 | this.s1 | this.s2 | this.s3) === 0) this.s3 = 1; // the all-zero state is a fixed point
  }

  nextU32(): number {
    const s1 = this.s1;
    const r = Math.imul(rotl(Math.imul(s1, 5), 7), 9) >>> 0;
    const t = s1 << 9;
    this.s2 ^= this.s0;
    this.s3 ^= s1;
    this.s1 = s1 ^ this.s2;
    this.s0 ^= this.s3;
    this.s2 ^= t;
    this.s3 = rotl(this.s3, 11);
    return r;
  }

  next(): number {
    return this.nextU32() / 4294967296;
  }

  /** nextU32 `n` times, counting the words below `threshold`, with the state held in locals (see wordsBelow). */
  countBelow(n: number, threshold: number): number {
    ONE_POOL[0] = n;
    ONE_THRESHOLD[0] = threshold;
    return this.countBelowAt(ONE_POOL, ONE_THRESHOLD, 0);
  }

  /** countBelow of pool `i` of `pools` with its threshold `thresholds[i]` (see wordsBelowAt). */
  countBelowAt(pools: Float64Array, thresholds: Float64Array, i: number): number {
    const n = pools[i]!,
      threshold = thresholds[i]!;
    let s0 = this.s0,
      s1 = this.s1,
      s2 = this.s2,
      s3 = this.s3;
    let hits = 0;
    for (let i = 0; i < n; i++) {
      const r = Math.imul(rotl(Math.imul(s1, 5), 7), 9) >>> 0;
      const t = s1 << 9;
      s2 ^= s0;
      s3 ^= s1;
      s1 ^= s2;
      s0 ^= s3;
      s2 ^= t;
      s3 = rotl(s3, 11);
      // Branch-free: a word u below a threshold t makes (u − t) / 2^32 lie in (−1, 0), whose floor is −1; a die
      // that succeeds 20–80% of the time defeats the branch predictor, so this is twice as fast as `if (u < t)`.
      hits -= Math.floor((r - threshold) / 4294967296);
    }
    this.s0 = s0;
    this.s1 = s1;
    this.s2 = s2;
    this.s3 = s3;
    return hits;
  }

  below(n: number): number {
    // Reject the top sliver of words that would make some residues more likely: a word u is kept when it lies below
    // the largest multiple of n that fits in 2^32, that is when (u − u mod n) + n <= 2^32.
    if (n >= 1 && n <= 0x7fffffff && (n | 0) === n) {
      // The usual case (a pool, a list of names): both operands are unsigned 32-bit integers, so the JIT computes the
      // remainder with an integer division instead of a floating-point one (three times faster). Same words, same
      // results as the general case below.
      const m = n >>> 0;
      for (;;) {
        const u = this.nextU32();
        const r = (u % m) >>> 0;
        if (u - r <= 4294967296 - m) return r;
      }
    }
    if (!(n >= 1 && n <= 4294967296) || !Number.isInteger(n))
      throw new RangeError(`below(n) needs a whole n in [1, 2^32], got ${n}`);
    const limit = 4294967296 - (4294967296 % n);
    for (;;) {
      const u = this.nextU32();
      if (u < limit) return u % n;
    }
  }

  fork(index: number): Rng {
    const k = mix32(index >>> 0) ^ mix32(Math.floor(index / 4294967296));
    return new Xoshiro128ss([
      mix32(this.s0 ^ k),
      mix32(this.s1 ^ mix32(k)),
      mix32(this.s2 ^ mix32(k ^ GOLDEN)),
      mix32(this.s3 ^ mix32(~k)),
    ]);
  }

  getState(): RngState {
    return [this.s0 >>> 0, this.s1 >>> 0, this.s2 >>> 0, this.s3 >>> 0];
  }
}

/**
 * How many of the next `n` words of `rng` are below `threshold`: the same words, and the same count, as calling
 * `rng.nextU32()` n times. fray's own Rng does it with its state in registers (about twice as fast); any other Rng
 * is called word by word.
 */
export function wordsBelow(rng: Rng, n: number, threshold: number): number {
  if (rng instanceof Xoshiro128ss) return rng.countBelow(n, threshold);
  let hits = 0;
  for (let i = 0; i < n; i++) if (rng.nextU32() < threshold) hits++;
  return hits;
}

/**
 * `wordsBelow(rng, pools[i], thresholds[i])`, for callers that keep their pools and thresholds in typed arrays (the
 * battle engine). The generator reads the two numbers itself: a threshold is a fraction, and handed over as an
 * argument it would be boxed into a heap number at every call (two per attack, most of the sampler's garbage).
 */
export function wordsBelowAt(rng: Rng, pools: Float64Array, thresholds: Float64Array, i: number): number {
  if (rng instanceof Xoshiro128ss) return rng.countBelowAt(pools, thresholds, i);
  return wordsBelow(rng, pools[i]!, thresholds[i]!);
}

function rotl(x: number, k: number): number {
  return (x << k) | (x >>> (32 - k));
}

/**
 * A new stream (xoshiro128**, seeded through splitmix32) from a 32-bit seed; the same seed always gives the same
 * stream, in Node and in every browser.
 *
 * @param seed - a whole number from 0 to `MAX_SEED` (2^32 − 1)
 * @returns a fresh stream
 * @throws RangeError `seed must be a whole number from 0 to 4294967295, got <seed>`
 * @example
 * ```ts
 * import { createRng } from 'fray/core';
 *
 * const a = createRng(2026);
 * const b = createRng(2026);
 * console.log(a.below(100), a.below(100), '|', b.below(100), b.below(100));
 * //> 16 75 | 16 75
 * // One master seed, one independent stream per battle: run 7 does not depend on how many ran before it.
 * console.log(createRng(2026).fork(7).below(100) === createRng(2026).fork(7).below(100));
 * //> true
 * ```
 * @category Randomness
 */
export function createRng(seed: Seed): Rng {
  if (!Number.isInteger(seed) || seed < 0 || seed > MAX_SEED)
    throw new RangeError(`seed must be a whole number from 0 to ${MAX_SEED}, got ${seed}`);
  const a = mix32(seed);
  const b = mix32(a ^ 0x5bd1e995);
  const c = mix32(b ^ 0x1b873593);
  const d = mix32(c ^ 0xcc9e2d51);
  return new Xoshiro128ss([a, b, c, d]);
}

/**
 * Restores a stream saved with `rng.getState()`: it continues exactly where the saved one was (a save file keeps the
 * four words, which are plain JSON).
 *
 * @param state - four 32-bit words, as `getState` gave them (an all-zero state is nudged off its fixed point)
 * @returns the restored stream
 * @example
 * ```ts
 * import { createRng, rngFromState } from 'fray/core';
 *
 * const rng = createRng(5);
 * rng.nextU32();
 * const saved = JSON.stringify(rng.getState());
 * const restored = rngFromState(JSON.parse(saved));
 * console.log(rng.nextU32() === restored.nextU32());
 * //> true
 * ```
 * @category Randomness
 */
export function rngFromState(state: RngState): Rng {
  if (
    !Array.isArray(state) ||
    state.length !== 4 ||
    !state.every((w) => Number.isInteger(w) && w >= 0 && w <= MAX_SEED)
  )
    throw new RangeError('rngFromState: state must be four whole numbers from 0 to 4294967295 (getState gives them)');
  return new Xoshiro128ss(state);
}
