/**
 * Bots in any language, as processes speaking JSON lines (docs/bot-protocol.md). Each bot runs in its own sandbox
 * or process group with a scratch folder; every call has a wall-clock allowance from its time bank; standard error
 * is kept (capped) for the log; and dispose kills the bot and everything it started.
 */
import { rmSync } from 'node:fs';
import { fail, ok, type Result } from '../../core/result.js';
import type { BotPort, CallResult } from '../../summoner/match/runMatch.js';
import { MAX_ANSWER_CHARS, TimeBank, type BotLimits } from './limits.js';
import type { BotManifest } from './manifest.js';
import { isRoot, launchFor } from './bubblewrap.js';
import { LogBook } from './logBook.js';
import { MAX_BOT_PROCESSES, OUTPUT } from './policy.js';
import { runFolder } from './runRoot.js';
import { spawnConfined, type Confined } from './spawnConfined.js';

/** The protocol version sent in every request to a bot whose manifest names none. */
export const PROTOCOL_VERSION = 1;
/** How long a bot has to exit by itself after `end`, before it is killed. */
const EXIT_GRACE_MS = 300;
/** How long to wait, after a bot's process exits, for the rest of its output. */
const CLOSE_WAIT_MS = 200;

/** What ended a wait for the bot's answer. */
type Wake = { line: string } | { answer: unknown } | { exited: string } | { timeout: true } | { flooded: string };

