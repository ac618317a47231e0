/**
 * Hostile process bots (test/fixtures/hostile/process/, Python 3 standard library) in the bubblewrap sandbox: for
 * each, the controller keeps running, the opponent plays on unaffected, nothing escapes to the host (no file outside
 * the bot's scratch folder, no process left behind, no connection), the match ends by the rules and the fault is
 * named. These need bwrap and python3 (CI installs them): without them they fail, they are not skipped.
 */
import { chmodSync, existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { prepareBot } from '../../../src/adapters/summoner/loadBot.js';
import { sandboxSupport } from '../../../src/adapters/sandbox/bubblewrap.js';
import { fray, tempDir } from '../../helpers/cli.js';
import {
  controlCharacters,
  eventually,
  expectForfeit,
  expectOpponentUnaffected,
  findFiles,
  HOSTILE_JS,
  HOSTILE_PROCESS,
  IDLE,
  leftAfter,
  play,
  processBotCopy,
  processesWith,
  residentKib,
  STRIKER,
  token,
} from './hostileHelpers.js';

const bot = (name: string): string => join(HOSTILE_PROCESS, `${name}.bot.json`);

/** Folders made for copies of bots (each holds a config.json), removed at the end. */
const copies: string[] = [];
function copy(name: string, config: Record<string, unknown>, manifest?: (dir: string) => unknown): string {
  const c = processBotCopy(name, config, manifest);
  copies.push(c.dir);
  return c.manifest;
}

beforeAll(() => {
  // Fail, rather than skip, where the sandbox cannot run.
  expect(sandboxSupport()).toEqual({ available: true });
});
afterEach(async () => {
  // No sandbox is left running: bubblewrap's arguments name the bot's folder.
  for (const dir of [HOSTILE_PROCESS, ...copies]) expect(await leftAfter(dir)).toEqual([]);
});
afterAll(() => {
  for (const dir of copies) rmSync(dir, { recursive: true, force: true });
});

describe('hostile process bots: the fault is named and the bot forfeits', () => {
  it('silent: a bot that never answers, not even setup, forfeits at --setup-ms', async () => {
    const p = await play(bot('silent'), { limits: { setupMs: 1000 } });
    expectForfeit(p, { reason: /^setup failed: no answer within 1000 ms$/ });
    expect(p.summary.turns).toBe(0);
  });

  it('mute: a bot that stops answering after setup times out 3 times in a row and forfeits', async () => {
    const p = await play(bot('mute'), { seat: 1 });
    expect(p.forfeit).toBe('3 failed enhance calls in a row (last: enhance failed: no answer within 50 ms)');
    expect(p.record.final.result).toMatchObject({ winner: 0, reason: 'forfeit' });
    // Its battle calls time out too, in between (each kind of call keeps its own count).
    expect(p.faults.map((f) => [f.phase, f.kind, f.reason])).toEqual([
      ['enhance', 'timeout', 'enhance failed: no answer within 50 ms'],
      ['battle', 'timeout', 'battle failed: no answer within 50 ms'],
      ['enhance', 'timeout', 'enhance failed: no answer within 50 ms'],
      ['battle', 'timeout', 'battle failed: no answer within 50 ms'],
    ]);
    expectOpponentUnaffected(p);
  });

  it('garbage: lines that are not JSON, and JSON that is not orders, are malformed faults; a __proto__ key pollutes nothing', async () => {
    const p = await play(bot('garbage'), { limits: { callMs: 300 } });
    expect(p.forfeit).toBe(
      '3 failed enhance calls in a row (last: enhance returned malformed orders: orders: expected a list, got an object)',
    );
    expect(p.faults.every((f) => f.kind === 'malformed')).toBe(true);
    expect(p.faults.filter((f) => f.phase === 'battle').map((f) => f.reason)).toEqual([
      'battle failed: answered a line that is not JSON: "hello, world! \\u0000\\u007f {{{ not json"',
      'battle failed: answered a line that is not JSON: "hello, world! \\u0000\\u007f {{{ not json"',
    ]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expectOpponentUnaffected(p);
  });

  it('exits: a bot that exits at once forfeits at setup, with its exit code (and its last words, when they came first)', async () => {
    const p = await play(bot('exits'));
    // The controller waits for standard error to be read before it reports the exit, so the last words are always there.
    expectForfeit(p, {
      reason: /^setup failed: its process exited with code 3; its standard error ends: exits\.py: leaving at once$/,
    });
    expect(await eventually(() => p.diagnostics === 'exits.py: leaving at once\n')).toBe(true);
  });

  it('exit-later: a bot that exits in the middle of the match forfeits at once (it cannot play on)', async () => {
    const p = await play(bot('exit-later'), { seat: 1, limits: { callMs: 1000 } });
    expectForfeit(p, {
      reason:
        /^enhance failed: its process exited with code 0; its standard error ends: exit-later\.py: leaving in the middle of the match$/,
    });
    expect(p.summary.turns).toBe(1);
  });

  // HOLE: docs/bot-protocol.md says a bot that closes its standard output forfeits (a process that is gone cannot
  // play on), but processBot.ts does not watch for the end of standard output: each later call waits its whole
  // allowance and is named a timeout, and the bot forfeits only after 3 of them.
  // Outside the sandbox a closed output is seen at once ("closed its standard output"); inside, bubblewrap's outer
  // process keeps the pipe open, so the bot just falls silent: its calls time out and it forfeits on the third.
  it('close-stdout: a bot that closes its standard output forfeits, and the reason says why', async () => {
    const p = await play(bot('close-stdout'), { limits: { callMs: 300 } });
    expectForfeit(p, {
      reason: /^3 failed enhance calls in a row \(last: enhance failed: no answer within 300 ms\)$/,
      faults: 4,
      kind: 'timeout',
    });
    expect(p.summary.turns).toBe(3);
  });

  it('flood: a line over 1 MiB forfeits at once, naming the limit', async () => {
    const p = await play(bot('flood'), { limits: { callMs: 1000 } });
    expectForfeit(p, { reason: /^battle failed: wrote a line longer than 1048576 characters$/ });
  });

  it('hog: allocating without end hits the address-space cap (MemoryError) and the bot forfeits', async () => {
    // Ten seconds for the call: on a loaded machine, filling 128 MiB under a memory cap can take seconds of wall time,
    // and a timeout first would move the exit to a later call.
    const p = await play(bot('hog'), { limits: { callMs: 10_000, processMemoryMb: 128 } });
    expectForfeit(p, {
      reason: /^enhance failed: its process exited with code 1(; its standard error ends: .*MemoryError)?$/,
    });
    expect(await eventually(() => /^hog\.py: allocating\n[^]*\nMemoryError\n$/.test(p.diagnostics))).toBe(true);
  });

  it('deep-json: valid JSON nested 500,000 deep is a malformed answer, refused before it is parsed', async () => {
    // Parsing it would cost the controller seconds of CPU per answer (its event loop blocked, other calls' clocks
    // running), which once showed as a timeout in place of a malformed answer on a loaded machine.
    const p = await play(bot('deep-json'), { limits: { callMs: 2000 } });
    expectForfeit(p, {
      reason: /^3 failed enhance calls in a row \(last: enhance failed: answered a line nested more than 64 deep\)$/,
      faults: 4,
      kind: 'malformed',
      named: /^(enhance|battle) failed: answered a line nested more than 64 deep$/,
    });
  });
});

describe('hostile process bots: nothing escapes', () => {
  it('forker: the bot, its children and a setsid grandchild, all ignoring SIGTERM, are gone after the match', async () => {
    const mark = token();
    let during: string[] = [];
    const p = await play(copy('forker', { token: mark }), {
      limits: { callMs: 300 },
      onStep: async (step) => {
        if (step.input.type === 'setup') {
          // Three Python processes started one after the other: seconds on a loaded machine. The wait only ends
          // sooner when they are all there; the match waits meanwhile.
          await eventually(() => processesWith(mark).length >= 4, 30_000);
          during = processesWith(mark);
        }
      },
    });
    expect(during.filter((l) => l.includes(`${mark}-child`))).toHaveLength(1);
    expect(during.filter((l) => l.includes(`${mark}-quiet`))).toHaveLength(1);
    expect(during.filter((l) => l.includes(`${mark}-daemon`))).toHaveLength(1);
    expect(during.filter((l) => l.includes(`${mark}-bot`))).toHaveLength(1);
    expect(p.diagnostics).toContain(`forker.py: started 3 processes marked ${mark}`);
    // It ignored `end`, the end of its input and SIGTERM: it was killed all the same.
    expect(await eventually(() => p.diagnostics.includes('forker.py: the match is over; staying anyway'), 15_000)).toBe(
      true,
    );
    expect(p.faults).toEqual([]);
    expectOpponentUnaffected(p);
    expect(await leftAfter(mark)).toEqual([]);
  });

  it('forkbomb: the number of processes is capped, the opponent (a process that needs threads) plays on, and none is left', async () => {
    const mark = token();
    let most = 0;
    const p = await play(copy('forkbomb', { token: mark }), {
      limits: { callMs: 1000, setupMs: 5000 },
      maxTurns: 20,
      opponent: bot('honest-threads'),
      onStep: () => {
        most = Math.max(most, processesWith(`${mark}-bomb`).length);
      },
    });
    const refused = /fork refused after (\d+) children/.exec(p.diagnostics);
    expect(refused).not.toBeNull();
    expect(Number(refused?.[1])).toBeLessThanOrEqual(64);
    expect(most).toBeGreaterThan(10);
    expect(p.faults).toEqual([]);
    expectOpponentUnaffected(p);
    expect(p.record.final.result).toMatchObject({ winner: p.opponent, reason: 'wipeout' });
    expect(await leftAfter(mark)).toEqual([]);
  });

  // HOLE (denial of service): the address-space cap is per process, and a bot may start up to 64 processes, so it may
  // hold 64 times --process-memory-mb (48 GiB at the default 768 MiB): enough to exhaust the host, controller
  // included. Shown here with small numbers: 6 children holding 64 MiB each under a 128 MiB cap.
  it("fork-hog: a bot's processes together cannot hold more memory than its cap", async () => {
    const mark = token();
    const capMb = 128;
    let heldKib = 0;
    const p = await play(copy('fork-hog', { token: mark, children: 6, mb: 64 }), {
      limits: { callMs: 1000, setupMs: 5000, processMemoryMb: capMb },
      maxTurns: 3,
      onStep: async (step) => {
        if (step.input.type !== 'setup') return;
        await eventually(() => residentKib(mark) >= 6 * 60 * 1024, 5000);
        heldKib = residentKib(mark);
      },
    });
    expect(p.diagnostics).toContain('started 6 children');
    expect(await leftAfter(mark)).toEqual([]);
    expect(heldKib / 1024).toBeLessThanOrEqual(capMb);
  });

  it('net: no connection reaches the host (TCP on 127.0.0.1, an abstract Unix socket) nor the outside', async () => {
    const connections: string[] = [];
    const listen = (server: Server, where: { port: number; host: string } | { path: string }) =>
      new Promise<void>((resolve) => server.listen(where, resolve));
    const tcp = createServer((s) => {
      connections.push('tcp');
      s.destroy();
    });
    const unix = createServer((s) => {
      connections.push('unix');
      s.destroy();
    });
    const abstract = token();
    await listen(tcp, { port: 0, host: '127.0.0.1' });
    await listen(unix, { path: `\0${abstract}` });
    try {
      const port = (tcp.address() as { port: number }).port;
      const p = await play(copy('net', { port, abstract }), { limits: { callMs: 300, setupMs: 5000 } });
      expect(p.diagnostics).toContain(`net.py: tcp 127.0.0.1:${port}: blocked`);
      expect(p.diagnostics).toContain(`net.py: unix @${abstract}: blocked`);
      expect(p.diagnostics).toContain('net.py: tcp 1.1.1.1:53: blocked');
      expect(p.diagnostics).not.toContain('CONNECTED');
      expect(p.faults).toEqual([]);
      expectOpponentUnaffected(p);
    } finally {
      await Promise.all([tcp, unix].map((s) => new Promise((r) => s.close(r))));
    }
    expect(connections).toEqual([]);
  });

  it('writer: nothing is written outside its scratch tmpfs, and nothing of that reaches the host', async () => {
    const mark = token();
    // A host folder anyone may write to: only the sandbox's own view of the file system keeps the bot out.
    const hostDir = tempDir();
    chmodSync(hostDir, 0o777);
    const targets = [join(hostDir, `escaped-${mark}`), `/var/tmp/fray-hostile-${mark}`];
    // Inside the sandbox /tmp and /dev/shm are its own empty tmpfs: writes work there and never reach the host's.
    const private_ = [`/tmp/fray-hostile-${mark}`, `/dev/shm/fray-hostile-${mark}`];
    const manifest = copy('writer', { token: mark, targets: [...targets, private_[1]] });
    const botDir = join(manifest, '..');
    const onHost: string[] = [];
    const p = await play(manifest, {
      limits: { callMs: 300 },
      onStep: (step) => {
        if (step.input.type !== 'setup') return;
        // While the bot runs, its /scratch is a tmpfs of its own: the marker is in no folder of the host's.
        onHost.push(...findFiles(tmpdir(), `marker-${mark}`));
      },
    });
    for (const t of targets) expect(p.diagnostics).toContain(`writer.py: ${t}: refused`);
    expect(p.diagnostics).toContain(`writer.py: /bot/escaped-${mark}: refused`);
    for (const t of private_) expect(p.diagnostics).toContain(`writer.py: wrote ${t}`);
    expect(p.diagnostics).toContain(`writer.py: wrote /scratch/marker-${mark}`);
    for (const t of [...targets, ...private_, join(botDir, `escaped-${mark}`)]) expect(existsSync(t), t).toBe(false);
    expect(readdirSync(hostDir)).toEqual([]);
    expect(onHost).toEqual([]);
    expect(p.faults).toEqual([]);
    expectOpponentUnaffected(p);
  });
});

describe('hostile process bots: nothing is read from the host', () => {
  /** A secret in a host file anyone may read, and in the controller's environment. */
  function secretOnHost(): { secret: string; secretFile: string } {
    const secret = token();
    const dir = tempDir();
    chmodSync(dir, 0o755);
    const secretFile = join(dir, 'secret.txt');
    writeFileSync(secretFile, secret, { mode: 0o644 });
    process.env.FRAY_HOSTILE_SECRET = secret;
    return { secret, secretFile };
  }
  afterEach(() => {
    delete process.env.FRAY_HOSTILE_SECRET;
  });

  it("reader: host files, the controller's environment and its processes are out of sight", async () => {
    const { secret, secretFile } = secretOnHost();
    const p = await play(copy('reader', { secret, secretFile }), { limits: { callMs: 300 } });
    expect(p.diagnostics).toContain(`reader.py: ${secretFile}: refused (FileNotFoundError)`);
    expect(p.diagnostics).not.toContain('FOUND');
    expect(p.diagnostics).not.toContain(secret);
    // In its own process namespace it sees only itself (it is process 1: no bubblewrap inside), never the controller.
    expect(p.diagnostics).toMatch(/reader\.py: read \d+ \/proc files; its processes: \[1\]\n/);
    expect(p.faults).toEqual([]);
    expectOpponentUnaffected(p);
  });

  // The folder a manifest names is what the sandbox shows the bot at /bot: one naming "/" or a folder above its own
  // would show it the host's files, so such a manifest is refused before anything runs.
  it('cwd-escape: a manifest whose "cwd" leaves its own folder ("/", "..") is refused at load', async () => {
    const { secret, secretFile } = secretOnHost();
    for (const cwd of ['/', '..']) {
      const manifest = copy('reader', { secret, secretFile }, (dir) => ({
        command: ['python3', `/bot${dir}/reader.py`],
        cwd,
      }));
      const prepared = await prepareBot(manifest, { trusted: false });
      expect(prepared.ok ? 'loaded' : prepared.problem.message).toMatch(
        /^'cwd' must be the manifest's folder or one inside it, got "(\/|\.\.)", which leads to '\/[^']*'$/,
      );
    }
  });

  // A build step runs in the same sandbox as the bot, with only the bot's own folder writable: its write to a host
  // path fails, so the build fails and the bot does not load.
  it("build-escape: a manifest's build step cannot write outside the bot's folder", async () => {
    const target = join(tempDir(), 'written-by-build.txt');
    const manifest = copy('build-escape', { target });
    const prepared = await prepareBot(manifest, { trusted: false });
    expect(prepared.ok ? 'built' : prepared.problem.message).toMatch(
      /its build step \(python3 build-escape\.py --build\) failed with exit code 1: .*(No such file|Permission denied|Read-only)/,
    );
    expect(existsSync(target)).toBe(false);
  });
});

describe('hostile bots against a process opponent', () => {
  // HOLE: an isolate's calls run synchronously on the controller's thread. runMatch calls both setups at once, so
  // when the isolate bot is second its setup (a loop: up to 2 × --setup-ms + 100 ms of wall clock) blocks the event
  // loop while the first seat's process has already been asked: that process's setup timer expires before its
  // answer (waiting in the pipe) is read, and the honest process bot forfeits too ("no answer within 1000 ms").
  it('an isolate bot looping in setup does not make a process opponent miss its own setup', async () => {
    const p = await play(join(HOSTILE_JS, 'loop-setup.js'), {
      seat: 1,
      opponent: bot('honest-threads'),
      limits: { setupMs: 1000, callMs: 300 },
    });
    expectForfeit(p, { reason: /^setup failed: no answer within 1000 ms$/ });
  });
});

describe('hostile process bots: timing', () => {
  it('late: an answer that comes after its timeout is thrown away and later calls stay in step', async () => {
    const p = await play(copy('late', { lateSeconds: 0.35 }), {
      limits: { callMs: 200, maxConsecutiveFaults: 10 },
      maxTurns: 8,
      opponent: IDLE,
    });
    // Turn 2's enhance timed out (and maybe a call or two after it, while the bot still slept) ...
    expect(p.faults[0]).toMatchObject({
      phase: 'enhance',
      kind: 'timeout',
      reason: 'enhance failed: no answer within 200 ms',
    });
    expect(p.faults.every((f) => f.kind === 'timeout')).toBe(true);
    // ... and every answer taken was the answer to its own call: each rename names the turn it was made in, its
    // late answer for turn 2 was never used, and a battle call never got an enhance answer (that would be malformed).
    let turn = 0;
    const renamedIn = new Map<number, string[]>();
    for (const e of p.events) {
      if (e.type === 'turnStart') turn = e.turn;
      if (e.type === 'renamed' && e.seat === p.hostile) renamedIn.set(turn, [...(renamedIn.get(turn) ?? []), e.name]);
    }
    for (const [t, names] of renamedIn) expect(names).toEqual([`e${t}`]);
    expect(renamedIn.has(2)).toBe(false);
    const faultTurns = new Set<number>();
    turn = 0;
    for (const e of p.events) {
      if (e.type === 'turnStart') turn = e.turn;
      if (e.type === 'fault' && e.seat === p.hostile && e.phase === 'enhance') faultTurns.add(turn);
    }
    expect(Math.min(...faultTurns)).toBe(2);
    for (let t = 1; t <= 8; t++) if (!faultTurns.has(t)) expect(renamedIn.get(t), `turn ${t}`).toEqual([`e${t}`]);
    // It is back in step well before the end.
    expect(renamedIn.get(7)).toEqual(['e7']);
    expect(renamedIn.get(8)).toEqual(['e8']);
    expect(p.record.final.result).toMatchObject({ reason: 'turn-limit' });
    expectOpponentUnaffected(p);
  });
});

describe('hostile process bots through the CLI', () => {
  const limits = ['--call-ms', '500', '--bank-ms', '0', '--max-faults', '3', '--setup-ms', '2000'];

  it('garbage: the output names the malformed answers and the forfeit', () => {
    const r = fray(['summoner', 'match', bot('garbage'), IDLE, '--seed', '1', '--max-turns', '10', ...limits]);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain(
      'turn 1: garbage: battle failed: answered a line that is not JSON: "hello, world! \\u0000\\u007f {{{ not json"',
    );
    expect(r.stdout).toContain(
      'idle wins by forfeit (3 failed enhance calls in a row (last: enhance returned malformed orders: orders: expected a list, got an object))',
    );
  });

  it('exit-later: the output and the --log name the exit and quote its last words', () => {
    const dir = tempDir();
    const r = fray(['summoner', 'match', STRIKER, bot('exit-later'), '--seed', '1', '--log', 'm.txt', ...limits], {
      cwd: dir,
    });
    expect(r.code).toBe(0);
    expect(r.stdout).toContain(
      'striker wins by forfeit (enhance failed: its process exited with code 0; its standard error ends: exit-later.py: leaving in the middle of the match)',
    );
    const log = readFileSync(join(dir, 'm.txt'), 'utf8');
    expect(log).toContain('exit-later forfeits: enhance failed: its process exited with code 0');
  });

  it('net: the --log keeps what the bot wrote to standard error', () => {
    const dir = tempDir();
    const r = fray(
      ['summoner', 'match', bot('net'), IDLE, '--seed', '1', '--max-turns', '3', '--log', 'm.txt', ...limits],
      { cwd: dir },
    );
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('draw at the turn limit');
    expect(readFileSync(join(dir, 'm.txt'), 'utf8')).toMatch(
      /\nStandard error of net \(first \d+ characters kept\):\nnet\.py: tcp 1\.1\.1\.1:53: blocked \(OSError\)\n$/,
    );
  });

  // HOLE: the end of a bot's standard error is quoted raw in the forfeit reason, so its escape sequences reach the
  // user's terminal through `fray summoner match` (names are checked for control characters for this very reason).
  it('escape-codes: what a process bot writes to standard error cannot write control characters to the terminal', () => {
    const r = fray(['summoner', 'match', bot('escape-codes'), IDLE, '--seed', '1', ...limits]);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('idle wins by forfeit (setup failed: its process exited with code 1');
    expect(controlCharacters(r.stdout)).toEqual([]);
  });
});
