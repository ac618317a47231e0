/** The queue's layout and its two kinds of job, as plain data: what a coordinator adds and a worker takes. */
import type { JobsOptions } from 'bullmq';
import type { OddsJob } from '../../mfd/odds/oddsJobs.js';
import type { SummonerRules } from '../../summoner/rules/rules.js';
import type { BotLimits } from '../sandbox/limits.js';
import type { PreparedBot } from '../summoner/loadBot.js';
import type { BotPack } from './botPack.js';
import { FRAY_VERSION } from './runKey.js';

/**
 * The queue of one fray version: its Redis keys start with `fray:jobs-VERSION:`. One queue per version, so a worker
 * never even sees a job it would refuse (another version may compute another answer): it cannot take such jobs
 * faster than the right workers and spend their tries.
 */
export function queueNameFor(version: string): string {
  return `jobs-${version}`;
}

/** The queue of this fray version: every coordinator and worker of this version uses it. */
export const QUEUE_NAME = queueNameFor(FRAY_VERSION);
/** The prefix of every Redis key the queue uses. */
export const QUEUE_PREFIX = 'fray';

/** BullMQ's highest priority number (the lowest priority). */
const PRIORITY_LIMIT = 2 ** 21 - 1;

/**
 * Job `index`'s priority (lower goes first): its place in its run, so the k-th job of every run goes before the
 * (k+1)-th of any. Runs share the workers round-robin by jobs started, and a small run waits for one job per run
 * at most, not behind the whole of a large run put on earlier.
 */
export function jobPriority(index: number): number {
  return Math.min(index + 1, PRIORITY_LIMIT);
}

/**
 * How often a worker looks for jobs whose worker is gone (their lock lapsed), for a lock of `lockMs`: a job is
 * then handed on at most lockMs + this after its worker died. BullMQ's default (the lock time itself) made that up
 * to twice the lock time, as a job is found only by the second look after its lock was last renewed.
 */
export function stalledCheckMs(lockMs: number): number {
  return Math.min(5000, Math.max(250, Math.round(lockMs / 8)));
}

/** Tries per job: a job whose worker throws (a thread that crashes, a worker of another version) is retried twice. */
export const JOB_ATTEMPTS = 3;
/** Times a job may lose its worker (killed, cut off) and be handed to another before it counts as failed. */
export const MAX_STALLED = 2;
/** How long finished jobs may wait for their coordinator before Redis forgets them: a week. */
const KEEP_SECONDS = 7 * 24 * 3600;

/** Options of every job: retried with a short pause, kept after finishing until the coordinator has its result. */
export const JOB_OPTIONS: JobsOptions = {
  attempts: JOB_ATTEMPTS,
  backoff: { type: 'fixed', delay: 1000 },
  removeOnComplete: { age: KEEP_SECONDS },
  removeOnFail: { age: KEEP_SECONDS },
};

/** Job names: what the worker does with a job's data. */
export type JobName = 'odds' | 'match';

/** An odds job: chunks of battles to fight (see oddsJobs), and the fray version that made it. */
export interface OddsJobData extends OddsJob {
  fray: string;
}

/**
 * A tournament entrant as it travels: a prepared module bot (its bundled code and that code's sha256), a process
 * bot with its folder packed, or a bot that could not be loaded (it forfeits, as in a local run).
 */
export type QueueEntrant = { name: string; prepared: PreparedBot; pack?: BotPack } | { name: string; error: string };

/** A match job: the pairing's index (the worker derives the match's seed from it and the master seed), the bots in seat order, rules and limits. */
export interface MatchJobData {
  fray: string;
  index: number;
  seats: [QueueEntrant, QueueEntrant];
  rules: SummonerRules;
  limits: BotLimits;
  seed: number;
  replays: boolean;
  /** Keep the bots' log lines in the replay (the ladder stores them for each bot's author; tournament --logs). */
  logs?: boolean;
  /** Keep the time of each call in the replay, as measured on the worker (tournament --times). */
  times?: boolean;
}
