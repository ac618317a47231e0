/** JSON text into a value, or a problem with the line and column where the text goes wrong. */
import { fail, ok, type Result } from '../result.js';
import { MAX_JSON_DEPTH, tooDeepAt } from './jsonDepth.js';
import { jsonSyntaxError } from './jsonSyntaxError.js';

/**
 * Reads JSON text from outside (a file, a text box): the value, or a problem naming the line and column of a syntax
 * error, or of a bracket nested deeper than 256 levels (refused before parsing, so no later walk of the value can run
 * out of stack). fray reads every JSON file through it.
 *
 * @param text - the JSON text
 * @param file - the file's name, for the problem's place
 * @returns the parsed value (still to be checked, for instance by `parseMob`), or a problem
 * @example
 * ```ts
 * import { formatProblem, parseJson } from 'fray/core';
 *
 * const r = parseJson('{\n  "hp": 12,\n  "name": "orc"\n  "rate": 2\n}', 'orc.json');
 * console.log(r.ok ? r.value : formatProblem(r.problem));
 * //> orc.json:4:3: malformed JSON: expected ',' or '}' after a property value, found '"'
 * ```
 * @category Input
 */
export function parseJson(text: string, file?: string): Result<unknown> {
  if (typeof text !== 'string') throw new TypeError(`parseJson: text must be a string, got ${typeof text}`);
  const place = (offset: number) => {
    const before = text.slice(0, offset);
    return {
      ...(file === undefined ? {} : { file }),
      line: before.split('\n').length,
      column: offset - before.lastIndexOf('\n'),
    };
  };
  const deep = tooDeepAt(text);
  if (deep !== undefined)
    return fail(
      `nested deeper than ${MAX_JSON_DEPTH} levels of arrays and objects (files fray writes nest about ten)`,
      place(deep),
    );
  try {
    return ok(JSON.parse(text) as unknown);
  } catch (e) {
    const found = jsonSyntaxError(text);
    if (!found)
      return fail(`malformed JSON: ${(e as Error).message.split('\n')[0]}`, file === undefined ? {} : { file });
    return fail(`malformed JSON: ${found.message}`, place(found.offset));
  }
}
