/**
 * The attack classes of issue 19, each with a real bot in a real match (or the real preparation a match starts
 * with), asserting the safe outcome: paths resolved before they are checked, nothing run as host root, every kind
 * of memory bounded, imports confined to the bot's folder, scratch space capped, output floods cut, no covert
 * channel between the two bots of a match, the kernel's doors shut, and builds that never block the controller.
 * They need bwrap, python3 and (for the ownership checks) root, as CI has: without them they fail, not skip.
 */
import { spawnSync } from 'node:child_process';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyBotFolder } from '../../../src/adapters/sandbox/botFolder.js';
import { buildBot } from '../../../src/adapters/sandbox/buildBot.js';
import { NOBODY, sandboxSupport } from '../../../src/adapters/sandbox/bubblewrap.js';
import { compileBot } from '../../../src/adapters/sandbox/compileBot.js';
import { UID_POOL } from '../../../src/adapters/sandbox/policy.js';
import { loadManifest } from '../../../src/adapters/sandbox/manifest.js';
import { openBot, prepareBot, type BotSource } from '../../../src/adapters/summoner/loadBot.js';
import { DEFAULT_RULES } from '../../../src/summoner/rules/rules.js';
import { runMatch, type BotPort } from '../../../src/summoner/match/runMatch.js';
import { fray, tempDir } from '../../helpers/cli.js';
import {
  eventually,
  expectForfeit,
  expectOpponentUnaffected,
  findFiles,
  FAST,
  HOSTILE_JS,
  IDLE,
  leftAfter,
  play,
  processBotCopy,
  token,
} from './hostileHelpers.js';
import { runsHere } from '../../helpers/runsHere.js';

// Ownership checks need root (cgroups, the unprivileged user): under CI, which runs as root, they never skip.
const root = process.getuid?.() === 0;
const rootTests = runsHere(root);
const copies: string[] = [];
function copy(name: string, config: Record<string, unknown>, manifest?: (dir: string) => unknown): string {
  const c = processBotCopy(name, config, manifest);
  copies.push(c.dir);
  return c.manifest;
}
/** A fresh folder readable by the sandbox's user, removed at the end. */
function folder(): string {
  const d = tempDir();
  chmodSync(d, 0o755);
  return d;
}

beforeAll(() => {
  expect(sandboxSupport()).toEqual({ available: true });
});
afterAll(async () => {
  for (const dir of copies) rmSync(dir, { recursive: true, force: true });
  // Nothing of any bot or build is left: no process group, no cgroup of this process.
  for (const h of ['/sys/fs/cgroup/memory', '/sys/fs/cgroup/pids', '/sys/fs/cgroup']) {
    const ours = () => {
      try {
        return readdirSync(h).filter((n) => n.startsWith(`fray-${process.pid}-`));
      } catch {
        return [];
      }
    };
    await eventually(() => ours().length === 0, 3000);
    expect(ours(), h).toEqual([]);
  }
});

describe('1. paths are resolved once, and checked where they really lead', () => {
  it("a 'cwd' that is a link to / is refused, naming where it leads", () => {
    const m = copy('reader', {}, () => ({ command: ['python3', 'reader.py'], cwd: 'escape' }));
    symlinkSync('/', join(m, '..', 'escape'));
    const r = loadManifest(m);
    expect(r.ok ? 'loaded' : r.problem.message).toBe(
      `'cwd' must be the manifest's folder or one inside it, got "escape", which leads to '/'`,
    );
  });

  it('a link inside the folder that leaves it is refused before anything runs, whatever route it takes', async () => {
    for (const [name, target, extra] of [
      ['etc', '/etc', undefined],
      ['x', 'up/..', 'up'],
    ] as const) {
      const m = copy('jailbreak', {});
      const dir = join(m, '..');
      if (extra !== undefined) symlinkSync('.', join(dir, extra));
      symlinkSync(target, join(dir, name));
      const r = await prepareBot(m, { trusted: false });
      expect(r.ok ? 'loaded' : r.problem.message).toMatch(
        new RegExp(`^its folder has a link, '${name}', .*(outside|leads outside) the bot's folder`),
      );
    }
  });

  it('a bot folder reached through a link plays from its real folder; the sandbox binds only a private copy', async () => {
    const real = copy('jailbreak', {});
    const linked = join(folder(), 'linked');
    symlinkSync(join(real, '..'), linked);
    const p = await play(join(linked, 'jailbreak.bot.json'), { opponent: IDLE, maxTurns: 2 });
    expect(p.faults).toEqual([]);
    expect(readdirSync(join(real, '..')).sort()).toEqual([
      'config.json',
      'hostile_common.py',
      'jailbreak.bot.json',
      'jailbreak.py',
    ]);
  });
});

