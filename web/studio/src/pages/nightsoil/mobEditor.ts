/**
 * One mob, edited in a form (its numbers and its equipment) or as the JSON of a mob file, the two kept in step, and
 * checked by the CLI's own reader (mobFromText): a bad value is shown at its form field (an item's at the item's),
 * anything else (bad JSON, scrolls) under the JSON with its line and column and a way to it.
 */
import { h } from '../../../../src/dom.js';
import type { Problem } from '../../../../../src/core/index.js';
import { mobFromText, type MobSpec } from '../../../../../src/nightsoil/index.js';
import { plainWords } from '../../kit/plainWords.js';
import { loadText, saveText } from '../../kit/storage.js';
import { equipmentForm } from './equipmentForm.js';
import { EXAMPLES } from './examples.js';
import { mobFields } from './mobFields.js';
import { mobSources } from './mobSources.js';
import { mobText, objectOf, setTyped, shown } from './mobText.js';

/** A mob's editor in the page. */
export interface MobEditor {
  readonly el: HTMLElement;
  /** The mob as the CLI would read its file, or undefined when something is wrong (then shown where it is). */
  read(): MobSpec | undefined;
}

/** Where a problem's message points: a top field, or an item's field (`equipment[1].aim: …`). */
function placeOf(p: Problem): { top?: string; item?: number; key?: string; rest: string } {
  const m = /^equipment\[(\d+)\]\.([A-Za-z]+): (.*)$/s.exec(p.message);
  if (m) return { item: Number(m[1]), key: m[2], rest: m[3] ?? '' };
  const top = /^([A-Za-z]+): (.*)$/s.exec(p.message);
  return top ? { top: top[1], rest: top[2] ?? '' } : { rest: p.message };
}

/** The JSON's text area, its problem line and the button that goes to the problem's place. */
function jsonArea(side: string, initial: string) {
  const json = h('textarea', {
    id: `mob-${side}-json`,
    rows: 16,
    spellcheck: 'false',
    autocomplete: 'off',
    'aria-describedby': `mob-${side}-json-error`,
    class: 'mob-json',
  });
  json.value = initial;
  const error = h('p', { id: `mob-${side}-json-error`, class: 'field-error' });
  const goTo = h('button', { type: 'button', class: 'go-to', hidden: true }, 'Show me where');
  let place: { line: number; column: number } | undefined;
  goTo.addEventListener('click', () => {
    if (place === undefined) return;
    const lines = json.value.split('\n');
    const offset = lines.slice(0, place.line - 1).reduce((n, l) => n + l.length + 1, 0) + place.column - 1;
    json.focus();
    json.setSelectionRange(offset, offset + 1);
  });
  const show = (p: Problem | undefined): void => {
    place = p?.line === undefined ? undefined : { line: p.line, column: p.column ?? 1 };
    error.textContent =
      p === undefined
        ? ''
        : place === undefined
          ? plainWords(p.message)
          : `line ${place.line}, column ${place.column}: ${plainWords(p.message)}`;
    if (p === undefined) json.removeAttribute('aria-invalid');
    else json.setAttribute('aria-invalid', 'true');
    goTo.hidden = place === undefined;
  };
  return { json, error, goTo, show };
}

/** An editor for side `side` ('a' or 'b'), starting from the saved text or the example `example`. */
export function mobEditor(side: 'a' | 'b', title: string, example: string, onChange: () => void): MobEditor {
  const storageKey = `nightsoil:mob-${side}`;
  const area = jsonArea(side, loadText(storageKey) ?? EXAMPLES[example] ?? '{}');
  const write = (edit: (o: Record<string, unknown>) => void): void => {
    const o = objectOf(area.json.value);
    if (o !== undefined) {
      edit(o);
      area.json.value = mobText(o);
    }
    changed();
  };
  const fields = mobFields(side, (key, text) => write((o) => setTyped(o, key, text, key === 'name')));
  const equipment = equipmentForm(side, (items) =>
    write((o) => (items.length === 0 ? delete o.equipment : (o.equipment = items))),
  );
  const toForm = (): void => {
    const o = objectOf(area.json.value);
    if (o === undefined) return;
    for (const [key, f] of fields) if (document.activeElement !== f.input) f.input.value = shown(o[key]);
    equipment.show(o.equipment);
  };
  const changed = (): void => (saveText(storageKey, area.json.value), onChange());
  const load = (text: string): void => ((area.json.value = text), toForm(), changed());
  area.json.addEventListener('input', () => (toForm(), changed()));
  toForm();
  const el = h(
    'fieldset',
    { class: `mob mob-${side}` },
    h('legend', {}, title),
    mobSources(side, title, () => area.json.value, load),
    h('div', { class: 'mob-form' }, ...[...fields.values()].map((f) => f.row)),
    equipment.element,
    h(
      'div',
      { class: 'field' },
      h('label', { for: area.json.id }, 'The mob file (JSON): scrolls and the rest'),
      area.json,
      area.error,
      area.goTo,
    ),
  );
  return { el, read: () => readMob(area, fields, equipment) };
}

/** Reads the mob and shows its problem where it is. */
function readMob(
  area: ReturnType<typeof jsonArea>,
  fields: ReturnType<typeof mobFields>,
  equipment: ReturnType<typeof equipmentForm>,
): MobSpec | undefined {
  for (const f of fields.values()) f.flag(undefined);
  equipment.flag(undefined, undefined, undefined);
  area.show(undefined);
  const r = mobFromText(area.json.value);
  if (r.ok) return r.value;
  const at = placeOf(r.problem);
  const top = at.top === undefined ? undefined : fields.get(at.top);
  if (r.problem.line === undefined && top !== undefined) top.flag(plainWords(at.rest));
  else if (
    r.problem.line === undefined &&
    at.item !== undefined &&
    document.getElementById(`${area.json.id.replace('-json', '')}-eq${at.item}-${at.key}`)
  )
    equipment.flag(at.item, at.key, plainWords(at.rest));
  else area.show(r.problem);
  return undefined;
}
