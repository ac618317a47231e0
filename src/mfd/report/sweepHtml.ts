/** A sweep as a self-contained HTML page: the heroes' win rate against the varied number, with its interval, and the table. */
import type { SweepResult } from '../sweep/sweepResult.js';
import { htmlReport } from '../../report/htmlReport.js';
import { escapeHtml } from '../../report/escapeHtml.js';
import { htmlTable } from '../../report/htmlTable.js';
import { svgLineChart, type LineSeries } from '../../report/svgLineChart.js';
import { sweepRows, sweepSummary } from './sweepText.js';

/**
 * One line per value of the second variable (one line in all with a single variable): the heroes' win rate in
 * per cent against the first variable. With one variable, the 95% interval's ends are drawn as two more lines.
 */
function series(result: SweepResult): LineSeries[] {
  const [first, second] = result.variables;
  if (first === undefined) return [];
  const percent = (x: number) => Math.round(x * 1e6) / 1e4;
  if (second === undefined) {
    const line = (name: string, y: (p: SweepResult['points'][number]) => number): LineSeries => ({
      name,
      points: result.points.map((p) => [p.values[0]!, percent(y(p))]),
    });
    return [
      line('heroes win', (p) => p.outcomes.heroes.rate),
      line('95% interval, low', (p) => p.outcomes.heroes.ci95[0]),
      line('95% interval, high', (p) => p.outcomes.heroes.ci95[1]),
      line('villains win', (p) => p.outcomes.villains.rate),
    ];
  }
  return second.values.map((v) => ({
    name: `${second.label} = ${v}`,
    points: result.points
      .filter((p) => p.values[1] === v)
      .map((p) => [p.values[0]!, percent(p.outcomes.heroes.rate)] as [number, number]),
  }));
}

/** The page: the chart, a line on what was run, and the table of every point. */
export function renderSweepHtml(result: SweepResult, title: string): string {
  const first = result.variables[0];
  const chart = svgLineChart({
    title:
      result.variables.length > 1
        ? "Heroes' win rate, one line per value of the second variable"
        : "Win rates with the heroes' 95% interval",
    xLabel: first?.label ?? '',
    yLabel: 'win rate (%)',
    id: 'sweep',
    series: series(result),
  });
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
