import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { chanceThreshold, rollPool } from '../../src/core/dice.js';
import { createRng, type Rng } from '../../src/core/rng.js';

/** An Rng that replays fixed words, to test the comparison at its edges. */
function words(ws: number[]): Rng {
  let i = 0;
  const rng = createRng(0);
  return {
    ...rng,
    nextU32: () => ws[i++ % ws.length]!,
    next: () => 0,
    below: () => 0,
    fork: () => rng,
    getState: () => rng.getState(),
  };
}

describe('dice pools', () => {
  it('maps chances to thresholds: 0 never, 100% always', () => {
    expect(chanceThreshold(0)).toBe(0);
    expect(chanceThreshold(-5)).toBe(0);
    expect(chanceThreshold(1_000_000)).toBe(4294967296);
    expect(chanceThreshold(500_000)).toBe(2147483648);
  });

  it('counts a die as a success exactly when its word is below the threshold', () => {
    expect(rollPool(4, 100, words([0, 99, 100, 101]))).toBe(2);
    expect(rollPool(3, 4294967296, words([0, 4294967295, 123]))).toBe(3);
    expect(rollPool(3, 0, words([0, 1, 4294967295]))).toBe(0);
    expect(rollPool(2, 99.5, words([99, 100]))).toBe(1);
  });

  it('agrees with a plain comparison for any words and threshold', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 4294967295 }), { minLength: 1, maxLength: 40 }),
        fc.integer({ min: 0, max: 1_000_000 }),
        (ws, micros) => {
          const t = chanceThreshold(micros);
          expect(rollPool(ws.length, t, words(ws))).toBe(ws.filter((w) => w < t).length);
        },
      ),
    );
  });

  it('succeeds at the stated rate (100,000 dice at 42%, within 4.5 standard errors)', () => {
    const n = 100_000;
    const hits = rollPool(n, chanceThreshold(420_000), createRng(11));
    expect(Math.abs(hits - 0.42 * n)).toBeLessThan(4.5 * Math.sqrt(n * 0.42 * 0.58));
  });
});
