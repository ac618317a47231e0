import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_RULES, parseRules, pointsForTurn, type SummonerRules } from '../../../src/summoner/rules/rules.js';
import { BOARDS } from '../arbitraries.js';
import { problemOf, rulesWith, unwrap } from '../helpers.js';

describe("the default rules are the rulebook's values", () => {
  it('board 17 x 9, the six start cells of the table, 1 to 6 demons, 12 setup points, 2 per demon', () => {
    expect(DEFAULT_RULES.width).toBe(17);
    expect(DEFAULT_RULES.height).toBe(9);
    expect(DEFAULT_RULES.startCells).toEqual([
      [4, 2],
      [4, 4],
      [4, 6],
      [1, 6],
      [1, 4],
      [1, 2],
    ]);
    expect(DEFAULT_RULES.maxDemons).toBe(6);
    expect(DEFAULT_RULES.setupPoints).toBe(12);
    expect(DEFAULT_RULES.summonCost).toBe(2);
  });

  it('HP 2 + Life, 6 + ⌊turn / 50⌋ points, clone base cost 2, explode above 40%, 1000 turns, friendly fire on', () => {
    expect(DEFAULT_RULES.baseHp).toBe(2);
    expect(DEFAULT_RULES.pointsPerTurn).toBe(6);
    expect(DEFAULT_RULES.pointsGrowthEvery).toBe(50);
    expect(DEFAULT_RULES.cloneBaseCost).toBe(2);
    expect(DEFAULT_RULES.explodeMinHpPercent).toBe(40);
    expect(DEFAULT_RULES.maxTurns).toBe(1000);
    expect(DEFAULT_RULES.friendlyFire).toBe(true);
  });

  it("has exactly the keys of the rulebook's option table", () => {
    expect(Object.keys(DEFAULT_RULES).sort()).toEqual([
      'baseHp',
      'cloneBaseCost',
      'explodeMinHpPercent',
      'friendlyFire',
      'height',
      'maxDemons',
      'maxTurns',
      'pointsGrowthEvery',
      'pointsPerTurn',
      'setupPoints',
      'startCells',
      'summonCost',
      'width',
    ]);
  });
});

describe('points per turn: pointsPerTurn + ⌊turn / pointsGrowthEvery⌋', () => {
  it('gives 6 on turn 1, 6 on turn 49, 7 on turn 50, 8 on turn 100 and 26 on turn 1000', () => {
    expect(pointsForTurn(DEFAULT_RULES, 1)).toBe(6);
    expect(pointsForTurn(DEFAULT_RULES, 49)).toBe(6);
    expect(pointsForTurn(DEFAULT_RULES, 50)).toBe(7);
    expect(pointsForTurn(DEFAULT_RULES, 100)).toBe(8);
    expect(pointsForTurn(DEFAULT_RULES, 1000)).toBe(26);
  });

  it('follows the options', () => {
    expect(pointsForTurn(rulesWith({ pointsPerTurn: 3, pointsGrowthEvery: 10 }), 25)).toBe(5);
  });
});

