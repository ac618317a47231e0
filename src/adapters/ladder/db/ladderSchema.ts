/**
 * The ladder's tables as kysely sees them: one schema for SQLite and PostgreSQL. Times are milliseconds since the
 * epoch; booleans are 0 or 1; blobs hold gzip-compressed bytes addressed by the SHA-256 of what they hold.
 */
import type { Generated } from 'kysely';

/** An author: a name and the hash of their API token (never the token). */
export interface AuthorTable {
  id: Generated<number>;
  name: string;
  token_hash: string;
  created_at: number;
}

/** A bot: a name (unique in the ladder), its author, and the version that plays now (if any). */
export interface BotTable {
  id: Generated<number>;
  author_id: number;
  name: string;
  created_at: number;
}

/** What a submitted version is: being checked, playing, refused, replaced by a newer one, retired, or withdrawn. */
export type VersionStatus = 'checking' | 'active' | 'refused' | 'superseded' | 'retired';

/** One submitted version of a bot, with its rating and tallies. */
export interface VersionTable {
  id: Generated<number>;
  bot_id: number;
  seq: number;
  kind: 'module' | 'process';
  /** The file name as submitted (a module's, or the manifest's inside an archive). */
  file_name: string;
  /** The blob of what was submitted (a module's text, or a process bot's packed folder as JSON). */
  upload_sha256: string;
  /** The hash replays name the bot by (its bundled code, or its manifest), once checked. */
  code_sha256: string | null;
  status: VersionStatus;
  /** Why it was refused or retired, in words for its author. */
  reason: string | null;
  /** What the checks said (problems and warnings), as JSON, for its author. */
  check_report: string | null;
  mu: number;
  sigma: number;
  games: number;
  wins: number;
  losses: number;
  draws: number;
  faults: number;
  /** The number of the last pair it was scheduled in (matchmaking's waiting order); 0 before any. */
  last_pair: number;
  created_at: number;
  checked_at: number | null;
}

/** What a match is for: the ladder's rating, an author's unrated request, or a submission's validation. */
export type MatchKind = 'rated' | 'challenge' | 'validation';

/** Where a match is: waiting, being played (leased), recorded, or given up after every try failed. */
export type MatchStatus = 'queued' | 'running' | 'done' | 'failed';

/** One match between two versions (first seat, second seat). */
export interface MatchTable {
  id: Generated<number>;
  kind: MatchKind;
  status: MatchStatus;
  pair: number;
  seed: number;
  first_id: number;
  second_id: number;
  /** Tries so far that were voided (no bot's fault); at most MAX_ATTEMPTS. */
  voids: number;
  /** Who plays it now: this server's instance id, or 'queue:JOBID'; with the time the lease ends. */
  lease_owner: string | null;
  lease_until: number | null;
  /** The author who asked for it (a challenge). */
  requested_by: number | null;
  created_at: number;
  finished_at: number | null;
  winner: number | null;
  reason: string | null;
  turns: number | null;
  first_errors: number | null;
  second_errors: number | null;
  replay_sha256: string | null;
  /** Why the last try was voided (or why the match failed for good). */
  void_reason: string | null;
}

/** A version's rating after a rated match: the rating chart's points. */
export interface RatingTable {
  id: Generated<number>;
  version_id: number;
  match_id: number;
  mu: number;
  sigma: number;
  faulted: number;
  at: number;
}

/** A bot's log lines of one match: its author's only. */
export interface MatchLogTable {
  match_id: number;
  version_id: number;
  blob_sha256: string;
}

/** Content-addressed bytes (gzip): uploads, replays, logs. */
export interface BlobTable {
  sha256: string;
  size: number;
  gz: Uint8Array;
}

/** The ladder's settings (paused, match rate, secrets), one row each. */
export interface SettingTable {
  key: string;
  value: string;
}

/** Every table of the ladder. */
export interface LadderDatabase {
  authors: AuthorTable;
  bots: BotTable;
  versions: VersionTable;
  matches: MatchTable;
  ratings: RatingTable;
  match_logs: MatchLogTable;
  blobs: BlobTable;
  settings: SettingTable;
}
