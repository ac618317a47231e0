/** Smooth armour: `fray armor --inc I --def D` for one hit, and its curves around that hit (`fray armor plot`). */
import { armorHit } from '../../../../../src/core/index.js';
import { armorHitText, armorPlotAgainstDef, armorPlotAgainstInc } from '../../../../../src/core/armor/armorReport.js';
import { finiteNumberText } from '../../../../../src/core/optionText.js';
import { h } from '../../../../src/dom.js';
import { chartElement } from '../../kit/chart.js';
import { field } from '../../kit/field.js';
import { cliLine, readAll, type Remembered } from '../../kit/form.js';
import { pageSection, toolGrid } from '../../kit/layout.js';
import { armorCharts } from './armorCharts.js';

function armorFields(keep: Remembered, update: () => void) {
  const number = (id: string, label: string, hint: string, value: string) =>
    field({ id, label, hint, value: keep.initial(id, value), parse: (t) => finiteNumberText(t), onInput: update });
  return {
    inc: number('armor-inc', 'Incoming damage', 'a number; 0 or less takes nothing', '10'),
    def: number('armor-def', 'Defence', 'a number; 0 or less means no armour', '5'),
  };
}

function handbook(): HTMLElement {
  return h(
    'details',
    {},
    h('summary', {}, 'The handbook\u2019s two graphs (fray armor plot)'),
    h('div', { class: 'charts' }, chartElement(armorPlotAgainstDef()), chartElement(armorPlotAgainstInc())),
  );
}

/** The smooth-armour section. */
export function armorSection(keep: Remembered): HTMLElement {
  const f = armorFields(keep, () => draw());
  const result = h('output', { for: 'armor-inc armor-def', class: 'armor-result' });
  const charts = h('div', { class: 'charts' });
  const cli = cliLine();
  function draw(): void {
    const v = readAll(f);
    keep.remember([f.inc, f.def]);
    cli.set(v === undefined ? undefined : `fray armor --inc ${v.inc} --def ${v.def}`);
    result.textContent =
      v === undefined ? 'Fix the marked input to see the hit.' : armorHitText(armorHit(v.inc, v.def));
    charts.replaceChildren(...(v === undefined ? [] : armorCharts(v.inc, v.def)));
  }
  draw();
  return pageSection(
    'calc-armor',
    'Smooth armour',
    'Damage taken = inc\u00b2 / (inc + def): armour takes a large share of a light hit and a small share of a heavy one, with no threshold where it suddenly stops working.',
    toolGrid([f.inc.row, f.def.row], [h('pre', { class: 'out', tabindex: '0' }, result), cli.el]),
    charts,
    handbook(),
  );
}
