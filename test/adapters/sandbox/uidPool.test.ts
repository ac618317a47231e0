/**
 * fray's uid pool: its range and the host's id files it must keep clear of (uidPool.ts), and leases of its ids
 * shared by many processes without a lock (uidLease.ts): several processes racing for a pool of two ids never hold
 * one id at once, and the claims of a process that is gone are swept.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'esbuild';
import { afterAll, describe, expect, it } from 'vitest';
import { holderText, thisProcess } from '../../../src/adapters/sandbox/holder.js';
import { UID_POOL } from '../../../src/adapters/sandbox/policy.js';
import { idInUse, leaseUid, sweepUidLeases } from '../../../src/adapters/sandbox/uidLease.js';
import { poolConflict, poolRange, type IdFiles, type UidPool } from '../../../src/adapters/sandbox/uidPool.js';
import { ROOT } from '../../helpers/cli.js';

const dirs: string[] = [];
function folder(): string {
  const d = mkdtempSync(join(tmpdir(), 'fray-uidpool-'));
  dirs.push(d);
  return d;
}
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

const NONE: IdFiles = { passwd: '', group: '', subuid: '', subgid: '' };
const RANGE = { first: 1_000_000_000, last: 1_000_000_999 };

describe('the range', () => {
  it('is the policy\'s by default, or FRAY_UID_POOL "FIRST-LAST" within bounds', () => {
    expect(poolRange(undefined)).toEqual({ ok: true, value: { first: UID_POOL.first, last: UID_POOL.last } });
    expect(poolRange(' 100000-100009 ')).toEqual({ ok: true, value: { first: 100000, last: 100009 } });
    for (const bad of ['1000-2000', '100000', '100000-100000', '200000-100000', '100000-4294967295', 'a-b', '-1-5'])
      expect(poolRange(bad), bad).toMatchObject({
        ok: false,
        problem: { message: /^FRAY_UID_POOL must be FIRST-LAST/ },
      });
  });

  it("is refused when an account, a group or someone's subordinate ids touch it, naming the line", () => {
    expect(poolConflict(RANGE, NONE)).toBeUndefined();
    const files: IdFiles = {
      passwd: 'root:x:0:0:root:/root:/bin/bash\nnobody:x:65534:65534::/nonexistent:/usr/sbin/nologin\n',
      group: 'root:x:0:\n',
      subuid: 'alice:100000:65536\n',
      subgid: 'alice:100000:65536\n',
    };
    expect(poolConflict(RANGE, files)).toBeUndefined();
    const at = (f: Partial<IdFiles>) => poolConflict(RANGE, { ...files, ...f });
    expect(at({ passwd: `${files.passwd}eve:x:1000000500:1:::\n` })).toBe(
      "/etc/passwd line 3: user 'eve' has an id inside fray's uid pool 1000000000-1000000999; choose another range with FRAY_UID_POOL",
    );
    expect(at({ passwd: 'bob:x:1000:1000000000:::\n' })).toMatch(/^\/etc\/passwd line 1: user 'bob' has an id inside/);
    expect(at({ group: 'root:x:0:\n\nspies:x:1000000999:\n' })).toMatch(/^\/etc\/group line 3: group 'spies'/);
    expect(at({ subuid: 'carol:999999000:1001\n' })).toMatch(
      /^\/etc\/subuid line 1: the subordinate ids of 'carol' overlap/,
    );
    expect(at({ subgid: '# comment\ndan:1000000999:65536\n' })).toMatch(/^\/etc\/subgid line 2: .*'dan'/);
    expect(at({ subuid: 'carol:999999000:1000\n' })).toBeUndefined();
  });
});

describe('leases', () => {
  const pool = (first: number, last: number): UidPool => ({ first, last, leases: folder() });

  it('gives distinct ids while they are held, the same ones again once released, and none past the pool', () => {
    const p = pool(UID_POOL.first, UID_POOL.first + 1);
    const a = leaseUid(p);
    const b = leaseUid(p);
    if (!a.ok || !b.ok) throw new Error('no lease');
    expect(new Set([a.value.id, b.value.id])).toEqual(new Set([UID_POOL.first, UID_POOL.first + 1]));
    const c = leaseUid(p);
    expect(c.ok ? c.value.id : c.problem.message).toBe(
      `every id of fray's uid pool (${UID_POOL.first}-${UID_POOL.first + 1}) is in use; widen it with FRAY_UID_POOL`,
    );
    a.value.release();
    const d = leaseUid(p);
    expect(d.ok && d.value.id).toBe(a.value.id);
    b.value.release();
    if (d.ok) d.value.release();
    expect(readdirSync(p.leases)).toEqual([]);
  });

  it('takes no id a process already runs as (this one: 0 is root)', () => {
    expect(idInUse(0)).toBe(true);
    expect(idInUse(UID_POOL.last)).toBe(false);
    const r = leaseUid(pool(0, 1));
    expect(String(r.ok ? r.value.id : r.problem.message)).toMatch(
      /^(1|no id of fray's uid pool \(0-1\) could be leased)/,
    );
    if (r.ok) r.value.release();
  });

  it("sweeps the claims of processes that are gone, and keeps live ones (this process's)", () => {
    const p = pool(UID_POOL.first, UID_POOL.first + 9);
    const dead = `${UID_POOL.first}.999999999.12345.abcd`;
    const reused = `${UID_POOL.first + 1}.${process.pid}.1.abcd`; // this pid, another start time: a dead process
    const live = `${UID_POOL.first + 2}.${holderText(thisProcess())}.abcd`;
    for (const n of [dead, reused, live, 'not-a-claim']) writeFileSync(join(p.leases, n), '');
    sweepUidLeases(p.leases);
    expect(readdirSync(p.leases).sort()).toEqual([live, 'not-a-claim'].sort());
    // A lease skips the live claim's id.
    const r = leaseUid(p);
    expect(r.ok && r.value.id).not.toBe(UID_POOL.first + 2);
  });

  it('six processes leasing 20 times each from a pool of two ids never hold one id at the same time', async () => {
    const dir = folder();
    const entry = join(dir, 'race.ts');
    // Each process leases (waiting while both ids are taken), marks the id as held with an exclusive file (which
    // fails if another holds it), holds it a moment, then unmarks and releases it; 20 times.
    writeFileSync(
      entry,
      `import { closeSync, openSync, unlinkSync } from 'node:fs';
import { leaseUid } from ${JSON.stringify(join(ROOT, 'src/adapters/sandbox/uidLease.ts'))};
const [leases, marks] = process.argv.slice(2);
const pool = { first: ${UID_POOL.first}, last: ${UID_POOL.first + 1}, leases };
let got = 0;
// A generous deadline, not a count of tries: on a loaded machine a process may wait long for its turn.
const deadline = Date.now() + 90_000;
while (got < 20 && Date.now() < deadline) {
  const l = leaseUid(pool);
  if (!l.ok) {
    const until = Date.now() + 1;
    while (Date.now() < until);
    continue;
  }
  got++;
  const mark = marks + '/' + l.value.id;
  closeSync(openSync(mark, 'wx'));
  const until = Date.now() + 2;
  while (Date.now() < until);
  unlinkSync(mark);
  l.value.release();
}
console.log(got);
`,
    );
    await build({
      entryPoints: [entry],
      outfile: join(dir, 'race.mjs'),
      bundle: true,
      platform: 'node',
      format: 'esm',
    });
    const leases = folder();
    const marks = folder();
    const runs = Array.from(
      { length: 6 },
      () =>
        new Promise<{ code: number | null; out: string; err: string }>((resolve) => {
          const child = spawn(process.execPath, [join(dir, 'race.mjs'), leases, marks]);
          let out = '';
          let err = '';
          child.stdout.on('data', (c: Buffer) => (out += c.toString()));
          child.stderr.on('data', (c: Buffer) => (err += c.toString()));
          child.on('close', (code) => resolve({ code, out, err }));
        }),
    );
    const done = await Promise.all(runs);
    // A collision would have thrown EEXIST on the mark: every process exits cleanly, having leased many times.
    for (const r of done) expect([r.code, r.err]).toEqual([0, '']);
    expect(done.map((r) => Number(r.out))).toEqual([20, 20, 20, 20, 20, 20]);
    expect(readdirSync(leases)).toEqual([]);
  }, 180_000);
});
