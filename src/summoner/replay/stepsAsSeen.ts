/**
 * A match as one seat's bot saw it: every bot plays from the west, so for the second seat every cell's x is mirrored
 * (and every direction in its orders), as in the views it was given; and demon names are private to their owner, so
 * the other seat's names are left out (docs/rules/summoner-war.md, "Private names"). Logs told in a bot's own frame
 * (`--as second`) name the cells its author's code used, and show its author nothing the bot could not know.
 */
import type { DemonSnapshot, SummonerEvent } from '../rules/events.js';
import { mirrorX, type Cell } from '../rules/grid.js';
import type { MatchStep } from '../match/runMatch.js';
import type { MatchInput } from '../rules/stepMatch.js';
import { absoluteBattle, absoluteEnhance } from '../match/view.js';
import type { Side } from '../../core/side.js';

/** How to tell the steps: in which seat's frame, and whether to leave out what that seat could not know. */
interface Telling {
  seat: Side;
  width: number;
  /** Leave out the other seat's demon names, log lines and marks. */
  hide: boolean;
}

/**
 * One event with its cells mirrored on a board `width` wide (for the second seat), and, when hiding, the names of
 * `seat`'s foes left out.
 */
function seenEvent(e: SummonerEvent, { seat, width, hide }: Telling): SummonerEvent | undefined {
  const mirror = seat === 1;
  const c = (p: Cell): Cell => (mirror ? { ...p, x: mirrorX(p.x, width) } : p);
  const d = (s: DemonSnapshot): DemonSnapshot => ({
    ...s,
    x: mirror ? mirrorX(s.x, width) : s.x,
    name: !hide || s.owner === seat ? s.name : '',
  });
  switch (e.type) {
    case 'summoned':
      return { ...e, demon: d(e.demon) };
    case 'cloned':
      return { ...e, clone: d(e.clone) };
    case 'renamed':
      return !hide || e.seat === seat ? e : undefined;
    case 'moved':
    case 'blocked':
      return { ...e, from: c(e.from), to: c(e.to) };
    case 'attack':
    case 'eat':
    case 'explode':
      return { ...e, at: c(e.at) };
    case 'cross':
      return { ...e, at: c(e.at), ...(e.cells === undefined ? {} : { cells: e.cells.map(c) }) };
    default:
      return e;
  }
}

/**
 * An input with the directions of its orders mirrored (for the second seat), and, when hiding, the names the other
 * seat gave left out.
 */
function seenInput(input: MatchInput, { seat, hide }: Telling): MatchInput {
  const mirror = seat === 1;
  if (input.type === 'setup') {
    if (!hide) return input;
    const setups = input.setups.map((s, i) =>
      i === seat || !('order' in s) || s.order === undefined
        ? s
        : { order: { demons: s.order.demons.map(({ name: _name, ...spec }) => spec) } },
    ) as typeof input.setups;
    return { ...input, setups };
  }
  if (input.type === 'enhance') {
    const own = !hide || input.seat === seat;
    // A foe's rename keeps its place (refusals name orders by index) but not its name.
    const orders = own
      ? input.orders
      : input.orders.map((o) =>
          o.type === 'rename' ? { ...o, name: '' } : o.type === 'clone' ? (({ name: _n, ...rest }) => rest)(o) : o,
        );
    return { ...input, orders: mirror ? absoluteEnhance(orders, 1) : orders };
  }
  if (input.type === 'battle') return mirror ? { ...input, orders: absoluteBattle(input.orders, 1) } : input;
  return input;
}

/** A debug mark's cells mirrored (marks are recorded in absolute cells; issue 20's engine side adds them to steps). */
function mirrorMark(m: unknown, width: number): unknown {
  if (typeof m !== 'object' || m === null) return m;
  const mark = m as { x?: unknown; from?: unknown; to?: unknown };
  const cell = (c: unknown) =>
    Array.isArray(c) && typeof c[0] === 'number' ? [mirrorX(c[0], width), ...c.slice(1)] : c;
  return {
    ...mark,
    ...(typeof mark.x === 'number' ? { x: mirrorX(mark.x, width) } : {}),
    ...(mark.from === undefined ? {} : { from: cell(mark.from) }),
    ...(mark.to === undefined ? {} : { to: cell(mark.to) }),
  };
}

/**
 * What a step holds beside its input and events (the bots' log lines per seat, the input seat's debug marks), as
 * `seat` may see it: its own lines only, and marks only when they are its own, in its frame.
 */
function seenExtras(rest: Record<string, unknown>, inputSeat: Side | undefined, { seat, width, hide }: Telling) {
  const out: Record<string, unknown> = { ...rest };
  if (hide && Array.isArray(out.logs) && out.logs.length === 2)
    out.logs = out.logs.map((l, i) => (i === seat ? l : []));
  if (Array.isArray(out.marks)) {
    if (hide && inputSeat !== seat) delete out.marks;
    else if (seat === 1) out.marks = out.marks.map((m) => mirrorMark(m, width));
  }
  return out;
}

function tell(steps: readonly MatchStep[], how: Telling): MatchStep[] {
  return steps.map(({ input, events, ...rest }) => ({
    ...seenExtras(rest, 'seat' in input ? input.seat : undefined, how),
    input: seenInput(input, how),
    events: events.flatMap((e) => {
      const seen = seenEvent(e, how);
      return seen === undefined ? [] : [seen];
    }),
  }));
}

/** The steps as `seat` saw them on a board `width` wide: mirrored for the second seat, and without its foe's names. */
export function stepsAsSeen(steps: readonly MatchStep[], seat: Side, width: number): MatchStep[] {
  return tell(steps, { seat, width, hide: true });
}

/**
 * The steps in `seat`'s frame, hiding nothing: every cell, direction and mark mirrored for the second seat, every
 * name, log line and mark kept (the viewer's seat toggle: the frame changes, the reader of the replay is the same).
 */
export function stepsInFrame(steps: readonly MatchStep[], seat: Side, width: number): MatchStep[] {
  return seat === 0 ? [...steps] : tell(steps, { seat, width, hide: false });
}
