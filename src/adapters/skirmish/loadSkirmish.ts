/** Reads a skirmish file: JSON syntax from the file adapter, fields from parseSkirmish; problems name the file. */
import { fail, type Result } from '../../core/result.js';
import { parseSkirmish, type Skirmish } from '../../skirmish/model.js';
import { readJson } from '../files.js';

/** A skirmish file, or a one-line problem naming the file and the field (or the line and column of bad JSON). */
export function loadSkirmish(path: string): Result<Skirmish> {
  const read = readJson(path);
  // Some JSON.parse messages quote the input over several lines; the user gets one line.
  if (!read.ok)
    return { ok: false, problem: { ...read.problem, message: read.problem.message.replace(/\s*\n\s*/g, ' ') } };
  const parsed = parseSkirmish(read.value);
  return parsed.ok ? parsed : fail(parsed.problem.message, { file: path });
}