describe('2. nothing runs as host root', () => {
  it.runIf(rootTests)("a build runs as an id of fray's pool, and a setuid file it leaves loses its bit", async () => {
    const dir = folder();
    const mark = token();
    writeFileSync(
      join(dir, 'b.bot.json'),
      JSON.stringify({
        command: ['python3', '-c', 'pass'],
        build: ['sh', '-c', `cp /usr/bin/true ./suid && chmod 6755 ./suid && id -u > uid.txt && sleep 1 # ${mark}`],
      }),
    );
    const m = loadManifest(join(dir, 'b.bot.json'));
    if (!m.ok) throw new Error(m.problem.message);
    const c = copyBotFolder(m.value.cwd, m.value.file);
    if (!c.ok) throw new Error(c.problem.message);
    // On the host, its processes run as an id of fray's pool (seen with ps while it runs).
    const hostIds = new Set<number>();
    const watch = setInterval(() => {
      const ps = spawnSync('ps', ['-eo', 'uid=,args='], { encoding: 'utf8' }).stdout.split('\n');
      for (const l of ps)
        if (l.includes(`# ${mark}`) && !l.includes('ps -eo')) hostIds.add(Number(l.trim().split(/\s+/)[0]));
    }, 50);
    const built = await buildBot({ ...m.value, cwd: c.value }, { dir: c.value, confined: true });
    clearInterval(watch);
    expect(built).toEqual({ ok: true, value: undefined });
    expect(readFileSync(join(c.value, 'uid.txt'), 'utf8').trim()).toBe(String(NOBODY));
    expect(hostIds.size).toBe(1);
    for (const id of hostIds) expect(id >= UID_POOL.first && id <= UID_POOL.last, String(id)).toBe(true);
    // What it wrote is fray's again.
    expect(statSync(join(c.value, 'uid.txt')).uid).toBe(0);
    expect(statSync(join(c.value, 'suid')).mode & 0o7000).toBe(0);
    // The given folder is untouched: the build wrote only into the copy.
    expect(readdirSync(dir)).toEqual(['b.bot.json']);
    rmSync(c.value, { recursive: true, force: true });
  });

  it.runIf(rootTests)('a bot whose folder only root can read still runs as the unprivileged user', async () => {
    const m = copy('jailbreak', {});
    chmodSync(join(m, '..'), 0o700);
    const p = await play(m, { opponent: IDLE, maxTurns: 2 });
    expect(await eventually(() => p.diagnostics.includes('jailbreak.py: uid'))).toBe(true);
    expect(p.diagnostics).toContain(`jailbreak.py: uid ${NOBODY} gid ${NOBODY}`);
  });
});

describe('3. every kind of memory an isolate can allocate is bounded', () => {
  for (const [name, reason] of [
    ['wasm-memory', /^enhance failed: ReferenceError: WebAssembly is not defined \(at wasm-memory\.js:\d+:\d+\)$/],
    ['growing-buffer', /^enhance failed: TypeError: b\.resize is not a function \(at growing-buffer\.js:\d+:\d+\)$/],
  ] as const) {
    it(`${name}: memory outside the heap is not offered; the controller does not grow`, async () => {
      const before = process.memoryUsage().rss;
      const p = await play(join(HOSTILE_JS, `${name}.js`), { limits: { memoryMb: 32 } });
      expectForfeit(p, { reason: /^3 failed enhance calls in a row/, faults: 2, kind: 'error', named: reason });
      expect(process.memoryUsage().rss - before).toBeLessThan(256 * 1024 * 1024);
    });
  }
});

