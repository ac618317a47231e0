/** Which character separates a CSV file's fields: spreadsheets in many European locales write ';', some a tab. */

/** The separators fray reads, with the words used in messages. */
export const SEPARATORS = { ',': 'comma', ';': 'semicolon', '\t': 'tab' } as const;

/** A field separator fray reads. */
export type Separator = keyof typeof SEPARATORS;

/** The separator of a file, judged from its first non-blank line: a comma if it has one, else ';' or a tab. */
export function detectSeparator(text: string): Separator {
  // Line by line from the top, not a split of the whole file (a team file of 100,000 fighters is megabytes).
  const lineBreak = /\r\n|\n|\r/g;
  let first = '';
  for (let at = 0; at <= text.length;) {
    lineBreak.lastIndex = at;
    const m = lineBreak.exec(text);
    const end = m ? m.index : text.length;
    const line = text.slice(at, end);
    if (line.trim() !== '') {
      first = line;
      break;
    }
    if (!m) break;
    at = end + m[0].length;
  }
  if (first.includes(',')) return ',';
  if (first.includes(';')) return ';';
  if (first.includes('\t')) return '\t';
  return ',';
}
