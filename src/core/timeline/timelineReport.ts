/** Renderers for `fray timeline`. */
import { fractionText } from './fraction.js';
import type { Turn } from './position.js';
import { slotSecond, type TimelineSlot } from './timeline.js';
import { textTable } from '../../report/textTable.js';

/** Most slots in a round `fray timeline` and the studio list. */
export const MAX_SLOTS = 1_000_000;

/** The round as one line of rates per second (as the design document prints it), then every slot in a table. */
export function timelineText(slots: readonly TimelineSlot[], seconds: number, turns?: readonly Turn[]): string {
  const out: string[] = [`${slots.length} slots per round (the sum of the rates); ${seconds} seconds a round`, ''];
  for (let s = 0; s < seconds; s++) {
    const rates = slots.filter((x) => slotSecond(x, seconds) === s).map((x) => x.rate);
    out.push(`second ${s + 1}: ${rates.join(', ')}`);
  }
  out.push('');
  out.push(
    textTable(
      ['slot', 'time (of round)', 'rate', 'combatant', 'turn'],
      slots.map((x) => [x.index + 1, fractionText(x.k, x.rate), x.rate, x.id, `${x.k + 1}/${x.rate}`]),
      ['r', 'r', 'r', 'l', 'r'],
    ),
  );
  if (turns) {
    out.push(`next ${turns.length} turns`);
    out.push(
      textTable(
        ['#', 'round', 'slot', 'combatant', 'rate'],
        turns.map((t, i) => [i + 1, t.round + 1, t.slot.index + 1, t.slot.id, t.slot.rate]),
      ),
    );
  }
  return `${out.join('\n')}\n`;
}

/** The round as JSON: slots in order (index and second from 0, time as an exact fraction of the round). */
export function timelineJson(slots: readonly TimelineSlot[], seconds: number, turns?: readonly Turn[]): unknown {
  return {
    slotsPerRound: slots.length,
    seconds,
    slots: slots.map((x) => ({
      rate: x.rate,
      combatant: x.id,
      k: x.k,
      time: fractionText(x.k, x.rate),
      second: slotSecond(x, seconds),
      index: x.index,
    })),
    ...(turns
      ? { turns: turns.map((t) => ({ round: t.round, slot: t.slot.index, combatant: t.slot.id, rate: t.slot.rate })) }
      : {}),
  };
}
