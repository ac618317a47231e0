import { describe, expect, it } from 'vitest';
import { parseMob } from '../../src/nightsoil/parseMob.js';
import { parseParamText, readParams } from '../../src/nightsoil/parseParams.js';
import { DEFAULT_PARAMS } from '../../src/nightsoil/params.js';

const minimal = { name: 'm', maxLife: 10, maxStrength: 5, maxAim: 3, maxArmour: 2 };

describe('parseMob', () => {
  it('fills defaults: current energy at max, no gear, rates 2, flee at 20%', () => {
    const r = parseMob(minimal, 'm.json');
    expect(r.ok && r.value).toMatchObject({ life: 10, strength: 5, iq: 0, maxIq: 0, equipment: [], scrolls: [], swingRate: 2, moveRate: 2, temper: { fleeBelow: 0.2, eatBelow: 0.5 } });
  });

  it('names the file and field path of the first problem', () => {
    const bad = parseMob({ ...minimal, equipment: [{ name: 'w', aim: 1 }, { name: 'x', defence: 0 }] }, 'm.json');
    expect(bad.ok ? '' : bad.problem).toEqual({ file: 'm.json', message: 'equipment[1].defence: must be a number > 0, got 0' });
    const dup = parseMob({ ...minimal, maxIq: 9, scrolls: [{ name: 's', iq: 1 }, { name: 's', iq: 2 }] });
    expect(dup.ok ? '' : dup.problem.message).toBe("scrolls[1].name: duplicate scroll name 's'");
    const str = parseMob({ ...minimal, maxLife: '10' });
    expect(str.ok ? '' : str.problem.message).toBe('maxLife: must be a number > 0, got "10"');
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
    for (const [text, msg] of [['A=5,A=6', /A given twice/], ['D=-1', /D must be a number ≥ 0/], ['B', /NAME=VALUE/], ['E=x', /E must be a number/]] as const) {
      const bad = parseParamText(text);
      expect(bad.ok ? '' : bad.problem.message).toMatch(msg);
    }
  });
});
