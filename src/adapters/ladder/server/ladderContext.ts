/** What the ladder's HTTP routes share: the database, the secrets and settings they read, and what they may start. */
import type { StatusFigures } from '../../../ladder/statusText.js';
import type { LadderDb } from '../db/openLadderDb.js';

/** The built viewer of `fray view` (web/dist), served to match pages. */
export interface ViewerAssets {
  js: string;
  css: string;
}

/** The status `fray ladder status` and /api/status tell. */
export type LadderStatus = StatusFigures;

/** Bounds on what one author or address may do. */
export interface LadderQuotas {
  submissionsPerHour: number;
  challengesPerHour: number;
  /** Requests per minute from one address, on every route. */
  requestsPerMinute: number;
}

/** The routes' shared context. */
export interface LadderContext {
  ladder: LadderDb;
  /** Whether anyone may register as an author. */
  registration: boolean;
  viewer: ViewerAssets | undefined;
  quotas: LadderQuotas;
  /** Only these host names are answered (a page elsewhere cannot reach a loopback server through its own name). */
  hosts: readonly string[] | undefined;
  /** Called when a submission is stored, so the checker starts at once. */
  onSubmitted: () => void;
  status: () => Promise<LadderStatus>;
  /** The ladder's master seed (challenges' seeds are forked from it). */
  seed: number;
  now: () => number;
  /** Moves whenever something the public pages show changed here (what is cached is read again then). */
  version: () => number;
  /** The public key that signs every published replay: its fingerprint (what a replay names) and SPKI PEM text. */
  replayKey: { fingerprint: string; publicPem: string };
}
