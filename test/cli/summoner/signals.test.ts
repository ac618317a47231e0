/**
 * fray and the signals a script or a supervisor sends it (issue 32.6): bin/fray.js runs every command in its own
 * process (sandboxed bots run in isolate hosts it starts), so a SIGINT sent to it stops a tournament with its partial
 * standings, and a SIGTERM ends it as SIGTERM ends a process; and an installation whose sandbox module does not load
 * is said to be broken, with an exit code of its own.
 */
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, cpSync, mkdirSync, readdirSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT, tempDir } from '../../helpers/cli.js';
import { hostsOf } from '../../helpers/markedProcesses.js';

const PLODDER = join(ROOT, 'test/fixtures/summoners/plodder.js');
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Starts `fray ...args`; with its output and its end. */
function start(args: string[], cwd: string) {
  const child = spawn(process.execPath, [join(ROOT, 'bin/fray.js'), ...args], {
    cwd,
    env: { ...process.env, FRAY_DEBUG: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const out = { stdout: '', stderr: '' };
  child.stdout.on('data', (c: Buffer) => (out.stdout += c.toString()));
  child.stderr.on('data', (c: Buffer) => (out.stderr += c.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on('close', (code, signal) => resolve({ code, signal })),
  );
  return { child, out, exited };
}

/** Waits until `ready()` holds, polling (a busy machine may take seconds to start a tournament's first match). */
async function until(ready: () => boolean, ms = 60_000): Promise<void> {
  for (const t0 = Date.now(); !ready(); await sleep(20))
    if (Date.now() - t0 > ms) throw new Error('timed out waiting for the command to get going');
}

describe('signals sent to fray', () => {
  it('SIGINT stops a sandboxed tournament, with its partial standings and exit code 130', async () => {
    const dir = tempDir();
    cpSync(PLODDER, join(dir, 'slow.js'));
    cpSync(PLODDER, join(dir, 'slower.js'));
    const args = ['summoner', 'tournament', PLODDER, 'slow.js', 'slower.js', '--seed', '5', '--max-turns', '400'];
    const run = start([...args, '--workers', '1'], dir);
    // Its first match is being played: a host serving a match's two bots is under way (the bots are checked in
    // hosts of their own before the tournament starts, when a Ctrl-C still stops fray outright).
    await until(() => hostsOf(run.child.pid as number, 2).length > 0);
    // As `kill -INT PID` would: to fray alone (it is in no terminal's foreground here).
    run.child.kill('SIGINT');
    const end = await run.exited;
    expect(end, run.out.stderr).toEqual({ code: 130, signal: null });
    expect(run.out.stdout).toMatch(/^PARTIAL: \d+ of 6 matches\n/);
    expect(run.out.stderr).toMatch(/fray: interrupted: the standings cover \d+ of 6 matches \(marked partial\)/);
  }, 120_000);

  it('SIGTERM ends a sandboxed match as it ends a process: killed by SIGTERM', async () => {
    const dir = tempDir();
    const run = start(
      ['summoner', 'match', PLODDER, 'demo:random', '--seed', '1', '--watch', '--delay', '2000', '--max-turns', '50'],
      dir,
    );
    await until(() => run.out.stdout.includes('Turn 1 of 50'));
    run.child.kill('SIGTERM');
    expect(await run.exited).toEqual({ code: null, signal: 'SIGTERM' });
  }, 120_000);
});

/** Runs a copy of fray (`bin`) with `args` in a fresh folder. */
function spawnFray(bin: string, args: string[]) {
  return spawnSync(process.execPath, [bin, ...args], {
    cwd: tempDir(),
    encoding: 'utf8',
    env: { ...process.env, FRAY_DEBUG: '' },
  });
}

describe('a broken installation', () => {
  it('says the sandbox module does not load, that fray is broken (not the bot), and exits with code 3', () => {
    // fray as installed, but without isolated-vm: its own files copied (a link would lead Node back to this
    // repository's node_modules), every other package linked.
    const pkg = tempDir();
    // Run as root, fray starts its isolate hosts as nobody: they must be able to read the copy.
    chmodSync(pkg, 0o755);
    for (const part of ['bin', 'dist', 'package.json', 'examples'])
      cpSync(join(ROOT, part), join(pkg, part), { recursive: true });
    mkdirSync(join(pkg, 'node_modules'));
    for (const name of readdirSync(join(ROOT, 'node_modules')))
      if (!name.startsWith('isolated-vm') && !name.startsWith('.'))
        symlinkSync(join(ROOT, 'node_modules', name), join(pkg, 'node_modules', name));
    const bin = join(pkg, 'bin/fray.js');
    const r = spawnFray(bin, ['summoner', 'match', 'demo:rusher', 'demo:random', '--seed', '1']);
    expect(r.status, r.stderr).toBe(3);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(
      /^fray: fray's installation is broken: the bot sandbox cannot start on Node [\d.]+: no isolated-vm built for it is installed \(tried isolated-vm-\d: Cannot find module .*\); reinstall fray .*, or run your own bots with --trusted\n$/,
    );
    // check says the same, rather than that the bot does not compile.
    const c = spawnFray(bin, ['summoner', 'check', 'demo:rusher']);
    expect(c.status, c.stdout).toBe(3);
    expect(c.stdout).toBe('');
    expect(c.stderr).toMatch(/^fray: fray's installation is broken: the bot sandbox cannot start/);
    expect(c.stderr).not.toMatch(/does not (compile|load)/);
    // The control: --trusted needs no sandbox, and plays.
    const trusted = spawnFray(bin, ['summoner', 'match', 'demo:rusher', 'demo:random', '--seed', '1', '--trusted']);
    expect(trusted.status, trusted.stderr).toBe(0);
  });
});
