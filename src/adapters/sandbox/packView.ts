/**
 * A view's bulk crosses into a bot's isolate as integers, not JSON: the board and the demons (all but a few of a
 * view's bytes once there are hundreds of demons) are written into one Int32Array, their strings into a small
 * table, and the rest of the view (scalars, `last`, `time`) stays JSON. The isolate rebuilds the same objects, with
 * the same keys in the same order, as `JSON.parse(JSON.stringify(view))` would give (checked by a property test):
 * a bot cannot tell the difference, and it costs a fifth of the JSON round trip at 500 demons.
 *
 * This is an encoding of what the host sends, nothing more: the host builds the bytes from the engine's view, the
 * isolate reads them with functions the prelude took before any bot code ran, and nothing of the bot crosses back
 * this way (answers are still strings, see isolatePrelude.ts). A view of any other shape (a key added, a number
 * that is not a 32-bit integer) is not packed and crosses as JSON, as before.
 */

/** How each value of a demon is packed: an integer, an index into the string table, or 0/1. */
type Kind = 'int' | 'string' | 'boolean';

/** The fields of a FoeDemon (api.ts), in the order viewFor writes them. */
const FOE_FIELDS: readonly (readonly [string, Kind])[] = [
  ['id', 'int'],
  ['x', 'int'],
  ['y', 'int'],
  ['life', 'int'],
  ['attack', 'int'],
  ['defense', 'int'],
  ['range', 'int'],
  ['hp', 'int'],
  ['maxHp', 'int'],
  ['capacity', 'string'],
];
/** The fields of a MyDemon: a foe's, then its name and whether it can be cloned. */
const MINE_FIELDS: readonly (readonly [string, Kind])[] = [...FOE_FIELDS, ['name', 'string'], ['canClone', 'boolean']];

/** A packed view: the JSON of everything else (board, mine and foes as placeholders), the strings, the integers. */
export interface PackedView {
  head: string;
  strings: string;
  ints: Int32Array;
}

/** Thrown inside packing when the view is not of the shape packed; caught by `packView`, which then gives up. */
const NOT_PACKED = new Error('not packed');

/** Integers written so far, in a buffer that grows and is reused from call to call (one per port). */
class IntWriter {
  buffer = new Int32Array(4096);
  length = 0;

  /** Makes room for `n` more integers. */
  reserve(n: number): void {
    if (this.length + n <= this.buffer.length) return;
    const bigger = new Int32Array(Math.max(2 * this.buffer.length, this.length + n));
    bigger.set(this.buffer.subarray(0, this.length));
    this.buffer = bigger;
  }

  /** Writes one integer (room must have been reserved); anything but a 32-bit integer is not packed. */
  put(n: unknown): void {
    if (typeof n !== 'number') throw NOT_PACKED;
    const b = this.buffer,
      i = this.length;
    b[i] = n;
    // Read back: equal only for a 32-bit integer (-0 is read back as 0, which is what JSON makes of it too).
    if (b[i] !== n) throw NOT_PACKED;
    this.length = i + 1;
  }
}

/** Strings in the order first seen, each once. */
class StringTable {
  readonly list: string[] = [];
  private readonly index = new Map<string, number>();

  of(s: unknown): number {
    if (typeof s !== 'string') throw NOT_PACKED;
    let i = this.index.get(s);
    if (i === undefined) {
      i = this.list.length;
      this.list.push(s);
      this.index.set(s, i);
    }
    return i;
  }
}

/** Whether `d` has exactly the keys of `fields`, in that order (for...in lists a plain object's keys without copying). */
function hasFields(d: object, fields: readonly (readonly [string, Kind])[]): boolean {
  let k = 0;
  for (const key in d) if (key !== fields[k++]?.[0]) return false;
  return k === fields.length;
}

/**
 * Writes a list of demons: its length, then each demon's fields; a demon with other keys is not packed. The fields
 * are read by name, not through the FIELDS lists (a keyed read per field made packing three times slower); the
 * property test checks that the two agree.
 */
