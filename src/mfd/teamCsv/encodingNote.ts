/** The note a team file read in another encoding than UTF-8 gets (the CLI prints it; the studio shows it). */
import type { DecodedText } from '../../core/decodeText.js';
import type { Problem } from '../../core/result.js';

/** A note for a file that was not UTF-8: it was read correctly, and the final file is written in UTF-8. */
export function encodingNote(file: string, d: Pick<DecodedText, 'encoding'>): Problem[] {
  return d.encoding === 'UTF-8'
    ? []
    : [{ file, message: `read as ${d.encoding} (it is not UTF-8); the final file is written in UTF-8` }];
}