/** An answer wrapped with the id of its request (`{"id": 7, "answer": [...]}`), or undefined for a bare line. */
function unwrap(line: string): { id: unknown; answer: unknown } | undefined {
  if (!line.startsWith('{"id"') && !line.startsWith('{ "id"')) return undefined;
  try {
    const v = JSON.parse(line) as unknown;
    if (typeof v === 'object' && v !== null && !Array.isArray(v) && 'id' in v && 'answer' in v)
      return v as { id: unknown; answer: unknown };
  } catch {
    // Not JSON: a bare line.
  }
  return undefined;
}

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
  const withCgroup = isRoot();
  const launch = launchFor(m.command, {
    botDir: m.cwd,
    memoryMb: limits.processMemoryMb,
    confined,
    ...(scratch === undefined ? {} : { scratch }),
    // Without a cgroup, the unprivileged user's process count is the only cap (it is shared by all its bots).
    ...(withCgroup ? {} : confined ? { maxProcesses: MAX_BOT_PROCESSES } : {}),
  });
  let started: Confined;
  try {
    started = spawnConfined(launch, {
      memoryBytes: limits.processMemoryMb * 1024 * 1024,
      maxProcesses: MAX_BOT_PROCESSES,
    });
  } catch (e) {
    if (scratch !== undefined) rmSync(scratch, { recursive: true, force: true });
    return fail(`cannot start ${m.command.join(' ')}: ${(e as Error).message}`, { file: m.file });
  }
  const { child, cgroup, kill } = started;

  let stderr = '';
  let exited: string | undefined;
  let buffer = '';
  let wake: ((w: Wake) => void) | undefined;
  // Version-1 answers owed for calls that timed out: the next bare lines to arrive are theirs, and are dropped.
  let owed = 0;
  // Once a bot has answered with ids, every bare line is stray: ids make a stray line harmless.
  let wrapped = m.protocol === 2;
  const version = m.protocol ?? PROTOCOL_VERSION;
  let requestId = 0;
  // Output of the current window (from one request to the next) that answered nothing, and whether it was too much.
  let strayLines = 0;
  let strayChars = 0;
  let stderrChars = 0;
  let flooded: string | undefined;
  let noted = false;
  // Standard error as log lines, per call: a line belongs to the call whose window (its request to the next) it
  // arrived in; `partial` is a line not yet ended.
  const book = new LogBook();
  let window = 0;
  let partial = '';
  const logChunk = (chunk: string) => {
    const text = partial + chunk;
    const end = text.lastIndexOf('\n');
    partial = text.slice(end + 1);
    if (end >= 0) book.addText(window, text.slice(0, end));
    // A line that never ends is still cut at the call's bound.
    if (partial.length > OUTPUT.stderrChars) {
      book.add(window, partial);
      partial = '';
    }
  };
  const closeWindow = () => {
    if (partial !== '') book.add(window, partial);
    partial = '';
  };
  let calls = 0;
  /** Lets output already in the pipes be read, so what the bot wrote before a request counts with the call before. */
  const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

  const deliver = (w: Wake) => {
    const f = wake;
    wake = undefined;
    f?.(w);
  };
  const note = (text: string) => {
    if (stderr.length < OUTPUT.stderrChars) stderr += `${text}\n`.slice(0, OUTPUT.stderrChars - stderr.length);
  };
  const stray = (line: string) => {
    strayLines++;
    strayChars += line.length;
    if (!noted) {
      noted = true;
      note(`[fray] skipped a line on standard output that answers no request: ${JSON.stringify(line.slice(0, 80))}`);
    }
    if (strayLines > OUTPUT.strayLinesPerCall || strayChars > OUTPUT.strayCharsPerCall) {
      flooded = `wrote more than ${strayLines > OUTPUT.strayLinesPerCall ? `${OUTPUT.strayLinesPerCall} lines` : `${OUTPUT.strayCharsPerCall} characters`} on standard output that answer no request`;
      // Reading stops until the next call: a flood then blocks the bot, not the controller.
      child.stdout?.pause();
      deliver({ flooded });
    }
  };
  /** Handles the complete lines in the buffer, until it is empty or reading stopped for a flood. */
  const drain = () => {
    let from = 0;
    for (let nl = buffer.indexOf('\n'); nl >= 0 && flooded === undefined; nl = buffer.indexOf('\n', from)) {
      const line = buffer.slice(from, nl).replace(/\r$/, '');
      from = nl + 1;
      const w = unwrap(line);
      if (w !== undefined) {
        wrapped = true;
        if (wake && w.id === requestId) deliver({ answer: w.answer });
        else stray(line); // a late answer, or one for no request
      } else if (wrapped) stray(line);
      else if (owed > 0) owed--;
      else if (wake) deliver({ line });
      else stray(line);
    }
    buffer = buffer.slice(from);
    if (buffer.length > MAX_ANSWER_CHARS) {
      exited = `wrote a line longer than ${MAX_ANSWER_CHARS} characters`;
      kill();
      deliver({ exited });
    }
  };
  child.stdout?.setEncoding('utf8');
  child.stdout?.on('data', (chunk: string) => {
    buffer += chunk;
    drain();
  });
  child.stderr?.setEncoding('utf8');
  child.stderr?.on('data', (chunk: string) => {
    stderrChars += chunk.length;
    logChunk(chunk);
    if (stderr.length < OUTPUT.stderrChars) stderr += chunk.slice(0, OUTPUT.stderrChars - stderr.length);
    // Past the bound for one call, standard error is read no more until the next call.
    if (stderrChars > OUTPUT.stderrCharsPerCall) child.stderr?.pause();
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
      await settle();
      closeWindow();
      window = calls++;
      if (exited !== undefined) return { ok: false, kind: 'exited', reason: `${exited}${lastWords()}`, fatal: true };
      const allowed = type === 'setup' ? limits.setupMs : bank.allowance();
      const id = ++requestId;
      // The view tells the bot its time; the engine never sees a clock, so the port adds it.
      const view = { ...(arg as object), time: { allowanceMs: Math.round(allowed), bankMs: Math.round(bank.saved()) } };
      const request = JSON.stringify(type === 'setup' ? { type, version, id, info: arg } : { type, version, id, view });
      // A new window: what the bot wrote before this request is judged with the last one.
      strayLines = 0;
      strayChars = 0;
      stderrChars = 0;
      flooded = undefined;
      noted = false;
      const t0 = performance.now();
      const woken = await new Promise<Wake>((resolve) => {
        const timer = setTimeout(() => deliver({ timeout: true }), Math.ceil(allowed));
        wake = (w) => {
          clearTimeout(timer);
          resolve(w);
        };
        child.stdin?.write(`${request}\n`);
        child.stderr?.resume();
        child.stdout?.resume();
        drain();
      });
      const used = performance.now() - t0;
      if (type !== 'setup') bank.charge(used);
      if ('exited' in woken) return { ok: false, kind: 'exited', reason: `${woken.exited}${lastWords()}`, fatal: true };
      if ('flooded' in woken) return { ok: false, kind: 'malformed', reason: woken.flooded };
      if ('timeout' in woken) {
        if (!wrapped) owed++;
        return { ok: false, kind: 'timeout', reason: `no answer within ${Math.round(allowed)} ms` };
      }
      if ('answer' in woken) return { ok: true, value: woken.answer };
      try {
        return { ok: true, value: JSON.parse(woken.line) as unknown };
      } catch {
        const shown = woken.line.length > 60 ? `${woken.line.slice(0, 60)}…` : woken.line;
        return { ok: false, kind: 'malformed', reason: `answered a line that is not JSON: ${JSON.stringify(shown)}` };
      }
    };

  const dispose = async (): Promise<void> => {
    if (exited === undefined) {
      child.stdin?.write(`${JSON.stringify({ type: 'end', version })}\n`);
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
    kill();
    closeWindow();
    child.stdout?.destroy();
    child.stderr?.destroy();
    if (scratch !== undefined) rmSync(scratch, { recursive: true, force: true });
    await cgroup?.remove();
  };
  return ok({
    setup: call('setup'),
    enhance: call('enhance'),
    battle: call('battle'),
    dispose,
    diagnostics: () => stderr,
    logs: async (from) => {
      await settle();
      // A line the bot has not ended yet is shown as it is; more of it may still come.
      const lines = book.lines(from);
      if (partial !== '' && window >= from) (lines[window - from] ??= []).push(partial);
      return lines;
    },
  });
}
