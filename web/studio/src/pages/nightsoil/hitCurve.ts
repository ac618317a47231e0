/**
 * The hit-chance curve to explore (`fray nightsoil hit`): p = 1/(1 + A^(B − x)) with x = (aim − armour)/(aim +
 * armour), against aim at the chosen armour and against x itself, the chosen swing marked on both.
 */
import { finiteNumberText } from '../../../../../src/core/optionText.js';
import { contest, hitChance, sigmoid, type NightSoilParams } from '../../../../../src/nightsoil/index.js';
import { h } from '../../../../src/dom.js';
import { bandChart, type BandPoint, type BandSeries } from '../../kit/charts/bandChart.js';
import { field } from '../../kit/field.js';
import { readAll } from '../../kit/form.js';

/** The explorer; `redraw(params)` follows the duel's constants, `use(aim, armour)` fills in a swing. */
export interface HitCurve {
  readonly el: HTMLElement;
  /** A place for buttons that fill in a swing (A strikes B…). */
  readonly tools: HTMLElement;
  redraw(params: NightSoilParams | undefined): void;
  use(aim: number, armour: number): void;
}

const at = (x: number, y: number): BandPoint => ({ x, y, lo: y, hi: y });

/** 201 points of `f` from `lo` to `hi`. */
function curve(lo: number, hi: number, f: (x: number) => number): BandPoint[] {
  return Array.from({ length: 201 }, (_, i) => {
    const x = Number((lo + ((hi - lo) * i) / 200).toFixed(6));
    return at(x, f(x));
  });
}

/** The two charts of a swing of `aim` against `armour`. */
function charts(aim: number, armour: number, p: NightSoilParams): HTMLElement[] {
  const { x, p: hit } = hitChance(aim, armour, p);
  const top = Math.max(40, Math.ceil(aim * 1.5), Math.ceil(armour * 3));
  const mark = (name: string, where: number): BandSeries => ({ name, points: [at(where, hit)] });
  const byAim: BandSeries[] = [
    { name: `armour ${armour}`, points: curve(0, top, (a) => sigmoid(contest(a, armour), p)) },
    mark(`aim ${aim}: ${(100 * hit).toFixed(1)}%`, aim),
  ];
  const byX: BandSeries[] = [
    { name: 'p = 1 / (1 + A^(B − x))', points: curve(-1, 1, (v) => sigmoid(v, p)) },
    mark(`x = ${x.toFixed(3)}: ${(100 * hit).toFixed(1)}%`, x),
  ];
  return [
    bandChart({ id: 'hit-vs-aim', title: `Chance to hit against aim, armour ${armour}`, xLabel: 'aim', series: byAim }),
    bandChart({
      id: 'hit-vs-x',
      title: `The sigmoid, A = ${p.A}, B = ${p.B}`,
      xLabel: 'x = (aim − armour) / (aim + armour)',
      series: byX,
    }),
  ];
}

function curveFields(update: () => void) {
  const number = (id: string, label: string, hint: string, value: string) =>
    field({ id, label, hint, value, parse: (t) => finiteNumberText(t, 0), onInput: update });
  return {
    aim: number('hit-aim', 'Aim', "the attacker's current aim, a number ≥ 0", '20'),
    armour: number('hit-armour', 'Armour', "the defender's current armour, a number ≥ 0", '10'),
  };
}

/** The hit-chance explorer. */
export function hitCurve(): HitCurve {
  let params: NightSoilParams | undefined;
  const f = curveFields(() => draw());
  const line = h('output', { for: 'hit-aim hit-armour', class: 'hit-result' });
  const out = h('div', { class: 'charts' });
  const tools = h('p', { class: 'row' });
  function draw(): void {
    const v = readAll(f);
    out.replaceChildren();
    if (params === undefined) return void (line.textContent = 'Fix the constants to see the curve.');
    if (v === undefined) return void (line.textContent = 'Fix the marked input to see the curve.');
    const { x, p: hit } = hitChance(v.aim, v.armour, params);
    line.textContent = `aim ${v.aim} vs armour ${v.armour}: x = ${x.toFixed(4)}, p = ${hit.toFixed(4)} (${(hit * 100).toFixed(1)}% to hit)`;
    out.replaceChildren(...charts(v.aim, v.armour, params));
  }
  const el = h(
    'section',
    { id: 'hit-curve', 'aria-labelledby': 'hit-curve-h' },
    h('h2', { id: 'hit-curve-h' }, 'The hit-chance curve'),
    h(
      'div',
      { class: 'tool-grid' },
      h('div', { class: 'inputs' }, f.aim.row, f.armour.row, tools),
      h('div', { class: 'results' }, h('pre', { class: 'out', tabindex: '0' }, line), out),
    ),
  );
  return {
    el,
    tools,
    redraw: (next) => ((params = next), draw()),
    use(aim, armour) {
      f.aim.input.value = String(Number(aim.toFixed(4)));
      f.armour.input.value = String(Number(armour.toFixed(4)));
      draw();
    },
  };
}
