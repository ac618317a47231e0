import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadSkirmish } from '../../../src/adapters/skirmish/loadSkirmish.js';
import { ROOT, tempDir } from '../../helpers/cli.js';

describe('loadSkirmish', () => {
  it('reads the example', () => {
    const r = loadSkirmish(join(ROOT, 'examples/skirmish/duel.json'));
    expect(r.ok && r.value.sides.map((s) => s.team)).toEqual(['Party', 'Goblins']);
  });

  it('names the file with a bad field, and the line and column of bad JSON, on one line', () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'field.json'), JSON.stringify({ sides: [] }));
    writeFileSync(join(dir, 'syntax.json'), '{\n  "sides": [,]\n}');
    expect(loadSkirmish(join(dir, 'field.json'))).toEqual({
      ok: false,
      problem: { message: 'sides: must be a list of exactly two sides', file: join(dir, 'field.json') },
    });
    const bad = loadSkirmish(join(dir, 'syntax.json'));
    expect(bad.ok).toBe(false);
    if (bad.ok) return;
    expect(bad.problem).toMatchObject({ file: join(dir, 'syntax.json'), line: 2 });
    expect(bad.problem.message).not.toContain('\n');
  });
});
