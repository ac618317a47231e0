/** The queue's layout and its two kinds of job, as plain data: what a coordinator adds and a worker takes. */
import type { JobsOptions } from 'bullmq';
import type { OddsJob } from '../../mfd/odds/oddsJobs.js';
import type { SummonerRules } from '../../summoner/rules.js';
import type { BotLimits } from '../sandbox/limits.js';
import type { PreparedBot } from '../summoner/loadBot.js';
import type { BotPack } from './botPack.js';

/** The one queue every coordinator and worker uses; its Redis keys start with `fray:jobs:`. */
export const QUEUE_NAME = 'jobs';
/** The prefix of every Redis key the queue uses. */
export const QUEUE_PREFIX = 'fray';

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
}
