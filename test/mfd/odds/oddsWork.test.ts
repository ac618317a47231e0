import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { oddsWork } from '../../../src/mfd/odds/oddsWork.js';
import { MAX_SEED } from '../../../src/core/rng.js';
import { exampleBattle } from './teams.js';

describe('oddsWork', () => {
  it('estimates for every seed a run may draw, those above 2^31 included (the pilot seed stays unsigned)', () => {
    const teams = exampleBattle();
    fc.assert(
      fc.property(fc.integer({ min: 0, max: MAX_SEED }), (seed) => oddsWork(teams, 100, { seed }).units > 0),
      { numRuns: 30 },
    );
    // The seed that made the pilot's seed negative before: 2^31 and above.
    expect(() => oddsWork(teams, 100, { seed: MAX_SEED })).not.toThrow();
  });
});
