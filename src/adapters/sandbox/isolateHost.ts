/**
 * The isolate host: a process of its own, started by fray (hostProcess.ts) with a memory cap (RLIMIT_DATA), as the
 * unprivileged user when fray is root, that runs JavaScript bots in V8 isolates (isolateSession.ts) and nothing else.
 * It serves one of two things at a time, as its controller asks over its pipes (hostWire.ts):
 *
 * - one bot, call by call (load, call, reset): a port whose every call crosses the pipes (isolateBot.ts), for
 *   whoever holds a bot between matches' turns (`summoner check`, `replay --turn`, a match beside a process bot);
 * - a whole match between two JavaScript bots, played here (play, matchHost.ts): no call crosses a process, each
 *   bot's memory outside its heap is accounted separately, and every call is written down first in a journal that
 *   the controller reads if this process dies, to charge the bot whose call it was.
 *
 * Between requests it keeps nothing a bot made: each match's bots get fresh isolates. A watchdog thread kills the
 * process when a bot's call runs past its hard limit (isolated-vm's own timeout failing), after saying so.
 */
import { openSync, writeSync } from 'node:fs';
import { deserialize, serialize } from 'node:v8';
import { FrameSource, FrameWriter, REPLY, REQUEST, type FrameReader } from './hostWire.js';
import { Session } from './isolateSession.js';
import type { SessionArgs } from './isolatePort.js';
import { playHostedMatch, type HostedMatch } from './matchHost.js';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { loadIsolatedVm } from './isolatedVm.js';
import { HOST } from './policy.js';
import { Watchdog } from './watchdog.js';

/** The methods a call may name, by their number on the wire. */
export const METHODS = ['setup', 'enhance', 'battle'] as const;

/** A call's arguments from its request: setup's JSON, or a packed view. */
function callArgs(r: FrameReader): { args: SessionArgs; wallMs: number } {
  const method = METHODS[r.u8()] ?? 'battle';
  const wallMs = r.u32();
  if (r.u8() !== 1) return { args: { method, json: r.text() }, wallMs };
  return { args: { method, head: r.text(), strings: r.text(), ints: r.bytes() }, wallMs };
}

/** What a host serves with: its one port session, its watchdog, and where replies are built. */
interface Host {
  session: Session;
  watchdog: Watchdog;
  w: FrameWriter;
}

/** One call of the port session. */
function serveCall(r: FrameReader, h: Host): void {
  const { args, wallMs } = callArgs(r);
  h.watchdog.busy(wallMs);
  const s = h.session.call(args, wallMs);
  h.watchdog.done();
  h.w
    .begin(REPLY.result)
    .f64(s.usedMs)
    .u8((s.disposed ? 1 : 0) | (s.thrown ? 2 : 0));
  h.w
    .text(s.logs)
    .text(s.answer)
    .text(s.overdrawn ?? '');
}

/** Loads a bot into the port session. */
function serveLoad(r: FrameReader, h: Host): void {
  const memoryMb = r.u32();
  const loadMs = r.u32();
  const bot = { sha256: r.text(), code: r.text(), script: r.text() };
  h.watchdog.busy(2 * loadMs);
  const problem = h.session.load(bot, memoryMb, loadMs);
  h.watchdog.done();
  if (problem === undefined) h.w.begin(REPLY.ok);
  else h.w.begin(REPLY.problem).text(problem);
}

/** Serves one request; the reply is built in `h.w`. */
async function serve(r: FrameReader, h: Host): Promise<void> {
  if (r.type === REQUEST.call) serveCall(r, h);
  else if (r.type === REQUEST.load) serveLoad(r, h);
  else if (r.type === REQUEST.reset) {
    h.session.reset();
    h.w.begin(REPLY.ok);
  } else if (r.type === REQUEST.play) {
    h.session.reset();
    const job = deserialize(r.bytes()) as HostedMatch;
    const result = await playHostedMatch(job, h.watchdog);
    h.w.begin(REPLY.match).bytes(serialize(result));
  } else throw new Error(`unknown request ${r.type}`);
}

/** This process's private address space (VmData), in KiB: what RLIMIT_DATA counts. */
function dataKib(): number {
  return Number(/VmData:\s+(\d+)/.exec(readFileSync('/proc/self/status', 'utf8'))?.[1] ?? 0);
}

/**
 * The address space this process holds before any bot, and what one isolate with a context adds to it: V8 reserves
 * far more than it uses, and how much depends on its version (a few MiB on Node 20, about 512 MiB on Node 24), so the
 * cap is measured rather than assumed. A probe isolate is made and disposed; no bot has run yet.
 */
function measureSizes(ivm: ReturnType<typeof loadIsolatedVm>['ivm']): { dataKib: number; isolateKib: number } {
  const before = dataKib();
  const probe = new ivm.Isolate({ memoryLimit: 8 });
  probe.createContextSync();
  const isolateKib = Math.max(0, dataKib() - before);
  probe.dispose();
  return { dataKib: dataKib(), isolateKib };
}

/**
 * Caps this process's private address space (RLIMIT_DATA) before any bot runs: what it holds now, what each of its
 * isolates reserves, and its bots' share. A process may always lower its own limit; prlimit(1) does it (Node has no
 * setrlimit). Exits when it cannot: an uncapped host must never run a bot.
 */
function capSelf(
  sizes: { dataKib: number; isolateKib: number },
  cap: { shareKib: number; bots: number; limiter: string },
): void {
  const bytes = String((sizes.dataKib + cap.bots * sizes.isolateKib + cap.shareKib) * 1024);
  const r = spawnSync(cap.limiter, ['--pid', String(process.pid), `--data=${bytes}:${bytes}`], { encoding: 'utf8' });
  if (r.status === 0) return;
  process.stderr.write(`cannot cap its memory: ${(r.stderr || String(r.error)).trim()}\n`);
  process.exit(4);
}

/**
 * The host's main loop (the entry point calls it with the two pipes' paths): says it is ready on standard output,
 * then serves requests until the controller closes its end, and exits. Never settles.
 */
export async function runIsolateHost(
  requests: string,
  replies: string,
  cap: { shareKib: number; bots: number; limiter: string },
): Promise<never> {
  const out = openSync(replies, 'w');
  const source = new FrameSource(openSync(requests, 'r'), HOST.maxRequestBytes);
  // The watchdog's thread first: it is a V8 isolate of its own, whose reservations the cap must count (Node 24's are
  // hundreds of MiB), so it is running before this process measures itself.
  const watchdog = new Watchdog(out);
  await watchdog.online;
  let sizes: { dataKib: number; isolateKib: number };
  try {
    sizes = measureSizes(loadIsolatedVm().ivm);
  } catch (e) {
    // fray's installation is broken, which no bot caused: said on the line 'ready' would take, for the controller.
    writeSync(1, `unavailable ${(e as Error).message.replace(/\n/g, ' ')}\n`);
    process.exit(3);
  }
  if (cap.shareKib > 0) capSelf(sizes, cap);
  writeSync(1, 'ready\n');
  const host: Host = { session: new Session(), watchdog, w: new FrameWriter() };
  for (let r = source.next(); r !== undefined; r = source.next()) {
    await serve(r, host);
    host.w.send(out);
  }
  host.session.close();
  // At once, without waiting for the event loop: isolated-vm's late clean-up must not run while Node tears down.
  process.exit(0);
}
