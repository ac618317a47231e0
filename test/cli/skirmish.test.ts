import { describe, expect, it } from 'vitest';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fray, ROOT, tempDir, expectBadInput } from '../helpers/cli.js';

const EXAMPLE = join(ROOT, 'examples/skirmish/duel.json');

describe('fray skirmish', () => {
  it('fights the example, prints the seed and is byte-identical for a seed', () => {
    const a = fray(['skirmish', EXAMPLE, '--seed', '7']);
    expect(a.code).toBe(0);
    expect(a.stdout).toContain('seed 7');
    expect(a.stdout).toMatch(/(Party|Goblins) wins in round \d+|draw/);
    expect(fray(['skirmish', EXAMPLE, '--seed', '7']).stdout).toBe(a.stdout);
  });
  it('--json gives the fight as one document', () => {
    const doc = JSON.parse(fray(['skirmish', EXAMPLE, '--seed', '7', '--json']).stdout);
    expect(doc.seed).toBe(7);
    expect(['Party', 'Goblins', null]).toContain(doc.winner);
    expect(doc.events.length).toBeGreaterThan(0);
    expect(doc.final).toHaveLength(2);
  });
  it('--runs gives odds', () => {
    const r = fray(['skirmish', EXAMPLE, '--seed', '1', '--runs', '300', '--json']);
    const doc = JSON.parse(r.stdout);
    expect(doc.runs).toBe(300);
    expect(doc.sides[0].wins + doc.sides[1].wins + doc.draws).toBe(300);
    const text = fray(['skirmish', EXAMPLE, '--seed', '1', '--runs', '300']);
    expect(text.stdout).toContain('95% interval');
    expect(text.stdout).toContain('seed 1');
  });
  it('draws a seed when none is given', () => {
    const doc = JSON.parse(fray(['skirmish', EXAMPLE, '--json']).stdout);
    expect(Number.isInteger(doc.seed)).toBe(true);
  });
  it('names the file and field of a bad value', () => {
    const dir = tempDir();
    const bad = JSON.parse(
      JSON.stringify({
        sides: [
          { team: 'A', combatants: [{ name: 'a', rate: 1, hp: 5, damage: 1, hit: 50 }] },
          { team: 'B', combatants: [{ name: 'b', rate: 0, hp: 5, damage: 1, hit: 50 }] },
        ],
      }),
    );
    writeFileSync(join(dir, 'bad.json'), JSON.stringify(bad));
    const r = fray(['skirmish', 'bad.json'], { cwd: dir });
    expect(r.code).toBe(2);
    expect(r.stderr).toBe(
      'fray: bad.json: sides[1].combatants[0].rate: must be a whole number ≥ 1 and ≤ 1000000, got 0\n',
    );
  });
  it('reports malformed JSON on one line, with line and column when the parser gives a position', () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'broken.json'), '{\n  "sides": [,\n');
    const r = fray(['skirmish', 'broken.json'], { cwd: dir });
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/^fray: broken\.json(:\d+:\d+)?: malformed JSON/);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    writeFileSync(join(dir, 'trailing.json'), '{\n  "sides": 1,\n}\n');
    const t = fray(['skirmish', 'trailing.json'], { cwd: dir });
    expect(t.code).toBe(2);
    expect(t.stderr).toMatch(/^fray: trailing\.json:3:1: malformed JSON/);
  });
  it.each([
    [['missing.json'], /missing\.json: no such file/],
    [[EXAMPLE, '--runs', '0'], /--runs/],
    [[EXAMPLE, '--seed', '-1'], /seed/],
    [[], /FILE/],
  ])('rejects %j with one line and exit 2', (args, re) => {
    expectBadInput(fray(['skirmish', ...args]), re);
  });
});
