import { describe, expect, it } from 'vitest';
import { choice, number, object, readFields, text } from '../../src/core/fields.js';
import { formatProblem } from '../../src/core/result.js';

/** The one-line problem a reader gives for `value`, or 'ok'. */
const problem = (read: () => unknown): string => {
  const r = readFields('f.json', read);
  return r.ok ? 'ok' : formatProblem(r.problem);
};

describe('field readers quote what the user wrote', () => {
  it('name an unknown key as it is when it is plain, quoted (cut and escaped) when it is long or odd', () => {
    expect(problem(() => object({ lif: 1 }, 'mob', ['life']))).toBe(
      "f.json: mob.lif: unknown field (did you mean 'life'?); allowed: life",
    );
    expect(problem(() => object({ 'a\u2028b': 1 }, 'mob', ['life']))).toBe(
      "f.json: mob.'a\\u2028b': unknown field; allowed: life",
    );
    expect(problem(() => object({ ['k'.repeat(10_000)]: 1 }, '', ['life']))).toBe(
      `f.json: '${'k'.repeat(80)}…' (9,920 more characters): unknown field; allowed: life`,
    );
  });

  it('show a wrong value as JSON, cut after 80 characters and with line separators escaped', () => {
    expect(problem(() => number({ n: 'x'.repeat(5000) }, 'n', '', { min: 0 }))).toBe(
      `f.json: n: must be a number ≥ 0, got "${'x'.repeat(80)}…" (4,920 more characters)`,
    );
    expect(problem(() => text({ name: ['a\u2029'] }, 'name', ''))).toBe(
      'f.json: name: must be a non-empty string, got ["a\\u2029"]',
    );
    expect(problem(() => choice({ c: 'up\nx' }, 'c', '', ['n', 's']))).toBe(
      'f.json: c: must be one of n, s, got "up\\nx"',
    );
  });
});
