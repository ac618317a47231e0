/** `fray summoner replay FILE --turn N --seat S [--bot BOT]`: a past call rebuilt, and a bot asked about it again. */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectBadInput, fray, ROOT, tempDir } from '../../helpers/cli.js';

const DEMOS = join(ROOT, 'examples/summoners');
const STARTER = join(DEMOS, 'starter.ts');
let dir = '';

interface TurnJson {
  turn: number;
  seat: string;
  phase: string;
  player: string;
  view: { turn: number; phase: string; mine: { x: number }[] };
  recorded: { orders: unknown[]; refused: { index: number; reason: string }[]; fault?: string };
  bot?: { orders: unknown[]; refused: { index: number; reason: string }[]; fault?: string };
}

const turnJson = (args: string[]) => {
  const r = fray(['summoner', 'replay', 'm.json', ...args, '--json'], { cwd: dir });
  expect(r.code, r.stderr).toBe(0);
  return JSON.parse(r.stdout) as TurnJson;
};

beforeAll(() => {
  dir = tempDir();
  // The starter decides from the view alone, so asked again about any of its calls it answers as it did.
  const m = fray(['summoner', 'match', join(DEMOS, 'rusher.ts'), STARTER, '--seed', '5', '--replay', 'm.json'], {
    cwd: dir,
  });
  expect(m.code, m.stderr).toBe(0);
});

