// Makes a bundle's text ASCII. One character beyond Latin-1 anywhere in a file makes Node hold the whole source as
// two-byte text (770 KB instead of 385 KB for dist/fray-mfd.cjs), fresh memory that `fray mfd fight` pays for page by
// page (docs/performance.md, round 3, fifth session). esbuild already writes every such character in code as an
// escape (its default `charset: 'ascii'`), but not in the comments it keeps: there each UTF-16 unit becomes '?', so
// every column, and the source map, stays where it was.
import { readFileSync, renameSync, writeFileSync } from 'node:fs';

const NOT_ASCII = /[^\x00-\x7f]/;

/** `text` with each non-ASCII unit of its comment lines made '?'; throws if a line that is not a comment has one. */
export function asciiComments(text, file = 'bundle') {
  if (!NOT_ASCII.test(text)) return text;
  return text
    .split('\n')
    .map((line, i) => {
      if (!NOT_ASCII.test(line)) return line;
      if (!/^\s*(\/\/|\/\*|\*)/.test(line))
        throw new Error(`build: ${file}:${i + 1} has a character that is not ASCII outside a comment`);
      return line.replace(/[^\x00-\x7f]/g, '?');
    })
    .join('\n');
}

/** Rewrites `file` (a temporary file renamed into place) when asciiComments changes it. */
export function asciiCommentsOf(file) {
  const text = readFileSync(file, 'utf8');
  const ascii = asciiComments(text, file);
  if (ascii === text) return;
  writeFileSync(`${file}.${process.pid}.tmp`, ascii);
  renameSync(`${file}.${process.pid}.tmp`, file);
}