function writeDemons(list: unknown, mine: boolean, w: IntWriter, s: StringTable) {
  if (!Array.isArray(list)) throw NOT_PACKED;
  const fields = mine ? MINE_FIELDS : FOE_FIELDS;
  w.reserve(1 + list.length * fields.length);
  w.put(list.length);
  for (const d of list as unknown[]) {
    if (d === null || typeof d !== 'object' || !hasFields(d, fields)) throw NOT_PACKED;
    const f = d as Record<string, unknown>;
    w.put(f.id);
    w.put(f.x);
    w.put(f.y);
    w.put(f.life);
    w.put(f.attack);
    w.put(f.defense);
    w.put(f.range);
    w.put(f.hp);
    w.put(f.maxHp);
    w.put(s.of(f.capacity));
    if (!mine) continue;
    w.put(s.of(f.name));
    if (f.canClone !== true && f.canClone !== false) throw NOT_PACKED;
    w.put(f.canClone ? 1 : 0);
  }
}

/** Writes the board: height, width, then every cell row by row; a ragged board is not packed. */
function writeBoard(board: unknown, w: IntWriter) {
  if (!Array.isArray(board)) throw NOT_PACKED;
  const first: unknown = board[0];
  const width = Array.isArray(first) ? first.length : 0;
  w.reserve(2 + board.length * width);
  w.put(board.length);
  w.put(width);
  for (const row of board as unknown[]) {
    if (!Array.isArray(row) || row.length !== width) throw NOT_PACKED;
    for (let x = 0; x < width; x++) w.put(row[x]);
  }
}

/**
 * A packer for one port: it keeps its buffer from call to call. `pack(view)` gives the packed view, or undefined
 * when the view is not of the View shape (then it must cross as JSON). The Int32Array it returns is a view of the
 * packer's buffer, valid until the next call.
 */
export function viewPacker(): (view: unknown) => PackedView | undefined {
  const w = new IntWriter();
  return (view) => {
    if (view === null || typeof view !== 'object') return undefined;
    const v = view as Record<string, unknown>;
    if (!(Object.hasOwn(v, 'board') && Object.hasOwn(v, 'mine') && Object.hasOwn(v, 'foes'))) return undefined;
    w.length = 0;
    const strings = new StringTable();
    try {
      writeBoard(v.board, w);
      writeDemons(v.mine, true, w, strings);
      writeDemons(v.foes, false, w, strings);
    } catch (e) {
      if (e === NOT_PACKED) return undefined;
      throw e;
    }
    // Placeholders keep the three keys where they were, so the rebuilt view lists its keys in the same order.
    const head = JSON.stringify({ ...v, board: 0, mine: 0, foes: 0 });
    return { head, strings: JSON.stringify(strings.list), ints: w.buffer.subarray(0, w.length) };
  };
}

/** One demon as an object literal over the integers `a` at `p` and the strings `s` (isolate code). */
function demonLiteral(fields: readonly (readonly [string, Kind])[]): string {
  const values = fields.map(([key, kind], i) => {
    const at = `a[p + ${i}]`;
    return `${key}: ${kind === 'int' ? at : kind === 'string' ? `s[${at}]` : `${at} === 1`}`;
  });
  return `{ ${values.join(', ')} }`;
}

/**
 * The isolate's side: the source of a function `(head, strings, bytes) => view`, given the prelude's own `parse`
 * (JSON.parse) and `Int32Array` (both taken before any bot code runs). Object literals define their keys, so no
 * setter a bot put on Object.prototype runs; one it put on Array.prototype's indexes would see its own view's
 * numbers go by, under its own call's time limit.
 */
export function unpackViewSource(parse: string, int32Array: string): string {
  return `(head, strings, bytes) => {
    const v = ${parse}(head), s = ${parse}(strings), a = new ${int32Array}(bytes);
    let p = 0;
    const height = a[p++], width = a[p++], board = [];
    for (let y = 0; y < height; y++) {
      const row = [];
      for (let x = 0; x < width; x++) row[x] = a[p++];
      board[y] = row;
    }
    const mine = [], foes = [];
    for (let i = 0, n = a[p++]; i < n; i++, p += ${MINE_FIELDS.length}) mine[i] = ${demonLiteral(MINE_FIELDS)};
    for (let i = 0, n = a[p++]; i < n; i++, p += ${FOE_FIELDS.length}) foes[i] = ${demonLiteral(FOE_FIELDS)};
    v.board = board;
    v.mine = mine;
    v.foes = foes;
    return v;
  }`;
}
