/** The bots ticked for a tournament: every bot the panels can choose from, the visitor's and two demos ticked at first. */
import { h } from '../../../../src/dom.js';
import type { BotChoices } from './botChoices.js';

/** The box of ticks; `refresh` follows the bots (added, renamed, deleted), keeping what was ticked. */
export function entrantsBox(choices: BotChoices) {
  const boxes = h('div', { class: 'sw-entrants' });
  const ticked = (): string[] =>
    Array.from(boxes.querySelectorAll<HTMLInputElement>('input:checked')).map((b) => b.value);
  const refresh = (): void => {
    const keep = new Set(ticked());
    const first = boxes.childElementCount === 0;
    boxes.replaceChildren(
      ...choices.options().map((c, i) => {
        const id = `sw-entrant-${i}`;
        const checked = first
          ? c.group === 'Your bots' || c.value === 'demo:random' || c.value === 'demo:rusher'
          : keep.has(c.value);
        const box = h('input', { type: 'checkbox', id, value: c.value, checked });
        return h(
          'span',
          { class: 'sw-entrant' },
          box,
          h('label', { for: id }, `${c.label} (${c.group === 'Demos' ? 'demo' : 'yours'})`),
        );
      }),
    );
  };
  refresh();
  const element = h('fieldset', {}, h('legend', {}, 'Bots in the tournament (two or more)'), boxes);
  return { element, refresh, ticked };
}
