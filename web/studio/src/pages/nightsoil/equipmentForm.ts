/**
 * A mob's equipment in the form: one row per item (its name, slot, aim, armour, offence, defence, range, and whether
 * a weapon takes both hands), items added and removed, each change written into the mob's JSON. A problem the reader
 * finds in an item ("equipment[1].aim: …") is shown at that item's field.
 */
import { h } from '../../../../src/dom.js';
import { shown, setTyped } from './mobText.js';

/** The slots an item may go in (src/nightsoil/equipment.ts). */
const SLOTS = ['weapon', 'shield', 'body', 'cloak', 'head', 'hands', 'feet'] as const;
/** The numbers of an item, with their labels. */
const NUMBERS: readonly [string, string][] = [
  ['aim', 'Aim'],
  ['armour', 'Armour'],
  ['offence', 'Offence'],
  ['defence', 'Defence'],
  ['range', 'Range'],
];

type Item = Record<string, unknown>;

/** The form of one mob's equipment. */
export interface EquipmentForm {
  readonly element: HTMLElement;
  /** Draws the items of `equipment` (the JSON's, when it changed there). */
  show(equipment: unknown): void;
  /** Shows a problem at an item's field (or clears every one). */
  flag(item: number | undefined, key: string | undefined, message: string | undefined): void;
}

function numberField(id: string, label: string, value: string, change: (text: string) => void): HTMLElement {
  const input = h('input', {
    id,
    type: 'text',
    inputmode: 'decimal',
    value,
    size: 5,
    autocomplete: 'off',
    'aria-describedby': `${id}-error`,
  });
  input.addEventListener('input', () => change(input.value));
  return h(
    'span',
    { class: 'field eq-field' },
    h('label', { for: id }, label),
    input,
    h('span', { class: 'field-error', id: `${id}-error` }),
  );
}

function itemRow(id: string, item: Item, change: (edit: (it: Item) => void) => void, remove: () => void): HTMLElement {
  const name = h('input', {
    id: `${id}-name`,
    type: 'text',
    value: shown(item.name),
    size: 10,
    autocomplete: 'off',
    'aria-describedby': `${id}-name-error`,
  });
  name.addEventListener('input', () => change((it) => setTyped(it, 'name', name.value, true)));
  const slot = h(
    'select',
    { id: `${id}-slot` },
    h('option', { value: '' }, '(from its numbers)'),
    ...SLOTS.map((s) => h('option', { value: s }, s)),
  );
  slot.value = typeof item.slot === 'string' ? item.slot : '';
  slot.addEventListener('change', () => change((it) => setTyped(it, 'slot', slot.value, true)));
  const hands = h('input', { id: `${id}-twoHanded`, type: 'checkbox', checked: item.twoHanded === true });
  hands.addEventListener('change', () => change((it) => (hands.checked ? (it.twoHanded = true) : delete it.twoHanded)));
  const drop = h('button', { type: 'button', class: 'eq-remove' }, `Remove ${shown(item.name) || 'this item'}`);
  drop.addEventListener('click', remove);
  return h(
    'fieldset',
    { class: 'eq-item' },
    h('legend', {}, shown(item.name) || 'An item'),
    h(
      'span',
      { class: 'field eq-field' },
      h('label', { for: `${id}-name` }, 'Name'),
      name,
      h('span', { class: 'field-error', id: `${id}-name-error` }),
    ),
    h('span', { class: 'field eq-field' }, h('label', { for: `${id}-slot` }, 'Slot'), slot),
    ...NUMBERS.map(([key, label]) =>
      numberField(`${id}-${key}`, label, shown(item[key]), (t) => change((it) => setTyped(it, key, t))),
    ),
    h('span', { class: 'eq-check' }, hands, h('label', { for: `${id}-twoHanded` }, 'Two-handed')),
    drop,
  );
}

/** The form for side `side`; `write` hears the new equipment list after each change. */
export function equipmentForm(side: string, write: (equipment: Item[]) => void): EquipmentForm {
  let items: Item[] = [];
  const list = h('div', { class: 'eq-list' });
  const add = h('button', { type: 'button', class: 'eq-add' }, 'Add an item');
  const changed = (): void => write(items);
  add.addEventListener('click', () => {
    items = [...items, { name: 'new item', slot: 'weapon' }];
    changed();
    draw();
  });
  const draw = (): void => {
    list.replaceChildren(
      ...items.map((item, i) =>
        itemRow(
          `mob-${side}-eq${i}`,
          item,
          (edit) => (edit(item), changed()),
          () => {
            items = items.filter((_, k) => k !== i);
            changed();
            draw();
          },
        ),
      ),
    );
  };
  const element = h('div', { class: 'equipment' }, h('h4', {}, 'Equipment'), list, add);
  return {
    element,
    show(equipment) {
      if (element.contains(document.activeElement) && document.activeElement !== add) return;
      items = Array.isArray(equipment)
        ? equipment.filter((x): x is Item => typeof x === 'object' && x !== null).map((x) => ({ ...x }))
        : [];
      draw();
    },
    flag(item, key, message) {
      element.querySelectorAll('.field-error').forEach((e) => (e.textContent = ''));
      element.querySelectorAll('[aria-invalid]').forEach((e) => e.removeAttribute('aria-invalid'));
      if (item === undefined || key === undefined || message === undefined) return;
      const id = `mob-${side}-eq${item}-${key}`;
      document.getElementById(id)?.setAttribute('aria-invalid', 'true');
      const err = document.getElementById(`${id}-error`);
      if (err) err.textContent = message;
    },
  };
}
