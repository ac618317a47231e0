// Bots in other languages through the CLI, as a user runs them: the Java and Python starters against the demos,
// replays that verify, and one-line errors for manifests that cannot work.
import { cpSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectBadInput, fray, ROOT, tempDir } from '../../helpers/cli.js';

const DEMOS = join(ROOT, 'examples/summoners');
let dir = '';

// A copy of the starters' folders: the Java build step writes its classes next to the source.
beforeAll(() => {
  dir = tempDir();
  for (const lang of ['java', 'python']) cpSync(join(DEMOS, lang), join(dir, lang), { recursive: true });
});

describe('process bots in matches', () => {
  for (const [bot, demo, seed] of [
    ['java/java-starter.bot.json', 'cloner', 4],
    ['python/python-starter.bot.json', 'healers', 5],
  ] as const) {
    it(`${bot} plays ${demo} from both seats, sandboxed, with no fault, and the replays verify`, () => {
      for (const order of [
        [bot, join(DEMOS, `${demo}.ts`)],
        [join(DEMOS, `${demo}.ts`), bot],
      ]) {
        const r = fray(['summoner', 'match', ...order, '--seed', String(seed), '--json', '--replay', 'm.json'], {
          cwd: dir,
        });
        expect(r.code, r.stderr).toBe(0);
        expect(r.stderr).not.toContain('without a sandbox');
        const j = JSON.parse(r.stdout) as { reason: string; players: { errors: number; rejectedOrders: number }[] };
        expect(j.players.map((p) => p.errors)).toEqual([0, 0]);
        expect(['wipeout', 'mutual-wipeout', 'turn-limit']).toContain(j.reason);
        expect(fray(['summoner', 'replay', 'm.json', '--verify'], { cwd: dir }).code).toBe(0);
      }
    });
  }

  it('plays in a tournament beside modules, with the same standings on one worker or two', () => {
    const bots = ['java/java-starter.bot.json', 'python/python-starter.bot.json', join(DEMOS, 'random.ts')];
    const one = fray(['summoner', 'tournament', ...bots, '--seed', '2', '--json', '--workers', '1'], { cwd: dir });
    const two = fray(['summoner', 'tournament', ...bots, '--seed', '2', '--json', '--workers', '2'], { cwd: dir });
    expect(one.code, one.stderr).toBe(0);
    expect(two.stdout).toBe(one.stdout);
    const j = JSON.parse(one.stdout) as { standings: { name: string; errors: number }[] };
    expect(j.standings.map((s) => s.name).sort()).toEqual(['java-starter', 'python-starter', 'random']);
    expect(j.standings.every((s) => s.errors === 0)).toBe(true);
  });
});

