import { describe, expect, it } from 'vitest';
import { parseTeams } from '../../src/mfd/teamCsv/parseTeams.js';
import { formatTeam } from '../../src/mfd/teamCsv/formatTeam.js';
import { createRng } from '../../src/core/rng.js';
import { fighterFrom, makeFighter, makeTeam } from '../../src/mfd/makeFighter.js';
import { runBattle } from '../../src/mfd/runBattle.js';

const HEADER =
  'Name,XP,BonusXP,BonusHP,BonusToHit,BonusToDefend,AOE,BodyguardFor,LinkedTo,BuffName,BuffWho,BuffOffense,BuffDefense';

describe('fighters and teams made in code', () => {
  it('follow the rules of a team file: TotalXP = XP + BonusXP, HP = 2 + BonusHP, a blank or zero AOE is 1', () => {
    expect(
      makeFighter({ name: 'Ren', xp: 16000, bonusXp: 500.5, bonusHp: 1, bonusToHit: 0.2, bonusToDefend: 0.15 }),
    ).toEqual({
      name: 'Ren',
      totalXpMicros: 16_500_500_000,
      startHp: 3,
      bonusToHit: 200_000,
      bonusToDefend: 150_000,
      aoe: 1,
      bodyguardFor: -1,
      linkedTo: -1,
      buffs: [],
    });
    expect(
      fighterFrom({
        name: 'X',
        xpMicros: 0,
        bonusXpMicros: 0,
        bonusHp: -2,
        bonusToHitMicros: 0,
        bonusToDefendMicros: 0,
        aoe: -3,
        bodyguardFor: -1,
        linkedTo: -1,
        buffs: [],
      }),
    ).toMatchObject({ startHp: 0, aoe: 1 });
  });

  it('make the same team as the CSV file with the same numbers, which fights the same battle', () => {
    const heroes = `${HEADER}\nRen,16000,,1,0.2,0.1,2,,,Rally,"Ren,Ido,Ren",0.1,0.05\nIdo,9000,,,0.1,0.2,,Ren,,,,,\n`;
    const villains = `${HEADER}\nOni,20000,,2,0.25,,3,,,,,,\n`;
    const parsed = parseTeams({ file: 'h.csv', text: heroes }, { file: 'v.csv', text: villains });
    if (!parsed.ok) throw new Error(parsed.problem.message);
    const made = [
      makeTeam('heroes', [
        makeFighter({
          name: 'Ren',
          xp: 16000,
          bonusHp: 1,
          bonusToHit: 0.2,
          bonusToDefend: 0.1,
          aoe: 2,
          buffs: [{ name: 'Rally', targets: [0, 1, 0], offense: 0.1, defense: 0.05 }],
        }),
        makeFighter({ name: 'Ido', xp: 9000, bonusToHit: 0.1, bonusToDefend: 0.2, bodyguardFor: 0 }),
      ]),
      makeTeam('villains', [makeFighter({ name: 'Oni', xp: 20000, bonusHp: 2, bonusToHit: 0.25, aoe: 3 })]),
    ] as const;
    expect(made.map((t) => t.fighters)).toEqual(parsed.value.teams.map((t) => t.fighters));
    expect(made[0].source).toBeUndefined();
    expect(runBattle(made, createRng(9))).toEqual(runBattle(parsed.value.teams, createRng(9)));
  });

  it('write a team made in code as a CSV file that reads back as the same fighters', () => {
    const team = makeTeam('heroes', [
      makeFighter({
        name: 'Ren',
        xp: 16000,
        bonusHp: 1,
        bonusToHit: 0.2,
        aoe: 2,
        buffs: [{ name: 'Rally', targets: [0, 1], offense: 0.1 }],
      }),
      makeFighter({ name: 'Ido', xp: 9000, bodyguardFor: 0, linkedTo: 0 }),
    ]);
    const text = formatTeam(
      team,
      team.fighters.map((f) => f.startHp),
      0,
    );
    const back = parseTeams(
      { file: 'h.csv', text },
      { file: 'v.csv', text: text.replaceAll('Ren', 'Oni').replaceAll('Ido', 'Uma') },
    );
    if (!back.ok) throw new Error(back.problem.message);
    expect(back.value.teams[0].fighters).toEqual(team.fighters);
  });

  it('refuse numbers a team file could not hold, and references that are not teammates', () => {
    expect(() => makeFighter({ name: 'A', bonusHp: 1.5 })).toThrow(RangeError);
    expect(() => makeFighter({ name: 'A', aoe: 1_000_001 })).toThrow(RangeError);
    expect(() => makeFighter({ name: 'A', xp: Number.NaN })).toThrow(RangeError);
    expect(() => makeTeam('heroes', [makeFighter({ name: 'A', bodyguardFor: 1 })])).toThrow(RangeError);
    expect(() => makeTeam('heroes', [makeFighter({ name: 'A', linkedTo: 0 })])).toThrow(RangeError);
    expect(() => makeTeam('heroes', [makeFighter({ name: 'A' }), makeFighter({ name: 'A' })])).toThrow(RangeError);
  });
});
