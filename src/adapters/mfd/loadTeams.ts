/** Reads both team files from disk (in whatever encoding a spreadsheet wrote them) and parses them. */
import type { Result } from '../../core/result.js';
import { readTextFile } from '../files.js';
import { encodingNote } from '../../mfd/teamCsv/encodingNote.js';
import { parseTeams, type ParsedTeams } from '../../mfd/teamCsv/parseTeams.js';

/** Reads and parses the heroes' and villains' files; the first problem found, or both teams with warnings. */
export function loadTeams(heroesPath: string, villainsPath: string): Result<ParsedTeams> {
  const h = readTextFile(heroesPath);
  if (!h.ok) return h;
  const v = readTextFile(villainsPath);
  if (!v.ok) return v;
  const parsed = parseTeams({ file: heroesPath, text: h.value.text }, { file: villainsPath, text: v.value.text });
  if (!parsed.ok) return parsed;
  const notes = [...encodingNote(heroesPath, h.value), ...encodingNote(villainsPath, v.value)];
  return { ok: true, value: { ...parsed.value, warnings: [...notes, ...parsed.value.warnings] } };
}
