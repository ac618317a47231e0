import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { duel, duelOdds, duelOddsRuns, MAX_ROUNDS } from '../../src/nightsoil/duel.js';
import { chooseAction as choose, CAST_BASE, FLEE, GUARD, SWING } from '../../src/nightsoil/mood.js';
import type { MobState } from '../../src/nightsoil/mob.js';
import { DEFAULT_PARAMS } from '../../src/nightsoil/params.js';
import { createRng } from '../../src/core/rng.js';
import { mob, scroll, wielding } from './fixtures.js';
import { turnOrder } from '../../src/nightsoil/turnOrder.js';

const P = DEFAULT_PARAMS;
const options = { maxRounds: MAX_ROUNDS, log: true, schedule: turnOrder };
/** The mood adjacent, at the start of a fight. */
const chooseAction = (self: MobState, foe: MobState, params: typeof P): number =>
  choose(self, foe, 1, { round: 0, slot: 0 }, params);

describe('moods', () => {
  it('flees at or below the flee fraction of max life', () => {
    expect(chooseAction(mob({ life: 5, temper: { fleeBelow: 0.25, eatBelow: 0.5 } }), mob(), P)).toBe(FLEE);
    expect(chooseAction(mob({ life: 6, temper: { fleeBelow: 0.25, eatBelow: 0.5 } }), mob(), P)).toBe(SWING);
  });

  it('guards when spent (strength below 1) with no scroll left', () => {
    expect(chooseAction(mob({ strength: 0.99 }), mob(), P)).toBe(GUARD);
    const spent = mob({ strength: 0.5, iq: 2, maxIq: 10, scrolls: [scroll({ name: 'big', iq: 5 })] });
    spent.scrollsLeft[0] = 0;
    expect(chooseAction(spent, mob(), P)).toBe(GUARD);
  });

  it('a spent mob gambles on a scroll beyond its iq rather than guard (the whole casting curve is used)', () => {
    expect(
      chooseAction(mob({ strength: 0.5, iq: 2, maxIq: 10, scrolls: [scroll({ name: 'big', iq: 5 })] }), mob(), P),
    ).toBe(CAST_BASE);
  });

  it('reads the scroll with the best expected damage when it beats the swing', () => {
    const caster = mob({
      strength: 2,
      iq: 20,
      maxIq: 20,
      scrolls: [scroll({ name: 'spark', iq: 1 }), scroll({ name: 'bolt', iq: 8 })],
    });
    expect(chooseAction(caster, mob(), P)).toBe(CAST_BASE + 1);
  });
});

