/** The luck meter step by step over chosen rolls (`fray luck trace`): a table and a chart of each roll. */
import { LUCK_MAX, LUCK_MIN } from '../../../../../src/core/index.js';
import { commaListText, finiteNumberText, wholeNumberText } from '../../../../../src/core/optionText.js';
import { LUCK_TRACE_HEAD, luckTraceRows, traceLuck } from '../../../../../src/core/luck/traceLuck.js';
import { wholeChance } from '../../../../../src/core/luck/chance.js';
import { svgLineChart } from '../../../../../src/report/index.js';
import { h } from '../../../../src/dom.js';
import { chartElement } from '../../kit/chart.js';
import { field } from '../../kit/field.js';
import { cliLine, readAll, type Remembered } from '../../kit/form.js';
import { toolGrid } from '../../kit/layout.js';
import { dataTable } from '../../kit/table.js';

/** A chance in per cent, as the CLI reads one. */
export const chanceText = (t: string) => finiteNumberText(t, 0, 100);
const rollText = (t: string) => wholeNumberText(t, 1, 100);

function traceFields(keep: Remembered, update: () => void) {
  return {
    chance: field({
      id: 'trace-chance',
      label: 'Chance (%)',
      hint: '0 to 100; not whole: rounded, halves up',
      value: keep.initial('trace-chance', '30'),
      parse: chanceText,
      onInput: update,
    }),
    luck: field({
      id: 'trace-luck',
      label: 'Starting luck',
      hint: `a whole number from ${LUCK_MIN} to ${LUCK_MAX}`,
      value: keep.initial('trace-luck', '0'),
      parse: (t) => wholeNumberText(t, LUCK_MIN, LUCK_MAX),
      inputmode: 'numeric',
      onInput: update,
    }),
    rolls: field({
      id: 'trace-rolls',
      label: 'Rolls',
      hint: 'whole numbers from 1 to 100, separated by commas',
      value: keep.initial('trace-rolls', '50,80,95,20,60,99,10,45'),
      parse: (t) => commaListText(t, rollText),
      size: 28,
      onInput: update,
    }),
  };
}

/** The trace of `rolls` at `chance` from `luck`: a sentence, the table, the chart. */
function traceOf(v: { chance: number; luck: number; rolls: number[] }): HTMLElement[] {
  const steps = traceLuck(v.chance, v.luck, v.rolls);
  const x = wholeChance(v.chance);
  const hits = steps.filter((s) => s.success).length;
  const rounded = x !== v.chance ? ` (rolled as ${x}%)` : '';
  const chart = svgLineChart({
    id: 'luck-trace',
    title: 'The meter over the rolls',
    xLabel: 'roll',
    yLabel: 'value',
    series: [
      { name: 'needs ≤ (chance + luck)', points: steps.map((s, i) => [i + 1, x + s.luckBefore]) },
      { name: 'roll', points: steps.map((s, i) => [i + 1, s.roll ?? Number.NaN]) },
      { name: 'luck after the roll', points: steps.map((s, i) => [i + 1, s.luckAfter]) },
    ],
    width: 640,
    height: 360,
  });
  return [
    h(
      'p',
      { class: 'summary' },
      `${v.chance}% chance${rounded}: ${hits} of ${steps.length} hit; luck ends at ${steps.at(-1)?.luckAfter ?? v.luck}. A roll succeeds when it is at most ${x} + luck.`,
    ),
    dataTable('Each roll through the luck meter', LUCK_TRACE_HEAD, luckTraceRows(v.chance, steps)),
    chartElement(chart),
  ];
}

/** The trace tool. */
export function luckTrace(keep: Remembered): HTMLElement {
  const f = traceFields(keep, () => draw());
  const out = h('div', { class: 'results', 'aria-live': 'polite' });
  const cli = cliLine();
  function draw(): void {
    const v = readAll(f);
    keep.remember([f.chance, f.luck, f.rolls]);
    cli.set(
      v === undefined
        ? undefined
        : `fray luck trace --chance ${v.chance} --luck ${v.luck} --rolls ${v.rolls.join(',')}`,
    );
    out.replaceChildren(
      ...(v === undefined ? [h('p', { class: 'status' }, 'Fix the marked input to see the trace.')] : traceOf(v)),
    );
  }
  draw();
  return h(
    'div',
    { class: 'tool', id: 'luck-trace' },
    h('h3', {}, 'Step by step'),
    toolGrid([f.chance.row, f.luck.row, f.rolls.row], [out, cli.el]),
  );
}
