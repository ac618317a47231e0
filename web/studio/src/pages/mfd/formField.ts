/**
 * A labelled text field with a hint and a place for its problem, linked to it by aria-describedby; `read` reads it
 * with a library parser and shows the parser's message, in the page's words, under it.
 */
import type { Result } from '../../../../../src/core/index.js';
import { h } from '../../../../src/dom.js';
import { plainWords } from '../../kit/plainWords.js';

/** The field, its wrapper, and how to show (or clear) a problem under it. */
export interface FormField {
  readonly wrap: HTMLElement;
  readonly input: HTMLInputElement;
  show(problem: string | undefined): void;
  /** The value `parse` reads from the field, or undefined after showing its problem. */
  read<T>(parse: (text: string) => Result<T>): T | undefined;
}

function describedBy(input: HTMLInputElement, ids: readonly string[]): void {
  const by = ids.filter((x) => x !== '').join(' ');
  if (by === '') input.removeAttribute('aria-describedby');
  else input.setAttribute('aria-describedby', by);
}

/** A field `id` labelled `label`; `hint` says what it takes. */
export function formField(
  id: string,
  label: string,
  value: string,
  opts: { hint?: string; numeric?: boolean; size?: number } = {},
): FormField {
  const hintId = opts.hint ? `${id}-hint` : '';
  const msgId = `${id}-msg`;
  const input = h('input', {
    id,
    type: 'text',
    value,
    size: opts.size ?? 12,
    autocomplete: 'off',
    spellcheck: 'false',
  });
  if (opts.numeric) input.inputMode = 'numeric';
  describedBy(input, [hintId]);
  const msg = h('span', { class: 'field-error', id: msgId, hidden: true });
  const hint = opts.hint ? h('span', { class: 'hint', id: hintId }, opts.hint) : null;
  const wrap = h('div', { class: 'form-field' }, h('label', { for: id }, label), input, hint, msg);
  const show = (problem: string | undefined): void => {
    msg.textContent = problem === undefined ? '' : plainWords(problem);
    msg.hidden = problem === undefined;
    if (problem === undefined) input.removeAttribute('aria-invalid');
    else input.setAttribute('aria-invalid', 'true');
    describedBy(input, [hintId, problem === undefined ? '' : msgId]);
  };
  const read = <T>(parse: (text: string) => Result<T>): T | undefined => {
    const r = parse(input.value);
    show(r.ok ? undefined : r.problem.message);
    return r.ok ? r.value : undefined;
  };
  return { wrap, input, show, read };
}
