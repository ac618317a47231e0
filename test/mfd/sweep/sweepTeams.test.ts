import { describe, expect, it } from 'vitest';
import { parseVary } from '../../../src/mfd/sweep/parseVary.js';
import { sweepCell } from '../../../src/mfd/sweep/sweepCell.js';
import { sweepGrid } from '../../../src/mfd/sweep/sweepGrid.js';
import { sweepTeams } from '../../../src/mfd/sweep/sweepTeams.js';
import { exampleBattle } from '../odds/teams.js';

const teams = exampleBattle();
const plan = (text: string) => {
  const v = parseVary(text);
  if (!v.ok) throw new Error(v.problem.message);
  const c = sweepCell(teams, v.value);
  if (!c.ok) throw new Error(c.problem.message);
  return { vars: [v.value], cells: [c.value], points: sweepGrid([v.value]) };
};

describe('sweepTeams', () => {
  it("reads each point's teams again with the varied cell set", () => {
    const { vars, cells, points } = plan('heroes:Mara:BonusHP=0..2:1');
    const r = sweepTeams(teams, vars, cells, points);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const mara = teams[0].fighters.findIndex((f) => f.name === 'Mara');
    expect(r.value.map((t) => t[0].fighters[mara]!.startHp)).toEqual([2, 3, 4]);
    // Everyone else is as read.
    expect(r.value[1]![1]).toEqual(teams[1]);
  });

  it('names the --vary point whose value the parser refuses', () => {
    const { vars, cells, points } = plan('heroes:Mara:AOE=0,2000000');
    const r = sweepTeams(teams, vars, cells, points);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.problem.message).toMatch(/^--vary: at Mara AOE = 2000000: AOE must be at most /);
  });
});
