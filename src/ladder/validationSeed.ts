/**
 * A validation match's seed: drawn from the ladder's master seed like every other match's (a stream of its own,
 * forked by the version's id), so nothing in it tells a bot that it is being validated rather than rated.
 */
import { createRng } from '../core/rng.js';

/** Validation seeds are forked from this index on, apart from rated pairs' and challenges' streams. */
const VALIDATION_STREAMS = 0x20000000;

/** The seed of version `versionId`'s validation match on the ladder of master seed `ladderSeed`. */
export function validationSeed(ladderSeed: number, versionId: number): number {
  return createRng(ladderSeed)
    .fork(VALIDATION_STREAMS + versionId)
    .nextU32();
}
