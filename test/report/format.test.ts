import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { fmt, niceTicks, slug, tickLabel } from '../../src/report/format.js';
import { escapeHtml } from '../../src/report/escapeHtml.js';

describe('fmt', () => {
  it('keeps at most two decimals and no trailing zeros', () => {
    expect(fmt(12.5)).toBe('12.5');
    expect(fmt(3)).toBe('3');
    expect(fmt(1 / 3)).toBe('0.33');
    expect(fmt(-0.001)).toBe('0');
  });
});

describe('niceTicks', () => {
  it('covers the range with round steps', () => {
    expect(niceTicks(0, 70)).toEqual([0, 20, 40, 60, 80]);
    expect(niceTicks(0, 1)).toEqual([0, 0.2, 0.4, 0.6, 0.8, 1]);
    expect(niceTicks(0.1, 0.3)).toEqual([0.1, 0.15, 0.2, 0.25, 0.3]);
  });
  it('pads a single value', () => {
    const t = niceTicks(5, 5);
    expect(t[0]).toBeLessThan(5);
    expect(t[t.length - 1]).toBeGreaterThan(5);
  });
  it('covers a range that ends a hair above a tick (found by fast-check)', () => {
    const t = niceTicks(-6.0060060045484045, 1.4576024831569612e-9);
    expect(t[0]).toBeLessThanOrEqual(-6.0060060045484045);
    expect(t[t.length - 1]! - 1.4576024831569612e-9).toBeGreaterThan(-1e-8);
  });
  it('always covers [lo, hi] with a few evenly spaced ticks', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -1e6, max: 1e6, noNaN: true }),
        fc.double({ min: -1e6, max: 1e6, noNaN: true }),
        (a, b) => {
          const lo = Math.min(a, b);
          const hi = Math.max(a, b);
          const t = niceTicks(lo, hi);
          // Ticks may fall short of the data by a billionth of a step (floating-point noise), never visibly.
          const slack = 1e-9 * Math.max(1, Math.abs(lo), Math.abs(hi), t[1]! - t[0]!);
          expect(t[0]).toBeLessThanOrEqual(lo + slack);
          expect(t[t.length - 1]).toBeGreaterThanOrEqual(hi - slack);
          expect(t.length).toBeGreaterThanOrEqual(2);
          expect(t.length).toBeLessThanOrEqual(14);
        },
      ),
    );
  });
});

describe('labels', () => {
  it('formats ticks and escapes markup', () => {
    expect(tickLabel(0.25)).toBe('0.25');
    expect(tickLabel(40)).toBe('40');
    expect(escapeHtml('<a href="x">&\'</a>')).toBe('&lt;a href=&quot;x&quot;&gt;&amp;&#39;&lt;/a&gt;');
    expect(slug('Damage taken, inc 20!')).toBe('damage-taken-inc-20');
    expect(slug('***')).toBe('chart');
  });
});
