/**
 * A JavaScript or TypeScript bot in an isolate host of its own (isolateHost.ts), reached call by call over the host's
 * pipes: for whoever holds a bot's port (`summoner check`, `replay --turn`, a match beside a process bot). A whole
 * match between two JavaScript bots is better played inside one host (sandboxedMatch.ts), where no call crosses a
 * process. The host comes from a warm pool (hostPool.ts) and goes back to it, its isolate disposed, when the port
 * is; whatever ends the host (memory past its cap, a crash) is charged to this bot: it forfeits.
 */
import { fail, ok, type Result } from '../../core/result.js';
import type { BotPort, CallResult } from '../../summoner/match/runMatch.js';
import { failure } from './botStack.js';
import type { CompiledBot } from './compileBot.js';
import { forgetHost, giveBackHost, takeHost } from './hostPool.js';
import type { IsolateHost } from './hostProcess.js';
import { REPLY, REQUEST, type FrameReader } from './hostWire.js';
import { isolatePort, scriptPlace, type IsolateRunner, type Served, type SessionArgs } from './isolatePort.js';
import { isolateScript } from './isolateScript.js';
import type { BotLimits } from './limits.js';
import { HOST } from './policy.js';

/** The methods by their number on the wire (isolateHost.ts reads the same list). */
const METHOD_NUMBER: Record<string, number> = { setup: 0, enhance: 1, battle: 2 };

/** The death of a host as the fault of its bot: fatal, so the bot forfeits. */
export async function deathFault(host: IsolateHost): Promise<CallResult & { ok: false }> {
  const d = await host.death();
  forgetHost(host);
  return { ok: false, kind: d.kind, reason: d.reason, fatal: true };
}

/** A served call as a host's reply (or a journal) gives it. */
export function readServed(r: FrameReader): Served {
  const usedMs = r.f64();
  const flags = r.u8();
  const logs = r.text();
  const answer = r.text();
  const overdrawn = r.text();
  return {
    usedMs,
    disposed: (flags & 1) !== 0,
    thrown: (flags & 2) !== 0,
    logs,
    answer,
    ...(overdrawn === '' ? {} : { overdrawn }),
  };
}

/** A bot's isolate in a host of its own: each call a request and its reply. */
function remoteRunner(host: IsolateHost): IsolateRunner {
  return {
    run(args: SessionArgs, wallMs: number) {
      const w = host
        .request(REQUEST.call)
        .u8(METHOD_NUMBER[args.method] ?? 2)
        .u32(wallMs);
      if ('ints' in args) w.u8(1).text(args.head).text(args.strings).bytes(args.ints);
      else w.u8(0).text(args.json);
      const reply = host.exchange();
      return reply?.type === REPLY.result ? readServed(reply) : undefined;
    },
    gone: () => deathFault(host),
    release: () => giveBackHost(host),
  };
}

/**
 * Loads a compiled bot into a fresh isolate in a host of the pool. A bot whose module imports anything, does not
 * evaluate, lacks setup/enhance/battle or kills its host while loading is a problem naming the file. Calls are
 * synchronous with a wall-clock timeout enforced by isolated-vm; their CPU time (the isolate's own) is charged to a
 * time bank, and a call that used more than its allowance is a timeout even if it answered. Throws when no host can
 * start (fray's failure, not the bot's).
 */
export async function loadIsolateBot(bot: CompiledBot, limits: BotLimits): Promise<Result<BotPort>> {
  const at = { file: bot.file };
  const script = bot.script ?? (await isolateScript(bot));
  if ('problem' in script) return fail(script.problem, at);
  const place = scriptPlace(script.map);
  const host = await takeHost({ memoryMb: limits.memoryMb, bots: 1 });
  host.request(REQUEST.load).u32(limits.memoryMb).u32(HOST.loadMs).text(bot.sha256).text(bot.code).text(script.text);
  const reply = host.exchange();
  if (reply === undefined) return fail(`does not load: ${(await deathFault(host)).reason}`, at);
  if (reply.type === REPLY.problem) {
    const problem = failure(reply.text(), place);
    await giveBackHost(host);
    return fail(problem.reason, at);
  }
  return ok(isolatePort(remoteRunner(host), limits, place));
}
