/** Reads a skirmish file: JSON syntax from the file adapter, fields from parseSkirmish; problems name the file. */
import type { Result } from '../../core/result.js';
import { parseSkirmish, type Skirmish } from '../../skirmish/model.js';
import { readJson } from '../files.js';

/** A skirmish file, or a one-line problem naming the file and the field (or the line and column of bad JSON). */
export function loadSkirmish(path: string): Result<Skirmish> {
  const json = readJson(path);
  return json.ok ? parseSkirmish(json.value, path) : json;
}
