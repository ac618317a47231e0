// Renames the tag property of a union of events (or of an interface, or any union of object types) everywhere the project uses it, as
// an editor's "rename symbol" would: by the TypeScript language service, so `kind` on the events changes and `kind`
// on anything else (commands, effects) does not. It edits src/, test/, web/, bench/, scripts/ and examples/ in place
// and prints how many places it changed per file; `npm run typecheck` afterwards shows anything it could not reach.
// Usage: node scripts/renameTag.js <file> <Union or Interface> <from> <to> [--untyped <dir>]... [--dry]
// e.g.   node scripts/renameTag.js src/stool/rules/events.ts GameEvent kind type --untyped test/stool
// --untyped also renames, in that folder, `<from>: '<one of the union's tags>'` where no type ties the object to the
// union (a test's expected events). Running it again changes nothing.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import ts from 'typescript';
import { applyEdits, languageService } from './tsEdits.js';

const ROOT = resolve(import.meta.dirname, '..');

/** The members of the union (or the interface) `name` declared in `file`, as nodes of `source`. */
function membersOf(source, name) {
  const decl = source.statements.find(
    (s) => (ts.isTypeAliasDeclaration(s) || ts.isInterfaceDeclaration(s)) && s.name.text === name,
  );
  if (decl === undefined) throw new Error(`${relative(ROOT, source.fileName)} declares no type ${name}`);
  const members = ts.isInterfaceDeclaration(decl)
    ? [decl]
    : ts.isUnionTypeNode(decl.type)
      ? decl.type.types
      : [decl.type];
  return members.map((m) => {
    if (!ts.isTypeLiteralNode(m) && !ts.isInterfaceDeclaration(m)) throw new Error(`${name} has a member of no shape`);
    return m;
  });
}

/** Each member's tag property (named `from` or `to`) and its string values. */
function tagsOf(source, name, from, to) {
  return membersOf(source, name).map((m) => {
    const prop = m.members.find((p) => ts.isPropertySignature(p) && [from, to].includes(p.name.getText(source)));
    if (prop === undefined) throw new Error(`a member of ${name} has no property ${from}: ${m.getText(source)}`);
    const values = [];
    const visit = (n) => (ts.isStringLiteral(n) ? values.push(n.text) : ts.forEachChild(n, visit));
    if (prop.type) visit(prop.type);
    return { named: prop.name.getText(source), at: prop.name.getStart(source), values };
  });
}

/** The typed places: every use of each member's `from` the language service ties to the union, renamed. */
function typedEdits(file, tags, to) {
  const service = languageService(ROOT);
  const edits = new Map();
  for (const { at } of tags) {
    const found = service.findRenameLocations(file, at, false, false, { providePrefixAndSuffixTextForRename: true });
    if (found === undefined) throw new Error(`cannot rename the tag at ${at} of ${relative(ROOT, file)}`);
    for (const l of found) {
      if (l.fileName.includes('/node_modules/')) throw new Error(`the rename reaches ${l.fileName}`);
      const text = `${l.prefixText ?? ''}${to}${l.suffixText ?? ''}`;
      edits.set(`${l.fileName}:${l.textSpan.start}`, {
        file: l.fileName,
        start: l.textSpan.start,
        length: l.textSpan.length,
        text,
      });
    }
  }
  return [...edits.values()];
}

/**
 * The untyped places under `dirs` (a test's expected events, `Extract<Union, { from: ... }>`), which no type ties to
 * the union: `from: '<a tag of the union>'` written as `to: '...'`. Only for folders where no other `from` takes
 * one of those values (the roguelike's clocks also say 'swing', so src/stool is left to the typed pass).
 */
function untypedEdits(dirs, name, from, to, values) {
  const tag = new RegExp(`\\b${from}(: '(?:${values.join('|')})')`, 'g');
  const extract = new RegExp(`(Extract<${name}, \\{ )${from}:`, 'g');
  const edits = [];
  const walk = (d) =>
    readdirSync(d, { withFileTypes: true }).flatMap((e) =>
      e.isDirectory() ? walk(join(d, e.name)) : e.name.endsWith('.ts') ? [join(d, e.name)] : [],
    );
  for (const f of dirs.flatMap((d) => walk(resolve(ROOT, d)))) {
    const text = readFileSync(f, 'utf8');
    for (const m of text.matchAll(tag)) edits.push({ file: f, start: m.index, length: from.length, text: to });
    for (const m of text.matchAll(extract))
      edits.push({ file: f, start: m.index + m[1].length, length: from.length, text: to });
  }
  return edits;
}

function main() {
  const { values: opts, positionals } = parseArgs({
    allowPositionals: true,
    options: { dry: { type: 'boolean' }, untyped: { type: 'string', multiple: true } },
  });
  const [fileArg, name, from, to] = positionals;
  if (to === undefined) {
    console.error('usage: node scripts/renameTag.js <file> <Union> <from> <to> [--untyped <dir>]... [--dry]');
    process.exit(2);
  }
  const file = resolve(ROOT, fileArg);
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const tags = tagsOf(source, name, from, to);
  // Already renamed (a second run, or after a merge brought back only some files): the typed pass has nothing to
  // start from, and the untyped pass still runs, so the command can be run again safely.
  const typed = tags.some((t) => t.named === from)
    ? typedEdits(
        file,
        tags.filter((t) => t.named === from),
        to,
      )
    : [];
  const values = [...new Set(tags.flatMap((t) => t.values))];
  const untyped = untypedEdits(opts.untyped ?? [], name, from, to, values);
  // A place both passes find (a typed object that also matches the text) is edited once.
  const edits = new Map([...untyped, ...typed].map((e) => [`${e.file}:${e.start}`, e]));
  const files = applyEdits(ROOT, [...edits.values()], opts.dry);
  const n = typed.length + untyped.length;
  console.log(`renameTag: ${n} places (${untyped.length} untyped) in ${files} files${opts.dry ? ' (dry run)' : ''}`);
}

main();
