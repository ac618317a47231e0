/**
 * Long odds runs show progress and stop on Ctrl-C (issue 39, class 3): `fray nightsoil duel --runs` and `fray skirmish
 * --runs` draw a bar on stderr when it is a terminal (`script` gives them one, as a user's would be), never with
 * --json and never when piped; the bar leaves stdout byte for byte as a piped run prints it; the bar moves while the
 * runs are fought; and Ctrl-C prints the runs fought so far, marked PARTIAL, with exit code 130. The control of the
 * Ctrl-C tests: the same run is still going seconds before the signal, so it is the signal that ends it.
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fray, ROOT, tempDir } from '../helpers/cli.js';

const ORC = join(ROOT, 'examples/nightsoil/orc.json');
const ELF = join(ROOT, 'examples/nightsoil/elf.json');
const SKIRMISH = join(ROOT, 'examples/skirmish/duel.json');
const DUEL = (runs: number): string[] => ['nightsoil', 'duel', ORC, ELF, '--runs', String(runs), '--seed', '3'];
const FIGHTS = (runs: number): string[] => ['skirmish', SKIRMISH, '--runs', String(runs), '--seed', '3'];

/** A shell word. */
const word = (a: string): string => `'${a.replace(/'/g, "'\\''")}'`;

/**
 * Runs fray in a terminal (`script`), `shell` appended to its command line (a redirection), in `cwd`; gives what the
 * terminal showed, once `until` says it has seen enough (then the run is killed) or the run ends.
 */
function inTerminal(args: string[], shell: string, cwd: string, until?: (seen: string) => boolean): Promise<string> {
  const cmd = `${[process.execPath, join(ROOT, 'bin/fray.js'), ...args].map(word).join(' ')} ${shell}`;
  const child = spawn('script', ['-qfec', cmd, '/dev/null'], {
    cwd,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let seen = '';
  return new Promise((done) => {
    const finish = (): void => {
      clearTimeout(timer);
      try {
        process.kill(-(child.pid as number), 'SIGKILL');
      } catch {
        // Already gone.
      }
      done(seen);
    };
    const timer = setTimeout(finish, 90_000);
    child.stdout.setEncoding('utf8').on('data', (d: string) => {
      seen += d;
      if (until?.(seen)) finish();
    });
    child.once('exit', () => setTimeout(finish, 100));
  });
}

/** The counts the bar's frames showed, `what |…| done/total`. */
const frames = (seen: string, what: string, total: number): number[] =>
  [...seen.matchAll(new RegExp(`${what} \\|[^|]*\\| (\\d+)/${total} `, 'g'))].map((m) => Number(m[1]));

describe('odds runs on a terminal', () => {
  for (const [name, args, what, most] of [
    ['fray nightsoil duel --runs', DUEL, 'duels', 10_000_000],
    ['fray skirmish --runs', FIGHTS, 'fights', 1_000_000],
  ] as const) {
    it(`${name}: a bar on the terminal's stderr, stdout byte for byte as piped, nothing on a pipe's stderr`, async () => {
      const dir = tempDir();
      const piped = fray(args(400));
      expect(piped.code).toBe(0);
      expect(piped.stderr).toBe('');
      const seen = await inTerminal(args(400), '> out.txt', dir);
      expect(frames(seen, what, 400).length, seen).toBeGreaterThan(0);
      expect(readFileSync(join(dir, 'out.txt'), 'utf8')).toBe(piped.stdout);
    }, 120_000);

    it(`${name} --json: no bar on a terminal, and the same document as piped`, async () => {
      const dir = tempDir();
      const seen = await inTerminal([...args(400), '--json'], '> out.json', dir);
      expect(seen).not.toMatch(new RegExp(`${what} \\|`));
      expect(readFileSync(join(dir, 'out.json'), 'utf8')).toBe(fray([...args(400), '--json']).stdout);
    }, 120_000);

    it(`${name}: the bar moves while the runs are fought`, async () => {
      const total = most;
      const moving = (seen: string): boolean => frames(seen, what, total).some((n) => n > 0 && n < total);
      const seen = await inTerminal([...args(total), '--no-budget'], '> /dev/null', tempDir(), moving);
      expect(moving(seen), seen.slice(-2000)).toBe(true);
    }, 120_000);
  }
});

/** Runs fray with no terminal, sends Ctrl-C's signal after `ms` if it is still running, and gives what it printed. */
async function interrupted(
  args: string[],
  ms: number,
): Promise<{ early: unknown; code: number | null; out: string; err: string }> {
  const child = spawn(process.execPath, [join(ROOT, 'bin/fray.js'), ...args], {
    cwd: tempDir(),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  child.stdout.setEncoding('utf8').on('data', (d: string) => (out += d));
  child.stderr.setEncoding('utf8').on('data', (d: string) => (err += d));
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
  const early = await Promise.race([exited, new Promise((done) => setTimeout(() => done('running'), ms))]);
  child.kill('SIGINT');
  return { early, code: await exited, out, err };
}

describe('odds runs stopped with Ctrl-C', () => {
  it('fray nightsoil duel --runs: the duels fought, marked PARTIAL in the text, exit 130', async () => {
    const r = await interrupted([...DUEL(10_000_000), '--no-budget'], 3000);
    expect(r.early).toBe('running'); // the control: still going when the signal comes
    expect(r.code).toBe(130);
    const m = /^PARTIAL: (\d+) of 10000000 duels\nNight Soil duel odds over (\d+) fights, seed 3,/.exec(r.out);
    expect(m, r.out).not.toBeNull();
    expect(m?.[1]).toBe(m?.[2]);
    expect(Number(m?.[1])).toBeGreaterThan(0);
    expect(r.err).toBe(`fray: interrupted: the result covers ${m?.[1]} of 10000000 duels (marked partial)\n`);
  }, 120_000);

  it('fray skirmish --runs --json: the fights fought, marked partial in the document, exit 130', async () => {
    const r = await interrupted([...FIGHTS(1_000_000), '--no-budget', '--json'], 3000);
    expect(r.early).toBe('running');
    expect(r.code).toBe(130);
    const doc = JSON.parse(r.out) as { runs: number; partial: boolean; requestedRuns: number; draws: number };
    expect(doc).toMatchObject({ partial: true, requestedRuns: 1_000_000 });
    expect(doc.runs).toBeGreaterThan(1); // a single run would print one fight's log
    expect(doc.runs).toBeLessThan(1_000_000);
    // The partial odds are those of a full run of as many fights.
    const full = JSON.parse(fray([...FIGHTS(doc.runs), '--json', '--no-budget']).stdout) as Record<string, unknown>;
    expect({ ...doc, partial: undefined, requestedRuns: undefined }).toEqual({
      ...full,
      partial: undefined,
      requestedRuns: undefined,
    });
    expect(r.err).toBe(`fray: interrupted: the result covers ${doc.runs} of 1000000 fights (marked partial)\n`);
  }, 120_000);
});
