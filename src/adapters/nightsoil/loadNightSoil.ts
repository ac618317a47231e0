/** Reads Night Soil input files: JSON syntax from the file adapter, fields from the nightsoil parsers; problems name the file. */
import { readJson, readText } from '../files.js';
import type { Result } from '../../core/result.js';
import type { MobSpec } from '../../nightsoil/mob.js';
import { mobFromText } from '../../nightsoil/mobFromText.js';
import { parseWorld, type WorldSpec } from '../../nightsoil/arena/world.js';

/** A mob file, or a one-line problem naming the file and the field (or line and column of bad JSON). */
export function loadMob(path: string): Result<MobSpec> {
  const text = readText(path);
  return text.ok ? mobFromText(text.value, path) : text;
}

/** A world file for the arena, checked the same way. */
export function loadWorld(path: string): Result<WorldSpec> {
  const json = readJson(path);
  return json.ok ? parseWorld(json.value, path) : json;
}
