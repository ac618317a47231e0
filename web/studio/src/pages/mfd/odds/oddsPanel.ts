/**
 * The odds of the battle over many runs, on several Web Workers, with progress and a cancel: the chunks and streams
 * of `fray mfd odds`, merged in chunk order, so the result equals the CLI's for the same runs and seed. Shown as
 * pictures first (oddsPictures.ts).
 */
import { wholeNumberText } from '../../../../../../src/core/optionText.js';
import { exactDuel, isDuel, type ExactDuel, type Teams } from '../../../../../../src/mfd/index.js';
import { chunkPlan } from '../../../../../../src/mfd/odds/chunkPlan.js';
import { mergeAll, type ChunkSummary } from '../../../../../../src/mfd/odds/chunkSummary.js';
import { oddsResult } from '../../../../../../src/mfd/odds/oddsResult.js';
import { h } from '../../../../../src/dom.js';
import type { PoolOutcome } from '../chunkPool.js';
import { formField, type FormField } from '../formField.js';
import { diceWords, type Dice, type PageEnv } from '../pageEnv.js';
import { PoolRunner, type RunShown } from '../poolRunner.js';
import { cliLine } from '../resultParts.js';
import { oddsPictures } from './oddsPictures.js';

/** Most runs one odds run accepts (the CLI's bound). */
export const MAX_RUNS = 100_000_000;
/** Most workers the page starts. */
export const MAX_WORKERS = 64;

/** The workers to start when the visitor says nothing: one per logical core the browser reports. */
export function defaultWorkers(): number {
  return Math.max(1, Math.min(MAX_WORKERS, navigator.hardwareConcurrency || 2));
}

/** The settings the odds panel keeps in the setup. */
export interface OddsSettings {
  runs: string;
  workers: string;
  exact: boolean;
}

/** The odds panel's inputs. */
interface OddsFields {
  runs: FormField;
  workers: FormField;
  exact: HTMLInputElement;
  exactMsg: HTMLElement;
}

/** One odds run, read from the page: the teams, the dice, the runs, the workers, the exact duel when asked. */
interface OddsRequest {
  teams: Teams;
  dice: Dice;
  runs: number;
  workers: number;
  exact: ExactDuel | undefined;
}

function oddsFields(initial: OddsSettings, changed: () => void): OddsFields {
  const runs = formField('mfd-runs', 'Battles', initial.runs, {
    numeric: true,
    hint: `1 to ${MAX_RUNS.toLocaleString('en')}`,
  });
  const workers = formField('mfd-workers', 'Workers', initial.workers, {
    numeric: true,
    size: 4,
    hint: `threads in this tab; blank: ${defaultWorkers()}`,
  });
  const exact = h('input', { type: 'checkbox', id: 'mfd-exact', checked: initial.exact });
  const exactMsg = h('span', { class: 'field-error', id: 'mfd-exact-msg', hidden: true });
  for (const f of [runs, workers]) f.input.addEventListener('input', changed);
  exact.addEventListener('change', changed);
  return { runs, workers, exact, exactMsg };
}

/** Shows why exact odds cannot be computed (or clears it). */
function flagExact(f: OddsFields, why: string | undefined): void {
  f.exactMsg.textContent = why ?? '';
  f.exactMsg.hidden = why === undefined;
  if (why === undefined) return f.exact.removeAttribute('aria-invalid');
  f.exact.setAttribute('aria-invalid', 'true');
  f.exact.setAttribute('aria-describedby', 'mfd-exact-msg');
}

