/**
 * The controller's side of one isolate host (isolateHost.ts): it starts the process with its memory cap, talks to it
 * over two named pipes with blocking reads and writes (a call costs two system calls a side, no event loop), and,
 * when the process dies, says why, so the match can charge the death to the host's bot. A host runs as the
 * unprivileged user when fray is root, with an empty environment, in a process group of its own (a Ctrl-C meant for
 * fray never reaches it: it exits when its controller closes the pipes, or is killed).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chownSync, closeSync, existsSync, openSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { isRoot, NOBODY } from './bubblewrap.js';
import { FrameSource, FrameWriter, REPLY, REQUEST, WireError, type FrameReader } from './hostWire.js';
import { SandboxUnavailable } from './isolatedVm.js';
import { hostDataMb } from './limits.js';
import { HOST } from './policy.js';
import { runFolder } from './runRoot.js';

/** Why a host ended, as the fault its bot is charged with. */
export interface HostDeath {
  kind: 'memory' | 'exited' | 'timeout' | 'error';
  reason: string;
}

/** Node's flags for a host: isolated-vm needs V8's start-up snapshot off (Node 20 and later). */
export const HOST_NODE_FLAGS: readonly string[] = ['--no-node-snapshot'];

/**
 * The host's entry point: dist/isolateHost.worker.cjs beside the bundle that runs this code, or the repository's dist/
 * when this code runs from its TypeScript source (tests) or from a bundle one folder down (benchmarks).
 */
function hostScript(): string {
  const candidates = ['./isolateHost.worker.cjs', '../isolateHost.worker.cjs', '../../../dist/isolateHost.worker.cjs'];
  for (const c of candidates) {
    const path = new URL(c, import.meta.url).pathname;
    if (existsSync(path)) return path;
  }
  throw new Error('isolateHost.worker.cjs is missing: fray is not built (npm run build)');
}

/** The tail of a host's standard error, kept to tell how it died. */
function keepStderr(child: ChildProcess): () => string {
  let text = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    text = (text + chunk.toString('utf8')).slice(-HOST.stderrChars);
  });
  return () => text;
}

/** How a host that died without being told to ended: out of memory (its cap), or another crash. */
function deathOf(exit: { code: number | null; signal: NodeJS.Signals | null }, stderr: string): HostDeath {
  // RLIMIT_DATA makes an allocation fail: V8 or the C++ runtime then aborts, and says so.
  if (/bad_alloc|out of memory|allocation failed|heap limit/i.test(stderr) || exit.signal === 'SIGKILL')
    return { kind: 'memory', reason: 'ran out of memory (its sandbox process passed its memory cap and was stopped)' };
  return { kind: 'exited', reason: `its sandbox process died (${exit.signal ?? `exit code ${exit.code}`})` };
}

/** One isolate host, started and ready. Requests are made one at a time, synchronously. */
export class IsolateHost {
  private readonly writer = new FrameWriter();
  private readonly source: FrameSource;
  private broken: HostDeath | undefined;
  private stopped = false;
  private readonly exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;

