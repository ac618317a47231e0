/** The ladder's matches played by this server, on a pool of sandboxed match processes (playLadderMatch). */
import { randomUUID } from 'node:crypto';
import { TaskReleased } from '../queue/threadSlots.js';
import type { MatchPlayer, OnOutcome, PlayRequest } from './matchPlayer.js';
import type { LadderMatch } from './matchStore.js';
import { playLadderMatch, type MatchHost } from './playLadderMatch.js';

/** A running match: its abort switch and when it settles. */
interface Running {
  match: LadderMatch;
  abort: AbortController;
  settled: Promise<void>;
}

/** Plays up to `concurrency` matches at once on `host`. */
export class LocalPlayer implements MatchPlayer {
  readonly rerunsResults = false;
  private readonly instance = `local:${randomUUID()}`;
  private readonly running = new Map<number, Running>();

  constructor(
    private readonly host: MatchHost,
    private readonly concurrency: number,
    private readonly onOutcome: OnOutcome,
  ) {}

  free(): number {
    return this.concurrency - this.running.size;
  }

  owner(): string {
    return this.instance;
  }

  isLive(owner: string): boolean {
    return owner === this.instance;
  }

  playing(): LadderMatch[] {
    return [...this.running.values()].map((x) => x.match);
  }

  play(r: PlayRequest): Promise<void> {
    // Never a second run of a match still running here (its lease is extended while it runs; this is a guard).
    if (this.running.has(r.match.id)) return Promise.resolve();
    const abort = new AbortController();
    const entrants = [r.seats[0].entrant, r.seats[1].entrant] as const;
    const settled = playLadderMatch(this.host, [...entrants], r.setup, abort.signal).then(
      (outcome) => this.onOutcome(r.match, outcome),
      (e: unknown) => {
        if (!(e instanceof TaskReleased)) throw e;
      },
    );
    const entry: Running = { match: r.match, abort, settled: Promise.resolve() };
    entry.settled = settled.finally(() => {
      if (this.running.get(r.match.id) === entry) this.running.delete(r.match.id);
    });
    this.running.set(r.match.id, entry);
    return Promise.resolve();
  }

  collect(): Promise<void> {
    return Promise.resolve();
  }

  async stop(graceMs: number): Promise<LadderMatch[]> {
    const all = [...this.running.values()];
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<void>((r) => (timer = setTimeout(r, graceMs)));
    await Promise.race([Promise.allSettled(all.map((x) => x.settled)), late]);
    clearTimeout(timer);
    const left = [...this.running.values()];
    for (const x of left) x.abort.abort();
    await Promise.allSettled(left.map((x) => x.settled));
    await this.host.slots.close();
    return left.map((x) => x.match);
  }
}