describe('fray summoner replay --turn', () => {
  it('rebuilds the view the seat saw, and a bot that decides from the view answers as it did, from either seat', () => {
    for (const [seat, bot] of [
      ['first', join(DEMOS, 'rusher.ts')],
      ['second', STARTER],
    ] as const) {
      for (const phase of ['enhance', 'battle']) {
        const j = turnJson(['--turn', '3', '--seat', seat, '--phase', phase, '--bot', bot]);
        expect(j).toMatchObject({ turn: 3, seat, phase, view: { turn: 3, phase } });
        expect(j.recorded.orders.length).toBeGreaterThan(0);
        expect(j.bot?.orders, `${seat} ${phase}`).toEqual(j.recorded.orders);
        expect(j.bot?.refused).toEqual([]);
      }
    }
    // The second seat's view is its own, mirrored: its demons start in the west too.
    const first = turnJson(['--turn', '1', '--seat', 'first', '--phase', 'enhance']);
    const second = turnJson(['--turn', '1', '--seat', '1', '--phase', 'enhance']);
    expect(Math.max(...first.view.mine.map((d) => d.x))).toBeLessThan(8);
    expect(Math.max(...second.view.mine.map((d) => d.x))).toBeLessThan(8);
  });

  it("prints both answers in words, with the rules' refusals of a changed bot", () => {
    writeFileSync(
      join(dir, 'changed.ts'),
      `export default {
  setup: () => ({ demons: [{ capacity: 'eat', attack: 2, life: 2 }] }),
  enhance: () => [],
  battle: (v: { mine: { id: number }[] }) => v.mine.map((d) => ({ demon: d.id, action: 'cross', dir: 'W' })),
};
`,
    );
    const r = fray(['summoner', 'replay', 'm.json', '--turn', '2', '--seat', 'second', '--bot', 'changed.ts'], {
      cwd: dir,
    });
    expect(r.code, r.stderr).toBe(0);
    const lines = r.stdout.trimEnd().split('\n');
    expect(lines[0]).toMatch(/^m\.json: turn 2, battle phase of starter, playing second \(east\); its view/);
    expect(r.stdout).toMatch(/^starter \(recorded in the replay\): \d+ orders?\n( {2}\d+: \{.*\}\n)+/m);
    expect(r.stdout).toMatch(/^changed\.ts \(now\): \d+ orders?$/m);
    expect(r.stdout).toMatch(/^ {2}0: \{"demon":\d+,"action":"cross","dir":"W"\} {2}REFUSED: .+$/m);
  });

  it("shows the step's log lines and marks from the replay, as the seat saw them (its own lines, its frame)", () => {
    const j = turnJson(['--turn', '2', '--seat', 'second']);
    const replay = JSON.parse(readFileSync(join(dir, 'm.json'), 'utf8')) as { steps: Record<string, unknown>[] };
    const step = replay.steps[(j as unknown as { step: number }).step - 1] as Record<string, unknown>;
    expect(step.input).toMatchObject({ type: 'battle', seat: 1 });
    // As issue 20's engine side records them: log lines per seat, and the input seat's marks in absolute cells.
    step.logs = [['first seat thinking'], ['second seat thinking']];
    step.marks = [
      { type: 'dot', x: 15, y: 2 },
      { type: 'line', from: [16, 0], to: [10, 4] },
    ];
    writeFileSync(join(dir, 'marked.json'), JSON.stringify(replay));
    const r = fray(['summoner', 'replay', 'marked.json', '--turn', '2', '--seat', 'second', '--json'], { cwd: dir });
    expect(r.code, r.stderr).toBe(0);
    expect((JSON.parse(r.stdout) as { recorded: unknown }).recorded).toMatchObject({
      logs: ['second seat thinking'],
      marks: [
        { type: 'dot', x: 1, y: 2 },
        { type: 'line', from: [0, 0], to: [6, 4] },
      ],
    });
    const text = fray(['summoner', 'replay', 'marked.json', '--turn', '2', '--seat', 'second'], { cwd: dir });
    expect(text.stdout).toContain('  logs: ["second seat thinking"]');
    expect(text.stdout).not.toContain('first seat thinking');
    // The first seat's call that turn has no marks of the second seat's.
    const first = fray(['summoner', 'replay', 'marked.json', '--turn', '2', '--seat', 'first', '--json'], { cwd: dir });
    expect((JSON.parse(first.stdout) as { recorded: object }).recorded).not.toHaveProperty('marks');
  });

  it("shows the re-run bot's own log lines (its setup's and the call's), in text and --json, for an isolate and a process", () => {
    writeFileSync(
      join(dir, 'talky.ts'),
      `export default {
  setup: () => { console.log('talky: setup'); return { demons: [{ capacity: 'eat', attack: 2, life: 2 }] }; },
  enhance: () => [],
  battle: (v: { turn: number; mine: { id: number }[] }) => {
    console.warn('talky: battle on turn', v.turn);
    return v.mine.map((d) => ({ demon: d.id, action: 'move', dir: 'E' }));
  },
};
`,
    );
    const args = ['summoner', 'replay', 'm.json', '--turn', '2', '--seat', 'second', '--bot', 'talky.ts'];
    const text = fray(args, { cwd: dir });
    expect(text.code, text.stderr).toBe(0);
    expect(text.stdout).toMatch(
      /^talky\.ts \(now\): \d+ orders?\n(?: {2}\d+: \{.*\}\n)+ {2}logs \(setup\): talky: setup\n {2}logs: talky: battle on turn 2$/m,
    );
    const j = JSON.parse(fray([...args, '--json'], { cwd: dir }).stdout) as {
      bot: { logs?: string[]; setupLogs?: string[] };
    };
    expect(j.bot).toMatchObject({ logs: ['talky: battle on turn 2'], setupLogs: ['talky: setup'] });
    // A process bot's log is its standard error, call by call.
    const py = join(ROOT, 'test/fixtures/summoners/python-marker/python-marker.bot.json');
    const p = JSON.parse(
      fray(['summoner', 'replay', 'm.json', '--turn', '2', '--seat', 'second', '--bot', py, '--json'], { cwd: dir })
        .stdout,
    ) as { bot: { logs?: string[] } };
    expect(p.bot.logs).toContain('py: battle turn 2');
  });

  it('--warm-up brings a bot that keeps memory to the call with its past, so it answers as it did in the match', () => {
    const counter = join(ROOT, 'test/fixtures/summoners/counter.ts');
    const m = fray(
      ['summoner', 'match', counter, 'demo:random', '--seed', '3', '--max-turns', '8', '--replay', 'c.json'],
      {
        cwd: dir,
      },
    );
    expect(m.code, m.stderr).toBe(0);
    // Counter acts on every third battle call: its 6th is turn 6's, where it acted in the match.
    const ask = (...extra: string[]) =>
      JSON.parse(
        fray(['summoner', 'replay', 'c.json', '--turn', '6', '--seat', 'first', '--bot', counter, '--json', ...extra], {
          cwd: dir,
        }).stdout,
      ) as TurnJson & { bot: { warmUp?: { calls: number; same: number } } };
    const cold = ask();
    expect(cold.recorded.orders.length).toBeGreaterThan(0);
    expect(cold.bot?.orders).toEqual([]);
    const warm = ask('--warm-up');
    expect(warm.bot?.orders).toEqual(warm.recorded.orders);
    expect(warm.bot.warmUp).toMatchObject({ calls: 1 + 2 * 5 + 1, same: 1 + 2 * 5 + 1 });
    expectBadInput(
      fray(['summoner', 'replay', 'c.json', '--turn', '6', '--seat', '0', '--warm-up'], { cwd: dir }),
      /^fray: --warm-up goes with --bot BOT/,
    );
  });

  it('refuses with one line and exit 2: a turn out of range, a bad seat, a bot that fails to load, a replay that does not verify', () => {
    expectBadInput(
      fray(['summoner', 'replay', 'm.json', '--turn', '999', '--seat', 'first'], { cwd: dir }),
      /^fray: m\.json: turn 999 is out of range: the match has turns 1 to \d+\n$/,
    );
    expectBadInput(
      fray(['summoner', 'replay', 'm.json', '--turn', '2', '--seat', 'third'], { cwd: dir }),
      /a seat is first or second \(or 0 or 1\), got 'third'/,
    );
    expectBadInput(fray(['summoner', 'replay', 'm.json', '--turn', '2'], { cwd: dir }), /--turn needs --seat/);
    expectBadInput(fray(['summoner', 'replay', 'm.json', '--seat', '0'], { cwd: dir }), /go with --turn N/);
    expectBadInput(
      fray(['summoner', 'replay', 'm.json', '--turn', '2', '--seat', '0', '--phase', 'setup'], { cwd: dir }),
      /a phase is enhance or battle/,
    );
    writeFileSync(join(dir, 'broken.ts'), 'export default {\n');
    expectBadInput(
      fray(['summoner', 'replay', 'm.json', '--turn', '2', '--seat', '0', '--bot', 'broken.ts'], { cwd: dir }),
      /broken\.ts:2:1: /,
    );
    expectBadInput(
      fray(['summoner', 'replay', 'm.json', '--turn', '2', '--seat', '0', '--bot', 'missing.ts'], { cwd: dir }),
      /missing\.ts: no such file/,
    );
    const tampered = readFileSync(join(dir, 'm.json'), 'utf8').replace(
      /"hashes":\["([0-9a-f])/,
      (_, d: string) => `"hashes":["${d === '0' ? '1' : '0'}`,
    );
    writeFileSync(join(dir, 'tampered.json'), tampered);
    expectBadInput(
      fray(['summoner', 'replay', 'tampered.json', '--turn', '2', '--seat', '0'], { cwd: dir }),
      /^fray: tampered\.json: turn 0: state hash [0-9a-f]+ when re-run, [0-9a-f]{16} in the replay\n$/,
    );
  });
});
