/**
 * What each process bot pays, as root, for an id of its own (issue 30, item 2): leasing an id from fray's pool and
 * giving it back (a claim file, a listing, and a look through /proc for a process already running as it), and its
 * own copy of its folder, owned by that id (here the Python starter's). Each is shown in microseconds beside the
 * number of processes on the machine (the /proc look grows with it), and as a share of a whole Python bot start.
 */
import { readdirSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { copyBotFolder, startCopy } from '../src/adapters/sandbox/botFolder.js';
import { idInUse, leaseUid } from '../src/adapters/sandbox/uidLease.js';
import { uidPool } from '../src/adapters/sandbox/uidPool.js';
import type { BenchResult } from './types.js';
import { load, median } from './timeProcess.js';

const ROOT = resolve(import.meta.dirname, '../..');

/** Median microseconds of `f` over rounds of `n` calls. */
function micros(f: () => void, n: number): number {
  const rounds: number[] = [];
  for (let r = 0; r < 7; r++) {
    const t0 = performance.now();
    for (let i = 0; i < n; i++) f();
    rounds.push(((performance.now() - t0) * 1000) / n);
  }
  return median(rounds);
}

export function run(): BenchResult[] {
  if (process.getuid?.() !== 0) return [{ name: 'uid lease: needs root (skipped)', value: 0, unit: '' }];
  const pool = uidPool();
  if (!pool.ok) throw new Error(pool.problem.message);
  const processes = readdirSync('/proc').filter((n) => /^\d+$/.test(n)).length;
  const lease = micros(() => {
    const l = leaseUid(pool.value);
    if (!l.ok) throw new Error(l.problem.message);
    l.value.release();
  }, 50);
  const scan = micros(() => idInUse(pool.value.first), 50);
  const prepared = copyBotFolder(join(ROOT, 'examples/summoners/python'), 'python-starter.bot.json');
  if (!prepared.ok) throw new Error(prepared.problem.message);
  const copies: string[] = [];
  const copy = micros(
    () => copies.push(startCopy(prepared.value, { uid: pool.value.first, gid: pool.value.first })),
    20,
  );
  for (const c of [...copies, prepared.value]) rmSync(c, { recursive: true, force: true });
  const l = load();
  return [
    {
      name: `uid lease + release (${processes} processes on the machine), median`,
      value: Math.round(lease),
      unit: 'µs',
      load: l,
    },
    { name: '  of which the look through /proc for the id, median', value: Math.round(scan), unit: 'µs', load: l },
    { name: "a bot's own copy of its folder (Python starter), median", value: Math.round(copy), unit: 'µs', load: l },
  ];
}
