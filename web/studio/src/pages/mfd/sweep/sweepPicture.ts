/**
 * A sweep as a picture: each outcome's rate against the varied number, its 95% interval shaded around it (heroes'
 * and villains' wins, draws, and undecided battles when there are any); with two numbers varied, the heroes' win rate
 * with one band per value of the second. A few sentences say what it shows; a table gives the same numbers, and the CLI's text and JSON are folded away.
 */
import { renderSweepText } from '../../../../../../src/mfd/report/sweepText.js';
import { type SweepResult } from '../../../../../../src/mfd/sweep/sweepResult.js';
import { h } from '../../../../../src/dom.js';
import { bandChart, type BandSeries } from '../../../kit/charts/bandChart.js';
import { percent, percentRange } from '../../../kit/charts/percent.js';
import { jsonDetails } from '../resultParts.js';
import { OUTCOME_NAMES } from '../odds/outcomeWords.js';
import { sweepSummary } from './sweepSummary.js';

type Point = SweepResult['points'][number];
type Outcome = keyof Point['outcomes'];

function line(name: string, points: readonly Point[], o: Outcome): BandSeries {
  return {
    name,
    points: points.map((p) => {
      const r = p.outcomes[o];
      return { x: p.values[0] as number, y: r.rate, lo: r.ci95[0], hi: r.ci95[1] };
    }),
  };
}

function series(result: SweepResult): BandSeries[] {
  const [, second] = result.variables;
  if (second !== undefined)
    return second.values.map((v) =>
      line(
        `heroes win, ${second.label} = ${v}`,
        result.points.filter((p) => p.values[1] === v),
        'heroes',
      ),
    );
  const shown: Outcome[] = ['heroes', 'villains', 'draw'];
  if (result.points.some((p) => p.outcomes.none.count > 0)) shown.push('none');
  return shown.map((o) => line(OUTCOME_NAMES[o], result.points, o));
}

function table(result: SweepResult): HTMLElement {
  const outcomes: Outcome[] = ['heroes', 'villains', 'draw', 'none'];
  const cell = (p: Point, o: Outcome) =>
    h(
      'td',
      {},
      percent(p.outcomes[o].rate),
      h('span', { class: 'rate-range' }, ` (${percentRange(...p.outcomes[o].ci95)})`),
    );
  return h(
    'div',
    { class: 'table-wrap', tabindex: 0, role: 'region', 'aria-label': 'The sweep as a table' },
    h(
      'table',
      { class: 'sweep-table' },
      h('caption', {}, 'Each value tried, with 95% intervals'),
      h(
        'thead',
        {},
        h(
          'tr',
          {},
          ...result.variables.map((v) => h('th', { scope: 'col' }, v.label)),
          ...outcomes.map((o) => h('th', { scope: 'col' }, OUTCOME_NAMES[o])),
        ),
      ),
      h(
        'tbody',
        {},
        ...result.points.map((p) =>
          h('tr', {}, ...p.values.map((v) => h('th', { scope: 'row' }, String(v))), ...outcomes.map((o) => cell(p, o))),
        ),
      ),
    ),
  );
}

/** The picture, its summary in words, the table and the folded CLI text and JSON of `result`. */
export function sweepPicture(result: SweepResult): HTMLElement[] {
  const first = result.variables[0];
  const title =
    result.variables.length > 1
      ? "Heroes' win rate against the first number, one band per value of the second"
      : `How the battles end as ${first?.label ?? 'the number'} changes`;
  return [
    bandChart({ id: 'sweep', title, xLabel: first?.label ?? '', series: series(result) }),
    h('div', { class: 'sweep-summary' }, ...sweepSummary(result).map((line) => h('p', {}, line))),
    table(result),
    h(
      'details',
      {},
      h('summary', {}, 'The result as the command line prints it'),
      h('pre', { class: 'sweep-text', tabindex: 0, 'aria-label': 'The sweep as text' }, renderSweepText(result)),
    ),
    jsonDetails('mfd-sweep-json', 'fray mfd sweep', result),
  ];
}
