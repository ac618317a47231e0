import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { escapeUnsafe, MAX_LINE, MAX_QUOTED, oneLine, quote, showJson } from '../../src/core/quote.js';

/** Characters that end or break a line, or reorder what a terminal shows. */
// eslint-disable-next-line no-control-regex -- control characters are what is tested for
const BREAKING = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/;

/** Any text, rich in the characters that break lines (lone surrogates included). */
const anyText = fc
  .array(
    fc.oneof(
      fc.integer({ min: 0, max: 0x10ffff }),
      fc.constantFrom(0x0a, 0x0d, 0x09, 0x85, 0x1b, 0x2028, 0x2029, 0x202e, 0x2066, 0x27, 0x5c),
    ),
    { maxLength: 300 },
  )
  .map((cs) => String.fromCodePoint(...cs));

describe('quote', () => {
  it('quotes a short value as it is', () => {
    expect(quote('Kaito')).toBe("'Kaito'");
    expect(quote('')).toBe("''");
  });

  it('cuts a long value with an ellipsis and says how many characters were cut', () => {
    const tenThousand = Array.from({ length: 10_000 }, (_, i) => i + 1).join(',');
    const q = quote(tenThousand);
    expect(q).toBe(
      `'${tenThousand.slice(0, MAX_QUOTED)}…' (${(tenThousand.length - MAX_QUOTED).toLocaleString('en-US')} more characters)`,
    );
    expect(q.length).toBeLessThan(MAX_QUOTED + 40);
    expect(quote('abcdef', 3)).toBe("'abc…' (3 more characters)");
    expect(quote('abcd', 3)).toBe("'abc…' (1 more character)");
  });

  it('never cuts a character in half, and counts characters, not UTF-16 units', () => {
    expect(quote('ab😀😀😀', 3)).toBe("'ab…' (3 more characters)");
  });

  it('escapes line and paragraph separators, control characters and bidirectional overrides', () => {
    expect(quote('a\u2028b')).toBe("'a\\u2028b'");
    expect(quote('a\u2029b\nc\rd\te\u0085f\u001bg\u202eh')).toBe("'a\\u2029b\\nc\\rd\\te\\u0085f\\u001bg\\u202eh'");
  });

  it('is always one safe line, whatever the value', () => {
    fc.assert(
      fc.property(anyText, (s) => {
        const q = quote(s);
        return !BREAKING.test(q) && q.startsWith("'") && q.length <= 6 * MAX_QUOTED + 40;
      }),
      { seed: 26, numRuns: 200 },
    );
  });
});

describe('showJson', () => {
  it('shows a JSON value as JSON, cut and escaped like quote', () => {
    expect(showJson(-3)).toBe('-3');
    expect(showJson('up')).toBe('"up"');
    expect(showJson('x\u2028y')).toBe('"x\\u2028y"');
    expect(showJson('a'.repeat(1000))).toBe(`"${'a'.repeat(MAX_QUOTED)}…" (${1000 - MAX_QUOTED} more characters)`);
    const ones = JSON.stringify(Array(5000).fill(1));
    expect(showJson(Array(5000).fill(1))).toBe(
      `${ones.slice(0, MAX_QUOTED)}… (${(ones.length - MAX_QUOTED).toLocaleString('en-US')} more characters)`,
    );
    expect(showJson(undefined)).toBe('undefined');
  });

  it('names a value too deep to write instead of throwing', () => {
    let deep: unknown = 1;
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(showJson(deep)).toBe('a list');
  });
});

describe('oneLine', () => {
  it('escapes and caps a whole message', () => {
    expect(oneLine('bad value \u2028 here')).toBe('bad value \\u2028 here');
    const long = oneLine('x'.repeat(MAX_LINE + 10));
    expect(long).toBe(`${'x'.repeat(MAX_LINE)}… (10 more characters)`);
    expect(escapeUnsafe('plain')).toBe('plain');
  });
});

describe('escapeUnsafe: the one escaping function for strangers’ text', () => {
  it('escapes C0 and C1 controls, DEL, format and bidirectional characters, separators and lone surrogates', () => {
    expect(escapeUnsafe('a\u001b]0;t\u0007b')).toBe('a\\u001b]0;t\\u0007b');
    expect(escapeUnsafe('\r\n\t\u007f\u0085\u009b')).toBe('\\r\\n\\t\\u007f\\u0085\\u009b');
    expect(escapeUnsafe('x\u202ey\u2066z\u200e\u200b\ufeff')).toBe('x\\u202ey\\u2066z\\u200e\\u200b\\ufeff');
    expect(escapeUnsafe('lone \ud800 and \udc00')).toBe('lone \\ud800 and \\udc00');
    expect(escapeUnsafe('tag \u{e0041}')).toBe('tag \\udb40\\udc41');
    expect(escapeUnsafe('paired 😀, accents é, CJK 漢, em dash —')).toBe('paired 😀, accents é, CJK 漢, em dash —');
  });

  it('keeps the characters it is told to keep (the line breaks of a log)', () => {
    expect(escapeUnsafe('one\ntwo\r\n', '\n')).toBe('one\ntwo\\r\n');
  });

  it('leaves nothing unsafe, is idempotent, and keeps a JSON document the same document', () => {
    fc.assert(
      fc.property(anyText, (s) => {
        const once = escapeUnsafe(s);
        const json = escapeUnsafe(JSON.stringify({ s }, null, 2), '\n');
        return (
          !BREAKING.test(once) &&
          !/[\p{Cc}\p{Cf}\p{Cs}]/u.test(once) &&
          escapeUnsafe(once) === once &&
          (JSON.parse(json) as { s: string }).s === s
        );
      }),
      { seed: 30, numRuns: 300 },
    );
  });
});
