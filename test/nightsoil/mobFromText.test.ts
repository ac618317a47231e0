import { describe, expect, it } from 'vitest';
import { formatProblem } from '../../src/core/result.js';
import { mobFromText } from '../../src/nightsoil/mobFromText.js';

describe('mobFromText', () => {
  it('reads a mob, and names the line and column of bad JSON or the field of a bad value', () => {
    const good = mobFromText('{"name":"rat","maxLife":3,"maxStrength":5,"maxAim":2,"maxArmour":1}');
    expect(good.ok && good.value.name).toBe('rat');
    const bad = mobFromText('{\n  "name": "rat",\n  "maxLife": 3,,\n}', 'a.json');
    expect(!bad.ok && formatProblem(bad.problem)).toMatch(/^a\.json:3:16: malformed JSON: expected a property name/);
    const field = mobFromText('{"name":"x","maxLife":-1,"maxStrength":5,"maxAim":2,"maxArmour":1}', 'b.json');
    expect(!field.ok && formatProblem(field.problem)).toBe('b.json: maxLife: must be a number > 0, got -1');
  });
});
