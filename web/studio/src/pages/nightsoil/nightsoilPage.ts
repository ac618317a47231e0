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
import { mobEditor, type MobEditor } from './mobEditor.js';
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

const LEDE =
  'Two mobs, as in fray nightsoil duel: edit them in the form, equipment included, or paste their JSON files. The exact odds of one exchange, a duel logged step by step, the odds of whole duels from a seed, and the hit-chance curve follow every edit.';

/** The page's parts and what recomputes them after an edit (once typing pauses). */
class DuelPage {
  readonly a: MobEditor;
  readonly b: MobEditor;
  readonly f: ReturnType<typeof duelFields>;
  readonly curve = hitCurve();
  readonly parts = {
    predict: h('div', { class: 'results' }),
    log: h('div', { class: 'results' }),
    oddsStatus: h('p', { class: 'status', role: 'status' }),
    odds: h('div', { class: 'results' }),
  };
  readonly cli = { predict: cliLine(), log: cliLine(), odds: cliLine() };
  private readonly worker = latestWorker<OddsRequest, unknown>(() => new OddsWorker());
  private mobs: [MobState, MobState] | undefined;
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor() {
    const update = (): void => {
      clearTimeout(this.timer);
      this.timer = setTimeout(() => void this.compute(), 200);
    };
    this.a = mobEditor('a', 'Mob A (the attacker)', 'orc', update);
    this.b = mobEditor('b', 'Mob B (the defender)', 'elf', update);
    this.f = duelFields(update);
    swingButtons(this.curve, () => this.mobs);
  }

  stop(): void {
    clearTimeout(this.timer);
    this.worker.stop();
  }

  /** Reads both mobs and the duel, and shows the prediction, one duel's log and the odds (or what to fix). */
  async compute(): Promise<void> {
    const [sa, sb] = [this.a.read(), this.b.read()];
    const v = readAll(this.f);
    this.curve.redraw(v?.params);
    if (sa === undefined || sb === undefined || v === undefined) return this.clear();
    const mobs: [MobState, MobState] = [fighterOf(sa), fighterOf(sb)];
    this.mobs = mobs;
    const files = `${fileName(sa, 'a')} ${fileName(sb, 'b')}`;
    const more = flags(v, this.f.params.input.value);
    const limit = v.maxRounds !== MAX_ROUNDS ? ` --max-rounds ${v.maxRounds}` : '';
    this.cli.predict.set(`fray nightsoil duel ${files} --predict${more} --json`);
    this.parts.predict.replaceChildren(...predictParts(mobs, v));
    this.cli.log.set(`fray nightsoil duel ${files} --seed ${v.seed}${limit}${more}`);
    this.parts.log.replaceChildren(...duelLog(mobs, v));
    await this.odds(sa, sb, v, `${files} --runs ${v.runs} --seed ${v.seed}${limit}${more} --json`);
  }

  private async odds(sa: MobSpec, sb: MobSpec, v: DuelValues, line: string): Promise<void> {
    const { oddsStatus, odds } = this.parts;
    oddsStatus.textContent = `Fighting ${v.runs} duels\u2026`;
    const request: OddsRequest = {
      a: sa,
      b: sb,
      params: v.params,
      runs: v.runs,
      maxRounds: v.maxRounds,
      distance: v.distance,
      seed: v.seed,
    };
    const json = await this.worker
      .run(request)
      .catch((e: unknown) => void (oddsStatus.textContent = `Could not compute the odds: ${(e as Error).message}`));
    if (json === undefined) return;
    oddsStatus.textContent = `${v.runs} duels, seed ${v.seed}.`;
    odds.replaceChildren(...oddsPictures(json as OddsJson, v.seed));
    this.cli.odds.set(`fray nightsoil duel ${line}`);
  }

  private clear(): void {
    this.worker.stop();
    this.mobs = undefined;
    for (const c of Object.values(this.cli)) c.set(undefined);
    const msg = 'Fix the marked input to see the duel.';
    this.parts.predict.replaceChildren(h('p', { class: 'status' }, msg));
    this.parts.log.replaceChildren();
    this.parts.oddsStatus.textContent = msg;
    this.parts.odds.replaceChildren();
  }
}

/** Mounts the page in `root`; returns what stops its worker. */
export function nightsoilPage(root: HTMLElement): () => void {
  const p = new DuelPage();
  const { f, parts, cli } = p;
  const options = h('div', { class: 'row' }, f.distance.row, f.runs.row, f.maxRounds.row, f.params.row, f.seed.row);
  root.append(
    h('h1', {}, 'Night Soil duel'),
    h('p', { class: 'lede' }, LEDE),
    h('div', { class: 'mobs' }, p.a.el, p.b.el),
    h('fieldset', { class: 'duel-options' }, h('legend', {}, 'The duel'), options),
    section('predict', 'One exchange, exactly', parts.predict, cli.predict.el),
    section('duel-log', 'One duel, step by step', parts.log, cli.log.el),
    section('odds', 'Whole duels, sampled', parts.oddsStatus, parts.odds, cli.odds.el),
    p.curve.el,
  );
  void p.compute();
  return () => p.stop();
}
