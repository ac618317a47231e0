/** Whoever plays the ladder's matches: this server (local child processes) or `fray worker`s on the queue. */
import type { MatchOutcome } from '../summoner/tournamentMatch.js';
import type { LadderMatch } from './matchStore.js';
import type { LadderMatchSetup } from './playLadderMatch.js';
import type { ReadyVersion } from './versionBots.js';

/** A match to play: the leased match, its two versions ready, and its setup. */
export interface PlayRequest {
  match: LadderMatch;
  seats: [ReadyVersion, ReadyVersion];
  setup: LadderMatchSetup;
}

/** What the scheduler does with a finished match (check it, then record or void it). */
export type OnOutcome = (m: LadderMatch, outcome: MatchOutcome) => Promise<void>;

/** The two places matches are played, behind one face. */
export interface MatchPlayer {
  /**
   * Whether its results are re-run before they are recorded: those of queue workers (anyone who can reach Redis could
   * send one), not those of this server's own match processes.
   */
  readonly rerunsResults: boolean;
  /** How many more matches to lease now. */
  free(): number;
  /** The lease owner a match gets when it is leased to this player. */
  owner(m: Pick<LadderMatch, 'id' | 'voids'>): string;
  /** Whether a lease owner is this player, alive (a local lease of an earlier server life is not). */
  isLive(owner: string): boolean;
  /** The matches it is playing itself now, whose leases the scheduler extends (the queue's leases are the queue's). */
  playing?(): LadderMatch[];
  /** Starts playing a leased match; its outcome goes to the OnOutcome the player was made with. */
  play(r: PlayRequest): Promise<void>;
  /** Looks for finished matches (the queue's); `requestFor` rebuilds a request to put a lost job back. */
  collect(requestFor: (m: LadderMatch) => Promise<PlayRequest>): Promise<void>;
  /** Stops: running matches finish within `graceMs`, and the ones still running are handed back (returned). */
  stop(graceMs: number): Promise<LadderMatch[]>;
}
