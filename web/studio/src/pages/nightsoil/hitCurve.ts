/**
 * The hit-chance curve to explore (`fray nightsoil hit`): p = 1/(1 + A^(B − x)) with x = (aim − armour)/(aim +
 * armour), against aim at the chosen armour and against x itself, the chosen swing marked on both.
 */
import { h } from '../../../../src/dom.js';
import { finiteNumberText } from '../../../../../src/core/optionText.js';
import { contest, hitChance, sigmoid, type NightSoilParams } from '../../../../../src/nightsoil/index.js';
import { svgLineChart } from '../../../../../src/report/index.js';
import { chartElement } from '../../kit/chart.js';
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

/** The hit-chance explorer. */
export function hitCurve(): HitCurve {
  let params: NightSoilParams | undefined;
  const update = (): void => draw();
  const f = {
    aim: field({
      id: 'hit-aim',
      label: 'Aim',
      hint: "the attacker's current aim, a number ≥ 0",
      value: '20',
      parse: (t) => finiteNumberText(t, 0),
      onInput: update,
    }),
    armour: field({
      id: 'hit-armour',
      label: 'Armour',
      hint: "the defender's current armour, a number ≥ 0",
      value: '10',
      parse: (t) => finiteNumberText(t, 0),
      onInput: update,
    }),
  };
  const line = h('output', { for: 'hit-aim hit-armour', class: 'hit-result' });
  const charts = h('div', { class: 'charts' });
  const buttons = h('p', { class: 'row' });
  function draw(): void {
    const v = readAll(f);
    if (v === undefined || params === undefined) {
      line.textContent =
        params === undefined
          ? 'Fix the constants (--params) to see the curve.'
          : 'Fix the marked input to see the curve.';
      charts.replaceChildren();
      return;
    }
    const p = params;
    const { x, p: hit } = hitChance(v.aim, v.armour, p);
    line.textContent = `aim ${v.aim} vs armour ${v.armour}: x = ${x.toFixed(4)}, p = ${hit.toFixed(4)} (${(hit * 100).toFixed(1)}% to hit)`;
    const top = Math.max(40, Math.ceil(v.aim * 1.5), Math.ceil(v.armour * 3));
    const step = top / 200;
    const aims: [number, number][] = [];
    for (let i = 0; i <= 200; i++) aims.push([i * step, 100 * sigmoid(contest(i * step, v.armour), p)]);
    const xs: [number, number][] = [];
    for (let i = 0; i <= 200; i++) xs.push([-1 + i / 100, 100 * sigmoid(-1 + i / 100, p)]);
    const mark = (name: string, at: number): { name: string; points: [number, number][] } => ({
      name,
      points: [
        [at, 0],
        [at, 100 * hit],
      ],
    });
    charts.replaceChildren(
      chartElement(
        svgLineChart({
          id: 'hit-vs-aim',
          title: `Chance to hit against aim, armour ${v.armour}`,
          xLabel: 'aim',
          yLabel: 'chance to hit (%)',
          series: [
            { name: `armour ${v.armour}`, points: aims },
            mark(`aim ${v.aim}: ${(100 * hit).toFixed(1)}%`, v.aim),
          ],
        }),
      ),
      chartElement(
        svgLineChart({
          id: 'hit-vs-x',
          title: `The sigmoid, A = ${p.A}, B = ${p.B}`,
          xLabel: 'x = (aim − armour) / (aim + armour)',
          yLabel: 'chance to hit (%)',
          series: [
            { name: 'p = 1 / (1 + A^(B − x))', points: xs },
            mark(`x = ${x.toFixed(3)}: ${(100 * hit).toFixed(1)}%`, x),
          ],
        }),
      ),
    );
  }
  const el = h(
    'section',
    { id: 'hit-curve', 'aria-labelledby': 'hit-curve-h' },
    h('h2', { id: 'hit-curve-h' }, 'The hit-chance curve'),
    h(
      'div',
      { class: 'tool-grid' },
      h('div', { class: 'inputs' }, f.aim.row, f.armour.row, buttons),
      h('div', { class: 'results' }, h('pre', { class: 'out', tabindex: '0' }, line), charts),
    ),
  );
  return {
    el,
    tools: buttons,
    redraw(next) {
      params = next;
      draw();
    },
    use(aim, armour) {
      f.aim.input.value = String(Number(aim.toFixed(4)));
      f.armour.input.value = String(Number(armour.toFixed(4)));
      draw();
    },
  };
}
