// The TypeScript language service over the project, and text edits applied to its files: what the rename scripts
// (renameTag.js, replaceAlias.js) share.
import { readFileSync, writeFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import ts from 'typescript';

/** The project's language service over its files on disk (tsconfig.json: src, test, web, bench, scripts...). */
export function languageService(root) {
  const parsed = ts.getParsedCommandLineOfConfigFile(
    resolve(root, 'tsconfig.json'),
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
    getCurrentDirectory: () => root,
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

/** Applies `edits` (or only counts them), from the end of each file back. */
export function applyEdits(root, edits, dry) {
  const byFile = new Map();
  for (const e of edits) byFile.set(e.file, [...(byFile.get(e.file) ?? []), e]);
  for (const [f, list] of [...byFile].sort(([a], [b]) => a.localeCompare(b))) {
    let text = readFileSync(f, 'utf8');
    for (const e of list.sort((a, b) => b.start - a.start)) {
      text = text.slice(0, e.start) + e.text + text.slice(e.start + e.length);
    }
    if (!dry) writeFileSync(f, text);
    console.log(`${relative(root, f)}: ${list.length}`);
  }
  return byFile.size;
}
