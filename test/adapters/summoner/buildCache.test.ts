/**
 * Process bots' builds are kept by the hash of their folder and manifest: a second prepare of the same bot runs no
 * build, a changed file builds again, a failed build is not kept, and a failing javac is shown by its file:line.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildBot } from '../../../src/adapters/sandbox/buildBot.js';
import { prepareBot } from '../../../src/adapters/summoner/loadBot.js';
import { buildErrorLines } from '../../../src/adapters/sandbox/buildErrorLines.js';
import { expectBadInput, fray, ROOT, tempDir } from '../../helpers/cli.js';

// Every build goes through buildBot: wrapped (still building) so the tests can count the builds that ran.
vi.mock('../../../src/adapters/sandbox/buildBot.js', async (original) => {
  const real = await original<typeof import('../../../src/adapters/sandbox/buildBot.js')>();
  return { ...real, buildBot: vi.fn(real.buildBot) };
});

let cache = '';
const saved = process.env.XDG_CACHE_HOME;

beforeAll(() => {
  cache = tempDir();
  process.env.XDG_CACHE_HOME = cache;
});

afterAll(() => {
  if (saved === undefined) delete process.env.XDG_CACHE_HOME;
  else process.env.XDG_CACHE_HOME = saved;
});

/** A bot whose build step leaves a stamp that differs on every run: a prepare that reuses a build has the old stamp. */
function stampedBot(): { dir: string; file: string } {
  const dir = tempDir();
  writeFileSync(join(dir, 'src.py'), 'import sys\nsys.exit(0)\n');
  const file = join(dir, 'stamped.bot.json');
  writeFileSync(
    file,
    JSON.stringify({ command: ['python3', 'bot.py'], build: ['sh', '-c', 'cp src.py bot.py && date +%s%N > stamp'] }),
  );
  return { dir, file };
}

/** Prepares a bot and gives the stamp its build left, read from the bot's private copy. */
async function stampOf(file: string): Promise<string> {
  const p = await prepareBot(file, { trusted: false });
  if (!p.ok) throw new Error(p.problem.message);
  if (p.value.source.kind !== 'process') throw new Error('not a process bot');
  return readFileSync(join(p.value.source.manifest.cwd, 'stamp'), 'utf8');
}

const builds = () => readdirSync(join(cache, 'fray', 'builds')).filter((n) => /^[0-9a-f]{64}$/.test(n));

