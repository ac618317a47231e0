/**
 * A bot's Math.random: mulberry32, reseeded from the match's seed at setup, as in the CLI's isolate, so a bot's
 * randomness follows the match seed. Part of the worker's script (its source text is put there), so it uses nothing
 * from outside its own body.
 */

/** Replaces Math.random; `reseed` sets its state (from setup's info.seed). */
export function seededRandom(): { reseed(seed: number): void } {
  const imul = Math.imul;
  let seed = 0x5eed;
  Object.defineProperty(Math, 'random', {
    value: function random() {
      seed = (seed + 0x6d2b79f5) | 0;
      let t = imul(seed ^ (seed >>> 15), 1 | seed);
      t = (t + imul(t ^ (t >>> 7), 61 | t)) ^ t;
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    },
    writable: false,
    configurable: false,
  });
  return {
    reseed(next) {
      seed = next | 0;
    },
  };
}
