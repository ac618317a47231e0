/** JSON text into a value, or a problem with the line and column where the text goes wrong. */
import { fail, ok, type Result } from '../result.js';
import { MAX_JSON_DEPTH, tooDeepAt } from './jsonDepth.js';
import { jsonSyntaxError } from './jsonSyntaxError.js';

/**
 * The one reader of JSON text from outside (every file fray reads as JSON comes through here): the value, or a
 * problem naming the file, line and column of a syntax error or of a bracket nested deeper than MAX_JSON_DEPTH
 * levels (refused before parsing, so no later walk of the value can run out of stack).
 * @category Input
 */
export function parseJson(text: string, file?: string): Result<unknown> {
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
