/** Samples one chunk of battles with the same rules as a single fight, and adds them up. */
import { createRng } from '../../core/rng.js';
import { engineFor } from '../battleEngine.js';
import { SAFETY_ROUND_CAP } from '../constants.js';
import type { Teams } from '../model.js';
import { emptySummary, OUTCOME_INDEX, type ChunkSummary } from './chunkSummary.js';
import type { Side } from '../../core/side.js';

/** Options of the sampled battles. */
export interface ChunkOptions {
  /** The round limit (-m); without it battles stop at the safety cap. */
  maxRounds?: number;
}

/**
 * Fights `runs` battles with the Rng `createRng(seed).fork(chunkIndex)`, one after another on that stream, and
 * returns their totals. Pure: the same arguments always give the same summary, on any thread.
 */
export function runChunk(
  teams: Teams,
  seed: number,
  chunkIndex: number,
  runs: number,
  options: ChunkOptions = {},
): ChunkSummary {
  const rng = createRng(seed).fork(chunkIndex);
  const sum = emptySummary(teams);
  const dealt = sum.dealt,
    taken = sum.taken;
  const onAttack = (side: Side, attacker: number, defender: number, damage: number): void => {
    dealt[side][attacker]! += damage;
    taken[side === 0 ? 1 : 0][defender]! += damage;
  };
  // runBattle without its allocations: one engine and one pair of HP arrays, reset for every battle of the chunk.
  const engine = engineFor(teams);
  const startHp = [teams[0].fighters.map((f) => f.startHp), teams[1].fighters.map((f) => f.startHp)] as const;
  const hpNow: [number[], number[]] = [startHp[0].slice(), startHp[1].slice()];
  const limit = options.maxRounds ?? SAFETY_ROUND_CAP;
  for (let i = 0; i < runs; i++) {
    for (const s of [0, 1] as const) for (let f = 0; f < startHp[s].length; f++) hpNow[s][f] = startHp[s][f]!;
    const r = engine.fight(hpNow, 0, limit, rng, onAttack);
    sum.runs++;
    sum.outcomes[OUTCOME_INDEX[r.winner]]++;
    sum.rounds[r.rounds] = (sum.rounds[r.rounds] ?? 0) + 1;
    for (const s of [0, 1] as const) {
      const hp = hpNow[s];
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
