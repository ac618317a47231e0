import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { jsonPieces } from '../../src/report/jsonPieces.js';

const whole = (v: unknown, minPiece = 1, wholeNodes = 0): string =>
  [...jsonPieces(v, { minPiece, wholeNodes })].join('');

describe('jsonPieces', () => {
  it('gives exactly the text of JSON.stringify(value, null, 2), for any JSON value and piece size', () => {
    fc.assert(
      fc.property(
        fc.jsonValue(),
        fc.integer({ min: 1, max: 200 }),
        fc.integer({ min: 0, max: 30 }),
        (v, n, w) => whole(v, n, w) === JSON.stringify(v, null, 2),
      ),
      { numRuns: 500 },
    );
  });

  it('follows JSON.stringify on what JSON cannot hold: undefined, functions, toJSON, boxed values, non-finite numbers', () => {
    const odd = {
      a: undefined,
      f: () => 1,
      list: [undefined, () => 2, Symbol('s'), NaN, -0, Infinity],
      when: new Date(0),
      custom: { toJSON: (key: string) => ({ key }) },
      boxed: [new Number(3), new String('x'), new Boolean(false)],
      empty: { gone: undefined },
      nested: [[], {}, [[]]],
    };
    // Written node by node, and with small subtrees written whole: the same text.
    expect(whole(odd)).toBe(JSON.stringify(odd, null, 2));
    expect(whole(odd, 1, 5)).toBe(JSON.stringify(odd, null, 2));
    expect([...jsonPieces(undefined)]).toEqual([]);
    expect(() => whole({ big: 1n })).toThrow(TypeError);
  });

  it('makes pieces of at least the size asked, except the last', () => {
    const v = Array.from({ length: 2000 }, (_, i) => ({ i, name: `fighter ${i}` }));
    const pieces = [...jsonPieces(v, { minPiece: 4096 })];
    expect(pieces.length).toBeGreaterThan(10);
    for (const p of pieces.slice(0, -1)) expect(p.length).toBeGreaterThanOrEqual(4096);
  });
});
