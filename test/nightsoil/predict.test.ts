import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { predictExchange, type ExchangePrediction } from '../../src/nightsoil/predict.js';
import { duel } from '../../src/nightsoil/duel.js';
import { addEffect } from '../../src/nightsoil/effects.js';
import type { MobState, Scroll } from '../../src/nightsoil/mob.js';
import { DEFAULT_PARAMS } from '../../src/nightsoil/params.js';
import { createRng } from '../../src/core/rng.js';
import { item, mob, scroll, wielding } from './fixtures.js';
import { turnOrder } from '../../src/nightsoil/turnOrder.js';

const P = DEFAULT_PARAMS;

/** Plays `runs` one-round duels and checks every outcome's frequency against the exact prediction, and that nothing falls outside it. */
function matchesSampledDuels(
  a: MobState,
  b: MobState,
  distance: number,
  pr: ExchangePrediction,
  runs: number,
  seed: number,
): void {
  const counts: [number[], number[]] = [pr.life[0].map(() => 0), pr.life[1].map(() => 0)];
  let deaths = 0;
  const rng = createRng(seed);
  for (let i = 0; i < runs; i++) {
    const o = duel(a, b, P, rng.fork(i), { maxRounds: 1, log: false, schedule: turnOrder, distance });
    if (o.final[1].life <= 0) deaths++;
    for (const side of [0, 1] as const) {
      const k = pr.life[side].findIndex((x) => Math.abs(x.life - o.final[side].life) <= 1e-9);
      expect(k, `side ${side} life ${o.final[side].life} is not a predicted outcome`).toBeGreaterThanOrEqual(0);
      (counts[side][k] as number)++;
    }
  }
  for (const side of [0, 1] as const) {
    pr.life[side].forEach((x, k) => {
      const sd = Math.sqrt((x.probability * (1 - x.probability)) / runs);
      expect(Math.abs((counts[side][k] as number) / runs - x.probability)).toBeLessThanOrEqual(4.5 * sd + 1e-9);
    });
  }
  const sd = Math.sqrt((pr.deathChance[1] * (1 - pr.deathChance[1])) / runs);
  expect(Math.abs(deaths / runs - pr.deathChance[1])).toBeLessThanOrEqual(4.5 * sd + 1e-9);
}

