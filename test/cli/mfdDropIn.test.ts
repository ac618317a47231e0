// Marked for Death as a drop-in for the original: its own final files, spreadsheet exports, upper bounds, and
// outputs that are replaced all together or not at all.
import { copyFileSync, existsSync, mkdirSync, readFileSync, readdirSync, truncateSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { expectBadInput, fray, MFD_ORIGINAL, ROOT, tempDir } from '../helpers/cli.js';

const HEADER =
  'Name,XP,BonusXP,BonusHP,BonusToHit,BonusToDefend,AOE,BodyguardFor,LinkedTo,BuffName,BuffWho,BuffOffense,BuffDefense';
const ORIGINAL_OUT = join(MFD_ORIGINAL, 'original-output');
const VILLAINS = `${HEADER}\nOni,6000,,2,0.1,0.1,,,,,,,\n`;

/** A folder holding the given files. */
function folder(files: Record<string, string | Buffer>): string {
  const dir = tempDir();
  for (const [name, content] of Object.entries(files)) writeFileSync(join(dir, name), content);
  return dir;
}

const fight = (dir: string, args: string[] = []) => fray(['mfd', 'fight', '--seed', '5', ...args], { cwd: dir });

describe("the original's own final files", () => {
  it('load as they are (short rows, float leftovers, a wiped-out side) and a battle fights on from them', () => {
    const dir = tempDir();
    for (const f of ['Heroes-final.csv', 'Villains-final.csv']) copyFileSync(join(ORIGINAL_OUT, f), join(dir, f));
    copyFileSync(join(MFD_ORIGINAL, 'Villains.csv'), join(dir, 'Villains.csv'));
    // The villains were wiped out: fighting on from both final files ends at once, the heroes having won.
    const over = fight(dir, [
      '--heroes',
      'Heroes-final.csv',
      '--villains',
      'Villains-final.csv',
      '--json',
      '--out-dir',
      'over',
    ]);
    expect(over.code, over.stderr).toBe(0);
    expect(over.stderr).toContain('Villains-final.csv:1: has no fighters: this side has already lost');
    const j = JSON.parse(over.stdout) as { winner: string; rounds: number; initial: { heroes: unknown[] } };
    expect(j).toMatchObject({ winner: 'heroes', rounds: 0 });
    expect(j.initial.heroes).toHaveLength(
      readFileSync(join(ORIGINAL_OUT, 'Heroes-final.csv'), 'utf8').trim().split('\n').length - 1,
    );
    // Against fresh villains, the original's surviving heroes fight on to the end.
    const on = fight(dir, ['--heroes', 'Heroes-final.csv', '--villains', 'Villains.csv', '--quiet']);
    expect(on.code, on.stderr).toBe(0);
    expect(on.stderr).toMatch(/Battle ends!/);
    expect(readFileSync(join(dir, 'BattleLog.txt'), 'utf8')).toContain('Naruto 02');
  });

  it('pads a short row with empty cells, and still refuses a row with too many fields', () => {
    const short = folder({ 'Heroes.csv': `${HEADER}\nKaito,9000,0,1,0,-0.2,1,,\n`, 'Villains.csv': VILLAINS });
    const r = fight(short, ['--json', '-m', '0']);
    expect(r.code, r.stderr).toBe(0);
    expect(JSON.parse(r.stdout).initial.heroes[0]).toMatchObject({ name: 'Kaito', hp: 3, totalXP: 9000 });
    expect(readFileSync(join(short, 'Heroes-final.csv'), 'utf8')).toBe(`${HEADER}\nKaito,9000,0,1,0,-0.2,1,,,,,,\n`);
    const long = folder({ 'Heroes.csv': `${HEADER}\nKaito,9000,,,,,,,,Rally,A,B,0.1,0.1\n`, 'Villains.csv': VILLAINS });
    expectBadInput(fight(long), /Heroes\.csv:2:\d+: this row has 14 fields but the header has 13/);
  });
});

describe('files as spreadsheets write them', () => {
  const heroes = `${HEADER}\nAmélie,9000,,1,0.15,0.1,,,,,,,\nJosé,7000,,,,,,,,,,,\n`;

  it('skips rows of empty cells', () => {
    const dir = folder({
      'Heroes.csv': `${HEADER}\n,,,,,,,,,,,,\nKaito,9000,,,,,,,,,,,\n,,,,,,,,,,,,\n`,
      'Villains.csv': VILLAINS,
    });
    const r = fight(dir, ['--json', '-m', '0']);
    expect(r.code, r.stderr).toBe(0);
    expect(JSON.parse(r.stdout).initial.heroes.map((f: { name: string }) => f.name)).toEqual(['Kaito']);
  });

  for (const [what, bytes, encoding] of [
    [
      'UTF-16 with a byte-order mark (Excel "Unicode Text")',
      Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(heroes, 'utf16le')]),
      'UTF-16LE',
    ],
    ['UTF-16 without a mark', Buffer.from(heroes, 'utf16le'), 'UTF-16LE'],
    ['Windows-1252 (an older Excel "CSV")', Buffer.from(heroes, 'latin1'), 'Windows-1252'],
  ] as const) {
    it(`reads ${what}, names the encoding, and writes the final file in UTF-8 with the names intact`, () => {
      const dir = folder({ 'Heroes.csv': bytes, 'Villains.csv': VILLAINS });
      const r = fight(dir, ['--json', '-m', '0']);
      expect(r.code, r.stderr).toBe(0);
      expect(r.stderr).toContain(
        `./Heroes.csv: read as ${encoding} (it is not UTF-8); the final file is written in UTF-8`,
      );
      expect(JSON.parse(r.stdout).initial.heroes.map((f: { name: string }) => f.name)).toEqual(['Amélie', 'José']);
      expect(readFileSync(join(dir, 'Heroes-final.csv'), 'utf8')).toBe(heroes);
    });
  }

  for (const [name, sep] of [
    ['semicolon', ';'],
    ['tab', '\t'],
  ] as const) {
    it(`reads a ${name}-separated file with decimal commas, says so, and writes the final file comma-separated`, () => {
      const text = `${HEADER.split(',').join(sep)}\n${['Kaito', '9000', '', '1', '0,15', '-0,2', '2', '', '', 'Rally', 'Kaito', '0,05', ''].join(sep)}\n`;
      const dir = folder({ 'Heroes.csv': text, 'Villains.csv': VILLAINS });
      const r = fight(dir, ['--json', '-m', '0']);
      expect(r.code, r.stderr).toBe(0);
      expect(r.stderr).toContain(
        `./Heroes.csv:1: read as ${name}-separated, with decimal commas accepted; the final file is written comma-separated with decimal points`,
      );
      expect(JSON.parse(r.stdout).initial.heroes[0]).toMatchObject({ name: 'Kaito', toHit: 0.5, aoe: 2 });
      expect(readFileSync(join(dir, 'Heroes-final.csv'), 'utf8')).toBe(
        `${HEADER}\nKaito,9000,,1,0.15,-0.2,2,,,Rally,Kaito,0.05,\n`,
      );
    });
  }
});