describe('duel', () => {
  it('is reproducible from its seed and leaves the inputs alone', () => {
    const a = mob({ name: 'a' });
    const b = mob({ name: 'b' });
    const before = JSON.stringify([a, b]);
    const x = duel(a, b, P, createRng(9), options);
    const y = duel(a, b, P, createRng(9), options);
    expect(x).toEqual(y);
    expect(JSON.stringify([a, b])).toBe(before);
  });

  it('ends with a kill when one side is far stronger', () => {
    const a = mob({
      name: 'giant',
      strength: 400,
      maxStrength: 400,
      maxAim: 40,
      equipment: wielding({ name: 'maul', aim: 40, armour: 10, offence: 3, defence: 1 }),
    });
    const o = duel(a, mob({ name: 'rat' }), P, createRng(1), options);
    expect(o).toMatchObject({ winner: 0, end: 'kill' });
    expect(o.final[1].life).toBe(0);
  });

  it('ends in a stalemate when neither side can do damage', () => {
    const o = duel(mob({ strength: 0.5 }), mob({ strength: 0.5 }), P, createRng(1), options);
    expect(o).toMatchObject({ winner: null, end: 'stalemate', rounds: 1, strikes: 0 });
  });

  it('two melee mobs apart close in first: steps are no stalemate, and the first blow falls once adjacent', () => {
    const o = duel(mob({ name: 'a', moveRate: 1 }), mob({ name: 'b', moveRate: 1 }), P, createRng(1), {
      ...options,
      distance: 5,
    });
    expect(o.log.slice(0, 4).map((e) => `${e.actor} ${e.type} ${e.distance}`)).toEqual([
      '0 wait 5',
      '1 wait 5',
      '0 step 4',
      '1 step 3',
    ]);
    const first = o.log.find((e) => e.type === 'swing');
    expect(first?.distance).toBe(1);
    expect(o.end).not.toBe('stalemate');
  });

  it('spent mobs apart can do nothing: a stalemate in the first round', () => {
    const o = duel(mob({ strength: 0.5 }), mob({ strength: 0.5 }), P, createRng(1), { ...options, distance: 4 });
    expect(o).toMatchObject({ end: 'stalemate', rounds: 1, strikes: 0, distance: 4 });
  });

  it('a flight hands the win to the other side', () => {
    const o = duel(mob({ life: 1, temper: { fleeBelow: 0.5, eatBelow: 0.5 } }), mob(), P, createRng(1), options);
    expect(o).toMatchObject({ winner: 1, end: 'flee', strikes: 0 });
  });

  it('follows the round order: the faster mob acts first and more often', () => {
    const o = duel(mob({ name: 'slow', swingRate: 1 }), mob({ name: 'quick', swingRate: 3 }), P, createRng(3), {
      ...options,
      maxRounds: 1,
    });
    expect(o.log.map((e) => `${e.actor}@${e.time}`)).toEqual(['1@0', '0@0', '1@1/3', '1@2/3']);
  });

  it('never raises energy above its maximum nor lowers a maximum (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2 ** 31 }),
        fc.integer({ min: 1, max: 5 }),
        fc.integer({ min: 1, max: 5 }),
        fc.double({ min: 1, max: 100, noNaN: true }),
        (seed, ra, rb, off) => {
          const a = mob({
            name: 'a',
            swingRate: ra,
            equipment: wielding({ name: 'x', aim: 12, armour: 8, offence: off, defence: 1 }),
          });
          const b = mob({ name: 'b', swingRate: rb });
          const o = duel(a, b, P, createRng(seed), options);
          for (const [f, start] of [
            [o.final[0], a],
            [o.final[1], b],
          ] as const) {
            expect(f.life).toBeLessThanOrEqual(f.maxLife);
            expect(f.strength).toBeLessThanOrEqual(f.maxStrength);
            expect(f.iq).toBeLessThanOrEqual(f.maxIq);
            expect(f.maxAim).toBeGreaterThanOrEqual(start.maxAim);
            expect(f.maxArmour).toBeGreaterThanOrEqual(start.maxArmour);
            expect(f.maxLife).toBe(start.maxLife);
          }
          for (const e of o.log) if (e.p !== undefined) expect(e.p > 0 && e.p < 1).toBe(true);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('odds add up to the number of runs and replay duel i from fork(i)', () => {
    const a = mob({ name: 'a' });
    const b = mob({ name: 'b', equipment: wielding({ name: 'y', aim: 10, armour: 10, offence: 2.5, defence: 1 }) });
    const odds = duelOdds(a, b, P, createRng(5), { runs: 200, maxRounds: MAX_ROUNDS, schedule: turnOrder });
    expect(odds.aKills + odds.aRouts + odds.bKills + odds.bRouts + odds.stalemates + odds.timeouts).toBe(200);
    const third = duel(a, b, P, createRng(5).fork(3), options);
    expect(third.rounds).toBeGreaterThan(0);
  });

  it('a progress listener hears every duel in order and leaves the odds byte for byte as they are', () => {
    const a = mob({ name: 'a' });
    const b = mob({ name: 'b', equipment: wielding({ name: 'y', aim: 10, armour: 10, offence: 2.5, defence: 1 }) });
    const o = { runs: 300, distance: 3 };
    const heard: string[] = [];
    const listened = duelOdds(a, b, P, createRng(9), { ...o, onProgress: (d, t) => void heard.push(`${d}/${t}`) });
    expect(JSON.stringify(listened)).toBe(JSON.stringify(duelOdds(a, b, P, createRng(9), o)));
    expect(heard).toEqual(Array.from({ length: 300 }, (_, i) => `${i + 1}/300`));
    // What the listener returns is ignored: returning false does not stop the run.
    const ignored = duelOdds(a, b, P, createRng(9), { ...o, onProgress: (() => false) as () => void });
    expect(JSON.stringify(ignored)).toBe(JSON.stringify(listened));
  });

  it('fought in slices of any sizes, the odds are those of duelOdds; stopped early, those of the duels fought', () => {
    const a = mob({ name: 'a', swingRate: 2 });
    const b = mob({ name: 'b', life: 12, maxLife: 12, swingRate: 3 });
    const whole = JSON.stringify(duelOdds(a, b, P, createRng(4), { runs: 60 }));
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 20 }), { minLength: 1, maxLength: 20 }), (slices) => {
        const runs = duelOddsRuns(a, b, P, createRng(4), { runs: 60 });
        for (const size of slices) {
          const end = runs.done() + size;
          runs.fight((done) => done < end);
          expect(runs.done()).toBe(Math.min(end, 60));
          if (runs.done() === 60) break;
        }
        const stoppedAt = runs.done();
        expect(JSON.stringify(runs.result())).toBe(
          JSON.stringify(duelOdds(a, b, P, createRng(4), { runs: stoppedAt })),
        );
        runs.fight();
        expect(JSON.stringify(runs.result())).toBe(whole);
      }),
      { numRuns: 40 },
    );
  });

  it('golden seed: the whole log of one duel', () => {
    const a = mob({
      name: 'orc',
      swingRate: 2,
      strength: 60,
      maxStrength: 60,
      maxAim: 12,
      equipment: wielding({ name: 'axe', aim: 14, armour: 4, offence: 2, defence: 1 }),
    });
    const b = mob({
      name: 'elf',
      swingRate: 3,
      life: 16,
      maxLife: 16,
      maxAim: 16,
      maxArmour: 12,
      iq: 12,
      maxIq: 12,
      scrolls: [scroll({ name: 'spark', iq: 3 })],
      equipment: wielding({ name: 'bow', aim: 16, armour: 9, offence: 1.5, defence: 1 }),
      temper: { fleeBelow: 0.2, eatBelow: 0.5 },
    });
    const o = duel(a, b, P, createRng(2026), options);
    const lines = o.log.map(
      (e) =>
        `${e.round} ${e.time} ${e.actor} ${e.type}${e.scroll ? `:${e.scroll}` : ''} p=${e.p?.toFixed(4) ?? '-'} ${e.success ?? '-'} dmg=${e.damage?.toFixed(4) ?? '-'} life=${e.life.map((l) => l.toFixed(4)).join('/')}`,
    );
    expect({ winner: o.winner, end: o.end, rounds: o.rounds, strikes: o.strikes, lines }).toMatchSnapshot();
  });
});
