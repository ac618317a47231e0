import { describe, expect, it } from 'vitest';
import { matchup } from '../../../src/mfd/odds/matchup.js';
import { exampleDuel, teamsOf } from './teams.js';

describe('matchup', () => {
  it("uses the round's exhaustion and bonus dice", () => {
    const teams = exampleDuel();
    // Kaito: 6 base dice, raw ToHit 1.1 → 7 dice at 99%; Orochi: raw ToDefend 0.7 in round 1, 0.5 in round 3.
    const r1 = matchup(teams, 0, 0, 0, 1);
    expect(r1.attacker.stats.offenseDice).toBe(7);
    expect(r1.attacker.stats.toHit).toBe(990_000);
    expect(r1.defender.stats.toDefend).toBe(700_000);
    expect(matchup(teams, 0, 0, 0, 3).defender.stats.toDefend).toBe(500_000);
    expect(r1.pmf.length).toBe(8);
    expect(r1.pmf.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 14);
    expect(matchup(teams, 0, 0, 0, 3).mean).toBeGreaterThan(r1.mean);
  });

  it('the drop chance is P(damage >= defender HP)', () => {
    const teams = teamsOf('A,2000,,,0.2,-0.3,,,', 'B,1000,,-1,0.2,-0.3,,,');
    const m = matchup(teams, 0, 0, 0, 1);
    expect(m.pmf).toEqual([0.25, 0.5, 0.25]);
    expect(m.dropChance).toBe(0.75);
    const back = matchup(teams, 1, 0, 0, 1);
    expect(back.defender.hp).toBe(2);
    expect(back.dropChance).toBe(0);
  });
});