describe('upper bounds', () => {
  it('refuses an AOE beyond the limit, naming it', () => {
    const dir = folder({ 'Heroes.csv': `${HEADER}\nKaito,9000,,,,,1000000000,,,,,,\n`, 'Villains.csv': VILLAINS });
    expectBadInput(fight(dir), /^fray: \.\/Heroes\.csv:2:\d+: AOE must be at most 1000000, got 1000000000/);
  });

  it('refuses what is not a regular file, and a file over the size limit', () => {
    const dir = folder({ 'Villains.csv': VILLAINS });
    expectBadInput(
      fight(dir, ['--heroes', '/dev/zero']),
      /^fray: \/dev\/zero: is not a regular file \(a device, pipe or socket\)/,
    );
    writeFileSync(join(dir, 'Huge.csv'), '');
    truncateSync(join(dir, 'Huge.csv'), 65 * 1024 * 1024);
    expectBadInput(
      fight(dir, ['--heroes', 'Huge.csv']),
      /^fray: Huge\.csv: is 65 MiB; fray reads input files of at most 64 MiB\n$/,
    );
  });

  it('ends a battle in which no one can deal damage as a stalemate, in the log and in --json', () => {
    const idle = `${HEADER}\nKaito,0,,5,,,,,,,,,\n`;
    const dir = folder({ 'Heroes.csv': idle, 'Villains.csv': `${HEADER}\nOni,-300,,5,,,,,,,,,\n` });
    const r = fight(dir, ['--json', '-m', '1000000']);
    expect(r.code, r.stderr).toBe(0);
    expect(JSON.parse(r.stdout)).toMatchObject({ winner: 'none', reason: 'stalemate', rounds: 0 });
    expect(r.stderr).toContain(
      "'Oni' has a total XP (XP + BonusXP) of -300: it gets no dice, so it can neither hit nor block",
    );
    expect(readFileSync(join(dir, 'BattleLog.txt'), 'utf8')).toContain(
      'Battle ends! Stalemate after 0 rounds: no one left standing can deal damage',
    );
  });

  it('says a number is too large, and gives the limit', () => {
    const dir = folder({
      'Heroes.csv': `${HEADER}\nKaito,12345678901234567890,,,,,,,,,,,\n`,
      'Villains.csv': VILLAINS,
    });
    expectBadInput(
      fight(dir),
      /^fray: \.\/Heroes\.csv:2:7: XP is too large: at most 9007199254 \(got a 20-digit number\)\n$/,
    );
    expectBadInput(
      fight(folder({ 'Heroes.csv': VILLAINS, 'Villains.csv': VILLAINS }), ['-m', '99999999999999999999']),
      /expected a whole number from 0 to 9007199254740991, got 99999999999999999999/,
    );
  });
});

