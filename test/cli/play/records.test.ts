/** What a finished game leaves in the data folder: a morgue file and its row in the high scores. */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { recordEnd } from '../../../src/cli/play/records.js';
import type { GameState } from '../../../src/stool/rules/state.js';
import { tempDir } from '../../helpers/cli.js';
import { fresh } from '../../stool/helpers.js';

/** Seed `seed`, over: dead on level `depth + 1`. */
function deadOn(seed: number, depth: number): GameState {
  const s = structuredClone(fresh(seed));
  s.depth = depth;
  s.over = { result: 'dead', by: 'orc', round: 10 };
  return s;
}

const extras = (date: string) => ({ messages: ['You die, killed by an orc.'], blow: 'The orc hits you.', date });

describe('recordEnd', () => {
  it('writes a morgue file per game and keeps the scores best first, giving this game its rank', () => {
    const dir = tempDir();
    const first = recordEnd(dir, deadOn(1, 1), extras('2026-01-01T00:00:00.000Z'));
    expect(first).toMatchObject({ rank: 1, problem: null });
    const second = recordEnd(dir, deadOn(2, 3), extras('2026-01-02T00:00:00.000Z'));
    expect(second.rank).toBe(1);
    const third = recordEnd(dir, deadOn(3, 2), extras('2026-01-03T00:00:00.000Z'));
    expect(third.rank).toBe(2);
    expect(third.scores.map((r) => r.seed)).toEqual([2, 3, 1]);
    expect(third.scores[0]).toMatchObject({ result: 'dead', by: 'an orc', level: 4, score: 750 });
    expect(readdirSync(join(dir, 'morgue')).sort()).toEqual([
      'stool-2026-01-01T00-00-00-000Z-seed1.txt',
      'stool-2026-01-02T00-00-00-000Z-seed2.txt',
      'stool-2026-01-03T00-00-00-000Z-seed3.txt',
    ]);
    expect(readFileSync(third.morgue!, 'utf8')).toContain('The last blow: The orc hits you.');
  });

  it('leaves a file that is not a score file alone, and says so, but still writes the morgue', () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'stool-scores.json'), '{"mine": true}\n');
    const r = recordEnd(dir, deadOn(1, 0), extras('2026-01-01T00:00:00.000Z'));
    expect(r.problem).toMatch(/stool-scores\.json: is not a high-score file of this game/);
    expect(r.morgue).not.toBeNull();
    expect(readFileSync(join(dir, 'stool-scores.json'), 'utf8')).toBe('{"mine": true}\n');
  });
});
