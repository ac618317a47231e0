/**
 * A tournament survives the death of a match's process: sandboxed matches run in child processes, so a native
 * crash (or a kill) loses that match's try only; it is played again, and the standings are those of a clean run.
 */
import { spawn, spawnSync } from 'node:child_process';
import { copyFileSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fray, ROOT, tempDir } from '../../helpers/cli.js';
import { matchWorkers } from '../../helpers/markedProcesses.js';
import { runsHere } from '../../helpers/runsHere.js';

const PLODDER = join(ROOT, 'test/fixtures/summoners/plodder.js');

describe('a tournament whose match process dies', () => {
  it('plays the match again and finishes with the standings of an undisturbed run', async () => {
    const dir = tempDir();
    copyFileSync(PLODDER, join(dir, 'slow.js'));
    const args = ['summoner', 'tournament', PLODDER, join(dir, 'slow.js'), '--seed', '5', '--max-turns', '150'];
    const clean = fray([...args, '--json', '--workers', '1']);
    expect(clean.code).toBe(0);

    const mark = `m${process.pid}${Date.now()}`;
    const child = spawn(process.execPath, [join(ROOT, 'bin/fray.js'), ...args, '--json', '--workers', '1'], {
      cwd: dir,
      env: { ...process.env, FRAY_DEBUG: '', FRAY_TEST_MARK: mark },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (c: Buffer) => (stdout += c.toString()));
    child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
    const exited = new Promise<number | null>((r) => child.on('close', r));
    // Kill the first match process as soon as it shows, with SIGKILL: as abrupt as a native abort.
    let killed: number | undefined;
    for (let i = 0; i < 500 && killed === undefined; i++) {
      const pids = matchWorkers(mark);
      if (pids.length > 0) {
        killed = pids[0] as number;
        process.kill(killed, 'SIGKILL');
      } else await new Promise((r) => setTimeout(r, 10));
    }
    expect(killed).toBeDefined();
    expect(await exited).toBe(0);
    expect(stderr).toMatch(
      /^fray: warning: match \d \((plodder v slow|slow v plodder)\): task \d: a worker stopped unexpectedly \(exit code 137\); playing it again$/m,
    );
    expect(JSON.parse(stdout)).toEqual(JSON.parse(clean.stdout));
    // Nothing is left behind: no match process, no run folder of a dead process.
    expect(matchWorkers(mark)).toEqual([]);
    const leftovers = readdirSync(tmpdir()).filter((n) => {
      const m = /^fray-run-(\d+)-/.exec(n);
      return m !== null && spawnSync('kill', ['-0', m[1] as string]).status !== 0;
    });
    expect(leftovers).toEqual([]);
  });

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
      for (let i = 0; i < 1000 && matchWorkers(mark).length === 0; i++) await new Promise((r) => setTimeout(r, 10));
      expect(matchWorkers(mark).length).toBeGreaterThan(0);
      await new Promise((r) => setTimeout(r, 200));
      // Every process of the run at once, as a power cut or the OOM killer would.
      const pids = matchWorkers(mark, true);
      for (const pid of pids) process.kill(pid, 'SIGKILL');
      await exited;
      const dead = (n: string) => {
        const m = /^fray-(?:run-)?(\d+)-/.exec(n);
        return m !== null && pids.includes(Number(m[1]));
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
      expect(matchWorkers(mark, true)).toEqual([]);
    },
  );
});
