/**
 * Bots in any language, as processes speaking JSON lines (docs/bot-protocol.md). Each bot runs in its own sandbox
 * or process group with a scratch folder; every call has a wall-clock allowance from its time bank; standard error
 * is kept (capped) for the log; and dispose kills the bot and everything it started.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chownSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fail, ok, type Result } from '../../core/result.js';
import type { BotPort, CallResult } from '../../summoner/runMatch.js';
import { MAX_ANSWER_CHARS, TimeBank, type BotLimits } from './limits.js';
import type { BotManifest } from './manifest.js';
import { createBotCgroup } from './cgroup.js';
import { bwrapArgs, launchFor, NOBODY } from './sandbox.js';

/** The protocol version sent in every request. */
export const PROTOCOL_VERSION = 1;
/** Standard error kept per bot, in characters. */
const STDERR_CAP = 64 * 1024;
/** How long a bot has to exit by itself after `end`, before it is killed. */
const EXIT_GRACE_MS = 300;
/** Most processes a bot may have at once (with a cgroup): enough for a JVM's threads, too few for a fork bomb. */
const MAX_PROCESSES = 64;
/** How long to wait, after a bot's process exits, for the rest of its output. */
const CLOSE_WAIT_MS = 200;
/** Longest a build step may take. */
const BUILD_MS = 120_000;
/** Address space for a build step's processes, in MiB. */
const BUILD_MEMORY_MB = 4096;

/**
 * Runs a manifest's build step in the bot's folder: confined like the bot itself (no network, nothing else
 * writable) except that its own folder is writable, so it can leave compiled files there. A failure is a problem
 * with the end of its output.
 */
export function buildProcessBot(m: BotManifest, how: { confined: boolean }): Result<void> {
  const { confined } = how;
  if (m.build === undefined) return ok(undefined);
  const scratch = mkdtempSync(join(tmpdir(), 'fray-build-'));
  // The build writes into the bot's folder, which the unprivileged user cannot, so bubblewrap stays root outside;
  // inside, the build has no capabilities. Compilers reserve much address space: give them more than a bot.
  const [file, args] = confined
    ? [
        'bwrap',
        bwrapArgs(m.build, { botDir: m.cwd, writableBot: true, scratch, memoryMb: BUILD_MEMORY_MB, asNobody: false }),
      ]
    : [m.build[0] as string, m.build.slice(1)];
  const r = spawnSync(file, args, { cwd: m.cwd, encoding: 'utf8', timeout: BUILD_MS });
  rmSync(scratch, { recursive: true, force: true });
  if (r.error) return fail(`its build step (${m.build.join(' ')}) cannot run: ${r.error.message}`, { file: m.file });
  if (r.status !== 0) {
    const tail = `${r.stderr}${r.stdout}`.trim().split('\n').slice(-3).join(' / ');
    return fail(`its build step (${m.build.join(' ')}) failed with exit code ${r.status}${tail ? `: ${tail}` : ''}`, {
      file: m.file,
    });
  }
  return ok(undefined);
}

/** What ended a wait for the bot's answer. */
type Wake = { line: string } | { exited: string } | { timeout: true };

/**
 * Starts a bot's process (confined with bubblewrap when `confined`). The process is started here; a command that
 * cannot be started at all is a problem, while a bot that starts and dies shows up as a fault in the match.
 */
