/**
 * A tournament survives the death of an isolate host: a death during a bot's call is charged to that bot (it
 * forfeits), one between calls voids the match, which is played again; either way no match is lost.
 */
import { spawn, spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fray, ROOT, tempDir } from '../../helpers/cli.js';
import { runsHere } from '../../helpers/runsHere.js';
import { parseHolder } from '../../../src/adapters/sandbox/holder.js';
import { HOST_SCRIPT, hostsOf } from '../../helpers/markedProcesses.js';

const PLODDER = join(ROOT, 'test/fixtures/summoners/plodder.js');

/** Process ids of every process started with the environment marker `mark`. */
function marked(mark: string): number[] {
  const out: number[] = [];
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      if (readFileSync(`/proc/${name}/environ`, 'utf8').includes(`FRAY_TEST_MARK=${mark}`)) out.push(Number(name));
    } catch {
      // Gone meanwhile.
    }
  }
  return out;
}

/** Whether `pid` is still a live (not zombie) process of the run marked `mark`: a bot's process or an isolate host. */
function stillOurs(mark: string): (pid: number) => boolean {
  return (pid) => {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      if (stat.slice(stat.lastIndexOf(')') + 2).startsWith('Z')) return false;
      const env = readFileSync(`/proc/${pid}/environ`, 'utf8');
      const cmd = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
      return env.includes(`FRAY_TEST_MARK=${mark}`) || cmd.includes(HOST_SCRIPT);
    } catch {
      return false;
    }
  };
}

/** The process that made the run folder `name` in the temporary folder (its owner file says), if it is one. */
function runFolderPid(name: string): number | undefined {
  if (!name.startsWith('fray-run-')) return undefined;
  try {
    return parseHolder(readFileSync(join(tmpdir(), name, 'owner'), 'utf8'))?.pid;
  } catch {
    return undefined;
  }
}

describe('a tournament whose isolate host dies', () => {
  it('charges the death to the bot whose call was running, or plays the match again if none was; none is lost', async () => {
    const dir = tempDir();
    copyFileSync(PLODDER, join(dir, 'slow.js'));
    const args = ['summoner', 'tournament', PLODDER, join(dir, 'slow.js'), '--seed', '5', '--max-turns', '150'];
    const clean = fray([...args, '--json', '--workers', '1']);
    expect(clean.code).toBe(0);

    const child = spawn(process.execPath, [join(ROOT, 'bin/fray.js'), ...args, '--json', '--workers', '1'], {
      cwd: dir,
      env: { ...process.env, FRAY_DEBUG: '' },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (c: Buffer) => (stdout += c.toString()));
    child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
    const exited = new Promise<number | null>((r) => child.on('close', r));
    // Kill the first host that plays a match, with SIGKILL: as abrupt as a native abort or the OOM killer. Only a
    // match's host (it serves two bots): a host killed while the entrants are checked, one bot at a time, is charged
    // to the bot it was loading, which then loses every match (a fair outcome, but not the one this test is about).
    let killed: number | undefined;
    for (let i = 0; i < 2000 && killed === undefined; i++) {
      const pids = hostsOf(child.pid as number, 2);
      if (pids.length > 0) {
        await new Promise((r) => setTimeout(r, 300));
        killed = pids[0] as number;
        process.kill(killed, 'SIGKILL');
      } else await new Promise((r) => setTimeout(r, 10));
    }
    expect(killed).toBeDefined();
    expect(await exited).toBe(0);
    const out = JSON.parse(stdout) as { failed: unknown[]; matches: number };
    expect(out.failed, `${stdout}\n${stderr}`).toEqual([]);
    expect(out.matches).toBe(2);
    // Either a bot's call was running (it forfeits: the standings differ from the clean run's) or none was (the
    // match was void and played again: the standings are the clean run's).
    if (stderr.includes('playing it again')) expect(out).toEqual(JSON.parse(clean.stdout));
    else expect(stderr).toBe('');
    // Nothing is left behind: no host, no run folder of a dead process.
    expect(hostsOf(child.pid as number)).toEqual([]);
    const leftovers = readdirSync(tmpdir()).filter((n) => {
      const pid = runFolderPid(n);
      return pid !== undefined && spawnSync('kill', ['-0', String(pid)]).status !== 0;
    });
    expect(leftovers).toEqual([]);
  }, 240_000);

  it.runIf(runsHere(process.getuid?.() === 0))(
    'a controller killed outright leaves run folders and cgroups that the next run sweeps',
    async () => {
      const dir = tempDir();
      const python = join(ROOT, 'examples/summoners/python/python-starter.bot.json');
      const mark = `k${process.pid}${Date.now()}`;
      const child = spawn(
        process.execPath,
        [
          join(ROOT, 'bin/fray.js'),
          'summoner',
          'tournament',
          PLODDER,
          python,
          '--seed',
          '3',
          '--json',
          '--workers',
          '1',
        ],
        { cwd: dir, env: { ...process.env, FRAY_DEBUG: '', FRAY_TEST_MARK: mark } },
      );
      const exited = new Promise((r) => child.on('close', r));
      const host = () => hostsOf(child.pid as number);
      for (let i = 0; i < 2000 && host().length === 0; i++) await new Promise((r) => setTimeout(r, 10));
      expect(host().length).toBeGreaterThan(0);
      await new Promise((r) => setTimeout(r, 200));
      // Every process of the run at once, as a power cut or the OOM killer would.
      const pids = [...marked(mark), ...host()];
      for (const pid of pids) process.kill(pid, 'SIGKILL');
      await exited;
      const dead = (n: string) => {
        const pid = runFolderPid(n) ?? Number(/^fray-(\d+)-/.exec(n)?.[1]);
        return pids.includes(pid);
      };
      // The next run that uses the sandbox sweeps what the dead ones left.
      const r = fray(['summoner', 'match', PLODDER, join(dir, '..', '..', 'nonexistent.js')]);
      expect(r.code).toBe(2);
      const again = fray(['summoner', 'match', PLODDER, PLODDER, '--seed', '1', '--max-turns', '2']);
      expect(again.code).toBe(0);
      expect(readdirSync(tmpdir()).filter(dead)).toEqual([]);
      for (const h of ['/sys/fs/cgroup/memory', '/sys/fs/cgroup/pids', '/sys/fs/cgroup']) {
        let names: string[] = [];
        try {
          names = readdirSync(h);
        } catch {
          continue;
        }
        for (let i = 0; i < 100 && names.filter(dead).length > 0; i++) {
          await new Promise((res) => setTimeout(res, 20));
          names = readdirSync(h);
        }
        expect(names.filter(dead), h).toEqual([]);
      }
      expect(marked(mark)).toEqual([]);
      // A killed process may linger a moment as a zombie until it is reaped, and its number may then be reused by
      // another program: only a live process of this run counts.
      for (let i = 0; i < 250 && pids.some(stillOurs(mark)); i++) await new Promise((res) => setTimeout(res, 20));
      expect(pids.filter(stillOurs(mark))).toEqual([]);
      // Nor a uid lease of the dead processes (the Python bot ran as an id of fray's pool).
      const leases = existsSync('/run/fray/uid-leases') ? readdirSync('/run/fray/uid-leases') : [];
      expect(leases.filter((n) => pids.includes(Number(n.split('.')[1])))).toEqual([]);
    },
    240_000,
  );
});
