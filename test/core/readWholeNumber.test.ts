import { describe, expect, it } from 'vitest';
import { readSeed, readWholeNumber } from '../../src/core/readWholeNumber.js';

describe('readWholeNumber', () => {
  it('reads whole numbers within the bounds, and says what it expected otherwise', () => {
    expect(readWholeNumber(' 42 ', 1, 100)).toEqual({ ok: true, value: 42 });
    expect(readWholeNumber('4.5', 1)).toEqual({
      ok: false,
      problem: { message: "expected a whole number, got '4.5'" },
    });
    expect(readWholeNumber('0', 1, 9)).toEqual({
      ok: false,
      problem: { message: 'expected a whole number from 1 to 9, got 0' },
    });
    const huge = readWholeNumber('9'.repeat(30), 0);
    expect(!huge.ok && huge.problem.message).toMatch(/got a 30-digit number$/);
  });

  it('reads seeds from 0 to 2^32 - 1', () => {
    expect(readSeed('4294967295')).toEqual({ ok: true, value: 4294967295 });
    expect(readSeed('4294967296').ok).toBe(false);
    expect(readSeed('-1')).toEqual({
      ok: false,
      problem: { message: 'a seed is a whole number from 0 to 4294967295' },
    });
  });
});
