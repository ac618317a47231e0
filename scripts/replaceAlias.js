// Replaces the uses of a deprecated type alias by the type it stands for, as an editor's "find references" then
// "rename" would: the TypeScript language service finds every reference to the alias; each use becomes the target's
// name, and each import of the alias becomes an import of the target from the target's own module. The alias's own
// declaration, its re-exports (the entries that keep it as a deprecated name) and the files given with --keep (a test
// that the alias still works) are left as they are. It edits src/, test/, web/, bench/, scripts/ and examples/ in
// place and prints how many places it changed per file; `npm run typecheck` afterwards shows anything it could not
// reach. Running it again changes nothing.
// Usage: node scripts/replaceAlias.js <file> <Alias> <Target> <target's file> [--keep <file>]... [--dry]
// e.g.   node scripts/replaceAlias.js src/summoner/rules/model.ts Seat Side src/core/side.ts --keep test/core/vocabulary.test.ts
import { readFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import ts from 'typescript';
import { applyEdits, languageService } from './tsEdits.js';

const ROOT = resolve(import.meta.dirname, '..');

/** The innermost node of `source` that spans [start, end). */
function nodeAt(source, start, end) {
  let found = source;
  const visit = (n) => {
    if (n.getStart(source) <= start && n.getEnd() >= end) {
      found = n;
      ts.forEachChild(n, visit);
    }
  };
  ts.forEachChild(source, visit);
  return found;
}

/** The module specifier of `target` as `file` imports it (`../../core/side.js`). */
function specifierOf(file, target) {
  const path = relative(dirname(file), target).replace(/\.ts$/, '.js');
  return path.startsWith('.') ? path : `./${path}`;
}

/**
 * The edits of one file: each use of `alias` named `to`; the import of `alias` dropped from its declaration (the whole
 * declaration when nothing else is left) and `import type { to }` from the target's module added in its place.
 */
function fileEdits(file, spans, alias, to, target) {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const edits = [];
  for (const span of spans) {
    const node = nodeAt(source, span.start, span.start + span.length);
    const spec = ts.findAncestor(node, (n) => ts.isImportSpecifier(n) || ts.isExportSpecifier(n));
    if (spec !== undefined && ts.isExportSpecifier(spec)) continue; // a re-export keeps the deprecated name
    if (spec === undefined) {
      edits.push({ file, start: span.start, length: span.length, text: to });
      continue;
    }
    const decl = ts.findAncestor(spec, ts.isImportDeclaration);
    const clause = decl.importClause;
    const left = clause.namedBindings.elements.filter((e) => e !== spec);
    const from = decl.moduleSpecifier.getText(source);
    const head = `import ${clause.isTypeOnly ? 'type ' : ''}${clause.name ? `${clause.name.text}, ` : ''}`;
    const kept =
      left.length === 0 && clause.name === undefined
        ? ''
        : `${head}{ ${left.map((e) => e.getText(source)).join(', ')} } from ${from};\n`;
    const hasTarget = source.statements.some(
      (s) =>
        ts.isImportDeclaration(s) &&
        resolve(dirname(file), s.moduleSpecifier.text.replace(/\.js$/, '.ts')) === target &&
        s.importClause?.namedBindings?.elements?.some((e) => e.name.text === to),
    );
    const added = hasTarget ? '' : `import type { ${to} } from '${specifierOf(file, target)}';\n`;
    const start = decl.getStart(source);
    let end = decl.getEnd();
    if (source.text[end] === '\n') end++;
    edits.push({ file, start, length: end - start, text: `${kept}${added}` });
  }
  return edits;
}

/** Every reference to `alias` declared in `file`, by file, outside node_modules and the files to keep. */
function references(file, alias, keep) {
  const text = readFileSync(file, 'utf8');
  const at = new RegExp(`\\btype ${alias}\\b`).exec(text);
  if (at === null) throw new Error(`${relative(ROOT, file)} declares no type ${alias}`);
  const found = languageService(ROOT).findReferences(file, at.index + 'type '.length) ?? [];
  const byFile = new Map();
  for (const r of found.flatMap((s) => s.references)) {
    if (r.fileName.includes('/node_modules/')) throw new Error(`the references reach ${r.fileName}`);
    if (r.isDefinition && r.fileName === file) continue;
    if (keep.has(r.fileName)) continue;
    byFile.set(r.fileName, [...(byFile.get(r.fileName) ?? []), r.textSpan]);
  }
  return byFile;
}

function main() {
  const { values: opts, positionals } = parseArgs({
    allowPositionals: true,
    options: { dry: { type: 'boolean' }, keep: { type: 'string', multiple: true } },
  });
  const [fileArg, alias, to, targetArg] = positionals;
  if (targetArg === undefined) {
    console.error(
      "usage: node scripts/replaceAlias.js <file> <Alias> <Target> <target's file> [--keep <file>]... [--dry]",
    );
    process.exit(2);
  }
  const file = resolve(ROOT, fileArg);
  const target = resolve(ROOT, targetArg);
  const keep = new Set((opts.keep ?? []).map((k) => resolve(ROOT, k)));
  const edits = [...references(file, alias, keep)].flatMap(([f, spans]) => fileEdits(f, spans, alias, to, target));
  const files = applyEdits(ROOT, edits, opts.dry);
  console.log(`replaceAlias: ${edits.length} places in ${files} files${opts.dry ? ' (dry run)' : ''}`);
}

main();
