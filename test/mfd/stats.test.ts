import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseTeam } from '../../src/mfd/teamCsv/parseTeam.js';
import { baseDice, dicePool, teamStats } from '../../src/mfd/stats.js';
import type { Team } from '../../src/mfd/model.js';

function team(csv: string): Team {
  const r = parseTeam(csv, 'test.csv', 'heroes');
  if (!r.ok) throw new Error(r.problem.message);
  return r.value.team;
}

const HEADER =
  'Name,XP,BonusXP,BonusHP,BonusToHit,BonusToDefend,AOE,BodyguardFor,LinkedTo,BuffName,BuffWho,BuffOffense,BuffDefense';

describe('fighter numbers', () => {
  // The document's worked example, with the rules applied as written (see docs/rules/mfd.md).
  const dragon = team(readFileSync(new URL('../fixtures/mfd/dragon.csv', import.meta.url), 'utf8'));
  const [d, s, t] = teamStats(dragon, [1, 3, 2], 0);

  it('gives the Dragon 19 offense dice from a raw ToHit of 1.26 on 15 base dice, and clips ToHit to 99%', () => {
    expect(dragon.fighters[0]!.totalXpMicros).toBe(14_500_000_000);
    expect(d).toMatchObject({
      baseDice: 15,
      rawToHit: 1_260_000,
      toHit: 990_000,
      offenseDice: 19,
      toDefend: 420_000,
      defenseDice: 15,
    });
    expect(dragon.fighters[0]!.startHp).toBe(1);
  });

  it('computes the Summoner as the document does', () => {
    expect(s).toMatchObject({ baseDice: 5, toHit: 610_000, toDefend: 440_000, offenseDice: 5, defenseDice: 5 });
    expect(dragon.fighters[1]!.startHp).toBe(3);
  });

  it("gives Tom a ToDefend of 45% (0.30 + 0.01 + 0.02 + 0.12), not the document's 54%", () => {
    expect(t).toMatchObject({ baseDice: 8, toHit: 570_000, toDefend: 450_000, offenseDice: 8, defenseDice: 8 });
  });

  it('reads a blank AOE as 1 and resolves bodyguard and link names', () => {
    expect(dragon.fighters.map((f) => f.aoe)).toEqual([1, 1, 1]);
    expect(dragon.fighters[2]).toMatchObject({ bodyguardFor: 1, linkedTo: 0 });
    expect(dragon.fighters[0]).toMatchObject({ bodyguardFor: -1, linkedTo: 1 });
  });

  it('rounds base dice up and never below zero', () => {
    expect(baseDice(1)).toBe(1);
    expect(baseDice(1000_000_000)).toBe(1);
    expect(baseDice(1000_000_001)).toBe(2);
    expect(baseDice(0)).toBe(0);
    expect(baseDice(-5_000_000_000)).toBe(0);
  });

  it('gives bonus dice only above 100%, exactly: 5 dice at 140% is 7, not 8', () => {
    // In floating point 5 * (0.3 + 1.1) is 7.000000000000001, whose ceiling is 8.
    expect(dicePool(5, 1_400_000)).toBe(7);
    expect(dicePool(5, 1_000_000)).toBe(5);
    expect(dicePool(5, 1_000_001)).toBe(6);
    const five = team(`${HEADER}\nA,5000,,,1.1,,,,,,,,`);
    expect(teamStats(five, [2], 0)[0]!.offenseDice).toBe(7);
  });

  it('treats 0.3 + 0.6 + 0.1 as exactly 100%: no bonus dice', () => {
    const t1 = team(`${HEADER}\nA,10000,,,0.6,,,,,Edge,A,0.1,0`);
    expect(teamStats(t1, [2], 0)[0]).toMatchObject({ rawToHit: 1_000_000, offenseDice: 10 });
  });

  it('stacks a buff once per provider and stops it when the provider is down', () => {
    const rows = [
      'A,1000,,,,,,,,Team,"A,B,C",0.1,0.1',
      'B,1000,,,,,,,,Team,"A,B,C",0.1,0.1',
      'C,1000,,,,,,,,Team,"A,B,C",0.1,0.1',
    ];
    const t3 = team(`${HEADER}\n${rows.join('\n')}`);
    expect(teamStats(t3, [2, 2, 2], 0)[0]!.rawToHit).toBe(600_000);
    expect(teamStats(t3, [2, 0, 2], 0)[0]!.rawToHit).toBe(500_000);
    expect(teamStats(t3, [2, 0, -1], 0)[0]!.rawToHit).toBe(400_000);
  });

  it('lowers raw ToDefend by 0.1 per round, clips at 0, and recomputes bonus dice from the raw value', () => {
    const t1 = team(`${HEADER}\nA,10000,,,,0.75,,,,,,,`);
    const at = (round: number) => teamStats(t1, [2], round)[0]!;
    expect(at(0)).toMatchObject({ rawToDefend: 1_050_000, toDefend: 900_000, defenseDice: 11 });
    expect(at(1)).toMatchObject({ rawToDefend: 950_000, toDefend: 900_000, defenseDice: 10 });
    expect(at(2)).toMatchObject({ rawToDefend: 850_000, toDefend: 850_000 });
    expect(at(11)).toMatchObject({ rawToDefend: -50_000, toDefend: 0, defenseDice: 10 });
  });

  it('clips ToHit to [5%, 99%]', () => {
    const t1 = team(`${HEADER}\nLow,1000,,,-0.9,,,,,,,,\nHigh,1000,,,0.69,,,,,,,,`);
    const [low, high] = teamStats(t1, [2, 2], 0);
    expect(low!.toHit).toBe(50_000);
    expect(high).toMatchObject({ rawToHit: 990_000, toHit: 990_000 });
  });
});
