/**
 * The source tree's imports as a graph, for the architecture test: which file imports which, with the names it
 * takes, and the loops among files or among the folders they sit in, each told as the imports that close it.
 */
import { dirname, join, normalize } from 'node:path';

/** A source file: its path from the repository's root and its text. */
export interface SourceFile {
  path: string;
  text: string;
}

/** One import of one file: the module specifier, and the names it takes (`*`, `import()` or `(side effects)`). */
export interface ImportOf {
  specifier: string;
  names: string[];
}

/** An import between two files of the tree: who imports, what, and which names. */
export interface Edge {
  from: string;
  to: string;
  names: string[];
}

/** The names an import or export clause takes: `{ a, type B, c as d }`, `* as ns`, `X` (a default), `*`. */
function clauseNames(clause: string): string[] {
  const c = clause.replace(/^\s*type\s+/, '').trim();
  const names: string[] = [];
  const braces = /\{([^}]*)\}/.exec(c);
  if (braces)
    for (const part of braces[1]!.split(',')) {
      const name = part
        .trim()
        .replace(/^type\s+/, '')
        .split(/\s+as\s+/)[0]!
        .trim();
      if (name !== '') names.push(name);
    }
  const rest = c.replace(/\{[^}]*\}/, '').replace(/,/g, ' ');
  if (/\*/.test(rest)) names.push('*');
  const def = /^\s*([A-Za-z_$][\w$]*)\b/.exec(rest);
  if (def && def[1] !== 'as') names.push(def[1]!);
  return names;
}

/** Every module a file imports or re-exports, statically, for side effects, or with import(), with the names taken. */
export function importsOf(text: string): ImportOf[] {
  const found: ImportOf[] = [];
  const re =
    /(?:^|\n)\s*(?:import|export)\b([^'"]*?)\bfrom\s*['"]([^'"]+)['"]|(?:^|\n)\s*import\s*['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;
  for (const m of text.matchAll(re)) {
    if (m[2] !== undefined) found.push({ specifier: m[2], names: clauseNames(m[1] ?? '') });
    else if (m[3] !== undefined) found.push({ specifier: m[3], names: ['(side effects)'] });
    else found.push({ specifier: m[4]!, names: ['import()'] });
  }
  return found;
}

/** The file a relative specifier names (`./a.js` is `./a.ts` in the sources), or undefined for a package or asset. */
function resolveSpecifier(from: string, specifier: string, known: Set<string>): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  const base = normalize(join(dirname(from), specifier));
  return [base.replace(/\.js$/, '.ts'), base, `${base}.ts`, join(base, 'index.ts')].find((p) => known.has(p));
}

/** The imports among `files`; imports of packages and of files not in the list (styles, JSON) are left out. */
export function importEdges(files: readonly SourceFile[]): Edge[] {
  const known = new Set(files.map((f) => f.path));
  const edges: Edge[] = [];
  for (const f of files)
    for (const i of importsOf(f.text)) {
      const to = resolveSpecifier(f.path, i.specifier, known);
      if (to !== undefined && to !== f.path) edges.push({ from: f.path, to, names: i.names });
    }
  return edges;
}

/** The strongly connected groups of more than one node (Tarjan's algorithm): each is one or more loops. */
function stronglyConnected(nodes: readonly string[], next: (n: string) => readonly string[]): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const groups: string[][] = [];
  const visit = (v: string): void => {
    index.set(v, index.size);
    low.set(v, index.get(v)!);
    stack.push(v);
    onStack.add(v);
    for (const w of next(v)) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) !== index.get(v)) return;
    const group: string[] = [];
    let w: string;
    do {
      w = stack.pop()!;
      onStack.delete(w);
      group.push(w);
    } while (w !== v);
    if (group.length > 1) groups.push(group.sort());
  };
  for (const n of [...nodes].sort()) if (!index.has(n)) visit(n);
  return groups;
}

/** A shortest way from `start` back to itself inside `group` (breadth first), as the nodes on it. */
function shortestLoop(start: string, group: Set<string>, next: (n: string) => readonly string[]): string[] {
  const before = new Map<string, string>();
  const queue = [start];
  while (queue.length > 0) {
    const v = queue.shift()!;
    for (const w of next(v)) {
      if (!group.has(w)) continue;
      if (w === start) {
        const path = [v];
        while (path[0] !== start) path.unshift(before.get(path[0]!)!);
        return [...path, start];
      }
      if (!before.has(w)) {
        before.set(w, v);
        queue.push(w);
      }
    }
  }
  return [start];
}

/**
 * The loops among the units `unitOf` puts files in (a file itself, or its folder): one line per loop, such as
 * `src/core → src/report → src/core`, followed by the imports that make each step, with the names they take.
 */
export function loops(edges: readonly Edge[], unitOf: (path: string) => string): string[] {
  const between = new Map<string, Edge[]>();
  const next = new Map<string, Set<string>>();
  for (const e of edges) {
    const a = unitOf(e.from);
    const b = unitOf(e.to);
    if (a === b) continue;
    const key = `${a}\n${b}`;
    between.set(key, [...(between.get(key) ?? []), e]);
    next.set(a, (next.get(a) ?? new Set()).add(b));
  }
  const after = (n: string): string[] => [...(next.get(n) ?? [])].sort();
  return stronglyConnected([...next.keys()], after).map((group) => {
    const loop = shortestLoop(group[0]!, new Set(group), after);
    const steps = loop
      .slice(1)
      .flatMap((b, i) =>
        (between.get(`${loop[i]}\n${b}`) ?? []).map((e) => `    ${e.from} → ${e.to} { ${e.names.join(', ')} }`),
      );
    const others =
      group.length > loop.length - 1
        ? ` (and ${group.length - loop.length + 1} more in the same knot: ${group.filter((g) => !loop.includes(g)).join(', ')})`
        : '';
    return [`${loop.join(' → ')}${others}`, ...steps].join('\n');
  });
}

/** The imports that go against `floorOf`'s order: from a file on a floor to one on a higher floor, with the names. */
export function upwardImports(
  edges: readonly Edge[],
  floorOf: (path: string) => { name: string; level: number } | undefined,
  mayReach: (from: { name: string; level: number }, to: { name: string; level: number }) => boolean,
): string[] {
  return edges.flatMap((e) => {
    const a = floorOf(e.from);
    const b = floorOf(e.to);
    if (a === undefined || b === undefined || mayReach(a, b)) return [];
    return [`${e.from} (${a.name}) → ${e.to} (${b.name}) { ${e.names.join(', ')} }`];
  });
}
