import { describe, expect, it } from 'vitest';
import { parseTeam } from '../../../../src/mfd/teamCsv/parseTeam.js';
import { checkTeams } from '../../../../web/studio/src/pages/mfd/sheet/checkTeams.js';
import {
  cellOf,
  sheetFromText,
  sheetText,
  withBuffGroup,
  withoutBuffGroup,
  type TeamSheet,
} from '../../../../web/studio/src/pages/mfd/sheet/teamSheet.js';

const HEADER = ['Name', 'XP', 'BonusXP', 'BonusHP', 'BonusToHit', 'BonusToDefend', 'AOE', 'BodyguardFor', 'LinkedTo'];
const row = (name: string, xp: string, more: Partial<Record<string, string>> = {}) =>
  HEADER.map((c) => (c === 'Name' ? name : c === 'XP' ? xp : (more[c] ?? '')));

describe('a team sheet', () => {
  it('writes the text the parser reads, and reads it back', () => {
    const sheet: TeamSheet = { file: 'h.csv', header: HEADER, rows: [row('Ann, the bold', '100'), row('Bo', '200')] };
    const text = sheetText(sheet);
    expect(text.split('\n')[1]).toMatch(/^"Ann, the bold",100,/);
    const back = sheetFromText('h.csv', text);
    expect(back.ok && back.value).toEqual(sheet);
    expect(parseTeam(text, 'h.csv', 'heroes').ok).toBe(true);
  });

  it("places the parser's problems at their cells, even after a cell holding a line break", () => {
    const sheet: TeamSheet = {
      file: 'h.csv',
      header: HEADER,
      rows: [row('Ann\nthe bold', '100'), row('Bo', '200', { BonusToHit: 'lots' })],
    };
    const villains: TeamSheet = { file: 'v.csv', header: HEADER, rows: [row('Vic', '100')] };
    const checked = checkTeams(sheet, villains);
    expect(checked.error?.problem.message).toBe("BonusToHit must be a number, got 'lots'");
    expect(checked.error?.side).toBe(0);
    expect(checked.error?.cell).toEqual({ row: 1, col: HEADER.indexOf('BonusToHit') });
    // A problem with a line but no column is placed at the row's first cell; the header is row -1.
    expect(cellOf(sheet, 1, undefined)).toEqual({ row: -1, col: 0 });
    expect(cellOf(sheet, 9, 1)).toBeUndefined();
  });

  it('adds and removes a buff group at the end', () => {
    const sheet: TeamSheet = { file: 'h.csv', header: HEADER, rows: [row('Ann', '100')] };
    const more = withBuffGroup(sheet);
    expect(more.header.slice(-4)).toEqual(['BuffName', 'BuffWho', 'BuffOffense', 'BuffDefense']);
    expect(more.rows[0]).toHaveLength(HEADER.length + 4);
    expect(withoutBuffGroup(more)).toEqual(sheet);
    expect(withoutBuffGroup(sheet)).toBeUndefined();
  });
});
