/** Samples one chunk of battles with the same rules as a single fight, and adds them up. */
import { createRng } from '../../core/rng.js';
import type { SideIndex, Teams } from '../model.js';
import { runBattle } from '../runBattle.js';
import { emptySummary, OUTCOME_INDEX, type ChunkSummary } from './chunkSummary.js';

/** Options of the sampled battles. */
export interface ChunkOptions {
  /** The round limit (-m); without it battles stop at the safety cap. */
  maxRounds?: number;
}

/**
 * Fights `runs` battles with the Rng `createRng(seed).fork(chunkIndex)`, one after another on that stream, and
 * returns their totals. Pure: the same arguments always give the same summary, on any thread.
 */
export function runChunk(teams: Teams, seed: number, chunkIndex: number, runs: number, options: ChunkOptions = {}): ChunkSummary {
  const rng = createRng(seed).fork(chunkIndex);
  const sum = emptySummary(teams);
  const dealt = sum.dealt, taken = sum.taken;
  const onAttack = (side: SideIndex, attacker: number, defender: number, damage: number): void => {
    dealt[side][attacker]! += damage;
    taken[side === 0 ? 1 : 0][defender]! += damage;
  };
  for (let i = 0; i < runs; i++) {
    const r = runBattle(teams, rng, { maxRounds: options.maxRounds, record: false, onAttack });
    sum.runs++;
    sum.outcomes[OUTCOME_INDEX[r.winner]]++;
    sum.rounds[r.rounds] = (sum.rounds[r.rounds] ?? 0) + 1;
    for (const s of [0, 1] as const) {
      const hp = r.final.hp[s];
      for (let f = 0; f < hp.length; f++) {
        if (hp[f]! > 0) {
          sum.survived[s][f]!++;
          sum.survivors[s]++;
        }
      }
    }
  }
  // Fill holes so the array survives cloning and JSON as plain numbers.
  for (let r = 0; r < sum.rounds.length; r++) sum.rounds[r] ??= 0;
  return sum;
}