  constructor(
    private readonly child: ChildProcess,
    private readonly fds: { requests: number; replies: number },
    /** What this host was started for: its bots' heap limit and how many bots (its cap follows from both). */
    readonly serves: HostServes,
    private readonly stderr: () => string,
  ) {
    this.source = new FrameSource(fds.replies, HOST.maxReplyBytes);
    this.exited = new Promise((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null)
        resolve({ code: child.exitCode, signal: child.signalCode });
      else child.once('exit', (code, signal) => resolve({ code, signal }));
    });
  }

  /** The process id (tests look for it: a host is reused from match to match). */
  get pid(): number {
    return this.child.pid ?? -1;
  }

  /** Whether the host can take requests (it has not died, broken the protocol or been stopped). */
  usable(): boolean {
    return !this.stopped && this.broken === undefined && this.child.exitCode === null && this.child.signalCode === null;
  }

  /** Starts a request of `type`; fill in its fields, then call exchange(). */
  request(type: number): FrameWriter {
    return this.writer.begin(type);
  }

  /** Sends the request and reads its reply; undefined when the host is gone (ask death() why). */
  exchange(): FrameReader | undefined {
    if (!this.usable()) return undefined;
    try {
      this.writer.send(this.fds.requests);
      const reply = this.source.next();
      if (reply === undefined) this.broken ??= { kind: 'exited', reason: 'its sandbox process ended' };
      else if (reply.type === REPLY.stuck) {
        this.broken = { kind: 'timeout', reason: 'did not stop at its time limit; its sandbox process was killed' };
        return undefined;
      }
      return reply;
    } catch (e) {
      // Garbage from the host: an honest host never sends it, so its bot must have taken the host over.
      if (e instanceof WireError)
        this.broken = { kind: 'error', reason: `its sandbox answered garbage (${e.message})` };
      // EPIPE: the host is gone.
      else this.broken ??= { kind: 'exited', reason: 'its sandbox process ended' };
      this.kill();
      return undefined;
    }
  }

  /** Why the host is gone: waits for its exit (killing it if it lingers) and reads how it ended. */
  async death(): Promise<HostDeath> {
    const timer = setTimeout(() => this.kill(), HOST.watchdogSlackMs);
    const exit = await this.exited;
    clearTimeout(timer);
    this.close();
    if (this.broken !== undefined && this.broken.kind !== 'exited') return this.broken;
    return deathOf(exit, this.stderr());
  }

  /** Disposes the bot's isolate; true when the host did it and may serve another match. */
  reset(): boolean {
    this.request(REQUEST.reset);
    return this.exchange()?.type === REPLY.ok;
  }

  /** Anonymous resident memory of the process, in MiB (after a reset, what the last bots left behind). */
  anonymousMb(): number {
    try {
      const [, resident = 0, shared = 0] = readFileSync(`/proc/${this.pid}/statm`, 'utf8').split(' ').map(Number);
      return ((resident - shared) * 4096) / (1024 * 1024);
    } catch {
      return Infinity;
    }
  }

  /** Kills the process at once (synchronous: usable in an exit handler). */
  kill(): void {
    this.stopped = true;
    if (this.child.exitCode === null && this.child.signalCode === null) this.child.kill('SIGKILL');
  }

  private close(): void {
    for (const fd of [this.fds.requests, this.fds.replies]) {
      try {
        closeSync(fd);
      } catch {
        // Closed already.
      }
    }
    this.fds.requests = this.fds.replies = -1;
  }

  /** Stops the host: its pipes are closed (it exits by itself), and it is killed if it has not gone within a while. */
  async stop(): Promise<void> {
    this.stopped = true;
    this.close();
    const timer = setTimeout(() => this.kill(), HOST.watchdogSlackMs);
    await this.exited;
    clearTimeout(timer);
  }
}

/**
 * Two named pipes for a new host in a fresh folder of the run folder, and this side's ends opened without waiting for
 * the host: each pipe is first opened read-write (an anchor, which counts as both a reader and a writer, so the
 * blocking opens that follow return at once). The anchors are closed once the host has opened its ends: from then on
 * the host's death reads as the end of the replies, and writing requests to it fails.
 */
function makePipes(): {
  dir: string;
  requests: string;
  replies: string;
  fds: { requests: number; replies: number };
  anchors: number[];
} {
  const dir = runFolder('host', 0o711);
  const requests = join(dir, 'requests');
  const replies = join(dir, 'replies');
  const made = spawnSync('mkfifo', ['-m', '600', requests, replies], { encoding: 'utf8' });
  if (made.status !== 0) throw new Error(`cannot make the pipes of an isolate host: ${made.stderr || made.error}`);
  if (isRoot()) for (const p of [requests, replies]) chownSync(p, NOBODY, NOBODY);
  const anchors = [openSync(requests, 'r+'), openSync(replies, 'r+')];
  const fds = { requests: openSync(requests, 'w'), replies: openSync(replies, 'r') };
  return { dir, requests, replies, fds, anchors };
}

