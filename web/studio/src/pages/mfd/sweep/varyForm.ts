/**
 * The fields of one number a sweep varies, chosen from lists made from the teams: the side, the fighter (that side's
 * fighters), the column (the numbers a sweep can vary), the buff (that fighter's buffs, for a buff column), and the
 * values to try (a range such as 0..0.5:0.1, or a list).
 */
import { SWEEP_COLUMNS } from '../../../../../../src/mfd/sweep/parseVary.js';
import { h } from '../../../../../src/dom.js';
import { effect, signal, type ReadonlySignal, type Signal } from '../../../kit/reactive.js';
import { formField, type FormField } from '../formField.js';
import type { VaryFields } from '../setup.js';

/** The fighters and their buffs on each side, as the teams read. */
export interface Roster {
  heroes: { name: string; buffs: string[] }[];
  villains: { name: string; buffs: string[] }[];
}

/** The fields of one varied number. */
export interface VaryForm {
  box: HTMLElement;
  side: HTMLSelectElement;
  fighter: HTMLSelectElement;
  column: HTMLSelectElement;
  buff: HTMLSelectElement;
  values: FormField;
  message: HTMLElement;
  /** Fills the fields from a setup's. */
  set(f: VaryFields): void;
}

function labelled(id: string, label: string, select: HTMLSelectElement): HTMLElement {
  return h('div', { class: 'form-field' }, h('label', { for: id }, label), select);
}

/** Fills `select` with `options` (value and words), keeping `keep` chosen when it is one of them. */
function fill(select: HTMLSelectElement, options: readonly [string, string][], keep: string): void {
  select.replaceChildren(...options.map(([value, words]) => h('option', { value }, words)));
  if (options.some(([v]) => v === keep)) select.value = keep;
  else if (keep !== '') {
    // A name the teams no longer have stays chosen, marked, so the sweep says what is wrong rather than pick another.
    select.append(h('option', { value: keep }, `${keep} (not in the team)`));
    select.value = keep;
  }
}

/** The menus and the values field of variable `k`, filled from `f`. */
function controls(k: number, f: VaryFields) {
  const id = (x: string) => `mfd-vary${k}-${x}`;
  const sides = [h('option', { value: 'heroes' }, 'Heroes'), h('option', { value: 'villains' }, 'Villains')];
  const side = h('select', { id: id('side') }, ...sides);
  side.value = f.side;
  const column = h('select', { id: id('column') }, ...SWEEP_COLUMNS.map((c) => h('option', { value: c }, c)));
  column.value = f.column;
  const hint = 'a range such as 0..0.5:0.1, or a list: 0, 0.2, 0.5';
  return {
    side,
    fighter: h('select', { id: id('fighter') }),
    column,
    buff: h('select', { id: id('buff') }),
    values: formField(id('values'), 'Values', f.values, { size: 14, hint }),
    message: h('p', { class: 'field-error', id: id('msg'), hidden: true }),
  };
}

type Controls = ReturnType<typeof controls>;
type Chosen = { side: 'heroes' | 'villains'; fighter: string; buff: string };

/** Keeps the fighter and buff menus to the side's fighters and the fighter's buffs, as the teams read. */
function follow(c: Controls, chosen: Signal<Chosen>, roster: ReadonlySignal<Roster>, onChange: () => void): void {
  effect(() => {
    const now = chosen.value;
    const list = roster.value[now.side];
    fill(
      c.fighter,
      list.map((x): [string, string] => [x.name, x.name]),
      now.fighter,
    );
    const buffs = list.find((x) => x.name === c.fighter.value)?.buffs ?? [];
    const none: [string, string] = ['', buffs.length > 1 ? 'choose one' : 'its only buff'];
    fill(c.buff, [none, ...buffs.map((b): [string, string] => [b, b])], now.buff);
  });
  c.side.addEventListener('change', () => {
    chosen.value = { side: c.side.value === 'villains' ? 'villains' : 'heroes', fighter: '', buff: '' };
    onChange();
  });
  for (const s of [c.fighter, c.buff])
    s.addEventListener('change', () => {
      chosen.value = { ...chosen.peek(), fighter: c.fighter.value, buff: s === c.buff ? c.buff.value : '' };
      onChange();
    });
  c.column.addEventListener('change', onChange);
  c.values.input.addEventListener('input', onChange);
}

/** The form of variable `k` (0 or 1), following `roster`; `onChange` hears every change. */
export function varyForm(k: number, f: VaryFields, roster: ReadonlySignal<Roster>, onChange: () => void): VaryForm {
  const c = controls(k, f);
  const chosen = signal<Chosen>({ side: f.side, fighter: f.fighter, buff: f.buff });
  follow(c, chosen, roster, onChange);
  const legend = k === 0 ? 'The number to vary' : 'A second number (optional: leave its values blank)';
  const row = h(
    'div',
    { class: 'form-row' },
    labelled(c.side.id, 'Side', c.side),
    labelled(c.fighter.id, 'Fighter', c.fighter),
    labelled(c.column.id, 'Column', c.column),
    labelled(c.buff.id, 'Buff', c.buff),
    c.values.wrap,
  );
  const box = h('fieldset', { class: 'vary' }, h('legend', {}, legend), row, c.message);
  const set = (v: VaryFields): void => {
    c.side.value = v.side;
    c.column.value = v.column;
    c.values.input.value = v.values;
    chosen.value = { side: v.side, fighter: v.fighter, buff: v.buff };
  };
  return { ...c, box, set };
}

/** The form's fields as the setup keeps them. */
export function fieldsOf(v: VaryForm): VaryFields {
  return {
    side: v.side.value === 'villains' ? 'villains' : 'heroes',
    fighter: v.fighter.value,
    column: v.column.value,
    buff: v.buff.value,
    values: v.values.input.value,
  };
}
