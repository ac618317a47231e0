import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectBadInput, fray, ROOT, tempDir } from '../../helpers/cli.js';

const FIX = join(ROOT, 'test/fixtures/summoners');
let dir = '';

beforeAll(() => {
  dir = tempDir();
  const r = fray(
    [
      'summoner',
      'match',
      join(FIX, 'striker.ts'),
      join(FIX, 'idle.js'),
      '--seed',
      '6',
      '--replay',
      'm.json',
      '--log',
      'm.txt',
    ],
    { cwd: dir },
  );
  expect(r.code).toBe(0);
});

describe('fray summoner replay', () => {
  it('prints the same log the match wrote', () => {
    const r = fray(['summoner', 'replay', 'm.json'], { cwd: dir });
    expect(r.code).toBe(0);
    expect(r.stdout).toBe(readFileSync(join(dir, 'm.txt'), 'utf8'));
  });

  it('--verify names the first turn whose hash differs, with exit code 2', () => {
    const replay = JSON.parse(readFileSync(join(dir, 'm.json'), 'utf8')) as { hashes: string[] };
    replay.hashes[2] = 'ffffffffffffffff';
    writeFileSync(join(dir, 'bad.json'), JSON.stringify(replay));
    expectBadInput(
      fray(['summoner', 'replay', 'bad.json', '--verify'], { cwd: dir }),
      /^fray: bad\.json: turn 2: state hash [0-9a-f]{16} when re-run, ffffffffffffffff in the replay\n$/,
    );
  });

  it('--verify catches a changed order', () => {
    const lines = readFileSync(join(dir, 'm.json'), 'utf8').split('\n');
    const i = lines.findIndex((l) => l.includes('"type":"battle","seat":0') && l.includes('"action":"move"'));
    lines[i] = lines[i]!.replace('"action":"move","dir":"E"', '"action":"move","dir":"W"');
    writeFileSync(join(dir, 'moved.json'), lines.join('\n'));
    expectBadInput(
      fray(['summoner', 'replay', 'moved.json', '--verify'], { cwd: dir }),
      /^fray: moved\.json: turn 1: step 4 \(battle\): the events differ from the replay's\n$/,
    );
  });

  it('--json adds whether it verified', () => {
    const j = JSON.parse(fray(['summoner', 'replay', 'm.json', '--json', '--verify'], { cwd: dir }).stdout) as {
      verified: boolean;
      players: { name: string }[];
    };
    expect(j).toMatchObject({ seed: 6, winner: 0, verified: true, players: [{ name: 'striker' }, { name: 'idle' }] });
  });

  it('--watch draws the replay', () => {
    const r = fray(['summoner', 'replay', 'm.json', '--watch'], { cwd: dir });
    expect(r.stdout).toContain('Turn 1 of 1000, after setup');
  });

  it('refuses a file that is not a replay, naming it', () => {
    writeFileSync(join(dir, 'x.json'), '{"format": "other"}');
    expectBadInput(fray(['summoner', 'replay', 'x.json'], { cwd: dir }), /^fray: x\.json: not a Summoner War replay/);
    expectBadInput(fray(['summoner', 'replay', 'none.json'], { cwd: dir }), /^fray: none\.json: no such file/);
  });

  describe('refuses in words, in every mode, what --verify refuses', () => {
    const MODES = [['--json'], [], ['--watch'], ['--verify'], ['--json', '--verify']];
    /** Writes the replay of beforeAll changed by `edit` as `name`. */
    const edited = (name: string, edit: (r: { steps: { events: unknown[] }[] }) => void): string => {
      const r = JSON.parse(readFileSync(join(dir, 'm.json'), 'utf8')) as { steps: { events: unknown[] }[] };
      edit(r);
      writeFileSync(join(dir, name), JSON.stringify(r));
      return name;
    };

    it('a replay whose orders stop before the match ends, or that has no steps', () => {
      const cut = edited('cut.json', (r) => void r.steps.splice(5));
      const none = edited('none-steps.json', (r) => void r.steps.splice(0));
      for (const mode of MODES) {
        expectBadInput(
          fray(['summoner', 'replay', cut, ...mode], { cwd: dir }),
          /^fray: cut\.json: turn \d+: the replay stops before the match ends\n$/,
        );
        expectBadInput(
          fray(['summoner', 'replay', none, ...mode], { cwd: dir }),
          /^fray: none-steps\.json: turn 0: the replay stops before the match ends\n$/,
        );
      }
    });

    it('a replay with a null event in a step', () => {
      const file = edited('null-event.json', (r) => void (r.steps[3]!.events[0] = null));
      for (const mode of MODES)
        expectBadInput(
          fray(['summoner', 'replay', file, ...mode], { cwd: dir }),
          /^fray: null-event\.json: turn 1: step 4 \(battle\): the events differ from the replay's\n$/,
        );
    });

    it('a replay with a field nested 100,000 levels deep, before parsing it', () => {
      const deep = '['.repeat(100_000) + ']'.repeat(100_000);
      const text = readFileSync(join(dir, 'm.json'), 'utf8').replace('"events":[', `"events":[${deep},`);
      writeFileSync(join(dir, 'deep.json'), text);
      for (const mode of MODES)
        expectBadInput(
          fray(['summoner', 'replay', 'deep.json', ...mode], { cwd: dir }),
          /^fray: deep\.json:\d+:\d+: nested deeper than 256 levels of arrays and objects/,
        );
    });
  });
});
