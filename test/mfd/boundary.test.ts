// fray/mfd's public functions refuse what their contracts exclude, at once and cleanly (issue 38): a RangeError or
// TypeError for a programmer's mistake, a failed Result from a parser of outside data.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createRng } from '../../src/core/rng.js';
import * as mfd from '../../src/mfd/index.js';
import { notNumber, notOptions, notWhole, refuses, RUNS } from '../helpers/refuses.js';

const teams = [
  mfd.makeTeam('heroes', [mfd.makeFighter({ name: 'A', xp: 4000 })]),
  mfd.makeTeam('villains', [mfd.makeFighter({ name: 'B', xp: 4000 }), mfd.makeFighter({ name: 'C', xp: 2000 })]),
] as const;
const rng = () => createRng(1);
const result = mfd.runBattle(teams, rng());
const notTeams = fc.oneof(notNumber(), fc.constant([teams[0]]), fc.constant([1, 2]));
const notSide = fc.oneof(notNumber(), fc.constant('monsters'), fc.constant('Heroes'));

const CASES: [string, fc.Arbitrary<unknown>, (v: never) => unknown][] = [
  ['makeFighter: spec', notOptions(), (v) => mfd.makeFighter(v)],
  ['makeFighter: bonusHp', notWhole(-Number.MAX_SAFE_INTEGER), (v) => mfd.makeFighter({ name: 'x', bonusHp: v })],
  ['makeFighter: aoe', notWhole(0, 1_000_000), (v) => mfd.makeFighter({ name: 'x', aoe: v })],
  ['makeTeam: side', notSide, (v) => mfd.makeTeam(v, [])],
  [
    'makeTeam: a teammate index',
    notWhole(-1, 0),
    (v) => mfd.makeTeam('heroes', [mfd.makeFighter({ name: 'x', bodyguardFor: v })]),
  ],
  ['initialState: teams', notTeams, (v) => mfd.initialState(v)],
  [
    'battleEnding: state',
    fc.oneof(notNumber(), fc.constant({ round: 0 }), fc.constant({ hp: [[1]] }), fc.constant({ hp: [1, 2] })),
    (v) => mfd.battleEnding(v),
  ],
  ['runBattle: teams', notTeams, (v) => mfd.runBattle(v, rng())],
  ['runBattle: options', notOptions(), (v) => mfd.runBattle(teams, rng(), v)],
  ['runBattle: maxRounds', notWhole(0), (v) => mfd.runBattle(teams, rng(), { maxRounds: v })],
  ['battleRounds: maxRounds', notWhole(0), (v) => mfd.battleRounds(teams, rng(), { maxRounds: v }).next()],
  [
    'fightRound: record',
    notNumber().filter((v) => typeof v !== 'boolean'),
    (v) => mfd.fightRound(teams, mfd.initialState(teams), rng(), { record: v }),
  ],
  [
    'exactDuel: maxRounds',
    notWhole(0),
    (v) => mfd.exactDuel([teams[0], mfd.makeTeam('villains', [mfd.makeFighter({ name: 'B' })])], v),
  ],
  ['matchup: side', notWhole(0, 1), (v) => mfd.matchup(teams, v, 0, 0, 1)],
  ['matchup: defender', notWhole(0, 1), (v) => mfd.matchup(teams, 0, 0, v, 1)],
  ['matchup: round', notWhole(1), (v) => mfd.matchup(teams, 0, 0, 0, v)],
  ['battleOdds: seed', notWhole(0, 2 ** 32 - 1), (v) => mfd.battleOdds(teams, v, { runs: 10 })],
  ['battleOdds: runs', notWhole(1, mfd.MAX_ODDS_RUNS), (v) => mfd.battleOdds(teams, 1, { runs: v })],
  ['battleOdds: maxRounds', notWhole(0), (v) => mfd.battleOdds(teams, 1, { runs: 10, maxRounds: v })],
  ['battleOdds: options', notOptions(), (v) => mfd.battleOdds(teams, 1, v)],
  ['mfdReplayOf: seed', notWhole(0, 2 ** 32 - 1), (v) => mfd.mfdReplayOf(teams, v, result)],
  ['battleLog: seed', notWhole(0, 2 ** 32 - 1), (v) => mfd.battleLog(teams, v, mfd.initialState(teams), result)],
  ['battleJson: seed', notWhole(0, 2 ** 32 - 1), (v) => mfd.battleJson(teams, v, mfd.initialState(teams), result)],
  ['formatTeam: round', notWhole(0), (v) => mfd.formatTeam(teams[0], [2], v)],
  ['parseTeam: side', notSide, (v) => mfd.parseTeam('Name\nA\n', 'h.csv', v)],
  [
    'renderOddsHtml: title',
    notNumber().filter((v) => typeof v !== 'string'),
    (v) => mfd.renderOddsHtml(mfd.battleOdds(teams, 1, { runs: 10 }), v),
  ],
];

describe('fray/mfd refuses arguments outside its contracts', () => {
  for (const [name, arb, call] of CASES)
    it(name, () =>
      fc.assert(
        fc.property(arb, (v) => refuses(() => call(v as never))),
        RUNS,
      ),
    );

  it('battleOdds refuses 0, -5 and 2.5 runs with the documented message', () => {
    for (const runs of [0, -5, 2.5])
      expect(() => mfd.battleOdds(teams, 1, { runs })).toThrow(
        new RangeError(`battleOdds: options.runs must be a whole number from 1 to 100000000, got ${runs}`),
      );
  });

  it('parsers of outside data answer a failed Result, never a throw', () => {
    fc.assert(
      fc.property(fc.anything(), fc.string(), (v, text) => {
        const r = mfd.parseMfdReplay(v);
        if (!r.ok) expect(r.problem.message).toMatch(/^[^\n]+$/);
        const t = mfd.parseTeam(text, 'h.csv', 'heroes');
        if (!t.ok) expect(t.problem.message).toMatch(/^[^\n]+$/);
        const both = mfd.parseTeams({ file: 'h', text }, { file: 'v', text });
        if (!both.ok) expect(both.problem.message).toMatch(/^[^\n]+$/);
      }),
      RUNS,
    );
  });
});
