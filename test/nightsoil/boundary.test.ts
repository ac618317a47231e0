// fray/nightsoil's public functions refuse what their contracts exclude, at once and cleanly (issue 38), and the
// duel takes the CLI's defaults when it is given no options.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createRng } from '../../src/core/rng.js';
import * as ns from '../../src/nightsoil/index.js';
import { notFinite, notNumber, notOptions, notWhole, refuses, RUNS } from '../helpers/refuses.js';

function mob(doc: unknown): ns.MobState {
  const r = ns.parseMob(doc);
  if (!r.ok) throw new Error(r.problem.message);
  return ns.fighterOf(r.value);
}
const orc = mob({
  name: 'orc',
  maxLife: 30,
  maxStrength: 80,
  maxAim: 12,
  maxArmour: 10,
  equipment: [{ name: 'axe', slot: 'weapon', aim: 14, offence: 2 }],
});
const rat = mob({
  name: 'rat',
  maxLife: 6,
  maxStrength: 20,
  maxAim: 8,
  maxArmour: 2,
  maxIq: 5,
  scrolls: [{ name: 'bolt', iq: 3, effect: 'bolt' }],
});
const P = ns.DEFAULT_PARAMS;
const rng = () => createRng(1);
const start: [ns.MobState, ns.MobState] = [orc, rat];
const one = ns.duel(orc, rat, P, rng(), { maxRounds: 5 });
const odds = ns.duelOdds(orc, rat, P, rng(), { runs: 5 });
const pr = ns.predictExchange(orc, rat, P, ns.turnOrder)!;
/** Constants with one of A–F made unusable: A at most 1, C at most 0 or above 1, a rate below 0, or not a number. */
const badParams = fc
  .oneof(
    fc.tuple(fc.constant('A'), fc.double({ min: -1e9, max: 1, noNaN: true })),
    fc.tuple(
      fc.constant('C'),
      fc.oneof(
        fc.double({ min: -1e9, max: 0, noNaN: true }),
        fc.double({ min: 1, max: 1e9, noNaN: true }).filter((x) => x > 1),
      ),
    ),
    fc.tuple(
      fc.constantFrom('D', 'E', 'F'),
      fc.double({ min: -1e9, max: 0, noNaN: true }).filter((x) => x < 0),
    ),
    fc.tuple(
      fc.constantFrom('A', 'B', 'C', 'D', 'E', 'F'),
      fc.oneof(fc.constantFrom(NaN, Infinity, -Infinity), notNumber()),
    ),
  )
  .map(([k, v]) => ({ ...P, [k]: v }));
const notSlot = fc.oneof(notNumber(), fc.constant('tail'), fc.constant('Weapon'));

