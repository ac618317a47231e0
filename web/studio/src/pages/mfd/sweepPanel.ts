/**
 * A sweep: the odds for each value of one or two numbers of a fighter, as `fray mfd sweep` computes them (the same
 * --vary text, parsed by the library; each point's teams read again by the parser; the same dice at every point),
 * drawn with the sweep report's chart.
 */
import { type Result } from '../../../../../src/core/index.js';
import { wholeNumberText } from '../../../../../src/core/optionText.js';
import { type Teams } from '../../../../../src/mfd/index.js';
import { chunkPlan } from '../../../../../src/mfd/odds/chunkPlan.js';
import { gridSize, MAX_POINTS, sweepGrid } from '../../../../../src/mfd/sweep/sweepGrid.js';
import { mergeAll, type ChunkSummary } from '../../../../../src/mfd/odds/chunkSummary.js';
import { parseVary, SWEEP_COLUMNS, type Vary } from '../../../../../src/mfd/sweep/parseVary.js';
import { renderSweepText } from '../../../../../src/mfd/report/sweepText.js';
import { sweepCell, type SweepCell } from '../../../../../src/mfd/sweep/sweepCell.js';
import { sweepChart } from '../../../../../src/mfd/report/sweepChart.js';
import { sweepResult } from '../../../../../src/mfd/sweep/sweepResult.js';
import { sweepTeams } from '../../../../../src/mfd/sweep/sweepTeams.js';
import { h } from '../../../../src/dom.js';
import { formField, type FormField } from './formField.js';
import { defaultWorkers } from './oddsPanel.js';
import { diceWords, type PageEnv } from './pageEnv.js';
import { cliLine, jsonDetails } from './resultParts.js';
import { PoolRunner } from './poolRunner.js';
import type { VaryFields } from './setup.js';

/** Most battles per point the page accepts. */
const MAX_POINT_RUNS = 1_000_000;

/** The fields of one varied number. */
interface VaryForm {
  box: HTMLElement;
  side: HTMLSelectElement;
  fighter: FormField;
  column: HTMLSelectElement;
  buff: FormField;
  values: FormField;
  message: HTMLElement;
}

function varyForm(k: number, f: VaryFields, names: HTMLDataListElement, onChange: () => void): VaryForm {
  const id = (x: string) => `mfd-vary${k}-${x}`;
  const select = (name: string, label: string, options: readonly string[], value: string) => {
    const s = h('select', { id: id(name) }, ...options.map((o) => h('option', { value: o, selected: o === value }, o)));
    s.addEventListener('change', onChange);
    return { s, wrap: h('div', { class: 'form-field' }, h('label', { for: id(name) }, label), s) };
  };
  const side = select('side', 'Side', ['heroes', 'villains'], f.side);
  const column = select('column', 'Column', SWEEP_COLUMNS, f.column);
  const fighter = formField(id('fighter'), 'Fighter', f.fighter, { size: 16 });
  fighter.input.setAttribute('list', names.id);
  const buff = formField(id('buff'), 'Buff', f.buff, {
    size: 10,
    hint: 'for a buff column, when the fighter has several',
  });
  const values = formField(id('values'), 'Values', f.values, { size: 14, hint: 'FROM..TO:STEP or V1,V2,...' });
  for (const x of [fighter, buff, values]) x.input.addEventListener('input', onChange);
  const message = h('p', { class: 'field-error', id: id('msg'), hidden: true });
  const box = h(
    'fieldset',
    { class: 'vary' },
    h('legend', {}, k === 0 ? 'The number to vary' : 'A second number (optional: leave its values blank)'),
    h('div', { class: 'form-row' }, side.wrap, fighter.wrap, column.wrap, buff.wrap, values.wrap),
    message,
  );
  return { box, side: side.s, fighter, column: column.s, buff, values, message };
}

function fieldsOf(v: VaryForm): VaryFields {
  return {
    side: v.side.value === 'villains' ? 'villains' : 'heroes',
    fighter: v.fighter.input.value,
    column: v.column.value,
    buff: v.buff.input.value,
    values: v.values.input.value,
  };
}

/** The --vary text of a form, as a user would type it. */
function varyText(f: VaryFields): string {
  return `${f.side}:${f.fighter}:${f.column}${f.buff.trim() === '' ? '' : `@${f.buff.trim()}`}=${f.values}`;
}

/** Shows a problem of a variable at the field it is about (the values unless it names the fighter or a buff). */
function showVaryProblem(v: VaryForm, message: string | undefined): void {
  for (const f of [v.fighter, v.buff, v.values]) f.show(undefined);
  if (message === undefined) return;
  const at = /fighter/.test(message) ? v.fighter : /buff/i.test(message) ? v.buff : v.values;
  at.show(message);
}

