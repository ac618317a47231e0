/**
 * Bots in any language, as processes speaking JSON lines (docs/bot-protocol.md). Each bot runs in its own sandbox
 * or process group with a scratch folder; every call has a wall-clock allowance from its time bank; standard error
 * is kept (capped) for the log; and dispose kills the bot and everything it started.
 */
import { rmSync } from 'node:fs';
import { fail, ok, type Result } from '../../core/result.js';
import type { BotPort, CallResult } from '../../summoner/match/runMatch.js';
import { AnswerReader, type Wake } from './answerReader.js';
import { TimeBank, type BotLimits } from './limits.js';
import type { BotManifest } from './manifest.js';
import { isRoot, launchFor } from './bubblewrap.js';
import { nestedDeeper } from './nestedDeeper.js';
import { MAX_BOT_PROCESSES, OUTPUT } from './policy.js';
import { startCopy } from './botFolder.js';
import { runFolder } from './runRoot.js';
import { spawnConfined, type Confined } from './spawnConfined.js';
import { StderrLog } from './stderrLog.js';
import { sandboxLease, type UidLease } from './uidLease.js';

/** The protocol version sent in every request to a bot whose manifest names none. */
export const PROTOCOL_VERSION = 1;
/** How long a bot has to exit by itself after `end`, before it is killed. */
const EXIT_GRACE_MS = 300;
/** How long to wait, after a bot's process exits, for the rest of its output. */
const CLOSE_WAIT_MS = 200;

/**
 * Starts a bot's process from its private copy (`m.cwd`, see botFolder.ts), confined with bubblewrap when
 * `confined`. A command that cannot be started at all is a problem, while a bot that starts and dies shows up as a
 * fault in the match. Its standard output is read only as fast as the rules allow: lines that answer no request
 * are dropped, and past OUTPUT's bounds per call the call is a fault and reading stops until the next call, so a
 * flood costs the controller nothing.
 */
export async function startProcessBot(
  m: BotManifest,
  limits: BotLimits,
  how: { confined: boolean },
): Promise<Result<BotPort>> {
  const { confined } = how;
  // A confined bot writes to its own tmpfs; an unconfined (trusted) one to a folder of the run folder.
  const scratch = confined ? undefined : runFolder('scratch');
  const started = spawnBot(m, limits, confined, scratch);
  if (!started.ok) return started;
  return ok(new ProcessBot(m, limits, started.value).port());
}

/** What a started bot holds until it is disposed of: its process, and as root its id and its own copy. */
interface Started {
  confined: Confined;
  lease: UidLease | undefined;
  /** Folders to remove once it is gone: its scratch (unconfined) or its own copy (as root). */
  folders: string[];
}

/**
 * Spawns the bot's command within its bounds: as root, as an id of its own from fray's pool, from a copy of its
 * folder that this id owns. One that cannot be started at all is a problem, and what was made for it goes.
 */
function spawnBot(m: BotManifest, limits: BotLimits, confined: boolean, scratch: string | undefined): Result<Started> {
  const at = { file: m.file };
  const lease = confined ? sandboxLease() : ok(undefined);
  if (!lease.ok) return fail(`cannot start ${m.command.join(' ')}: fray's uid pool: ${lease.problem.message}`, at);
  const id = lease.value?.id;
  const folders = scratch === undefined ? [] : [scratch];
  try {
    const botDir = id === undefined ? m.cwd : startCopy(m.cwd, { uid: id, gid: id });
    if (botDir !== m.cwd) folders.push(botDir);
    const launch = launchFor(m.command, {
      botDir,
      memoryMb: limits.processMemoryMb,
      confined,
      ...(scratch === undefined ? {} : { scratch }),
      ...(id === undefined ? {} : { runAs: id }),
      // Without a cgroup (not root), the user's process count is the only cap (it is shared by all its bots).
      ...(isRoot() || !confined ? {} : { maxProcesses: MAX_BOT_PROCESSES }),
    });
    const caps = { memoryBytes: limits.processMemoryMb * 1024 * 1024, maxProcesses: MAX_BOT_PROCESSES };
    return ok({ confined: spawnConfined(launch, caps), lease: lease.value, folders });
  } catch (e) {
    for (const f of folders) rmSync(f, { recursive: true, force: true });
    lease.value?.release();
    return fail(`cannot start ${m.command.join(' ')}: ${(e as Error).message}`, at);
  }
}

/** Lets output already in the pipes be read, so what the bot wrote before a request counts with the call before. */
const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

/** A started bot process behind the port: its output read by the rules, its calls timed, its end killing it all. */
class ProcessBot {
  /** Why the bot can no longer answer, once it cannot; the first reason wins. */
  private exited: string | undefined;
  private calls = 0;
  private requestId = 0;
  private readonly version: 1 | 2;
  private readonly log: StderrLog;
  private readonly reader: AnswerReader;
  private readonly bank: TimeBank;
  private readonly started: Confined;

  constructor(
    m: BotManifest,
    private readonly limits: BotLimits,
    private readonly held: Started,
  ) {
    this.started = held.confined;
    const { child, kill } = this.started;
    this.version = m.protocol ?? PROTOCOL_VERSION;
    this.log = new StderrLog(child.stderr);
    this.reader = new AnswerReader(
      child.stdout,
      { protocol: this.version },
      {
        note: (text) => this.log.note(text),
        tooLong: (reason) => {
          this.exited = reason;
          kill();
          this.reader.deliver({ exited: reason });
        },
      },
    );
    this.watch();
    this.bank = new TimeBank(limits.callMs, limits.bankMs);
  }

