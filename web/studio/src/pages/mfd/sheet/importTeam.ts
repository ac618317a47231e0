/**
 * A team file the visitor picked or dropped, read as the CLI reads one: the same decoder (UTF-8, UTF-16,
 * Windows-1252), the same separators (comma, semicolon, tab, with decimal commas), the same notes.
 */
import { formatProblem, type Problem } from '../../../../../../src/core/index.js';
import { decodeText } from '../../../../../../src/core/decodeText.js';
import { detectSeparator } from '../../../../../../src/core/csv/detectSeparator.js';
import { tokenizeCsv } from '../../../../../../src/core/csv/tokenizeCsv.js';
import { parseTeam, type SideName } from '../../../../../../src/mfd/index.js';
import { encodingNote } from '../../../../../../src/mfd/teamCsv/encodingNote.js';
import { formatOf } from './fileFormat.js';
import { sheetOf, type TeamSheet } from './teamSheet.js';

/** A file read into a sheet, with the notes the CLI prints about it; or the problem that stops it being read. */
export type ImportedTeam = { ok: true; sheet: TeamSheet; notes: string[] } | { ok: false; message: string };

/**
 * Reads a file's bytes. A file the parser accepts becomes its cells as the parser kept them (decimal commas turned
 * into points, short rows padded), which is what the CLI writes back; a file it refuses still becomes its cells, so
 * the problem shows at its cell; only a file that cannot be split into cells (an unclosed quote) is refused.
 */
export function importTeam(name: string, bytes: Uint8Array, side: SideName): ImportedTeam {
  const decoded = decodeText(bytes);
  const notes: Problem[] = encodingNote(name, decoded);
  const parsed = parseTeam(decoded.text, name, side);
  const format = formatOf(bytes, decoded.text, decoded.encoding);
  if (parsed.ok) {
    const source = parsed.value.team.source;
    const rows = (source?.rows ?? []).map((r) => [...r]);
    const sheet = { file: name, header: [...(source?.header ?? [])], rows, format };
    // The separator note is about the file; the rest (references ignored) show at their cells once it is in the table.
    const fileNotes = parsed.value.warnings.filter((w) => /^read as /.test(w.message));
    return { ok: true, sheet, notes: [...notes, ...fileNotes].map(formatProblem) };
  }
  const records = tokenizeCsv(decoded.text, name, detectSeparator(decoded.text));
  if (!records.ok) return { ok: false, message: formatProblem(records.problem) };
  return { ok: true, sheet: { ...sheetOf(name, records.value), format }, notes: notes.map(formatProblem) };
}