describe('predictExchange', () => {
  it('one swing each at even odds: B keeps full life with 1/2, else loses e·offence/defence', () => {
    const a = mob({ swingRate: 1 });
    const b = mob({
      swingRate: 1,
      equipment: wielding({ name: 'stick', aim: 10, armour: 10, offence: 1, defence: 1 }),
    });
    const pr = predictExchange(a, b, P, turnOrder);
    expect(pr).toBeDefined();
    const dmg = 0.07 * 40 * 0.5 * 2;
    expect(pr?.life[1]).toEqual([
      { life: 20, probability: 0.5 },
      { life: 20 - dmg, probability: 0.5 },
    ]);
    expect(pr?.branches).toBe(4);
  });

  it('probabilities sum to 1 and match sampled duels (melee)', () => {
    const a = mob({
      swingRate: 3,
      equipment: wielding({ name: 'spear', aim: 14, armour: 6, offence: 4, defence: 1 }),
      maxAim: 14,
    });
    const b = mob({ swingRate: 2, life: 8, maxLife: 8 });
    const pr = predictExchange(a, b, P, turnOrder);
    if (!pr) throw new Error('no prediction');
    for (const side of pr.life) expect(side.reduce((t, o) => t + o.probability, 0)).toBeCloseTo(1, 12);
    matchesSampledDuels(a, b, 1, pr, 20000, 77);
  });

  it('matches sampled duels under the new rules: range and steps, a ward, haste, a poison ticking, scrolls used up, a cast beyond iq', () => {
    const bow = item({ name: 'bow', aim: 12, offence: 1.5, range: 3, twoHanded: true });
    // Little strength left: the dart, a gamble beyond the archer's iq after its haste, beats a weak swing.
    const a = mob({
      name: 'archer',
      swingRate: 2,
      moveRate: 3,
      strength: 3,
      maxAim: 12,
      iq: 6,
      maxIq: 10,
      equipment: { weapon: bow },
      scrolls: [
        scroll({ name: 'haste', effect: 'haste', iq: 3, rounds: 1, range: 0 }),
        scroll({ name: 'dart', iq: 9, range: 3 }),
      ],
    });
    const b = mob({
      name: 'mage',
      swingRate: 2,
      moveRate: 1,
      life: 14,
      maxLife: 14,
      iq: 12,
      maxIq: 12,
      scrolls: [
        scroll({ name: 'ward', effect: 'ward', iq: 4, rounds: 2, range: 0 }),
        scroll({ name: 'venom', effect: 'poison', iq: 6, rounds: 2, range: 2 }),
        scroll({ name: 'spark', iq: 2, range: 2, count: 2 }),
      ],
    });
    // Already poisoned a round ago, so the poison ticks inside the predicted round.
    addEffect(b, {
      kind: 'poison',
      scroll: 'old venom',
      start: { round: -1, slot: 2 },
      rounds: 2,
      amount: 4,
      source: 0,
    });
    const pr = predictExchange(a, b, P, turnOrder, 2);
    if (!pr) throw new Error('no prediction');
    expect(pr.branches).toBeGreaterThan(16);
    for (const side of pr.life) expect(side.reduce((t, o) => t + o.probability, 0)).toBeCloseTo(1, 12);
    matchesSampledDuels(a, b, 2, pr, 20000, 2026);
  });

  it('every sampled one-round duel ends on a predicted outcome, for random mobs, gear, scrolls and distances (property)', () => {
    const scrollArb: fc.Arbitrary<Scroll> = fc.oneof(
      fc
        .record({
          iq: fc.integer({ min: 1, max: 12 }),
          range: fc.integer({ min: 1, max: 4 }),
          prepare: fc.integer({ min: 0, max: 1 }),
        })
        .map((s) => scroll({ name: 'bolt', ...s })),
      fc
        .record({ iq: fc.integer({ min: 1, max: 12 }), rounds: fc.integer({ min: 1, max: 2 }) })
        .map((s) => scroll({ name: 'poison', effect: 'poison', range: 2, ...s })),
      fc
        .record({ iq: fc.integer({ min: 1, max: 8 }), rounds: fc.integer({ min: 1, max: 2 }) })
        .map((s) => scroll({ name: 'ward', effect: 'ward', range: 0, ...s })),
      fc
        .record({ iq: fc.integer({ min: 1, max: 8 }) })
        .map((s) => scroll({ name: 'haste', effect: 'haste', range: 0, rounds: 1, ...s })),
    );
    const side = fc
      .record({
        swingRate: fc.integer({ min: 1, max: 3 }),
        moveRate: fc.integer({ min: 1, max: 4 }),
        range: fc.integer({ min: 1, max: 4 }),
        iq: fc.integer({ min: 0, max: 20 }),
        life: fc.integer({ min: 3, max: 20 }),
        scrolls: fc.uniqueArray(scrollArb, { maxLength: 3, selector: (s) => s.name }),
      })
      .map((s) =>
        mob({
          swingRate: s.swingRate,
          moveRate: s.moveRate,
          life: s.life,
          maxLife: 20,
          iq: s.iq,
          maxIq: 20,
          scrolls: s.scrolls,
          equipment: { weapon: item({ name: 'w', aim: 10, armour: 8, offence: 2, range: s.range }) },
          temper: { fleeBelow: 0.2, eatBelow: 0.5 },
        }),
      );
    fc.assert(
      fc.property(
        side,
        side,
        fc.integer({ min: 1, max: 5 }),
        fc.integer({ min: 0, max: 1000 }),
        (a, b, distance, seed) => {
          const pr = predictExchange(a, b, P, turnOrder, distance);
          if (!pr) return;
          for (const s of pr.life) expect(s.reduce((t, o) => t + o.probability, 0)).toBeCloseTo(1, 9);
          for (let i = 0; i < 12; i++) {
            const o = duel(a, b, P, createRng(seed).fork(i), {
              maxRounds: 1,
              log: false,
              schedule: turnOrder,
              distance,
            });
            for (const k of [0, 1] as const)
              expect(pr.life[k].some((x) => Math.abs(x.life - o.final[k].life) <= 1e-9)).toBe(true);
          }
        },
      ),
      { numRuns: 150 },
    );
  });

  it('gives up beyond 2^16 branches', () => {
    expect(
      predictExchange(
        mob({ swingRate: 12, strength: 1e6, maxStrength: 1e6, life: 1e9, maxLife: 1e9 }),
        mob({ swingRate: 12, strength: 1e6, maxStrength: 1e6, life: 1e9, maxLife: 1e9 }),
        P,
        turnOrder,
      ),
    ).toBeUndefined();
  });
});
