// fray/core's public functions refuse what their contracts exclude, at once and cleanly: a RangeError or TypeError
// with a one-line message for a programmer's mistake, a failed Result from a parser of outside data (issue 38).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as core from '../../src/core/index.js';
import { notFinite, notNumber, notWhole, refuses, RUNS } from '../helpers/refuses.js';

const rng = () => core.createRng(1);
const roster = core.rosterOfRates([3, 2]);
const slot = core.roundSlots(roster)[0]!;
const start = core.startTimeline(roster);

/** Each public function with numbers or options: an argument outside its contract, and the call that takes it. */
const CASES: [string, fc.Arbitrary<unknown>, (v: never) => unknown][] = [
  ['createRng: seed', notWhole(0, core.MAX_SEED), (v) => core.createRng(v)],
  [
    'rngFromState: state',
    fc.oneof(notNumber(), fc.array(fc.integer(), { maxLength: 3 }), fc.constant([1, 2, 3, -1])),
    (v) => core.rngFromState(v),
  ],
  ['intBetween: min', notWhole(-(2 ** 52), 10), (v) => core.intBetween(rng(), v, 10)],
  ['intBetween: max', notWhole(0, 2 ** 32 - 1), (v) => core.intBetween(rng(), 0, v)],
  ['pick: items', fc.oneof(fc.constant([]), fc.string(), fc.integer(), fc.constant(null)), (v) => core.pick(rng(), v)],
  [
    'shuffle: items',
    fc.oneof(fc.string(), fc.integer(), fc.constant(null), fc.object()),
    (v) => core.shuffle(rng(), v),
  ],
  ['weightedPick: a weight', notFinite(0), (v) => core.weightedPick(rng(), ['a', 'b'], [1, v])],
  ['damageTaken: inc', notFinite(), (v) => core.damageTaken(v, 10)],
  ['damageTaken: def', notFinite(), (v) => core.damageTaken(10, v)],
  ['armorHit: inc', notFinite(), (v) => core.armorHit(v, 10)],
  ['chanceThreshold: chanceMicros', notFinite(), (v) => core.chanceThreshold(v)],
  ['rollPool: dice', notWhole(0, 2 ** 31 - 1), (v) => core.rollPool(v, 2 ** 31, rng())],
  ['rollPool: threshold', notFinite(0, 2 ** 32), (v) => core.rollPool(3, v, rng())],
  ['rollWithLuck: luck', notWhole(core.LUCK_MIN, core.LUCK_MAX), (v) => core.rollWithLuck({ luck: v }, 50, rng())],
  ['rollWithLuck: chance', notFinite(0, 100), (v) => core.rollWithLuck(core.initialLuck(), v, rng())],
  ['plainRoll: chance', notFinite(0, 100), (v) => core.plainRoll(v, rng())],
  ['prdRate: c', notFinite(), (v) => core.prdRate(v)],
  ['prdConstant: p', notFinite(0, 1), (v) => core.prdConstant(v)],
  ['rollPrd: failures', notWhole(0), (v) => core.rollPrd({ failures: v }, 0.2, rng())],
  ['rollPrd: c', notFinite(0), (v) => core.rollPrd({ failures: 0 }, v, rng())],
  ['startTimeline: a rate', notWhole(1, core.MAX_TIMELINE_RATE), (v) => core.startTimeline(core.rosterOfRates([2, v]))],
  ['roundSlots: a rate', notWhole(1, core.MAX_TIMELINE_RATE), (v) => core.roundSlots(core.rosterOfRates([v]))],
  ['rosterOfRates: rates', fc.oneof(fc.string(), fc.integer(), fc.constant(null)), (v) => core.rosterOfRates(v)],
  [
    'validateRoster: roster',
    fc.oneof(fc.integer(), fc.constant(null), fc.constant({ combatants: 3 })),
    (v) => core.validateRoster(v),
  ],
  ['advance: slotsPerRound', notWhole(1), (v) => core.advance({ round: 0, slot: 0 }, v)],
  ['advance: steps', notWhole(0), (v) => core.advance({ round: 0, slot: 0 }, 5, v)],
  ['advance: position.round', notWhole(0), (v) => core.advance({ round: v, slot: 0 }, 5)],
  ['previewTurns: n', notWhole(0, 1_000_000), (v) => core.previewTurns(start, v)],
  ['effectEnd: rounds', notWhole(0), (v) => core.effectEnd({ round: 0, slot: 0 }, v)],
  ['effectActive: rounds', notWhole(0), (v) => core.effectActive({ round: 0, slot: 0 }, v, { round: 1, slot: 0 })],
  ['effectActive: now.slot', notWhole(0), (v) => core.effectActive({ round: 0, slot: 0 }, 2, { round: 1, slot: v })],
  ['slotSecond: seconds', notWhole(1), (v) => core.slotSecond(slot, v)],
  ['slotSecond: slot.k', notWhole(0, slot.rate - 1), (v) => core.slotSecond({ k: v, rate: slot.rate })],
  ['wilson: trials', notWhole(0), (v) => core.wilson(0, v)],
  ['wilson: successes', notWhole(0, 10), (v) => core.wilson(v, 10)],
  ['wilson: z', notFinite(Number.MIN_VALUE), (v) => core.wilson(1, 10, v)],
  ['parseJson: text', notNumber().filter((v) => typeof v !== 'string'), (v) => core.parseJson(v)],
];

describe('fray/core refuses arguments outside its contracts', () => {
  for (const [name, arb, call] of CASES)
    it(name, () =>
      fc.assert(
        fc.property(arb, (v) => refuses(() => call(v as never))),
        RUNS,
      ),
    );

  it('parsers of outside data answer a failed Result, never a throw', () => {
    fc.assert(
      fc.property(fc.anything(), (v) => {
        for (const r of [core.parseLuckState(v), core.parseTimelineState(v)])
          if (!r.ok) expect(r.problem.message).toMatch(/^[^\n]+$/);
      }),
      RUNS,
    );
    fc.assert(
      // '{,' starts no JSON text whatever follows ('{' alone did: fast-check found '}', which made '{}').
      fc.property(fc.string(), (text) => {
        const r = core.parseJson(`{,${text}`);
        expect(r.ok).toBe(false);
      }),
      RUNS,
    );
  });

  it('rollWithLuck refuses a luck of 1e9 with the documented message (the bug of issue 38)', () => {
    expect(() => core.rollWithLuck({ luck: 1e9 }, 50, rng())).toThrow(
      new RangeError('rollWithLuck: state.luck must be a whole number from -200 to 200, got 1000000000'),
    );
  });
});
