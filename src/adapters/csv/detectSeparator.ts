/** Which character separates a CSV file's fields: spreadsheets in many European locales write ';', some a tab. */

/** The separators fray reads, with the words used in messages. */
export const SEPARATORS = { ',': 'comma', ';': 'semicolon', '\t': 'tab' } as const;

/** A field separator fray reads. */
export type Separator = keyof typeof SEPARATORS;

/** The separator of a file, judged from its first non-blank line: a comma if it has one, else ';' or a tab. */
export function detectSeparator(text: string): Separator {
  const first = text.split(/\r\n|\n|\r/).find((l) => l.trim() !== '') ?? '';
  if (first.includes(',')) return ',';
  if (first.includes(';')) return ';';
  if (first.includes('\t')) return '\t';
  return ',';
}
