/**
 * The Night Soil page: two mobs in a duel, the exact prediction of one exchange, sampled odds of the whole duel with a
 * seed (in a worker, as `fray nightsoil duel --runs N --seed S`), and the hit-chance curve.
 */
import '../../kit/forms.css';
import './nightsoil.css';
import { h } from '../../../../src/dom.js';
import { ok, type Result } from '../../../../../src/core/index.js';
import { wholeNumberText } from '../../../../../src/core/optionText.js';
import {
  aimOf,
  armourOf,
  DEFAULT_PARAMS,
  fighterOf,
  MAX_DISTANCE,
  MAX_ROUNDS,
  parseParamText,
  predictExchange,
  predictJson,
  turnOrder,
  type MobSpec,
  type MobState,
  type NightSoilParams,
} from '../../../../../src/nightsoil/index.js';
import { MAX_BRANCHES } from '../../../../../src/nightsoil/predict.js';
import { svgBarChart } from '../../../../../src/report/index.js';
import { registerPage } from '../../registerPage.js';
import { chartElement } from '../../kit/chart.js';
import { field } from '../../kit/field.js';
import { cliLine, readAll } from '../../kit/form.js';
import { jsonDetails } from '../../kit/layout.js';
import { latestWorker } from '../../kit/latestWorker.js';
import { seedField } from '../../kit/seedField.js';
import { dataTable } from '../../kit/table.js';
import { hitCurve } from './hitCurve.js';
import { mobEditor } from './mobEditor.js';
import OddsWorker from './odds.worker.ts?worker&inline';
import type { OddsRequest } from './odds.worker.js';

/** `--params` as the CLI reads it (its message without the option's name, as commander shows it); empty: defaults. */
function paramsText(text: string): Result<NightSoilParams> {
  if (text.trim() === '') return ok(DEFAULT_PARAMS);
  const r = parseParamText(text);
  return r.ok ? r : { ok: false, problem: { ...r.problem, message: r.problem.message.replace(/^--params: /, '') } };
}

const pct = (x: number): string => `${(100 * x).toFixed(2)}%`;

interface OddsJson {
  runs: number;
  outcomes: { outcome: string; count: number; share: number; interval95: [number, number] }[];
  wins: Record<string, number>;
  meanRounds: number;
  meanStrikes: number;
}

