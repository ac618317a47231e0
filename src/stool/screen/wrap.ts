/** Breaks `text` into lines of at most `width` characters at spaces. */
export function wrap(text: string, width: number): string[] {
  const out: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    if (line.length > 0 && line.length + 1 + word.length > width) {
      out.push(line);
      line = word;
    } else line = line.length > 0 ? `${line} ${word}` : word;
  }
  if (line.length > 0 || out.length === 0) out.push(line);
  return out.flatMap((l) =>
    l.length <= width ? [l] : (l.match(new RegExp(`.{1,${Math.max(1, width)}}`, 'g')) ?? [l]),
  );
}

/**
 * `text` wrapped to `width`, its second and later lines indented by `indent` spaces (and wrapped to fit with them),
 * so a menu option or a pack line reads as one item and no line is ever longer than `width`.
 */
export function hang(text: string, width: number, indent: number): string[] {
  const [first = '', ...rest] = wrap(text, width);
  if (rest.length === 0) return [first];
  const more = wrap(rest.join(' '), Math.max(1, width - indent)).map((l) => ' '.repeat(indent) + l);
  return [first, ...more];
}
