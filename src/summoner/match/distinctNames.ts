/** Bots' names told apart for one match or tournament, wherever the bots come from (files, the studio's editor). */

/** Names with repeats told apart: the second `name` becomes `name#2`, the third `name#3`. */
export function distinctNames(names: readonly string[]): string[] {
  const seen = new Map<string, number>();
  return names.map((base) => {
    const n = (seen.get(base) ?? 0) + 1;
    seen.set(base, n);
    return n === 1 ? base : `${base}#${n}`;
  });
}
