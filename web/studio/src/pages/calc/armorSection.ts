/** Smooth armour: `fray armor --inc I --def D` for one hit, and its curves around that hit (`fray armor plot`). */
import { h } from '../../../../src/dom.js';
import { armorHit, damageTaken } from '../../../../../src/core/index.js';
import { armorHitText, armorPlotAgainstDef, armorPlotAgainstInc } from '../../../../../src/core/armor/armorReport.js';
import { finiteNumberText } from '../../../../../src/core/optionText.js';
import { svgLineChart, type LineSeries } from '../../../../../src/report/index.js';
import { chartElement } from '../../kit/chart.js';
import { field } from '../../kit/field.js';
import { cliLine, readAll, type Remembered } from '../../kit/form.js';
import { pageSection, toolGrid } from '../../kit/layout.js';

/** Whole steps from `lo` to `hi` (at most 400 points, so a huge input still draws at once). */
function curve(lo: number, hi: number, f: (x: number) => number): [number, number][] {
  const step = Math.max(1, Math.ceil((hi - lo) / 400));
  const pts: [number, number][] = [];
  for (let x = lo; x <= hi; x += step) pts.push([x, f(x)]);
  if (pts.at(-1)?.[0] !== hi) pts.push([hi, f(hi)]);
  return pts;
}

/** The range a curve spans: the handbook's 0…200, widened to include the visitor's value with room beyond. */
const span = (v: number): [number, number] => [Math.min(0, Math.floor(v)), Math.max(200, Math.ceil(v * 1.25))];

/** A vertical line from the axis up to the curve at the visitor's value: where this hit sits on the curve. */
function marker(name: string, x: number, y: number): LineSeries {
  return {
    name,
    points: [
      [x, 0],
      [x, y],
    ],
  };
}

/** The smooth-armour section. */
export function armorSection(keep: Remembered): HTMLElement {
  const update = (): void => draw();
  const f = {
    inc: field({
      id: 'armor-inc',
      label: 'Incoming damage',
      hint: 'a number; 0 or less takes nothing',
      value: keep.initial('armor-inc', '10'),
      parse: (t) => finiteNumberText(t),
      onInput: update,
    }),
    def: field({
      id: 'armor-def',
      label: 'Defence',
      hint: 'a number; 0 or less means no armour',
      value: keep.initial('armor-def', '5'),
      parse: (t) => finiteNumberText(t),
      onInput: update,
    }),
  };
  const result = h('output', { for: 'armor-inc armor-def', class: 'armor-result' });
  const charts = h('div', { class: 'charts' });
  const cli = cliLine();
  function draw(): void {
    const v = readAll(f);
    keep.remember([f.inc, f.def]);
    if (v === undefined) {
      cli.set(undefined);
      result.textContent = 'Fix the marked input to see the hit.';
      charts.replaceChildren();
      return;
    }
    const hit = armorHit(v.inc, v.def);
    result.textContent = armorHitText(hit);
    cli.set(`fray armor --inc ${v.inc} --def ${v.def}`);
    const [d0, d1] = span(v.def);
    const [i0, i1] = span(v.inc);
    charts.replaceChildren(
      chartElement(
        svgLineChart({
          id: 'armor-at-inc',
          title: `Damage taken against defence, incoming ${v.inc}`,
          xLabel: 'defence (def)',
          yLabel: 'damage taken',
          series: [
            { name: `incoming ${v.inc}`, points: curve(d0, d1, (d) => damageTaken(v.inc, d)) },
            marker(`your defence ${v.def}: taken ${round(hit.taken)}`, v.def, hit.taken),
          ],
        }),
      ),
      chartElement(
        svgLineChart({
          id: 'armor-at-def',
          title: `Damage taken against incoming damage, defence ${v.def}`,
          xLabel: 'incoming damage (inc)',
          yLabel: 'damage taken',
          series: [
            { name: `defence ${v.def}`, points: curve(i0, i1, (i) => damageTaken(i, v.def)) },
            marker(`your hit ${v.inc}: taken ${round(hit.taken)}`, v.inc, hit.taken),
            {
              name: 'no armour (taken = inc)',
              points: [
                [i0, Math.max(0, i0)],
                [i1, i1],
              ],
            },
          ],
        }),
      ),
    );
  }
  draw();
  return pageSection(
    'calc-armor',
    'Smooth armour',
    'Damage taken = inc\u00b2 / (inc + def): armour takes a large share of a light hit and a small share of a heavy one, with no threshold where it suddenly stops working.',
    toolGrid([f.inc.row, f.def.row], [h('pre', { class: 'out', tabindex: '0' }, result), cli.el]),
    charts,
    h(
      'details',
      {},
      h('summary', {}, 'The handbook\u2019s two graphs (fray armor plot)'),
      h('div', { class: 'charts' }, chartElement(armorPlotAgainstDef()), chartElement(armorPlotAgainstInc())),
    ),
  );
}

const round = (x: number): string => (Number.isInteger(x) ? String(x) : x.toFixed(2));
