/** The dice every result uses: the seed (with a button that draws a new one) and the round limit. */
import { seedText, wholeNumberText } from '../../../../../src/core/optionText.js';
import { h } from '../../../../src/dom.js';
import { drawSeed } from '../../kit/seedField.js';
import { formField } from './formField.js';
import type { Dice } from './pageEnv.js';

/** Most rounds a limit may name (the safety stop without one is 10,000). */
const MAX_ROUND_LIMIT = 1_000_000;

/** The dice panel; `changed` hears every edit. */
export function dicePanel(initial: { seed: string; maxRounds: string }, changed: () => void) {
  const seed = formField('mfd-seed', 'Seed', initial.seed, {
    numeric: true,
    hint: 'the same seed gives the same battle',
  });
  const newSeed = h('button', { type: 'button', id: 'mfd-new-seed' }, 'New seed');
  const maxRounds = formField('mfd-max-rounds', 'Round limit', initial.maxRounds, {
    numeric: true,
    size: 6,
    hint: 'blank: fight to the end',
  });
  const dice = (): Dice | undefined => {
    const s = seed.read((t) => seedText(t.trim()));
    const limit = maxRounds.input.value.trim();
    const m = limit === '' ? undefined : maxRounds.read((t) => wholeNumberText(t, 0, MAX_ROUND_LIMIT));
    if (limit === '') maxRounds.show(undefined);
    if (s === undefined || (limit !== '' && m === undefined)) return undefined;
    return { seed: s, maxRounds: m };
  };
  for (const f of [seed, maxRounds]) f.input.addEventListener('input', () => (dice(), changed()));
  newSeed.addEventListener('click', () => {
    seed.input.value = String(drawSeed());
    dice();
    changed();
  });
  const element = h(
    'section',
    { class: 'panel', 'aria-labelledby': 'mfd-dice-title' },
    h('h2', { id: 'mfd-dice-title' }, 'Dice'),
    h('div', { class: 'form-row' }, seed.wrap, h('div', { class: 'form-field' }, newSeed), maxRounds.wrap),
  );
  return {
    element,
    dice,
    settings: () => ({ seed: seed.input.value, maxRounds: maxRounds.input.value }),
    set(s: { seed: string; maxRounds: string }): void {
      seed.input.value = s.seed;
      maxRounds.input.value = s.maxRounds;
    },
  };
}
