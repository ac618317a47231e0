import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { jsonOffset, jsonPlace } from '../../../src/core/json/jsonPlace.js';

describe('jsonPlace', () => {
  const text =
    '{\n  "players": [\n    {"name": "a"},\n    {"name": "b", "sha256": "xyz"}\n  ],\n  "hashes": ["0", "1"]\n}';

  it('names the line and column of the value at a path', () => {
    expect(jsonPlace(text, ['players', 1, 'sha256'], 'r.json')).toEqual({ file: 'r.json', line: 4, column: 29 });
    expect(jsonPlace(text, ['hashes', 1])).toEqual({ line: 6, column: 19 });
    expect(jsonPlace(text, [])).toEqual({ line: 1, column: 1 });
  });

  it('gives the file alone when the path is not there', () => {
    expect(jsonPlace(text, ['players', 2], 'r.json')).toEqual({ file: 'r.json' });
    expect(jsonPlace(text, ['nope'])).toEqual({});
    expect(jsonPlace(text, ['players', 'name'])).toEqual({});
  });

  it('takes the last of two keys of one name, as JSON.parse does, and skips strings holding brackets and quotes', () => {
    const t = '{"a": "}]\\"{[", "k": 1, "k": [true, {"x": null}]}';
    expect(t.slice(jsonOffset(t, ['k']))).toMatch(/^\[true/);
    expect(t.slice(jsonOffset(t, ['k', 1, 'x']))).toMatch(/^null/);
  });

  it('finds every value of any JSON document at the offset where it is written', () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 4 }), fc.boolean(), (v, pretty) => {
        const t = JSON.stringify(v, null, pretty ? 2 : 0);
        const walk = (x: unknown, path: (string | number)[]): boolean => {
          const at = jsonOffset(t, path);
          if (at === undefined) return false;
          const head = JSON.stringify(x, null, pretty ? 2 : 0)
            .split('\n')[0]!
            .slice(0, 1);
          if (t.slice(at, at + head.length) !== head) return false;
          if (Array.isArray(x)) return x.every((e, i) => walk(e, [...path, i]));
          if (x !== null && typeof x === 'object')
            return Object.entries(x).every(([k, e]) => k === '__proto__' || walk(e, [...path, k]));
          return true;
        };
        return walk(v, []);
      }),
      { seed: 39, numRuns: 200 },
    );
  });
});
