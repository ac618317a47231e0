/** `text` with each non-ASCII unit of its comment lines made '?'; throws if a line that is not a comment has one. */
export function asciiComments(text: string, file?: string): string;
/** Rewrites `file` (a temporary file renamed into place) when asciiComments changes it. */
export function asciiCommentsOf(file: string): void;
