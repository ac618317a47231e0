/** Turn-rate time: `fray timeline --rates …`, the slots of one round, drawn as a strip as well as listed. */
import { h, replaceChildren, s } from '../../../../src/dom.js';
import {
  MAX_TIMELINE_RATE,
  previewTurns,
  rosterOfRates,
  roundSlots,
  slotSecond,
  startTimeline,
  type TimelineSlot,
} from '../../../../../src/core/index.js';
import { commaListText, wholeNumberText } from '../../../../../src/core/optionText.js';
import { MAX_SLOTS, timelineJson, timelineText } from '../../../../../src/core/timeline/timelineReport.js';
import { downloadText } from '../../kit/download.js';
import { field } from '../../kit/field.js';
import { cliLine, readAll, type Remembered } from '../../kit/form.js';
import { jsonDetails, pageSection, toolGrid } from '../../kit/layout.js';
import { Ok, optional } from './optional.js';

/** Okabe and Ito's colours, told apart with the common colour blindnesses; each row also has its own shape. */
const COLOURS = ['#0072b2', '#d55e00', '#009e73', '#cc79a7', '#e69f00', '#56b4e9', '#000000', '#f0e442'];
/** Rows drawn in the strip; a longer roster is listed but not drawn. */
const MAX_DRAWN_ROWS = 16;
/** Slots drawn in the strip. */
const MAX_DRAWN_SLOTS = 3000;
/** Table rows shown in the page; the whole text is a download. */
const MAX_SHOWN_SLOTS = 2000;

function shape(row: number, x: number, y: number): SVGElement {
  const fill = COLOURS[row % COLOURS.length] as string;
  const r = 5;
  switch (row % 4) {
    case 0:
      return s('circle', { cx: x, cy: y, r, fill });
    case 1:
      return s('rect', { x: x - r, y: y - r, width: 2 * r, height: 2 * r, fill });
    case 2:
      return s('polygon', { points: `${x},${y - r - 1} ${x + r + 1},${y + r} ${x - r - 1},${y + r}`, fill });
    default:
      return s('polygon', { points: `${x},${y - r - 1} ${x + r + 1},${y} ${x},${y + r + 1} ${x - r - 1},${y}`, fill });
  }
}

/** One round as a strip: a row per combatant, a mark at each of its turns, seconds as vertical lines. */
function strip(slots: readonly TimelineSlot[], rates: readonly number[], seconds: number): SVGSVGElement {
  const left = 70;
  const width = 640;
  const right = 16;
  const rowH = 26;
  const top = 30;
  const pw = width - left - right;
  const height = top + rowH * rates.length + 30;
  const xOf = (k: number, rate: number): number => left + (pw * k) / rate;
  const svg = s(
    'svg',
    {
      class: 'studio-chart timeline-strip',
      viewBox: `0 0 ${width} ${height}`,
      width: '100%',
      role: 'img',
      'aria-label': `One round of ${slots.length} turns over ${seconds} seconds: ${rates.map((r, i) => `c${i + 1} ${r} a round`).join(', ')}`,
      'font-size': 12,
      'font-family': 'sans-serif',
    },
    s('rect', { x: 0, y: 0, width, height, fill: '#ffffff' }),
  );
  for (let sec = 0; sec <= seconds; sec++) {
    const x = left + (pw * sec) / seconds;
    svg.append(s('line', { x1: x, y1: top - 8, x2: x, y2: height - 24, stroke: '#cfcfcf' }));
    if (sec < seconds)
      svg.append(
        s('text', { x: x + pw / seconds / 2, y: height - 8, 'text-anchor': 'middle', fill: '#333333' }, `s${sec + 1}`),
      );
  }
  rates.forEach((rate, row) => {
    const y = top + rowH * row + rowH / 2;
    svg.append(s('text', { x: 8, y: y + 4, fill: '#1b1b1b' }, `c${row + 1} (${rate})`));
    svg.append(s('line', { x1: left, y1: y, x2: left + pw, y2: y, stroke: '#e4e4e4' }));
  });
  for (const slot of slots)
    svg.append(shape(slot.combatant, xOf(slot.k, slot.rate), top + rowH * slot.combatant + rowH / 2));
  return svg;
}

