/** A seed field: a whole number from 0 to 4294967295 (the CLI's --seed), with a button that draws a new one. */
import { h } from '../../../../src/dom.js';
import { seedText } from '../../../../../src/core/optionText.js';
import { drawSeed } from '../../kit/seedField.js';

/** Why `text` is not a seed, or undefined when it is one: the CLI's own reading of --seed (spaces around allowed). */
export function seedProblem(text: string): string | undefined {
  const r = seedText(text.trim());
  return r.ok ? undefined : r.problem.message;
}

/** The field, its input, and where its problem is shown. */
export interface SeedField {
  element: HTMLElement;
  input: HTMLInputElement;
  showProblem(why: string | undefined): void;
}

/** A labelled seed input with its own error line; `id` names the input. */
export function seedField(id: string, value: string): SeedField {
  const input = h('input', {
    id,
    type: 'text',
    inputmode: 'numeric',
    value,
    size: 11,
    'aria-describedby': `${id}-problem`,
    autocomplete: 'off',
  });
  const problem = h('span', { class: 'field-error', id: `${id}-problem` });
  const draw = h('button', { type: 'button' }, 'New seed');
  draw.addEventListener('click', () => {
    // A seed for the visitor to keep, not a draw the match depends on: the match uses only the number shown.
    input.value = String(drawSeed());
    showProblem(undefined);
  });
  const showProblem = (why: string | undefined): void => {
    problem.textContent = why ?? '';
    if (why === undefined) input.removeAttribute('aria-invalid');
    else input.setAttribute('aria-invalid', 'true');
  };
  input.addEventListener('input', () => showProblem(seedProblem(input.value)));
  return {
    element: h('p', { class: 'sw-seed' }, h('label', { for: id }, 'Seed'), input, draw, problem),
    input,
    showProblem,
  };
}
