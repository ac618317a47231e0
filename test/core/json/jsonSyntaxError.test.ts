import fc from 'fast-check';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readJson } from '../../../src/adapters/files.js';
import { jsonSyntaxError } from '../../../src/core/json/jsonSyntaxError.js';
import { formatProblem } from '../../../src/core/result.js';
import { tempDir } from '../../helpers/cli.js';

describe('jsonSyntaxError', () => {
  it('finds no error in valid JSON', () => {
    fc.assert(fc.property(fc.jsonValue(), (v) => jsonSyntaxError(JSON.stringify(v, null, 1)) === undefined));
  });

  it('finds the first error, with what was expected', () => {
    expect(jsonSyntaxError('{"sides": [,')).toEqual({ offset: 11, message: "expected a value, found ','" });
    expect(jsonSyntaxError('{"a": 1,}')).toEqual({
      offset: 8,
      message: "expected a property name in double quotes, found '}'",
    });
    expect(jsonSyntaxError('{"a": tru}')).toEqual({ offset: 6, message: "expected a value, found 't'" });
    expect(jsonSyntaxError('')).toEqual({ offset: 0, message: 'expected a value, found the end of the file' });
    expect(jsonSyntaxError('[1] x')).toEqual({ offset: 4, message: "unexpected 'x' after the end of the JSON value" });
    expect(jsonSyntaxError('{"a": "b\n"}')?.message).toBe('a line break inside a string');
  });

  it('agrees with JSON.parse on whether text is valid', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom('{', '}', '[', ']', ',', ':', '"', '1', 'a', ' ', 'true', '\\') }),
        (t) => {
          let valid = true;
          try {
            JSON.parse(t);
          } catch {
            valid = false;
          }
          return (jsonSyntaxError(t) === undefined) === valid;
        },
      ),
    );
  });
});

describe('readJson', () => {
  it('names file, line and column of a syntax error, on one line', () => {
    const f = join(tempDir(), 'w.json');
    writeFileSync(f, '{\n  "sides": [,\n}');
    const r = readJson(f);
    expect(r.ok ? '' : formatProblem(r.problem)).toBe(`${f}:2:13: malformed JSON: expected a value, found ','`);
  });
});
