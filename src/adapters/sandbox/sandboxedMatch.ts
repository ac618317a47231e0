/**
 * The controller's side of a match played inside one isolate host (matchHost.ts): the two JavaScript bots go to a
 * host of the warm pool with the rules and a journal to write, and the match's record comes back. If the host dies,
 * the journal says what happened up to then, and the match is played again from it alone: each bot gives the
 * answers it gave (the same answers give the same match), and the bot whose load or call was under way when the
 * host died gets the host's death as its fault (fatal: it forfeits). A journal that ends between calls means no bot
 * caused the death: that is fray's failure, and the match is void: it is played once more from the start, on a fresh
 * host, and thrown if that host dies between calls too.
 */
import { chownSync, closeSync, openSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { deserialize, serialize } from 'node:v8';
import { brokenBot } from '../../summoner/match/brokenBot.js';
import { matchOutcome, type OutcomeRequest } from '../../summoner/match/matchOutcome.js';
import { runMatch, type BotPort, type CallResult } from '../../summoner/match/runMatch.js';
import type { SummonerRules } from '../../summoner/rules/rules.js';
import type { Seat } from '../../summoner/rules/model.js';
import { isRoot, NOBODY } from './bubblewrap.js';
import type { CompiledBot } from './compileBot.js';
import { giveBackHost, takeHost } from './hostPool.js';
import { framesOf, JOURNAL, REPLY, REQUEST } from './hostWire.js';
import { deathFault, loadIsolateBot, readServed } from './isolateBot.js';
import { isolatePort, scriptPlace, type IsolateRunner, type Served } from './isolatePort.js';
import { isolateScript } from './isolateScript.js';
import type { BotLimits } from './limits.js';
import type { HostedBot, HostedMatch, HostedResult } from './matchHost.js';
import { runFolder } from './runRoot.js';

/** A match of two JavaScript bots to play in a host, and what of it to send back when not the whole record. */
export interface HostedMatchRequest {
  bots: [CompiledBot, CompiledBot];
  rules: SummonerRules;
  seed: number;
  limits: BotLimits;
  outcome?: OutcomeRequest;
  /** false: a host's death is not charged from its journal but thrown, as if no bot caused it (tests' controls only). */
  recover?: boolean;
  /** Tests only: the host of the first try dies once this many calls are served, between calls (see HostedMatch). */
  dieAfterServed?: number;
}

/** A bot as the host takes it: its script made here (esbuild), or the reason it cannot be. */
async function hostedBot(bot: CompiledBot): Promise<HostedBot> {
  const script = bot.script ?? (await isolateScript(bot));
  const base = { file: bot.file, sha256: bot.sha256, code: bot.code };
  if ('problem' in script) return { ...base, script: '', problem: script.problem };
  return { ...base, script: script.text, ...(script.map === undefined ? {} : { map: script.map }) };
}

/** What a journal says of one seat. */
interface SeatJournal {
  /** Its load began and did not end. */
  loading: boolean;
  loaded: boolean;
  problem?: string;
  served: Served[];
  /** A call began and did not end. */
  calling: boolean;
}

/** Reads a match's journal into what each seat did. */
function readJournal(path: string): [SeatJournal, SeatJournal] {
  const seats = [0, 1].map(() => ({ loading: false, loaded: false, served: [] as Served[], calling: false })) as [
    SeatJournal,
    SeatJournal,
  ];
  {
    for (const r of framesOf(readFileSync(path))) {
      const seat = seats[r.u8() as Seat];
      if (seat === undefined) break;
      if (r.type === JOURNAL.loading) seat.loading = true;
      else if (r.type === JOURNAL.loaded) {
        const problem = r.text();
        Object.assign(seat, { loading: false, loaded: true }, problem === '' ? {} : { problem });
      } else if (r.type === JOURNAL.calling) seat.calling = true;
      else if (r.type === JOURNAL.served) {
        seat.served.push(readServed(r));
        seat.calling = false;
      }
    }
  }
  return seats;
}

/** A host died with no bot's load or call under way: no bot is to blame, and the match is void. */
class NoBotRunning extends Error {
  constructor() {
    super('the isolate host died between calls, with no bot running: fray failed, not a bot');
  }
}

/** A seat's isolate as its journal tells it: its answers again, then the host's death if its call was under way. */
function journalRunner(seat: SeatJournal, death: CallResult): IsolateRunner {
  let next = 0;
  return {
    run: () => {
      const served = seat.served[next++];
      if (served !== undefined) return served;
      if (seat.calling) return undefined;
      throw new NoBotRunning();
    },
    gone: async () => death,
    release: async () => undefined,
  };
}

/** A seat's port when the match is played again after the host died. */
async function recoveredPort(
  seat: SeatJournal,
  bot: HostedBot,
  how: { death: CallResult & { ok: false }; req: HostedMatchRequest; compiled: CompiledBot },
): Promise<BotPort> {
  if (bot.problem !== undefined) return brokenBot(bot.problem);
  if (seat.problem !== undefined) return brokenBot(seat.problem);
  if (seat.loading) return brokenBot(`does not load: ${how.death.reason}`);
  // Never asked anything yet (the other bot's load killed the host): it can simply be opened again.
  if (seat.served.length === 0 && !seat.calling) {
    const port = await loadIsolateBot(how.compiled, how.req.limits);
    return port.ok ? port.value : brokenBot(port.problem.message);
  }
  return isolatePort(journalRunner(seat, how.death), how.req.limits, scriptPlace(bot.map));
}

/** The match again from the journal of a host that died, with the death charged to the bot that caused it. */
async function recover(
  job: HostedMatch,
  req: HostedMatchRequest,
  fault: CallResult & { ok: false },
): Promise<HostedResult> {
  const seats = readJournal(job.journal);
  const ports = await Promise.all(
    ([0, 1] as const).map((s) => recoveredPort(seats[s], job.bots[s], { death: fault, req, compiled: req.bots[s] })),
  );
  try {
    const record = await runMatch([ports[0] as BotPort, ports[1] as BotPort], {
      rules: job.rules,
      seed: job.seed,
      maxConsecutiveFaults: job.limits.maxConsecutiveFaults,
    });
    const problem = (s: Seat) => job.bots[s].problem ?? seats[s].problem;
    const loadProblems: HostedResult['loadProblems'] = [problem(0), problem(1)];
    if (job.outcome === undefined) return { record, loadProblems };
    return { outcome: matchOutcome(record, job.outcome), loadProblems };
  } finally {
    await Promise.all(ports.map((p) => p?.dispose?.()));
  }
}

/** A fresh journal file the host (perhaps another user) may write. */
function journalFile(): { path: string; dir: string } {
  const dir = runFolder('match', 0o711);
  const path = join(dir, 'journal');
  closeSync(openSync(path, 'w', 0o600));
  if (isRoot()) chownSync(path, NOBODY, NOBODY);
  return { path, dir };
}

/**
 * Plays a match of two JavaScript bots inside an isolate host of the pool and gives its record, with the reason each
 * bot could not load (such a bot forfeits at setup). Blocks this thread while the match is played. A host that dies
 * with no bot running voids the match, which is played once more from the start. Throws when no host can start, or
 * when the second try's host dies with no bot running too (fray's failure: the match is void).
 */
export async function playInHost(req: HostedMatchRequest): Promise<HostedResult> {
  try {
    return await playOnce(req);
  } catch (e) {
    if (!(e instanceof NoBotRunning) || req.recover === false) throw e;
    const { dieAfterServed: _, ...again } = req;
    return await playOnce(again);
  }
}

/** One try at playInHost's match: a host's death is charged from the journal, or NoBotRunning thrown. */
async function playOnce(req: HostedMatchRequest): Promise<HostedResult> {
  const bots = (await Promise.all(req.bots.map(hostedBot))) as [HostedBot, HostedBot];
  const journal = journalFile();
  const job: HostedMatch = {
    bots,
    rules: req.rules,
    seed: req.seed,
    limits: req.limits,
    journal: journal.path,
    ...(req.outcome === undefined ? {} : { outcome: req.outcome }),
    ...(req.dieAfterServed === undefined ? {} : { dieAfterServed: req.dieAfterServed }),
  };
  try {
    const host = await takeHost({ memoryMb: req.limits.memoryMb, bots: 2 });
    host.request(REQUEST.play).bytes(serialize(job));
    const reply = host.exchange();
    if (reply?.type === REPLY.match) {
      const result = deserialize(reply.bytes()) as HostedResult;
      await giveBackHost(host);
      return result;
    }
    const fault = await deathFault(host);
    if (req.recover === false) throw new Error(`the isolate host died: ${fault.reason}`);
    return await recover(job, req, fault);
  } finally {
    rmSync(journal.dir, { recursive: true, force: true });
  }
}
