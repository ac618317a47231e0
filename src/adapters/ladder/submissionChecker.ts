/**
 * Checks waiting submissions one at a time, round-robin by author (nextCheck), and records each verdict. What is
 * waiting lives in the database (versions in 'checking'), so a server killed during a check checks it again when it
 * starts (the round-robin starts afresh then).
 */
import type { Kysely } from 'kysely';
import type { LadderDatabase } from './db/ladderSchema.js';
import { nextCheck } from '../../ladder/nextCheck.js';
import { checkVersion, type CheckSetup } from './checkVersion.js';
import { activateVersion, refuseVersion } from './submissions.js';

/** The checker's loop: `poke` starts a round at once (a submission just came in). */
export class SubmissionChecker {
  private running: Promise<void> | undefined;
  private timer: NodeJS.Timeout | undefined;
  private stopped = false;
  private readonly abort = new AbortController();
  /** Per author, the number of the check of theirs started last (for the round-robin). */
  private readonly lastChecked = new Map<number, number>();
  private checks = 0;

  constructor(
    private readonly db: Kysely<LadderDatabase>,
    private readonly setup: CheckSetup,
    private readonly opts: { log: (line: string) => void; now: () => number; everyMs: number; onChange?: () => void },
  ) {}

  /** Checks every waiting version, then looks again after `everyMs`. */
  start(): void {
    this.poke();
  }

  /** Starts a round now, unless one is running. */
  poke(): void {
    if (this.stopped || this.running !== undefined) return;
    clearTimeout(this.timer);
    this.running = this.round()
      .catch((e: unknown) => this.opts.log(`checker: ${(e as Error).message}`))
      .finally(() => {
        this.running = undefined;
        if (!this.stopped) this.timer = setTimeout(() => this.poke(), this.opts.everyMs);
      });
  }

  /** The waiting version to check next: round-robin by author, each author's oldest first. */
  private async next() {
    const waiting = await this.db
      .selectFrom('versions')
      .innerJoin('bots', 'bots.id', 'versions.bot_id')
      .select(['versions.id', 'versions.seq', 'bots.name', 'bots.author_id'])
      .where('versions.status', '=', 'checking')
      .execute();
    const id = nextCheck(
      waiting.map((v) => ({ id: v.id, authorId: v.author_id })),
      this.lastChecked,
    );
    return waiting.find((v) => v.id === id);
  }

  /** Checks waiting versions until none is left. */
  private async round(): Promise<void> {
    while (!this.stopped) {
      const next = await this.next();
      if (next === undefined) return;
      this.lastChecked.set(next.author_id, ++this.checks);
      const verdict = await checkVersion(this.db, next.id, this.setup, this.abort.signal);
      if ('stopped' in verdict) return;
      const now = this.opts.now();
      if (verdict.ok)
        await activateVersion(this.db, { id: next.id, codeSha256: verdict.codeSha256, report: verdict.report }, now);
      else await refuseVersion(this.db, { id: next.id, reason: verdict.reason, report: verdict.report }, now);
      this.opts.onChange?.();
      this.opts.log(
        `${next.name} v${next.seq}: ${verdict.ok ? 'accepted' : `refused: ${verdict.reason.split('\n')[0]}`}`,
      );
    }
  }

  /** Stops, cutting short the check in progress (it is done again at the next start). */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    this.abort.abort();
    await this.running;
  }
}