describe('4. a bot imports only its own code', () => {
  let dir = '';
  beforeAll(() => {
    dir = folder();
    mkdirSync(join(dir, 'bot'));
    writeFileSync(join(dir, 'outside.js'), 'export const secret = "outside";\n');
    writeFileSync(join(dir, 'bot', 'helper.ts'), 'export const n: number = 2;\n');
    writeFileSync(join(dir, 'bot', 'data.json'), '{"k": 3}\n');
    writeFileSync(join(dir, 'bot', 'notes.txt'), 'text\n');
    symlinkSync('/etc/hostname', join(dir, 'bot', 'link.js'));
    spawnSync('mkfifo', [join(dir, 'bot', 'fifo.js')]);
  });
  const botWith = (name: string, importLine: string): string => {
    const f = join(dir, 'bot', `${name}.ts`);
    writeFileSync(
      f,
      `${importLine}\nexport default { setup: () => ({ demons: [] }), enhance: () => [], battle: () => [x] };\n`,
    );
    return f;
  };

  for (const [name, line, why] of [
    ['parent', "import { secret as x } from '../outside.js';", /leads outside the bot's folder/],
    ['absolute', "import x from '/etc/hostname';", /leads outside the bot's folder/],
    ['device', "import x from '/dev/zero';", /leads outside the bot's folder/],
    ['fifo', "import x from './fifo.js';", /it is not a regular file/],
    ['text', "import x from './notes.txt';", /only code and JSON files/],
    ['link', "import x from './link.js';", /leads outside the bot's folder/],
    ['package', "import x from 'lodash';", /a bot may import only its own files/],
  ] as const) {
    it(`${name}: refused with the reason, at once`, async () => {
      const r = await compileBot(botWith(name, line), { allowBuiltins: false });
      expect(r.ok ? 'compiled' : r.problem.message).toMatch(why);
    });
  }

  it('in a real tournament, bots importing a FIFO, a device or a parent file lose their matches; the rest play', () => {
    const t = fray([
      'summoner',
      'tournament',
      botWith('t-fifo', "import x from './fifo.js';"),
      botWith('t-device', "import x from '/dev/zero';"),
      botWith('t-parent', "import { secret as x } from '../outside.js';"),
      IDLE,
      '--seed',
      '1',
      '--max-turns',
      '5',
      '--json',
    ]);
    expect(t.code).toBe(0);
    const j = JSON.parse(t.stdout) as { failed: unknown[]; standings: { name: string; loadError?: string }[] };
    expect(j.failed).toEqual([]);
    const errors = Object.fromEntries(j.standings.map((s) => [s.name, s.loadError ?? null]));
    expect(errors).toEqual({
      't-fifo': expect.stringMatching(/Could not resolve "\.\/fifo\.js" \(it is not a regular file\)/) as unknown,
      't-device': expect.stringMatching(/Could not resolve "\/dev\/zero" \(it leads outside/) as unknown,
      't-parent': expect.stringMatching(/Could not resolve "\.\.\/outside\.js" \(it leads outside/) as unknown,
      idle: null,
    });
  });

  it('its own TypeScript and JSON files are bundled', async () => {
    const r = await compileBot(
      botWith('own', "import { n } from './helper.js';\nimport data from './data.json';\nconst x = n + data.k;"),
      { allowBuiltins: false },
    );
    expect(r.ok).toBe(true);
  });

  it('the whole bot has a size budget and a compile has a time limit', async () => {
    const big = await compileBot(botWith('big', "import { n as x } from './helper.js';"), {
      allowBuiltins: false,
      bounds: { maxSourceBytes: 100 },
    });
    expect(big.ok ? 'compiled' : big.problem.message).toMatch(/add up to more than/);
    const slow = await compileBot(botWith('slow', 'const x = 1;'), { allowBuiltins: false, bounds: { timeMs: 1 } });
    expect(slow.ok ? 'compiled' : slow.problem.message).toMatch(/compiling took longer than/);
    // The compiler was restarted: the next bot compiles.
    expect((await compileBot(botWith('after', 'const x = 1;'), { allowBuiltins: false })).ok).toBe(true);
  });

  it("a crash of esbuild's service refuses that bot alone: the next compile works", async () => {
    expect((await compileBot(botWith('first', 'const x = 1;'), { allowBuiltins: false })).ok).toBe(true);
    // Only this process's own esbuild service (its child): other test files and other programs on the machine run
    // services of their own, and killing theirs would fail their compiles, not this one's.
    const ps = spawnSync('pgrep', ['-P', String(process.pid), '-f', '--', '--service='], { encoding: 'utf8' });
    const pids = ps.stdout.trim().split('\n').filter(Boolean).map(Number);
    expect(pids.length).toBeGreaterThan(0);
    for (const pid of pids) process.kill(pid, 'SIGKILL');
    await new Promise((r) => setTimeout(r, 100));
    const crashed = await compileBot(botWith('crashed', 'const x = 1;'), { allowBuiltins: false });
    expect(crashed.ok ? 'compiled' : crashed.problem.message).toMatch(/the compiler failed/);
    expect((await compileBot(botWith('next', 'const x = 1;'), { allowBuiltins: false })).ok).toBe(true);
  });
});

describe('5. scratch space is capped and leaves nothing', () => {
  it('filler: /scratch stops at 64 MiB and /tmp at 16 MiB; nothing reaches the host disk', async () => {
    const p = await play(copy('filler', {}), { limits: { callMs: 300, setupMs: 10_000 } });
    expect(await eventually(() => p.diagnostics.includes('/tmp/fill'))).toBe(true);
    const scratch = /\/scratch\/fill: stopped at (\d+) MiB \(OSError\)/.exec(p.diagnostics);
    const tmp = /\/tmp\/fill: stopped at (\d+) MiB \(OSError\)/.exec(p.diagnostics);
    expect(Number(scratch?.[1])).toBeLessThanOrEqual(64);
    expect(Number(tmp?.[1])).toBeLessThanOrEqual(16);
    expect(p.faults).toEqual([]);
    expectOpponentUnaffected(p);
    expect(findFiles(tmpdir(), 'fill')).toEqual([]);
  });
});

describe('6. output that answers nothing is capped per call', () => {
  it('stray-flood: 20,000 stray lines a call fault each call, and the bot forfeits', async () => {
    const p = await play(copy('stray-flood', { after: 'setup' }), { limits: { callMs: 2000, setupMs: 5000 } });
    expect(p.forfeit).toMatch(/^3 failed (enhance|battle) calls in a row/);
    expect(p.faults.length).toBeGreaterThanOrEqual(2);
    for (const f of p.faults)
      expect(f.reason).toMatch(
        /^(enhance|battle) failed: wrote more than 100 lines on standard output that answer no request$/,
      );
    expectOpponentUnaffected(p);
  });

  it('stray-flood of a protocol-1 bot from its first line: its first line is its setup answer, and it forfeits', async () => {
    const p = await play(
      copy('stray-flood', {}, () => ({ command: ['python3', 'stray-flood.py'] })),
      { limits: { callMs: 2000, setupMs: 5000 } },
    );
    expectForfeit(p, { reason: /^setup failed: answered a line that is not JSON: "xxxx/ });
  });

  it('chatter: a bot that answers with ids plays a whole match with stray lines around every answer, faultless', async () => {
    const p = await play(copy('chatter', { wrapped: true }), { opponent: IDLE, maxTurns: 30, limits: { callMs: 500 } });
    expect(p.faults).toEqual([]);
    expect(p.summary.turns).toBe(30);
    expect(p.diagnostics).toContain('[fray] skipped a line on standard output that answers no request');
  });
});

describe('7. two bots of one match cannot pass a bit', () => {
  /** Plays a sender against a receiver (both colluder.py), confined or not; gives the receiver's report. */
  async function collude(confined: boolean): Promise<Record<string, string | string[]>> {
    const mark = token();
    const sources: BotSource[] = [];
    for (const role of ['send', 'receive']) {
      const prepared = await prepareBot(copy('colluder', { role, token: mark }), { trusted: !confined });
      if (!prepared.ok) throw new Error(prepared.problem.message);
      const s = prepared.value.source;
      sources.push(s.kind === 'process' ? { ...s, confined } : s);
    }
    const ports: BotPort[] = [];
    for (const s of sources) {
      const port = await openBot(s, { trusted: false, limits: { ...FAST, callMs: 2000, setupMs: 5000 } });
      if (!port.ok) throw new Error(port.problem.message);
      ports.push(port.value);
    }
    let result: Awaited<ReturnType<typeof runMatch>> | undefined;
    try {
      result = await runMatch([ports[0] as BotPort, ports[1] as BotPort], {
        rules: { ...DEFAULT_RULES, maxTurns: 8 },
        seed: 1,
      });
    } finally {
      await Promise.all(ports.map((p) => p.dispose?.()));
    }
    const receiver = ports[1] as BotPort;
    await eventually(() => (receiver.diagnostics?.() ?? '').includes('colluder.py: channels'));
    const line = /colluder\.py: channels (.*)/.exec(receiver.diagnostics?.() ?? '')?.[1];
    if (line === undefined)
      throw new Error(
        `no report; the receiver said: ${receiver.diagnostics?.()}; the sender: ${ports[0]?.diagnostics?.()}; result ${JSON.stringify(result?.final.result)} ${JSON.stringify(result?.steps.flatMap((s) => s.events).filter((e) => e.type === 'fault' || e.type === 'forfeit'))}`,
      );
    expect(await leftAfter(mark)).toEqual([]);
    return JSON.parse(line ?? '{}') as Record<string, string | string[]>;
  }

  it('outside the sandbox the channels carry bits (the test can see them)', async () => {
    const seen = await collude(false);
    // The same bots, unconfined: locks, file watches and the machine's counters all carry the sender's bits.
    expect(seen.flock).toEqual(['free', 'held']);
    expect(seen.inotify).toEqual(['False', 'True']);
    expect(seen.dnotify).toEqual(['False', 'True']);
    expect(seen['sysinfo-procs']?.length).toBeGreaterThan(1);
  });

  it('inside, every channel is closed or shows one value only', async () => {
    const seen = await collude(true);
    expect(Object.keys(seen).length).toBeGreaterThanOrEqual(15);
    for (const [channel, values] of Object.entries(seen))
      expect(values === 'closed' || values.length === 1, `${channel}: ${JSON.stringify(values)}`).toBe(true);
    for (const channel of ['flock', 'posix', 'ofd', 'inotify', 'dnotify', 'sysinfo-procs', 'proc-meminfo'])
      expect(seen[channel], channel).toBe('closed');
  });
});

describe("8. the kernel's doors are shut", () => {
  it('jailbreak: no user namespace, mount, ptrace, keyring or BPF; /proc/sys is hidden', async () => {
    const p = await play(copy('jailbreak', {}), { opponent: IDLE, maxTurns: 2 });
    expect(await eventually(() => p.diagnostics.includes('/proc/sys'))).toBe(true);
    expect(p.diagnostics).not.toContain('ALLOWED');
    expect(p.diagnostics).not.toContain('VISIBLE');
    for (const door of ['unshare-user', 'unshare-mount', 'mount-proc', 'mount-tmpfs', 'ptrace', 'keyctl', 'bpf'])
      expect(p.diagnostics).toContain(`jailbreak.py: ${door}: refused`);
    // Every mount it can write or run from ignores setuid bits.
    for (const mount of ['/bot', '/scratch', '/tmp', '/usr'])
      expect(p.diagnostics).toContain(`jailbreak.py: mount ${mount} nosuid`);
  });
});

describe('9. builds are bounded and never block the controller', () => {
  async function build(command: string[], bounds: Parameters<typeof buildBot>[1]['bounds']) {
    const dir = folder();
    writeFileSync(join(dir, 'b.bot.json'), JSON.stringify({ command: ['python3', '-c', 'pass'], build: command }));
    const m = loadManifest(join(dir, 'b.bot.json'));
    if (!m.ok) throw new Error(m.problem.message);
    const c = copyBotFolder(m.value.cwd, m.value.file);
    if (!c.ok) throw new Error(c.problem.message);
    let ticks = 0;
    const timer = setInterval(() => ticks++, 20);
    try {
      const r = await buildBot({ ...m.value, cwd: c.value }, { dir: c.value, confined: true, bounds });
      return { r, ticks, copy: c.value };
    } finally {
      clearInterval(timer);
    }
  }

  it('a slow build is stopped at its time limit, and the event loop runs meanwhile', async () => {
    const { r, ticks, copy: c } = await build(['sleep', '60'], { timeMs: 1500 });
    expect(r.ok ? 'built' : r.problem.message).toBe(
      'its build step (sleep 60) was stopped: it took longer than 2 s, the most a build may take',
    );
    expect(ticks).toBeGreaterThan(20);
    rmSync(c, { recursive: true, force: true });
  });

  it('a build that fills its folder is stopped, saying which bound it hit', async () => {
    const { r, copy: c } = await build(
      ['sh', '-c', 'i=0; while true; do i=$((i+1)); head -c 1000000 /dev/zero > f$i; done'],
      {
        maxFolderBytes: 32 * 1024 * 1024,
      },
    );
    expect(r.ok ? 'built' : r.problem.message).toMatch(
      /^its build step \(sh -c i=0; while true.*\) was stopped: it filled its folder past 32 MiB/,
    );
    rmSync(c, { recursive: true, force: true });
  });

  it('a build that writes one huge file is stopped at the file-size limit', async () => {
    const { r, copy: c } = await build(['sh', '-c', 'head -c 100000000 /dev/zero > big'], {
      maxFileBytes: 1024 * 1024,
    });
    expect(r.ok ? 'built' : r.problem.message).toMatch(/wrote a file larger than 1 MiB|failed with exit code/);
    expect(existsSync(join(c, 'big')) ? statSync(join(c, 'big')).size : 0).toBeLessThanOrEqual(1024 * 1024);
    rmSync(c, { recursive: true, force: true });
  });
});
