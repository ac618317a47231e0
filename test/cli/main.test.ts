/** main.ts's last guarantee: whatever a refusal quotes, it is one line on stderr, of bounded length, with exit code 2. */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MAX_LINE, MAX_QUOTED } from '../../src/core/quote.js';
import { expectBadInput, fray, tempDir } from '../helpers/cli.js';

const TEN_THOUSAND = Array.from({ length: 10_000 }, (_, i) => i + 1).join(',');
const SEPARATORS = ['\u2028', '\u2029', '\u0085', '\r', '\u001b[2J', '\u202e'];

/** No raw line break, separator, escape or bidi override reached the terminal. */
const expectNoRawBreaks = (stderr: string) =>
  // eslint-disable-next-line no-control-regex -- control characters are what is tested for
  expect(stderr.trimEnd()).not.toMatch(/[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/);

describe('one line for every refusal', () => {
  it('cuts a 10,000-item option value that commander echoes, saying how much was cut', () => {
    const r = fray(['luck', 'trace', '--chance', '55', '--rolls', `${TEN_THOUSAND},x`]);
    expectBadInput(r, /more characters\)/);
    expect(r.stderr.length).toBeLessThan(4 * MAX_QUOTED + 300);
    expect(r.stderr).toContain(`'${TEN_THOUSAND.slice(0, MAX_QUOTED)}…' (`);
  });

  it('cuts a long value fray itself quotes', () => {
    const r = fray(['view', 'm.json', '--out', `${'x'.repeat(10_000)}.txt`]);
    expectBadInput(
      r,
      /^fray: --out writes an HTML page; give it a name ending in \.html, got 'x{80}…' \(9,924 more characters\)\n$/,
    );
  });

  it('caps a whole line when a long value comes unquoted (a file name), as the last guard', () => {
    const r = fray(['nightsoil', 'duel', `${'y'.repeat(10_000)}.json`, 'b.json']);
    expectBadInput(r, /^fray: y+… \([\d,]+ more characters\)\n$/);
    expect(r.stderr.length).toBeLessThan(MAX_LINE + 40);
  });

  it.each(SEPARATORS.map((s) => [`U+${s.codePointAt(0)!.toString(16).padStart(4, '0')}`, s]))(
    'escapes %s in a value commander echoes',
    (_, sep) => {
      const r = fray(['luck', 'trace', '--chance', `5${sep}5`, '--rolls', '1']);
      expectBadInput(r, /argument '5\\u[0-9a-f]{4}|argument '5\\r/);
      expectNoRawBreaks(r.stderr);
    },
  );

  it.each(SEPARATORS.map((s) => [`U+${s.codePointAt(0)!.toString(16).padStart(4, '0')}`, s]))(
    'escapes %s in a value fray quotes, or in a file name',
    (_, sep) => {
      expectNoRawBreaks(expectOneLine(fray(['view', 'm.json', '--out', `a${sep}b.txt`])));
      expectNoRawBreaks(expectOneLine(fray(['nightsoil', 'duel', `a${sep}b.json`, 'b.json'])));
      const dir = tempDir();
      writeFileSync(join(dir, 'mob.json'), JSON.stringify({ name: 'x', life: `1${sep}2` }));
      writeFileSync(join(dir, 'rules.json'), JSON.stringify({ [`max${sep}Turns`]: 1 }));
      expectNoRawBreaks(expectOneLine(fray(['nightsoil', 'duel', 'mob.json', 'mob.json'], { cwd: dir })));
      expectNoRawBreaks(expectOneLine(fray(['nightsoil', 'arena', 'rules.json'], { cwd: dir })));
    },
  );
});

/** expectBadInput, returning stderr. */
function expectOneLine(r: ReturnType<typeof fray>): string {
  expectBadInput(r);
  return r.stderr;
}
