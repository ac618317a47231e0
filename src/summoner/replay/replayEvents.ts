/**
 * Events as a replay records them. A cross's swept cells follow from its other fields and the board, so they stay
 * out of replays: replay files (and anything that digests them) are the same as before the engine named them, and
 * replays written before still verify. Whoever re-runs a replay (the viewer) gets the cells from the engine.
 */
import type { SummonerEvent } from '../rules/events.js';

/** `events` without what a replay leaves out (a cross's `cells`); the same array when there is nothing to leave out. */
export function replayEvents(events: SummonerEvent[]): SummonerEvent[] {
  if (!events.some((e) => e.type === 'cross' && e.cells !== undefined)) return events;
  return events.map((e) => {
    if (e.type !== 'cross') return e;
    const { cells: _cells, ...recorded } = e;
    return recorded;
  });
}