const CASES: [string, fc.Arbitrary<unknown>, (v: never) => unknown][] = [
  ['contest: skill', notFinite(0), (v) => ns.contest(v, 10)],
  ['contest: resistance', notFinite(0), (v) => ns.contest(10, v)],
  ['sigmoid: x', notFinite(-1, 1), (v) => ns.sigmoid(v, P)],
  ['sigmoid: params', badParams, (v) => ns.sigmoid(0, v)],
  ['hitChance: aim', notFinite(0), (v) => ns.hitChance(v, 10, P)],
  ['hitChance: armour', notFinite(0), (v) => ns.hitChance(10, v, P)],
  ['hitChance: params', badParams, (v) => ns.hitChance(10, 10, v)],
  ['attack: params', badParams, (v) => ns.attack(orc, rat, v, rng())],
  [
    'attack: defender',
    notNumber().filter((v) => typeof v !== 'object' || v === null),
    (v) => ns.attack(orc, v, P, rng()),
  ],
  ['duel: options', notOptions(), (v) => ns.duel(orc, rat, P, rng(), v)],
  ['duel: distance', notWhole(1, ns.MAX_DISTANCE), (v) => ns.duel(orc, rat, P, rng(), { distance: v })],
  ['duel: maxRounds', notWhole(1, 1_000_000), (v) => ns.duel(orc, rat, P, rng(), { maxRounds: v })],
  ['duel: log', fc.oneof(fc.integer(), fc.string(), fc.constant(null)), (v) => ns.duel(orc, rat, P, rng(), { log: v })],
  [
    'duel: schedule',
    fc.oneof(fc.integer(), fc.string(), fc.constant(null)),
    (v) => ns.duel(orc, rat, P, rng(), { schedule: v }),
  ],
  ['duel: params', badParams, (v) => ns.duel(orc, rat, v, rng())],
  ['duelOdds: runs', notWhole(1, 10_000_000), (v) => ns.duelOdds(orc, rat, P, rng(), { runs: v })],
  ['duelOdds: onProgress', notNumber(), (v) => ns.duelOdds(orc, rat, P, rng(), { runs: 2, onProgress: v })],
  [
    'duelOdds: distance',
    notWhole(1, ns.MAX_DISTANCE),
    (v) => ns.duelOdds(orc, rat, P, rng(), { runs: 2, distance: v }),
  ],
  ['duelOddsResult: names', fc.oneof(notNumber(), fc.constant(['one'])), (v) => ns.duelOddsResult(odds, v)],
  ['predictExchange: distance', notWhole(1, ns.MAX_DISTANCE), (v) => ns.predictExchange(orc, rat, P, ns.turnOrder, v)],
  ['predictExchange: schedule', fc.oneof(fc.integer(), fc.string()), (v) => ns.predictExchange(orc, rat, P, v)],
  ['equip: item.slot', notSlot, (v) => ns.equip({}, { name: 'x', slot: v } as unknown as ns.Item)],
  ['unequip: slot', notSlot, (v) => ns.unequip({}, v)],
  [
    'eatInPlace: food.life',
    notFinite(0),
    (v) => ns.eatInPlace(ns.cloneFighter(rat), { life: v, strength: 0, iq: 0 }, P, rng()),
  ],
  [
    'eatInPlace: params',
    badParams,
    (v) => ns.eatInPlace(ns.cloneFighter(rat), { life: 1, strength: 0, iq: 0 }, v, rng()),
  ],
  ['castChance: params', badParams, (v) => ns.castChance(rat, rat.scrolls[0]!, v)],
  ['duelText: seed', notWhole(0, 2 ** 32 - 1), (v) => ns.duelText(v, start, one, 1)],
  ['duelText: distance', notWhole(1, ns.MAX_DISTANCE), (v) => ns.duelText(1, start, one, v)],
  ['duelJson: distance', notWhole(1, ns.MAX_DISTANCE), (v) => ns.duelJson(1, P, start, one, v)],
  ['duelOddsText: seed', notWhole(0, 2 ** 32 - 1), (v) => ns.duelOddsText(v, start, odds, 1)],
  ['duelOddsJson: distance', notWhole(1, ns.MAX_DISTANCE), (v) => ns.duelOddsJson(1, P, start, odds, v)],
  ['predictText: distance', notWhole(1, ns.MAX_DISTANCE), (v) => ns.predictText(start, pr, v)],
  ['predictJson: distance', notWhole(1, ns.MAX_DISTANCE), (v) => ns.predictJson(P, start, pr, v)],
];

describe('fray/nightsoil refuses arguments outside its contracts', () => {
  for (const [name, arb, call] of CASES)
    it(name, () =>
      fc.assert(
        fc.property(arb, (v) => refuses(() => call(v as never))),
        RUNS,
      ),
    );

  it('the bugs of issue 38, each refused with the documented message', () => {
    expect(() => ns.duel(orc, rat, P, rng(), { distance: -3 })).toThrow(
      new RangeError('duel: options.distance must be a whole number from 1 to 100, got -3'),
    );
    expect(() => ns.duel(orc, rat, P, rng(), { maxRounds: -1 })).toThrow(
      new RangeError('duel: options.maxRounds must be a whole number from 1 to 1000000, got -1'),
    );
    for (const runs of [0, -5, 2.5])
      expect(() => ns.duelOdds(orc, rat, P, rng(), { runs })).toThrow(
        new RangeError(`duelOdds: options.runs must be a whole number from 1 to 10000000, got ${runs}`),
      );
    expect(() => ns.hitChance(-5, 10, P)).toThrow(
      new RangeError('hitChance: aim must be a finite number 0 or more, got -5'),
    );
  });

  it("a duel with no options is the CLI's default duel: 1000 rounds at most, logged, in turn order, adjacent", () => {
    const plain = ns.duel(orc, rat, P, createRng(9));
    const spelled = ns.duel(orc, rat, P, createRng(9), {
      maxRounds: 1000,
      log: true,
      schedule: ns.turnOrder,
      distance: 1,
    });
    expect(plain).toEqual(spelled);
    expect(plain.log.length).toBeGreaterThan(0);
    expect(ns.duelOdds(orc, rat, P, createRng(9)).runs).toBe(10_000);
  });

  it('parsers of outside data answer a failed Result, never a throw', () => {
    fc.assert(
      fc.property(fc.anything(), fc.string(), (v, text) => {
        for (const r of [ns.parseMob(v), ns.mobFromText(text), ns.parseParamText(text)])
          if (!r.ok) expect(r.problem.message).toMatch(/^[^\n]+$/);
      }),
      RUNS,
    );
  });
});
