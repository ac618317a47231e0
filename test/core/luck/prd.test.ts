import { describe, expect, it } from 'vitest';
import { createRng } from '../../../src/core/rng.js';
import { prdConstant, prdRate, rollPrd } from '../../../src/core/luck/prd.js';

describe('PRD constant', () => {
  it.each([
    [0.05, 0.0038],
    [0.1, 0.01475],
    [0.25, 0.0847],
    [0.5, 0.3021],
  ])('P = %f gives C ≈ %f', (p, c) => {
    expect(prdConstant(p)).toBeCloseTo(c, 4);
  });
  it('has a long-run rate equal to P', () => {
    for (const p of [0.01, 0.17, 0.33, 0.6, 0.9]) expect(prdRate(prdConstant(p))).toBeCloseTo(p, 9);
  });
  it('handles the ends', () => {
    expect(prdConstant(0)).toBe(0);
    expect(prdConstant(1)).toBe(1);
    expect(prdRate(0)).toBe(0);
    expect(prdRate(1)).toBe(1);
    expect(() => prdConstant(1.5)).toThrow(RangeError);
  });
  it('rolls at about P in the long run and resets its counter on success', () => {
    const rng = createRng(4);
    const c = prdConstant(0.25);
    let s = { failures: 0 };
    let hits = 0;
    for (let i = 0; i < 100000; i++) {
      const o = rollPrd(s, c, rng);
      if (o.success) expect(o.state.failures).toBe(0);
      else expect(o.state.failures).toBe(s.failures + 1);
      s = o.state;
      if (o.success) hits++;
    }
    expect(hits / 100000).toBeGreaterThan(0.245);
    expect(hits / 100000).toBeLessThan(0.255);
  });
});