  /** The port the match calls. */
  port(): BotPort {
    return {
      setup: this.call('setup'),
      enhance: this.call('enhance'),
      battle: this.call('battle'),
      dispose: () => this.dispose(),
      diagnostics: () => this.log.text,
      logs: async (from) => {
        await settle();
        return this.log.lines(from);
      },
    };
  }

  /** Notes the first reason the bot cannot answer any more and wakes a call waiting for it. */
  private leave(reason: string): void {
    this.exited ??= reason;
    this.reader.deliver({ exited: this.exited });
  }

  /** Reads the bot's output and error, and learns of its end (by error, closed output or exit). */
  private watch(): void {
    const { child } = this.started;
    child.stdout?.setEncoding('utf8');
    child.stdout?.on('data', (chunk: string) => this.reader.push(chunk));
    child.stderr?.setEncoding('utf8');
    child.stderr?.on('data', (chunk: string) => this.log.push(chunk));
    child.stdin?.on('error', () => undefined); // a bot that closed its input shows up as exited, not as a crash here
    child.on('error', (e) => this.leave(`cannot run: ${e.message}`));
    // A bot that closes its output cannot answer again: that is leaving, not a string of timeouts. A process that
    // exits closes its output too; then its exit (code and last words) is the better reason, so wait for it briefly.
    child.stdout?.on('end', () => {
      setTimeout(() => this.leave('closed its standard output'), CLOSE_WAIT_MS).unref();
    });
    // 'close' comes once standard error is fully read, so the last words are always in the reason; a grandchild that
    // keeps the pipes open must not hold it up for long, hence the short wait after 'exit'.
    const gone = (code: number | null, signal: NodeJS.Signals | null) =>
      this.leave(signal ? `its process was killed (${signal})` : `its process exited with code ${code}`);
    child.on('close', gone);
    child.on('exit', (code, signal) => {
      setTimeout(() => gone(code, signal), CLOSE_WAIT_MS).unref();
    });
  }

  /** One kind of call: the request written with the time the bot has, and its answer (or fault) read back. */
  private call(type: 'setup' | 'enhance' | 'battle') {
    return async (arg: unknown): Promise<CallResult> => {
      const { log, reader, bank, limits, version } = this;
      await settle();
      log.nextWindow(this.calls++);
      if (this.exited !== undefined)
        return { ok: false, kind: 'exited', reason: `${this.exited}${log.lastWords()}`, fatal: true };
      const allowed = type === 'setup' ? limits.setupMs : bank.allowance();
      const id = ++this.requestId;
      // The view tells the bot its time; the engine never sees a clock, so the port adds it.
      const view = { ...(arg as object), time: { allowanceMs: Math.round(allowed), bankMs: Math.round(bank.saved()) } };
      const request = JSON.stringify(type === 'setup' ? { type, version, id, info: arg } : { type, version, id, view });
      const bankMs = type === 'setup' ? 0 : bank.saved();
      const t0 = performance.now();
      const woken = await reader.wait(id, allowed, () => this.started.child.stdin?.write(`${request}\n`));
      const usedMs = performance.now() - t0;
      if (type !== 'setup') bank.charge(usedMs);
      const time = { usedMs, allowanceMs: allowed, bankMs, clock: 'wall' as const };
      return {
        ...resultOf(woken, { allowed, lastWords: () => log.lastWords(), timedOut: () => reader.timedOut() }),
        time,
      };
    };
  }

  /**
   * Asks the bot to end, waits a little for it, then kills what is left and frees its folders, its cgroup and, once
   * none of its processes runs any more, its id.
   */
  private async dispose(): Promise<void> {
    const { child } = this.started;
    if (this.exited === undefined) {
      child.stdin?.write(`${JSON.stringify({ type: 'end', version: this.version })}\n`);
      child.stdin?.end();
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, EXIT_GRACE_MS);
        // 'close' comes once its output is all read, so the last lines of its log are kept (bounded by the grace).
        child.once('close', () => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
    // Whatever is left of the group (or of bubblewrap's namespace) goes, children and grandchildren included.
    const ending = this.started.end();
    this.log.close();
    child.stdout?.destroy();
    child.stderr?.destroy();
    const gone = await ending;
    for (const f of this.held.folders) rmSync(f, { recursive: true, force: true });
    // An id whose processes could not be seen to end stays leased (until this process exits) rather than shared.
    if (gone) this.held.lease?.release();
  }
}

/** A call's result from what ended its wait. */
function resultOf(woken: Wake, how: { allowed: number; lastWords: () => string; timedOut: () => void }): CallResult {
  if ('exited' in woken) return { ok: false, kind: 'exited', reason: `${woken.exited}${how.lastWords()}`, fatal: true };
  if ('flooded' in woken) return { ok: false, kind: 'malformed', reason: woken.flooded };
  if ('timeout' in woken) {
    how.timedOut();
    return { ok: false, kind: 'timeout', reason: `no answer within ${Math.round(how.allowed)} ms` };
  }
  if ('answer' in woken) return { ok: true, value: woken.answer };
  if (nestedDeeper(woken.line, OUTPUT.answerDepth))
    return { ok: false, kind: 'malformed', reason: `answered a line nested more than ${OUTPUT.answerDepth} deep` };
  try {
    return { ok: true, value: JSON.parse(woken.line) as unknown };
  } catch {
    const shown = woken.line.length > 60 ? `${woken.line.slice(0, 60)}…` : woken.line;
    return { ok: false, kind: 'malformed', reason: `answered a line that is not JSON: ${JSON.stringify(shown)}` };
  }
}
