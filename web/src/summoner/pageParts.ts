/** Small parts of the Summoner War page: the list of faults, the toggles of debug marks, and the key of the sides. */
import { h } from '../dom.js';
import { sideKey } from '../layout.js';
import { SIDE_SHAPE, type BotColour } from '../palette.js';
import type { TimelineMark } from '../player.js';
import type { Side } from '../../../src/core/side.js';
import type { Replay } from '../../../src/summoner/replay/replay.js';

/** The faults and forfeits, each a button that shows its step; null when there are none. */
export function faultList(marks: readonly TimelineMark[], go: (frame: number) => void): HTMLElement | null {
  if (marks.length === 0) return null;
  const items = marks.map((m) => {
    const b = h('button', { type: 'button', class: `fault-link mark-${m.kind}` }, m.text);
    b.addEventListener('click', () => go(m.frame));
    return h('li', {}, b);
  });
  return h(
    'section',
    { class: 'faults', 'aria-labelledby': 'faults-title' },
    h('h2', { id: 'faults-title' }, `Faults (${marks.length})`),
    h('ul', {}, ...items),
  );
}

/** A toggle per seat that made debug marks (hiding is a class on `root`); null when no seat made any. */
export function markToggles(replay: Replay, names: readonly [string, string], root: HTMLElement): HTMLElement | null {
  const marked = ([0, 1] as const).filter((seat) =>
    replay.steps.some((st) => st.input.type !== 'setup' && st.input.seat === seat && (st.marks?.length ?? 0) > 0),
  );
  if (marked.length === 0) return null;
  const toggles = marked.map((seat) => {
    const box = h('input', {
      type: 'checkbox',
      checked: true,
      'data-seat': seat,
      'aria-label': `Show ${names[seat]}'s marks`,
    });
    box.addEventListener('change', () => root.classList.toggle(`hide-marks-${seat}`, !box.checked));
    return h('label', {}, box, ` ${names[seat]} `);
  });
  return h('p', { class: 'mark-toggles' }, 'Debug marks: ', ...toggles);
}

/**
 * The key of the two sides in the frame of `as`: each bot's colour, shape, letter case and line, and where it starts
 * (every bot starts in its own west, so in the second seat's frame the second seat starts west).
 */
export function summonerSideKey(
  names: readonly [string, string],
  colours: readonly [BotColour, BotColour],
  as: Side,
): HTMLElement {
  const seatWords = ['first seat', 'second seat'] as const;
  const line = (seat: Side) =>
    `${names[seat]}: ${seatWords[seat]}, starts ${seat === as ? 'west' : 'east'}; ${colours[seat].name} ${SIDE_SHAPE[seat]}s, ` +
    `${seat === 0 ? 'upper' : 'lower'}-case letters, ${seat === 0 ? 'solid' : 'dashed'} lines`;
  const key = sideKey([line(0), line(1)]);
  if (colours[0].fill === colours[1].fill)
    key.append(
      h(
        'li',
        { class: 'same-colour' },
        'Both bots have the same colour (it follows their names): shape and letter case tell them apart.',
      ),
    );
  return key;
}
