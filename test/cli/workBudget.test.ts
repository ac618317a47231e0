/**
 * No file starts hours of silent work (issue 39, class 3): a Night Soil world within every per-field bound (life and
 * strength at 1e308, 10,000 rounds a day), immortal duellists, an undying skirmish, unending Marked for Death teams
 * and a long tournament are each refused before they start, in one line naming the estimate and the flag that lifts
 * it; the budget can be lifted; a long arena run shows its days and stops on Ctrl-C with the days played, marked
 * PARTIAL; on a terminal its bar moves within a day (per round), not only between days. The control: the same world
 * with the budget lifted is still running seconds later.
 */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectBadInput, fray, ROOT, tempDir } from '../helpers/cli.js';

const json = (path: string): Record<string, unknown> =>
  JSON.parse(readFileSync(join(ROOT, path), 'utf8')) as Record<string, unknown>;
const REFUSAL =
  /^fray: this run would take up to [\d.,]+( \w+illion)? [a-z ]+ \(.*\), over the work budget of [\d.,]+( \w+illion)?; lift it with --budget \d+ or --no-budget if you mean it\n$/;

describe('work budgets', () => {
  let dir: string;
  beforeAll(() => {
    dir = tempDir();
    const world = json('examples/nightsoil/world.json') as {
      roundsPerDay: number;
      builds: { mob: Record<string, unknown> }[];
    };
    world.roundsPerDay = 10_000;
    for (const b of world.builds) Object.assign(b.mob, { maxLife: 1e308, maxStrength: 1e308 });
    writeFileSync(join(dir, 'world.json'), JSON.stringify(world));
    for (const m of ['orc', 'elf'])
      writeFileSync(
        join(dir, `${m}.json`),
        JSON.stringify({ ...json(`examples/nightsoil/${m}.json`), maxLife: 1e308, maxStrength: 1e308 }),
      );
    const sk = json('examples/skirmish/duel.json') as { sides: { combatants: { hp: number }[] }[]; maxRounds?: number };
    for (const s of sk.sides) for (const c of s.combatants) c.hp = 1e9;
    sk.maxRounds = 1_000_000;
    writeFileSync(join(dir, 'skirmish.json'), JSON.stringify(sk));
    const tough = (path: string) =>
      readFileSync(join(ROOT, path), 'utf8').replace(/^(\w+,\d+,[^,]*,)[^,]*/m, '$11000000');
    writeFileSync(join(dir, 'heroes.csv'), tough('examples/mfd/duel-heroes.csv'));
    writeFileSync(join(dir, 'villains.csv'), tough('examples/mfd/duel-villains.csv'));
  });

  it('refuses the 1e308 world of 10,000 rounds a day at once, naming the estimate and --budget, writing nothing', () => {
    const t0 = performance.now();
    const r = fray(['nightsoil', 'arena', 'world.json', '--seed', '1', '--report', 'a.html'], { cwd: dir });
    expectBadInput(r, REFUSAL);
    expect(r.stderr).toMatch(
      /up to 14 billion steps \(30 days × 10,000 rounds a day × 410 mob turns a round, each looking over 114 mobs and meals\)/,
    );
    expect(existsSync(join(dir, 'a.html'))).toBe(false);
    expect(performance.now() - t0).toBeLessThan(30_000); // a whole process on a loaded machine; it does no work
  });

  it('refuses immortal duellists, an undying skirmish, unending teams and a long tournament, each in its own unit', () => {
    expectBadInput(
      fray(['nightsoil', 'duel', 'orc.json', 'elf.json', '--runs', '100000', '--seed', '1'], { cwd: dir }),
      REFUSAL,
    );
    expectBadInput(fray(['skirmish', 'skirmish.json', '--runs', '100', '--seed', '1'], { cwd: dir }), REFUSAL);
    const odds = fray(
      ['mfd', 'odds', '--heroes', 'heroes.csv', '--villains', 'villains.csv', '--runs', '20000', '--seed', '1'],
      { cwd: dir },
    );
    expectBadInput(odds, REFUSAL);
    expect(odds.stderr).toMatch(
      /fighter rounds \(20,000 battles × 2 fighters × 10,000 rounds a battle \(the round limit: a pilot battle was still going after 64 rounds\)\)/,
    );
    const bots = ['rusher', 'random', 'cloner', 'exploder', 'healers', 'starter'].map((b) =>
      join(ROOT, `examples/summoners/${b}.ts`),
    );
    const t = fray(['summoner', 'tournament', ...bots, '--max-turns', '100000', '--trusted'], { cwd: dir });
    expectBadInput(t, REFUSAL);
    expect(t.stderr).toMatch(/bot calls \(30 matches × 400,002 calls a match at most/);
  });

  it('runs what the budget allows, and --budget or --no-budget lift it', () => {
    const small = ['nightsoil', 'arena', join(ROOT, 'examples/nightsoil/world.json'), '--days', '3', '--seed', '1'];
    const plain = fray(small, { cwd: dir });
    expect(plain.code, plain.stderr).toBe(0);
    expectBadInput(fray([...small, '--budget', '10'], { cwd: dir }), REFUSAL);
    expect(fray([...small, '--no-budget'], { cwd: dir }).stdout).toBe(plain.stdout);
    const estimate = /--budget (\d+)/.exec(fray([...small, '--budget', '10'], { cwd: dir }).stderr)?.[1];
    expect(fray([...small, '--budget', estimate ?? '0'], { cwd: dir }).stdout).toBe(plain.stdout);
  });

  it('a long arena run stops on Ctrl-C after the day being played, with the days played marked PARTIAL (exit 130)', async () => {
    const child = spawn(
      process.execPath,
      [join(ROOT, 'bin/fray.js'), 'nightsoil', 'arena', 'world.json', '--seed', '1', '--no-budget', '--json'],
      {
        cwd: dir,
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (d: string) => (stdout += d));
    child.stderr.setEncoding('utf8').on('data', (d: string) => (stderr += d));
    const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
    // The control: with the budget lifted, this world is still being played seconds later (refused at once above).
    const early = await Promise.race([exited, new Promise((done) => setTimeout(() => done('running'), 4000))]);
    expect(early).toBe('running');
    child.kill('SIGINT');
    expect(await exited).toBe(130);
    const doc = JSON.parse(stdout) as { partial: boolean; requestedDays: number; days: number };
    expect(doc).toMatchObject({ partial: true, requestedDays: 30 });
    expect(stderr).toMatch(/^fray: interrupted: the result covers \d+ of 30 days \(marked partial\)\n$/);
  }, 120_000);

  it('on a terminal, the bar of a long arena run moves within a day, not only between days', async () => {
    // `script` gives the run a terminal (stderr a tty), as a user's would be; its output is the terminal's.
    const cmd = [process.execPath, join(ROOT, 'bin/fray.js'), 'nightsoil', 'arena', 'world.json']
      .concat(['--days', '2', '--seed', '1', '--no-budget'])
      .map((a) => `'${a.replace(/'/g, "'\\''")}'`)
      .join(' ');
    const child = spawn('script', ['-qfec', cmd, '/dev/null'], {
      cwd: dir,
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    let seen = '';
    const within = await new Promise<number | undefined>((done) => {
      const timer = setTimeout(() => done(undefined), 90_000);
      child.stdout.setEncoding('utf8').on('data', (d: string) => {
        seen += d;
        // A frame of day 1 of 2 past 0% and short of 50%: the bar moved before the first day ended.
        for (const m of seen.matchAll(/\| (\d+)% day 1 of 2/g)) {
          const p = Number(m[1]);
          if (p > 0 && p < 50) {
            clearTimeout(timer);
            done(p);
          }
        }
      });
    });
    process.kill(-(child.pid as number), 'SIGKILL');
    expect(within, seen.slice(-2000)).toBeGreaterThan(0);
  }, 120_000);
});
