/**
 * One mob, edited in a form or as the JSON of a mob file (the two kept in step), checked by the CLI's own reader
 * (mobFromText): a bad value is shown at its form field, anything else (bad JSON, equipment, scrolls) under the JSON
 * with its line and column.
 */
import { h } from '../../../../src/dom.js';
import { ok, type Problem } from '../../../../../src/core/index.js';
import { mobFromText, type MobSpec } from '../../../../../src/nightsoil/index.js';
import { downloadText } from '../../kit/download.js';
import { field, type Field } from '../../kit/field.js';
import { readPicked } from '../../kit/readFile.js';
import { loadText, saveText } from '../../kit/storage.js';
import { EXAMPLES } from './examples.js';

/** The fields the form shows; the rest of a mob (equipment, scrolls, starting values) is edited in its JSON. */
const FORM: readonly (readonly [key: string, label: string, hint: string])[] = [
  ['name', 'Name', 'text'],
  ['maxLife', 'Max life', 'a number > 0'],
  ['maxStrength', 'Max strength', 'a number ≥ 0'],
  ['maxIq', 'Max iq', 'a number ≥ 0; default 0'],
  ['maxAim', 'Max aim', 'a number ≥ 0'],
  ['maxArmour', 'Max armour', 'a number ≥ 0'],
  ['swingRate', 'Swing rate', 'swings a round, 1 to 60; default 2'],
  ['moveRate', 'Move rate', 'steps a round, 1 to 60; default 2'],
  ['fleeBelow', 'Flees below', 'share of max life, 0 to 0.99; default 0.2'],
  ['eatBelow', 'Eats below', 'share of max life, 0 to 1; default 0.5'],
];

/** A mob's editor in the page. */
export interface MobEditor {
  readonly el: HTMLElement;
  /** The mob as the CLI would read its file, or undefined when something is wrong (then shown where it is). */
  read(): MobSpec | undefined;
}

/** The field a problem's message names first (`equipment[0].aim: …` → equipment). */
function topField(p: Problem): string | undefined {
  return /^([A-Za-z]+)(?=[:.[])/.exec(p.message)?.[1];
}

/** The form's text for a JSON value: numbers and strings as typed, nothing for a missing key. */
function shown(v: unknown): string {
  return v === undefined ? '' : typeof v === 'string' ? v : JSON.stringify(v);
}

/** An editor for side `side` ('a' or 'b'), starting from the saved text or the example `example`. */
export function mobEditor(side: 'a' | 'b', title: string, example: string, onChange: () => void): MobEditor {
  const id = (k: string): string => `mob-${side}-${k}`;
  const storageKey = `nightsoil:mob-${side}`;
  const json = h('textarea', {
    id: id('json'),
    rows: 16,
    spellcheck: 'false',
    autocomplete: 'off',
    'aria-describedby': id('json-error'),
    class: 'mob-json',
  });
  json.value = loadText(storageKey) ?? EXAMPLES[example] ?? '{}';
  const jsonError = h('p', { id: id('json-error'), class: 'field-error' });
  const goTo = h('button', { type: 'button', class: 'go-to', hidden: true }, 'Show me where');
  let place: { line: number; column: number } | undefined;
  goTo.addEventListener('click', () => {
    if (place === undefined) return;
    const lines = json.value.split('\n');
    const offset = lines.slice(0, place.line - 1).reduce((n, l) => n + l.length + 1, 0) + place.column - 1;
    json.focus();
    json.setSelectionRange(offset, offset + 1);
  });
  const fields = new Map<string, Field<string>>();
  for (const [key, label, hint] of FORM) {
    fields.set(
      key,
      field({
        id: id(key),
        label,
        hint,
        value: '',
        parse: (t) => ok(t),
        inputmode: key === 'name' ? 'text' : 'decimal',
        size: key === 'name' ? 14 : 8,
        onInput: () => fromForm(key),
      }),
    );
  }
  /** The JSON object in the text, or undefined when the text is not an object. */
  const object = (): Record<string, unknown> | undefined => {
    try {
      const v = JSON.parse(json.value) as unknown;
      return typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : undefined;
    } catch {
      return undefined;
    }
  };
  function fromForm(key: string): void {
    const o = object();
    if (o !== undefined) {
      const text = fields.get(key)?.input.value ?? '';
      const n = Number(text);
      if (text.trim() === '') delete o[key];
      // A number where the text is one; anything else goes in as typed, for the reader to name what is wrong.
      else o[key] = key !== 'name' && Number.isFinite(n) ? n : text;
      json.value = `${JSON.stringify(o, null, 2)}\n`;
    }
    changed();
  }
  function toForm(): void {
    const o = object();
    if (o === undefined) return;
    for (const [key, f] of fields) if (document.activeElement !== f.input) f.input.value = shown(o[key]);
  }
  json.addEventListener('input', () => {
    toForm();
    changed();
  });
  function changed(): void {
    saveText(storageKey, json.value);
    onChange();
  }

  const exampleSelect = h(
    'select',
    { id: id('example') },
    h('option', { value: '' }, 'Load an example\u2026'),
    ...Object.keys(EXAMPLES).map((name) => h('option', { value: name }, name)),
  );
  exampleSelect.addEventListener('change', () => {
    const text = EXAMPLES[exampleSelect.value];
    if (text === undefined) return;
    json.value = text;
    exampleSelect.value = '';
    toForm();
    changed();
  });
  const pick = h('input', { type: 'file', id: id('file'), accept: '.json,application/json', class: 'file' });
  pick.addEventListener('change', () => {
    if (pick.files === null) return;
    void readPicked(pick.files).then((files) => {
      const f = files[0];
      if (f === undefined) return;
      json.value = new TextDecoder().decode(f.bytes);
      toForm();
      changed();
    });
  });
  const save = h('button', { type: 'button' }, 'Download JSON');
  save.addEventListener('click', () => {
    const name = (object()?.name as string | undefined) ?? `mob-${side}`;
    downloadText(`${String(name).replace(/[^\w-]+/g, '_')}.json`, json.value, 'application/json');
  });
  toForm();

  const el = h(
    'fieldset',
    { class: `mob mob-${side}` },
    h('legend', {}, title),
    h(
      'div',
      { class: 'row mob-tools' },
      h('label', { for: id('example'), class: 'visually-hidden' }, `Example for ${title}`),
      exampleSelect,
      h('label', { for: id('file'), class: 'file-label' }, 'Open a file'),
      pick,
      save,
    ),
    h('div', { class: 'mob-form' }, ...[...fields.values()].map((f) => f.row)),
    h(
      'div',
      { class: 'field' },
      h('label', { for: id('json') }, 'The mob file (JSON): equipment, scrolls and the rest'),
      json,
      jsonError,
      goTo,
    ),
  );

  return {
    el,
    read() {
      for (const f of fields.values()) f.flag(undefined);
      jsonError.textContent = '';
      json.removeAttribute('aria-invalid');
      goTo.hidden = true;
      const r = mobFromText(json.value);
      if (r.ok) return r.value;
      const top = topField(r.problem);
      const at = top === undefined ? undefined : fields.get(top);
      if (at !== undefined && r.problem.line === undefined) {
        at.flag(r.problem.message.replace(/^[A-Za-z]+: /, ''));
        return undefined;
      }
      place = r.problem.line === undefined ? undefined : { line: r.problem.line, column: r.problem.column ?? 1 };
      jsonError.textContent =
        place === undefined ? r.problem.message : `line ${place.line}, column ${place.column}: ${r.problem.message}`;
      json.setAttribute('aria-invalid', 'true');
      goTo.hidden = place === undefined;
      return undefined;
    },
  };
}
