/**
 * Isolate hosts kept warm from match to match (per thread: each thread that plays matches has its own pool). A match
 * takes a host for each JavaScript bot and gives it back when the bot is disposed: the host disposes the bot's
 * isolate, and is kept for the next match only if it answered and its resident memory is back near a fresh host's
 * (native memory a bot left behind would shrink the next bot's room under the same cap). The next bot gets a new
 * isolate in the same process: it sees nothing of the last one (test/adapters/sandbox/hostReuse.test.ts).
 */
import { startHost, type HostServes, type IsolateHost } from './hostProcess.js';
import { SandboxUnavailable } from './isolatedVm.js';
import { HOST } from './policy.js';

/** Idle hosts, the most recently used last. */
const idle: IsolateHost[] = [];
/** Hosts being started ahead of need (warmHosts), by what they serve. */
const warming = new Map<string, Promise<IsolateHost>[]>();
const keyOf = (s: HostServes): string => `${s.bots}:${s.memoryMb}`;
/** Every host this thread started and has not seen end: killed if the thread's process exits first. */
const live = new Set<IsolateHost>();

// When the command is done (nothing else keeps the process running), the kept hosts are stopped and waited for; any
// still alive when the process exits (killed, or a thread that never closed) are killed then.
process.once('beforeExit', () => void closeHosts());
process.once('exit', () => {
  for (const h of live) h.kill();
});

/**
 * Starts a host; one that dies as it starts (killed from outside: no bot was in it yet) is started once more. A
 * broken installation (SandboxUnavailable) or a second failure is thrown: fray's failure, no bot's.
 */
async function start(serves: HostServes): Promise<IsolateHost> {
  let host: IsolateHost;
  try {
    host = await startHost(serves);
  } catch (e) {
    if (e instanceof SandboxUnavailable) throw e;
    host = await startHost(serves);
  }
  live.add(host);
  return host;
}

/** Starts `count` hosts serving `serves` now, so that what takes them later finds them ready. */
export function warmHosts(count: number, serves: HostServes): void {
  const list = warming.get(keyOf(serves)) ?? [];
  for (let i = 0; i < count; i++) {
    const p = start(serves);
    // A failure is told to whoever takes this host; unhandled meanwhile.
    p.catch(() => undefined);
    list.push(p);
  }
  warming.set(keyOf(serves), list);
}

/** A host serving `serves`: an idle one, one being warmed up, or a new one. Throws if none can start. */
export async function takeHost(serves: HostServes): Promise<IsolateHost> {
  const key = keyOf(serves);
  for (let i = idle.length - 1; i >= 0; i--) {
    const h = idle[i] as IsolateHost;
    if (keyOf(h.serves) !== key || !h.usable()) continue;
    idle.splice(i, 1);
    return h;
  }
  const warm = warming.get(key)?.shift();
  return warm ?? start(serves);
}

/** Ends a host for good. */
async function retire(host: IsolateHost): Promise<void> {
  await host.stop();
  live.delete(host);
}

/**
 * Gives a host back after its match: its isolates are disposed, and the host is kept (up to HOST.keptIdle) when it
 * did so and its memory is back near a fresh host's; otherwise it is stopped.
 */
export async function giveBackHost(host: IsolateHost): Promise<void> {
  if (!host.usable() || !host.reset() || host.anonymousMb() > HOST.reuseRssMb) return retire(host);
  idle.push(host);
  while (idle.length > HOST.keptIdle) await retire(idle.shift() as IsolateHost);
}

/** Forgets a host that died (its death was read). */
export function forgetHost(host: IsolateHost): void {
  live.delete(host);
}

/** Stops every host of this thread, idle and warming (call when no match will be played here any more). */
export async function closeHosts(): Promise<void> {
  const warm = [...warming.values()].flat();
  warming.clear();
  const started = await Promise.allSettled(warm);
  for (const s of started) if (s.status === 'fulfilled') idle.push(s.value);
  await Promise.all(idle.splice(0).map(retire));
}
