import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { compareFractions, fractionText } from '../../../src/core/timeline/fraction.js';
import {
  roundSlots,
  rosterOfRates,
  slotSecond,
  validateRoster,
  type Roster,
} from '../../../src/core/timeline/timeline.js';

/** The five lines printed in the design document, one per second of a round (without their trailing "..."). */
const PRINTED = [
  [10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 10, 9, 8, 7, 6],
  [10, 5, 9, 8, 4, 7, 10, 9, 6, 3, 8],
  [10, 5, 7, 9, 10, 8, 6, 4, 2, 9, 7],
  [10, 5, 8, 9, 6, 3, 10, 7, 8, 4, 9],
  [10, 5, 6, 7, 8, 9, 10],
];

describe('the design document’s round for rates 10 … 1', () => {
  const slots = roundSlots(rosterOfRates([10, 9, 8, 7, 6, 5, 4, 3, 2, 1]));
  it('has 55 slots', () => {
    expect(slots).toHaveLength(55);
  });
  it('reproduces every printed line: line s is exactly the slots falling in second s of the round', () => {
    const bySecond = [0, 1, 2, 3, 4].map((s) => slots.filter((x) => slotSecond(x) === s).map((x) => x.rate));
    expect(bySecond).toEqual(PRINTED);
  });
  it('the five lines laid end to end are the whole round in order', () => {
    expect(slots.map((s) => s.rate)).toEqual(PRINTED.flat());
    expect(PRINTED.flat()).toHaveLength(55);
  });
  it('seconds never go backwards along the round', () => {
    const secs = slots.map((s) => slotSecond(s));
    expect(secs).toEqual([...secs].sort((a, b) => a - b));
  });
});

describe('ties', () => {
  it('at equal times the higher rate goes first', () => {
    const s = roundSlots(rosterOfRates([2, 4]));
    expect(s.map((x) => [x.rate, x.k])).toEqual([
      [4, 0],
      [2, 0],
      [4, 1],
      [4, 2],
      [2, 1],
      [4, 3],
    ]);
  });
  it('at equal rates a team keeps its list order', () => {
    const roster: Roster = {
      combatants: [
        { id: 'b', team: 'x', rate: 2 },
        { id: 'a', team: 'x', rate: 2 },
      ],
      playerTeam: 'x',
    };
    expect(roundSlots(roster).map((x) => x.id)).toEqual(['b', 'a', 'b', 'a']);
  });
  it('between opposing teams the side that is not the player’s goes first', () => {
    const roster: Roster = {
      combatants: [
        { id: 'hero1', team: 'party', rate: 3 },
        { id: 'hero2', team: 'party', rate: 3 },
        { id: 'orc1', team: 'orcs', rate: 3 },
        { id: 'orc2', team: 'orcs', rate: 3 },
      ],
      playerTeam: 'party',
    };
    expect(
      roundSlots(roster)
        .slice(0, 4)
        .map((x) => x.id),
    ).toEqual(['orc1', 'orc2', 'hero1', 'hero2']);
    expect(
      roundSlots({ ...roster, playerTeam: 'orcs' })
        .slice(0, 4)
        .map((x) => x.id),
    ).toEqual(['hero1', 'hero2', 'orc1', 'orc2']);
  });
  it('compares times exactly, even where floating point would not', () => {
    expect(compareFractions(1, 3, 2, 6)).toBe(0);
    expect(compareFractions(3, 10, 1, 3)).toBe(-1);
    const big = 2 ** 40;
    expect(compareFractions(big - 1, big, big, big + 1)).toBe(-1); // 1 - 1/2^40 < 1 - 1/(2^40+1)
    expect((big - 1) / big).toBe(big / (big + 1)); // floating point cannot tell them apart
  });
  it('prints times in lowest terms', () => {
    expect(fractionText(0, 7)).toBe('0');
    expect(fractionText(2, 10)).toBe('1/5');
    expect(fractionText(6, 3)).toBe('2');
  });
});

describe('properties', () => {
  const rates = fc.array(fc.integer({ min: 1, max: 40 }), { minLength: 1, maxLength: 12 });
  it('a round has as many slots as the rates add up to, and each combatant acts exactly rate times', () => {
    fc.assert(
      fc.property(rates, (rs) => {
        const s = roundSlots(rosterOfRates(rs));
        expect(s).toHaveLength(rs.reduce((a, b) => a + b, 0));
        rs.forEach((r, i) => {
          expect(s.filter((x) => x.combatant === i).map((x) => x.k)).toEqual(Array.from({ length: r }, (_, k) => k));
        });
      }),
    );
  });
  it('slots are in time order and any positive whole rate works', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 500 }), { minLength: 1, maxLength: 5 }), (rs) => {
        const s = roundSlots(rosterOfRates(rs));
        for (let i = 1; i < s.length; i++) {
          const a = s[i - 1]!;
          const b = s[i]!;
          const c = compareFractions(a.k, a.rate, b.k, b.rate);
          expect(c <= 0).toBe(true);
          if (c === 0) expect(a.rate >= b.rate).toBe(true);
        }
      }),
    );
  });
  it('rejects rates that are not positive whole numbers', () => {
    expect(validateRoster(rosterOfRates([3, 0])).ok).toBe(false);
    expect(() => roundSlots(rosterOfRates([1.5]))).toThrow(RangeError);
  });
});
