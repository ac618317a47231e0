/** Reads both team files from disk (in whatever encoding a spreadsheet wrote them) and parses them. */
import type { Problem, Result } from '../../core/result.js';
import type { DecodedText } from '../../core/decodeText.js';
import { readTextFile } from '../files.js';
import { parseTeams, type ParsedTeams } from '../../mfd/teamCsv/parseTeams.js';

/** A note for a file that was not UTF-8: it was read correctly, and the final file is written in UTF-8. */
function encodingNote(file: string, d: DecodedText): Problem[] {
  return d.encoding === 'UTF-8'
    ? []
    : [{ file, message: `read as ${d.encoding} (it is not UTF-8); the final file is written in UTF-8` }];
}

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
