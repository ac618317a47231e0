/**
 * A whole match between two JavaScript bots, played inside an isolate host (isolateHost.ts): both bots in isolates
 * of this process, the match's own loop (runMatch) beside them, so no call crosses a process. Each bot's memory
 * outside its heap is accounted on its own (isolateSession.ts), and the process's cap bounds what one call can add.
 *
 * Before anything a bot does, the host writes it down in the match's journal (a file the controller gave it): a seat
 * loading, its load's outcome, a call beginning, the call's outcome as the isolate gave it. If the process dies, the
 * controller reads the journal (sandboxedMatch.ts): the bot whose load or call had begun and not ended caused it and
 * forfeits, and the match up to there is played again from the journal alone (the same answers give the same match).
 */
import { openSync, closeSync } from 'node:fs';
import { brokenBot } from '../../summoner/match/brokenBot.js';
import { finishLogs, runMatch, type BotPort, type MatchRecord } from '../../summoner/match/runMatch.js';
import { matchOutcome, type MatchOutcomeData, type OutcomeRequest } from '../../summoner/match/matchOutcome.js';
import type { SummonerRules } from '../../summoner/rules/rules.js';
import type { Seat } from '../../summoner/rules/model.js';
import { FrameWriter, JOURNAL } from './hostWire.js';
import type { Watchdog } from './watchdog.js';
import { isolatePort, scriptPlace, type IsolateRunner, type Served } from './isolatePort.js';
import { Session } from './isolateSession.js';
import type { BotLimits } from './limits.js';
import { HOST } from './policy.js';

/**
 * A bot as a match host gets it: its code (for the import check), its isolate script and the script's map; or the
 * reason it cannot play (its script could not be made).
 */
export interface HostedBot {
  file: string;
  sha256: string;
  code: string;
  script: string;
  map?: string;
  problem?: string;
}

/**
 * A match for a host to play: the two bots, the rules, the seed, the limits, the journal's path, and, when only the
 * outcome is wanted (not the whole record), what of it to send back.
 */
export interface HostedMatch {
  bots: [HostedBot, HostedBot];
  rules: SummonerRules;
  seed: number;
  limits: BotLimits;
  journal: string;
  outcome?: OutcomeRequest;
  /** Tests only: the host kills itself once this many calls are served, between calls (a crash no bot caused). */
  dieAfterServed?: number;
}

/**
 * What a host sends back: the match's record, or its outcome when only that was asked for (a long match's record is
 * megabytes), and the reason each seat could not load (if it could not).
 */
export interface HostedResult {
  record?: MatchRecord;
  outcome?: MatchOutcomeData;
  loadProblems: [string | undefined, string | undefined];
}

/** Writes a served call to a journal (or a frame): what the controller needs to give the same answer again. */
export function writeServed(w: FrameWriter, s: Served): FrameWriter {
  const flags = (s.disposed ? 1 : 0) | (s.thrown ? 2 : 0);
  return w
    .f64(s.usedMs)
    .u8(flags)
    .text(s.logs)
    .text(s.answer)
    .text(s.overdrawn ?? '');
}

/** The journal of one match: frames appended to a file, each written before the host goes on. */
class Journal {
  private readonly w = new FrameWriter();
  private count = 0;

  constructor(
    private readonly fd: number,
    private readonly dieAfter = Infinity,
  ) {}

  loading(seat: Seat): void {
    this.w.begin(JOURNAL.loading).u8(seat).send(this.fd);
  }

  loaded(seat: Seat, problem: string | undefined): void {
    this.w
      .begin(JOURNAL.loaded)
      .u8(seat)
      .text(problem ?? '')
      .send(this.fd);
  }

  calling(seat: Seat): void {
    this.w.begin(JOURNAL.calling).u8(seat).send(this.fd);
  }

  served(seat: Seat, s: Served): void {
    writeServed(this.w.begin(JOURNAL.served).u8(seat), s).send(this.fd);
    if (++this.count >= this.dieAfter) process.kill(process.pid, 'SIGKILL');
  }
}

/**
 * A seat's isolate, run here: every call journalled before and after, and watched. A bot whose answers and logs
 * pass HOST.journalSeatBytes over the match is ended there (fatal, as memory over its allowance): the same in the
 * match and in its recovery, since the journal holds the call as ended.
 */
function localRunner(session: Session, seat: Seat, how: { journal: Journal; watchdog: Watchdog }): IsolateRunner {
  let bytes = 0;
  return {
    run(args, wallMs) {
      how.journal.calling(seat);
      how.watchdog.busy(wallMs);
      let served = session.call(args, wallMs);
      how.watchdog.done();
      bytes += Buffer.byteLength(served.answer) + Buffer.byteLength(served.logs);
      if (bytes > HOST.journalSeatBytes && served.overdrawn === undefined) {
        const mib = HOST.journalSeatBytes / (1024 * 1024);
        served = { ...served, answer: '', overdrawn: `its answers and logs passed ${mib} MiB over the match` };
      }
      how.journal.served(seat, served);
      return served;
    },
    gone: async () => ({ ok: false, kind: 'error', reason: 'its isolate is gone', fatal: true }),
    release: async () => session.reset(),
  };
}

/** Loads a seat's bot into its session: its port, or a stand-in that forfeits with the reason it cannot load. */
function openSeat(
  seat: Seat,
  job: HostedMatch,
  how: { session: Session; journal: Journal; watchdog: Watchdog },
): { port: BotPort; problem?: string } {
  const bot = job.bots[seat];
  how.journal.loading(seat);
  how.watchdog.busy(2 * HOST.loadMs);
  const problem = bot.problem ?? how.session.load(bot, job.limits.memoryMb, HOST.loadMs);
  how.watchdog.done();
  how.journal.loaded(seat, problem);
  if (problem !== undefined) return { port: brokenBot(problem), problem };
  return { port: isolatePort(localRunner(how.session, seat, how), job.limits, scriptPlace(bot.map)) };
}

/** Plays the match `job` here and gives its record; a bot that cannot load forfeits, with its reason. */
export async function playHostedMatch(job: HostedMatch, watchdog: Watchdog): Promise<HostedResult> {
  const fd = openSync(job.journal, 'a');
  const journal = new Journal(fd, job.dieAfterServed);
  const sessions = [new Session(), new Session()] as const;
  try {
    const seats = ([0, 1] as const).map((seat) => openSeat(seat, job, { session: sessions[seat], journal, watchdog }));
    const ports = [seats[0]?.port, seats[1]?.port] as [BotPort, BotPort];
    const record = await runMatch(ports, {
      rules: job.rules,
      seed: job.seed,
      maxConsecutiveFaults: job.limits.maxConsecutiveFaults,
    });
    await Promise.all(ports.map((p) => p.dispose?.()));
    await finishLogs(record);
    const loadProblems: HostedResult['loadProblems'] = [seats[0]?.problem, seats[1]?.problem];
    if (job.outcome === undefined) return { record, loadProblems };
    return { outcome: matchOutcome(record, job.outcome), loadProblems };
  } finally {
    for (const s of sessions) s.close();
    closeSync(fd);
  }
}
