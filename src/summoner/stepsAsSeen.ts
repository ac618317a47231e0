/**
 * A match as one seat's bot saw it: every bot plays from the west, so for the second seat every cell's x is mirrored
 * (and every direction in its orders), as in the views it was given. Logs told in a bot's own frame (`--as second`)
 * name the cells its author's code used.
 */
import type { DemonSnapshot, SummonerEvent } from './events.js';
import { mirrorX, type Cell } from './grid.js';
import type { Seat } from './model.js';
import type { MatchStep } from './runMatch.js';
import type { MatchInput } from './stepMatch.js';
import { absoluteBattle, absoluteEnhance } from './view.js';

/** One event with its cells mirrored on a board `width` wide. */
function mirrorEvent(e: SummonerEvent, width: number): SummonerEvent {
  const c = (p: Cell): Cell => ({ ...p, x: mirrorX(p.x, width) });
  const d = (s: DemonSnapshot): DemonSnapshot => ({ ...s, x: mirrorX(s.x, width) });
  switch (e.type) {
    case 'summoned':
      return { ...e, demon: d(e.demon) };
    case 'cloned':
      return { ...e, clone: d(e.clone) };
    case 'moved':
    case 'blocked':
      return { ...e, from: c(e.from), to: c(e.to) };
    case 'attack':
    case 'eat':
    case 'explode':
    case 'cross':
      return { ...e, at: c(e.at) };
    default:
      return e;
  }
}

/** An input with the directions of its orders mirrored (mirroring is its own inverse). */
function mirrorInput(input: MatchInput): MatchInput {
  if (input.type === 'enhance') return { ...input, orders: absoluteEnhance(input.orders, 1) };
  if (input.type === 'battle') return { ...input, orders: absoluteBattle(input.orders, 1) };
  return input;
}

/** The steps as `seat` saw them on a board `width` wide: unchanged for the first seat, mirrored for the second. */
export function stepsAsSeen(steps: readonly MatchStep[], seat: Seat, width: number): MatchStep[] {
  if (seat === 0) return [...steps];
  return steps.map((s) => ({ input: mirrorInput(s.input), events: s.events.map((e) => mirrorEvent(e, width)) }));
}