/** The sweep section. */
export function sweepPanel(env: PageEnv, initial: { vary: VaryFields[]; runs: string }) {
  const names = h('datalist', { id: 'mfd-fighter-names' });
  const blank: VaryFields = { side: 'heroes', fighter: '', column: 'BonusToHit', buff: '', values: '' };
  const forms = [0, 1].map((k) => varyForm(k, initial.vary[k] ?? blank, names, () => env.changed()));
  const runs = formField('mfd-sweep-runs', 'Battles per point', initial.runs, {
    numeric: true,
    hint: `1 to ${MAX_POINT_RUNS.toLocaleString('en')}`,
  });
  runs.input.addEventListener('input', () => env.changed());
  const runner = new PoolRunner('mfd-sweep', 'Run the sweep');
  const { status } = runner;

  /** The variables and their cells, or undefined after showing each problem at its field. */
  const read = (teams: Teams): { vars: Vary[]; cells: SweepCell[] } | undefined => {
    const vars: Vary[] = [];
    const cells: SweepCell[] = [];
    let bad = false;
    forms.forEach((f, k) => {
      const fields = fieldsOf(f);
      showVaryProblem(f, undefined);
      if (k === 1 && fields.values.trim() === '') return;
      const v = parseVary(varyText(fields));
      const c: Result<SweepCell> = v.ok ? sweepCell(teams, v.value) : v;
      if (!v.ok || !c.ok) {
        showVaryProblem(f, (!v.ok ? v : (c as { ok: false; problem: { message: string } })).problem.message);
        bad = true;
        return;
      }
      vars.push(v.value);
      cells.push(c.value);
    });
    if (bad) return undefined;
    const [a, b] = cells;
    if (a && b && a.side === b.side && a.row === b.row && a.column === b.column) {
      forms[1]!.values.show('--vary: both options vary the same number');
      return undefined;
    }
    const size = gridSize(vars);
    if (size > MAX_POINTS) {
      forms[vars.length - 1]!.values.show(
        `--vary: ${size} points; a sweep has at most ${MAX_POINTS} (take larger steps)`,
      );
      return undefined;
    }
    return { vars, cells };
  };

  runner.start.addEventListener('click', () => {
    const teams = env.teams();
    const dice = env.dice();
    const n = wholeNumberText(runs.input.value, 1, MAX_POINT_RUNS);
    runs.show(n.ok ? undefined : n.problem.message);
    if (teams === undefined) return void (status.textContent = `Fix the teams first: ${env.teamsProblem()}`);
    const plan = read(teams);
    if (dice === undefined || !n.ok || plan === undefined)
      return void (status.textContent = 'Fix the marked fields first.');
    const { vars, cells } = plan;
    const points = sweepGrid(vars);
    const pointTeams = sweepTeams(teams, vars, cells, points);
    if (!pointTeams.ok) return void (status.textContent = pointTeams.problem.message);
    const chunks = chunkPlan(n.value);
    const battles = pointTeams.value.map((t) => ({ teams: t, seed: dice.seed, maxRounds: dice.maxRounds, chunks }));
    const what = `Fighting ${points.length} points of ${n.value.toLocaleString('en')} battles\u2026`;
    runner.go(battles, defaultWorkers(), what, (outcome) => {
      const result = sweepResult(
        { seed: dice.seed, runsPerPoint: n.value, maxRounds: dice.maxRounds },
        vars,
        points.map((values, i) => {
          const t = pointTeams.value[i]!;
          const done = (outcome.results[i] ?? []).filter((r): r is ChunkSummary => r !== undefined);
          return { values, teams: t, summary: mergeAll(t, done) };
        }),
      );
      const [hf, vf] = env.files();
      const words = [
        'fray',
        'mfd',
        'sweep',
        '--heroes',
        hf,
        '--villains',
        vf,
        ...vars.flatMap((v) => ['--vary', v.text]),
      ];
      words.push('--runs', String(n.value), ...diceWords(dice));
      const svg = new DOMParser().parseFromString(sweepChart(result, 'studio-sweep'), 'image/svg+xml').documentElement;
      return {
        status: outcome.stopped
          ? 'Cancelled: the points not finished are marked partial.'
          : `Done: ${points.length} points, seed ${dice.seed}, the same dice at every point`,
        parts: [
          cliLine('sweep', words),
          h('div', { class: 'chart-wrap' }, document.importNode(svg, true)),
          h('pre', { class: 'sweep-text', tabindex: 0, 'aria-label': 'The sweep as a table' }, renderSweepText(result)),
          jsonDetails('mfd-sweep-json', 'fray mfd sweep', result),
        ],
      };
    });
  });

  const element = h(
    'section',
    { class: 'panel', 'aria-labelledby': 'mfd-sweep-title' },
    h('h2', { id: 'mfd-sweep-title' }, 'Sweep'),
    h(
      'p',
      {},
      'Tune a number: the odds for each of its values, every value fought with the same dice, so the differences come from the number.',
    ),
    names,
    ...forms.map((f) => f.box),
    h('div', { class: 'form-row' }, runs.wrap),
    ...runner.elements(),
    runner.out,
  );
  return {
    element,
    /** Offers the fighters' names in the fighter fields. */
    names(list: readonly string[]): void {
      names.replaceChildren(...[...new Set(list)].map((n) => h('option', { value: n })));
    },
    settings: () => ({ vary: forms.map(fieldsOf), runs: runs.input.value }),
    set(s: { vary: VaryFields[]; runs: string }): void {
      forms.forEach((f, k) => {
        const v = s.vary[k] ?? blank;
        f.side.value = v.side;
        f.fighter.input.value = v.fighter;
        f.column.value = v.column;
        f.buff.input.value = v.buff;
        f.values.input.value = v.values;
      });
      runs.input.value = s.runs;
    },
    stop: () => runner.stop(),
  };
}
