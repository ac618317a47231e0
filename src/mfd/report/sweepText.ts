/** A sweep as terminal text: one row per point, with each outcome's rate and the heroes' and villains' 95% intervals. */
import { SAFETY_ROUND_CAP } from '../constants.js';
import type { SweepResult } from '../sweep/sweepResult.js';
import { textTable } from '../../report/textTable.js';
import { pct } from './oddsText.js';

/** The table's header and rows (shared with the HTML report). */
export function sweepRows(result: SweepResult): { headers: string[]; rows: string[][] } {
  const headers = [
    ...result.variables.map((v) => v.label),
    'Battles',
    'Heroes win',
    '95% interval',
    'Villains win',
    '95% interval',
    'Draw',
    'None',
    'Mean rounds',
  ];
  const rows = result.points.map((p) => {
    const o = p.outcomes;
    return [
      ...p.values.map(String),
      String(p.runs),
      pct(o.heroes.rate),
      `${pct(o.heroes.ci95[0])} to ${pct(o.heroes.ci95[1])}`,
      pct(o.villains.rate),
      `${pct(o.villains.ci95[0])} to ${pct(o.villains.ci95[1])}`,
      pct(o.draw.rate),
      pct(o.none.rate),
      p.meanRounds.toFixed(2),
    ];
  });
  return { headers, rows };
}

/** One line saying what was swept, with how many battles and which seed. */
export function sweepSummary(result: SweepResult): string {
  const vars = result.variables
    .map((v) => `${v.side} ${v.label} (${v.values.length} value${v.values.length === 1 ? '' : 's'})`)
    .join(' by ');
  const limit =
    result.maxRounds === null
      ? `no round limit (safety cap ${SAFETY_ROUND_CAP})`
      : `at most ${result.maxRounds} round${result.maxRounds === 1 ? '' : 's'}`;
  return `Sweep of ${vars}: ${result.points.length} point${result.points.length === 1 ? '' : 's'}, ${result.runsPerPoint} battles each, ${limit}`;
}

/** The whole text report. */
export function renderSweepText(result: SweepResult): string {
  const out: string[] = [];
  if (result.partial)
    out.push('PARTIAL RESULT: some points have fewer battles than asked; their figures cover only those.', '');
  out.push(
    `Seed: ${result.seed}  (every point fights with the same dice; repeat with --seed ${result.seed})`,
    sweepSummary(result),
    '',
  );
  const { headers, rows } = sweepRows(result);
  out.push(
    textTable(
      headers,
      rows,
      headers.map(() => 'r'),
    ),
  );
  if (result.partial) out.push('PARTIAL RESULT (see the top).');
  return out.join('\n');
}
