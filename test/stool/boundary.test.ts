// fray/stool's public functions refuse what their contracts exclude, at once and cleanly (issue 38).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createRng } from '../../src/core/rng.js';
import * as st from '../../src/stool/index.js';
import { notNumber, notOptions, notWhole, refuses, RUNS } from '../helpers/refuses.js';

const game = st.newGame(3);
const ui = st.startUi(game);

const CASES: [string, fc.Arbitrary<unknown>, (v: never) => unknown][] = [
  ['eventText: visible', notNumber(), (v) => st.eventText({ type: 'cannot', reason: 'no' }, game, v)],
  ['newGame: seed', notWhole(0, 2 ** 32 - 1), (v) => st.newGame(v)],
  ['newGame: options', notOptions(), (v) => st.newGame(1, v)],
  [
    'stepGame: rng',
    fc.integer({ min: 0, max: 2 ** 32 - 1 }).filter((s) => s !== game.seed),
    (v) => st.stepGame(game, { kind: 'wait' }, createRng(v)),
  ],
  [
    'renderScreen: size.cols',
    notWhole(1, 10_000),
    (v) => st.renderScreen(game, { cols: v, rows: 24 }, { colour: false, ui }),
  ],
  [
    'renderScreen: size.rows',
    notWhole(1, 10_000),
    (v) => st.renderScreen(game, { cols: 80, rows: v }, { colour: false, ui }),
  ],
  ['botCommand: style', fc.oneof(notNumber(), fc.constant('sneaky')), (v) => st.botCommand(game, v)],
  [
    'pressKey: key',
    notNumber().filter((v) => typeof v !== 'string'),
    (v) => st.pressKey({ state: game, commands: [], ui }, v),
  ],
  ['parseKeys: data', notNumber().filter((v) => typeof v !== 'string'), (v) => st.parseKeys(v)],
  ['replayGame: seed', notWhole(0, 2 ** 32 - 1), (v) => st.replayGame(v, [])],
  ['replayGame: commands', fc.oneof(fc.integer(), fc.string(), fc.constant(null)), (v) => st.replayGame(1, v)],
];

describe('fray/stool refuses arguments outside its contracts', () => {
  for (const [name, arb, call] of CASES)
    it(name, () =>
      fc.assert(
        fc.property(arb, (v) => refuses(() => call(v as never))),
        { numRuns: 20 },
      ),
    );

  it('parseSave answers a failed Result for anything that is not a save, never a throw', () => {
    fc.assert(
      fc.property(fc.anything(), (v) => {
        const r = st.parseSave(v);
        if (!r.ok) expect(r.problem.message).toMatch(/^[^\n]+$/);
      }),
      RUNS,
    );
  });
});
