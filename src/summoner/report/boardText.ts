/**
 * The board as terminal text for --watch: each side in its colour and its own letter case, readable without colour,
 * with the bots' debug marks on it (a dot or a line's cells as coloured cells, a demon's text beside its row).
 */
import { objectArg, wholeArg } from '../../core/args.js';
import type { Mark } from '../api.js';
import { mirrorX } from '../rules/grid.js';
import { maxHp, type Capacity, type MatchState } from '../rules/model.js';
import type { Side } from '../../core/side.js';

const LETTER: Record<Capacity, string> = { merge: 'M', heal: 'H', cross: 'C', eat: 'E' };
// Blue and orange: told apart by the common colour-blindnesses; bold so they stand out from the dots.
const COLOUR: Record<Side, string> = { 0: '\u001b[1;34m', 1: '\u001b[1;38;5;208m' };
/** Ends a side's colour without ending a cell's background (bold off, default foreground). */
const END_INK = '\u001b[22;39m';
const RESET = '\u001b[0m';
/** The marks' colours as RGB (api.ts MARK_COLOURS), and each seat's own for marks that name none. */
const MARK_RGB: Record<string, [number, number, number]> = {
  red: [230, 40, 40],
  orange: [255, 140, 0],
  yellow: [240, 220, 40],
  green: [40, 180, 60],
  cyan: [40, 210, 230],
  blue: [40, 100, 240],
  purple: [150, 60, 200],
  white: [250, 250, 250],
  grey: [140, 140, 140],
};
const SEAT_RGB: Record<Side, [number, number, number]> = { 0: [40, 100, 240], 1: [255, 135, 0] };

/**
 * A debug mark and the seat that made it (its cells absolute, as replays keep them).
 * @category Reports
 */
export interface SeatMark {
  /** The seat that made the mark. */
  seat: Side;
  /** The mark, in absolute cells (as replays keep them). */
  mark: Mark;
}

/**
 * Options: whether to use ANSI colour, the title line above the board, whose frame to draw it in, and marks.
 * @category Reports
 */
export interface BoardTextOptions {
  /** Use ANSI colours (true on a terminal that shows them); false for plain text. */
  colour: boolean;
  /** The title line drawn above the board. */
  title: string;
  /**
   * The seat whose frame the board is drawn in (default the first: the board as it is). In the second seat's the
   * board is mirrored east–west, so x counts from that seat's own west edge, as in its views.
   */
  as?: Side;
  /** Debug marks to draw: dots and lines as cells marked (coloured, or `*` and `+` in plain text), texts beside rows. */
  marks?: readonly SeatMark[];
}

/** A mark's colour as RGB: its own, or its seat's. */
function rgbOf(m: SeatMark): [number, number, number] {
  const c = m.mark.color;
  if (c === undefined) return SEAT_RGB[m.seat];
  if (c.startsWith('#')) return [1, 3, 5].map((i) => parseInt(c.slice(i, i + 2), 16)) as [number, number, number];
  return MARK_RGB[c] ?? SEAT_RGB[m.seat];
}

/** The xterm 256-colour cube's index nearest to an RGB colour. */
function xterm(rgb: readonly [number, number, number]): number {
  const [r, g, b] = rgb.map((v) => Math.round((v / 255) * 5)) as [number, number, number];
  return 16 + 36 * r + 6 * g + b;
}

/** The cells from `a` to `b` on a grid where a step may be diagonal (a king's path, as straight as it can be). */
function lineCells(a: readonly [number, number], b: readonly [number, number]): [number, number][] {
  const n = Math.max(Math.abs(b[0] - a[0]), Math.abs(b[1] - a[1]));
  return Array.from({ length: n + 1 }, (_, i) => [
    Math.round(a[0] + ((b[0] - a[0]) * i) / Math.max(1, n)),
    Math.round(a[1] + ((b[1] - a[1]) * i) / Math.max(1, n)),
  ]);
}

/** Where marks fall: per cell, the mark drawn there (a dot wins over a line); per row, the texts beside it. */
function overlay(state: MatchState, marks: readonly SeatMark[], as: Side | undefined) {
  const { width } = state.rules;
  const fx = (x: number) => (as === 1 ? mirrorX(x, width) : x);
  const cells = new Map<string, { dot: boolean; mark: SeatMark }>();
  const beside = new Map<number, SeatMark[]>();
  for (const m of marks) {
    const k = m.mark;
    if (k.type === 'dot') cells.set(`${fx(k.x)},${k.y}`, { dot: true, mark: m });
    else if (k.type === 'line')
      for (const [x, y] of lineCells(k.from, k.to))
        if (cells.get(`${fx(x)},${y}`)?.dot !== true) cells.set(`${fx(x)},${y}`, { dot: false, mark: m });
    const d = k.type === 'text' ? state.demons.find((x) => x.id === k.demon) : undefined;
    if (d !== undefined) beside.set(d.y, [...(beside.get(d.y) ?? []), m]);
  }
  return { cells, beside };
}

