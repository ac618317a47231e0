/**
 * The ladder's matches played by `fray worker`s through the BullMQ queue: each leased match becomes one job (its
 * id names the ladder, the match and the try), and the server looks for finished jobs of the matches the database
 * says are on the queue. A job Redis lost is put back; a job that failed voids its try; so the database, not the
 * queue, decides what was played.
 */
import type { Queue } from 'bullmq';
import type { Kysely } from 'kysely';
import type { QueueConnection } from '../queue/queueConnection.js';
import { QUEUE_NAME, QUEUE_PREFIX, type MatchJobData } from '../queue/queueJobs.js';
import { FRAY_VERSION } from '../queue/runKey.js';
import type { MatchOutcome } from '../summoner/tournamentMatch.js';
import type { LadderDatabase } from './db/ladderSchema.js';
import type { MatchPlayer, OnOutcome, PlayRequest } from './matchPlayer.js';
import type { LadderMatch } from './matchStore.js';

const WEEK_S = 7 * 24 * 3600;

/** Keeps up to `depth` matches on the queue of `conn`, for the ladder known as `key`. */
export class QueuePlayer implements MatchPlayer {
  readonly rerunsResults = true;
  private onQueue = 0;

  private constructor(
    private readonly db: Kysely<LadderDatabase>,
    private readonly queue: Queue,
    private readonly opts: { key: string; depth: number; onOutcome: OnOutcome },
  ) {}

  /** Opens the queue (BullMQ loads here: only a server with --queue pays for it). */
  static async open(
    db: Kysely<LadderDatabase>,
    conn: QueueConnection,
    opts: { key: string; depth: number; onOutcome: OnOutcome },
  ): Promise<QueuePlayer> {
    const { Queue } = await import('bullmq');
    const queue = new Queue(QUEUE_NAME, { connection: conn.redis(), prefix: QUEUE_PREFIX });
    return new QueuePlayer(db, queue, opts);
  }

  private jobId(m: Pick<LadderMatch, 'id' | 'voids'>): string {
    return `ladder-${this.opts.key}-m${m.id}-t${m.voids}`;
  }

  free(): number {
    return this.opts.depth - this.onQueue;
  }

  owner(m: Pick<LadderMatch, 'id' | 'voids'>): string {
    return `queue:${this.jobId(m)}`;
  }

  isLive(owner: string): boolean {
    return owner.startsWith(`queue:ladder-${this.opts.key}-`);
  }

  async play(r: PlayRequest): Promise<void> {
    const data: MatchJobData = {
      fray: FRAY_VERSION,
      index: 0,
      seats: [r.seats[0].queued, r.seats[1].queued],
      rules: r.setup.rules,
      limits: r.setup.limits,
      seed: r.setup.seed,
      replays: true,
      logs: true,
    };
    // One try per job: a failure voids the match's try and the ladder decides whether to play it again.
    await this.queue.add('match', data, {
      jobId: this.jobId(r.match),
      attempts: 1,
      priority: 1,
      removeOnComplete: { age: WEEK_S },
      removeOnFail: { age: WEEK_S },
    });
    this.onQueue++;
  }

  /** The outcome of a match's job, undefined while it runs; the job, or undefined when Redis has lost it. */
  private async outcomeOf(m: LadderMatch): Promise<{ lost: boolean; outcome?: MatchOutcome }> {
    const job = await this.queue.getJob(this.jobId(m));
    if (job === undefined) return { lost: true };
    const state = await job.getState();
    if (state === 'completed') return { lost: false, outcome: job.returnvalue as MatchOutcome };
    if (state === 'failed') return { lost: false, outcome: { failed: job.failedReason || 'the job failed' } };
    if (state === 'unknown') return { lost: true };
    return { lost: false };
  }

  async collect(requestFor: (m: LadderMatch) => Promise<PlayRequest>): Promise<void> {
    const mine = await this.db
      .selectFrom('matches')
      .select(['id', 'kind', 'seed', 'first_id', 'second_id', 'voids', 'lease_owner', 'pair'])
      .where('status', '=', 'running')
      .where('lease_owner', 'like', `queue:ladder-${this.opts.key}-%`)
      .execute();
    this.onQueue = mine.length;
    for (const m of mine) {
      const { lost, outcome } = await this.outcomeOf(m);
      if (lost) {
        // Redis forgot the job (restarted without its data): the same job again, under the same id.
        await this.play(await requestFor(m));
        this.onQueue--;
      } else if (outcome !== undefined) {
        await this.opts.onOutcome(m, outcome);
        await this.queue.remove(this.jobId(m)).catch(() => 0);
      }
    }
  }

  async stop(): Promise<LadderMatch[]> {
    // Jobs on the queue go on without this server: the next one to start collects them.
    await this.queue.close();
    return [];
  }
}
