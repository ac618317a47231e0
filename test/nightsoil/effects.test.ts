import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { emptySwing, swingInPlace } from '../../src/nightsoil/attack.js';
import { duel } from '../../src/nightsoil/duel.js';
import { addEffect, hasEffect, takeDamage, tickEffects } from '../../src/nightsoil/effects.js';
import { DEFAULT_PARAMS } from '../../src/nightsoil/params.js';
import { beginReading, castInPlace } from '../../src/nightsoil/scroll.js';
import { advance, effectEnd } from '../../src/core/timeline/position.js';
import { rosterOfRates, roundSlots } from '../../src/core/timeline/timeline.js';
import { createRng } from '../../src/core/rng.js';
import { turnOrder } from '../../src/nightsoil/turnOrder.js';
import { mob, scroll, wielding } from './fixtures.js';

const P = DEFAULT_PARAMS;
/** The design's roster: rates 10 … 1, 55 slots a round. */
const SLOTS_PER_ROUND = roundSlots(rosterOfRates([10, 9, 8, 7, 6, 5, 4, 3, 2, 1])).length;

describe('timed effects on the turn-rate timeline', () => {
  it("the design's roster has 55 slots a round", () => {
    expect(SLOTS_PER_ROUND).toBe(55);
  });

  it('an effect of n rounds is in force for exactly 55n slots, ending just before the same slot n rounds later (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 6 }),
        fc.integer({ min: 0, max: 3 }),
        fc.integer({ min: 0, max: 54 }),
        fc.constantFrom('ward', 'haste', 'poison'),
        (n, round, slot, effect) => {
          const start = { round, slot };
          const c = mob({
            iq: 100,
            maxIq: 100,
            life: 1e6,
            maxLife: 1e6,
            scrolls: [scroll({ effect: effect as 'ward', iq: 5, rounds: n, range: effect === 'poison' ? 1 : 0 })],
          });
          const t = mob({ life: 1e6, maxLife: 1e6 });
          castInPlace(c, t, { scroll: 0, u: 0, now: start, source: 0 }, P);
          const bearer = effect === 'poison' ? t : c;
          let inForce = 1; // the slot it began in
          let last = start;
          for (let p = advance(start, SLOTS_PER_ROUND); p.round <= round + n + 1; p = advance(p, SLOTS_PER_ROUND)) {
            tickEffects(bearer, p);
            if (bearer.effects.length > 0) {
              inForce++;
              last = p;
            }
          }
          expect(inForce).toBe(n * SLOTS_PER_ROUND);
          expect(advance(last, SLOTS_PER_ROUND)).toEqual(effectEnd(start, n));
        },
      ),
    );
  });

  it('a poison of n rounds ticks n times, once a round at its own slot, and the ticks add up to its cost', () => {
    const t = mob({ life: 100, maxLife: 100 });
    addEffect(t, { kind: 'poison', scroll: 'venom', start: { round: 2, slot: 7 }, rounds: 3, amount: 10, source: 0 });
    const ticks: string[] = [];
    let total = 0;
    for (let p = { round: 2, slot: 7 }; p.round < 8; p = advance(p, SLOTS_PER_ROUND)) {
      tickEffects(t, p, (e) => {
        if (e.kind === 'tick') {
          ticks.push(`${p.round}:${p.slot}`);
          total += e.damage;
        }
      });
    }
    expect(ticks).toEqual(['3:7', '4:7', '5:7']);
    expect(total).toBeCloseTo(10, 12);
    expect(t.life).toBeCloseTo(90, 12);
    expect(t.effects).toEqual([]);
  });

  it('a ward absorbs damage up to its cost, passes the rest, and is gone when used up', () => {
    const f = mob({ life: 20 });
    addEffect(f, { kind: 'ward', scroll: 'ward', start: { round: 0, slot: 0 }, rounds: 5, amount: 6, source: 0 });
    expect(takeDamage(f, 4)).toBe(0);
    expect(f.life).toBe(20);
    expect(takeDamage(f, 5)).toBe(3);
    expect(f.life).toBe(17);
    expect(hasEffect(f, 'ward')).toBe(false);
  });

  it('a second ward renews the first; poisons stack', () => {
    const f = mob();
    const at = { round: 0, slot: 0 };
    addEffect(f, { kind: 'ward', scroll: 'a', start: at, rounds: 2, amount: 3, source: 0 });
    addEffect(f, { kind: 'ward', scroll: 'b', start: at, rounds: 2, amount: 5, source: 0 });
    addEffect(f, { kind: 'poison', scroll: 'p', start: at, rounds: 2, amount: 5, source: 1 });
    addEffect(f, { kind: 'poison', scroll: 'p', start: at, rounds: 2, amount: 5, source: 1 });
    expect(f.effects.map((e) => `${e.kind}:${e.scroll}`)).toEqual(['ward:b', 'poison:p', 'poison:p']);
  });
});

