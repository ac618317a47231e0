/**
 * `fray summoner match A B --from REPLAY --turn N` (issue 32.4): a match forked from a past turn. Both bots here keep
 * state between calls (counter counts its battle calls; random draws from a generator seeded at setup), so the fork
 * gives the original match again only if the warm-up brings them to the turn with their past.
 */
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectBadInput, fray, ROOT, tempDir } from '../../helpers/cli.js';

const COUNTER = join(ROOT, 'test/fixtures/summoners/counter.ts');
let dir = '';

interface ReplayJson {
  hashes: string[];
  steps: unknown[];
  turns: number;
  players: { name: string; sha256?: string }[];
  forkedFrom?: { turn: number; players: { name: string }[]; finalHash: string; sha256: string };
}

const read = (file: string) => JSON.parse(readFileSync(join(dir, file), 'utf8')) as ReplayJson;
/** The replay's lines that hold its steps, one a line (formatReplay): the play, byte for byte. */
const stepLines = (file: string) =>
  readFileSync(join(dir, file), 'utf8')
    .split('\n')
    .filter((l) => l.startsWith('{"input"'));

beforeAll(() => {
  dir = tempDir();
  const m = fray(['summoner', 'match', COUNTER, 'demo:random', '--seed', '3', '--replay', 'm.json'], { cwd: dir });
  expect(m.code, m.stderr).toBe(0);
  // The same bot, changed: it acts on every second battle call instead of every third.
  writeFileSync(
    join(dir, 'changed.ts'),
    readFileSync(COUNTER, 'utf8').replace('const PERIOD = 3;', 'const PERIOD = 2;'),
  );
});

describe('fray summoner match --from --turn', () => {
  it('with both bots unchanged, gives the original turn hashes from the fork on, byte for byte, and verifies', () => {
    const original = read('m.json');
    expect(original.turns).toBeGreaterThan(25);
    const r = fray(
      [
        'summoner',
        'match',
        COUNTER,
        'demo:random',
        '--from',
        'm.json',
        '--turn',
        '20',
        '--replay',
        'f.json',
        '--no-times',
      ],
      { cwd: dir },
    );
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toMatch(
      /^Forked from turn 20 of m\.json \(counter v random\): its first \d+ steps kept, played on from turn 20/,
    );
    expect(r.stdout).toContain(
      'Warm-up (answers set aside): counter answered 39 of its 39 earlier calls as recorded; random answered 39 of its 39 earlier calls as recorded.',
    );
    const fork = read('f.json');
    expect(JSON.stringify(fork.hashes.slice(20))).toBe(JSON.stringify(original.hashes.slice(20)));
    expect(fork.hashes).toEqual(original.hashes);
    expect(stepLines('f.json')).toEqual(stepLines('m.json'));
    expect(fork.forkedFrom).toMatchObject({
      turn: 20,
      players: [{ name: 'counter' }, { name: 'random' }],
      finalHash: original.hashes.at(-1),
    });
    const sha = createHash('sha256')
      .update(readFileSync(join(dir, 'm.json')))
      .digest('hex');
    expect(fork.forkedFrom?.sha256).toBe(sha);
    const v = fray(['summoner', 'replay', 'f.json', '--verify'], { cwd: dir });
    expect(v.code, v.stderr).toBe(0);
  });

  it('with one bot changed, keeps the turns before the fork, diverges after, and its replay verifies', () => {
    const r = fray(
      [
        'summoner',
        'match',
        'changed.ts',
        'demo:random',
        '--from',
        'm.json',
        '--turn',
        '20',
        '--replay',
        'g.json',
        '--json',
      ],
      { cwd: dir },
    );
    expect(r.code, r.stderr).toBe(0);
    const j = JSON.parse(r.stdout) as {
      forkedFrom: {
        turn: number;
        keptSteps: number;
        warmUp: { calls: number; same: number; different: number; firstDifference?: { turn: number; phase: string } }[];
      };
    };
    expect(j.forkedFrom.turn).toBe(20);
    // The changed bot answers its earlier calls differently: the warm-up says so (and sets its answers aside).
    expect(j.forkedFrom.warmUp[0]?.different).toBeGreaterThan(0);
    expect(j.forkedFrom.warmUp[0]?.firstDifference).toMatchObject({ phase: 'battle' });
    expect(j.forkedFrom.warmUp[1]).toMatchObject({ calls: 39, same: 39, different: 0 });
    const [original, fork] = [read('m.json'), read('g.json')];
    expect(fork.hashes.slice(0, 20)).toEqual(original.hashes.slice(0, 20));
    expect(fork.hashes.slice(20)).not.toEqual(original.hashes.slice(20));
    expect(stepLines('g.json').slice(0, j.forkedFrom.keptSteps)).toEqual(
      stepLines('m.json').slice(0, j.forkedFrom.keptSteps),
    );
    expect(fork.players[0]?.name).toBe('changed');
    const v = fray(['summoner', 'replay', 'g.json', '--verify'], { cwd: dir });
    expect(v.code, v.stderr).toBe(0);
    // The fork's log says where it came from.
    const l = fray(
      ['summoner', 'match', 'changed.ts', 'demo:random', '--from', 'm.json', '--turn', '2', '--log', 'g.txt'],
      {
        cwd: dir,
      },
    );
    expect(l.code, l.stderr).toBe(0);
    expect(readFileSync(join(dir, 'g.txt'), 'utf8')).toMatch(
      /^seed 3\nForked from turn 2 of m\.json \(counter v random\)/,
    );
  });

  it('refuses what cannot be forked with one line, exit 2', () => {
    const fork = (...args: string[]) => fray(['summoner', 'match', COUNTER, 'demo:random', ...args], { cwd: dir });
    expectBadInput(fork('--turn', '3'), /^fray: --turn goes with --from REPLAY: the replay to fork\n$/);
    expectBadInput(fork('--from', 'm.json'), /^fray: --from needs --turn N: the first turn the bots given play\n$/);
    expectBadInput(
      fork('--from', 'm.json', '--turn', '3', '--seed', '4'),
      /^fray: --seed cannot go with --from: a fork plays on with its replay's seed and rules\n$/,
    );
    expectBadInput(fork('--from', 'm.json', '--turn', '3', '--max-turns', '9'), /--max-turns cannot go with --from/);
    const turns = read('m.json').turns;
    expectBadInput(
      fork('--from', 'm.json', '--turn', String(turns + 1)),
      new RegExp(`^fray: m\\.json: turn ${turns + 1} is out of range: the match has turns 1 to ${turns}\\n$`),
    );
    expectBadInput(fork('--from', 'm.json', '--turn', '0'), /--turn/);
    expectBadInput(fork('--from', 'nope.json', '--turn', '3'), /nope\.json/);
    writeFileSync(join(dir, 'notreplay.json'), '{"format": "something else"}');
    expectBadInput(fork('--from', 'notreplay.json', '--turn', '3'), /notreplay\.json: not a Summoner War replay/);
    // A replay that does not verify is refused before any bot is asked.
    const bad = read('m.json');
    bad.hashes[5] = 'ffffffffffffffff';
    writeFileSync(join(dir, 'bad.json'), JSON.stringify(bad));
    expectBadInput(fork('--from', 'bad.json', '--turn', '3'), /bad\.json: turn 5: state hash/);
  });
});
