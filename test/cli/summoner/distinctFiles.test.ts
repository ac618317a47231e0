/**
 * Two entrants, one file (issue 30, class 6): bots whose names read alike as file names (`honest bot` and
 * `honest_bot`) each get their own log file in every match, and no run writes two outputs to one path: it is refused
 * before anything is written.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sharedPath } from '../../../src/adapters/files.js';
import { logFileName } from '../../../src/cli/summoner/tournament.js';
import { expectBadInput, fray, ROOT, tempDir } from '../../helpers/cli.js';

/** The random demo, logging who it is at every call (so each log file shows whose it is). */
function loggingBot(who: string): string {
  const random = readFileSync(join(ROOT, 'examples/summoners/random.ts'), 'utf8');
  return random.replace(
    'export default { setup, enhance, battle } satisfies Summoner;',
    `export default {
  setup: (info: SetupInfo) => { console.log('I am ${who}'); return setup(info); },
  enhance: (view: View) => { console.log('I am ${who}'); return enhance(view); },
  battle: (view: View) => { console.log('I am ${who}'); return battle(view); },
};`,
  );
}

/** The rule before the fix: the log beside a replay named after the bot alone. */
const oldLogName = (replay: string, name: string) =>
  replay.replace(/\.json$/, `.${name.replace(/[^\w.#-]+/g, '_')}.log.txt`);

describe('file names made from bot names', () => {
  it("a tournament of `honest bot` and `honest_bot` writes each bot's log of each match to its own file", () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'honest bot.ts'), loggingBot('the one with a space'));
    writeFileSync(join(dir, 'honest_bot.ts'), loggingBot('the one with an underscore'));
    const run = fray(
      [
        'summoner',
        'tournament',
        'honest bot.ts',
        'honest_bot.ts',
        '--seed',
        '1',
        '--max-turns',
        '3',
        '--trusted',
        '--workers',
        '1',
        '--replays',
        'r',
        '--logs',
      ],
      { cwd: dir },
    );
    expect(run.code, run.stderr).toBe(0);
    const logs = readdirSync(join(dir, 'r'))
      .filter((f) => f.endsWith('.log.txt'))
      .sort();
    // Two matches, two seats each: four files, each with its own bot's lines only.
    expect(logs).toEqual([
      'match-0001-honest_bot-v-honest_bot.first.honest_bot.log.txt',
      'match-0001-honest_bot-v-honest_bot.second.honest_bot.log.txt',
      'match-0002-honest_bot-v-honest_bot.first.honest_bot.log.txt',
      'match-0002-honest_bot-v-honest_bot.second.honest_bot.log.txt',
    ]);
    const text = (f: string) => readFileSync(join(dir, 'r', f), 'utf8');
    expect(text(logs[0]!)).toContain('I am the one with a space');
    expect(text(logs[0]!)).not.toContain('underscore');
    expect(text(logs[1]!)).toContain('I am the one with an underscore');
    expect(text(logs[1]!)).not.toContain('space');
    expect(text(logs[2]!)).toContain('underscore');
    expect(text(logs[3]!)).toContain('space');
  });

  it('control: under the rule before the fix both bots of a match share one log file', () => {
    const replay = 'match-0001-honest_bot-v-honest_bot.json';
    expect(oldLogName(replay, 'honest bot')).toBe(oldLogName(replay, 'honest_bot'));
    expect(logFileName(replay, 0, 'honest bot')).not.toBe(logFileName(replay, 1, 'honest_bot'));
    // And a run that still tried to write both would now be refused as a whole, not lose one.
    const dir = tempDir();
    const both = ['honest bot', 'honest_bot'].map((n) => ({ path: join(dir, oldLogName(replay, n)), content: n }));
    expect(sharedPath(both)).toBe(both[1]!.path);
  });
});

describe('no run writes two outputs to one path', () => {
  const demos = (b: string) => join(ROOT, 'examples/summoners', b);

  it('match --replay and --log naming one file is refused, and nothing is written', () => {
    const dir = tempDir();
    for (const [replay, log] of [
      ['m.json', 'm.json'],
      ['m.json', './sub/../m.json'],
      [join(dir, 'm.json'), 'm.json'],
    ] as const) {
      expectBadInput(
        fray(
          [
            'summoner',
            'match',
            demos('rusher.ts'),
            demos('random.ts'),
            '--seed',
            '1',
            '--trusted',
            '--replay',
            replay,
            '--log',
            log,
          ],
          { cwd: dir },
        ),
        /^fray: .*m\.json: two outputs of this run would be written to this one file \(one would be lost\); give them different names\n$/,
      );
      expect(existsSync(join(dir, 'm.json'))).toBe(false);
    }
  });

  it('a file reached through a linked folder is the same file', async () => {
    const { mkdirSync, symlinkSync } = await import('node:fs');
    const dir = tempDir();
    mkdirSync(join(dir, 'real'));
    symlinkSync(join(dir, 'real'), join(dir, 'link'));
    expect(
      sharedPath([
        { path: join(dir, 'real/x.json'), content: '' },
        { path: join(dir, 'link/x.json'), content: '' },
      ]),
    ).toBe(join(dir, 'link/x.json'));
    expect(
      sharedPath([
        { path: join(dir, 'real/x.json'), content: '' },
        { path: join(dir, 'real/y.json'), content: '' },
      ]),
    ).toBe(undefined);
  });
});
