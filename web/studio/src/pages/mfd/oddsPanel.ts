/**
 * The odds of the battle over many runs, on several Web Workers, with progress and a cancel: the chunks and streams
 * of `fray mfd odds`, merged in chunk order, so the result equals the CLI's for the same runs and seed.
 */
import { wholeNumberText } from '../../../../../src/core/optionText.js';
import { exactDuel, isDuel, renderOddsText } from '../../../../../src/mfd/index.js';
import { chunkPlan } from '../../../../../src/mfd/odds/chunkPlan.js';
import { mergeAll, type ChunkSummary } from '../../../../../src/mfd/odds/chunkSummary.js';
import { oddsResult } from '../../../../../src/mfd/odds/oddsResult.js';
import { h } from '../../../../src/dom.js';
import { formField } from './formField.js';
import { diceWords, type PageEnv } from './pageEnv.js';
import { cliLine, jsonDetails } from './resultParts.js';
import { PoolRunner } from './poolRunner.js';

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

/** The odds section; `settings` reads its fields for the setup, `set` fills them from one. */
export function oddsPanel(env: PageEnv, initial: OddsSettings) {
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
  const runner = new PoolRunner('mfd-odds', 'Compute the odds');
  const { status } = runner;
  for (const f of [runs, workers]) f.input.addEventListener('input', () => env.changed());
  exact.addEventListener('change', () => env.changed());

  runner.start.addEventListener('click', () => {
    const teams = env.teams();
    const dice = env.dice();
    const n = wholeNumberText(runs.input.value, 1, MAX_RUNS);
    runs.show(n.ok ? undefined : n.problem.message);
    const w =
      workers.input.value.trim() === ''
        ? { ok: true as const, value: defaultWorkers() }
        : wholeNumberText(workers.input.value, 1, MAX_WORKERS);
    workers.show(w.ok ? undefined : w.problem.message);
    exactMsg.hidden = true;
    exact.removeAttribute('aria-invalid');
    if (teams === undefined) return void (status.textContent = `Fix the teams first: ${env.teamsProblem()}`);
    if (dice === undefined || !n.ok || !w.ok) return void (status.textContent = 'Fix the marked fields first.');
    if (exact.checked && !isDuel(teams)) {
      const [hf, vf] = env.files();
      exactMsg.textContent = `--exact works only for a 1 v 1 battle (one hero, one villain); ${hf} has ${teams[0].fighters.length} and ${vf} has ${teams[1].fighters.length}`;
      exactMsg.hidden = false;
      exact.setAttribute('aria-invalid', 'true');
      exact.setAttribute('aria-describedby', 'mfd-exact-msg');
      return void (status.textContent = 'Fix the marked fields first.');
    }
    const ex = exact.checked ? exactDuel(teams, dice.maxRounds) : undefined;
    const chunks = chunkPlan(n.value);
    runner.go(
      [{ teams, seed: dice.seed, maxRounds: dice.maxRounds, chunks }],
      w.value,
      `Fighting ${n.value.toLocaleString('en')} battles on ${Math.min(w.value, chunks.length)} workers\u2026`,
      (outcome) => {
        const finished = (outcome.results[0] ?? []).filter((r): r is ChunkSummary => r !== undefined);
        const result = oddsResult(teams, mergeAll(teams, finished), {
          seed: dice.seed,
          requestedRuns: n.value,
          partial: outcome.stopped,
          maxRounds: dice.maxRounds,
          exact: ex,
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
          String(n.value),
          ...diceWords(dice),
        ];
        if (ex) words.push('--exact');
        return {
          status: outcome.stopped
            ? `Cancelled: the result covers ${result.runs.toLocaleString('en')} of ${n.value.toLocaleString('en')} battles (marked partial).`
            : `Done: ${result.runs.toLocaleString('en')} battles, seed ${dice.seed}`,
          parts: [
            cliLine('odds', words),
            h('pre', { class: 'odds-text', tabindex: 0, 'aria-label': 'The odds' }, renderOddsText(result)),
            jsonDetails('mfd-odds-json', 'fray mfd odds', result),
          ],
        };
      },
    );
  });

  const element = h(
    'section',
    { class: 'panel', 'aria-labelledby': 'mfd-odds-title' },
    h('h2', { id: 'mfd-odds-title' }, 'Odds'),
    h(
      'p',
      {},
      'The battle fought many times with the seed above: how often each side wins, how long it lasts, who survives.',
    ),
    h(
      'div',
      { class: 'form-row' },
      runs.wrap,
      workers.wrap,
      h(
        'div',
        { class: 'form-field check' },
        exact,
        h('label', { for: 'mfd-exact' }, ' Exact odds too (1 v 1 only)'),
        exactMsg,
      ),
    ),
    ...runner.elements(),
    runner.out,
  );
  return {
    element,
    settings: (): OddsSettings => ({ runs: runs.input.value, workers: workers.input.value, exact: exact.checked }),
    set(s: OddsSettings): void {
      runs.input.value = s.runs;
      workers.input.value = s.workers;
      exact.checked = s.exact;
    },
    stop: () => runner.stop(),
  };
}
