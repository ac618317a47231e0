import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { expectBadInput, fray, ROOT, tempDir } from '../../helpers/cli.js';

describe('fray summoner new', () => {
  it('writes NAME.ts, which then plays a legal match', () => {
    const dir = tempDir();
    const r = fray(['summoner', 'new', 'mybot'], { cwd: dir });
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^Wrote mybot\.ts\. Try it: fray summoner match mybot\.ts/);
    const m = fray(
      ['summoner', 'match', 'mybot.ts', join(ROOT, 'examples/summoners/random.ts'), '--seed', '1', '--json'],
      { cwd: dir },
    );
    expect(m.code).toBe(0);
    const j = JSON.parse(m.stdout) as { players: { name: string; errors: number; rejectedOrders: number }[] };
    expect(j.players[0]).toMatchObject({ name: 'mybot', errors: 0, rejectedOrders: 0 });
  });

  it('never overwrites an existing file', () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'mine.ts'), 'my precious bot');
    expectBadInput(
      fray(['summoner', 'new', 'mine.ts'], { cwd: dir }),
      /^fray: mine\.ts already exists; choose another name or move it away first\n$/,
    );
    expect(readFileSync(join(dir, 'mine.ts'), 'utf8')).toBe('my precious bot');
  });

  it('refuses a name that is not TypeScript or not a plain name', () => {
    expectBadInput(fray(['summoner', 'new', 'bot.js']), /the starter bot is TypeScript: name it bot\.ts/);
    expectBadInput(fray(['summoner', 'new', '9lives']), /a bot name starts with a letter/);
  });
});
