/** One bot's log lines from a replay, as a text file (tournament --logs). */
import type { Replay } from '../replay/replay.js';

/** The log lines of one seat, as text: a header per step with lines ("step 4, battle, turn 1"), then its lines. */
export function seatLogText(r: Pick<Replay, 'steps'>, seat: 0 | 1): string {
  const out: string[] = [];
  let turn = 0;
  for (const [i, s] of r.steps.entries()) {
    const lines = s.logs?.[seat] ?? [];
    if (lines.length > 0) out.push(`step ${i}, ${s.input.type}, turn ${turn}`, ...lines.map((l) => `  ${l}`));
    for (const e of s.events) if (e.type === 'turnStart') turn = e.turn;
  }
  return out.length === 0 ? '' : `${out.join('\n')}\n`;
}
