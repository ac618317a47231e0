import { describe, expect, it } from 'vitest';
import { formatDuration, parseDuration } from '../../src/core/duration.js';

describe('parseDuration', () => {
  it('reads a whole number and a unit', () => {
    expect(parseDuration('90s')).toEqual({ ok: true, value: 90_000 });
    expect(parseDuration('15m')).toEqual({ ok: true, value: 900_000 });
    expect(parseDuration(' 12h ')).toEqual({ ok: true, value: 43_200_000 });
    expect(parseDuration('7d')).toEqual({ ok: true, value: 604_800_000 });
    expect(parseDuration('250ms')).toEqual({ ok: true, value: 250 });
  });

  it('refuses anything else, saying what it expected', () => {
    for (const bad of ['', '7', 'd', '1.5h', '-1s', '3 weeks', '7D'])
      expect(parseDuration(bad)).toEqual({
        ok: false,
        problem: { message: `expected a duration such as 90s, 15m, 12h or 7d, got '${bad}'` },
      });
  });
});

describe('formatDuration', () => {
  it('uses the largest unit that keeps two figures of precision', () => {
    expect(formatDuration(0)).toBe('0 s');
    expect(formatDuration(119_400)).toBe('119 s');
    expect(formatDuration(120_000)).toBe('2 min');
    expect(formatDuration(7_199_000)).toBe('119 min');
    expect(formatDuration(7_200_000)).toBe('2 h');
    expect(formatDuration(2 * 86_400_000)).toBe('2 d');
    expect(formatDuration(-5)).toBe('0 s');
  });
});
