import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { expectBadInput, fray, tempDir } from '../../helpers/cli.js';

describe('fray summoner new', () => {
  it('writes NAME.ts, which then plays a legal match: its hint, run as printed, works outside the repository', () => {
    const dir = tempDir();
    const r = fray(['summoner', 'new', 'mybot'], { cwd: dir });
    expect(r.code).toBe(0);
    expect(r.stdout).toBe('Wrote mybot.ts. Try it: fray summoner match mybot.ts demo:random --seed 1\n');
    // The hint's command, word for word, in a folder with no examples/ in it.
    const hint = /Try it: fray (.*)$/m.exec(r.stdout)?.[1]?.split(' ') ?? [];
    const m = fray([...hint, '--json'], { cwd: dir });
    expect(m.code, m.stderr).toBe(0);
    const j = JSON.parse(m.stdout) as { players: { name: string; errors: number; rejectedOrders: number }[] };
    expect(j.players[0]).toMatchObject({ name: 'mybot', errors: 0, rejectedOrders: 0 });
  });

  it('names every demo from anywhere as demo:NAME, and refuses a name that is no demo', () => {
    const dir = tempDir();
    for (const demo of ['random', 'rusher', 'cloner', 'exploder', 'healers']) {
      const m = fray(
        ['summoner', 'match', `demo:${demo}`, 'demo:random', '--seed', '1', '--max-turns', '3', '--json'],
        {
          cwd: dir,
        },
      );
      expect(m.code, m.stderr).toBe(0);
      expect((JSON.parse(m.stdout) as { players: { name: string }[] }).players[0]?.name).toBe(demo);
    }
    expectBadInput(
      fray(['summoner', 'match', 'demo:starter', 'demo:random'], { cwd: dir }),
      /^fray: 'demo:starter' is no demo: the demos are demo:cloner, demo:exploder, demo:healers, demo:random, demo:rusher\n$/,
    );
    expectBadInput(fray(['summoner', 'tournament', 'demo:../x', 'demo:random'], { cwd: dir }), /is no demo/);
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
