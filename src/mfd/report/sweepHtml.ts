/** A sweep as a self-contained HTML page: the heroes' win rate against the varied number, with its interval, and the table. */
import type { SweepResult } from '../sweep/sweepResult.js';
import { htmlReport } from '../../report/htmlReport.js';
import { escapeHtml } from '../../report/escapeHtml.js';
import { htmlTable } from '../../report/htmlTable.js';
import { sweepChart } from './sweepChart.js';
import { sweepRows, sweepSummary } from './sweepText.js';

/** The page: the chart, a line on what was run, and the table of every point. */
export function renderSweepHtml(result: SweepResult, title: string): string {
  const chart = sweepChart(result);
  const { headers, rows } = sweepRows(result);
  const note = result.partial ? 'PARTIAL RESULT: some points have fewer battles than asked. ' : '';
  const summary = `<p>${escapeHtml(`${note}${sweepSummary(result)}; seed ${result.seed}, the same dice at every point.`)}</p>`;
  return htmlReport({
    title: result.partial ? `${title} (partial)` : title,
    sections: [
      { heading: 'Win rate', html: `${summary}\n${chart}` },
      { heading: 'Every point', html: htmlTable(headers, rows) },
    ],
  });
}
