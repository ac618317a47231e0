import { describe, expect, it } from 'vitest';
import { parseVary } from '../../../src/mfd/sweep/parseVary.js';
import { sweepCell } from '../../../src/mfd/sweep/sweepCell.js';
import { exampleBattle } from '../odds/teams.js';

const teams = exampleBattle();
const cell = (text: string) => {
  const v = parseVary(text);
  if (!v.ok) throw new Error(v.problem.message);
  return sweepCell(teams, v.value);
};
const header = (side: 0 | 1) => teams[side].source?.header ?? [];

describe('sweepCell', () => {
  it("finds a fighter's base column", () => {
    const c = cell('heroes:Mara:BonusToHit=0');
    expect(c.ok && c.value).toEqual({ side: 0, row: 2, column: header(0).indexOf('BonusToHit') });
  });

  it('finds the only buff of a fighter, or the one named', () => {
    const only = cell('heroes:Captain Ren:BuffOffense=0');
    expect(only.ok && only.value).toEqual({ side: 0, row: 0, column: header(0).indexOf('BuffOffense') });
    // Mire Hag fills both buff groups: Curse Ward, then Hex.
    const hex = cell('villains:Mire Hag:BuffDefense@Hex=0');
    expect(hex.ok && hex.value).toEqual({ side: 1, row: 4, column: header(1).lastIndexOf('BuffDefense') });
    expect(hex.ok && teams[1].source?.rows[4]![header(1).lastIndexOf('BuffName')]).toBe('Hex');
  });

  it('names the fighter or buff that is not there, with a suggestion', () => {
    const miss = cell('heroes:Marra:BonusToHit=0');
    expect(!miss.ok && miss.problem.message).toMatch(
      /no fighter 'Marra' among the heroes \(h\.csv\); did you mean 'Mara'\?/,
    );
    const several = cell('villains:Mire Hag:BuffOffense=0');
    expect(!several.ok && several.problem.message).toMatch(
      /'Mire Hag' has 2 buffs \(Curse Ward, Hex\); name one, as in BuffOffense@Curse Ward/,
    );
    const none = cell('heroes:Ido:BuffOffense=0');
    expect(!none.ok && none.problem.message).toMatch(/'Ido' has no buff$/);
    const wrong = cell('villains:Mire Hag:BuffOffense@Hexx=0');
    expect(!wrong.ok && wrong.problem.message).toMatch(
      /has no buff 'Hexx' \(its buffs: Curse Ward, Hex\); did you mean 'Hex'\?/,
    );
  });
});
