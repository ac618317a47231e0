// Answers the command lines of dist/quickAnswers.json (made by scripts/quickAnswers.js) as commander would have.
'use strict';
const { readFileSync } = require('node:fs');
const { join } = require('node:path');

/** Commander wraps nothing narrower than this (its Help's minWidthToWrap). */
const MIN_WIDTH_TO_WRAP = 40;

/** `text` broken at spaces into lines of at most `width` characters (a longer word stands alone), as commander does. */
function wrapped(text, width) {
  if (width < MIN_WIDTH_TO_WRAP) return text;
  return text
    .split(/\r\n|\n/)
    .map((line) => {
      const chunks = line.match(/\s*\S+/g);
      if (chunks === null) return '';
      const lines = [];
      let current = chunks[0];
      for (const chunk of chunks.slice(1)) {
        if (current.length + chunk.length <= width) current += chunk;
        else {
          lines.push(current);
          current = chunk.trimStart();
        }
      }
      lines.push(current);
      return lines.join('\n');
    })
    .join('\n');
}

/**
 * One answer of the table for a help `width` (commander's: the terminal's columns, or 80): its literal parts as
 * they are, each wrapped part (a description starting at `column`) wrapped to the rest of the width and indented to
 * its column.
 */
function renderQuick(parts, width) {
  let out = '';
  for (const p of parts)
    out += typeof p === 'string' ? p : wrapped(p.text, width - p.column).replace(/\n/g, `\n${' '.repeat(p.column)}`);
  return out;
}

/**
 * What `fray ...args` prints on `out` when the build's table has it (commander's exact text for that output), or
 * undefined: the command line is not in the table, or the table (at `tablePath`) is missing: a build without it.
 */
function quickAnswer(args, out, tablePath = join(__dirname, '../dist/quickAnswers.json')) {
  if (args.length > 1 || (args.length === 1 && !/^(--version|-V|--help|-h)$/.test(args[0]))) return undefined;
  let table;
  try {
    table = JSON.parse(readFileSync(tablePath, 'utf8'));
  } catch {
    return undefined;
  }
  const parts = table[args[0] ?? ''];
  // Commander's width: a terminal's columns, else 80 (as its getOutHelpWidth and Help.prepareContext choose).
  return parts === undefined ? undefined : renderQuick(parts, (out.isTTY ? out.columns : undefined) ?? 80);
}

module.exports = { quickAnswer, renderQuick };
