/** The mfd bundle's text is ASCII: its comments' other characters become '?', and one in code fails the build. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { asciiComments } from '../../scripts/asciiComments.js';
import { ROOT } from '../helpers/cli.js';

const NOT_ASCII = /[^\x00-\x7f]/;

describe('asciiComments', () => {
  it('makes every non-ASCII unit of a comment line one "?", so that no column moves', () => {
    const text = 'a = 1;\n  /** tools (`javac …`) 😀 */\n  // é\n   * Zoë\nb = "\\u2026";\n';
    const out = asciiComments(text);
    expect(out).toBe('a = 1;\n  /** tools (`javac ?`) ?? */\n  // ?\n   * Zo?\nb = "\\u2026";\n');
    expect(out.split('\n').map((l) => l.length)).toEqual(text.split('\n').map((l) => l.length));
    expect(asciiComments('plain;\n')).toBe('plain;\n');
  });

  it('fails on a character outside a comment rather than change code', () => {
    expect(() => asciiComments('a = 1;\nb = "…";\n', 'x.cjs')).toThrow('x.cjs:2 has a character that is not ASCII');
  });

  it('dist/fray-mfd.cjs is ASCII (one "…" in a comment made Node hold its 385 KB as two-byte text)', () => {
    expect(NOT_ASCII.test(readFileSync(join(ROOT, 'dist/fray-mfd.cjs'), 'utf8'))).toBe(false);
  });
});
