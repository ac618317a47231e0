import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nestedDeeper } from '../../../src/adapters/sandbox/nestedDeeper.js';

/** The nesting depth of a parsed JSON value (arrays and objects). */
function depthOf(v: unknown): number {
  if (Array.isArray(v)) return 1 + Math.max(0, ...v.map(depthOf));
  if (typeof v === 'object' && v !== null) return 1 + Math.max(0, ...Object.values(v).map(depthOf));
  return 0;
}

describe('nestedDeeper', () => {
  it('counts arrays and objects inside one another, up to the bound and past it', () => {
    expect(nestedDeeper('[]', 1)).toBe(false);
    expect(nestedDeeper('[[]]', 1)).toBe(true);
    expect(nestedDeeper('{"orders":[{"demon":1}],"marks":[]}', 3)).toBe(false);
    expect(nestedDeeper('{"orders":[{"demon":[1]}]}', 3)).toBe(true);
    // Side by side is not deeper.
    expect(nestedDeeper('[[],[],[],[]]', 2)).toBe(false);
  });

  it('does not count brackets inside strings, escaped quotes included', () => {
    expect(nestedDeeper('["[[[[", "{{{{"]', 1)).toBe(false);
    expect(nestedDeeper('["\\"[[[[", "\\\\"]', 1)).toBe(false);
    expect(nestedDeeper('["\\\\", [[]]]', 2)).toBe(true);
  });

  it("agrees with JSON.parse's depth on any JSON value", () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 6 }), fc.integer({ min: 0, max: 8 }), (v, max) => {
        const text = JSON.stringify(v);
        expect(nestedDeeper(text, max)).toBe(depthOf(v) > max);
      }),
    );
  });

  it('says so of a line nested 500,000 deep at its 65th bracket, without parsing it', () => {
    const line = '['.repeat(500_000) + ']'.repeat(500_000);
    expect(nestedDeeper(line, 64)).toBe(true);
  });
});
