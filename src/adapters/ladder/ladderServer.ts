/**
 * `fray ladder serve` as one object: the database, the scheduler and its player (here, or the queue), the
 * submission checker and the HTTP server, started in that order and stopped in reverse. Whatever a crash left (local
 * leases, submissions being checked) is taken up again at start.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { fail, formatProblem, ok, type Result } from '../../core/result.js';
import type { SummonerRules } from '../../summoner/rules/rules.js';
import type { QueueConnection } from '../queue/queueConnection.js';
import type { BotLimits } from '../sandbox/limits.js';
import { prepareBot } from '../summoner/loadBot.js';
import type { Entrant } from '../summoner/tournamentMatch.js';
import { ladderSeed, lastingSetting } from './db/settings.js';
import type { LadderDb } from './db/openLadderDb.js';
import { LadderScheduler } from './ladderScheduler.js';
import { ladderStatus } from './ladderStatus.js';
import { LocalPlayer } from './localPlayer.js';
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
  const workDir = mkdtempSync(join(tmpdir(), 'fray-ladder-'));
  const seed = await ladderSeed(db, o.seed);
  const demo = await validationDemo(workDir);
  if (!demo.ok) return demo;
  const bots = new VersionBots(db, workDir);
  const scheduler = new LadderScheduler({
    ladder: o.ladder,
    bots,
    seed,
    rules: o.rules,
    limits: o.limits,
    leaseMs: 30 * 60_000,
    log: o.log,
    now,
  });
  const host = matchHost(o.matchWorker, o.concurrency, o.limits);
  const key = await lastingSetting(db, 'queue_key', () => randomBytes(6).toString('hex'));
  scheduler.use(
    o.queue === undefined
      ? new LocalPlayer(host, o.concurrency, scheduler.onOutcome)
      : await QueuePlayer.open(db, o.queue.conn, { key, depth: o.queue.depth, onOutcome: scheduler.onOutcome }),
  );
  const checker = new SubmissionChecker(
    db,
    { seed, workDir, host, demo: demo.value, rules: o.rules, limits: o.limits },
    { log: o.log, now, everyMs: 5000 },
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
        onSubmitted: () => checker.poke(),
        status: () => ladderStatus(db, now(), player),
        seed,
        now,
      },
      { trustProxy: o.trustProxy },
    );
    await app.listen({ host: o.host, port: o.port });
  } catch (e) {
    await host.slots.close();
    rmSync(workDir, { recursive: true, force: true });
    const code = (e as NodeJS.ErrnoException).code;
    return fail(
      code === 'EADDRINUSE'
        ? `port ${o.port} is in use; choose another with --port`
        : `cannot serve: ${(e as Error).message}`,
    );
  }
  checker.start();
  scheduler.start(500);
  const address = app.server.address();
  const port = typeof address === 'object' && address !== null ? address.port : o.port;
  const shown = o.host.includes(':') ? `[${o.host}]` : o.host;
  return ok({
    url: `http://${shown}:${port}/`,
    scheduler,
    async stop(graceMs) {
      await app.close();
      await checker.stop();
      await scheduler.stop(graceMs);
      rmSync(workDir, { recursive: true, force: true });
    },
  });
}

/** Matches at once by default: every core but one (the server and the checker need one), at least one. */
export function defaultConcurrency(): number {
  return Math.max(1, availableParallelism() - 1);
}
