// Marked for Death's results speak the shared vocabulary (issue 38 item 3): `winner` is a Side or null and `outcome`
// tells a draw from an unfinished battle, while the files keep their words ('heroes' | 'villains' | 'draw' | 'none').
import fc from 'fast-check';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { createRng } from '../../src/core/rng.js';
import type { Ending, Side } from '../../src/core/index.js';
import { battleJson, initialState, mfdReplayOf, runBattle, winnerOf, type BattleResult } from '../../src/mfd/index.js';
import type { Winner } from '../../src/mfd/winner.js';
import { teamsArb } from './arbitraries.js';

/** The old field's value for a shared ending, written out here rather than taken from the code under test. */
const OLD: Record<string, Winner> = {
  '0 win': 'heroes',
  '1 win': 'villains',
  'null draw': 'draw',
  'null unfinished': 'none',
};

describe("Marked for Death's ending", () => {
  it('is a Side or null with an outcome, in the shared Ending shape', () => {
    expectTypeOf<BattleResult>().toMatchTypeOf<Ending>();
    expectTypeOf<BattleResult['winner']>().toEqualTypeOf<Side | null>();
  });

  it('says on random battles what the old field said, which the deprecated winnerName and the files still say', () => {
    fc.assert(
      fc.property(
        teamsArb(4),
        fc.nat(2 ** 32 - 1),
        fc.option(fc.nat(6), { nil: undefined }),
        fc.boolean(),
        (teams, seed, maxRounds, record) => {
          const r = runBattle(teams, createRng(seed), { maxRounds, record });
          // Before 0.1.0 the winner was winnerOf(final): 'none' while both stand, a stalemate or a limit included.
          const old = winnerOf(r.final);
          expect(OLD[`${String(r.winner)} ${r.outcome}`]).toBe(old);
          expect(r.winnerName).toBe(old);
          expect(battleJson(teams, seed, initialState(teams), r).winner).toBe(old);
          expect(mfdReplayOf(teams, seed, r, maxRounds).winner).toBe(old);
          if (r.stalemate || r.capped) expect(r.outcome).toBe('unfinished');
        },
      ),
      { numRuns: 300 },
    );
  });
});
