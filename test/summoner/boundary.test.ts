// fray/summoner's public functions refuse what their contracts exclude, at once and cleanly (issue 38).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as su from '../../src/summoner/index.js';
import { notNumber, notOptions, notWhole, refuses, rejects, RUNS } from '../helpers/refuses.js';

const idle: su.Summoner = { setup: () => ({ demons: [{ capacity: 'heal' }] }), enhance: () => [], battle: () => [] };
const ports = () => [su.botPortOf(idle), su.botPortOf(idle)] as const;
/** Rules with one numeric rule made impossible (parseRules's bounds). */
const badRules = fc
  .tuple(
    fc.constantFrom('maxTurns', 'width', 'height'),
    fc.oneof(
      fc.integer({ max: 0 }),
      fc.double({ min: 0.5, max: 9.5 }).filter((x) => !Number.isInteger(x)),
      notNumber(),
    ),
  )
  .map(([k, v]) => ({ ...su.DEFAULT_RULES, [k]: v }));

const start = su.initialMatch(su.DEFAULT_RULES);
const cup = su.tournamentResult({ seed: 1, names: ['a', 'b'], loadErrors: [null, null], matches: [] });
const notFlag = fc.oneof(fc.integer(), fc.string(), fc.constant(null));
const board = (opts: unknown) => su.boardText(start, ['a', 'b'], opts as su.BoardTextOptions);

const CASES: [string, fc.Arbitrary<unknown>, (v: never) => unknown][] = [
  ['boardText: opts', fc.oneof(notOptions(), fc.constant(undefined)), (v) => board(v)],
  ['boardText: opts.colour', notFlag, (v) => board({ colour: v, title: 't' })],
  ['boardText: opts.title', fc.oneof(fc.integer(), fc.constant(null)), (v) => board({ colour: false, title: v })],
  ['boardText: opts.as', notWhole(0, 1), (v) => board({ colour: false, title: 't', as: v })],
  ['renderTournamentHtml: options', notOptions(), (v) => su.renderTournamentHtml(cup, 't', v)],
  ['renderTournamentHtml: replayHref', notNumber(), (v) => su.renderTournamentHtml(cup, 't', { replayHref: v })],
  ['renderTournamentHtml: matchRows', notFlag, (v) => su.renderTournamentHtml(cup, 't', { matchRows: v })],
  ['replayOf: options', notOptions(), (v) => su.replayOf({} as su.MatchRecord, [{ name: 'a' }, { name: 'b' }], v)],
  [
    'replayOf: options.logs',
    notFlag,
    (v) => su.replayOf({} as su.MatchRecord, [{ name: 'a' }, { name: 'b' }], { logs: v }),
  ],
  ['botPortOf: bot', fc.oneof(notNumber(), fc.constant({ setup: () => ({}) })), (v) => su.botPortOf(v)],
  ['initialMatch: rules', badRules, (v) => su.initialMatch(v)],
  ['roundRobin: n', notWhole(0), (v) => su.roundRobin(v)],
  ['matchSeed: masterSeed', notWhole(0, 2 ** 32 - 1), (v) => su.matchSeed(v, 0)],
  ['matchSeed: index', notWhole(0), (v) => su.matchSeed(1, v)],
  [
    'bradleyTerry: a score',
    fc.oneof(
      fc.double({ min: 1, max: 1e6 }).filter((x) => x > 1),
      fc.constant(-0.5),
      fc.constant(NaN),
    ),
    (v) => su.bradleyTerry([{ i: 0, j: 1, score: v }], 2),
  ],
  [
    'tournamentResult: bootstrapSamples',
    notWhole(0),
    (v) =>
      su.tournamentResult({ seed: 1, names: ['a', 'b'], loadErrors: [null, null], matches: [], bootstrapSamples: v }),
  ],
];

describe('fray/summoner refuses arguments outside its contracts', () => {
  for (const [name, arb, call] of CASES)
    it(name, () =>
      fc.assert(
        fc.property(arb, (v) => refuses(() => call(v as never))),
        RUNS,
      ),
    );

  it('runMatch rejects impossible rules, seeds, options and ports before calling any bot', async () => {
    await fc.assert(
      fc.asyncProperty(badRules, (rules) => rejects(() => su.runMatch(ports(), { rules, seed: 1 }))),
      RUNS,
    );
    await fc.assert(
      fc.asyncProperty(notWhole(0, 2 ** 32 - 1), (seed) =>
        rejects(() => su.runMatch(ports(), { rules: su.DEFAULT_RULES, seed: seed as number })),
      ),
      RUNS,
    );
    await fc.assert(
      fc.asyncProperty(notOptions(), (o) => rejects(() => su.runMatch(ports(), o as su.MatchOptions))),
      RUNS,
    );
    await fc.assert(
      fc.asyncProperty(fc.oneof(notNumber(), fc.constant([1])), (b) =>
        rejects(() => su.runMatch(b as [su.BotPort, su.BotPort], { rules: su.DEFAULT_RULES, seed: 1 })),
      ),
      RUNS,
    );
  });

  it('runMatch refuses maxTurns: -3 with the message parseRules gives (the bug of issue 38)', async () => {
    let calls = 0;
    const counting: su.Summoner = { ...idle, setup: () => (calls++, { demons: [{ capacity: 'heal' }] }) };
    await expect(
      su.runMatch([su.botPortOf(counting), su.botPortOf(counting)], {
        rules: { ...su.DEFAULT_RULES, maxTurns: -3 },
        seed: 1,
      }),
    ).rejects.toThrow(new RangeError("runMatch: rule 'maxTurns' must be a whole number from 1 to 100000, got -3"));
    expect(calls).toBe(0);
  });

  it('parsers of outside data answer a failed Result, never a throw', () => {
    fc.assert(
      fc.property(fc.anything(), (v) => {
        for (const r of [su.parseRules(v), su.parseReplay(v)]) if (!r.ok) expect(r.problem.message).toMatch(/^[^\n]+$/);
      }),
      RUNS,
    );
  });
});
