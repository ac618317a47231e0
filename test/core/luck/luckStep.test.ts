import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { needsRoll, stepLuck } from '../../../src/core/luck/luckStep.js';
import { LUCK_MAX, LUCK_MIN } from '../../../src/core/luck/luckState.js';

/** Every roll from 1 to 100 with its outcome, to test an example over its whole range. */
function allRolls(luck: number, chance: number) {
  return Array.from({ length: 100 }, (_, i) => ({ roll: i + 1, ...stepLuck(luck, chance, i + 1) }));
}

describe("the design document's worked examples, as the pseudo-code computes them", () => {
  it('A: luck 15, 10% — succeeds on rolls up to 25 and pays 45', () => {
    for (const s of allRolls(15, 10)) {
      if (s.roll <= 25) expect(s).toMatchObject({ success: true, luckAfter: -30, branch: 'unlikely-success' });
      else expect(s).toMatchObject({ success: false, luckAfter: 15, branch: 'expected-failure' });
    }
  });
  it('B: luck 20, 45% — the threshold is 65 (the document prints 60), success pays 10', () => {
    for (const s of allRolls(20, 45)) {
      if (s.roll <= 65) expect(s).toMatchObject({ success: true, luckAfter: 10 });
      else expect(s).toMatchObject({ success: false, luckAfter: 20 });
    }
    expect(stepLuck(20, 45, 61).success).toBe(true);
    expect(stepLuck(20, 45, 65).success).toBe(true);
    expect(stepLuck(20, 45, 66).success).toBe(false);
  });
  it('first D: luck 20, 55% — threshold 75 (printed 70); success pays Roll − 55 (printed 55 − Roll); failure is owed 10', () => {
    for (const s of allRolls(20, 55)) {
      if (s.roll <= 75)
        expect(s).toMatchObject({ success: true, luckAfter: 20 - Math.max(0, s.roll - 55), branch: 'likely-success' });
      else expect(s).toMatchObject({ success: false, luckAfter: 30, branch: 'owed' });
    }
    expect(stepLuck(20, 55, 71)).toMatchObject({ success: true, luckAfter: 4 });
    expect(stepLuck(20, 55, 55).luckAfter).toBe(20);
    expect(stepLuck(20, 55, 75).luckAfter).toBe(0);
  });
  it('second D: luck −35, 15% — no roll needed, fails, luck unchanged', () => {
    expect(needsRoll(-35, 15)).toBe(false);
    for (const s of allRolls(-35, 15)) expect(s).toMatchObject({ success: false, luckAfter: -35, branch: 'no-roll' });
  });
  it('E: luck −35, 75% — succeeds up to 40 paying nothing, otherwise owed 30', () => {
    for (const s of allRolls(-35, 75)) {
      if (s.roll <= 40) expect(s).toMatchObject({ success: true, luckAfter: -35 });
      else expect(s).toMatchObject({ success: false, luckAfter: -5 });
    }
  });
});

describe('branch edges', () => {
  it('X = 50 pays 5 on success and is owed 5 on failure', () => {
    expect(stepLuck(0, 50, 50)).toMatchObject({ success: true, luckAfter: -5, branch: 'unlikely-success' });
    expect(stepLuck(0, 50, 51)).toMatchObject({ success: false, luckAfter: 5, branch: 'owed' });
  });
  it('X = 51 pays only the luck used', () => {
    expect(stepLuck(10, 51, 51)).toMatchObject({ success: true, luckAfter: 10 });
    expect(stepLuck(10, 51, 61)).toMatchObject({ success: true, luckAfter: 0 });
  });
  it('a likely roll with X + Luck <= 0 fails without a draw but is still owed', () => {
    expect(stepLuck(-200, 75, 0)).toMatchObject({ success: false, luckAfter: -170, branch: 'owed' });
    expect(stepLuck(-60, 60, 1)).toMatchObject({ success: false, luckAfter: -45 });
  });
  it('pays at extreme luck and clamps at the floor', () => {
    expect(stepLuck(190, 100, 100)).toMatchObject({ success: true, luckAfter: 190 });
    expect(stepLuck(195, 60, 100)).toMatchObject({ success: true, luckAfter: 155 });
    expect(stepLuck(190, 0, 50)).toMatchObject({ success: true, luckAfter: 135 });
    expect(stepLuck(-190, 10, 1)).toMatchObject({ success: false, luckAfter: -190, branch: 'no-roll' });
    expect(stepLuck(LUCK_MIN, 50, 1).luckAfter).toBe(LUCK_MIN + 5);
    expect(stepLuck(LUCK_MIN, 100, 1).luckAfter).toBe(LUCK_MIN + 55);
  });
  it('from a start of 0 the rule itself keeps luck within [−54, 54], so the clamp only guards restored states', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.integer({ min: 0, max: 100 }), fc.integer({ min: 1, max: 100 })), { maxLength: 300 }),
        (steps) => {
          let l = 0;
          for (const [x, r] of steps) {
            l = stepLuck(l, x, r).luckAfter;
            expect(l).toBeGreaterThanOrEqual(-54);
            expect(l).toBeLessThanOrEqual(54);
          }
        },
      ),
    );
  });
});

describe('properties', () => {
  const luck = fc.integer({ min: LUCK_MIN, max: LUCK_MAX });
  const chance = fc.integer({ min: 0, max: 100 });
  const roll = fc.integer({ min: 1, max: 100 });
  it('keeps luck within [−200, 200] over any sequence of steps', () => {
    fc.assert(
      fc.property(luck, fc.array(fc.tuple(chance, roll), { maxLength: 200 }), (start, steps) => {
        let l = start;
        for (const [x, r] of steps) {
          l = stepLuck(l, x, r).luckAfter;
          expect(l).toBeGreaterThanOrEqual(LUCK_MIN);
          expect(l).toBeLessThanOrEqual(LUCK_MAX);
          expect(Number.isInteger(l)).toBe(true);
        }
      }),
    );
  });
  it('never fails a roll with X + Luck >= 100 nor passes one with X + Luck <= 0, over any sequence', () => {
    fc.assert(
      fc.property(luck, fc.array(fc.tuple(chance, roll), { maxLength: 200 }), (start, steps) => {
        let l = start;
        for (const [x, r] of steps) {
          const s = stepLuck(l, x, r);
          if (x + l >= 100) expect(s.success).toBe(true);
          if (x + l <= 0) expect(s.success).toBe(false);
          l = s.luckAfter;
        }
      }),
    );
  });
  it('succeeds exactly when X + Luck >= Roll (when a roll is needed)', () => {
    fc.assert(
      fc.property(luck, chance, roll, (l, x, r) => {
        fc.pre(x + l > 0);
        expect(stepLuck(l, x, r).success).toBe(x + l >= r);
      }),
    );
  });
});
