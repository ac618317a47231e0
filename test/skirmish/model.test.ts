/* eslint-disable @typescript-eslint/no-explicit-any -- mutating loose JSON in table-driven tests */
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseSkirmish } from '../../src/skirmish/model.js';
import { ROOT } from '../helpers/cli.js';

const example = (): Record<string, unknown> =>
  JSON.parse(readFileSync(join(ROOT, 'examples/skirmish/duel.json'), 'utf8'));

describe('parseSkirmish', () => {
  it('reads the example with exact hit points in micros', () => {
    const r = parseSkirmish(example());
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.player).toBe(0);
    expect(r.value.sides[0].fighters[0]).toMatchObject({ name: 'Knight', rate: 3, hpMicros: 50_000_000, hit: 65 });
    expect(r.value.sides[1].luck).toBe(false);
  });
  it.each([
    [
      (d: any) => {
        d.sides.pop();
      },
      'sides: must be a list of exactly two sides',
    ],
    [
      (d: any) => {
        d.sides[1].combatants[0].hp = 0;
      },
      'sides[1].combatants[0].hp: must be a number > 0, got 0',
    ],
    [
      (d: any) => {
        d.sides[1].combatants[0].hp = '5';
      },
      'sides[1].combatants[0].hp: must be a number > 0, got "5"',
    ],
    [
      (d: any) => {
        d.sides[0].combatants[1].rate = 1.5;
      },
      'sides[0].combatants[1].rate: must be a whole number ≥ 1 and ≤ 1000000, got 1.5',
    ],
    [
      (d: any) => {
        d.sides[0].combatants[0].hit = 120;
      },
      'sides[0].combatants[0].hit: must be a number ≥ 0 and ≤ 100, got 120',
    ],
    [
      (d: any) => {
        d.sides[0].combatants[0].damage = -1;
      },
      'sides[0].combatants[0].damage: must be a number ≥ 0, got -1',
    ],
    [
      (d: any) => {
        d.sides[0].combatants[0].speed = 3;
      },
      'sides[0].combatants[0].speed: unknown field; allowed: name, rate, hp, damage, defence, hit',
    ],
    [
      (d: any) => {
        d.sides[1].player = true;
      },
      "sides[1].player: only one side can be the player's party",
    ],
    [
      (d: any) => {
        d.sides[1].team = 'Party';
      },
      'sides[1].team: the two sides need different team names',
    ],
    [
      (d: any) => {
        d.sides[0].luck = 'yes';
      },
      'sides[0].luck: must be true or false, got "yes"',
    ],
    [
      (d: any) => {
        d.sides[0].combatants = [];
      },
      'sides[0].combatants: must be a non-empty list',
    ],
    [
      (d: any) => {
        d.maxRounds = 0;
      },
      'maxRounds: must be a whole number ≥ 1 and ≤ 1000000, got 0',
    ],
  ])('rejects bad input with the field path (%#)', (mutate, message) => {
    const d = example();
    mutate(d);
    expect(parseSkirmish(d)).toEqual({ ok: false, problem: { message } });
  });
  it('rejects a document that is not an object', () => {
    expect(parseSkirmish([])).toEqual({
      ok: false,
      problem: { message: 'the file must hold a JSON object with "sides"' },
    });
  });
});