describe('the build cache', () => {
  it('reuses a build for the same folder and manifest: the second prepare runs no build', async () => {
    const { dir, file } = stampedBot();
    const first = await stampOf(file);
    expect(builds()).toHaveLength(1);
    expect(await stampOf(file)).toBe(first);
    // A changed source is a new key: built again, and both builds are kept.
    writeFileSync(join(dir, 'src.py'), 'import sys\nsys.exit(1)\n');
    const changed = await stampOf(file);
    expect(changed).not.toBe(first);
    expect(builds()).toHaveLength(2);
    // So is a changed manifest (a new build command), even with the same files.
    writeFileSync(
      file,
      JSON.stringify({ command: ['python3', 'bot.py'], build: ['sh', '-c', 'cp src.py bot.py; date +%s%N > stamp'] }),
    );
    expect(await stampOf(file)).not.toBe(changed);
    expect(builds()).toHaveLength(3);
  });

  it('runs javac for the Java starter once: the second prepare of the same folder builds nothing', async () => {
    const dir = tempDir();
    cpSync(join(ROOT, 'examples/summoners/java'), dir, { recursive: true });
    const file = join(dir, 'java-starter.bot.json');
    const calls = vi.mocked(buildBot).mock.calls.length;
    const classes: string[] = [];
    for (let i = 0; i < 2; i++) {
      const p = await prepareBot(file, { trusted: false });
      if (!p.ok || p.value.source.kind !== 'process') throw new Error(p.ok ? 'not a process bot' : p.problem.message);
      classes.push(readFileSync(join(p.value.source.manifest.cwd, 'StarterBot.class')).toString('base64'));
    }
    expect(vi.mocked(buildBot).mock.calls.length - calls).toBe(1);
    expect(classes[1]).toBe(classes[0]);
    // A changed source builds again.
    writeFileSync(join(dir, 'StarterBot.java'), `${readFileSync(join(dir, 'StarterBot.java'), 'utf8')}\n// changed\n`);
    expect((await prepareBot(file, { trusted: false })).ok).toBe(true);
    expect(vi.mocked(buildBot).mock.calls.length - calls).toBe(2);
  });

  it('keeps the cache to this user (mode 0700)', () => {
    expect(spawnSync('stat', ['-c', '%a', join(cache, 'fray', 'builds')], { encoding: 'utf8' }).stdout.trim()).toBe(
      '700',
    );
  });

  it('keeps no failed build, and a failed build fails again', async () => {
    const dir = tempDir();
    const file = join(dir, 'failing.bot.json');
    writeFileSync(
      file,
      JSON.stringify({ command: ['python3', 'bot.py'], build: ['sh', '-c', 'echo nope >&2; exit 3'] }),
    );
    const before = builds().length;
    for (let i = 0; i < 2; i++) {
      const p = await prepareBot(file, { trusted: false });
      expect(p.ok ? 'built' : p.problem.message).toMatch(/failed with exit code 3: nope/);
    }
    expect(builds()).toHaveLength(before);
  });

  it("reuses the Java starter's javac build across runs of fray (a match, then a check)", () => {
    const dir = tempDir();
    cpSync(join(ROOT, 'examples/summoners/java'), dir, { recursive: true });
    const env = { XDG_CACHE_HOME: tempDir() };
    const bot = join(dir, 'java-starter.bot.json');
    const random = join(ROOT, 'examples/summoners/random.ts');
    const m = fray(['summoner', 'match', bot, random, '--seed', '1', '--max-turns', '3'], { env });
    expect(m.code, m.stderr).toBe(0);
    const kept = readdirSync(join(env.XDG_CACHE_HOME, 'fray', 'builds'));
    expect(kept).toHaveLength(1);
    expect(readdirSync(join(env.XDG_CACHE_HOME, 'fray', 'builds', kept[0] as string))).toContain('StarterBot.class');
    // The original folder is untouched: the build ran in a private copy.
    expect(readdirSync(dir)).not.toContain('StarterBot.class');
    const c = fray(['summoner', 'check', bot, '--turns', '3'], { env });
    expect(c.code, c.stdout).toBe(0);
    expect(readdirSync(join(env.XDG_CACHE_HOME, 'fray', 'builds'))).toEqual(kept);
  });
});

describe('a failing build', () => {
  it("shows javac's first errors with file:line, not only the last lines of its output", () => {
    const dir = tempDir();
    mkdirSync(join(dir, 'bot'));
    writeFileSync(
      join(dir, 'bot', 'Broken.java'),
      'public class Broken {\n  public static void main(String[] a) {\n    int x = 1\n    String s = 2;\n  }\n}\n',
    );
    writeFileSync(
      join(dir, 'bot', 'broken.bot.json'),
      JSON.stringify({ command: ['java', '-cp', '.', 'Broken'], build: ['javac', 'Broken.java'] }),
    );
    const r = fray(['summoner', 'match', 'bot/broken.bot.json', join(ROOT, 'examples/summoners/random.ts')], {
      cwd: dir,
      env: { XDG_CACHE_HOME: tempDir() },
    });
    expectBadInput(
      r,
      /broken\.bot\.json: its build step \(javac Broken\.java\) failed with exit code 1: Broken\.java:3: error: ';' expected$/m,
    );
  });

  it('keeps placed errors, skips warnings when there are errors, and falls back to the last lines', () => {
    const javac =
      "A.java:3: warning: [deprecation] x\nA.java:4: error: ';' expected\n    int x = 1\n             ^\nB.java:9: error: cannot find symbol\n2 errors\n";
    expect(buildErrorLines(javac)).toBe("A.java:4: error: ';' expected / B.java:9: error: cannot find symbol");
    const gcc = 'main.c:3:7: error: a\nmain.c:4:1: error: b\nmain.c:5:1: error: c\nmain.c:6:1: error: d\n';
    expect(buildErrorLines(gcc)).toBe('main.c:3:7: error: a / main.c:4:1: error: b / main.c:5:1: error: c / (1 more)');
    expect(buildErrorLines('one\ntwo\nthree\nfour\n')).toBe('two / three / four');
    expect(buildErrorLines('A.java:1: warning: w\n1 warning\n')).toBe('A.java:1: warning: w');
  });
});
