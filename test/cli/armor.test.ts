import { describe, expect, it } from 'vitest';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fray, tempDir, expectBadInput } from '../helpers/cli.js';

describe('fray armor', () => {
  it('prints one hit as JSON', () => {
    const r = fray(['armor', '--inc', '20', '--def', '20', '--json']);
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout)).toEqual({ inc: 20, def: 20, taken: 10, absorbed: 10 });
  });
  it('works without a subcommand, as text', () => {
    const r = fray(['armor', '--inc', '10', '--def', '5']);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('taken    6.6667');
    expect(r.stdout).toContain('absorbed 3.3333');
  });
  it('defines zero and negative input', () => {
    expect(JSON.parse(fray(['armor', '--inc', '0', '--def', '0', '--json']).stdout)).toEqual({
      inc: 0,
      def: 0,
      taken: 0,
      absorbed: 0,
    });
    expect(JSON.parse(fray(['armor', '--inc=-5', '--def', '3', '--json']).stdout)).toEqual({
      inc: -5,
      def: 3,
      taken: 0,
      absorbed: 0,
    });
    expect(JSON.parse(fray(['armor', '--inc', '5', '--def=-3', '--json']).stdout)).toEqual({
      inc: 5,
      def: -3,
      taken: 5,
      absorbed: 0,
    });
  });
  it.each([
    [['--inc', 'x', '--def', '1'], /--inc/],
    [['--inc', '1', '--def', 'Infinity'], /--def/],
    [['--inc', '1'], /--inc and --def/],
    [[], /--inc and --def/],
  ])('rejects %j with one line and exit 2', (args, re) => {
    expectBadInput(fray(['armor', ...args]), re);
  });
});

describe('fray armor plot', () => {
  it('writes the two graphs', () => {
    const dir = tempDir();
    const r = fray(['armor', 'plot', '--out', 'plots'], { cwd: dir });
    expect(r.code).toBe(0);
    expect(readdirSync(join(dir, 'plots')).sort()).toEqual(['armor-vs-def.svg', 'armor-vs-inc.svg']);
    const byDef = readFileSync(join(dir, 'plots/armor-vs-def.svg'), 'utf8');
    expect(byDef.match(/<path class="series"/g)).toHaveLength(3);
    expect(byDef).toContain('incoming 70');
    const byInc = readFileSync(join(dir, 'plots/armor-vs-inc.svg'), 'utf8');
    expect(byInc).toContain('defence 200');
    expect(fray(['armor', 'plot', '--out', 'again'], { cwd: dir }).code).toBe(0);
    expect(readFileSync(join(dir, 'again/armor-vs-def.svg'), 'utf8')).toBe(byDef);
  });
  it('fails cleanly when the folder cannot be made', () => {
    const dir = tempDir();
    fray(['armor', 'plot', '--out', 'x'], { cwd: dir });
    const r = fray(['armor', 'plot', '--out', 'x/armor-vs-def.svg'], { cwd: dir });
    expect(r.code).toBe(2);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
  });
});
