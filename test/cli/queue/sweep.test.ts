// `fray mfd sweep` run locally, as a designer runs it (its queued form is in queue.test.ts).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { expectBadInput, fray, ROOT, tempDir } from '../../helpers/cli.js';

const duel = [
  '--heroes',
  join(ROOT, 'examples/mfd/duel-heroes.csv'),
  '--villains',
  join(ROOT, 'examples/mfd/duel-villains.csv'),
];
const sweep = (args: string[], cwd?: string) =>
  fray(['mfd', 'sweep', ...duel, ...args], cwd === undefined ? {} : { cwd });

interface SweepJson {
  seed: number;
  partial: boolean;
  variables: { label: string; values: number[] }[];
  points: {
    values: number[];
    runs: number;
    outcomes: Record<string, { count: number; rate: number; ci95: [number, number] }>;
  }[];
}

describe('fray mfd sweep', () => {
  it('prints a row per value with win rates and intervals; the same seed gives the same table with any number of workers', () => {
    const args = ['--vary', 'heroes:Kaito:BonusToHit=0..0.4:0.2', '--runs', '400', '--seed', '6'];
    const one = sweep([...args, '--workers', '1']);
    expect(one.code, one.stderr).toBe(0);
    expect(one.stdout).toMatch(/^Seed: 6 {2}\(every point fights with the same dice; repeat with --seed 6\)$/m);
    expect(one.stdout).toMatch(/Sweep of heroes Kaito BonusToHit \(3 values\): 3 points, 400 battles each/);
    const rows = one.stdout.split('\n').filter((l) => /^\s*0(\.\d)?\s+400\s/.test(l));
    expect(rows.map((r) => r.trim().split(/\s+/)[0])).toEqual(['0', '0.2', '0.4']);
    expect(rows[0]).toMatch(/\d+\.\d\d% to \d+\.\d\d%/);
    expect(sweep([...args, '--workers', '2']).stdout).toBe(one.stdout);
  });

  it('gives at each point what `fray mfd odds` gives on a file holding that value (the same seed, the same dice)', () => {
    const dir = tempDir();
    const s = sweep(['--vary', 'heroes:Kaito:BonusToHit=0.1,0.35', '--runs', '300', '--seed', '9', '--json']);
    expect(s.code, s.stderr).toBe(0);
    const j = JSON.parse(s.stdout) as SweepJson;
    const heroes = readFileSync(join(ROOT, 'examples/mfd/duel-heroes.csv'), 'utf8').replace(
      'Kaito,6000,,1,0.7,',
      'Kaito,6000,,1,0.35,',
    );
    writeFileSync(join(dir, 'h.csv'), heroes);
    const odds = fray(
      [
        'mfd',
        'odds',
        '--heroes',
        'h.csv',
        '--villains',
        join(ROOT, 'examples/mfd/duel-villains.csv'),
        '--runs',
        '300',
        '--seed',
        '9',
        '--json',
      ],
      { cwd: dir },
    );
    expect(odds.code, odds.stderr).toBe(0);
    expect(j.points[1]?.outcomes).toEqual((JSON.parse(odds.stdout) as { outcomes: unknown }).outcomes);
    expect(j.points[0]?.outcomes.heroes?.count).not.toBe(j.points[1]?.outcomes.heroes?.count);
  });

  it('crosses two variables, and writes an HTML report with the chart and the table', () => {
    const dir = tempDir();
    const r = sweep(
      [
        '--vary',
        'heroes:Kaito:BonusToHit=0,0.3',
        '--vary',
        'villains:Orochi:BonusHP=0..2:1',
        '--runs',
        '200',
        '--seed',
        '1',
        '--json',
        '--report',
        'out/s.html',
      ],
      dir,
    );
    expect(r.code, r.stderr).toBe(0);
    const j = JSON.parse(r.stdout) as SweepJson;
    expect(j.variables.map((v) => v.label)).toEqual(['Kaito BonusToHit', 'Orochi BonusHP']);
    expect(j.points.map((p) => p.values)).toEqual([
      [0, 0],
      [0, 1],
      [0, 2],
      [0.3, 0],
      [0.3, 1],
      [0.3, 2],
    ]);
    expect(j.partial).toBe(false);
    const html = readFileSync(join(dir, 'out/s.html'), 'utf8');
    expect(html).toContain('data-chart="sweep"');
    expect(html).toContain('Orochi BonusHP = 2');
    expect(r.stderr).toMatch(/Wrote out\/s\.html\./);
  });

  it('refuses bad --vary options in one line (exit 2), writing nothing', () => {
    const dir = tempDir();
    const bad = (args: string[], pattern: RegExp) => {
      expectBadInput(sweep([...args, '--report', 'r.html'], dir), pattern);
      expect(existsSync(join(dir, 'r.html'))).toBe(false);
    };
    bad(
      ['--vary', 'heroes:Kaitoo:BonusToHit=0,1'],
      /^fray: --vary 'heroes:Kaitoo:BonusToHit=0,1': no fighter 'Kaitoo' among the heroes .*did you mean 'Kaito'\?/,
    );
    bad(['--vary', 'heroes:Kaito:Bonus=0,1'], /is not a column a sweep can vary/);
    bad(['--vary', 'heroes:Kaito:AOE=1..2:0.5'], /AOE takes whole numbers, and 1.5 is not one/);
    bad(['--vary', 'heroes:Kaito:BuffOffense@Rally=0,1'], /'Kaito' has no buff 'Rally' \(its buffs: Focus\)/);
    bad(['--vary', 'heroes:Kaito:XP=1', '--vary', 'heroes:Kaito:XP=2'], /both options vary the same number/);
    bad(
      ['--vary', 'heroes:Kaito:XP=1', '--vary', 'heroes:Kaito:AOE=1', '--vary', 'villains:Orochi:AOE=1'],
      /a sweep varies one or two numbers, got 3/,
    );
    bad(
      ['--vary', 'heroes:Kaito:XP=0..200:1', '--vary', 'villains:Orochi:XP=0..200:1'],
      /40401 points; a sweep has at most 1000/,
    );
    expectBadInput(sweep([]), /required option '--vary <spec>' not specified/);
  });
});
