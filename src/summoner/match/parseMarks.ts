/**
 * Checks a bot's debug marks at the boundary. Marks are a debugging aid, not play: a bad mark never costs a bot its
 * orders; it is dropped, with a note for the bot's log saying which and why, and so are marks past MAX_MARKS.
 */
import { MARK_COLOURS, MAX_MARK_TEXT, MAX_MARKS, type Mark } from '../api.js';
import { escapeUnsafe } from '../../core/quote.js';

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The marks kept and the notes on those dropped. */
export interface ParsedMarks {
  marks: Mark[];
  notes: string[];
}

const KEYS: Record<Mark['type'], readonly string[]> = {
  dot: ['type', 'x', 'y', 'color'],
  line: ['type', 'from', 'to', 'color'],
  text: ['type', 'demon', 'text', 'color'],
};

/** Why `v` is no colour a mark may have, or undefined when it is one. */
function badColour(v: unknown): string | undefined {
  if (v === undefined) return undefined;
  if (typeof v === 'string' && ((MARK_COLOURS as readonly string[]).includes(v) || /^#[0-9a-fA-F]{6}$/.test(v)))
    return undefined;
  return `color must be one of ${MARK_COLOURS.join(', ')} or #rrggbb`;
}

/** One mark checked against a board of `width` × `height`, or why it is dropped. */
function parseMark(m: unknown, width: number, height: number): Mark | string {
  if (!isObj(m) || typeof m.type !== 'string' || !Object.hasOwn(KEYS, m.type))
    return 'expected {type: "dot" | "line" | "text", ...}';
  const type = m.type as Mark['type'];
  const extra = Object.keys(m).find((k) => !(KEYS[type] as readonly string[]).includes(k));
  if (extra !== undefined) return `unknown key '${extra}'`;
  const colour = badColour(m.color);
  if (colour !== undefined) return colour;
  const color = m.color === undefined ? {} : { color: m.color as string };
  const inBoard = (x: unknown, y: unknown) =>
    Number.isInteger(x) &&
    Number.isInteger(y) &&
    (x as number) >= 0 &&
    (y as number) >= 0 &&
    (x as number) < width &&
    (y as number) < height;
  const cell = (v: unknown): [number, number] | undefined =>
    Array.isArray(v) && v.length === 2 && inBoard(v[0], v[1]) ? [v[0] as number, v[1] as number] : undefined;
  if (type === 'dot') {
    if (!inBoard(m.x, m.y)) return `x and y must be a cell of the ${width}×${height} board`;
    return { type, x: m.x as number, y: m.y as number, ...color };
  }
  if (type === 'line') {
    const from = cell(m.from);
    const to = cell(m.to);
    if (from === undefined || to === undefined)
      return `from and to must be cells [x, y] of the ${width}×${height} board`;
    return { type, from, to, ...color };
  }
  if (!Number.isInteger(m.demon) || (m.demon as number) < 1) return 'demon must be a demon id';
  if (typeof m.text !== 'string') return 'text must be a string';
  // Shown in terminals: no escape sequence may pass, and a long text is cut rather than refused.
  const text = [...escapeUnsafe(m.text)].slice(0, MAX_MARK_TEXT).join('');
  return { type, demon: m.demon as number, text, ...color };
}

/** The valid marks of an answer's `marks` (undefined means none), at most MAX_MARKS, with a note per dropped mark. */
export function parseMarks(raw: unknown, width: number, height: number): ParsedMarks {
  if (raw === undefined) return { marks: [], notes: [] };
  if (!Array.isArray(raw)) return { marks: [], notes: ['[fray] marks dropped: expected a list'] };
  const marks: Mark[] = [];
  const notes: string[] = [];
  for (const [i, m] of raw.entries()) {
    if (marks.length === MAX_MARKS) {
      notes.push(`[fray] marks dropped: only ${MAX_MARKS} are kept per call, ${raw.length - i} more were sent`);
      break;
    }
    const parsed = parseMark(m, width, height);
    if (typeof parsed === 'string') notes.push(`[fray] marks[${i}] dropped: ${parsed}`);
    else marks.push(parsed);
  }
  return { marks, notes };
}

/**
 * An enhance or battle answer split into its orders and marks: a bare list is all orders; `{orders, marks?}` carries
 * marks too. Anything else is passed on as orders, so the order parser names what is wrong with it.
 */
export function splitAnswer(raw: unknown): { orders: unknown; marks: unknown } {
  if (isObj(raw) && 'orders' in raw && Object.keys(raw).every((k) => k === 'orders' || k === 'marks'))
    return { orders: raw.orders, marks: raw.marks };
  return { orders: raw, marks: undefined };
}
