/**
 * `fray ladder serve` as one object: the database, the scheduler and its player (here, or the queue), the
 * submission checker and the HTTP server, started in that order and stopped in reverse. Whatever a crash left (local
 * leases, submissions being checked) is taken up again at start.
 */
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import type { FastifyInstance } from 'fastify';
import { fail, formatProblem, ok, type Result } from '../../core/result.js';
import type { SummonerRules } from '../../summoner/rules/rules.js';
import type { QueueConnection } from '../queue/queueConnection.js';
import type { BotLimits } from '../sandbox/limits.js';
import { runFolder } from '../sandbox/runRoot.js';
import { prepareBot } from '../summoner/loadBot.js';
import type { Entrant } from '../summoner/tournamentMatch.js';
import { ladderSeed, lastingSetting } from './db/settings.js';
import type { LadderDb } from './db/openLadderDb.js';
import { LadderScheduler } from './ladderScheduler.js';
import { ladderStatus } from './ladderStatus.js';
import { ladderKey } from './ladderKey.js';
import { LocalPlayer } from './localPlayer.js';
import { threadChecker } from './outcomeChecker.js';
import { matchHost } from './playLadderMatch.js';
import { QueuePlayer } from './queuePlayer.js';
import { ladderApp } from './server/ladderApp.js';
import type { LadderQuotas, ViewerAssets } from './server/ladderContext.js';
import { SubmissionChecker } from './submissionChecker.js';
import { VersionBots } from './versionBots.js';
import { writeVersion } from './versionFiles.js';
import { demoSubmission } from './demoBots.js';

/** Everything `serve` decides from its options. */
export interface LadderServerOptions {
  ladder: LadderDb;
  host: string;
  port: number;
  /** Matches played at once here (without a queue). */
  concurrency: number;
  queue?: { conn: QueueConnection; depth: number };
  rules: SummonerRules;
  limits: BotLimits;
  seed?: number;
  registration: boolean;
  /** The reverse proxies whose X-Forwarded-* headers are believed (addresses or ranges), or false: none. */
  trustProxy: false | readonly string[];
  quotas: LadderQuotas;
  viewer: ViewerAssets | undefined;
  matchWorker: URL;
  /** The organiser's private key file (NAME.key) that signs the replays; else the ladder's own, kept in its settings. */
  signKey?: string;
  /** The thread entry point that checks finished matches off the event loop (dist/ladderCheck.worker.js). */
  checkWorker: URL;
  log: (line: string) => void;
}

/** A running ladder: its address, and how to stop it (matches in flight finish within `graceMs`, or are handed back). */
export interface RunningLadder {
  url: string;
  scheduler: LadderScheduler;
  stop(graceMs: number): Promise<void>;
}

/** The demo the validation matches are played against: the random one, prepared like any bot. */
async function validationDemo(workDir: string): Promise<Result<Entrant>> {
  const file = writeVersion(workDir, { id: 0, kind: 'module', file_name: 'random.ts' }, demoSubmission('random').bytes);
  if (!file.ok) return file;
  const p = await prepareBot(file.value, { trusted: false });
  return p.ok
    ? ok({ name: 'random', prepared: p.value })
    : fail(`the validation demo does not load: ${formatProblem(p.problem)}`);
}

/** Starts the ladder; a problem when the port cannot be had or the demo cannot be prepared. */
export async function startLadder(o: LadderServerOptions): Promise<Result<RunningLadder>> {
  const { db } = o.ladder;
  const now = () => Date.now();
  const key = await ladderKey(db, o.signKey);
  if (!key.ok) return key;
  // Inside this process's run folder: a server that is killed leaves it behind, and the next fray process that uses
  // the sandbox removes it (its versions' sources are nobody else's to keep).
  const workDir = runFolder('ladder');
  const seed = await ladderSeed(db, o.seed);
  const demo = await validationDemo(workDir);
  if (!demo.ok) return demo;
  const bots = new VersionBots(db, workDir);
  // Moves when a page's data changes here: the cached leaderboard is read and drawn again at the next request.
  let version = 0;
  const changed = () => void version++;
  const checker = threadChecker(o.checkWorker);
  const scheduler = new LadderScheduler({
    ladder: o.ladder,
    bots,
    seed,
    rules: o.rules,
    limits: o.limits,
    leaseMs: 30 * 60_000,
    log: o.log,
    now,
    signer: key.value.signer,
    checker,
    onChange: changed,
  });
  const host = matchHost(o.matchWorker, o.concurrency, o.limits);
  const queueKey = await lastingSetting(db, 'queue_key', () => randomBytes(6).toString('hex'));
  scheduler.use(
    o.queue === undefined
      ? new LocalPlayer(host, o.concurrency, scheduler.onOutcome)
      : await QueuePlayer.open(db, o.queue.conn, {
          key: queueKey,
          depth: o.queue.depth,
          onOutcome: scheduler.onOutcome,
        }),
  );
  const submissions = new SubmissionChecker(
    db,
    { seed, workDir, host, demo: demo.value, rules: o.rules, limits: o.limits },
    { log: o.log, now, everyMs: 5000, onChange: changed },
  );
  // Public (/api/status): where the queue is (host, port) is the organiser's business, not the world's.
  const player = o.queue === undefined ? `here (${o.concurrency} at once)` : 'on the queue, by workers';
  const loopback = ['127.0.0.1', 'localhost', '::1', '[::1]'];
  let app: FastifyInstance;
  try {
    app = await ladderApp(
      {
        ladder: o.ladder,
        registration: o.registration,
        viewer: o.viewer,
        quotas: o.quotas,
        hosts: loopback.includes(o.host) ? loopback : undefined,
        onSubmitted: () => submissions.poke(),
        status: () => ladderStatus(db, now(), player),
        seed,
        now,
        version: () => version,
        replayKey: { fingerprint: key.value.signer.key, publicPem: key.value.publicPem },
      },
      { trustProxy: o.trustProxy },
    );
    await app.listen({ host: o.host, port: o.port });
  } catch (e) {
    await host.slots.close();
    await checker.close();
    rmSync(workDir, { recursive: true, force: true });
    const code = (e as NodeJS.ErrnoException).code;
    return fail(
      code === 'EADDRINUSE'
        ? `port ${o.port} is in use; choose another with --port`
        : `cannot serve: ${(e as Error).message}`,
    );
  }
  submissions.start();
  scheduler.start(500);
  const address = app.server.address();
  const port = typeof address === 'object' && address !== null ? address.port : o.port;
  const shown = o.host.includes(':') ? `[${o.host}]` : o.host;
  return ok({
    url: `http://${shown}:${port}/`,
    scheduler,
    async stop(graceMs) {
      await app.close();
      await submissions.stop();
      await scheduler.stop(graceMs);
      await checker.close();
      rmSync(workDir, { recursive: true, force: true });
    },
  });
}

/** Matches at once by default: every core but one (the server and the checker need one), at least one. */
export function defaultConcurrency(): number {
  return Math.max(1, availableParallelism() - 1);
}
