import { describe, expect, it } from 'vitest';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fray, tempDir, expectBadInput } from '../helpers/cli.js';

describe('fray luck trace', () => {
  it('traces example D as the pseudo-code computes it', () => {
    const r = fray(['luck', 'trace', '--chance', '55', '--luck', '20', '--rolls', '71,80,3', '--json']);
    expect(r.code).toBe(0);
    const doc = JSON.parse(r.stdout);
    expect(
      doc.steps.map((s: { roll: number; success: boolean; luckBefore: number; luckAfter: number }) => [
        s.roll,
        s.success,
        s.luckBefore,
        s.luckAfter,
      ]),
    ).toEqual([
      [71, true, 20, 4],
      [80, false, 4, 14],
      [3, true, 14, 14],
    ]);
  });
  it('shows a step that needs no roll as null', () => {
    const r = fray(['luck', 'trace', '--chance', '15', '--luck', '-35', '--rolls', '1', '--json']);
    expect(JSON.parse(r.stdout).steps[0]).toMatchObject({
      roll: null,
      success: false,
      luckBefore: -35,
      luckAfter: -35,
    });
  });
  it('prints a table and the rounded chance', () => {
    const r = fray(['luck', 'trace', '--chance', '12.5', '--rolls', '13,14']);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('rolled as 13%');
    expect(r.stdout).toMatch(/1\s+13\s+13\s+hit\s+0\s+-42/);
  });
  it.each([
    [['--chance', '101', '--rolls', '5'], /--chance/],
    [['--chance', 'abc', '--rolls', '5'], /--chance/],
    [['--chance', '50', '--rolls', '0'], /--rolls/],
    [['--chance', '50', '--rolls', '5,x'], /--rolls/],
    [['--chance', '50', '--luck', '201', '--rolls', '5'], /--luck/],
    [['--chance', '50', '--luck', '1.5', '--rolls', '5'], /--luck/],
    [['--rolls', '5'], /--chance/],
    [['--chance', '50'], /--rolls/],
  ])('rejects bad input %j with one line and exit 2', (args, re) => {
    expectBadInput(fray(['luck', 'trace', ...args]), re);
  });
});

describe('fray luck compare', () => {
  it('prints tables with the seed, byte-identical for the same seed, and says the meter moves the rate', () => {
    const a = fray(['luck', 'compare', '--chance', '55', '--rolls', '20000', '--seed', '42']);
    const b = fray(['luck', 'compare', '--chance', '55', '--rolls', '20000', '--seed', '42']);
    expect(a.code).toBe(0);
    expect(a.stdout).toBe(b.stdout);
    expect(a.stdout).toContain('seed 42');
    expect(a.stdout).toContain('luck meter');
    expect(a.stdout).toContain('Dota PRD');
    expect(a.stdout).toMatch(/note: through the luck meter the 55% roll hit 7\d\.\d\d% of the time/);
  });
  it('draws and prints a seed when none is given', () => {
    const r = fray(['luck', 'compare', '--chance', '30', '--rolls', '100', '--json']);
    expect(r.code).toBe(0);
    expect(Number.isInteger(JSON.parse(r.stdout).seed)).toBe(true);
  });
  it('--json gives one document with per-chance rates for a mix of chances', () => {
    const r = fray(['luck', 'compare', '--chance', '10,55', '--rolls', '1000', '--seed', '1', '--json']);
    const doc = JSON.parse(r.stdout);
    expect(doc.seed).toBe(1);
    expect(doc.methods.map((m: { method: string }) => m.method)).toEqual(['plain', 'luck', 'prd']);
    expect(doc.methods[0].perChance.map((t: { chance: number; attempts: number }) => [t.chance, t.attempts])).toEqual([
      [10, 500],
      [55, 500],
    ]);
    expect(doc.prdConstants['10']).toBeCloseTo(0.01475, 4);
  });
  it('shows a lone 10% roll dying after one hit', () => {
    const doc = JSON.parse(
      fray(['luck', 'compare', '--chance', '10', '--rolls', '3000', '--seed', '3', '--json']).stdout,
    );
    const luck = doc.methods.find((m: { method: string }) => m.method === 'luck');
    expect(luck.hits).toBe(1);
    expect(luck.luck.final).toBe(-45);
  });
  it('writes the chart atomically with --chart', () => {
    const dir = tempDir();
    const r = fray(['luck', 'compare', '--chance', '55', '--rolls', '2000', '--seed', '9', '--chart', 'c.svg'], {
      cwd: dir,
    });
    expect(r.code).toBe(0);
    const svg = readFileSync(join(dir, 'c.svg'), 'utf8');
    expect(svg).toContain('class="chart-stack"');
    expect(svg.match(/<path class="series"/g)).toHaveLength(6);
    expect(readdirSync(dir)).toEqual(['c.svg']);
  });
  it('fails cleanly when the chart cannot be written, writing nothing', () => {
    const dir = tempDir();
    const r = fray(['luck', 'compare', '--chance', '55', '--rolls', '10', '--seed', '9', '--chart', '.'], { cwd: dir });
    expect(r.code).toBe(2);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    expect(r.stdout).toBe('');
  });
  it.each([
    [['--chance', '50,', '--rolls', '10'], /--chance/],
    [['--chance', '-1', '--rolls', '10'], /--chance/],
    [['--chance', '50', '--rolls', '0'], /--rolls/],
    [['--chance', '50', '--rolls', '10', '--seed', 'x'], /seed/],
  ])('rejects bad input %j', (args, re) => {
    const r = fray(['luck', 'compare', ...args]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(re);
    expect(existsSync('c.svg')).toBe(false);
  });
  it('has help', () => {
    const r = fray(['luck', 'compare', '--help']);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('--chart');
  });
});
