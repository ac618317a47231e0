import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseTeam } from '../../../src/mfd/teamCsv/parseTeam.js';
import { parseTeams } from '../../../src/mfd/teamCsv/parseTeams.js';
import { formatProblem } from '../../../src/core/result.js';
import { MFD_ORIGINAL } from '../../helpers/cli.js';

const HEADER =
  'Name,XP,BonusXP,BonusHP,BonusToHit,BonusToDefend,AOE,BodyguardFor,LinkedTo,BuffName,BuffWho,BuffOffense,BuffDefense';
const parse = (csv: string) => parseTeam(csv, 'H.csv', 'heroes');
const problem = (csv: string) => {
  const r = parse(csv);
  if (r.ok) throw new Error('expected a problem');
  return formatProblem(r.problem);
};

describe('reading a team file', () => {
  it('reads the document\'s first two "invalid" rows as intended (spaces beside the quotes)', () => {
    for (const row of [
      'Alice,1000,,,,,,,,GeniusIntellect, "Alice,Bill,Charlie Brown",0.06,0.03',
      'Alice,1000,,,,,,,,GeniusIntellect,"Alice,Bill,Charlie Brown" ,0.06,0.03',
    ]) {
      const r = parse(`${HEADER}\n${row}\nBill,1000,,,,,,,,,,,\nCharlie Brown,1000,,,,,,,,,,,`);
      expect(r.ok).toBe(true);
      if (r.ok)
        expect(r.value.team.fighters[0]!.buffs[0]).toEqual({
          name: 'GeniusIntellect',
          targets: [0, 1, 2],
          offense: 60_000,
          defense: 30_000,
        });
    }
  });

  it('rejects the third "invalid" row (an unquoted list) with the field counts', () => {
    expect(problem(`${HEADER}\nTom,1000,,,,,,,,Jutsu1,Alice,Bill,Charlie Brown,0.06,0.03`)).toBe(
      'H.csv:2:49: this row has 15 fields but the header has 13 (is a list of names in BuffWho missing its double quotes?)',
    );
  });

  it('reads a row with too few fields as if its missing trailing cells were empty (as the original writes them)', () => {
    const r = parseTeam(`${HEADER}\nTom,1000,,`, 'H.csv', 'heroes');
    if (!r.ok) throw new Error(r.problem.message);
    expect(r.value.team.fighters[0]).toMatchObject({ name: 'Tom', totalXpMicros: 1_000_000_000, buffs: [] });
    expect(r.value.team.source?.rows[0]).toEqual(['Tom', '1000', '', '', '', '', '', '', '', '', '', '', '']);
  });

  it('rejects an empty file, and reads a header with no fighters as a side that has already lost', () => {
    expect(problem('')).toBe('H.csv:1: the file is empty; it needs a header line and at least one fighter');
    expect(problem('\n\n')).toMatch(/the file is empty/);
    for (const text of [`${HEADER}\n`, `${HEADER}\n\n`, `${HEADER}\n,,,,,,,,,,,,\n`]) {
      const r = parseTeam(text, 'H.csv', 'heroes');
      if (!r.ok) throw new Error(r.problem.message);
      expect(r.value.team.fighters).toEqual([]);
      expect(r.value.warnings.map((w) => w.message)).toEqual([
        'has no fighters: this side has already lost (no one survived an earlier battle)',
      ]);
    }
  });

  it('rejects misspelled and unknown columns, suggesting the right name', () => {
    expect(problem(HEADER.replace('BonusHP', 'Bonus HP') + '\nA,1,,,,,,,,,,,')).toBe(
      "H.csv:1:17: unknown column 'Bonus HP' (did you mean 'BonusHP'?); the columns are Name,XP,BonusXP,BonusHP,BonusToHit,BonusToDefend,AOE,BodyguardFor,LinkedTo then groups of BuffName,BuffWho,BuffOffense,BuffDefense",
    );
    expect(problem(HEADER.replace('LinkedTo', 'Notes') + '\nA,1,,,,,,,,,,,')).toMatch(
      /^H\.csv:1:\d+: unknown column 'Notes';/,
    );
  });

  it('rejects missing and repeated columns', () => {
    expect(problem('Name,XP\nA,1')).toBe(
      "H.csv:1: missing columns 'BonusXP', 'BonusHP', 'BonusToHit', 'BonusToDefend', 'AOE', 'BodyguardFor', 'LinkedTo'",
    );
    expect(problem(HEADER.replace('AOE', 'XP') + '\nA,1,,,,,,,,,,,')).toMatch(
      /^H\.csv:1:\d+: column 'XP' appears twice$/,
    );
  });

  it('rejects buff columns that are not in groups of four, in order', () => {
    expect(problem(HEADER.replace('BuffWho,BuffOffense', 'BuffOffense,BuffWho') + '\nA,1,,,,,,,,,,,')).toMatch(
      /expected 'BuffWho' here, found 'BuffOffense'/,
    );
    expect(problem(`${HEADER},BuffName,BuffWho\nA,1,,,,,,,,,,,,,`)).toMatch(
      /expected 'BuffOffense' here, found the end of the line/,
    );
    expect(problem(HEADER.replace(',BuffName,BuffWho,BuffOffense,BuffDefense', ',BuffWho') + '\nA,1,,,,,,,,')).toMatch(
      /'BuffWho' is not preceded by 'BuffName'/,
    );
  });

  it('rejects duplicate and empty names', () => {
    expect(problem(`${HEADER}\nA,1,,,,,,,,,,,\nA,2,,,,,,,,,,,`)).toBe(
      "H.csv:3:1: duplicate name 'A' (also on line 2); names must be unique within a file",
    );
    expect(problem(`${HEADER}\n,1,,,,,,,,,,,`)).toBe('H.csv:2:1: Name is empty; every fighter needs a name');
  });

  it('rejects non-numeric numbers, naming the column and the cell', () => {
    expect(problem(`${HEADER}\nA,1000,,,abc,,,,,,,,`)).toBe("H.csv:2:10: BonusToHit must be a number, got 'abc'");
    expect(problem(`${HEADER}\nA,1e3,,,,,,,,,,,`)).toBe("H.csv:2:3: XP must be a number, got '1e3'");
    expect(problem(`${HEADER}\nA,1000,,1.5,,,,,,,,,`)).toBe("H.csv:2:9: BonusHP must be a whole number, got '1.5'");
    expect(problem(`${HEADER}\nA,1000,,,,,x,,,,,,`)).toBe("H.csv:2:12: AOE must be a number, got 'x'");
    expect(problem(`${HEADER}\nA,1000,,,,,,,,B,A,0.1,?`)).toBe("H.csv:2:23: BuffDefense must be a number, got '?'");
  });

  it('warns about, and ignores, names that are not in the file', () => {
    const r = parse(`${HEADER}\nA,1000,,,,,,Ghost,A,Buff,"A,Nobody",0.1,0`);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.team.fighters[0]).toMatchObject({ bodyguardFor: -1, linkedTo: -1, buffs: [{ targets: [0] }] });
    expect(r.value.warnings.map(formatProblem)).toEqual([
      "H.csv:2:26: BuffWho of buff 'Buff' on 'A' names 'Nobody', who is not in this file; ignored",
      "H.csv:2:13: BodyguardFor of 'A' names 'Ghost', who is not in this file; ignored",
      "H.csv:2:19: LinkedTo of 'A' names the fighter itself; ignored",
    ]);
  });

  it('reads AOE below 1 (or blank) as 1, and skips empty buff groups', () => {
    const r = parse(`${HEADER}\nA,1000,,,,,0,,,,,,\nB,1000,,,,,-3,,,,,,\nC,1000,,,,,4,,,,,,`);
    expect(r.ok && r.value.team.fighters.map((f) => [f.aoe, f.buffs.length])).toEqual([
      [1, 0],
      [1, 0],
      [4, 0],
    ]);
  });

  it('requires the two files to have the same columns before the buff groups', () => {
    const villains = 'XP,Name,BonusXP,BonusHP,BonusToHit,BonusToDefend,AOE,BodyguardFor,LinkedTo\n1000,V,,,,,,,';
    const r = parseTeams({ file: 'H.csv', text: `${HEADER}\nA,1000,,,,,,,,,,,` }, { file: 'V.csv', text: villains });
    expect(r.ok ? '' : formatProblem(r.problem)).toBe(
      "V.csv:1: the columns before the buff groups must match H.csv's: Name,XP,BonusXP,BonusHP,BonusToHit,BonusToDefend,AOE,BodyguardFor,LinkedTo (this file has XP,Name,BonusXP,BonusHP,BonusToHit,BonusToDefend,AOE,BodyguardFor,LinkedTo)",
    );
  });

  it("reads the original simulator's four real files, buff groups and unknown names included", () => {
    const read = (f: string) => readFileSync(join(MFD_ORIGINAL, f), 'utf8');
    for (const [h, v] of [
      ['Heroes.csv', 'Villains.csv'],
      ['test-heroes.csv', 'test-villains.csv'],
    ] as const) {
      const r = parseTeams({ file: h, text: read(h) }, { file: v, text: read(v) });
      expect(r.ok).toBe(true);
      if (!r.ok) continue;
      expect(r.value.teams[0].fighters.length).toBeGreaterThan(0);
      expect(r.value.warnings.length).toBeGreaterThan(0);
    }
  });
});