describe('manifests that cannot work: one line, exit 2', () => {
  const manifest = (name: string, body: unknown) => {
    const d = join(dir, 'bad', name);
    mkdirSync(d, { recursive: true });
    writeFileSync(join(d, `${name}.bot.json`), typeof body === 'string' ? body : JSON.stringify(body));
    return join(d, `${name}.bot.json`);
  };
  const idle = join(ROOT, 'test/fixtures/summoners/idle.js');

  it('an unknown key, with a suggestion', () => {
    expectBadInput(
      fray(['summoner', 'match', manifest('typo', { comand: ['python3', 'x.py'] }), idle]),
      /typo\.bot\.json: unknown key 'comand' \(did you mean 'command'\?\)/,
    );
  });

  it('a command that is not a list of strings', () => {
    expectBadInput(
      fray(['summoner', 'match', manifest('shell', { command: 'python3 x.py' }), idle]),
      /shell\.bot\.json: 'command' must be a non-empty list of strings/,
    );
  });

  it('a program that cannot be found', () => {
    expectBadInput(
      fray(['summoner', 'match', manifest('ghost', { command: ['no-such-program-here'] }), idle]),
      /ghost\.bot\.json: its command 'no-such-program-here' is not found/,
    );
  });

  it('a build step that fails, with the end of its output', () => {
    expectBadInput(
      fray([
        'summoner',
        'match',
        manifest('nobuild', {
          command: ['python3', 'x.py'],
          build: ['python3', '-c', 'import sys; sys.exit("compile error: x")'],
        }),
        idle,
      ]),
      /nobuild\.bot\.json: its build step \(python3 -c .*\) failed with exit code 1: compile error: x/,
    );
  });

  it('malformed JSON, with line and column', () => {
    expectBadInput(
      fray(['summoner', 'match', manifest('broken', '{\n  "command": [\n}'), idle]),
      /broken\.bot\.json:3:1: malformed JSON/,
    );
  });

  it("a 'cwd' that is a file, or absurdly long, is refused at load like any other mistake", () => {
    const file = manifest('cwdfile', { command: ['python3', 'x.py'], cwd: 'cwdfile.bot.json' });
    expectBadInput(
      fray(['summoner', 'match', file, idle]),
      /cwdfile\.bot\.json: 'cwd' names "cwdfile\.bot\.json", which is not a folder/,
    );
    const long = manifest('cwdlong', { command: ['python3', 'x.py'], cwd: 'a'.repeat(5000) });
    expectBadInput(
      fray(['summoner', 'match', long, idle]),
      /cwdlong\.bot\.json: 'cwd' must be a folder path of at most 1024 characters/,
    );
  });

  it('a script that is not in the folder is refused at load, like a module that does not compile, not a forfeit', () => {
    const file = manifest('missing', { command: ['python3', '-u', 'missing.py'] });
    expectBadInput(
      fray(['summoner', 'match', file, idle, '--seed', '1']),
      /^fray: .*missing\.bot\.json: its command names 'missing\.py', which is not in the bot's folder\n$/,
    );
    // A file the build step makes counts: it is looked for after the build.
    const made = manifest('made', { command: ['python3', 'made.py'], build: ['cp', 'src.py', 'made.py'] });
    writeFileSync(join(dir, 'bad', 'made', 'src.py'), 'import sys\nsys.exit(3)\n');
    const r = fray(['summoner', 'match', made, idle, '--seed', '1']);
    expect(r.stderr).not.toContain('not in the bot');
    expect(r.code).toBe(0);
  });

  it('a manifest naming a missing script and a TypeScript bot that fails to load end alike in every command', () => {
    const missing = manifest('gone', { command: ['python3', 'gone.py'] });
    const broken = join(ROOT, 'test/fixtures/summoners/broken.ts');
    // A match: exit 2, one line naming the bot, nothing played.
    const m = [missing, broken].map((bot) => fray(['summoner', 'match', bot, idle, '--seed', '1']));
    for (const r of m) expectBadInput(r, /^fray: .*(gone\.bot\.json|broken\.ts)[:.]/);
    expect(m[0]!.code).toBe(m[1]!.code);
    // A check: a load problem, exit 1.
    const c = [missing, broken].map((bot) => fray(['summoner', 'check', bot, '--json']));
    expect(c.map((r) => r.code)).toEqual([1, 1]);
    for (const r of c)
      expect((JSON.parse(r.stdout) as { problems: { kind: string }[] }).problems.map((p) => p.kind)).toContain('load');
    // A tournament: both listed with why, both lose every match, and the tournament runs (exit 0).
    const t = fray(['summoner', 'tournament', missing, broken, idle, '--seed', '1', '--max-turns', '3', '--json']);
    expect(t.code, t.stderr).toBe(0);
    expect(t.stderr).toMatch(/warning: gone cannot play and loses its matches: .*not in the bot's folder/);
    expect(t.stderr).toMatch(/warning: broken cannot play and loses its matches: /);
    const j = JSON.parse(t.stdout) as { standings: { name: string; wins: number; loadError?: string }[] };
    for (const name of ['gone', 'broken'])
      expect(j.standings.find((x) => x.name === name)).toMatchObject({ wins: 0, loadError: expect.any(String) });
  });

  it('a file that is neither a module nor a manifest names both kinds', () => {
    const d = tempDir();
    writeFileSync(join(d, 'bot.py'), 'print(1)\n');
    expectBadInput(
      fray(['summoner', 'match', join(d, 'bot.py'), idle]),
      /bot\.py: a bot is a JavaScript or TypeScript module \(\.js, \.mjs, \.ts, \.mts\) or a manifest \(\.bot\.json\)/,
    );
  });
});
