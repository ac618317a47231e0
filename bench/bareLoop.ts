/** The floor in-process loops are measured against: a bare loop of fray's PRNG, which a loaded machine slows alike. */
import { createRng } from '../src/core/rng.js';

/** Words per second of a bare loop drawing `words` words of the PRNG (`nextU32`), after a warm-up. */
export function bareLoop(words: number): number {
  const rng = createRng(1);
  let x = 0;
  for (let i = 0; i < 1e5; i++) x ^= rng.nextU32();
  const t0 = process.hrtime.bigint();
  for (let i = 0; i < words; i++) x ^= rng.nextU32();
  const ms = Number(process.hrtime.bigint() - t0) / 1e6;
  if (x === 0.5) throw new Error('unreachable: keeps x alive');
  return words / (ms / 1000);
}
