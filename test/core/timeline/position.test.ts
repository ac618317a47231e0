import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  advance,
  effectActive,
  effectEnd,
  parseTimelineState,
  previewTurns,
  startTimeline,
} from '../../../src/core/timeline/position.js';
import { rosterOfRates } from '../../../src/core/timeline/timeline.js';

describe('positions and previews', () => {
  it('advances across rounds', () => {
    expect(advance({ round: 0, slot: 53 }, 55, 3)).toEqual({ round: 1, slot: 1 });
    expect(advance({ round: 2, slot: 0 }, 55)).toEqual({ round: 2, slot: 1 });
  });
  it('previews the next N turns, into the next round', () => {
    const state = { ...startTimeline(rosterOfRates([2, 1])), position: { round: 0, slot: 1 } };
    const turns = previewTurns(state, 5);
    expect(turns.map((t) => [t.round, t.slot.rate, t.slot.k])).toEqual([
      [0, 1, 0],
      [0, 2, 1],
      [1, 2, 0],
      [1, 1, 0],
      [1, 2, 1],
    ]);
    expect(state.position).toEqual({ round: 0, slot: 1 });
  });
  it('an effect lasting n rounds ends just before the same slot n rounds later', () => {
    const start = { round: 3, slot: 17 };
    expect(effectEnd(start, 2)).toEqual({ round: 5, slot: 17 });
    expect(effectActive(start, 2, { round: 5, slot: 16 })).toBe(true);
    expect(effectActive(start, 2, { round: 5, slot: 17 })).toBe(false);
    expect(effectActive(start, 2, { round: 3, slot: 17 })).toBe(true);
    expect(effectActive(start, 2, { round: 3, slot: 16 })).toBe(false);
  });
  it('an effect of n rounds covers exactly n · (slots per round) slots', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 60 }),
        fc.integer({ min: 0, max: 59 }),
        fc.integer({ min: 0, max: 5 }),
        (per, s, n) => {
          const slot = s % per;
          const start = { round: 1, slot };
          let active = 0;
          let p = { round: 0, slot: 0 };
          for (let i = 0; i < per * 8; i++) {
            if (effectActive(start, n, p)) active++;
            p = advance(p, per);
          }
          expect(active).toBe(n * per);
        },
      ),
    );
  });
});

describe('saving and restoring', () => {
  it('round-trips through JSON', () => {
    const state = {
      roster: { combatants: [{ id: 'a', team: 'x', rate: 3 }], playerTeam: 'x' },
      position: { round: 4, slot: 2 },
    };
    expect(parseTimelineState(JSON.parse(JSON.stringify(state)))).toEqual({ ok: true, value: state });
  });
  it('names the bad field', () => {
    expect(
      parseTimelineState({
        roster: { combatants: [{ id: 'a', team: 'x', rate: 0 }] },
        position: { round: 0, slot: 0 },
      }),
    ).toMatchObject({
      ok: false,
      problem: { message: 'timeline state.roster.combatants[0].rate: must be a whole number ≥ 1 and ≤ 1000000, got 0' },
    });
    expect(
      parseTimelineState({
        roster: { combatants: [{ id: 'a', team: 'x', rate: 2 }] },
        position: { round: 0, slot: 2 },
      }),
    ).toMatchObject({
      ok: false,
      problem: { message: 'timeline state.position.slot: must be a whole number ≥ 0 and ≤ 1, got 2' },
    });
    expect(parseTimelineState(null).ok).toBe(false);
    // The saved state obeys the same rate limit as a roster made in code.
    expect(
      parseTimelineState({
        roster: { combatants: [{ id: 'a', team: 'x', rate: 2_000_000 }] },
        position: { round: 0, slot: 0 },
      }),
    ).toMatchObject({
      ok: false,
      problem: {
        message: 'timeline state.roster.combatants[0].rate: must be a whole number ≥ 1 and ≤ 1000000, got 2000000',
      },
    });
  });
});
