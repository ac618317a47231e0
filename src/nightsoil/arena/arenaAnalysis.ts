/** Everything the arena's reports show, computed once from a run: survival and growth per build, risk-free loops, fighting at range. */
import type { ArenaRun } from './arena.js';
import { findRiskFreeLoops, type RiskFreeReport } from './riskFree.js';
import { buildCombat, buildSeries, type BuildCombat, type BuildSeries } from './summary.js';

/** A run with its analyses. */
export interface ArenaAnalysis {
  run: ArenaRun;
  series: BuildSeries[];
  riskFree: RiskFreeReport;
  combat: BuildCombat[];
}

/** The analyses of a run, as the text, JSON and HTML reports take them. */
export function arenaAnalysis(run: ArenaRun): ArenaAnalysis {
  return { run, series: buildSeries(run), riskFree: findRiskFreeLoops(run), combat: buildCombat(run) };
}
