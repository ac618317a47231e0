/** A labelled text field with a hint and a place for its problem, linked to it by aria-describedby. */
import { h } from '../../../../src/dom.js';

/** The field, its wrapper, and how to show (or clear) a problem under it. */
export interface FormField {
  readonly wrap: HTMLElement;
  readonly input: HTMLInputElement;
  show(problem: string | undefined): void;
}

/** A field `id` labelled `label`; `hint` says what it takes. */
export function formField(
  id: string,
  label: string,
  value: string,
  opts: { hint?: string; numeric?: boolean; size?: number } = {},
): FormField {
  const hintId = `${id}-hint`,
    msgId = `${id}-msg`;
  const input = h('input', {
    id,
    type: 'text',
    value,
    inputmode: opts.numeric ? 'numeric' : undefined,
    size: opts.size ?? 12,
    autocomplete: 'off',
    spellcheck: 'false',
    'aria-describedby': opts.hint ? hintId : undefined,
  });
  const msg = h('span', { class: 'field-error', id: msgId, hidden: true });
  const wrap = h(
    'div',
    { class: 'form-field' },
    h('label', { for: id }, label),
    input,
    opts.hint ? h('span', { class: 'hint', id: hintId }, opts.hint) : null,
    msg,
  );
  return {
    wrap,
    input,
    show(problem) {
      msg.textContent = problem ?? '';
      msg.hidden = problem === undefined;
      if (problem === undefined) input.removeAttribute('aria-invalid');
      else input.setAttribute('aria-invalid', 'true');
      const by = [opts.hint ? hintId : '', problem === undefined ? '' : msgId].filter((x) => x !== '').join(' ');
      if (by === '') input.removeAttribute('aria-describedby');
      else input.setAttribute('aria-describedby', by);
    },
  };
}
