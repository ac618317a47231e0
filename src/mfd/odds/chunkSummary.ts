/** What a chunk of sampled battles adds up to: whole-number counts and sums only, so merging is exact addition. */
import type { Teams } from '../model.js';
import type { Winner } from '../winner.js';

/** The outcomes in the order used everywhere (arrays, tables, JSON). */
export const OUTCOMES: readonly Winner[] = ['heroes', 'villains', 'draw', 'none'];

/** Position of each outcome in OUTCOMES (and in ChunkSummary.outcomes). */
export const OUTCOME_INDEX: Readonly<Record<Winner, 0 | 1 | 2 | 3>> = { heroes: 0, villains: 1, draw: 2, none: 3 };

/** Totals over some battles; per-fighter arrays are [heroes, villains] in file order. Plain data (goes between threads). */
export interface ChunkSummary {
  runs: number;
  /** Battles per outcome, in OUTCOMES order. */
  outcomes: [number, number, number, number];
  /** rounds[r] = battles that lasted r rounds. */
  rounds: number[];
  /** Battles each fighter ended alive (HP > 0). */
  survived: [number[], number[]];
  /** Damage each fighter dealt and took, summed over the battles (max(0, hits − blocks) of each rolled attack). */
  dealt: [number[], number[]];
  taken: [number[], number[]];
  /** Survivors per side, summed over the battles. */
  survivors: [number, number];
}

/** A summary of no battles for these teams. */
export function emptySummary(teams: Teams): ChunkSummary {
  const zeros = (side: 0 | 1) => new Array<number>(teams[side].fighters.length).fill(0);
  return {
    runs: 0,
    outcomes: [0, 0, 0, 0],
    rounds: [],
    survived: [zeros(0), zeros(1)],
    dealt: [zeros(0), zeros(1)],
    taken: [zeros(0), zeros(1)],
    survivors: [0, 0],
  };
}

/** Adds `b` into `a` in place and returns `a`; both must be for the same teams. */
export function mergeSummary(a: ChunkSummary, b: ChunkSummary): ChunkSummary {
  a.runs += b.runs;
  for (const i of [0, 1, 2, 3] as const) a.outcomes[i] += b.outcomes[i];
  for (let r = 0; r < b.rounds.length; r++) a.rounds[r] = (a.rounds[r] ?? 0) + (b.rounds[r] ?? 0);
  for (const s of [0, 1] as const) {
    addInto(a.survived[s], b.survived[s]);
    addInto(a.dealt[s], b.dealt[s]);
    addInto(a.taken[s], b.taken[s]);
    a.survivors[s] += b.survivors[s];
  }
  return a;
}

function addInto(a: number[], b: readonly number[]): void {
  for (let i = 0; i < b.length; i++) a[i] = (a[i] ?? 0) + b[i]!;
}

/** Merges summaries in the order given (chunk order) into a fresh one. */
export function mergeAll(teams: Teams, parts: readonly ChunkSummary[]): ChunkSummary {
  const total = emptySummary(teams);
  for (const p of parts) mergeSummary(total, p);
  return total;
}
