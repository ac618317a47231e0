/** Run keys and job ids: the same command with the same inputs finds the same jobs, so a restarted coordinator resumes. */
import { createHash } from 'node:crypto';
import pkg from '../../../package.json' with { type: 'json' };

/** The fray version, part of every key: another version may compute another answer. */
export const FRAY_VERSION: string = pkg.version;

/** The kinds of run a coordinator puts on the queue. */
export type RunKind = 'odds' | 'sweep' | 'tournament';

/**
 * A run's key: its kind and the first 128 bits of the SHA-256 of everything that decides its answer (`identity`,
 * built by the pure *RunIdentity functions) and fray's version.
 */
export function runKey(kind: RunKind, identity: unknown): string {
  const hash = createHash('sha256')
    .update(JSON.stringify([FRAY_VERSION, kind, identity]))
    .digest('hex')
    .slice(0, 32);
  return `${kind}-${hash}`;
}

/** The id of job `index` of a run: `runKey-index` (BullMQ refuses ':' in an id). */
export function jobId(key: string, index: number): string {
  return `${key}-${index}`;
}
