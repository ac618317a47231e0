/**
 * Leases of ids from fray's pool (uidPool.ts), shared by every fray process of the machine without a lock: a lease
 * is a file "ID.PID.START.RANDOM" in the pool's folder. To take an id, a process writes its claim, then lists the
 * claims on that id: if another live process claims it too, it withdraws and tries another id. Two processes can
 * never both keep one id (each would have had to list before the other wrote, which cannot both be true); at worst
 * both withdraw. A claim whose process is gone (killed with its bots, kill -9) is removed by the next process that
 * sees it. An id is also refused while any process, fray's or not, runs with it.
 */
import { randomBytes, randomInt } from 'node:crypto';
import { readdirSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fail, ok, type Result } from '../../core/result.js';
import { holderAlive, holderText, parseHolder, thisProcess } from './holder.js';
import { uidPool, type UidPool } from './uidPool.js';

/** An id of the pool, held until released (or until this process exits). */
export interface UidLease {
  readonly id: number;
  /** Gives the id back; call only once no process runs with it any more. */
  release(): void;
}

/** Claims this process (this thread, in a worker thread) holds, removed when it exits. */
const held = new Set<string>();
let exitHook = false;

/** The id a claim's file name is for and whether its process still runs, or undefined if the name is not a claim. */
function claimOf(name: string): { id: number; alive: boolean } | undefined {
  const m = /^(\d+)\.(\d+\.\d+)\.[0-9a-f]+$/.exec(name);
  const holder = m === null ? undefined : parseHolder(m[2] as string);
  if (m === null || holder === undefined) return undefined;
  return { id: Number(m[1]), alive: holderAlive(holder) };
}

/** Removes a file, whether or not it is still there. */
function remove(path: string): void {
  try {
    unlinkSync(path);
  } catch {
    // Already gone (another process swept it).
  }
}

/** The ids with a live claim in `dir`; claims of processes that are gone are removed on the way. */
function liveIds(dir: string): Set<number> {
  const live = new Set<number>();
  for (const name of readdirSync(dir)) {
    const c = claimOf(name);
    if (c === undefined) continue;
    if (c.alive) live.add(c.id);
    else remove(join(dir, name));
  }
  return live;
}

/** Whether any process runs with `id` as its (effective) user or group: /proc/PID belongs to them. */
export function idInUse(id: number): boolean {
  for (const name of readdirSync('/proc')) {
    const c = name.charCodeAt(0);
    if (c < 48 || c > 57) continue;
    try {
      const st = statSync(`/proc/${name}`);
      if (st.uid === id || st.gid === id) return true;
    } catch {
      // Gone meanwhile.
    }
  }
  return false;
}

/** A free id of `pool` not in `taken` nor `skip`, from a random place (so rivals rarely pick the same), or undefined. */
function pick(pool: UidPool, taken: Set<number>, skip: Set<number>): number | undefined {
  const size = pool.last - pool.first + 1;
  const from = randomInt(size);
  for (let k = 0; k < size; k++) {
    const id = pool.first + ((from + k) % size);
    if (!taken.has(id) && !skip.has(id)) return id;
  }
  return undefined;
}

/** Whether a live claim on `id` other than `mine` is in `dir`. */
function rivalled(dir: string, id: number, mine: string): boolean {
  return readdirSync(dir).some((name) => name !== mine && name.startsWith(`${id}.`) && claimOf(name)?.alive === true);
}

/** Leases an id of `pool` for one sandboxed process; a problem when none can be had. */
export function leaseUid(pool: UidPool): Result<UidLease> {
  const skip = new Set<number>();
  for (let attempt = 0; attempt < 16; attempt++) {
    const id = pick(pool, liveIds(pool.leases), skip);
    if (id === undefined)
      return fail(`every id of fray's uid pool (${pool.first}-${pool.last}) is in use; widen it with FRAY_UID_POOL`);
    const name = `${id}.${holderText(thisProcess())}.${randomBytes(4).toString('hex')}`;
    const path = join(pool.leases, name);
    writeFileSync(path, '', { flag: 'wx', mode: 0o600 });
    if (rivalled(pool.leases, id, name) || idInUse(id)) {
      remove(path);
      skip.add(id);
      continue;
    }
    held.add(path);
    if (!exitHook) {
      exitHook = true;
      process.once('exit', () => held.forEach(remove));
    }
    return ok({
      id,
      release() {
        held.delete(path);
        remove(path);
      },
    });
  }
  return fail(`no id of fray's uid pool (${pool.first}-${pool.last}) could be leased: others kept taking them`);
}

/** Removes the leases of processes that are gone (a killed fray process cannot give its ids back). */
export function sweepUidLeases(dir: string): void {
  try {
    liveIds(dir);
  } catch {
    // No lease folder yet.
  }
}

/** An id of its own for one sandboxed process when fray is root; undefined otherwise (it runs as the user). */
export function sandboxLease(): Result<UidLease | undefined> {
  if (process.getuid?.() !== 0) return ok(undefined);
  const pool = uidPool();
  return pool.ok ? leaseUid(pool.value) : pool;
}
