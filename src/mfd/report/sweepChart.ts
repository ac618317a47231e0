/** A sweep's chart as SVG text: the heroes' win rate against the varied number (the HTML report and the studio draw it). */
import type { SweepResult } from '../sweep/sweepResult.js';
import { svgLineChart, type LineSeries } from '../../report/svgLineChart.js';

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

/** The chart of `result`; `id` keeps its element ids apart from others in the same page. */
export function sweepChart(result: SweepResult, id = 'sweep'): string {
  const first = result.variables[0];
  return svgLineChart({
    title:
      result.variables.length > 1
        ? "Heroes' win rate, one line per value of the second variable"
        : "Win rates with the heroes' 95% interval",
    xLabel: first?.label ?? '',
    yLabel: 'win rate (%)',
    id,
    series: series(result),
  });
}
