import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createRng } from '../../../src/core/rng.js';
import { drawRoll, plainRoll, rollWithLuck } from '../../../src/core/luck/rollWithLuck.js';
import { initialLuck, parseLuckState, LUCK_MAX, LUCK_MIN, type LuckState } from '../../../src/core/luck/luckState.js';
import { parseChance, wholeChance } from '../../../src/core/luck/chance.js';

describe('rollWithLuck', () => {
  it('draws rng.below(100) + 1 and reports the step', () => {
    const a = createRng(7);
    const b = createRng(7);
    const o = rollWithLuck(initialLuck(), 55, a);
    expect(o.roll).toBe(b.below(100) + 1);
    expect(o.luckBefore).toBe(0);
    expect(o.state.luck).toBe(o.luckAfter);
    expect(o.chance).toBe(55);
  });
  it('does not draw when X + Luck <= 0, leaving the stream where it was', () => {
    const rng = createRng(3);
    const before = rng.getState();
    const o = rollWithLuck({ luck: -35 }, 15, rng);
    expect(o).toMatchObject({ roll: null, success: false, luckAfter: -35, branch: 'no-roll' });
    expect(rng.getState()).toEqual(before);
  });
  it('is pure: the state passed in is not changed', () => {
    const s: LuckState = Object.freeze({ luck: 10 });
    rollWithLuck(s, 30, createRng(1));
    expect(s.luck).toBe(10);
  });
  it('draws whole rolls from 1 to 100', () => {
    const rng = createRng(11);
    const seen = new Set<number>();
    for (let i = 0; i < 5000; i++) seen.add(drawRoll(rng));
    expect(Math.min(...seen)).toBe(1);
    expect(Math.max(...seen)).toBe(100);
    expect(seen.size).toBe(100);
  });
  it('a lone 10% roll that hits once sinks luck to −45 and never hits again', () => {
    const rng = createRng(5);
    let s = initialLuck();
    let hits = 0;
    for (let i = 0; i < 2000; i++) {
      const o = rollWithLuck(s, 10, rng);
      s = o.state;
      if (o.success) hits++;
    }
    expect(hits).toBe(1);
    expect(s.luck).toBe(-45);
  });
  it('keeps luck in bounds and saves/restores through JSON at any point', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2 ** 32 - 1 }),
        fc.array(fc.double({ min: 0, max: 100, noNaN: true }), { maxLength: 100 }),
        (seed, chances) => {
          const rng = createRng(seed);
          let s = initialLuck();
          for (const c of chances) {
            s = rollWithLuck(s, c, rng).state;
            expect(s.luck).toBeGreaterThanOrEqual(LUCK_MIN);
            expect(s.luck).toBeLessThanOrEqual(LUCK_MAX);
            const restored = parseLuckState(JSON.parse(JSON.stringify(s)));
            expect(restored).toEqual({ ok: true, value: s });
          }
        },
      ),
    );
  });
});

describe('plainRoll', () => {
  it('succeeds when the roll is at most X', () => {
    const rng = createRng(9);
    for (let i = 0; i < 200; i++) {
      const o = plainRoll(30, rng);
      expect(o.success).toBe(o.roll <= 30);
    }
  });
});

describe('chances that are not whole percents', () => {
  it('round to the nearest whole percent, halves up', () => {
    expect(wholeChance(12.5)).toBe(13);
    expect(wholeChance(12.49)).toBe(12);
    expect(wholeChance(0.4)).toBe(0);
    expect(wholeChance(99.5)).toBe(100);
    expect(wholeChance(33.3)).toBe(33);
  });
  it('reject anything outside [0, 100]', () => {
    expect(() => wholeChance(-1)).toThrow(RangeError);
    expect(() => wholeChance(100.1)).toThrow(RangeError);
    expect(() => wholeChance(Number.NaN)).toThrow(RangeError);
    expect(parseChance(101).ok).toBe(false);
    expect(parseChance('50').ok).toBe(false);
    expect(parseChance(50)).toEqual({ ok: true, value: 50 });
  });
});

describe('parseLuckState', () => {
  it('rejects bad saves with the field named', () => {
    expect(parseLuckState(null)).toEqual({ ok: false, problem: { message: 'luck state: must be an object' } });
    expect(parseLuckState({ luck: 0, streak: 3 })).toMatchObject({
      ok: false,
      problem: { message: 'luck state.streak: unknown field; allowed: luck' },
    });
    expect(parseLuckState({ luck: 1.5 })).toMatchObject({
      ok: false,
      problem: { message: 'luck state.luck: must be a whole number ≥ -200 and ≤ 200, got 1.5' },
    });
    expect(parseLuckState({ luck: 201 }, 'sides[0].meter')).toMatchObject({
      ok: false,
      problem: { message: 'sides[0].meter.luck: must be a whole number ≥ -200 and ≤ 200, got 201' },
    });
  });
});
