/** `fray summoner check`: a clean bot passes; type errors, load errors, faults and refused orders are listed with where. */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { expectBadInput, fray, ROOT, tempDir } from '../../helpers/cli.js';

const PYTHON = join(ROOT, 'examples/summoners/python/python-starter.bot.json');
const FIX = join(ROOT, 'test/fixtures/summoners');

/** A new starter bot in a fresh folder, as `fray summoner new` writes it, changed by `edit`. */
function starter(edit: (source: string) => string = (s) => s): { dir: string; file: string } {
  const dir = tempDir();
  expect(fray(['summoner', 'new', 'mybot'], { cwd: dir }).code).toBe(0);
  const file = join(dir, 'mybot.ts');
  writeFileSync(file, edit(readFileSync(file, 'utf8')));
  return { dir, file };
}

interface CheckJson {
  file: string;
  ok: boolean;
  problems: {
    kind: string;
    file?: string;
    line?: number;
    seat?: string;
    turn?: number;
    phase?: string;
    message: string;
  }[];
}

// Each check type-checks and plays two matches: on a loaded machine that takes more than the default minute.
describe('fray summoner check', { timeout: 240_000 }, () => {
  it('passes the starter that `fray summoner new` writes, where fray is not installed: exit 0', () => {
    const { dir } = starter();
    const r = fray(['summoner', 'check', 'mybot.ts'], { cwd: dir });
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(
      /^mybot\.ts: no problems found: it type-checks strictly, loads \(sandboxed\), plays 20 turns/,
    );
  });

  it('lists type errors with file:line:column, strictly (noUncheckedIndexedAccess): exit 1', () => {
    // Indexing an array gives T | undefined under noUncheckedIndexedAccess: the starter's `as MyDemon` is what saves it.
    const { dir } = starter((s) => s.replace(/\)\[0\] as MyDemon;/, ')[0];'));
    const r = fray(['summoner', 'check', 'mybot.ts'], { cwd: dir });
    expect(r.code).toBe(1);
    const lines = r.stdout.trimEnd().split('\n');
    expect(lines.at(-1)).toMatch(/^mybot\.ts: \d+ problems? found \(\d+ errors?\)$/);
    expect(lines[0]).toMatch(/^mybot\.ts:\d+:\d+: error TS18048: 'd' is possibly 'undefined'\.$/);
  });

  it('lists faults and refused orders with their turn, phase and seat, orders as the bot sent them', () => {
    const dir = tempDir();
    writeFileSync(
      join(dir, 'sloppy.ts'),
      `import type { Summoner } from 'fray/summoner';
export default {
  setup: () => ({ demons: [{ capacity: 'eat', attack: 2, life: 2 }] }),
  enhance: (v) => { if (v.turn === 2) throw new Error('no plan for turn 2'); return []; },
  battle: (v) => v.mine.map((d) => ({ demon: d.id, action: 'cross', dir: 'W' })),
} satisfies Summoner;
`,
    );
    const r = fray(['summoner', 'check', 'sloppy.ts', '--turns', '3', '--json'], { cwd: dir });
    expect(r.code).toBe(1);
    const j = JSON.parse(r.stdout) as CheckJson;
    expect(j.ok).toBe(false);
    const faults = j.problems.filter((p) => p.kind === 'fault');
    expect(faults.map((p) => [p.seat, p.turn, p.phase])).toEqual([
      ['first', 2, 'enhance'],
      ['second', 2, 'enhance'],
    ]);
    expect(faults[0]?.message).toMatch(/no plan for turn 2/);
    // A Cross from an eater is refused; the second seat's order, mirrored for the engine, is shown as it was sent.
    const refused = j.problems.filter((p) => p.kind === 'refused');
    expect(refused.length).toBeGreaterThan(0);
    expect(new Set(refused.map((p) => p.seat))).toEqual(new Set(['first', 'second']));
    for (const p of refused) expect(p.message).toMatch(/^order 0 \{"demon":\d+,"action":"cross","dir":"W"\} refused: /);
    const text = fray(['summoner', 'check', 'sloppy.ts', '--turns', '3'], { cwd: dir });
    expect(text.code).toBe(1);
    expect(text.stdout).toMatch(/^sloppy\.ts: turn 2, enhance, playing first: fault: error: .*no plan for turn 2/m);
  });

  it('reports a module that does not compile with file:line, and one that does not load: exit 1', () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'broken.js'), 'export default {\n  setup() { return {\n};\n');
    const r = fray(['summoner', 'check', 'broken.js'], { cwd: dir });
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(/^broken\.js:4:1: Unexpected end of file$/m);
    writeFileSync(join(dir, 'empty.js'), 'export const x = 1;\n');
    const e = fray(['summoner', 'check', 'empty.js', '--json'], { cwd: dir });
    expect(e.code).toBe(1);
    const j = JSON.parse(e.stdout) as CheckJson;
    // Said once, not once per seat.
    expect(j.problems).toHaveLength(1);
    expect(j.problems[0]).toMatchObject({ kind: 'load', file: 'empty.js' });
  });

  it('checks a manifest without the type check; a manifest naming a missing script is a load problem', () => {
    const ok = fray(['summoner', 'check', PYTHON]);
    expect(ok.code, ok.stdout).toBe(0);
    expect(ok.stdout).toMatch(/no problems found: it loads \(sandboxed\), plays 20 turns/);
    const dir = tempDir();
    writeFileSync(join(dir, 'ghost.bot.json'), JSON.stringify({ command: ['python3', 'missing.py'] }));
    const r = fray(['summoner', 'check', 'ghost.bot.json'], { cwd: dir });
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(/^ghost\.bot\.json: its command names 'missing\.py', which is not in the bot's folder$/m);
  });

  it("lists an isolate bot's console lines under the call that wrote them, with fray's own notes (a dropped mark)", () => {
    const dir = tempDir();
    // Types from fray/summoner, console and performance.now as the isolate gives them: strict type check passes.
    writeFileSync(
      join(dir, 'chatty.ts'),
      `import type { Summoner } from 'fray/summoner';
export default {
  setup: () => {
    console.log('planning');
    return { demons: [{ capacity: 'eat', attack: 2, life: 2 }] };
  },
  enhance: (v) => {
    console.info('enhance on turn', v.turn, 'with', v.points, 'points');
    return [];
  },
  battle: (v) => {
    const t0 = performance.now();
    console.warn(\`battle \${v.turn}: \${v.mine.length} demons, clock \${typeof t0}\`);
    return { orders: [], marks: [{ type: 'dot', x: -1, y: 0 }] };
  },
} satisfies Summoner;
`,
    );
    // It answers no orders at all: warnings, allowed here (the point is its log).
    const r = fray(['summoner', 'check', 'chatty.ts', '--turns', '2', '--allow-warnings'], { cwd: dir });
    expect(r.code, r.stdout).toBe(0);
    expect(r.stdout).toContain(
      [
        'What the bot logged, playing first, call by call:',
        '  turn 0, setup: planning',
        '  turn 1, enhance: enhance on turn 1 with 6 points',
        '  turn 1, battle: [fray] marks[0] dropped: x and y must be a cell of the 17×9 board',
        '  turn 1, battle: battle 1: 1 demons, clock number',
        '  turn 2, enhance: enhance on turn 2 with 12 points',
      ].join('\n'),
    );
    expect(r.stdout).toMatch(/^What the bot logged, playing second, call by call:\n {2}turn 0, setup: planning$/m);
    expect(r.stdout).toMatch(/^chatty\.ts: 4 warnings found \(allowed: --allow-warnings\)$/m);
    const j = JSON.parse(fray(['summoner', 'check', 'chatty.ts', '--turns', '1', '--json'], { cwd: dir }).stdout) as {
      logs: { seat: string; turn: number; phase: string; lines: string[] }[];
    };
    expect(j.logs[0]).toEqual({ seat: 'first', turn: 0, phase: 'setup', lines: ['planning'] });
    expect(j.logs.filter((l) => l.seat === 'second').map((l) => [l.turn, l.phase])).toEqual([
      [0, 'setup'],
      [1, 'enhance'],
      [1, 'battle'],
    ]);
  });

  it('shows what a process bot wrote on standard error, call by call, which is often why it played badly', () => {
    const dir = tempDir();
    writeFileSync(
      join(dir, 'talker.py'),
      [
        'import json, sys',
        'for line in sys.stdin:',
        '    r = json.loads(line)',
        '    if r["type"] == "end": break',
        '    if r["type"] == "setup": a = {"demons": [{"capacity": "eat", "attack": 2, "life": 2}]}',
        '    else:',
        '        print("no idea on turn", r["view"]["turn"], file=sys.stderr, flush=True)',
        '        a = []',
        '    print(json.dumps({"id": r["id"], "answer": a}), flush=True)',
        '',
      ].join('\n'),
    );
    writeFileSync(join(dir, 'talker.bot.json'), JSON.stringify({ command: ['python3', 'talker.py'], protocol: 2 }));
    const r = fray(['summoner', 'check', 'talker.bot.json', '--turns', '2', '--allow-warnings'], { cwd: dir });
    expect(r.code, r.stdout).toBe(0);
    expect(r.stdout).toMatch(
      /^What the bot logged, playing first, call by call:\n {2}turn 1, enhance: no idea on turn 1\n {2}turn 1, battle: no idea on turn 1\n/,
    );
    expect(r.stdout).toMatch(
      /^What the bot logged, playing second, call by call:\n {2}turn 1, enhance: no idea on turn 1\n/m,
    );
    const j = JSON.parse(
      fray(['summoner', 'check', 'talker.bot.json', '--turns', '2', '--json'], { cwd: dir }).stdout,
    ) as {
      stderr: { seat: string; text: string }[];
    };
    expect(j.stderr.map((s) => s.seat)).toEqual(['first', 'second']);
    expect(j.stderr[0]?.text).toContain('no idea on turn 2');
  });

  it('fails a Python bot that raises on every call and answers nothing: its traceback is an error, shown beside its call', () => {
    const dir = tempDir();
    writeFileSync(
      join(dir, 'raiser.py'),
      [
        'import json, sys, traceback',
        'for line in sys.stdin:',
        '    r = json.loads(line)',
        '    if r["type"] == "end": break',
        '    try:',
        '        if r["type"] == "setup": a = {"demons": [{"capacity": "eat", "attack": 2, "life": 2}]}',
        '        else: raise ValueError("no plan for turn %d" % r["view"]["turn"])',
        '    except Exception:',
        '        traceback.print_exc()',
        '        a = []',
        '    print("thinking...")',
        '    print(json.dumps({"id": r["id"], "answer": a}), flush=True)',
        '',
      ].join('\n'),
    );
    writeFileSync(join(dir, 'raiser.bot.json'), JSON.stringify({ command: ['python3', 'raiser.py'], protocol: 2 }));
    const r = fray(['summoner', 'check', 'raiser.bot.json', '--turns', '3'], { cwd: dir });
    expect(r.code, r.stdout).toBe(1);
    // Each problem once per seat, with its count and first call, and that call's log lines beside it.
    expect(r.stdout).toContain(
      'raiser.bot.json: turn 1, enhance, playing first: error-log: wrote error lines to its log in 6 calls (first: "ValueError: no plan for turn 1")\n    | Traceback (most recent call last):\n',
    );
    expect(r.stdout).toMatch(/^ {4}\| ValueError: no plan for turn 1$/m);
    expect(r.stdout).toContain(
      'raiser.bot.json: turn 1, battle, playing first: warning: no-orders: answered no orders in 3 of its 3 battle calls, though it had demons that could act',
    );
    expect(r.stdout).toContain(
      'raiser.bot.json: turn 0, setup, playing first: warning: skipped-output: wrote lines on standard output that answered no request in 7 calls',
    );
    expect(r.stdout).toMatch(/^raiser\.bot\.json: 8 problems found \(2 errors, 6 warnings\)$/m);
    // --allow-warnings does not excuse an error.
    const allowed = fray(['summoner', 'check', 'raiser.bot.json', '--turns', '3', '--allow-warnings', '--json'], {
      cwd: dir,
    });
    expect(allowed.code).toBe(1);
    const j = JSON.parse(allowed.stdout) as CheckJson & { errors: number; warnings: number };
    expect(j).toMatchObject({ ok: false, errors: 2, warnings: 6 });
    const logError = j.problems.find((p) => p.kind === 'error-log');
    expect(logError).toMatchObject({ severity: 'error', seat: 'first', turn: 1, phase: 'enhance' });
    expect((logError as { lines?: string[] }).lines).toContain('ValueError: no plan for turn 1');
  });

  it('labels a forfeit on battle calls with its battle phase (not setup), in text and JSON', () => {
    const dir = tempDir();
    const r = fray(['summoner', 'check', join(FIX, 'thrower.js'), '--turns', '5', '--json'], { cwd: dir });
    expect(r.code).toBe(1);
    const j = JSON.parse(r.stdout) as CheckJson;
    const forfeits = j.problems.filter((p) => p.kind === 'forfeit');
    expect(forfeits.map((p) => [p.seat, p.turn, p.phase])).toEqual([
      ['first', 3, 'battle'],
      ['second', 3, 'battle'],
    ]);
    const text = fray(['summoner', 'check', join(FIX, 'thrower.js'), '--turns', '5'], { cwd: dir });
    expect(text.stdout).toMatch(/thrower\.js: turn 3, battle, playing first: forfeit: 3 failed battle calls in a row/);
  });

  it('warns of calls above half their time; --allow-warnings passes a bot with warnings alone', () => {
    const dir = tempDir();
    // Spins 400 ms of CPU on every battle call (the isolate's performance.now is its CPU time), with 600 ms a call:
    // well above half, and far enough from both ends that a loaded machine's overhead moves it to neither.
    writeFileSync(
      join(dir, 'spinner.js'),
      `export default {
  setup: () => ({ demons: [{ capacity: 'eat', attack: 2, life: 2 }] }),
  enhance: (v) => v.mine.slice(0, 1).map((d) => ({ type: 'raise', demon: d.id, stat: 'attack', amount: v.points })),
  battle: (v) => {
    const t0 = performance.now();
    while (performance.now() - t0 < 400);
    return v.mine.map((d) => ({ demon: d.id, action: 'move', dir: 'E' }));
  },
};
`,
    );
    const args = ['summoner', 'check', 'spinner.js', '--turns', '2', '--call-ms', '600', '--bank-ms', '0'];
    const r = fray([...args, '--json'], { cwd: dir });
    expect(r.code, r.stdout).toBe(1);
    const j = JSON.parse(r.stdout) as CheckJson & { errors: number; warnings: number };
    const slow = j.problems.filter((p) => p.kind === 'slow');
    expect(slow.map((p) => [p.seat, p.phase])).toEqual([
      ['first', 'battle'],
      ['second', 'battle'],
    ]);
    expect(slow[0]?.message).toMatch(
      /^used more than half its time in \d+ calls? \(most: \d+ ms of its 600 ms on turn \d, battle\): close to a timeout$/,
    );
    expect(j.errors).toBe(0);
    const allowed = fray([...args, '--allow-warnings'], { cwd: dir });
    expect(allowed.code, allowed.stdout).toBe(0);
    expect(allowed.stdout).toMatch(/^spinner\.js: 2 warnings found \(allowed: --allow-warnings\)$/m);
  });

  it('refuses bad usage with one line and exit 2', () => {
    const dir = tempDir();
    expectBadInput(fray(['summoner', 'check', 'nope.ts'], { cwd: dir }), /^fray: nope\.ts: no such file\n$/);
    writeFileSync(join(dir, 'bot.py'), 'print(1)\n');
    expectBadInput(
      fray(['summoner', 'check', 'bot.py'], { cwd: dir }),
      /bot\.py: a bot is a JavaScript or TypeScript module \(\.js, \.mjs, \.ts, \.mts\) or a manifest \(\.bot\.json\)/,
    );
    expectBadInput(fray(['summoner', 'check', '.'], { cwd: dir }), /is not a file/);
    expectBadInput(fray(['summoner', 'check', 'bot.py', '--turns', '0'], { cwd: dir }), /--turns/);
    expectBadInput(
      fray(['summoner', 'check', 'demo:nobody'], { cwd: dir }),
      /'demo:nobody' is no demo: the demos are /,
    );
  });
});
