/**
 * A value as the text `JSON.stringify(value, null, 2)` gives, in pieces: a document of hundreds of megabytes can be
 * written as it is made instead of held whole beside the objects it describes.
 */

/** Piece size, and how many nodes a subtree may have to be written by one native JSON.stringify call. */
export interface JsonPiecesOptions {
  /** Pieces are at least this many characters, except the last (default 65,536). */
  minPiece?: number;
  /** Subtrees of at most this many values are written whole (default 4,096): small enough to hold, large enough to be fast. */
  wholeNodes?: number;
}

/**
 * Pieces whose concatenation is JSON.stringify(value, null, 2); nothing for a value JSON cannot write at all
 * (undefined, a function, a symbol).
 */
export function* jsonPieces(value: unknown, options: JsonPiecesOptions = {}): Generator<string> {
  const minPiece = options.minPiece ?? 65_536;
  const wholeNodes = options.wholeNodes ?? 4096;
  const top = prepared(value, '');
  if (skipped(top)) return;
  let buffer = '';
  for (const part of parts(top, '', wholeNodes)) {
    buffer += part;
    if (buffer.length >= minPiece) {
      yield buffer;
      buffer = '';
    }
  }
  if (buffer.length > 0) yield buffer;
}

/** What JSON.stringify does first with a value: toJSON (with the key), then boxed primitives unwrapped. */
function prepared(value: unknown, key: string): unknown {
  let v = value;
  if (v !== null && typeof v === 'object' && typeof (v as { toJSON?: unknown }).toJSON === 'function') {
    v = (v as { toJSON: (k: string) => unknown }).toJSON(key);
  }
  if (v instanceof Number || v instanceof String || v instanceof Boolean) v = v.valueOf();
  return v;
}

/** True for what JSON leaves out of an object and writes as null in an array. */
function skipped(v: unknown): boolean {
  return v === undefined || typeof v === 'function' || typeof v === 'symbol';
}

/** Nodes left of `budget` after counting the subtree of `v` (negative: larger than the budget; counting stopped). */
function nodesLeft(v: unknown, budget: number): number {
  let left = budget - 1;
  if (v === null || typeof v !== 'object') return left;
  for (const child of Array.isArray(v) ? v : Object.values(v)) {
    left = nodesLeft(child, left);
    if (left < 0) return left;
  }
  return left;
}

/** The pieces of an already prepared value that is not skipped. */
function* parts(v: unknown, indent: string, wholeNodes: number): Generator<string> {
  if (
    v !== null &&
    typeof v === 'object' &&
    typeof (v as { toJSON?: unknown }).toJSON !== 'function' &&
    nodesLeft(v, wholeNodes) >= 0
  ) {
    // A small subtree in one native call, its lines indented to where it sits (a JSON string holds no raw newline).
    const text = JSON.stringify(v, null, 2);
    yield indent === '' ? text : text.replaceAll('\n', `\n${indent}`);
    return;
  }
  if (v === null || typeof v !== 'object') {
    // Primitives (and the throw for a BigInt) exactly as JSON.stringify has them.
    yield JSON.stringify(v) as string;
    return;
  }
  const inner = `${indent}  `;
  if (Array.isArray(v)) {
    if (v.length === 0) {
      yield '[]';
      return;
    }
    yield '[';
    for (let i = 0; i < v.length; i++) {
      yield `${i === 0 ? '' : ','}\n${inner}`;
      const item = prepared(v[i], String(i));
      if (skipped(item)) yield 'null';
      else yield* parts(item, inner, wholeNodes);
    }
    yield `\n${indent}]`;
    return;
  }
  let first = true;
  for (const k of Object.keys(v)) {
    const item = prepared((v as Record<string, unknown>)[k], k);
    if (skipped(item)) continue;
    yield `${first ? '{' : ','}\n${inner}${JSON.stringify(k)}: `;
    first = false;
    yield* parts(item, inner, wholeNodes);
  }
  yield first ? '{}' : `\n${indent}}`;
}
