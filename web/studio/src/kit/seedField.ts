/**
 * The seed of a random computation, always shown: a field (with the CLI's message for a bad seed) and a button that
 * draws a fresh one, as the CLI draws one when none is given. The same seed here and in `--seed` gives the same result.
 */
import { h } from '../../../src/dom.js';
import { MAX_SEED } from '../../../../src/core/index.js';
import { seedText } from '../../../../src/core/optionText.js';
import { field, type Field } from './field.js';

/** A fresh seed from the browser's cryptographic source (never Math.random: the same source the CLI uses). */
export function drawSeed(): number {
  const words = new Uint32Array(1);
  crypto.getRandomValues(words);
  return (words[0] ?? 0) % (MAX_SEED + 1);
}

/** A seed field with a "New seed" button that fills it and calls `onInput`. */
export function seedField(id: string, value: string, onInput: () => void): Field<number> {
  const f = field({
    id,
    label: 'Seed',
    hint: `0 to ${MAX_SEED}; the same seed gives the same result here and at the command line`,
    value,
    parse: seedText,
    inputmode: 'numeric',
    size: 12,
    onInput,
  });
  const again = h('button', { type: 'button', class: 'new-seed' }, 'New seed');
  again.addEventListener('click', () => {
    f.input.value = String(drawSeed());
    onInput();
  });
  f.input.after(again);
  const wrap = h('span', { class: 'seed-row' });
  f.input.before(wrap);
  wrap.append(f.input, again);
  return f;
}