registerPage('nightsoil', (page) => {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const update = (): void => {
    clearTimeout(timer);
    timer = setTimeout(compute, 200);
  };
  const a = mobEditor('a', 'Mob A (the attacker)', 'orc', update);
  const b = mobEditor('b', 'Mob B (the defender)', 'elf', update);
  const f = {
    distance: field({
      id: 'duel-distance',
      label: 'Distance',
      hint: `cells apart at the start, 1 (adjacent) to ${MAX_DISTANCE}`,
      value: '1',
      parse: (t) => wholeNumberText(t, 1, MAX_DISTANCE),
      inputmode: 'numeric',
      onInput: update,
    }),
    runs: field({
      id: 'duel-runs',
      label: 'Duels to fight',
      hint: 'for the odds, 1 to 10000000',
      value: '2000',
      parse: (t) => wholeNumberText(t, 1, 10_000_000),
      inputmode: 'numeric',
      onInput: update,
    }),
    maxRounds: field({
      id: 'duel-max-rounds',
      label: 'Round limit',
      hint: 'a duel still going after this many rounds is undecided',
      value: String(MAX_ROUNDS),
      parse: (t) => wholeNumberText(t, 1, 1_000_000),
      inputmode: 'numeric',
      onInput: update,
    }),
    params: field({
      id: 'duel-params',
      label: 'Constants (optional)',
      hint: 'e.g. A=50,C=0.1 (defaults A=100 B=0 C=0.07 D=0.1 E=0.1 F=1)',
      value: '',
      parse: paramsText,
      inputmode: 'text',
      size: 22,
      onInput: update,
    }),
    seed: seedField('duel-seed', '7', update),
  };
  const worker = latestWorker<OddsRequest, unknown>(() => new OddsWorker());
  const predictOut = h('div', { class: 'results' });
  const oddsStatus = h('p', { class: 'status', role: 'status' });
  const oddsOut = h('div', { class: 'results' });
  const predictCli = cliLine();
  const oddsCli = cliLine();
  const curve = hitCurve();
  let mobs: [MobState, MobState] | undefined;
  for (const [label, from, to] of [
    ['A strikes B', 0, 1],
    ['B strikes A', 1, 0],
  ] as const) {
    const button = h('button', { type: 'button' }, label);
    button.addEventListener('click', () => {
      if (mobs !== undefined) curve.use(aimOf(mobs[from]), armourOf(mobs[to]));
    });
    curve.tools.append(button);
  }

  const flags = (v: { distance: number; params: NightSoilParams }, paramsGiven: string): string =>
    `${v.distance !== 1 ? ` --distance ${v.distance}` : ''}${paramsGiven.trim() === '' ? '' : ` --params ${paramsGiven.trim()}`}`;

  function showPrediction(start: [MobState, MobState], v: { distance: number; params: NightSoilParams }): void {
    const pr = predictExchange(start[0], start[1], v.params, turnOrder, v.distance);
    if (pr === undefined) {
      predictOut.replaceChildren(
        h(
          'p',
          { class: 'error' },
          `more than ${MAX_BRANCHES} branches in one exchange (swing rates ${start[0].swingRate} and ${start[1].swingRate} are too high); see the sampled odds instead`,
        ),
      );
      return;
    }
    const side = (i: 0 | 1): HTMLElement =>
      h(
        'div',
        { class: 'side' },
        h(
          'p',
          {},
          h('strong', {}, `${i === 0 ? 'A' : 'B'} ${start[i].name}`),
          `: dies ${pct(pr.deathChance[i])}, flees ${pct(pr.fleeChance[i])}`,
        ),
        dataTable(
          `${start[i].name}'s life after one exchange`,
          ['life', 'chance'],
          pr.life[i].map((o) => [o.life.toFixed(2), pct(o.probability)]),
        ),
        chartElement(
          svgBarChart({
            id: `predict-${i}`,
            title: `${start[i].name}: life after one exchange`,
            yLabel: 'chance (%)',
            bars: pr.life[i].map((o) => ({ label: o.life.toFixed(2), value: 100 * o.probability })),
            width: 480,
            height: 300,
          }),
        ),
      );
    predictOut.replaceChildren(
      h(
        'p',
        {},
        `One round, ${v.distance === 1 ? 'starting adjacent' : `starting ${v.distance} cells apart`}: ${start[0].name} strikes up to ${start[0].swingRate}\u00d7, ${start[1].name} up to ${start[1].swingRate}\u00d7 (exact, ${pr.branches} branches).`,
      ),
      h('div', { class: 'sides' }, side(1), side(0)),
      jsonDetails('JSON (as fray nightsoil duel --predict --json)', predictJson(v.params, start, pr, v.distance)),
    );
  }

  async function compute(): Promise<void> {
    const specA = a.read();
    const specB = b.read();
    const v = readAll(f);
    const params = v?.params;
    curve.redraw(params);
    if (specA === undefined || specB === undefined || v === undefined) {
      worker.stop();
      predictCli.set(undefined);
      oddsCli.set(undefined);
      mobs = undefined;
      const msg = 'Fix the marked input to see the duel.';
      predictOut.replaceChildren(h('p', { class: 'status' }, msg));
      oddsStatus.textContent = msg;
      oddsOut.replaceChildren();
      return;
    }
    const start: [MobState, MobState] = [fighterOf(specA), fighterOf(specB)];
    mobs = start;
    const more = flags(v, f.params.input.value);
    const files = `${fileName(specA, 'a')} ${fileName(specB, 'b')}`;
    predictCli.set(`fray nightsoil duel ${files} --predict${more} --json`);
    showPrediction(start, v);
    oddsStatus.textContent = `Fighting ${v.runs} duels\u2026`;
    oddsOut.setAttribute('aria-busy', 'true');
    let json: unknown;
    try {
      json = await worker.run(request(specA, specB, v));
    } catch (e) {
      oddsOut.removeAttribute('aria-busy');
      oddsStatus.textContent = `Could not compute the odds: ${(e as Error).message}`;
      return;
    }
    if (json === undefined) return;
    oddsOut.removeAttribute('aria-busy');
    showOdds(json as OddsJson, v.seed);
    oddsCli.set(
      `fray nightsoil duel ${files} --runs ${v.runs} --seed ${v.seed}${v.maxRounds !== MAX_ROUNDS ? ` --max-rounds ${v.maxRounds}` : ''}${more} --json`,
    );
  }

  function request(
    specA: MobSpec,
    specB: MobSpec,
    v: { distance: number; runs: number; maxRounds: number; params: NightSoilParams; seed: number },
  ): OddsRequest {
    return {
      a: specA,
      b: specB,
      params: v.params,
      runs: v.runs,
      maxRounds: v.maxRounds,
      distance: v.distance,
      seed: v.seed,
    };
  }

  function showOdds(json: OddsJson, seed: number): void {
    const names = Object.keys(json.wins);
    oddsStatus.textContent = `${json.runs} duels, seed ${seed}.`;
    oddsOut.replaceChildren(
      h(
        'p',
        { class: 'summary' },
        `${names.map((n) => `${n} wins ${(100 * (json.wins[n] ?? 0)).toFixed(1)}%`).join(', ')}; a duel lasts ${json.meanRounds.toFixed(2)} rounds and ${json.meanStrikes.toFixed(2)} strikes on average.`,
      ),
      dataTable(
        'How the duels ended',
        ['outcome', 'duels', 'share', '95% interval'],
        json.outcomes.map((o) => [
          o.outcome,
          o.count,
          `${(100 * o.share).toFixed(1)}%`,
          `${(100 * o.interval95[0]).toFixed(1)}\u2013${(100 * o.interval95[1]).toFixed(1)}%`,
        ]),
      ),
      chartElement(
        svgBarChart({
          id: 'duel-odds',
          title: `How ${json.runs} duels ended (seed ${seed})`,
          yLabel: 'share of duels (%)',
          bars: json.outcomes.map((o) => ({
            label: o.outcome,
            value: 100 * o.share,
            lo: 100 * o.interval95[0],
            hi: 100 * o.interval95[1],
          })),
          yMax: 100,
          width: 640,
          height: 360,
        }),
      ),
      jsonDetails('JSON (as fray nightsoil duel --runs N --seed S --json)', json),
    );
  }

  page.append(
    h('h1', {}, 'Night Soil duel'),
    h(
      'p',
      { class: 'lede' },
      'Two mobs, as in fray nightsoil duel: edit them in the form or paste their JSON files. The exact odds of one exchange, the odds of whole duels from a seed, and the hit-chance curve follow every edit.',
    ),
    h('div', { class: 'mobs' }, a.el, b.el),
    h(
      'fieldset',
      { class: 'duel-options' },
      h('legend', {}, 'The duel'),
      h('div', { class: 'row' }, f.distance.row, f.runs.row, f.maxRounds.row, f.params.row, f.seed.row),
    ),
    h(
      'section',
      { id: 'predict', 'aria-labelledby': 'predict-h' },
      h('h2', { id: 'predict-h' }, 'One exchange, exactly'),
      predictOut,
      predictCli.el,
    ),
    h(
      'section',
      { id: 'odds', 'aria-labelledby': 'odds-h' },
      h('h2', { id: 'odds-h' }, 'Whole duels, sampled'),
      oddsStatus,
      oddsOut,
      oddsCli.el,
    ),
    curve.el,
  );
  void compute();
  return () => {
    clearTimeout(timer);
    worker.stop();
  };
});

/** What the CLI line calls a mob's file: its name, as the examples are named. */
function fileName(m: MobSpec, side: string): string {
  return `${m.name.replace(/[^\w-]+/g, '_') || `mob-${side}`}.json`;
}
