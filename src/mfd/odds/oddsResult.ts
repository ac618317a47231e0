/** The odds of a battle as one document: outcome rates with intervals, rounds, per-fighter figures. */
import { summarizeCounts } from '../../core/stats/countStats.js';
import { histogramOfCounts } from '../../core/stats/histogram.js';
import { wilson } from '../../core/stats/wilson.js';
import { SIDES, type SideName, type Teams } from '../model.js';
import type { Winner } from '../winner.js';
import { OUTCOME_INDEX, OUTCOMES, type ChunkSummary } from './chunkSummary.js';
import type { ExactDuel } from './exactDuel.js';

/**
 * One outcome's sampled count, its rate and the rate's 95% Wilson interval.
 * @category Odds
 */
export interface OutcomeRate {
  /** Battles that ended so. */
  count: number;
  /** Their share of the battles fought. */
  rate: number;
  /** The share's 95% Wilson interval [lo, hi]. */
  ci95: [number, number];
}

/**
 * One fighter's sampled figures: share of battles survived, mean damage dealt and taken per battle.
 * @category Odds
 */
export interface FighterOdds {
  /** The fighter's side. */
  side: SideName;
  /** The fighter's name. */
  name: string;
  /** The share of battles it ended standing. */
  survival: number;
  /** Damage it dealt, on average per battle. */
  meanDamageDealt: number;
  /** Damage it took, on average per battle. */
  meanDamageTaken: number;
}

/**
 * What `fray mfd odds --json` prints.
 * @category Odds
 */
export interface OddsResult {
  /** The master seed. */
  seed: number;
  /** Battles fought. */
  runs: number;
  /** Runs asked for; more than `runs` only when the sampling was stopped (then `partial` is true). */
  requestedRuns: number;
  /** True when the sampling was stopped before all runs were fought. */
  partial: boolean;
  /** The round limit (-m), or null for the safety cap. */
  maxRounds: number | null;
  /** Each outcome's count, rate and interval. */
  outcomes: Record<Winner, OutcomeRate>;
  /** How long the battles lasted: mean, standard deviation, median, 90th percentile and a histogram. */
  rounds: { mean: number; sd: number; median: number; p90: number; histogram: { rounds: number; count: number }[] };
  /** Each fighter's survival and damage, heroes first. */
  fighters: FighterOdds[];
  /** Fighters of each side standing at the end, on average. */
  expectedSurvivors: { heroes: number; villains: number };
  /** The exact 1 v 1 odds (only with --exact). */
  exact?: ExactDuel;
}

/** Metadata of a sampling run that the summary itself does not hold. */
export interface OddsMeta {
  seed: number;
  requestedRuns: number;
  partial: boolean;
  maxRounds?: number;
  exact?: ExactDuel;
}

/** Turns merged chunk totals into the odds document; with no runs, rates are 0 and intervals [0, 1]. */
export function oddsResult(teams: Teams, sum: ChunkSummary, meta: OddsMeta): OddsResult {
  const n = sum.runs;
  const per = (x: number) => (n > 0 ? x / n : 0);
  const outcomes = {} as Record<Winner, OutcomeRate>;
  OUTCOMES.forEach((o) => {
    const count = sum.outcomes[OUTCOME_INDEX[o]];
    outcomes[o] = { count, rate: per(count), ci95: wilson(count, n) };
  });
  const r = summarizeCounts(sum.rounds);
  const nanToZero = (x: number) => (Number.isNaN(x) ? 0 : x);
  const fighters: FighterOdds[] = [];
  for (const s of [0, 1] as const) {
    teams[s].fighters.forEach((f, i) => {
      fighters.push({
        side: SIDES[s]!,
        name: f.name,
        survival: per(sum.survived[s][i]!),
        meanDamageDealt: per(sum.dealt[s][i]!),
        meanDamageTaken: per(sum.taken[s][i]!),
      });
    });
  }
  const result: OddsResult = {
    seed: meta.seed,
    runs: n,
    requestedRuns: meta.requestedRuns,
    partial: meta.partial,
    maxRounds: meta.maxRounds ?? null,
    outcomes,
    rounds: {
      mean: nanToZero(r.mean),
      sd: nanToZero(r.sd),
      median: nanToZero(r.median),
      p90: nanToZero(r.p90),
      histogram: histogramOfCounts(sum.rounds).map((b) => ({ rounds: b.from, count: b.count })),
    },
    fighters,
    expectedSurvivors: { heroes: per(sum.survivors[0]), villains: per(sum.survivors[1]) },
  };
  if (meta.exact) result.exact = meta.exact;
  return result;
}
