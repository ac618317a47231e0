/** A sweep as one document: for each point (a value of each variable), the outcome rates with Wilson intervals. */
import { microsToNumber } from '../../core/decimal.js';
import { SIDES, type SideName, type Teams } from '../model.js';
import type { ChunkSummary } from '../odds/chunkSummary.js';
import { oddsResult, type OutcomeRate } from '../odds/oddsResult.js';
import type { Winner } from '../winner.js';
import type { Vary } from './parseVary.js';

/** A variable as the document lists it. */
export interface SweepVariable {
  label: string;
  side: SideName;
  fighter: string;
  column: string;
  buff?: string;
  values: number[];
}

/** One point: the variables' values (in the variables' order), battles fought, outcome rates, mean rounds. */
export interface SweepPoint {
  values: number[];
  runs: number;
  outcomes: Record<Winner, OutcomeRate>;
  meanRounds: number;
}

/** What `fray mfd sweep --json` prints. */
export interface SweepResult {
  seed: number;
  /** Battles asked for at each point. */
  runsPerPoint: number;
  /** True when some point has fewer battles than asked (stopped, or a job failed). */
  partial: boolean;
  maxRounds: number | null;
  variables: SweepVariable[];
  points: SweepPoint[];
}

/** One point's input: its values (millionths), its teams and the merged totals of its battles. */
export interface SweepPointInput {
  values: readonly number[];
  teams: Teams;
  summary: ChunkSummary;
}

/** Builds the document; each point's rates come from oddsResult, so they match `fray mfd odds` on that point's teams. */
export function sweepResult(
  meta: { seed: number; runsPerPoint: number; maxRounds?: number },
  vars: readonly Vary[],
  points: readonly SweepPointInput[],
): SweepResult {
  const out = points.map((p): SweepPoint => {
    const odds = oddsResult(p.teams, p.summary, {
      seed: meta.seed,
      requestedRuns: meta.runsPerPoint,
      partial: p.summary.runs < meta.runsPerPoint,
      maxRounds: meta.maxRounds,
    });
    return {
      values: p.values.map(microsToNumber),
      runs: odds.runs,
      outcomes: odds.outcomes,
      meanRounds: odds.rounds.mean,
    };
  });
  return {
    seed: meta.seed,
    runsPerPoint: meta.runsPerPoint,
    partial: out.some((p) => p.runs < meta.runsPerPoint),
    maxRounds: meta.maxRounds ?? null,
    variables: vars.map((v) => ({
      label: v.label,
      side: SIDES[v.side]!,
      fighter: v.fighter,
      column: v.column,
      ...(v.buff === undefined ? {} : { buff: v.buff }),
      values: v.values.map(microsToNumber),
    })),
    points: out,
  };
}