/** The turn-rate time section. */
export function timelineSection(keep: Remembered): HTMLElement {
  const update = (): void => draw();
  const f = {
    rates: field({
      id: 'timeline-rates',
      label: 'Turn rates',
      hint: 'positive whole numbers, one per combatant (c1, c2, …), separated by commas',
      value: keep.initial('timeline-rates', '4,3,2'),
      parse: (t) => commaListText(t, (x) => wholeNumberText(x, 1, MAX_TIMELINE_RATE)),
      size: 20,
      onInput: update,
    }),
    seconds: field({
      id: 'timeline-seconds',
      label: 'Seconds in a round',
      hint: 'for grouping the turns; 1 to 3600',
      value: keep.initial('timeline-seconds', '5'),
      parse: (t) => wholeNumberText(t, 1, 3600),
      inputmode: 'numeric',
      onInput: update,
    }),
    turns: field({
      id: 'timeline-turns',
      label: 'Preview turns (optional)',
      hint: 'the next n turns from the start, across rounds; 1 to 100000',
      value: keep.initial('timeline-turns', ''),
      parse: (t) => optional(t, (x) => wholeNumberText(x, 1, 100_000)),
      inputmode: 'numeric',
      onInput: update,
    }),
  };
  const out = h('div', { class: 'results' });
  const cli = cliLine();
  function draw(): void {
    const v = readAll(f);
    keep.remember([f.rates, f.seconds, f.turns]);
    const total = v?.rates.reduce((a, b) => a + b, 0) ?? 0;
    if (v !== undefined && total > MAX_SLOTS)
      f.rates.flag(`a round of ${total} slots is more than the ${MAX_SLOTS} this command lists`);
    if (v === undefined || total > MAX_SLOTS) {
      cli.set(undefined);
      out.replaceChildren(h('p', { class: 'status' }, 'Fix the marked input to see the round.'));
      return;
    }
    const roster = rosterOfRates(v.rates);
    const slots = roundSlots(roster);
    const turns = v.turns === Ok.none ? undefined : previewTurns(startTimeline(roster), v.turns, slots);
    cli.set(
      `fray timeline --rates ${v.rates.join(',')} --seconds ${v.seconds}${turns === undefined ? '' : ` --turns ${turns.length}`}`,
    );
    const perSecond: string[] = [];
    for (let sec = 0; sec < v.seconds; sec++)
      perSecond.push(
        `second ${sec + 1}: ${slots
          .filter((x) => slotSecond(x, v.seconds) === sec)
          .map((x) => x.rate)
          .join(', ')}`,
      );
    const text = (): string => timelineText(slots, v.seconds, turns);
    const json = (): string => `${JSON.stringify(timelineJson(slots, v.seconds, turns), null, 2)}\n`;
    const small = slots.length + (turns?.length ?? 0) <= MAX_SHOWN_SLOTS;
    const save = h('button', { type: 'button' }, 'Download the table (text)');
    save.addEventListener('click', () => downloadText('timeline.txt', text()));
    const saveJson = h('button', { type: 'button' }, 'Download JSON');
    saveJson.addEventListener('click', () => downloadText('timeline.json', json(), 'application/json'));
    replaceChildren(
      out,
      h(
        'p',
        { class: 'summary' },
        `${slots.length} slots per round (the sum of the rates); ${v.seconds} seconds a round.`,
      ),
      v.rates.length <= MAX_DRAWN_ROWS && slots.length <= MAX_DRAWN_SLOTS
        ? strip(slots, v.rates, v.seconds)
        : h(
            'p',
            { class: 'status' },
            `The strip is drawn for at most ${MAX_DRAWN_ROWS} combatants and ${MAX_DRAWN_SLOTS} slots.`,
          ),
      h(
        'pre',
        { class: 'out seconds', tabindex: '0' },
        perSecond.slice(0, 60).join('\n') + (perSecond.length > 60 ? '\n…' : ''),
      ),
      small
        ? h('pre', { class: 'out scroll table', tabindex: '0', 'aria-label': 'Every slot of the round' }, text())
        : h('p', { class: 'status' }, `The whole table has ${slots.length} slots: download it to read it.`),
      h('p', { class: 'row' }, save, saveJson),
      small ? jsonDetails('JSON (as fray timeline --json)', timelineJson(slots, v.seconds, turns)) : null,
    );
  }
  draw();
  return pageSection(
    'calc-timeline',
    'Turn-rate time',
    'A combatant with turn rate r acts r times a round, at k/r of the round; at equal times the higher rate goes first.',
    toolGrid([f.rates.row, f.seconds.row, f.turns.row], [out, cli.el]),
  );
}
