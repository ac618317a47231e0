/** Turn-rate time: `fray timeline --rates …`, the slots of one round, drawn as a strip as well as listed. */
import { h, replaceChildren } from '../../../../src/dom.js';
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
import { timelineStrip } from './timelineStrip.js';

/** Rows drawn in the strip; a longer roster is listed but not drawn. */
const MAX_DRAWN_ROWS = 16;
/** Slots drawn in the strip. */
const MAX_DRAWN_SLOTS = 3000;
/** Table rows shown in the page; the whole text is a download. */
const MAX_SHOWN_SLOTS = 2000;

/** A round's slots, and the turns previewed when asked. */
interface Round {
  slots: TimelineSlot[];
  turns: ReturnType<typeof previewTurns> | undefined;
}

/** The inputs read: the rates, the seconds of a round, the turns to preview (or none). */
interface TimelineInput {
  rates: number[];
  seconds: number;
  turns: number | typeof Ok.none;
}

function roundOf(v: TimelineInput): Round {
  const roster = rosterOfRates(v.rates);
  const slots = roundSlots(roster);
  return { slots, turns: v.turns === Ok.none ? undefined : previewTurns(startTimeline(roster), v.turns, slots) };
}

/** Each second's turns, as lines ("second 1: 4, 3"), the first 60. */
function perSecond(slots: readonly TimelineSlot[], seconds: number): string {
  const lines: string[] = [];
  for (let sec = 0; sec < Math.min(seconds, 60); sec++)
    lines.push(
      `second ${sec + 1}: ${slots
        .filter((x) => slotSecond(x, seconds) === sec)
        .map((x) => x.rate)
        .join(', ')}`,
    );
  return lines.join('\n') + (seconds > 60 ? '\n…' : '');
}

function downloads(v: TimelineInput, r: Round): HTMLElement {
  const save = h('button', { type: 'button' }, 'Download the table (text)');
  save.addEventListener('click', () => downloadText('timeline.txt', timelineText(r.slots, v.seconds, r.turns)));
  const saveJson = h('button', { type: 'button' }, 'Download JSON');
  const json = (): string => `${JSON.stringify(timelineJson(r.slots, v.seconds, r.turns), null, 2)}\n`;
  saveJson.addEventListener('click', () => downloadText('timeline.json', json(), 'application/json'));
  return h('p', { class: 'row' }, save, saveJson);
}

/** What the section shows of a round: a sentence, the strip, the seconds, the table, the downloads, the JSON. */
function roundParts(v: TimelineInput, r: Round): (HTMLElement | null)[] {
  const { slots, turns } = r;
  const small = slots.length + (turns?.length ?? 0) <= MAX_SHOWN_SLOTS;
  const drawn = v.rates.length <= MAX_DRAWN_ROWS && slots.length <= MAX_DRAWN_SLOTS;
  return [
    h(
      'p',
      { class: 'summary' },
      `${slots.length} slots per round (the sum of the rates); ${v.seconds} seconds a round.`,
    ),
    drawn
      ? timelineStrip(slots, v.rates, v.seconds)
      : h(
          'p',
          { class: 'status' },
          `The strip is drawn for at most ${MAX_DRAWN_ROWS} combatants and ${MAX_DRAWN_SLOTS} slots.`,
        ),
    h('pre', { class: 'out seconds', tabindex: '0' }, perSecond(slots, v.seconds)),
    small
      ? h(
          'pre',
          { class: 'out scroll table', tabindex: '0', 'aria-label': 'Every slot of the round' },
          timelineText(slots, v.seconds, turns),
        )
      : h('p', { class: 'status' }, `The whole table has ${slots.length} slots: download it to read it.`),
    downloads(v, r),
    small ? jsonDetails('JSON (as fray timeline --json)', timelineJson(slots, v.seconds, turns)) : null,
  ];
}

/** The section's fields, their starting values from the page's address. */
function timelineFields(keep: Remembered, update: () => void) {
  return {
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
}

/** The turn-rate time section. */
export function timelineSection(keep: Remembered): HTMLElement {
  const f = timelineFields(keep, () => draw());
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
      return replaceChildren(out, h('p', { class: 'status' }, 'Fix the marked input to see the round.'));
    }
    const round = roundOf(v);
    cli.set(
      `fray timeline --rates ${v.rates.join(',')} --seconds ${v.seconds}${round.turns === undefined ? '' : ` --turns ${round.turns.length}`}`,
    );
    replaceChildren(out, ...roundParts(v, round));
  }
  draw();
  return pageSection(
    'calc-timeline',
    'Turn-rate time',
    'A combatant with turn rate r acts r times a round, at k/r of the round; at equal times the higher rate goes first.',
    toolGrid([f.rates.row, f.seconds.row, f.turns.row], [out, cli.el]),
  );
}
