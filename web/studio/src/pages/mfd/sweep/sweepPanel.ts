/**
 * A sweep: the odds for each value of one or two numbers of a fighter, as `fray mfd sweep` computes them (the same
 * --vary, parsed by the library; each point's teams read again by the parser; the same dice at every point), drawn
 * as bands (sweepPicture.ts). The fighter, column and buff are picked from lists made from the teams.
 */
import { wholeNumberText } from '../../../../../../src/core/optionText.js';
import { type Teams } from '../../../../../../src/mfd/index.js';
import { chunkPlan } from '../../../../../../src/mfd/odds/chunkPlan.js';
import { mergeAll, type ChunkSummary } from '../../../../../../src/mfd/odds/chunkSummary.js';
import { sweepGrid } from '../../../../../../src/mfd/sweep/sweepGrid.js';
import { sweepResult } from '../../../../../../src/mfd/sweep/sweepResult.js';
import { sweepTeams } from '../../../../../../src/mfd/sweep/sweepTeams.js';
import { h } from '../../../../../src/dom.js';
import type { ReadonlySignal } from '../../../kit/reactive.js';
import type { PoolOutcome } from '../chunkPool.js';
import { formField, type FormField } from '../formField.js';
import { plainWords } from '../../../kit/plainWords.js';
import { defaultWorkers } from '../odds/oddsPanel.js';
import { diceWords, type Dice, type PageEnv } from '../pageEnv.js';
import { PoolRunner, type RunShown } from '../poolRunner.js';
import { cliLine } from '../resultParts.js';
import type { VaryFields } from '../setup.js';
import { readSweep, type SweepPlan } from './readSweep.js';
import { sweepPicture } from './sweepPicture.js';
import { fieldsOf, varyForm, type Roster, type VaryForm } from './varyForm.js';

/** Most battles per point the page accepts. */
const MAX_POINT_RUNS = 1_000_000;

/** The sweep's settings in the setup. */
export interface SweepSettings {
  vary: VaryFields[];
  runs: string;
}

const BLANK: VaryFields = { side: 'heroes', fighter: '', column: 'BonusToHit', buff: '', values: '' };

/** One sweep to run: the teams of every point, the dice, the battles per point. */
interface SweepRun {
  plan: SweepPlan;
  points: number[][];
  teams: Teams[];
  dice: Dice;
  runs: number;
}

function shown(env: PageEnv, q: SweepRun, outcome: PoolOutcome): RunShown {
  const result = sweepResult(
    { seed: q.dice.seed, runsPerPoint: q.runs, maxRounds: q.dice.maxRounds },
    q.plan.vars,
    q.points.map((values, i) => {
      const t = q.teams[i] as Teams;
      const done = (outcome.results[i] ?? []).filter((r): r is ChunkSummary => r !== undefined);
      return { values, teams: t, summary: mergeAll(t, done) };
    }),
  );
  const [hf, vf] = env.files();
  const vary = q.plan.vars.flatMap((v) => ['--vary', v.text]);
  const words = [
    'fray',
    'mfd',
    'sweep',
    '--heroes',
    hf,
    '--villains',
    vf,
    ...vary,
    '--runs',
    String(q.runs),
    ...diceWords(q.dice),
  ];
  return {
    status: outcome.stopped
      ? 'Cancelled: the points not finished are marked partial.'
      : `Done: ${q.points.length} values, seed ${q.dice.seed}, the same dice at every value`,
    parts: [...sweepPicture(result), cliLine('sweep', words)],
  };
}

/** The run the forms ask for, or why not (each bad field shows its own problem). */
function readRun(env: PageEnv, forms: readonly VaryForm[], runs: FormField): SweepRun | string {
  const teams = env.teams();
  const dice = env.dice();
  const n = runs.read((t) => wholeNumberText(t, 1, MAX_POINT_RUNS));
  if (teams === undefined) return `Fix the teams first: ${env.teamsProblem()}`;
  const plan = readSweep(teams, forms);
  if (dice === undefined || n === undefined || plan === undefined) return 'Fix the marked fields first.';
  const points = sweepGrid(plan.vars);
  const pointTeams = sweepTeams(teams, plan.vars, plan.cells, points);
  if (!pointTeams.ok) return plainWords(pointTeams.problem.message);
  return { plan, points, teams: pointTeams.value, dice, runs: n };
}

/** The sweep section; `roster` lists each side's fighters and buffs as the teams read. */
export function sweepPanel(env: PageEnv, initial: SweepSettings, roster: ReadonlySignal<Roster>) {
  const forms = [0, 1].map((k) => varyForm(k, initial.vary[k] ?? BLANK, roster, () => env.changed()));
  const hint = `1 to ${MAX_POINT_RUNS.toLocaleString('en')}`;
  const runs = formField('mfd-sweep-runs', 'Battles per value', initial.runs, { numeric: true, hint });
  runs.input.addEventListener('input', () => env.changed());
  const runner = new PoolRunner('mfd-sweep', 'Run the sweep');
  runner.start.addEventListener('click', () => {
    const q = readRun(env, forms, runs);
    if (typeof q === 'string') return void (runner.status.textContent = q);
    const chunks = chunkPlan(q.runs);
    const battles = q.teams.map((t) => ({ teams: t, seed: q.dice.seed, maxRounds: q.dice.maxRounds, chunks }));
    const what = `Fighting ${q.points.length} values of ${q.runs.toLocaleString('en')} battles\u2026`;
    runner.go(battles, defaultWorkers(), what, (o) => shown(env, q, o));
  });
  const intro =
    'Tune a number: the odds for each of its values, every value fought with the same dice, so the differences come from the number.';
  const element = h(
    'section',
    { class: 'panel', 'aria-labelledby': 'mfd-sweep-title' },
    h('h2', { id: 'mfd-sweep-title' }, 'Sweep'),
    h('p', {}, intro),
    ...forms.map((f) => f.box),
    h('div', { class: 'form-row' }, runs.wrap),
    ...runner.elements(),
    runner.out,
  );
  return {
    element,
    settings: (): SweepSettings => ({ vary: forms.map(fieldsOf), runs: runs.input.value }),
    set: (s: SweepSettings): void => (
      forms.forEach((f, k) => f.set(s.vary[k] ?? BLANK)),
      void (runs.input.value = s.runs)
    ),
    stop: () => runner.stop(),
  };
}
