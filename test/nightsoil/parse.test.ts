import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseMob } from '../../src/nightsoil/parseMob.js';
import { parseParamText, readParams } from '../../src/nightsoil/parseParams.js';
import { DEFAULT_PARAMS } from '../../src/nightsoil/params.js';
import { ROOT } from '../helpers/cli.js';

const minimal = { name: 'm', maxLife: 10, maxStrength: 5, maxAim: 3, maxArmour: 2 };
const problem = (v: unknown): string => {
  const r = parseMob(v);
  return r.ok ? '' : r.problem.message;
};

describe('parseMob', () => {
  it('fills defaults: current energy at max, no gear, rates 2, flee at 20%', () => {
    const r = parseMob(minimal, 'm.json');
    expect(r.ok && r.value).toMatchObject({
      life: 10,
      strength: 5,
      iq: 0,
      maxIq: 0,
      equipment: {},
      scrolls: [],
      swingRate: 2,
      moveRate: 2,
      temper: { fleeBelow: 0.2, eatBelow: 0.5 },
    });
  });

  it('names the file and field path of the first problem', () => {
    const bad = parseMob(
      {
        ...minimal,
        equipment: [
          { name: 'w', aim: 1 },
          { name: 'x', defence: 0 },
        ],
      },
      'm.json',
    );
    expect(bad.ok ? '' : bad.problem).toEqual({
      file: 'm.json',
      message: 'equipment[1].defence: must be a number > 0, got 0',
    });
    expect(
      problem({
        ...minimal,
        maxIq: 9,
        scrolls: [
          { name: 's', iq: 1 },
          { name: 's', iq: 2 },
        ],
      }),
    ).toBe('scrolls[1].name: duplicate scroll name \'s\' (carry several with "count")');
    expect(problem({ ...minimal, maxLife: '10' })).toBe('maxLife: must be a number > 0, got "10"');
  });

  it('loads a file written before slots: a striking item goes to the weapon slot, the rest to body', () => {
    const old = {
      ...minimal,
      equipment: [
        { name: 'axe', aim: 14, offence: 2 },
        { name: 'hide', armour: 10, defence: 1.2 },
      ],
    };
    const r = parseMob(old);
    expect(r.ok && r.value.equipment).toEqual({
      weapon: { name: 'axe', slot: 'weapon', aim: 14, armour: 0, offence: 2, defence: 1, range: 1, twoHanded: false },
      body: { name: 'hide', slot: 'body', aim: 0, armour: 10, offence: 1, defence: 1.2, range: 1, twoHanded: false },
    });
  });

  it('refuses a second item for a taken slot, naming the field and how to fix it', () => {
    expect(
      problem({
        ...minimal,
        equipment: [
          { name: 'axe', aim: 1 },
          { name: 'sling', aim: 2 },
        ],
      }),
    ).toBe(
      "equipment[1]: the weapon slot already holds 'axe' (one item per slot); 'sling' has no slot, so it went to weapon: give it a \"slot\" (one of weapon, shield, body, cloak, head, hands, feet)",
    );
    expect(
      problem({
        ...minimal,
        equipment: [
          { name: 'mail', slot: 'body' },
          { name: 'robe', slot: 'body' },
        ],
      }),
    ).toBe("equipment[1].slot: the body slot already holds 'mail' (one item per slot)");
    expect(
      problem({
        ...minimal,
        equipment: [
          { name: 'bow', slot: 'weapon', twoHanded: true },
          { name: 'shield', slot: 'shield' },
        ],
      }),
    ).toBe("equipment[1].slot: 'shield' needs the shield hand, but 'bow' is two-handed");
  });

  it('checks the new item fields by name', () => {
    expect(problem({ ...minimal, equipment: [{ name: 'gloves', slot: 'hand' }] })).toBe(
      'equipment[0].slot: must be one of weapon, shield, body, cloak, head, hands, feet, got "hand" (did you mean \'hands\'?)',
    );
    expect(problem({ ...minimal, equipment: [{ name: 'cloak', slot: 'cloak', range: 3 }] })).toBe(
      "equipment[0].range: only a weapon has a range; 'cloak' goes in the cloak slot",
    );
    expect(problem({ ...minimal, equipment: [{ name: 'bow', range: 1.5 }] })).toBe(
      'equipment[0].range: must be a whole number ≥ 1 and ≤ 50, got 1.5',
    );
    expect(problem({ ...minimal, equipment: [{ name: 'bow', twoHanded: 'yes' }] })).toBe(
      'equipment[0].twoHanded: must be true or false, got "yes"',
    );
    expect(problem({ ...minimal, equipment: [{ name: 'bow', reach: 4 }] })).toMatch(
      /^equipment\[0\]\.reach: unknown field; allowed: name, slot, aim/,
    );
  });

  it('reads scroll stacks, effects, durations, preparation and range, with defaults', () => {
    const r = parseMob({
      ...minimal,
      maxIq: 20,
      scrolls: [
        { name: 'bolt', iq: 4 },
        { name: 'venom', iq: 6, effect: 'poison', range: 3, count: 2 },
        { name: 'ward', iq: 5, effect: 'ward', rounds: 2, prepare: 1 },
      ],
    });
    expect(r.ok && r.value.scrolls).toEqual([
      { name: 'bolt', iq: 4, effect: 'bolt', rounds: 0, prepare: 0, range: 1, count: 1 },
      { name: 'venom', iq: 6, effect: 'poison', rounds: 3, prepare: 0, range: 3, count: 2 },
      { name: 'ward', iq: 5, effect: 'ward', rounds: 2, prepare: 1, range: 0, count: 1 },
    ]);
    expect(problem({ ...minimal, scrolls: [{ name: 'b', iq: 4, rounds: 2 }] })).toBe(
      'scrolls[0].rounds: a bolt acts at once; only a poison, ward or haste lasts for rounds',
    );
    expect(problem({ ...minimal, scrolls: [{ name: 'w', iq: 4, effect: 'ward', range: 2 }] })).toBe(
      'scrolls[0].range: a ward is read on oneself and has no range',
    );
    expect(problem({ ...minimal, scrolls: [{ name: 'w', iq: 4, effect: 'shield' }] })).toBe(
      'scrolls[0].effect: must be one of bolt, poison, ward, haste, got "shield"',
    );
    expect(problem({ ...minimal, scrolls: [{ name: 'w', iq: 4, count: 0 }] })).toBe(
      'scrolls[0].count: must be a whole number ≥ 1 and ≤ 1000, got 0',
    );
    expect(problem({ ...minimal, scrolls: [{ name: 'w', iq: 4, prepare: 0.5 }] })).toBe(
      'scrolls[0].prepare: must be a whole number ≥ 0 and ≤ 1000, got 0.5',
    );
  });

  it('loads every example mob', () => {
    for (const f of ['orc', 'elf', 'rat', 'wizard', 'goblin']) {
      const r = parseMob(JSON.parse(readFileSync(join(ROOT, 'examples/nightsoil', `${f}.json`), 'utf8')), `${f}.json`);
      expect(r.ok ? 'ok' : r.problem.message).toBe('ok');
    }
  });
});

describe('params', () => {
  it('reads A–F over the defaults and rejects others by name', () => {
    expect(readParams({ C: 0.5 }, 'params')).toEqual({ ...DEFAULT_PARAMS, C: 0.5 });
    expect(() => readParams({ G: 1 }, 'params')).toThrow(/params\.G: unknown field/);
    expect(() => readParams({ A: 0.5 }, 'params')).toThrow(/params\.A: must be a number > 1/);
  });

  it('parses A=50,c=0.1 text and explains mistakes', () => {
    const r = parseParamText('A=50, c=0.1');
    expect(r.ok && r.value).toEqual({ ...DEFAULT_PARAMS, A: 50, C: 0.1 });
    for (const [text, msg] of [
      ['A=5,A=6', /A given twice/],
      ['D=-1', /D must be a number ≥ 0/],
      ['B', /NAME=VALUE/],
      ['E=x', /E must be a number/],
    ] as const) {
      const bad = parseParamText(text);
      expect(bad.ok ? '' : bad.problem.message).toMatch(msg);
    }
  });
});