describe('warnings a game master needs', () => {
  it('warns when one name is on both sides', () => {
    const dir = folder({ 'Heroes.csv': `${HEADER}\nOni,9000,,,,,,,,,,,\n`, 'Villains.csv': VILLAINS });
    const r = fight(dir, ['-m', '0', '--quiet']);
    expect(r.code).toBe(0);
    expect(r.stderr).toContain(
      "./Villains.csv: a fighter is named on both sides ('Oni'): the log cannot tell them apart; rename one",
    );
  });

  it('says when it creates folders for a report', () => {
    const dir = tempDir();
    const r = fray(
      [
        'nightsoil',
        'arena',
        join(ROOT, 'examples/nightsoil/world.json'),
        '--days',
        '1',
        '--seed',
        '1',
        '--report',
        'new/deeper/arena.html',
      ],
      { cwd: dir },
    );
    expect(r.code, r.stderr).toBe(0);
    expect(r.stderr).toContain('fray: note: created the folder new\nfray: note: created the folder new/deeper\n');
    expect(existsSync(join(dir, 'new/deeper/arena.html'))).toBe(true);
  });

  it('says so when odds --report creates a folder', () => {
    const dir = folder({ 'Heroes.csv': `${HEADER}\nKaito,9000,,,,,,,,,,,\n`, 'Villains.csv': VILLAINS });
    const r = fray(['mfd', 'odds', '--runs', '20', '--seed', '1', '--workers', '1', '--report', 'reports/odds.html'], {
      cwd: dir,
    });
    expect(r.code, r.stderr).toBe(0);
    expect(r.stderr).toContain('fray: note: created the folder reports\n');
    expect(existsSync(join(dir, 'reports/odds.html'))).toBe(true);
  });
});

describe('outputs are replaced all together or not at all', () => {
  it('when the third file cannot be written, all three old files are left as they were, and the error says what to do', () => {
    const dir = folder({ 'Heroes.csv': `${HEADER}\nKaito,9000,,,,,,,,,,,\n`, 'Villains.csv': VILLAINS });
    const out = join(dir, 'out');
    mkdirSync(out);
    const old = { 'BattleLog.txt': 'an earlier battle\n', 'Heroes-final.csv': 'earlier heroes\n' };
    for (const [f, text] of Object.entries(old)) writeFileSync(join(out, f), text);
    // A folder where Villains-final.csv should go: the third write cannot happen.
    mkdirSync(join(out, 'Villains-final.csv'));
    const r = fight(dir, ['--out-dir', 'out']);
    expect(r.code).toBe(2);
    expect(r.stderr.trimEnd().split('\n').at(-1)).toBe(
      'fray: out/Villains-final.csv: a folder is in the way; move or rename it, or choose another output folder',
    );
    for (const [f, text] of Object.entries(old)) expect(readFileSync(join(out, f), 'utf8')).toBe(text);
    expect(readdirSync(out).sort()).toEqual(['BattleLog.txt', 'Heroes-final.csv', 'Villains-final.csv']);
  });
});
