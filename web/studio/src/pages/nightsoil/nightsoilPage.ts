/**
 * The Night Soil page: two mobs in a duel, the exact prediction of one exchange (with why a mob is not struck, when it
 * is not), one duel logged step by step, sampled odds of the whole duel with a seed (in a worker, as `fray nightsoil
 * duel --runs N --seed S`), and the hit-chance curve.
 */
import {
  aimOf,
  armourOf,
  fighterOf,
  MAX_ROUNDS,
  type MobSpec,
  type MobState,
} from '../../../../../src/nightsoil/index.js';
import { h } from '../../../../src/dom.js';
import { cliLine, readAll } from '../../kit/form.js';
import { latestWorker } from '../../kit/latestWorker.js';
import { duelFields, type DuelValues } from './duelFields.js';
import { duelLog } from './duelLog.js';
import { hitCurve, type HitCurve } from './hitCurve.js';
import { mobEditor } from './mobEditor.js';
import OddsWorker from './odds.worker.ts?worker&inline';
import type { OddsRequest } from './odds.worker.js';
import { oddsPictures, type OddsJson } from './oddsPictures.js';
import { predictParts } from './predictSection.js';

/** What the CLI line calls a mob's file: its name, as the examples are named. */
function fileName(m: MobSpec, side: string): string {
  return `${m.name.replace(/[^\w-]+/g, '_') || `mob-${side}`}.json`;
}

function section(id: string, title: string, ...children: Node[]): HTMLElement {
  return h('section', { id, 'aria-labelledby': `${id}-h` }, h('h2', { id: `${id}-h` }, title), ...children);
}

/** Buttons that fill the hit curve with a swing of one mob at the other. */
function swingButtons(curve: HitCurve, mobs: () => [MobState, MobState] | undefined): void {
  for (const [label, from, to] of [
    ['A strikes B', 0, 1],
    ['B strikes A', 1, 0],
  ] as const) {
    const button = h('button', { type: 'button' }, label);
    button.addEventListener('click', () => {
      const m = mobs();
      if (m !== undefined) curve.use(aimOf(m[from]), armourOf(m[to]));
    });
    curve.tools.append(button);
  }
}

/** The flags of the CLI lines, beyond the files. */
function flags(v: DuelValues, paramsGiven: string): string {
  return `${v.distance !== 1 ? ` --distance ${v.distance}` : ''}${paramsGiven.trim() === '' ? '' : ` --params ${paramsGiven.trim()}`}`;
}

/** Mounts the page in `root`; returns what stops its worker. */
export function nightsoilPage(root: HTMLElement): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const update = (): void => {
    clearTimeout(timer);
    timer = setTimeout(() => void compute(), 200);
  };
  const a = mobEditor('a', 'Mob A (the attacker)', 'orc', update);
  const b = mobEditor('b', 'Mob B (the defender)', 'elf', update);
  const f = duelFields(update);
  const worker = latestWorker<OddsRequest, unknown>(() => new OddsWorker());
  const parts = {
    predict: h('div', { class: 'results' }),
    log: h('div', { class: 'results' }),
    oddsStatus: h('p', { class: 'status', role: 'status' }),
    odds: h('div', { class: 'results' }),
  };
  const cli = { predict: cliLine(), log: cliLine(), odds: cliLine() };
  const curve = hitCurve();
  let mobs: [MobState, MobState] | undefined;
  swingButtons(curve, () => mobs);

  const clear = (): void => {
    worker.stop();
    mobs = undefined;
    for (const c of Object.values(cli)) c.set(undefined);
    const msg = 'Fix the marked input to see the duel.';
    parts.predict.replaceChildren(h('p', { class: 'status' }, msg));
    parts.log.replaceChildren();
    parts.oddsStatus.textContent = msg;
    parts.odds.replaceChildren();
  };
  async function compute(): Promise<void> {
    const specs = [a.read(), b.read()] as const;
    const v = readAll(f);
    curve.redraw(v?.params);
    if (specs[0] === undefined || specs[1] === undefined || v === undefined) return clear();
    const [sa, sb] = specs;
    mobs = [fighterOf(sa), fighterOf(sb)];
    const files = `${fileName(sa, 'a')} ${fileName(sb, 'b')}`;
    const more = flags(v, f.params.input.value);
    cli.predict.set(`fray nightsoil duel ${files} --predict${more} --json`);
    parts.predict.replaceChildren(...predictParts(mobs, v));
    const limit = v.maxRounds !== MAX_ROUNDS ? ` --max-rounds ${v.maxRounds}` : '';
    cli.log.set(`fray nightsoil duel ${files} --seed ${v.seed}${limit}${more}`);
    parts.log.replaceChildren(...duelLog(mobs, v));
    await odds(sa, sb, v, `${files} --runs ${v.runs} --seed ${v.seed}${limit}${more} --json`);
  }
  async function odds(sa: MobSpec, sb: MobSpec, v: DuelValues, line: string): Promise<void> {
    parts.oddsStatus.textContent = `Fighting ${v.runs} duels\u2026`;
    const request: OddsRequest = {
      a: sa,
      b: sb,
      params: v.params,
      runs: v.runs,
      maxRounds: v.maxRounds,
      distance: v.distance,
      seed: v.seed,
    };
    const json = await worker
      .run(request)
      .catch(
        (e: unknown) => void (parts.oddsStatus.textContent = `Could not compute the odds: ${(e as Error).message}`),
      );
    if (json === undefined) return;
    parts.oddsStatus.textContent = `${v.runs} duels, seed ${v.seed}.`;
    parts.odds.replaceChildren(...oddsPictures(json as OddsJson, v.seed));
    cli.odds.set(`fray nightsoil duel ${line}`);
  }

  root.append(
    h('h1', {}, 'Night Soil duel'),
    h(
      'p',
      { class: 'lede' },
      'Two mobs, as in fray nightsoil duel: edit them in the form, equipment included, or paste their JSON files. The exact odds of one exchange, a duel logged step by step, the odds of whole duels from a seed, and the hit-chance curve follow every edit.',
    ),
    h('div', { class: 'mobs' }, a.el, b.el),
    h(
      'fieldset',
      { class: 'duel-options' },
      h('legend', {}, 'The duel'),
      h('div', { class: 'row' }, f.distance.row, f.runs.row, f.maxRounds.row, f.params.row, f.seed.row),
    ),
    section('predict', 'One exchange, exactly', parts.predict, cli.predict.el),
    section('duel-log', 'One duel, step by step', parts.log, cli.log.el),
    section('odds', 'Whole duels, sampled', parts.oddsStatus, parts.odds, cli.odds.el),
    curve.el,
  );
  void compute();
  return () => (clearTimeout(timer), worker.stop());
}
