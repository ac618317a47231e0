/** Reads both team files from disk and parses them. */
import type { Result } from '../../core/result.js';
import { readText } from '../files.js';
import { parseTeams, type ParsedTeams } from './parseTeams.js';

/** Reads and parses the heroes' and villains' files; the first problem found, or both teams with warnings. */
export function loadTeams(heroesPath: string, villainsPath: string): Result<ParsedTeams> {
  const h = readText(heroesPath);
  if (!h.ok) return h;
  const v = readText(villainsPath);
  if (!v.ok) return v;
  return parseTeams({ file: heroesPath, text: h.value }, { file: villainsPath, text: v.value });
}
