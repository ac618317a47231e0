import { existsSync, readFileSync, readdirSync, writeFileSync, copyFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { expectBadInput, fray, MFD_ORIGINAL, ROOT, tempDir } from '../helpers/cli.js';

const EX = join(ROOT, 'examples/mfd');
const HEADER =
  'Name,XP,BonusXP,BonusHP,BonusToHit,BonusToDefend,AOE,BodyguardFor,LinkedTo,BuffName,BuffWho,BuffOffense,BuffDefense';
const exampleArgs = ['mfd', 'fight', '--heroes', join(EX, 'Heroes.csv'), '--villains', join(EX, 'Villains.csv')];

describe('fray mfd fight', () => {
  it('fights the example battle: the log on stdout equals BattleLog.txt (golden seed snapshot)', async () => {
    const dir = tempDir();
    const r = fray([...exampleArgs, '--seed', '2026'], { cwd: dir });
    expect(r.stderr).toBe('Wrote BattleLog.txt, Heroes-final.csv and Villains-final.csv.\n');
    expect(r.code).toBe(0);
    expect(readFileSync(join(dir, 'BattleLog.txt'), 'utf8')).toBe(r.stdout);
    await expect(r.stdout).toMatchFileSnapshot('__snapshots__/mfd-example-seed-2026.log.txt');
    await expect(readFileSync(join(dir, 'Heroes-final.csv'), 'utf8')).toMatchFileSnapshot(
      '__snapshots__/mfd-example-seed-2026.Heroes-final.csv',
    );
    await expect(readFileSync(join(dir, 'Villains-final.csv'), 'utf8')).toMatchFileSnapshot(
      '__snapshots__/mfd-example-seed-2026.Villains-final.csv',
    );
  });

  it('is byte-identical for the same seed, log and files, and prints a drawn seed when none is given', () => {
    const [a, b] = [tempDir(), tempDir()];
    const ra = fray([...exampleArgs, '--seed', '99'], { cwd: a }),
      rb = fray([...exampleArgs, '--seed', '99'], { cwd: b });
    expect(ra.stdout).toBe(rb.stdout);
    for (const f of ['BattleLog.txt', 'Heroes-final.csv', 'Villains-final.csv'])
      expect(readFileSync(join(a, f), 'utf8')).toBe(readFileSync(join(b, f), 'utf8'));
    const drawn = fray(exampleArgs);
    const seed = /^Seed: (\d+)/.exec(drawn.stdout)?.[1];
    expect(seed).toBeDefined();
    expect(fray([...exampleArgs, '--seed', seed!]).stdout).toBe(drawn.stdout);
  });

  it("runs the original simulator's real files to the end, from their own folder with the default names", () => {
    for (const [h, v] of [
      ['Heroes.csv', 'Villains.csv'],
      ['test-heroes.csv', 'test-villains.csv'],
    ]) {
      const dir = tempDir();
      copyFileSync(join(MFD_ORIGINAL, h!), join(dir, 'Heroes.csv'));
      copyFileSync(join(MFD_ORIGINAL, v!), join(dir, 'Villains.csv'));
      for (let seed = 1; seed <= 5; seed++) {
        const r = fray(['mfd', 'fight', '--seed', String(seed), '--json'], { cwd: dir });
        expect(r.code).toBe(0);
        const doc = JSON.parse(r.stdout);
        expect(['heroes', 'villains', 'draw']).toContain(doc.winner);
        expect(r.stderr).toMatch(/warning: \.\/Heroes\.csv:\d+:\d+: .* not in this file; ignored/);
      }
    }
  });

  it('prints one JSON document with --json, the numbers of every fighter at start and end', () => {
    const r = fray([
      'mfd',
      'fight',
      '--heroes',
      join(ROOT, 'test/fixtures/mfd/dragon.csv'),
      '--villains',
      join(EX, 'Villains.csv'),
      '--seed',
      '3',
      '--json',
      '-m',
      '0',
    ]);
    expect(r.code).toBe(0);
    const doc = JSON.parse(r.stdout);
    expect(Object.keys(doc)).toEqual(['seed', 'winner', 'reason', 'rounds', 'initial', 'final']);
    expect(doc).toMatchObject({ seed: 3, winner: 'none', reason: 'max-rounds', rounds: 0 });
    expect(doc.initial.heroes).toEqual([
      {
        name: 'Dragon',
        hp: 1,
        totalXP: 14500,
        toHit: 0.99,
        toDefend: 0.42,
        baseDice: 15,
        offenseDice: 19,
        defenseDice: 15,
        aoe: 1,
        bodyguardFor: '',
        linkedTo: 'Summoner',
      },
      {
        name: 'Summoner',
        hp: 3,
        totalXP: 4800,
        toHit: 0.61,
        toDefend: 0.44,
        baseDice: 5,
        offenseDice: 5,
        defenseDice: 5,
        aoe: 1,
        bodyguardFor: '',
        linkedTo: 'Dragon',
      },
      {
        name: 'Tom',
        hp: 2,
        totalXP: 7001,
        toHit: 0.57,
        toDefend: 0.45,
        baseDice: 8,
        offenseDice: 8,
        defenseDice: 8,
        aoe: 1,
        bodyguardFor: 'Summoner',
        linkedTo: 'Dragon',
      },
    ]);
    expect(doc.final).toEqual(doc.initial);
  });

  it('feeds the final files straight back in, even when reading and writing the same files', () => {
    const dir = tempDir();
    expect(fray([...exampleArgs, '--seed', '4', '-m', '1', '-q'], { cwd: dir }).code).toBe(0);
    const before = readFileSync(join(dir, 'Heroes-final.csv'), 'utf8');
    const r = fray(
      [
        'mfd',
        'fight',
        '--heroes',
        'Heroes-final.csv',
        '--villains',
        'Villains-final.csv',
        '--seed',
        '4',
        '-m',
        '0',
        '--json',
      ],
      { cwd: dir },
    );
    expect(r.code).toBe(0);
    expect(readFileSync(join(dir, 'Heroes-final.csv'), 'utf8')).toBe(before);
  });

  it('with --quiet prints only a summary line with the seed', () => {
    const r = fray([...exampleArgs, '--seed', '8', '--quiet', '--out-dir', 'results']);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(
      /^seed 8: Battle ends! .* Wrote results\/BattleLog\.txt, results\/Heroes-final\.csv, results\/Villains-final\.csv\.\n$/,
    );
  });

  it('has --help', () => {
    const r = fray(['mfd', 'fight', '--help']);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/--max-rounds <n>/);
    expect(r.stdout).toMatch(/--out-dir <dir>/);
  });
});

