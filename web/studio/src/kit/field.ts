/**
 * A labelled text input whose value is read by a library parser: the parser's message (the CLI's own words) shows
 * under the input, which is marked invalid and points at it, so a bad value is told where it is.
 */
import { h } from '../../../src/dom.js';
import type { Result } from '../../../../src/core/index.js';
import { plainWords } from './plainWords.js';

/** One input of a form, with its reader. */
export interface Field<T> {
  /** The label, the input and its message, to place in the page. */
  readonly row: HTMLElement;
  readonly input: HTMLInputElement;
  /** Reads the input now: its value, or its problem (also shown at the input). */
  read(): Result<T>;
  /** Shows a problem found later (by a check across fields) at this input; undefined clears it. */
  flag(message: string | undefined): void;
}

/** How to build a field. */
export interface FieldSpec<T> {
  id: string;
  label: string;
  value: string;
  parse: (text: string) => Result<T>;
  /** A short line under the label: the unit, the range, an example. */
  hint?: string;
  /** Called on every edit. */
  onInput: () => void;
  /** `decimal` or `numeric` shows a number pad on phones; text stays text so the parser sees what was typed. */
  inputmode?: 'decimal' | 'numeric' | 'text';
  size?: number;
}

/** A field (see Field). Inputs are text, not type=number, so "12x" reaches the parser and gets its message. */
export function field<T>(spec: FieldSpec<T>): Field<T> {
  const errorId = `${spec.id}-error`;
  const hintId = `${spec.id}-hint`;
  const input = h('input', {
    id: spec.id,
    name: spec.id,
    type: 'text',
    value: spec.value,
    inputmode: spec.inputmode ?? 'decimal',
    autocomplete: 'off',
    spellcheck: 'false',
    size: spec.size ?? 10,
    'aria-describedby': spec.hint === undefined ? errorId : `${hintId} ${errorId}`,
  });
  const error = h('p', { id: errorId, class: 'field-error' });
  const row = h(
    'div',
    { class: 'field' },
    h('label', { for: spec.id }, spec.label),
    spec.hint === undefined ? null : h('span', { id: hintId, class: 'hint' }, spec.hint),
    input,
    error,
  );
  const flag = (message: string | undefined): void => {
    error.textContent = message === undefined ? '' : plainWords(message);
    if (message === undefined) input.removeAttribute('aria-invalid');
    else input.setAttribute('aria-invalid', 'true');
  };
  input.addEventListener('input', spec.onInput);
  return {
    row,
    input,
    flag,
    read() {
      const r = spec.parse(input.value);
      flag(r.ok ? undefined : r.problem.message);
      return r;
    },
  };
}
