/** The random streams of one match, all forked from its seed: the engine's, and a seed for each bot. */
import { createRng, type Rng } from '../../core/rng.js';

/** The engine's stream (Eat's stolen stats) and the seeds handed to the two bots at setup. */
export interface MatchStreams {
  engine: Rng;
  botSeeds: [number, number];
}

/** Forks a match seed into its streams; the same seed always gives the same streams. */
export function matchStreams(seed: number): MatchStreams {
  const master = createRng(seed);
  return { engine: master.fork(0), botSeeds: [master.fork(1).nextU32(), master.fork(2).nextU32()] };
}
