/** A mob from the text of its JSON file: one reader for the CLI's files and the studio's pasted JSON, one set of messages. */
import { parseJson } from '../core/json/parseJson.js';
import type { Result } from '../core/result.js';
import type { MobSpec } from './mob.js';
import { parseMob } from './parseMob.js';

/**
 * The mob in `text`, or a problem naming `file` and the line and column of bad JSON or the field that is wrong.
 * @category Mobs
 */
export function mobFromText(text: string, file?: string): Result<MobSpec> {
  const json = parseJson(text, file);
  return json.ok ? parseMob(json.value, file) : json;
}
