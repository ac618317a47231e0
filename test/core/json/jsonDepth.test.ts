import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseJson } from '../../../src/adapters/files.js';
import { MAX_JSON_DEPTH, tooDeepAt } from '../../../src/core/json/jsonDepth.js';
import { formatProblem } from '../../../src/core/result.js';
import { ROOT } from '../../helpers/cli.js';

const nested = (open: string, close: string, n: number, inner = '1') => open.repeat(n) + inner + close.repeat(n);

/** The depth of a parsed value, for comparing the scan against. */
function depthOf(v: unknown): number {
  if (typeof v !== 'object' || v === null) return 0;
  return 1 + Math.max(0, ...Object.values(v).map(depthOf));
}

describe('tooDeepAt', () => {
  it('finds the bracket that opens one level too many, in arrays and objects', () => {
    expect(tooDeepAt(nested('[', ']', 3), 3)).toBeUndefined();
    expect(tooDeepAt(nested('[', ']', 4), 3)).toBe(3);
    expect(tooDeepAt(nested('{"a":', '}', 4), 3)).toBe(15);
  });

  it('ignores brackets inside strings, escaped quotes included', () => {
    expect(tooDeepAt(`["${'['.repeat(500)}"]`, 2)).toBeUndefined();
    expect(tooDeepAt(`["\\"${'{'.repeat(500)}\\\\"]`, 2)).toBeUndefined();
    expect(tooDeepAt(`["\\\\", [[1]]]`, 2)).toBe(8);
  });

  it('agrees with the depth of the parsed value for any JSON', () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 8 }), fc.integer({ min: 0, max: 9 }), (v, limit) => {
        const text = JSON.stringify(v);
        expect(tooDeepAt(text, limit) === undefined).toBe(depthOf(v) <= limit);
      }),
      { seed: 26, numRuns: 300 },
    );
  });
});

describe('parseJson', () => {
  it('refuses 100,000 levels of arrays or objects, naming the limit and the place, without running out of stack', () => {
    for (const text of [nested('[', ']', 100_000), `{"rules":\n ${nested('{"a":', '}', 100_000)}}`]) {
      const r = parseJson(text, 'deep.json');
      expect(r.ok).toBe(false);
      if (!r.ok)
        expect(formatProblem(r.problem)).toMatch(
          new RegExp(`^deep\\.json:\\d+:\\d+: nested deeper than ${MAX_JSON_DEPTH} levels of arrays and objects`),
        );
    }
    const r = parseJson(`{"rules":\n ${nested('[', ']', 100_000)}}`, 'deep.json');
    expect(!r.ok && r.problem).toMatchObject({ line: 2, column: 2 + MAX_JSON_DEPTH - 1 });
  });

  it('reads a file exactly at the limit, and still places syntax errors', () => {
    expect(parseJson(nested('[', ']', MAX_JSON_DEPTH))).toMatchObject({ ok: true });
    expect(parseJson('{\n  "a": 1,\n}', 'x.json')).toMatchObject({ ok: false, problem: { file: 'x.json', line: 3 } });
  });

  it('leaves room for the deepest files fray writes and ships (they nest about ten levels)', () => {
    for (const f of ['examples/nightsoil/world.json', 'examples/skirmish/duel.json']) {
      const text = readFileSync(join(ROOT, f), 'utf8');
      expect(depthOf(JSON.parse(text))).toBeLessThan(MAX_JSON_DEPTH / 16);
      expect(parseJson(text).ok).toBe(true);
    }
  });
});
