// Issue 20 through the CLI: a TypeScript bot (in an isolate) and a Python bot (a sandboxed process) that log and
// mark; their lines and marks appear in --log, --watch and the replay at the exact step, the replay verifies, and
// --json shows logs only when asked. Also: --watch titles each frame with the turn its battle phase belonged to.
import { cpSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { fray, ROOT, tempDir } from '../../helpers/cli.js';

const FIX = join(ROOT, 'test/fixtures/summoners');
const marker = join(FIX, 'marker.ts');
let dir = '';
let python = '';

beforeAll(() => {
  dir = tempDir();
  cpSync(join(FIX, 'python-marker'), join(dir, 'python-marker'), { recursive: true });
  python = join(dir, 'python-marker/python-marker.bot.json');
});

interface Step {
  input: { type: string; seat?: number };
  logs?: [string[], string[]];
  marks?: { type: string; x?: number; y?: number; demon?: number; text?: string; from?: number[]; to?: number[] }[];
}

const play = (a: string, b: string, extra: string[] = []) => {
  const r = fray(
    [
      'summoner',
      'match',
      a,
      b,
      '--seed',
      '1',
      '--max-turns',
      '2',
      '--log',
      'm.txt',
      '--replay',
      'r.json',
      '--watch',
      ...extra,
    ],
    { cwd: dir },
  );
  expect(r.code, r.stderr).toBe(0);
  const replay = JSON.parse(readFileSync(join(dir, 'r.json'), 'utf8')) as { steps: Step[] };
  return { r, log: readFileSync(join(dir, 'm.txt'), 'utf8'), steps: replay.steps };
};

describe('bot logs and marks, TypeScript and Python', () => {
  it('are in the replay at the step of their call, marks mirrored back for the second seat, and it verifies', () => {
    const { steps } = play(marker, python);
    expect(steps.map((s) => `${s.input.type}${s.input.seat ?? ''}`)).toEqual([
      'setup',
      'enhance0',
      'enhance1',
      'battle0',
      'battle1',
      'enhance0',
      'enhance1',
      'battle0',
      'battle1',
    ]);
    expect(steps[0]?.logs).toEqual([['marker: setup'], ['py: setup']]);
    expect(steps[1]?.logs).toEqual([['marker: enhance turn 1', 'marker: time number clock number'], []]);
    expect(steps[2]?.logs).toEqual([[], ['py: enhance turn 1 time True']]);
    expect(steps[3]?.logs).toEqual([
      ['[fray] marks[3] dropped: x and y must be a cell of the 17×9 board', 'marker: battle turn 1'],
      [],
    ]);
    // Marker's demon stands at (4,2) on turn 1: the dot is on it, the line goes one cell east.
    expect(steps[3]?.marks).toEqual([
      { type: 'dot', x: 4, y: 2, color: 'red' },
      { type: 'text', demon: 1, text: 't1' },
      { type: 'line', from: [4, 2], to: [5, 2], color: '#00ff00' },
    ]);
    expect(steps[4]?.logs).toEqual([[], ['py: battle turn 1']]);
    // The Python bot saw its demon at (4,2) from the west; it stands at (12,2) on the board.
    expect(steps[4]?.marks).toEqual([
      { type: 'text', demon: 2, text: 'py1' },
      { type: 'dot', x: 12, y: 2, color: 'blue' },
    ]);
    expect(steps[5]?.logs?.[0]).toEqual([
      'marker: enhance turn 2',
      'marker: last points 6 dealt 0 taken 0',
      'marker: time number clock number',
    ]);
    // Its last words come after its last answer, when the match closes (fray sends "end" as it disposes of the bot):
    // they belong to the last call.
    expect(steps[8]?.logs).toEqual([[], ['py: battle turn 2', 'py: end']]);
    expect(fray(['summoner', 'replay', 'r.json', '--verify'], { cwd: dir }).code).toBe(0);
  });

  it('are mirrored the other way when the Python bot plays first', () => {
    const { steps } = play(python, marker);
    expect(steps[3]?.input).toEqual({ type: 'battle', seat: 0, orders: [] });
    expect(steps[3]?.marks).toEqual([
      { type: 'text', demon: 1, text: 'py1' },
      { type: 'dot', x: 4, y: 2, color: 'blue' },
    ]);
    // Marker plays second: its demon #2 stands at (12,2); its line eastward in its own frame goes west on the board.
    expect(steps[4]?.marks).toEqual([
      { type: 'dot', x: 12, y: 2, color: 'red' },
      { type: 'text', demon: 2, text: 't1' },
      { type: 'line', from: [12, 2], to: [11, 2], color: '#00ff00' },
    ]);
    expect(steps[4]?.logs?.[1]).toContain('marker: battle turn 1');
    expect(fray(['summoner', 'replay', 'r.json', '--verify'], { cwd: dir }).code).toBe(0);
  });

  it('are in the match log under the step that made them', () => {
    const { log } = play(marker, python);
    expect(log).toContain(
      [
        '  marker battles',
        '    marker logs: [fray] marks[3] dropped: x and y must be a cell of the 17×9 board',
        '    marker logs: marker: battle turn 1',
        '    marker marks a dot at (4,2) (red)',
        '    marker marks #1 "t1"',
        '    marker marks a line (4,2) → (5,2) (#00ff00)',
        '    marker#1 moves (4,2) → (5,2)',
        '  python-marker battles',
        '    python-marker logs: py: battle turn 1',
        '    python-marker marks #2 "py1"',
        '    python-marker marks a dot at (12,2) (blue)',
        'Turn 2: +6 points each; in hand marker 12, python-marker 12',
      ].join('\n'),
    );
  });

  it('are under the --watch frame of their battle phase (marks in words with --list-marks), and the frames name the right turn', () => {
    const { r } = play(marker, python, ['--list-marks']);
    const frames = r.stdout.split(/(?=^Turn \d+ of \d+, )/m).filter((f) => f.startsWith('Turn'));
    expect(frames.map((f) => f.split('\n')[0])).toEqual([
      'Turn 1 of 2, after setup',
      "Turn 1 of 2, after marker's battle phase",
      "Turn 1 of 2, after python-marker's battle phase",
      "Turn 2 of 2, after marker's battle phase",
      "Turn 2 of 2, after python-marker's battle phase",
    ]);
    expect(frames[1]).toContain(
      [
        'marker logs: marker: enhance turn 1',
        'marker logs: marker: time number clock number',
        'python-marker logs: py: enhance turn 1 time True',
        'marker logs: [fray] marks[3] dropped: x and y must be a cell of the 17×9 board',
        'marker logs: marker: battle turn 1',
        'marker marks a dot at (4,2) (red)',
        'marker marks #1 "t1"',
      ].join('\n'),
    );
    expect(frames[2]).toContain('python-marker marks #2 "py1"');
    expect(frames[2]).not.toContain('marker: battle turn 1');
    expect(frames[4]).toContain('python-marker marks #2 "py2"');
  });

  it('are drawn on the --watch board: a dot and a line as marked cells, a text beside its row; listed only when asked', () => {
    const { r } = play(marker, python);
    const frames = r.stdout.split(/(?=^Turn \d+ of \d+, )/m).filter((f) => f.startsWith('Turn'));
    // Not on a terminal, so plain: marker's battle on turn 1 marked a dot at (4,2) and a line to (5,2), where its
    // demon now stands, and wrote "t1" on demon #1 (row 2).
    const rows = (frames[1] as string).split('\n').slice(2, 11);
    const cell = (row: string, x: number) => row.slice(4 + 4 * x, 8 + 4 * x);
    expect(cell(rows[2] as string, 4)).toBe('*.  ');
    expect(cell(rows[2] as string, 5)).toMatch(/^\+E\d+ ?$/);
    expect(rows[2]).toMatch(/ {2}< #1 "t1"$/);
    expect(frames[1]).toContain(', marks: * dot, + line, < text');
    expect(frames[1]).not.toContain('marker marks');
    // The other rows carry no mark.
    for (const [y, row] of rows.entries()) if (y !== 2) expect(row, `row ${y}`).not.toMatch(/[*+<]/);
  });

  it('--json shows the logs only with --logs', () => {
    const plain = fray(['summoner', 'match', marker, python, '--seed', '1', '--max-turns', '1', '--json'], {
      cwd: dir,
    });
    expect(plain.code, plain.stderr).toBe(0);
    expect(JSON.parse(plain.stdout)).not.toHaveProperty('logs');
    const withLogs = fray(
      ['summoner', 'match', marker, python, '--seed', '1', '--max-turns', '1', '--json', '--logs'],
      {
        cwd: dir,
      },
    );
    const j = JSON.parse(withLogs.stdout) as { logs: { step: number; seat: number; lines: string[] }[] };
    expect(j.logs.slice(0, 3)).toEqual([
      { step: 0, seat: 0, lines: ['marker: setup'] },
      { step: 0, seat: 1, lines: ['py: setup'] },
      { step: 1, seat: 0, lines: ['marker: enhance turn 1', 'marker: time number clock number'] },
    ]);
  });
});

describe('--watch frame titles', () => {
  it("title the second seat's frame with the turn of its battle phase, showing that turn's moves", () => {
    const r = fray([
      'summoner',
      'match',
      join(FIX, 'striker.ts'),
      join(FIX, 'idle.js'),
      '--seed',
      '4',
      '--watch',
      '--max-turns',
      '2',
    ]);
    const frames = r.stdout.split(/(?=^Turn \d+ of \d+, )/m).filter((f) => f.startsWith('Turn'));
    expect(frames.map((f) => f.split('\n')[0])).toEqual([
      'Turn 1 of 2, after setup',
      "Turn 1 of 2, after striker's battle phase",
      "Turn 1 of 2, after idle's battle phase",
      "Turn 2 of 2, after striker's battle phase",
      "Turn 2 of 2, after idle's battle phase",
    ]);
    // The striker steps east once a turn from (4,2): turn 1's frames show it at column 5, turn 2's at column 6.
    const column = (f: string) => (/^ {2}2 (.*)$/m.exec(f)?.[1] ?? '').indexOf('E') / 4;
    expect(frames.slice(1).map((f) => Math.floor(column(f)))).toEqual([5, 5, 6, 6]);
  });
});

describe('tournament replays and logs', () => {
  it("leave logs out of the replays unless --logs, which also writes each bot's log per match beside them", () => {
    const idle = join(FIX, 'idle.js');
    const base = [
      'summoner',
      'tournament',
      marker,
      idle,
      '--seed',
      '1',
      '--max-turns',
      '2',
      '--workers',
      '1',
      '--json',
    ];
    const quiet = tempDir();
    expect(fray([...base, '--replays', 'r'], { cwd: quiet }).code).toBe(0);
    const first = readFileSync(join(quiet, 'r/match-0001-marker-v-idle.json'), 'utf8');
    expect(first).not.toContain('"logs"');
    expect(first).toContain('"marks"');
    expect(() => readFileSync(join(quiet, 'r/match-0001-marker-v-idle.first.marker.log.txt'))).toThrow();

    const loud = tempDir();
    expect(fray([...base, '--replays', 'r', '--logs'], { cwd: loud }).code).toBe(0);
    const steps = (JSON.parse(readFileSync(join(loud, 'r/match-0001-marker-v-idle.json'), 'utf8')) as { steps: Step[] })
      .steps;
    expect(steps[3]?.logs?.[0]).toContain('marker: battle turn 1');
    expect(readFileSync(join(loud, 'r/match-0001-marker-v-idle.first.marker.log.txt'), 'utf8')).toContain(
      'step 3, battle, turn 1\n  [fray] marks[3] dropped: x and y must be a cell of the 17×9 board\n  marker: battle turn 1\n',
    );
    // The second match has marker second: its log file is named after it all the same.
    expect(readFileSync(join(loud, 'r/match-0002-idle-v-marker.second.marker.log.txt'), 'utf8')).toContain(
      'step 0, setup, turn 0\n  marker: setup\n',
    );
    expect(() => readFileSync(join(loud, 'r/match-0001-marker-v-idle.second.idle.log.txt'))).toThrow();
  });
});

describe('bot logs and marks, Java', () => {
  it('a Java bot (protocol 2) logs on standard error and marks: both at the exact step (log, --watch, replay), mirrored back, and it verifies', () => {
    const jdir = tempDir();
    cpSync(join(FIX, 'java-marker'), join(jdir, 'java-marker'), { recursive: true });
    const r = fray(
      [
        'summoner',
        'match',
        join(FIX, 'idle.js'),
        'java-marker/java-marker.bot.json',
        '--seed',
        '1',
        '--max-turns',
        '2',
        '--replay',
        'r.json',
        '--log',
        'm.txt',
        '--watch',
        '--list-marks',
      ],
      { cwd: jdir },
    );
    expect(r.code, r.stderr).toBe(0);
    // Under the --watch frame of its battle phase: its log line and its marks, in words.
    const frame = r.stdout.split('\n\n').find((f) => f.startsWith("Turn 1 of 2, after java-marker's battle phase"));
    expect(frame).toContain('java-marker logs: java: battle turn 1\njava-marker marks #2 "java1"\n');
    const steps = (JSON.parse(readFileSync(join(jdir, 'r.json'), 'utf8')) as { steps: Step[] }).steps;
    expect(steps[0]?.logs).toEqual([[], ['java: setup']]);
    expect(steps[2]?.logs).toEqual([[], ['java: enhance turn 1']]);
    expect(steps[4]?.input).toMatchObject({ type: 'battle', seat: 1 });
    expect(steps[4]?.logs).toEqual([[], ['java: battle turn 1']]);
    // It saw its demon at (4,2) from the west; on the board it stands at (12,2).
    expect(steps[4]?.marks).toEqual([
      { type: 'text', demon: 2, text: 'java1' },
      { type: 'dot', x: 12, y: 2, color: 'green' },
    ]);
    expect(steps[8]?.logs).toEqual([[], ['java: battle turn 2']]);
    expect(readFileSync(join(jdir, 'm.txt'), 'utf8')).toContain(
      '  java-marker battles\n    java-marker logs: java: battle turn 1\n    java-marker marks #2 "java1"\n    java-marker marks a dot at (12,2) (green)\n',
    );
    expect(fray(['summoner', 'replay', 'r.json', '--verify'], { cwd: jdir }).code).toBe(0);
  });
});
