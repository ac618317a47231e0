/** The luck meter: `fray luck trace` (the meter step by step over chosen rolls) and `fray luck compare` (sampled). */
import { h } from '../../../../src/dom.js';
import { LUCK_MAX, LUCK_MIN } from '../../../../../src/core/index.js';
import { commaListText, finiteNumberText, wholeNumberText } from '../../../../../src/core/optionText.js';
import { LUCK_TRACE_HEAD, luckTraceRows, traceLuck } from '../../../../../src/core/luck/traceLuck.js';
import { luckCompareChart, luckCompareJson } from '../../../../../src/core/luck/report/luckCompareReport.js';
import { MAX_COMPARE_ROLLS, type LuckComparison } from '../../../../../src/core/luck/compareLuck.js';
import { wholeChance } from '../../../../../src/core/luck/chance.js';
import { svgLineChart } from '../../../../../src/report/index.js';
import { chartElement } from '../../kit/chart.js';
import { field } from '../../kit/field.js';
import { cliLine, readAll, type Remembered } from '../../kit/form.js';
import { jsonDetails, pageSection, toolGrid } from '../../kit/layout.js';
import { latestWorker } from '../../kit/latestWorker.js';
import { seedField } from '../../kit/seedField.js';
import { dataTable } from '../../kit/table.js';
import CompareWorker from './compare.worker.ts?worker&inline';
import type { CompareRequest } from './compare.worker.js';

const chanceText = (t: string) => finiteNumberText(t, 0, 100);
const rollText = (t: string) => wholeNumberText(t, 1, 100);

function traceTool(keep: Remembered): HTMLElement {
  const update = (): void => draw();
  const f = {
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
  const out = h('div', { class: 'results', 'aria-live': 'polite' });
  const cli = cliLine();
  function draw(): void {
    const v = readAll(f);
    keep.remember([f.chance, f.luck, f.rolls]);
    if (v === undefined) {
      cli.set(undefined);
      out.replaceChildren(h('p', { class: 'status' }, 'Fix the marked input to see the trace.'));
      return;
    }
    const steps = traceLuck(v.chance, v.luck, v.rolls);
    const x = wholeChance(v.chance);
    cli.set(`fray luck trace --chance ${v.chance} --luck ${v.luck} --rolls ${v.rolls.join(',')}`);
    const hits = steps.filter((s) => s.success).length;
    out.replaceChildren(
      h(
        'p',
        { class: 'summary' },
        `${v.chance}% chance${x !== v.chance ? ` (rolled as ${x}%)` : ''}: ${hits} of ${steps.length} hit; luck ends at ${steps.at(-1)?.luckAfter ?? v.luck}. A roll succeeds when it is at most ${x} + luck.`,
      ),
      dataTable('Each roll through the luck meter', LUCK_TRACE_HEAD, luckTraceRows(v.chance, steps)),
      chartElement(
        svgLineChart({
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
        }),
      ),
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

function compareTool(keep: Remembered): { el: HTMLElement; stop: () => void } {
  const worker = latestWorker<CompareRequest, LuckComparison>(() => new CompareWorker());
  let timer: ReturnType<typeof setTimeout> | undefined;
  // Inputs are checked at once (a message appears as the key is typed); the sampling waits for a pause in typing.
  const update = (): void => {
    clearTimeout(timer);
    if (check() !== undefined) timer = setTimeout(run, 150);
    else void run();
  };
  const f = {
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
  const status = h('p', { class: 'status', role: 'status' });
  const out = h('div', { class: 'results' });
  const cli = cliLine();
  const check = () => readAll(f);
  async function run(): Promise<void> {
    const v = check();
    keep.remember([f.chances, f.rolls, f.seed]);
    if (v === undefined) {
      worker.stop();
      cli.set(undefined);
      status.textContent = 'Fix the marked input to compare.';
      out.replaceChildren();
      return;
    }
    status.textContent = `Rolling ${v.rolls} times per method\u2026`;
    out.setAttribute('aria-busy', 'true');
    let c: LuckComparison | undefined;
    try {
      c = await worker.run({ chances: v.chances, rolls: v.rolls, seed: v.seed });
    } catch (e) {
      status.textContent = `Could not compare: ${(e as Error).message}`;
      out.removeAttribute('aria-busy');
      return;
    }
    if (c === undefined) return;
    out.removeAttribute('aria-busy');
    cli.set(`fray luck compare --chance ${v.chances.join(',')} --rolls ${v.rolls} --seed ${v.seed} --json`);
    const json = luckCompareJson(c, v.seed) as {
      methods: {
        method: string;
        rate: number;
        longestHit: number;
        longestMiss: number;
        perChance: { chance: number; rate: number }[];
      }[];
    };
    status.textContent = `${v.rolls} rolls per method, seed ${v.seed}.`;
    out.replaceChildren(
      dataTable(
        'Hit rates and streaks by method',
        [
          'method',
          'hit rate',
          ...c.chances.filter((x, i, all) => all.indexOf(x) === i).map((x) => `at ${x}%`),
          'longest hit run',
          'longest miss run',
        ],
        json.methods.map((m) => [
          m.method,
          pct(m.rate),
          ...m.perChance.map((t) => pct(t.rate)),
          m.longestHit,
          m.longestMiss,
        ]),
      ),
      chartElement(luckCompareChart(c, v.seed)),
      jsonDetails('JSON (as fray luck compare --json)', json),
    );
  }
  void run();
  return {
    el: h(
      'div',
      { class: 'tool', id: 'luck-compare' },
      h('h3', {}, 'Against plain rolls and Dota\u2019s PRD'),
      toolGrid([f.chances.row, f.rolls.row, f.seed.row], [status, out, cli.el]),
    ),
    stop: () => {
      clearTimeout(timer);
      worker.stop();
    },
  };
}

const pct = (x: number): string => `${(100 * x).toFixed(2)}%`;

/** The luck meter's section, and a function that stops its worker. */
export function luckSection(keep: Remembered): { el: HTMLElement; stop: () => void } {
  const compare = compareTool(keep);
  return {
    el: pageSection(
      'calc-luck',
      'Luck meter',
      'A miss adds to your luck and a hit takes from it, so long streaks grow rare without changing what a roll needs on average.',
      traceTool(keep),
      compare.el,
    ),
    stop: compare.stop,
  };
}
