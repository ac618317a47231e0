import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fray, ROOT, tempDir, expectBadInput } from '../helpers/cli.js';

const H = join(ROOT, 'examples/mfd/Heroes.csv');
const V = join(ROOT, 'examples/mfd/Villains.csv');
const DH = join(ROOT, 'examples/mfd/duel-heroes.csv');
const DV = join(ROOT, 'examples/mfd/duel-villains.csv');
const battle = ['mfd', 'odds', '--heroes', H, '--villains', V];
const duel = ['mfd', 'odds', '--heroes', DH, '--villains', DV];

function json(args: string[]) {
  const r = fray(args);
  expect(r.stderr).toBe('');
  expect(r.code).toBe(0);
  return JSON.parse(r.stdout);
}

function badOdds(args: string[], message: RegExp) {
  expectBadInput(fray(args), message);
}

describe('fray mfd odds', () => {
  it('prints the seed, the outcome rates with intervals, rounds and fighters', () => {
    const r = fray([...battle, '--seed', '3', '--runs', '400']);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^Seed: 3 /);
    expect(r.stdout).toMatch(/heroes\s+\d+\s+[\d.]+%\s+[\d.]+% to [\d.]+%/);
    expect(r.stdout).toMatch(/Rounds: mean [\d.]+, sd [\d.]+, median \d+, 90th percentile \d+/);
    expect(r.stdout).toContain('The Hollow King');
    expect(r.stdout).toMatch(/Expected survivors: heroes [\d.]+, villains [\d.]+/);
  });

  it('--json prints one document with the promised shape', () => {
    const doc = json([...battle, '--seed', '3', '--runs', '500', '--json']);
    expect(doc.seed).toBe(3);
    expect(doc.runs).toBe(500);
    expect(doc.partial).toBe(false);
    expect(Object.keys(doc.outcomes)).toEqual(['heroes', 'villains', 'draw', 'none']);
    let total = 0;
    for (const o of Object.values(doc.outcomes) as { count: number; rate: number; ci95: [number, number] }[]) {
      total += o.count;
      expect(o.rate).toBeCloseTo(o.count / 500, 12);
      expect(o.ci95[0]).toBeLessThanOrEqual(o.rate);
      expect(o.ci95[1]).toBeGreaterThanOrEqual(o.rate);
    }
    expect(total).toBe(500);
    expect(Object.keys(doc.rounds)).toEqual(['mean', 'sd', 'median', 'p90', 'histogram']);
    expect(doc.rounds.histogram.reduce((a: number, b: { count: number }) => a + b.count, 0)).toBe(500);
    expect(doc.fighters).toHaveLength(12);
    expect(Object.keys(doc.fighters[0])).toEqual(['side', 'name', 'survival', 'meanDamageDealt', 'meanDamageTaken']);
    expect(doc.expectedSurvivors.heroes).toBeGreaterThanOrEqual(0);
  });

  it('gives identical outcomes and rounds with 1 and 2 workers for the same seed', () => {
    const one = json([...battle, '--seed', '11', '--runs', '3000', '--workers', '1', '--json']);
    const two = json([...battle, '--seed', '11', '--runs', '3000', '--workers', '2', '--json']);
    expect(two.outcomes).toEqual(one.outcomes);
    expect(two.rounds).toEqual(one.rounds);
    expect(two).toEqual(one);
  });

  it('is byte-identical for the same seed and different for another', () => {
    const a = fray([...battle, '--seed', '8', '--runs', '300']);
    const b = fray([...battle, '--seed', '8', '--runs', '300']);
    const c = fray([...battle, '--seed', '9', '--runs', '300']);
    expect(a.stdout).toBe(b.stdout);
    expect(c.stdout).not.toBe(a.stdout);
  });

  it('draws and prints a seed when none is given, and that seed repeats the run', () => {
    const doc = json([...battle, '--runs', '200', '--json']);
    expect(Number.isInteger(doc.seed)).toBe(true);
    expect(json([...battle, '--runs', '200', '--json', '--seed', String(doc.seed)])).toEqual(doc);
  });

  it('-m N: battles still going after N rounds count as "none"', () => {
    const doc = json([...battle, '--seed', '1', '--runs', '400', '-m', '1', '--json']);
    expect(doc.maxRounds).toBe(1);
    expect(doc.outcomes.none.count).toBeGreaterThan(0);
    expect(doc.rounds.histogram).toEqual([{ rounds: 1, count: 400 }]);
  });

  it('--exact shows the exact duel odds beside the sampled ones', () => {
    const doc = json([...duel, '--seed', '1', '--runs', '20000', '--exact', '--json']);
    const sum = Object.values(doc.exact.outcomes as Record<string, number>).reduce((a, b) => a + b, 0);
    expect(sum).toBeCloseTo(1, 12);
    for (const o of ['heroes', 'villains', 'draw'] as const)
      expect(Math.abs(doc.outcomes[o].rate - doc.exact.outcomes[o])).toBeLessThan(0.02);
    const text = fray([...duel, '--seed', '1', '--runs', '2000', '--exact']);
    expect(text.stdout).toMatch(/Outcome\s+Battles\s+Rate\s+95% interval\s+Exact/);
    expect(text.stdout).toMatch(/exact mean [\d.]+/);
  });

  it('golden seed: the example duel with --exact', () => {
    expect(fray([...duel, '--seed', '2026', '--runs', '5000', '--exact']).stdout).toMatchSnapshot();
  });

  it('refuses --exact for a battle that is not 1 v 1', () => {
    badOdds([...battle, '--exact'], /--exact works only for a 1 v 1 battle.*has 6 and .* has 6/);
  });

  it('writes a self-contained HTML report with three charts', () => {
    const dir = tempDir();
    const r = fray([...battle, '--seed', '2', '--runs', '500', '--report', 'odds.html'], { cwd: dir });
    expect(r.code).toBe(0);
    expect(r.stderr).toContain('Wrote odds.html');
    const html = readFileSync(join(dir, 'odds.html'), 'utf8');
    expect(html).toMatch(/^<!DOCTYPE html>/);
    for (const id of ['outcomes', 'rounds', 'survival']) expect(html).toContain(`data-chart="${id}"`);
    expect(html).not.toMatch(/<script|https?:\/\/(?!www\.w3\.org)/);
  });

  it('reports bad input as one line and exit code 2, writing nothing', () => {
    const dir = tempDir();
    badOdds(['mfd', 'odds', '--heroes', 'nope.csv', '--villains', V], /nope\.csv: no such file/);
    badOdds([...battle, '--runs', '0'], /--runs.*from 1/);
    badOdds([...battle, '--runs', 'many'], /--runs.*whole number/);
    badOdds([...battle, '--workers', '0'], /--workers.*from 1/);
    badOdds([...battle, '--seed', '-4'], /seed/);
    badOdds([...battle, '-m', 'x'], /max-rounds/);
    const r = fray([...battle, '--report', 'odds.txt'], { cwd: dir });
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/--report writes an HTML file/);
    expect(existsSync(join(dir, 'odds.txt'))).toBe(false);
  });

  it('has a useful --help', () => {
    const r = fray(['mfd', 'odds', '--help']);
    expect(r.code).toBe(0);
    for (const o of ['--runs', '--seed', '--workers', '--max-rounds', '--exact', '--json', '--report'])
      expect(r.stdout).toContain(o);
  });

  it('Ctrl-C stops the workers and prints the partial result, marked partial, exit 130', async () => {
    const child = spawn(
      process.execPath,
      [join(ROOT, 'bin/fray.js'), ...battle, '--seed', '4', '--runs', '50000000', '--no-budget', '--json'],
      { cwd: tempDir() },
    );
    let stdout = '',
      stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    // Long enough for the process to start and install its handler even on a loaded machine; the run itself needs hours.
    await new Promise((r) => setTimeout(r, 3000));
    child.kill('SIGINT');
    const code = await new Promise<number | null>((r) => child.on('close', (c) => r(c)));
    expect(code).toBe(130);
    const doc = JSON.parse(stdout);
    expect(doc.partial).toBe(true);
    expect(doc.requestedRuns).toBe(50_000_000);
    expect(doc.runs).toBeLessThan(50_000_000);
    expect(stderr).toMatch(/interrupted: the result covers \d+ of 50000000 battles \(marked partial\)/);
  });
});