describe('haste', () => {
  it('doubles the swing rate for its rounds: exactly 2 · rate · n hasted turns, on the timeline', () => {
    const a = mob({
      name: 'quick',
      strength: 1e6,
      maxStrength: 1e6,
      iq: 10,
      maxIq: 10,
      swingRate: 2,
      scrolls: [scroll({ name: 'haste', effect: 'haste', iq: 4, rounds: 2, range: 0 })],
    });
    const b = mob({ name: 'post', life: 1e9, maxLife: 1e9, strength: 0, maxStrength: 0 });
    const o = duel(a, b, P, createRng(1), { maxRounds: 4, log: true, schedule: turnOrder });
    const turns = o.log
      .filter((e) => e.actor === 0 && (e.type === 'swing' || e.type === 'cast'))
      .map((e) => `${e.round}@${e.time}`);
    // Round 1: the haste is read at 0, then the haste clock (rate 4) runs from 1/4; round 3: its last turn at 0 comes
    // just before the end (same time, faster clock first), and the swing clock takes over at that very slot.
    expect(turns).toEqual([
      '1@0',
      '1@1/4',
      '1@1/2',
      '1@3/4',
      '2@0',
      '2@1/4',
      '2@1/2',
      '2@3/4',
      '3@0',
      '3@0',
      '3@1/2',
      '4@0',
      '4@1/2',
    ]);
    const hasted = turns.slice(1, 9);
    expect(hasted).toHaveLength(2 * 2 * 2);
    expect(o.log.some((e) => e.type === 'ends' && e.effect === 'haste' && e.round === 3 && e.time === '0')).toBe(true);
  });
});

describe('preparing a spell', () => {
  const meteor = scroll({ name: 'meteor', iq: 12, prepare: 2, range: 6 });

  it("goes off n rounds later at the caster's own slot, and only then spends iq and the scroll", () => {
    const caster = mob({ name: 'mage', iq: 30, maxIq: 30, swingRate: 1, moveRate: 1, scrolls: [meteor] });
    const brute = mob({ name: 'brute', life: 50, maxLife: 50, swingRate: 1, moveRate: 1 });
    const o = duel(brute, caster, P, createRng(4), { maxRounds: 3, log: true, schedule: turnOrder, distance: 6 });
    const mage = o.log.filter((e) => e.actor === 1 && e.type !== 'step');
    expect(mage.map((e) => `${e.round}@${e.time} ${e.type}`)).toEqual(['1@0 prepare', '3@0 cast']);
    expect(mage[1]).toMatchObject({ scroll: 'meteor', spent: 12 });
    expect(o.final[1].scrollsLeft).toEqual([0]);
  });

  it('is broken by damage that gets through; nothing is spent, the scroll is kept', () => {
    const caster = mob({ iq: 30, maxIq: 30, scrolls: [meteor] });
    beginReading(caster, 0, { round: 0, slot: 0 }, 1);
    swingInPlace(mob({ strength: 100, maxStrength: 100 }), caster, P, 0, emptySwing());
    expect(caster.preparing).toBeNull();
    expect([caster.iq, caster.scrollsLeft[0]]).toEqual([30, 1]);
  });

  it('a ward that takes the whole blow keeps the preparation going; a mood prepares next to a foe only when warded', () => {
    const caster = mob({ iq: 30, maxIq: 30, scrolls: [meteor] });
    beginReading(caster, 0, { round: 0, slot: 0 }, 1);
    addEffect(caster, {
      kind: 'ward',
      scroll: 'ward',
      start: { round: 0, slot: 0 },
      rounds: 3,
      amount: 100,
      source: 0,
    });
    const sw = swingInPlace(mob(), caster, P, 0, emptySwing());
    expect(sw).toMatchObject({ hit: true, damage: 0 });
    expect(sw.absorbed).toBeGreaterThan(0);
    expect(caster.preparing).not.toBeNull();
  });

  it('a poison tick that gets through breaks it too', () => {
    const caster = mob({ iq: 30, maxIq: 30, scrolls: [meteor] });
    beginReading(caster, 0, { round: 0, slot: 3 }, 1);
    addEffect(caster, {
      kind: 'poison',
      scroll: 'venom',
      start: { round: 0, slot: 3 },
      rounds: 2,
      amount: 4,
      source: 1,
    });
    tickEffects(caster, { round: 1, slot: 3 });
    expect(caster.preparing).toBeNull();
    expect(caster.life).toBe(18);
  });

  it('a warded caster in melee prepares and the log shows a broken preparation when a blow gets through', () => {
    const mage = mob({
      name: 'mage',
      iq: 40,
      maxIq: 40,
      life: 40,
      maxLife: 40,
      strength: 5,
      maxStrength: 5,
      swingRate: 1,
      equipment: wielding({ name: 'staff', aim: 10 }),
      scrolls: [scroll({ name: 'ward', effect: 'ward', iq: 8, rounds: 4, range: 0 }), meteor],
    });
    const brute = mob({
      name: 'brute',
      strength: 60,
      maxStrength: 60,
      swingRate: 1,
      maxAim: 40,
      equipment: wielding({ name: 'maul', aim: 40, offence: 1.5 }),
    });
    const o = duel(mage, brute, P, createRng(2), { maxRounds: 3, log: true, schedule: turnOrder });
    const seq = o.log
      .filter((e) => e.type !== 'step')
      .map(
        (e) =>
          `${e.round} ${e.actor === 0 ? 'mage' : 'brute'} ${e.type}${e.scroll ? ` ${e.scroll}` : ''}${e.success === undefined ? '' : e.success ? ' +' : ' -'}`,
      );
    // The ward (8) soaks the first blow (about 5) whole; the second blow breaks through it and breaks the preparation.
    expect(seq.slice(0, 5)).toEqual([
      '1 mage cast ward +',
      '1 brute swing +',
      '2 mage prepare meteor',
      '2 brute swing +',
      '2 mage interrupted',
    ]);
    expect(o.final[0].scrollsLeft).toEqual([0, 1]);
  });
});
