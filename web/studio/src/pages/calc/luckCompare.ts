/**
 * The luck meter against plain rolls and Dota's PRD (`fray luck compare`), sampled in a worker: hit rates and streaks
 * per method, the chart, and the CLI's own notes where the meter's rate is far from the chance asked for (a repeated
 * 55% roll hits about 74% of the time through the meter), said beside the numbers they explain.
 */
import { commaListText, wholeNumberText } from '../../../../../src/core/optionText.js';
import {
  luckCompareChart,
  luckCompareJson,
  luckCompareText,
} from '../../../../../src/core/luck/report/luckCompareReport.js';
import { MAX_COMPARE_ROLLS, type LuckComparison } from '../../../../../src/core/luck/compareLuck.js';
import { h } from '../../../../src/dom.js';
import { chartElement } from '../../kit/chart.js';
import { field } from '../../kit/field.js';
import { cliLine, readAll, type Remembered } from '../../kit/form.js';
import { jsonDetails, toolGrid } from '../../kit/layout.js';
import { latestWorker } from '../../kit/latestWorker.js';
import { seedField } from '../../kit/seedField.js';
import { dataTable } from '../../kit/table.js';
import CompareWorker from './compare.worker.ts?worker&inline';
import type { CompareRequest } from './compare.worker.js';
import { chanceText } from './luckTrace.js';

type MethodJson = {
  method: string;
  rate: number;
  longestHit: number;
  longestMiss: number;
  perChance: { chance: number; rate: number }[];
};

const pct = (x: number): string => `${(100 * x).toFixed(2)}%`;

function compareFields(keep: Remembered, update: () => void) {
  return {
    chances: field({
      id: 'compare-chances',
      label: 'Chances (%)',
      hint: '0 to 100, separated by commas; taken in turn',
      value: keep.initial('compare-chances', '25'),
      parse: (t) => commaListText(t, chanceText),
      size: 20,
      onInput: update,
    }),
    rolls: field({
      id: 'compare-rolls',
      label: 'Rolls per method',
      hint: `a whole number from 1 to ${MAX_COMPARE_ROLLS}`,
      value: keep.initial('compare-rolls', '10000'),
      parse: (t) => wholeNumberText(t, 1, MAX_COMPARE_ROLLS),
      inputmode: 'numeric',
      onInput: update,
    }),
    seed: seedField('compare-seed', keep.initial('compare-seed', '1'), update),
  };
}

/** The CLI's notes on the meter's rates, in the page's words (the same numbers, the same rule for when to say it). */
export function meterNotes(c: LuckComparison, seed: number): string[] {
  return luckCompareText(c, seed)
    .split('\n')
    .filter((l) => l.startsWith('note: '))
    .map((l) => l.replace(/^note: through/, 'Through'));
}

function compareResult(c: LuckComparison, seed: number): HTMLElement[] {
  const json = luckCompareJson(c, seed) as { methods: MethodJson[] };
  const chances = c.chances.filter((x, i, all) => all.indexOf(x) === i);
  const notes = meterNotes(c, seed);
  return [
    ...(notes.length === 0
      ? []
      : [h('div', { class: 'meter-notes', role: 'note' }, ...notes.map((n) => h('p', {}, n)))]),
    dataTable(
      'Hit rates and streaks by method',
      ['method', 'hit rate', ...chances.map((x) => `at ${x}%`), 'longest hit run', 'longest miss run'],
      json.methods.map((m) => [
        m.method,
        pct(m.rate),
        ...m.perChance.map((t) => pct(t.rate)),
        m.longestHit,
        m.longestMiss,
      ]),
    ),
    chartElement(luckCompareChart(c, seed)),
    jsonDetails('The result as data (as fray luck compare --json)', json),
  ];
}

/** The comparison tool, and what stops its worker. */
export function luckCompare(keep: Remembered): { el: HTMLElement; stop: () => void } {
  const worker = latestWorker<CompareRequest, LuckComparison>(() => new CompareWorker());
  let timer: ReturnType<typeof setTimeout> | undefined;
  // Inputs are checked at once (a message appears as the key is typed); the sampling waits for a pause in typing.
  const update = (): void => {
    clearTimeout(timer);
    timer = setTimeout(() => void run(), readAll(f) === undefined ? 0 : 150);
  };
  const f = compareFields(keep, update);
  const status = h('p', { class: 'status', role: 'status' });
  const out = h('div', { class: 'results' });
  const cli = cliLine();
  async function run(): Promise<void> {
    const v = readAll(f);
    keep.remember([f.chances, f.rolls, f.seed]);
    if (v === undefined)
      return void (
        worker.stop(),
        cli.set(undefined),
        (status.textContent = 'Fix the marked input to compare.'),
        out.replaceChildren()
      );
    status.textContent = `Rolling ${v.rolls} times per method\u2026`;
    const c = await worker.run({ chances: v.chances, rolls: v.rolls, seed: v.seed }).catch((e: unknown) => {
      status.textContent = `Could not compare: ${(e as Error).message}`;
      return undefined;
    });
    if (c === undefined) return;
    cli.set(`fray luck compare --chance ${v.chances.join(',')} --rolls ${v.rolls} --seed ${v.seed} --json`);
    status.textContent = `${v.rolls} rolls per method, seed ${v.seed}.`;
    out.replaceChildren(...compareResult(c, v.seed));
  }
  void run();
  const el = h(
    'div',
    { class: 'tool', id: 'luck-compare' },
    h('h3', {}, 'Against plain rolls and Dota\u2019s PRD'),
    toolGrid([f.chances.row, f.rolls.row, f.seed.row], [status, out, cli.el]),
  );
  return { el, stop: () => (clearTimeout(timer), worker.stop()) };
}
