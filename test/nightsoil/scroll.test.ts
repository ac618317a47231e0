import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { castChance, castInPlace } from '../../src/nightsoil/scroll.js';
import { duel } from '../../src/nightsoil/duel.js';
import { CAST_BASE, chooseAction, GUARD, SWING } from '../../src/nightsoil/mood.js';
import { DEFAULT_PARAMS } from '../../src/nightsoil/params.js';
import { sigmoid } from '../../src/nightsoil/sigmoid.js';
import { createRng } from '../../src/core/rng.js';
import { turnOrder } from '../../src/nightsoil/turnOrder.js';
import { mob, scroll, wielding } from './fixtures.js';

const P = DEFAULT_PARAMS;
const NOW = { round: 0, slot: 0 };

describe('scrolls', () => {
  const bolt = scroll({ name: 'bolt', iq: 5 });

  it('succeeds by the sigmoid on iq against the scroll: iq 10 vs 5 is p(1/3) = 0.82', () => {
    expect(castChance(mob({ iq: 10, maxIq: 10 }), bolt, P).p.toFixed(2)).toBe('0.82');
    expect(castChance(mob({ iq: 5, maxIq: 10 }), bolt, P).p).toBe(0.5);
  });

  it('spends the iq and deals damage equal to it on success, ignoring defence', () => {
    const c = mob({ iq: 10, maxIq: 10, scrolls: [bolt] });
    const t = mob({ life: 20, equipment: wielding({ name: 'plate', aim: 0, armour: 10, offence: 1, defence: 100 }) });
    const r = castInPlace(c, t, { scroll: 0, u: 0, now: NOW, source: 0 }, P);
    expect(r).toMatchObject({ success: true, iqSpent: 5, damage: 5 });
    expect(c.iq).toBe(5);
    expect(t.life).toBe(15);
  });

  it('spends the iq on a failed reading too', () => {
    const c = mob({ iq: 10, maxIq: 10, scrolls: [bolt] });
    const t = mob();
    const r = castInPlace(c, t, { scroll: 0, u: 0.999, now: NOW, source: 0 }, P);
    expect(r.success).toBe(false);
    expect(c.iq).toBe(5);
    expect(t.life).toBe(20);
  });
});

describe('a read scroll is gone', () => {
  it('each reading, success or not, uses up one copy of the stack', () => {
    const c = mob({ iq: 30, maxIq: 30, scrolls: [scroll({ count: 2 })] });
    castInPlace(c, mob(), { scroll: 0, u: 0, now: NOW, source: 0 }, P);
    expect(c.scrollsLeft).toEqual([1]);
    castInPlace(c, mob(), { scroll: 0, u: 0.999, now: NOW, source: 0 }, P);
    expect(c.scrollsLeft).toEqual([0]);
    // With the stack empty the mood no longer considers it; the spec still lists it (a game can show the empty slot).
    expect(chooseAction(c, mob(), 1, NOW, P)).toBe(SWING);
    expect(c.scrolls).toHaveLength(1);
  });

  it('in a duel a mob reads a single scroll once, however much iq it has left', () => {
    const caster = mob({ name: 'c', strength: 0.5, iq: 40, maxIq: 40, scrolls: [scroll({ iq: 5 })] });
    const o = duel(caster, mob({ name: 't', life: 100, maxLife: 100, strength: 0 }), P, createRng(1), {
      maxRounds: 20,
      log: true,
      schedule: turnOrder,
    });
    expect(o.log.filter((e) => e.type === 'cast')).toHaveLength(1);
    expect(o.final[0].iq).toBe(35);
    expect(o.end).toBe('stalemate');
  });
});

describe("casting beyond one's iq (the whole curve)", () => {
  it('is allowed: x < 0 gives less than an even chance, and iq drains to 0, not below', () => {
    const c = mob({ iq: 2, maxIq: 10, scrolls: [scroll({ iq: 5 })] });
    const { x, p } = castChance(c, scroll({ iq: 5 }), P);
    expect(x).toBeCloseTo(-3 / 7, 15);
    expect(p).toBe(sigmoid(-3 / 7, P));
    expect(p).toBeLessThan(0.5);
    const t = mob();
    const r = castInPlace(c, t, { scroll: 0, u: 0, now: NOW, source: 0 }, P);
    expect(r).toMatchObject({ success: true, iqSpent: 2, damage: 5 });
    expect(c.iq).toBe(0);
    expect(t.life).toBe(15);
  });

  it('at iq 0 the chance is the bottom of the curve, p(−1) = 1/(1 + A^(B + 1)), about 1%', () => {
    const c = mob({ iq: 0, maxIq: 10 });
    expect(castChance(c, scroll({ iq: 50 }), P)).toEqual({ x: -1, p: 1 / 101 });
    expect(castChance(c, scroll({ iq: 50 }), { ...P, A: 10, B: 0.5 }).p).toBeCloseTo(1 / (1 + 10 ** 1.5), 15);
  });

  it('x covers [−1, 1], is negative exactly when the cost is beyond the iq, and p rises with iq (property)', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 1e4, noNaN: true }),
        fc.double({ min: 1e-3, max: 1e4, noNaN: true }),
        fc.double({ min: 0, max: 100, noNaN: true }),
        (iq, cost, more) => {
          const s = scroll({ iq: cost });
          const { x, p } = castChance(mob({ iq, maxIq: 1e5 }), s, P);
          expect(x).toBeGreaterThanOrEqual(-1);
          expect(x).toBeLessThanOrEqual(1);
          expect(x < 0).toBe(iq < cost);
          expect(p).toBeGreaterThan(0);
          expect(castChance(mob({ iq: iq + more, maxIq: 1e5 }), s, P).p).toBeGreaterThanOrEqual(p);
        },
      ),
    );
  });

  it("the sampled success rate of a reading beyond one's iq matches p", () => {
    const rng = createRng(42);
    const n = 20000;
    let wins = 0;
    let p = 0;
    for (let i = 0; i < n; i++) {
      const c = mob({ iq: 3, maxIq: 10, scrolls: [scroll({ iq: 9 })] });
      const r = castInPlace(c, mob({ life: 100, maxLife: 100 }), { scroll: 0, u: rng.next(), now: NOW, source: 0 }, P);
      p = r.p;
      if (r.success) wins++;
    }
    expect(p).toBeCloseTo(sigmoid(-0.5, P), 15);
    expect(Math.abs(wins / n - p)).toBeLessThan(4 * Math.sqrt((p * (1 - p)) / n));
  });

  it('a spent mob with nothing left to read guards', () => {
    const c = mob({ strength: 0.5, iq: 0, maxIq: 10, scrolls: [scroll({ iq: 5 })] });
    expect(chooseAction(c, mob(), 1, NOW, P)).toBe(CAST_BASE);
    c.scrollsLeft[0] = 0;
    expect(chooseAction(c, mob(), 1, NOW, P)).toBe(GUARD);
  });
});
