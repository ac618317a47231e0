// fray/skirmish's public functions refuse what their contracts exclude, at once and cleanly (issue 38).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createRng } from '../../src/core/rng.js';
import * as sk from '../../src/skirmish/index.js';
import { notNumber, notOptions, notWhole, refuses, RUNS } from '../helpers/refuses.js';

const parsed = sk.parseSkirmish({
  sides: [
    { team: 'Party', luck: true, combatants: [{ name: 'Knight', rate: 3, hp: 50, damage: 12, defence: 10, hit: 65 }] },
    { team: 'Goblins', combatants: [{ name: 'Goblin', rate: 4, hp: 26, damage: 9, defence: 4, hit: 60 }] },
  ],
});
if (!parsed.ok) throw new Error(parsed.problem.message);
const s = parsed.value;
const fight = sk.fightSkirmish(s, createRng(1));
const odds = sk.skirmishOdds(s, 10, createRng(1));

const CASES: [string, fc.Arbitrary<unknown>, (v: never) => unknown][] = [
  ['skirmishOdds: runs', notWhole(1, sk.MAX_SKIRMISH_RUNS), (v) => sk.skirmishOdds(s, v, createRng(1))],
  ['skirmishOdds: options', notOptions(), (v) => sk.skirmishOdds(s, 2, createRng(1), v)],
  ['skirmishOdds: onProgress', notNumber(), (v) => sk.skirmishOdds(s, 2, createRng(1), { onProgress: v })],
  [
    'skirmishOdds: skirmish',
    notNumber().filter((v) => typeof v !== 'object' || v === null),
    (v) => sk.skirmishOdds(v, 2, createRng(1)),
  ],
  ['fightSkirmish: options', notOptions(), (v) => sk.fightSkirmish(s, createRng(1), v)],
  [
    'fightSkirmish: record',
    fc.oneof(fc.integer(), fc.string(), fc.constant(null)),
    (v) => sk.fightSkirmish(s, createRng(1), { record: v }),
  ],
  ['skirmishFightText: seed', notWhole(0, 2 ** 32 - 1), (v) => sk.skirmishFightText(s, fight, v)],
  ['skirmishFightJson: seed', notWhole(0, 2 ** 32 - 1), (v) => sk.skirmishFightJson(s, fight, v)],
  ['skirmishOddsText: seed', notWhole(0, 2 ** 32 - 1), (v) => sk.skirmishOddsText(odds, v)],
  ['skirmishOddsJson: seed', notWhole(0, 2 ** 32 - 1), (v) => sk.skirmishOddsJson(odds, v)],
];

describe('fray/skirmish refuses arguments outside its contracts', () => {
  for (const [name, arb, call] of CASES)
    it(name, () =>
      fc.assert(
        fc.property(arb, (v) => refuses(() => call(v as never))),
        RUNS,
      ),
    );

  it('parseSkirmish answers a failed Result for any document it cannot use, never a throw', () => {
    fc.assert(
      fc.property(fc.anything(), (v) => {
        const r = sk.parseSkirmish(v);
        if (!r.ok) expect(r.problem.message).toMatch(/^[^\n]+$/);
      }),
      RUNS,
    );
  });
});