/** Resolves when the host says it is ready (capped); rejects when it exits or takes longer than HOST.startMs. */
function ready(child: ChildProcess, stderr: () => string): Promise<void> {
  return new Promise((resolve, reject) => {
    let said = '';
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`an isolate host did not start within ${HOST.startMs} ms`));
    }, HOST.startMs);
    const done = () => clearTimeout(timer);
    const listen = (chunk: Buffer) => {
      said += chunk.toString('utf8');
      const unavailable = /^unavailable (.*)\n/.exec(said);
      if (unavailable !== null) {
        done();
        reject(new SandboxUnavailable(unavailable[1] ?? 'the bot sandbox cannot start'));
        return;
      }
      if (!said.includes('ready\n')) return;
      done();
      // Nothing more is read from its standard output (a host says nothing else there).
      child.stdout?.off('data', listen);
      child.stdout?.resume();
      resolve();
    };
    child.stdout?.on('data', listen);
    child.once('exit', (code, signal) => {
      done();
      if (/^unavailable /.test(said)) return;
      const why = stderr().trim().split('\n').slice(-3).join(' / ');
      reject(
        new Error(`an isolate host stopped as it started (${signal ?? `exit code ${code}`})${why ? `: ${why}` : ''}`),
      );
    });
    child.once('error', (e) => {
      done();
      reject(e);
    });
  });
}

/** What a host serves: bots of `memoryMb` of heap, one at a time (a port) or two (a match). */
export interface HostServes {
  memoryMb: number;
  bots: 1 | 2;
}

/** prlimit(1), with which a host caps itself (its environment is empty: no PATH). */
function prlimitPath(): string {
  const found = ['/usr/bin/prlimit', '/bin/prlimit'].find((p) => existsSync(p));
  if (found === undefined) throw new Error('prlimit (util-linux) is missing: isolate hosts cannot cap their memory');
  return found;
}

/**
 * The command that runs `program` in network and IPC namespaces of its own, when fray is root (unshare(1) execs it:
 * the child is the program itself). Bots in isolates cannot reach the network anyway; this is for a bug in
 * isolated-vm that lets a bot out of its isolate into the host process: it finds no network and no IPC there. Without
 * root a process cannot make the namespaces (docs/security.md says what that leaves).
 */
function withoutNetwork(program: string, args: string[]): [string, string[]] {
  const unshare = ['/usr/bin/unshare', '/bin/unshare'].find((p) => existsSync(p));
  if (!isRoot() || unshare === undefined) return [program, args];
  return [unshare, ['--net', '--ipc', '--', program, ...args]];
}

/**
 * Starts a host, capped by RLIMIT_DATA (it caps itself: isolateHost.ts) unless `capped` is false (tests' controls only). Throws when the
 * host cannot start or be capped: that is fray's failure, not a bot's.
 */
export async function startHost(serves: HostServes, opts: { capped?: boolean } = {}): Promise<IsolateHost> {
  const pipes = makePipes();
  const { anchors } = pipes;
  // The host caps itself before it says it is ready (a process may always lower its own limits): what it then holds,
  // what each of its isolates reserves (measured there), and its bots' share.
  const cap =
    opts.capped === false
      ? ['0', '0', '']
      : [String(hostDataMb(serves, serves.bots) * 1024), String(serves.bots), prlimitPath()];
  // As root, the host starts as root and becomes the unprivileged user itself once fray's code is loaded (isolateHost.ts
  // dropTo): fray's own files may sit where that user cannot read them. No bot's code reaches it before then.
  const runAs = isRoot() ? [`${NOBODY}:${NOBODY}`] : [];
  const args = [...HOST_NODE_FLAGS, hostScript(), pipes.requests, pipes.replies, ...cap, ...runAs];
  const [command, commandArgs] = withoutNetwork(process.execPath, args);
  const child = spawn(command, commandArgs, { stdio: ['ignore', 'pipe', 'pipe'], detached: true, env: {} });
  const stderr = keepStderr(child);
  try {
    await ready(child, stderr);
  } catch (e) {
    child.kill('SIGKILL');
    for (const fd of [...anchors, pipes.fds.requests, pipes.fds.replies]) closeSync(fd);
    throw e;
  } finally {
    rmSync(pipes.dir, { recursive: true, force: true });
  }
  for (const fd of anchors) closeSync(fd);
  // An idle host never keeps fray running: the pool kills whatever is left when the process exits.
  child.unref();
  for (const stream of [child.stdout, child.stderr]) (stream as { unref?: () => void } | null)?.unref?.();
  return new IsolateHost(child, { requests: pipes.fds.requests, replies: pipes.fds.replies }, serves, stderr);
}
