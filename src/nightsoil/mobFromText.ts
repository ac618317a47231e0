/** A mob from the text of its JSON file: one reader for the CLI's files and the studio's pasted JSON, one set of messages. */
import { parseJson } from '../core/json/parseJson.js';
import type { Result } from '../core/result.js';
import type { MobSpec } from './mob.js';
import { parseMob } from './parseMob.js';

/**
 * A mob from JSON text (a mob file's contents): `parseJson` then `parseMob`, so a problem names the line and column of
 * bad JSON or the field that is wrong.
 *
 * @example
 * ```ts
 * import { mobFromText } from 'fray/nightsoil';
 *
 * const r = mobFromText('{ "name": "rat", "maxLife": 4, }', 'rat.json');
 * console.log(r.ok ? r.value.name : `${r.problem.file}:${r.problem.line}:${r.problem.column}: ${r.problem.message}`);
 * //> rat.json:1:32: malformed JSON: expected a property name in double quotes, found '}'
 * ```
 * @category Mobs
 */
export function mobFromText(text: string, file?: string): Result<MobSpec> {
  const json = parseJson(text, file);
  return json.ok ? parseMob(json.value, file) : json;
}
