import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatMicros, parseMicros } from '../../src/core/decimal.js';

describe('exact decimals', () => {
  it('parses plain decimals into millionths', () => {
    expect(parseMicros('0.15')).toBe(150_000);
    expect(parseMicros('-0.1')).toBe(-100_000);
    expect(parseMicros('.5')).toBe(500_000);
    expect(parseMicros('13000')).toBe(13_000_000_000);
    expect(parseMicros('+3.')).toBe(3_000_000);
    expect(parseMicros('0.0000005')).toBe(1);
    expect(parseMicros('-0')).toBe(0);
  });

  it('rejects what is not a plain decimal', () => {
    for (const bad of ['', 'abc', '1e3', '1.2.3', '.', '-', '1,5', '0x10', ' 1'])
      expect(parseMicros(bad)).toBeUndefined();
  });

  it('adds decimals exactly where floats do not', () => {
    // 0.3 + 0.6 + 0.1 is 0.9999999999999999 in floating point.
    expect(parseMicros('0.3')! + parseMicros('0.6')! + parseMicros('0.1')!).toBe(1_000_000);
  });

  it('round-trips through formatMicros', () => {
    fc.assert(fc.property(fc.integer({ min: -1e12, max: 1e12 }), (m) => parseMicros(formatMicros(m)) === m));
  });
});
