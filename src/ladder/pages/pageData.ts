/** The plain data the ladder's pages and JSON API show: read from the database by the adapters, rendered here. */

/** One line of the leaderboard. */
export interface LeaderboardRow {
  rank: number;
  bot: string;
  author: string;
  seq: number;
  mu: number;
  sigma: number;
  score: number;
  games: number;
  wins: number;
  losses: number;
  draws: number;
  faults: number;
}

/** One version of a bot. `reason` is shown to its author only. */
export interface VersionRow {
  id: number;
  seq: number;
  kind: string;
  status: string;
  reason: string | null;
  code_sha256: string | null;
  mu: number;
  sigma: number;
  games: number;
  wins: number;
  losses: number;
  draws: number;
  faults: number;
  created_at: number;
}

/** A match as lists show it. */
export interface MatchRow {
  id: number;
  kind: string;
  status: string;
  winner: number | null;
  reason: string | null;
  turns: number | null;
  finished_at: number | null;
  first_errors: number | null;
  second_errors: number | null;
  void_reason: string | null;
  voids: number;
  first_bot: string;
  first_seq: number;
  first_version: number;
  second_bot: string;
  second_seq: number;
  second_version: number;
}

/** Results against one opponent bot. */
export interface HeadToHead {
  opponent: string;
  wins: number;
  losses: number;
  draws: number;
}

/** A bot's page. */
export interface BotView {
  bot: string;
  author: string;
  authorId: number;
  versions: VersionRow[];
  /** Every rating after a rated game, oldest first. */
  history: { version_id: number; mu: number; sigma: number }[];
  games: MatchRow[];
  headToHead: HeadToHead[];
}

/** A match's page: its row plus the hashes that identify what was played. */
export interface MatchView extends MatchRow {
  replay_sha256: string | null;
  seed: number;
  first_sha256: string | null;
  second_sha256: string | null;
  first_author: number;
  second_author: number;
}

/** Who is looking at a page: an author signed in (with the form token their forms must carry), or nobody. */
export interface Viewer {
  author?: { id: number; name: string };
  csrf: string;
  /** Whether anyone may register as an author. */
  registration: boolean;
}
