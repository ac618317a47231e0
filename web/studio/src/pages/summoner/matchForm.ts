/** The match's form: the two seats (the visitor's bots and the demos) and the seed, and the button that plays. */
import { h } from '../../../../src/dom.js';
import type { BotChoices } from './botChoices.js';
import { seedField, seedProblem } from './seedField.js';

/** The seats and seed the form starts with (from the page's address). */
export interface MatchStart {
  a?: string;
  b?: string;
  seed?: string;
}

/** Fills a seat's menu with the bots to choose from, in groups, keeping `wanted` (or its choice) chosen. */
export function fillSeat(select: HTMLSelectElement, choices: BotChoices, wanted: string | undefined): void {
  const keep = wanted ?? select.value;
  const groups = new Map<string, HTMLOptGroupElement>();
  for (const c of choices.options()) {
    let g = groups.get(c.group);
    if (g === undefined) groups.set(c.group, (g = h('optgroup', { label: c.group })));
    g.append(h('option', { value: c.value }, c.label));
  }
  select.replaceChildren(...groups.values());
  if (Array.from(select.options).some((o) => o.value === keep)) select.value = keep;
}

/** The form; `play` hears the seats and seed when it is sent with a good seed. */
export function matchForm(choices: BotChoices, start: MatchStart, play: (a: string, b: string, seed: number) => void) {
  const a = h('select', { id: 'sw-seat-a', name: 'sw-seat-a' });
  const b = h('select', { id: 'sw-seat-b', name: 'sw-seat-b' });
  fillSeat(a, choices, start.a);
  fillSeat(b, choices, start.b ?? 'demo:random');
  const seed = seedField('sw-match-seed', start.seed ?? '1');
  const button = h('button', { type: 'submit', class: 'primary', id: 'sw-play' }, 'Play the match');
  const form = h(
    'form',
    { class: 'sw-match-form', novalidate: true },
    h('p', {}, h('label', { for: 'sw-seat-a' }, 'First seat (plays first, from the west)'), a),
    h('p', {}, h('label', { for: 'sw-seat-b' }, 'Second seat (from the east)'), b),
    seed.element,
    h('p', { class: 'sw-actions' }, button),
  );
  form.addEventListener('submit', (e) => {
    e.preventDefault();
    const why = seedProblem(seed.input.value);
    seed.showProblem(why);
    if (why !== undefined) return seed.input.focus();
    play(a.value, b.value, Number(seed.input.value.trim()));
  });
  // The viewer's keys (Space, arrows) are for the viewer: keys pressed in the form stay in the form.
  form.addEventListener('keydown', (e) => e.stopPropagation());
  const refresh = (): void => (fillSeat(a, choices, undefined), fillSeat(b, choices, undefined));
  return { form, button, seats: [a, b] as const, refresh };
}
