/**
 * One round of turn-rate time as a strip: a row per combatant, a mark at each of its turns (each row its own colour
 * from the page's colour-blind-safe palette, and its own shape), the seconds as vertical lines. Drawn at its own
 * size; on a phone its box scrolls sideways, so its labels keep their size.
 */
import type { TimelineSlot } from '../../../../../src/core/index.js';
import { h, s } from '../../../../src/dom.js';

const WIDTH = 640;
const LEFT = 70;
const RIGHT = 16;
const ROW = 26;
const TOP = 30;

function shape(row: number, x: number, y: number): SVGElement {
  const r = 5;
  const cls = `strip-mark tone-${row % 6}`;
  switch (row % 4) {
    case 0:
      return s('circle', { class: cls, cx: x, cy: y, r });
    case 1:
      return s('rect', { class: cls, x: x - r, y: y - r, width: 2 * r, height: 2 * r });
    case 2:
      return s('polygon', { class: cls, points: `${x},${y - r - 1} ${x + r + 1},${y + r} ${x - r - 1},${y + r}` });
    default:
      return s('polygon', {
        class: cls,
        points: `${x},${y - r - 1} ${x + r + 1},${y} ${x},${y + r + 1} ${x - r - 1},${y}`,
      });
  }
}

function seconds(count: number, height: number): SVGElement[] {
  const pw = WIDTH - LEFT - RIGHT;
  const out: SVGElement[] = [];
  for (let sec = 0; sec <= count; sec++) {
    const x = LEFT + (pw * sec) / count;
    out.push(s('line', { class: 'strip-second', x1: x, y1: TOP - 8, x2: x, y2: height - 24 }));
    if (sec < count)
      out.push(
        s(
          'text',
          { class: 'strip-text', x: x + pw / count / 2, y: height - 8, 'text-anchor': 'middle' },
          `s${sec + 1}`,
        ),
      );
  }
  return out;
}

function rows(rates: readonly number[]): SVGElement[] {
  return rates.flatMap((rate, row) => {
    const y = TOP + ROW * row + ROW / 2;
    return [
      s('text', { class: 'strip-text', x: 8, y: y + 4 }, `c${row + 1} (${rate})`),
      s('line', { class: 'strip-row', x1: LEFT, y1: y, x2: WIDTH - RIGHT, y2: y }),
    ];
  });
}

/** The strip of `slots` for combatants of `rates`, over a round of `count` seconds. */
export function timelineStrip(slots: readonly TimelineSlot[], rates: readonly number[], count: number): HTMLElement {
  const height = TOP + ROW * rates.length + 30;
  const pw = WIDTH - LEFT - RIGHT;
  const label = `One round of ${slots.length} turns over ${count} seconds: ${rates.map((r, i) => `c${i + 1} ${r} a round`).join(', ')}`;
  const svg = s(
    'svg',
    {
      class: 'timeline-strip',
      viewBox: `0 0 ${WIDTH} ${height}`,
      width: WIDTH,
      height,
      role: 'img',
      'aria-label': label,
      'font-size': 12,
    },
    s('rect', { class: 'strip-ground', x: 0, y: 0, width: WIDTH, height }),
    ...seconds(count, height),
    ...rows(rates),
    ...slots.map((slot) =>
      shape(slot.combatant, LEFT + (pw * slot.k) / slot.rate, TOP + ROW * slot.combatant + ROW / 2),
    ),
  );
  return h('div', { class: 'chart-scroll', tabindex: 0, role: 'region', 'aria-label': 'One round as a strip' }, svg);
}
