import { describe, expect, it } from 'vitest';
import { fray, expectBadInput } from '../helpers/cli.js';

describe('fray timeline', () => {
  it('prints the design document’s five lines for rates 10 … 1', () => {
    const r = fray(['timeline', '--rates', '10,9,8,7,6,5,4,3,2,1']);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('55 slots per round');
    expect(r.stdout).toContain('second 1: 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 10, 9, 8, 7, 6\n');
    expect(r.stdout).toContain('second 2: 10, 5, 9, 8, 4, 7, 10, 9, 6, 3, 8\n');
    expect(r.stdout).toContain('second 3: 10, 5, 7, 9, 10, 8, 6, 4, 2, 9, 7\n');
    expect(r.stdout).toContain('second 4: 10, 5, 8, 9, 6, 3, 10, 7, 8, 4, 9\n');
    expect(r.stdout).toContain('second 5: 10, 5, 6, 7, 8, 9, 10\n');
  });
  it('--json lists the slots in order', () => {
    const doc = JSON.parse(fray(['timeline', '--rates', '10,9,8,7,6,5,4,3,2,1', '--json']).stdout);
    expect(doc.slotsPerRound).toBe(55);
    expect(doc.slots).toHaveLength(55);
    expect(doc.slots[15]).toEqual({ rate: 10, combatant: 'c1', k: 2, time: '1/5', second: 1, index: 15 });
    expect(doc.slots.slice(0, 3).map((s: { rate: number }) => s.rate)).toEqual([10, 9, 8]);
  });
  it('previews turns across rounds', () => {
    const doc = JSON.parse(fray(['timeline', '--rates', '2,1', '--turns', '4', '--json']).stdout);
    expect(doc.turns).toEqual([
      { round: 0, slot: 0, combatant: 'c1', rate: 2 },
      { round: 0, slot: 1, combatant: 'c2', rate: 1 },
      { round: 0, slot: 2, combatant: 'c1', rate: 2 },
      { round: 1, slot: 0, combatant: 'c1', rate: 2 },
    ]);
  });
  it.each([
    [['--rates', '3,0'], /--rates/],
    [['--rates', '2.5'], /--rates/],
    [['--rates', 'a'], /--rates/],
    [[], /--rates/],
    [['--rates', '1000000,1000000'], /more than/],
  ])('rejects %j with one line and exit 2', (args, re) => {
    expectBadInput(fray(['timeline', ...args]), re);
  });
});
