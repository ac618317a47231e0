// Renames the tag property of a union of events (or of an interface, or any union of object types) everywhere the project uses it, as
// an editor's "rename symbol" would: by the TypeScript language service, so `kind` on the events changes and `kind`
// on anything else (commands, effects) does not. It edits src/, test/, web/, bench/, scripts/ and examples/ in place
// and prints how many places it changed per file; `npm run typecheck` afterwards shows anything it could not reach.
// Usage: node scripts/renameTag.js <file> <Union or Interface> <from> <to> [--dry]
// e.g.   node scripts/renameTag.js src/stool/rules/events.ts GameEvent kind type
import { readFileSync, writeFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import ts from 'typescript';

const ROOT = resolve(import.meta.dirname, '..');

/** The project's language service over its files on disk (tsconfig.json: src, test, web, bench, scripts...). */
function languageService() {
  const parsed = ts.getParsedCommandLineOfConfigFile(
    resolve(ROOT, 'tsconfig.json'),
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (d) => {
        throw new Error(ts.flattenDiagnosticMessageText(d.messageText, '\n'));
      },
    },
  );
  const host = {
    getScriptFileNames: () => parsed.fileNames,
    getScriptVersion: () => '0',
    getScriptSnapshot: (f) =>
      ts.sys.fileExists(f) ? ts.ScriptSnapshot.fromString(ts.sys.readFile(f) ?? '') : undefined,
    getCurrentDirectory: () => ROOT,
    getCompilationSettings: () => parsed.options,
    getDefaultLibFileName: (o) => ts.getDefaultLibFilePath(o),
    fileExists: ts.sys.fileExists,
    readFile: ts.sys.readFile,
    readDirectory: ts.sys.readDirectory,
    directoryExists: ts.sys.directoryExists,
    getDirectories: ts.sys.getDirectories,
  };
  return ts.createLanguageService(host, ts.createDocumentRegistry());
}

/** The position of each member's `from` property in the union `name` declared in `file`. */
function tagPositions(service, file, name, from) {
  const source = service.getProgram()?.getSourceFile(file);
  if (source === undefined) throw new Error(`${relative(ROOT, file)} is not in the project`);
  const decl = source.statements.find(
    (s) => (ts.isTypeAliasDeclaration(s) || ts.isInterfaceDeclaration(s)) && s.name.text === name,
  );
  if (decl === undefined) throw new Error(`${relative(ROOT, file)} declares no type ${name}`);
  const members = ts.isInterfaceDeclaration(decl)
    ? [decl]
    : ts.isUnionTypeNode(decl.type)
      ? decl.type.types
      : [decl.type];
  const positions = [];
  for (const m of members) {
    const prop =
      ts.isTypeLiteralNode(m) || ts.isInterfaceDeclaration(m)
        ? m.members.find((p) => ts.isPropertySignature(p) && p.name.getText(source) === from)
        : undefined;
    if (prop === undefined) throw new Error(`a member of ${name} has no property ${from}: ${m.getText(source)}`);
    positions.push(prop.name.getStart(source));
  }
  return positions;
}

function main() {
  const [fileArg, name, from, to, ...rest] = process.argv.slice(2);
  if (to === undefined) {
    console.error('usage: node scripts/renameTag.js <file> <Union> <from> <to> [--dry]');
    process.exit(2);
  }
  const file = resolve(ROOT, fileArg);
  const service = languageService();
  const edits = new Map();
  for (const pos of tagPositions(service, file, name, from)) {
    const found = service.findRenameLocations(file, pos, false, false, { providePrefixAndSuffixTextForRename: true });
    if (found === undefined) throw new Error(`cannot rename ${from} at ${pos} of ${fileArg}`);
    for (const l of found) {
      const key = `${l.fileName}:${l.textSpan.start}`;
      edits.set(key, { ...l, text: `${l.prefixText ?? ''}${to}${l.suffixText ?? ''}` });
    }
  }
  const byFile = new Map();
  for (const e of edits.values()) byFile.set(e.fileName, [...(byFile.get(e.fileName) ?? []), e]);
  for (const [f, list] of [...byFile].sort(([a], [b]) => a.localeCompare(b))) {
    if (f.includes('/node_modules/')) throw new Error(`the rename reaches ${f}`);
    let text = readFileSync(f, 'utf8');
    for (const e of list.sort((a, b) => b.textSpan.start - a.textSpan.start)) {
      text = text.slice(0, e.textSpan.start) + e.text + text.slice(e.textSpan.start + e.textSpan.length);
    }
    if (!rest.includes('--dry')) writeFileSync(f, text);
    console.log(`${relative(ROOT, f)}: ${list.length}`);
  }
  console.log(`renameTag: ${edits.size} places in ${byFile.size} files${rest.includes('--dry') ? ' (dry run)' : ''}`);
}

main();