export async function startProcessBot(
  m: BotManifest,
  limits: BotLimits,
  how: { confined: boolean },
): Promise<Result<BotPort>> {
  const { confined } = how;
  const scratch = mkdtempSync(join(tmpdir(), 'fray-bot-'));
  const launch = launchFor(m.command, { botDir: m.cwd, scratch, memoryMb: limits.processMemoryMb, confined });
  if (launch.uid !== undefined) chownSync(scratch, NOBODY, NOBODY);
  const cgroup = createBotCgroup(limits.processMemoryMb * 1024 * 1024, MAX_PROCESSES);
  let child: ChildProcess;
  try {
    // In a cgroup, the bot must be inside it before it starts anything: a shell waits on a pipe until it has been
    // added, then becomes the bot (exec keeps its process id); a closed pipe means fray is gone, and it just exits.
    const [file, args] =
      cgroup === undefined
        ? [launch.file, launch.args]
        : ['/bin/sh', ['-c', 'read -r _ <&3 && exec "$@"', 'fray-bot', launch.file, ...launch.args]];
    child = spawn(file, args, {
      cwd: launch.cwd,
      env: launch.env,
      stdio: ['pipe', 'pipe', 'pipe', ...(cgroup === undefined ? [] : ['pipe' as const])],
      // Its own process group, so the whole group can be killed; bubblewrap's process namespace covers the rest.
      detached: true,
      ...(launch.uid === undefined ? {} : { uid: launch.uid, gid: launch.gid }),
    });
    if (cgroup !== undefined && child.pid !== undefined) {
      cgroup.add(child.pid);
      const gate = child.stdio[3] as NodeJS.WritableStream | null;
      gate?.on('error', () => undefined);
      gate?.end('\n');
    }
  } catch (e) {
    rmSync(scratch, { recursive: true, force: true });
    await cgroup?.remove();
    return fail(`cannot start ${m.command.join(' ')}: ${(e as Error).message}`, { file: m.file });
  }

  let stderr = '';
  let exited: string | undefined;
  let buffer = '';
  let wake: ((w: Wake) => void) | undefined;
  // Answers owed for calls that timed out: the next lines to arrive are theirs, and are thrown away.
  let owed = 0;

  const kill = () => {
    try {
      if (child.pid !== undefined) process.kill(-child.pid, 'SIGKILL');
    } catch {
      // Already gone.
    }
  };
  const deliver = (w: Wake) => {
    const f = wake;
    wake = undefined;
    f?.(w);
  };
  child.stdout?.setEncoding('utf8');
  child.stdout?.on('data', (chunk: string) => {
    buffer += chunk;
    for (let nl = buffer.indexOf('\n'); nl >= 0; nl = buffer.indexOf('\n')) {
      const line = buffer.slice(0, nl).replace(/\r$/, '');
      buffer = buffer.slice(nl + 1);
      // A line nobody asked for (the bot broke the one-answer-per-request rule) is dropped, never taken as
      // the answer to the next request.
      if (owed > 0) owed--;
      else if (wake) deliver({ line });
    }
    if (buffer.length > MAX_ANSWER_CHARS) {
      exited = `wrote a line longer than ${MAX_ANSWER_CHARS} characters`;
      kill();
      deliver({ exited });
    }
  });
  child.stderr?.setEncoding('utf8');
  child.stderr?.on('data', (chunk: string) => {
    if (stderr.length < STDERR_CAP) stderr += chunk.slice(0, STDERR_CAP - stderr.length);
  });
  child.stdin?.on('error', () => undefined); // a bot that closed its input shows up as exited, not as a crash here
  child.on('error', (e) => {
    exited ??= `cannot run: ${e.message}`;
    deliver({ exited });
  });
  // A bot that closes its output cannot answer again: that is leaving, not a string of timeouts. A process that
  // exits closes its output too; then its exit (code and last words) is the better reason, so wait for it briefly.
  child.stdout?.on('end', () => {
    setTimeout(() => {
      exited ??= 'closed its standard output';
      deliver({ exited });
    }, CLOSE_WAIT_MS).unref();
  });
  // 'close' comes once standard error is fully read, so the last words are always in the reason; a grandchild that
  // keeps the pipes open must not hold it up for long, hence the short wait after 'exit'.
  const gone = (code: number | null, signal: NodeJS.Signals | null) => {
    exited ??= signal ? `its process was killed (${signal})` : `its process exited with code ${code}`;
    deliver({ exited });
  };
  child.on('close', gone);
  child.on('exit', (code, signal) => {
    setTimeout(() => gone(code, signal), CLOSE_WAIT_MS).unref();
  });

  const bank = new TimeBank(limits.callMs, limits.bankMs);
  const call =
    (type: 'setup' | 'enhance' | 'battle') =>
    async (arg: unknown): Promise<CallResult> => {
      const lastWords = () =>
        stderr.trim()
          ? `; its standard error ends: ${stderr.trim().split('\n').slice(-2).join(' / ').slice(-300)}`
          : '';
      if (exited !== undefined) return { ok: false, kind: 'exited', reason: `${exited}${lastWords()}`, fatal: true };
      const allowed = type === 'setup' ? limits.setupMs : bank.allowance();
      const request = JSON.stringify(
        type === 'setup'
          ? { type, version: PROTOCOL_VERSION, info: arg }
          : { type, version: PROTOCOL_VERSION, view: arg },
      );
      const t0 = performance.now();
      const woken = await new Promise<Wake>((resolve) => {
        const timer = setTimeout(() => deliver({ timeout: true }), Math.ceil(allowed));
        wake = (w) => {
          clearTimeout(timer);
          resolve(w);
        };
        child.stdin?.write(`${request}\n`);
      });
      const used = performance.now() - t0;
      if (type !== 'setup') bank.charge(used);
      if ('exited' in woken) return { ok: false, kind: 'exited', reason: `${woken.exited}${lastWords()}`, fatal: true };
      if ('timeout' in woken) {
        owed++;
        return { ok: false, kind: 'timeout', reason: `no answer within ${Math.round(allowed)} ms` };
      }
      try {
        return { ok: true, value: JSON.parse(woken.line) as unknown };
      } catch {
        const shown = woken.line.length > 60 ? `${woken.line.slice(0, 60)}…` : woken.line;
        return { ok: false, kind: 'malformed', reason: `answered a line that is not JSON: ${JSON.stringify(shown)}` };
      }
    };

  const dispose = async (): Promise<void> => {
    if (exited === undefined) {
      child.stdin?.write(`${JSON.stringify({ type: 'end', version: PROTOCOL_VERSION })}\n`);
      child.stdin?.end();
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, EXIT_GRACE_MS);
        child.once('exit', () => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
    // Whatever is left of the group (or of bubblewrap's namespace) goes, children and grandchildren included.
    kill();
    rmSync(scratch, { recursive: true, force: true });
    await cgroup?.remove();
  };
  return ok({
    setup: call('setup'),
    enhance: call('enhance'),
    battle: call('battle'),
    dispose,
    diagnostics: () => stderr,
  });
}