describe('parseRules', () => {
  it('takes any subset of the keys, the rest from the defaults', () => {
    const r = unwrap(parseRules({ maxTurns: 200, friendlyFire: false }));
    expect(r).toEqual({ ...rulesWith(), maxTurns: 200, friendlyFire: false });
    expect(unwrap(parseRules({}))).toEqual(rulesWith());
  });

  it('accepts every default value given explicitly', () => {
    fc.assert(
      fc.property(fc.subarray(Object.keys(DEFAULT_RULES) as (keyof SummonerRules)[]), (keys) => {
        const given = Object.fromEntries(keys.map((k) => [k, DEFAULT_RULES[k]]));
        expect(unwrap(parseRules(given))).toEqual(rulesWith());
      }),
    );
  });

  it('does not share start cells with the base rules', () => {
    const r = unwrap(parseRules({}));
    (r.startCells[0] as [number, number])[0] = 0;
    expect(DEFAULT_RULES.startCells[0]).toEqual([4, 2]);
  });

  it('accepts new start cells', () => {
    const r = unwrap(
      parseRules({
        maxDemons: 2,
        startCells: [
          [0, 0],
          [2, 8],
        ],
      }),
    );
    expect(r.startCells).toEqual([
      [0, 0],
      [2, 8],
    ]);
  });

  it('refuses something that is not an object', () => {
    for (const v of [null, [], 3, 'x', true]) expect(problemOf(parseRules(v))).toMatch(/JSON object/);
  });

  it('refuses an unknown key, suggesting the close one', () => {
    const msg = problemOf(parseRules({ maxTurn: 10 }));
    expect(msg).toContain("unknown rule 'maxTurn'");
    expect(msg).toContain("did you mean 'maxTurns'?");
    expect(problemOf(parseRules({ friendly_fire: false }))).toContain("did you mean 'friendlyFire'?");
  });

  it('refuses an unknown key with nothing close, listing the known keys', () => {
    const msg = problemOf(parseRules({ colour: 'red' }));
    expect(msg).toContain("unknown rule 'colour'");
    expect(msg).not.toContain('did you mean');
    expect(msg).toContain('maxTurns');
  });

  it('refuses inherited or prototype-like keys as unknown', () => {
    expect(problemOf(parseRules(JSON.parse('{"__proto__": {"maxTurns": 5}}')))).toContain("unknown rule '__proto__'");
    expect(problemOf(parseRules({ toString: 1 }))).toContain("unknown rule 'toString'");
  });

  const impossible: [string, Record<string, unknown>][] = [
    ['width', { width: 1 }],
    ['width', { width: 65 }],
    ['width', { width: 17.5 }],
    ['width', { width: '17' }],
    ['height', { height: 0 }],
    ['maxDemons', { maxDemons: 0 }],
    ['setupPoints', { setupPoints: -1 }],
    ['summonCost', { summonCost: -2 }],
    ['baseHp', { baseHp: 0 }],
    ['pointsPerTurn', { pointsPerTurn: -6 }],
    ['pointsGrowthEvery', { pointsGrowthEvery: 0 }],
    ['cloneBaseCost', { cloneBaseCost: null }],
    ['explodeMinHpPercent', { explodeMinHpPercent: 101 }],
    ['explodeMinHpPercent', { explodeMinHpPercent: -1 }],
    ['maxTurns', { maxTurns: 0 }],
    ['maxTurns', { maxTurns: Number.NaN }],
    ['maxTurns', { maxTurns: Infinity }],
    ['friendlyFire', { friendlyFire: 'yes' }],
    ['friendlyFire', { friendlyFire: 1 }],
    ['startCells', { startCells: 'left' }],
    ['startCells', { startCells: [[1, 2, 3]] }],
    ['startCells', { startCells: [[1.5, 2]] }],
    ['startCells', { startCells: [{ x: 1, y: 2 }] }],
  ];
  it.each(impossible)('refuses an impossible value of %s with one line naming the key (%o)', (key, value) => {
    const msg = problemOf(parseRules(value));
    expect(msg).toContain(`'${key}'`);
    expect(msg).not.toContain('\n');
  });

  it('refuses start cells off the board', () => {
    expect(problemOf(parseRules({ maxDemons: 1, startCells: [[17, 0]] }))).toMatch(
      /'startCells'.*off the 17 x 9 board/,
    );
    expect(problemOf(parseRules({ maxDemons: 1, startCells: [[0, 9]] }))).toMatch(/'startCells'.*off/);
    expect(problemOf(parseRules({ maxDemons: 1, startCells: [[-1, 0]] }))).toMatch(/'startCells'.*off/);
    expect(problemOf(parseRules({ width: 4 }))).toMatch(/'startCells'/);
  });

  it('refuses a start cell on the middle column, which is its own mirror', () => {
    expect(problemOf(parseRules({ maxDemons: 1, startCells: [[8, 4]] }))).toMatch(/'startCells'.*shares a cell/);
    // On an even width no column is its own mirror.
    expect(unwrap(parseRules({ width: 16, maxDemons: 1, startCells: [[8, 4]] })).startCells).toEqual([[8, 4]]);
  });

  it("refuses start cells that collide with each other or with the right player's mirrored cells", () => {
    expect(
      problemOf(
        parseRules({
          maxDemons: 2,
          startCells: [
            [1, 1],
            [1, 1],
          ],
        }),
      ),
    ).toMatch(/'startCells'.*slot 2/);
    expect(
      problemOf(
        parseRules({
          maxDemons: 2,
          startCells: [
            [1, 1],
            [15, 1],
          ],
        }),
      ),
    ).toMatch(/'startCells'.*slot 2/);
  });

  it('refuses fewer start cells than maxDemons', () => {
    expect(problemOf(parseRules({ maxDemons: 7 }))).toMatch(/'startCells'.*'maxDemons'/);
    expect(problemOf(parseRules({ startCells: [[0, 0]] }))).toMatch(/'startCells'.*'maxDemons'/);
  });

  it('names the file, when given one, in the problem', () => {
    const r = parseRules({ nope: 1 }, 'r.json');
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.problem.file).toBe('r.json');
  });

  it('accepts the boards the property tests play on', () => {
    for (const b of BOARDS) expect(unwrap(parseRules(b))).toMatchObject(b);
  });

  it('never throws on any JSON value', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (v) => {
        const r = parseRules(v);
        expect(typeof r.ok).toBe('boolean');
      }),
    );
    fc.assert(
      fc.property(
        fc.dictionary(fc.constantFrom(...Object.keys(DEFAULT_RULES)), fc.jsonValue(), { maxKeys: 4 }),
        (v) => {
          const r = parseRules(v);
          if (!r.ok) expect(r.problem.message).not.toContain('\n');
        },
      ),
    );
  });
});