/**
 * One frame of the board as text (`--watch` draws these): a title, a 4-character cell per square (the demon's
 * capacity letter, upper case for the first seat and lower case for the second, then its HP; '.' for an empty
 * cell), a key, and a line per side. A cell a mark falls on is coloured (plain: its first character is `*` for a
 * dot, `+` for a line); a text mark is written beside its demon's row.
 *
 * @param names - the two seats' names
 * @param opts - colour (ANSI) or not, the title, the seat whose frame the board is drawn in, and marks
 * @throws TypeError for options that are not an object, a colour that is not true or false, a title that is not a
 * string; RangeError `boardText: opts.as must be a whole number from 0 to 1, got 2`
 * @example
 * ```ts
 * import { DEFAULT_RULES, boardText, botPortOf, runMatch, type Summoner } from 'fray/summoner';
 *
 * const walker: Summoner = {
 *   setup: () => ({ demons: [{ capacity: 'eat', attack: 3, life: 1 }, { capacity: 'eat', attack: 2, life: 2 }] }),
 *   enhance: () => [],
 *   battle: (v) => v.mine.map((d) => ({ demon: d.id, action: v.foes.some((f) => f.id === v.board[d.y]?.[d.x + 1]) ? 'attack' : 'move', dir: 'E' })),
 * };
 * const idle: Summoner = { setup: () => ({ demons: [{ capacity: 'heal', life: 4 }] }), enhance: () => [], battle: () => [] };
 * const record = await runMatch([botPortOf(walker), botPortOf(idle)], { rules: DEFAULT_RULES, seed: 11 });
 * console.log(boardText(record.final, ['walker', 'idle'], { colour: false, title: 'the end' }).split('\n')[0]);
 * //> the end
 * ```
 * @category Reports
 */
export function boardText(state: MatchState, names: readonly [string, string], opts: BoardTextOptions): string {
  boardTextArgs(state, names, opts);
  const { rules } = state;
  const paint = (seat: Side, s: string) => (opts.colour ? `${COLOUR[seat]}${s}${END_INK}` : s);
  const grid: string[][] = Array.from({ length: rules.height }, () => new Array<string>(rules.width).fill(' .  '));
  const plainGrid: string[][] = grid.map((r) => [...r]);
  for (const d of state.demons) {
    const letter = d.owner === 0 ? LETTER[d.capacity] : LETTER[d.capacity].toLowerCase();
    const hp = d.hp > 99 ? '++' : String(d.hp);
    const x = opts.as === 1 ? mirrorX(d.x, rules.width) : d.x;
    const pad = ' '.repeat(3 - `${letter}${hp}`.length);
    (grid[d.y] as string[])[x] = ` ${paint(d.owner, `${letter}${hp}`)}${pad}`;
    (plainGrid[d.y] as string[])[x] = ` ${letter}${hp}${pad}`;
  }
  const { cells, beside } = overlay(state, opts.marks ?? [], opts.as);
  for (const [key, { dot, mark }] of cells) {
    const [x, y] = key.split(',').map(Number) as [number, number];
    const row = grid[y];
    const plain = plainGrid[y]?.[x];
    if (row === undefined || plain === undefined) continue;
    if (!opts.colour) row[x] = `${dot ? '*' : '+'}${plain.slice(1)}`;
    else {
      const rgb = rgbOf(mark);
      // Black or white ink, whichever reads on the mark's colour; letter case still tells the sides apart.
      const ink = 0.299 * rgb[0] + 0.587 * rgb[1] + 0.114 * rgb[2] > 140 ? '30' : '97';
      row[x] = `\u001b[48;5;${xterm(rgb)};${ink}m${dot ? plain : plain.replace(' . ', ' + ')}${RESET}`;
    }
  }
  // Every cell is 4 characters with its content from the second, so column numbers sit over their cells.
  const header = `    ${Array.from({ length: rules.width }, (_, x) => ` ${String(x).padEnd(3)}`).join('')}`.trimEnd();
  const text = (m: SeatMark) => {
    const k = m.mark as Extract<Mark, { type: 'text' }>;
    const words = `#${k.demon} "${k.text}"`;
    return opts.colour ? `\u001b[38;5;${xterm(rgbOf(m))}m${words}${RESET}` : words;
  };
  const rows = grid.map((r, y) => {
    const notes = beside.get(y);
    const row = `${String(y).padStart(3)} ${r.join('')}`.trimEnd();
    return notes === undefined ? row : `${row}  < ${notes.map(text).join(' ')}`;
  });
  const side = (seat: Side) => {
    const mine = state.demons.filter((d) => d.owner === seat);
    const hp = mine.reduce((s, d) => s + d.hp, 0);
    const max = mine.reduce((s, d) => s + maxHp(d, rules), 0);
    // Every seat starts in its own west: in the second seat's frame, the second seat is the west one.
    const west = seat === (opts.as ?? 0);
    const label = `${seat === 0 ? 'upper' : 'lower'} case, ${west ? 'west' : 'east'}`;
    const demons = `${mine.length} demon${mine.length === 1 ? '' : 's'}`;
    return `${paint(seat, names[seat])} (${label}): ${demons}, HP ${hp}/${max}, kills ${state.kills[seat]}, points ${state.points[seat]}`;
  };
  const key = (opts.marks?.length ?? 0) > 0 ? ', marks: * dot, + line, < text' : '';
  return [opts.title, header, ...rows, `M merge  H heal  C cross  E eat, then HP${key}`, side(0), side(1), ''].join(
    '\n',
  );
}

/** `boardText`'s arguments against its contract: a TypeError or RangeError naming the one that is not. */
function boardTextArgs(state: MatchState, names: readonly [string, string], opts: BoardTextOptions): void {
  objectArg('boardText', 'state', state);
  if (!Array.isArray(names) || names.length !== 2 || !names.every((n) => typeof n === 'string'))
    throw new TypeError('boardText: names must be a list of two names, seat 0 then seat 1');
  objectArg('boardText', 'opts', opts);
  if (typeof opts.colour !== 'boolean')
    throw new TypeError(`boardText: opts.colour must be true or false, got ${typeof opts.colour}`);
  if (typeof opts.title !== 'string')
    throw new TypeError(`boardText: opts.title must be a string, got ${typeof opts.title}`);
  if (opts.as !== undefined) wholeArg('boardText', 'opts.as', opts.as, 0, 1);
  if (opts.marks !== undefined && !Array.isArray(opts.marks))
    throw new TypeError(`boardText: opts.marks must be a list of marks, got ${typeof opts.marks}`);
}
