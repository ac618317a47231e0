/** The board as terminal text for --watch: each side in its colour and its own letter case, readable without colour. */
import { mirrorX } from '../rules/grid.js';
import { maxHp, type Capacity, type MatchState } from '../rules/model.js';
import type { Side } from '../../core/side.js';

const LETTER: Record<Capacity, string> = { merge: 'M', heal: 'H', cross: 'C', eat: 'E' };
// Blue and orange: told apart by the common colour-blindnesses; bold so they stand out from the dots.
const COLOUR: Record<Side, string> = { 0: '\u001b[1;34m', 1: '\u001b[1;38;5;208m' };
const RESET = '\u001b[0m';

/**
 * Options: whether to use ANSI colour, the title line above the board, and whose frame to draw it in.
 * @category Reports
 */
export interface BoardTextOptions {
  colour: boolean;
  title: string;
  /**
   * The seat whose frame the board is drawn in (default the first: the board as it is). In the second seat's the
   * board is mirrored east–west, so x counts from that seat's own west edge, as in its views.
   */
  as?: Side;
}

/**
 * One frame of the board as text (`--watch` draws these): a title, a 4-character cell per square (the demon's
 * capacity letter, upper case for the first seat, then its HP; '.' for an empty cell), a key, and a line per side.
 *
 * @param names - the two seats' names
 * @param opts - colour (ANSI) or not, the title, and the seat whose frame the board is drawn in
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
  const { rules } = state;
  const paint = (seat: Side, s: string) => (opts.colour ? `${COLOUR[seat]}${s}${RESET}` : s);
  const grid: string[][] = Array.from({ length: rules.height }, () => new Array<string>(rules.width).fill(' .  '));
  for (const d of state.demons) {
    const letter = d.owner === 0 ? LETTER[d.capacity] : LETTER[d.capacity].toLowerCase();
    const hp = d.hp > 99 ? '++' : String(d.hp);
    const x = opts.as === 1 ? mirrorX(d.x, rules.width) : d.x;
    (grid[d.y] as string[])[x] = ` ${paint(d.owner, `${letter}${hp}`)}${' '.repeat(3 - `${letter}${hp}`.length)}`;
  }
  // Every cell is 4 characters with its content from the second, so column numbers sit over their cells.
  const header = `    ${Array.from({ length: rules.width }, (_, x) => ` ${String(x).padEnd(3)}`).join('')}`.trimEnd();
  const rows = grid.map((r, y) => `${String(y).padStart(3)} ${r.join('')}`.trimEnd());
  const side = (seat: Side) => {
    const mine = state.demons.filter((d) => d.owner === seat);
    const hp = mine.reduce((s, d) => s + d.hp, 0);
    const max = mine.reduce((s, d) => s + maxHp(d, rules), 0);
    // Every seat starts in its own west: in the second seat's frame, the second seat is the west one.
    const west = seat === (opts.as ?? 0);
    const label = `${seat === 0 ? 'upper' : 'lower'} case, ${west ? 'west' : 'east'}`;
    return `${paint(seat, names[seat])} (${label}): ${mine.length} demons, HP ${hp}/${max}, kills ${state.kills[seat]}, points ${state.points[seat]}`;
  };
  return [opts.title, header, ...rows, 'M merge  H heal  C cross  E eat, then HP', side(0), side(1), ''].join('\n');
}
