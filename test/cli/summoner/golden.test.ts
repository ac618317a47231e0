// Golden-seed matches: whole logs of demo matches, so any change to a rule, an event or the log shows up as a diff.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fray, ROOT, tempDir } from '../../helpers/cli.js';

const demo = (name: string) => join(ROOT, 'examples/summoners', `${name}.ts`);

describe('golden-seed summoner matches', () => {
  for (const [a, b, seed] of [
    ['rusher', 'healers', 2026],
    ['cloner', 'exploder', 7],
    ['random', 'rusher', 3],
  ] as const) {
    it(`${a} v ${b}, seed ${seed}: the log and the summary are unchanged`, async () => {
      const dir = tempDir();
      const r = fray(['summoner', 'match', demo(a), demo(b), '--seed', String(seed), '--log', 'm.txt'], { cwd: dir });
      expect(r.code).toBe(0);
      await expect(r.stdout).toMatchFileSnapshot(`__snapshots__/${a}-v-${b}-seed-${seed}.txt`);
      await expect(readFileSync(join(dir, 'm.txt'), 'utf8')).toMatchFileSnapshot(
        `__snapshots__/${a}-v-${b}-seed-${seed}.log.txt`,
      );
    });
  }
});
