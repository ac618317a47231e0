import { describe, expect, it } from 'vitest';
import { luckTraceText, traceLuck } from '../../../src/core/luck/traceLuck.js';
import { stepLuck } from '../../../src/core/luck/luckStep.js';

describe('traceLuck', () => {
  it('threads the meter through the rolls, each step starting where the last ended', () => {
    const steps = traceLuck(50, 0, [90, 90, 10, 60]);
    let luck = 0;
    for (const [i, s] of steps.entries()) {
      expect(s.luckBefore).toBe(luck);
      expect(s.luckAfter).toBe(stepLuck(luck, 50, [90, 90, 10, 60][i] as number).luckAfter);
      luck = s.luckAfter;
    }
  });

  it('marks a roll unused when chance plus luck leaves nothing to roll for', () => {
    const [first] = traceLuck(10, -45, [5]);
    expect(first?.roll).toBeNull();
    expect(first?.success).toBe(false);
  });

  it('shows the threshold each roll was compared with, and the rounding of a fractional chance', () => {
    const text = luckTraceText(12.5, traceLuck(12.5, 0, [50]));
    expect(text).toContain('12.5% chance (rolled as 13%)');
    expect(text).toMatch(/needs <=/);
  });
});