/** The run the fields ask for, or why not (each bad field shows its own problem). */
function readRequest(env: PageEnv, f: OddsFields): OddsRequest | string {
  const teams = env.teams();
  const dice = env.dice();
  const n = f.runs.read((t) => wholeNumberText(t, 1, MAX_RUNS));
  const w = f.workers.read((t) =>
    t.trim() === '' ? { ok: true, value: defaultWorkers() } : wholeNumberText(t, 1, MAX_WORKERS),
  );
  flagExact(f, undefined);
  if (teams === undefined) return `Fix the teams first: ${env.teamsProblem()}`;
  if (dice === undefined || n === undefined || w === undefined) return 'Fix the marked fields first.';
  if (f.exact.checked && !isDuel(teams)) {
    const [hf, vf] = env.files();
    flagExact(
      f,
      `Exact odds are for one hero against one villain; ${hf} has ${teams[0].fighters.length} and ${vf} has ${teams[1].fighters.length}.`,
    );
    return 'Fix the marked fields first.';
  }
  const exact = f.exact.checked ? exactDuel(teams, dice.maxRounds) : undefined;
  return { teams, dice, runs: n, workers: w, exact };
}

/** What a finished (or cancelled) run shows. */
function shown(env: PageEnv, q: OddsRequest, outcome: PoolOutcome): RunShown {
  const finished = (outcome.results[0] ?? []).filter((r): r is ChunkSummary => r !== undefined);
  const result = oddsResult(q.teams, mergeAll(q.teams, finished), {
    seed: q.dice.seed,
    requestedRuns: q.runs,
    partial: outcome.stopped,
    maxRounds: q.dice.maxRounds,
    exact: q.exact,
  });
  const [hf, vf] = env.files();
  const words = [
    'fray',
    'mfd',
    'odds',
    '--heroes',
    hf,
    '--villains',
    vf,
    '--runs',
    String(q.runs),
    ...diceWords(q.dice),
  ];
  if (q.exact) words.push('--exact');
  return {
    status: outcome.stopped
      ? `Cancelled: the result covers ${result.runs.toLocaleString('en')} of ${q.runs.toLocaleString('en')} battles (marked partial).`
      : `Done: ${result.runs.toLocaleString('en')} battles, seed ${q.dice.seed}`,
    parts: [...oddsPictures(result), cliLine('odds', words)],
  };
}

/** The odds section; `settings` reads its fields for the setup, `set` fills them from one. */
export function oddsPanel(env: PageEnv, initial: OddsSettings) {
  const f = oddsFields(initial, () => env.changed());
  const runner = new PoolRunner('mfd-odds', 'Compute the odds');
  runner.start.addEventListener('click', () => {
    const q = readRequest(env, f);
    if (typeof q === 'string') return void (runner.status.textContent = q);
    const chunks = chunkPlan(q.runs);
    const what = `Fighting ${q.runs.toLocaleString('en')} battles on ${Math.min(q.workers, chunks.length)} workers\u2026`;
    const battles = [{ teams: q.teams, seed: q.dice.seed, maxRounds: q.dice.maxRounds, chunks }];
    runner.go(battles, q.workers, what, (outcome) => shown(env, q, outcome));
  });
  const check = h(
    'div',
    { class: 'form-field check' },
    f.exact,
    h('label', { for: 'mfd-exact' }, ' Exact odds too (one hero against one villain)'),
    f.exactMsg,
  );
  const element = h(
    'section',
    { class: 'panel', 'aria-labelledby': 'mfd-odds-title' },
    h('h2', { id: 'mfd-odds-title' }, 'Odds'),
    h(
      'p',
      {},
      'The battle fought many times with the seed above: how often each side wins, how long it lasts, who survives.',
    ),
    h('div', { class: 'form-row' }, f.runs.wrap, f.workers.wrap, check),
    ...runner.elements(),
    runner.out,
  );
  return {
    element,
    settings: (): OddsSettings => ({
      runs: f.runs.input.value,
      workers: f.workers.input.value,
      exact: f.exact.checked,
    }),
    set(s: OddsSettings): void {
      f.runs.input.value = s.runs;
      f.workers.input.value = s.workers;
      f.exact.checked = s.exact;
    },
    stop: () => runner.stop(),
  };
}