describe('fray mfd fight with bad input', () => {
  /** Runs with the given files in a fresh dir; checks exit 2, one line, no stack, no output files. */
  function bad(files: Record<string, string>, args: string[] = []): string {
    const dir = tempDir();
    for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
    const r = fray(['mfd', 'fight', '--seed', '1', ...args], { cwd: dir });
    expectBadInput(r);
    expect(readdirSync(dir).sort()).toEqual(Object.keys(files).sort());
    return r.stderr.trimEnd();
  }
  const ok = `${HEADER}\nA,1000,,,,,,,,,,,`;

  it('a missing file', () => expect(bad({ 'Villains.csv': ok })).toBe('fray: ./Heroes.csv: no such file'));
  it('an empty file', () =>
    expect(bad({ 'Heroes.csv': '', 'Villains.csv': ok })).toBe(
      'fray: ./Heroes.csv:1: the file is empty; it needs a header line and at least one fighter',
    ));
  it('a misspelled column', () =>
    expect(bad({ 'Heroes.csv': ok.replace('BonusToHit', 'BonusToHt'), 'Villains.csv': ok })).toMatch(
      /^fray: \.\/Heroes\.csv:1:25: unknown column 'BonusToHt' \(did you mean 'BonusToHit'\?\)/,
    ));
  it('a wrong column', () =>
    expect(bad({ 'Heroes.csv': ok.replace('AOE', 'Range'), 'Villains.csv': ok })).toMatch(
      /^fray: \.\/Heroes\.csv:1:\d+: unknown column 'Range'/,
    ));
  it('buff columns out of their groups', () =>
    expect(bad({ 'Heroes.csv': ok, 'Villains.csv': `${HEADER},BuffName\nA,1000,,,,,,,,,,,,` })).toMatch(
      /^fray: \.\/Villains\.csv:1:\d+: buff columns come in groups/,
    ));
  it('the two headers differing', () =>
    expect(
      bad({
        'Heroes.csv': ok,
        'Villains.csv': 'XP,Name,BonusXP,BonusHP,BonusToHit,BonusToDefend,AOE,BodyguardFor,LinkedTo\n1,A,,,,,,,',
      }),
    ).toMatch(/^fray: \.\/Villains\.csv:1: the columns before the buff groups must match/));
  it('a duplicate name', () =>
    expect(bad({ 'Heroes.csv': `${ok}\nA,2000,,,,,,,,,,,`, 'Villains.csv': ok })).toBe(
      "fray: ./Heroes.csv:3:1: duplicate name 'A' (also on line 2); names must be unique within a file",
    ));
  it('a non-numeric number', () =>
    expect(bad({ 'Heroes.csv': `${HEADER}\nA,lots,,,,,,,,,,,`, 'Villains.csv': ok })).toBe(
      "fray: ./Heroes.csv:2:3: XP must be a number, got 'lots'",
    ));
  it('too many fields (an unquoted BuffWho list)', () =>
    expect(bad({ 'Heroes.csv': `${HEADER}\nTom,1000,,,,,,,,Jutsu1,Alice,Bill,0.06,0.03`, 'Villains.csv': ok })).toMatch(
      /^fray: \.\/Heroes\.csv:2:\d+: this row has 14 fields but the header has 13 \(is a list of names in BuffWho missing its double quotes\?\)$/,
    ));
  it('an unclosed quote', () =>
    expect(bad({ 'Heroes.csv': `${HEADER}\nA,1000,,,,,,,,B,"A,0.1,0`, 'Villains.csv': ok })).toMatch(
      /^fray: \.\/Heroes\.csv:2:\d+: a quoted cell is never closed/,
    ));
  it('a bad seed', () =>
    expect(bad({ 'Heroes.csv': ok, 'Villains.csv': ok }, ['--seed', 'abc'])).toMatch(
      /^error: option '--seed <n>' argument 'abc' is invalid\. a seed is a whole number/,
    ));
  it('a bad --max-rounds', () =>
    expect(bad({ 'Heroes.csv': ok, 'Villains.csv': ok }, ['-m', '-1'])).toMatch(
      /^error: option '-m, --max-rounds <n>' argument '-1' is invalid/,
    ));
  it('an unknown option', () =>
    expect(bad({ 'Heroes.csv': ok, 'Villains.csv': ok }, ['--heros', 'x'])).toBe(
      "error: unknown option '--heros' (Did you mean --heroes?)",
    ));
  it('a directory given as a file', () =>
    expect(bad({ 'Villains.csv': ok }, ['--heroes', '.'])).toBe('fray: .: is a directory, not a file'));

  it('an output directory that cannot be written leaves nothing behind', () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'Heroes.csv'), ok);
    writeFileSync(join(dir, 'Villains.csv'), ok);
    writeFileSync(join(dir, 'blocker'), 'a file where a folder should be');
    const r = fray(['mfd', 'fight', '--seed', '1', '--out-dir', 'blocker/sub'], { cwd: dir });
    expect(r.code).toBe(2);
    expect(r.stderr.trimEnd().split('\n').at(-1)).toBe(
      'fray: blocker/sub/BattleLog.txt: blocker is a file, so no folder can be made there; move it, or choose another output folder',
    );
    expect(existsSync(join(dir, 'BattleLog.txt'))).toBe(false);
  });
});
