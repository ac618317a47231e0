import { describe, expect, it } from 'vitest';
import { commaListText, finiteNumberText, seedText, wholeNumberText } from '../../src/core/optionText.js';

const problem = <T>(r: { ok: true; value: T } | { ok: false; problem: { message: string } }): string | T =>
  r.ok ? r.value : r.problem.message;

describe('numbers typed by a person', () => {
  it('reads seeds, whole and finite numbers, and says what was expected', () => {
    expect(problem(seedText('7'))).toBe(7);
    expect(problem(seedText('-1'))).toBe('a seed is a whole number from 0 to 4294967295');
    expect(problem(wholeNumberText(' 12 ', 1, 100))).toBe(12);
    expect(problem(wholeNumberText('1.5', 1, 100))).toBe("expected a whole number, got '1.5'");
    expect(problem(wholeNumberText('0', 1, 100))).toBe('expected a whole number from 1 to 100, got 0');
    expect(problem(wholeNumberText('9'.repeat(30), 1))).toBe(
      'expected a whole number from 1 to 9007199254740991, got a 30-digit number',
    );
    expect(problem(finiteNumberText('2.5', 0, 100))).toBe(2.5);
    expect(problem(finiteNumberText('', 0, 100))).toBe("expected a number, got ''");
    expect(problem(finiteNumberText('120', 0, 100))).toBe('expected a number from 0 to 100, got 120');
  });

  it('reads comma lists item by item, stopping at the first bad one', () => {
    expect(problem(commaListText('1, 2,3', (t) => wholeNumberText(t, 1, 9)))).toEqual([1, 2, 3]);
    expect(problem(commaListText('1,x,30', (t) => wholeNumberText(t, 1, 9)))).toBe("expected a whole number, got 'x'");
  });
});
