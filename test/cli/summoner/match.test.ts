import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { expectBadInput, fray, ROOT, tempDir } from '../../helpers/cli.js';

const FIX = join(ROOT, 'test/fixtures/summoners');
const striker = join(FIX, 'striker.ts');
const idle = join(FIX, 'idle.js');

describe('fray summoner match', () => {
  it('plays a seeded match and prints the seed, the result and a table', () => {
    const r = fray(['summoner', 'match', striker, idle, '--seed', '4']);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(
      /^seed 4\nstriker \(first, west\) v idle \(second, east\)\nstriker wins by wiping out idle on turn \d+\n/,
    );
    expect(r.stderr).toBe('');
  });

  it('prints the seed it drew when none is given, and that seed repeats the match byte for byte', () => {
    const a = fray(['summoner', 'match', striker, idle]);
    const seed = /^seed (\d+)/.exec(a.stdout)?.[1];
    expect(seed).toBeDefined();
    expect(fray(['summoner', 'match', striker, idle, '--seed', seed!]).stdout).toBe(a.stdout);
  });

  it('--json gives {seed, turns, winner, players} with winner as the index of players', () => {
    const r = fray(['summoner', 'match', idle, striker, '--seed', '4', '--json']);
    const j = JSON.parse(r.stdout) as {
      seed: number;
      winner: number;
      players: { name: string; kills: number; demonsLeft: number; errors: number }[];
    };
    expect(j).toMatchObject({
      seed: 4,
      winner: 1,
      reason: 'wipeout',
      players: [
        { name: 'idle', kills: 0, demonsLeft: 0, errors: 0 },
        { name: 'striker', kills: 1, demonsLeft: 1, errors: 0 },
      ],
    });
  });

  it('writes a replay that verifies and a log, both byte-identical for the same seed (the replay with --no-times)', () => {
    const dir = tempDir();
    const run = (...extra: string[]) =>
      fray(['summoner', 'match', striker, idle, '--seed', '9', '--replay', 'm.json', '--log', 'm.txt', ...extra], {
        cwd: dir,
      });
    expect(run('--no-times').stderr).toBe('Wrote m.json and m.txt.\n');
    const [replay, log] = [readFileSync(join(dir, 'm.json'), 'utf8'), readFileSync(join(dir, 'm.txt'), 'utf8')];
    expect(log).toMatch(/^seed 9\nSetup\n {4}striker summons #1 at \(4,2\)/);
    expect(replay).not.toContain('"times"');
    run('--no-times');
    expect(readFileSync(join(dir, 'm.json'), 'utf8')).toBe(replay);
    expect(readFileSync(join(dir, 'm.txt'), 'utf8')).toBe(log);
    // With the times (the default), the replay is the same but for its "times" section, which the log never shows.
    run();
    const timed = JSON.parse(readFileSync(join(dir, 'm.json'), 'utf8')) as Record<string, unknown>;
    expect(timed.times).toBeDefined();
    const { times: _times, ...rest } = timed;
    expect(JSON.stringify(rest)).toBe(JSON.stringify(JSON.parse(replay)));
    expect(readFileSync(join(dir, 'm.txt'), 'utf8')).toBe(log);
    const v = fray(['summoner', 'replay', 'm.json', '--verify'], { cwd: dir });
    expect(v.code).toBe(0);
    expect(v.stdout).toMatch(/verified: \d+ steps over \d+ turns/);
  });

  it('names a bot that throws in the faults: the match goes on, and three failed battle calls in a row forfeit', () => {
    const r = fray(['summoner', 'match', join(FIX, 'thrower.js'), idle, '--seed', '1', '--max-turns', '5']);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('turn 1: thrower: battle failed: Error: boom');
    expect(r.stdout).toContain(
      'idle wins by forfeit (3 failed battle calls in a row (last: battle failed: Error: boom (at thrower.js:6:11)))',
    );
    const patient = fray([
      'summoner',
      'match',
      join(FIX, 'thrower.js'),
      idle,
      '--seed',
      '1',
      '--max-turns',
      '5',
      '--max-faults',
      '10',
    ]);
    expect(patient.stdout).toContain('draw at the turn limit');
    expect(patient.stdout).toMatch(/thrower +first, west +0 +1 +5 +0/);
  });

  it("files a forfeit on battle calls under the forfeiting bot's own battle step in the log, not its opponent's", () => {
    const dir = tempDir();
    const r = fray(
      ['summoner', 'match', idle, join(FIX, 'thrower.js'), '--seed', '1', '--max-turns', '5', '--log', 'm.txt'],
      {
        cwd: dir,
      },
    );
    expect(r.code, r.stderr).toBe(0);
    const log = readFileSync(join(dir, 'm.txt'), 'utf8');
    // Under the thrower's own call: its log lines (what it threw, mapped to its file), then the forfeit.
    expect(log).toMatch(
      /\n {2}idle battles\n {2}thrower battles\n( {4}thrower logs: .*\n)* {4}thrower forfeits: 3 failed battle calls in a row \(last: battle failed: Error: boom\b.*\)\n/,
    );
    // The same log from the replay, in every mode that tells it.
    expect(log.split('\n').filter((l) => l === '  thrower battles')).toHaveLength(3);
  });

  it('forfeits a bot whose setup breaks a rule, with the reason', () => {
    const r = fray(['summoner', 'match', idle, join(FIX, 'overbudget.js'), '--seed', '1', '--json']);
    expect(JSON.parse(r.stdout)).toMatchObject({
      winner: 0,
      reason: 'forfeit',
      turns: 0,
      detail: 'setup refused: summons 7 demons; at most 6 are allowed',
    });
  });

  it('--watch draws boards, in colour only on a terminal and never under NO_COLOR', () => {
    const r = fray(['summoner', 'match', striker, idle, '--seed', '4', '--watch', '--max-turns', '2']);
    expect(r.stdout).toContain('Turn 1 of 2, after setup');
    expect(r.stdout).toContain("Turn 2 of 2, after idle's battle phase");
    expect(r.stdout).toMatch(/ 2 {2}\. {3}\. {3}\. {3}\. {3}\. {3}E6 /);
    expect(r.stdout).not.toContain('\u001b[');
  });

  it('--rules changes the rules; --max-turns overrides them', () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'r.json'), '{"maxTurns": 3, "friendlyFire": false}');
    const j = JSON.parse(
      fray(['summoner', 'match', idle, idle, '--seed', '1', '--rules', 'r.json', '--json'], { cwd: dir }).stdout,
    ) as { turns: number };
    expect(j.turns).toBe(3);
    const k = JSON.parse(
      fray(['summoner', 'match', idle, idle, '--seed', '1', '--rules', 'r.json', '--max-turns', '2', '--json'], {
        cwd: dir,
      }).stdout,
    ) as { turns: number };
    expect(k.turns).toBe(2);
  });

  describe('bad input: one line, exit 2, nothing written', () => {
    const cases: [string, string[], RegExp][] = [
      ['a missing bot file', ['nope.ts', idle], /^fray: nope\.ts: no such file\n$/],
      ['a bot that does not compile', [join(FIX, 'broken.ts'), idle], /broken\.ts:2:\d+: /],
      ['a bot with no default export', [join(FIX, 'noexport.js'), idle], /noexport\.js: has no default export/],
      ['a bot that lacks a method', [idle, join(FIX, 'nobattle.js')], /nobattle\.js: its default export lacks battle/],
      [
        'a bot that throws while loading',
        [join(FIX, 'topthrow.js'), idle],
        /topthrow\.js: does not load: Error: cannot start/,
      ],
      [
        'a file that is not a module',
        [join(ROOT, 'README.md'), idle],
        /README\.md: a bot is a JavaScript or TypeScript module/,
      ],
    ];
    for (const [what, bots, pattern] of cases) {
      it(what, () => {
        const dir = tempDir();
        const r = fray(['summoner', 'match', ...bots, '--replay', 'm.json'], { cwd: dir });
        expectBadInput(r, pattern);
        expect(existsSync(join(dir, 'm.json'))).toBe(false);
      });
    }

    it('a rules file with an unknown key names the key', () => {
      const dir = tempDir();
      writeFileSync(join(dir, 'r.json'), '{"maxTurn": 3}');
      expectBadInput(
        fray(['summoner', 'match', idle, idle, '--rules', 'r.json'], { cwd: dir }),
        /^fray: r\.json: unknown rule 'maxTurn' \(did you mean 'maxTurns'\?\)/,
      );
    });

    it('a rules file with an impossible value names the key', () => {
      const dir = tempDir();
      writeFileSync(join(dir, 'r.json'), '{"width": 1}');
      expectBadInput(
        fray(['summoner', 'match', idle, idle, '--rules', 'r.json'], { cwd: dir }),
        /^fray: r\.json: rule 'width' must be a whole number from 2 to 64, got 1\n$/,
      );
    });

    it('a rules file with a value nested 100,000 levels deep names line, column and the limit', () => {
      const dir = tempDir();
      writeFileSync(join(dir, 'r.json'), `{"maxTurns": ${'['.repeat(100_000)}${']'.repeat(100_000)}}`);
      expectBadInput(
        fray(['summoner', 'match', idle, idle, '--rules', 'r.json'], { cwd: dir }),
        /^fray: r\.json:1:269: nested deeper than 256 levels of arrays and objects/,
      );
    });

    it('a rules file that is not JSON names line and column', () => {
      const dir = tempDir();
      writeFileSync(join(dir, 'r.json'), '{\n  "maxTurns": 3,\n}');
      expectBadInput(
        fray(['summoner', 'match', idle, idle, '--rules', 'r.json'], { cwd: dir }),
        /^fray: r\.json:3:1: malformed JSON/,
      );
    });

    it('a bad seed or turn limit', () => {
      expectBadInput(fray(['summoner', 'match', idle, idle, '--seed', 'x']), /--seed/);
      expectBadInput(fray(['summoner', 'match', idle, idle, '--max-turns', '0']), /--max-turns/);
    });
  });
});
