import { describe, expect, it } from 'vitest';
import { matchup } from '../../../src/mfd/odds/matchup.js';
import { matchupJson } from '../../../src/mfd/report/matchupJson.js';
import { renderMatchup } from '../../../src/mfd/report/matchupText.js';
import { exampleDuel } from '../odds/teams.js';

describe('matchup reports', () => {
  it('give the damage distribution as JSON data and as text, from the library', () => {
    const teams = exampleDuel();
    const m = matchup(teams, 0, 0, 0, 1);
    const j = matchupJson(teams, 0, 0, 0, m);
    expect(j.attacker).toMatchObject({ side: 'heroes', name: teams[0].fighters[0]!.name });
    expect(j.defender).toMatchObject({
      side: 'villains',
      name: teams[1].fighters[0]!.name,
      hp: teams[1].fighters[0]!.startHp,
    });
    expect(j.damage.reduce((s, d) => s + d.p, 0)).toBeCloseTo(1, 12);
    expect(typeof renderMatchup(teams, m)).toBe('string');
  });
});
