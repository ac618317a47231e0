// The library's public API, one report per public entry (`fray`, `fray/core`, ... `fray/stool`), written by API
// Extractor from the declarations the package ships and kept in api/ under git, so a change to what users can import
// shows up in review as a change to these files. `fray/internal` has no report: it is outside semantic versioning.
// Usage: node scripts/apiReport.js           writes the reports again (`npm run api`)
//        node scripts/apiReport.js --check   exits 1, naming each entry whose report is out of date (test/package)
// Options: --declarations <dir>  read the declarations there (compiled into it first when it has none)
//          --only <entry>        one entry (core, mfd...; "fray" for the root)
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { CompilerState, Extractor, ExtractorConfig, ExtractorLogLevel } from '@microsoft/api-extractor';

const ROOT = resolve(import.meta.dirname, '..');
const REPORTS = join(ROOT, 'api');
/** The public entries, as the package's exports name them ("fray" is the root); each has lib/<entry>/index.d.ts. */
export const ENTRIES = ['fray', 'core', 'report', 'mfd', 'nightsoil', 'skirmish', 'summoner', 'stool'];
const UPDATE = 'npm run api';

/** The entry's declaration file under `dir`. */
const entryFile = (dir, entry) => join(dir, entry === 'fray' ? 'index.d.ts' : `${entry}/index.d.ts`);
/** The entry's report file name in api/. */
const reportName = (entry) => (entry === 'fray' ? 'fray.api.md' : `fray-${entry}.api.md`);

/** Compiles the library's declarations (as scripts/buildLib.js does, without the JavaScript and maps) into `dir`. */
function compile(dir) {
  const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
  const args = [tsc, '-p', join(ROOT, 'tsconfig.lib.json'), '--outDir', dir, '--emitDeclarationOnly'];
  const built = spawnSync(process.execPath, [...args, '--declarationMap', 'false', '--sourceMap', 'false'], {
    stdio: 'inherit',
  });
  if (built.status !== 0) process.exit(built.status ?? 1);
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'fray', version: '0.0.0', type: 'module' }));
}

/** API Extractor's settings for one entry: the report only, every message but the missing release tag kept. */
function configFor(dir, entry, work) {
  return ExtractorConfig.prepare({
    configObject: {
      projectFolder: dir,
      mainEntryPointFilePath: entryFile(dir, entry),
      compiler: {
        overrideTsconfig: {
          compilerOptions: { strict: true, module: 'nodenext', moduleResolution: 'nodenext', target: 'es2022' },
          files: ENTRIES.map((e) => entryFile(dir, e)),
        },
      },
      apiReport: { enabled: true, reportFolder: REPORTS, reportTempFolder: work, reportFileName: reportName(entry) },
      docModel: { enabled: false },
      dtsRollup: { enabled: false },
      tsdocMetadata: { enabled: false },
      newlineKind: 'lf',
      // fray does not tag declarations @public/@beta: what an entry exports is public (scripts/entries.js).
      messages: { extractorMessageReporting: { 'ae-missing-release-tag': { logLevel: ExtractorLogLevel.None } } },
    },
    configObjectFullPath: undefined,
    packageJsonFullPath: join(dir, 'package.json'),
  });
}

/** Prints how the report in git differs from the API now (the first 60 lines of the difference). */
function showDifference(report, now) {
  const diff = spawnSync('git', ['diff', '--no-index', '--no-color', '--', report, now], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  const lines = diff.stdout.split('\n');
  console.error(lines.slice(0, 60).join('\n') + (lines.length > 60 ? `\n... (${lines.length - 60} more lines)` : ''));
}

function main() {
  const { values } = parseArgs({
    options: { check: { type: 'boolean' }, declarations: { type: 'string' }, only: { type: 'string' } },
  });
  const entries = values.only === undefined ? ENTRIES : [values.only];
  if (!entries.every((e) => ENTRIES.includes(e))) {
    console.error(`apiReport: --only takes one of ${ENTRIES.join(', ')}`);
    process.exit(2);
  }
  const work = mkdtempSync(join(tmpdir(), 'fray-api-'));
  const dir = values.declarations === undefined ? join(work, 'lib') : resolve(values.declarations);
  if (!existsSync(entryFile(dir, 'fray'))) compile(dir);
  mkdirSync(REPORTS, { recursive: true });
  let state;
  const stale = [];
  for (const entry of entries) {
    const config = configFor(dir, entry, work);
    state ??= CompilerState.create(config, { additionalEntryPoints: ENTRIES.map((e) => entryFile(dir, e)) });
    const result = Extractor.invoke(config, {
      localBuild: !values.check,
      compilerState: state,
      messageCallback: (m) => {
        // The report's own news is said below, in one line per entry (and the difference).
        if (/^console-(api-report|preamble|compiler-version)/.test(m.messageId)) m.logLevel = ExtractorLogLevel.None;
      },
    });
    const report = relative(ROOT, join(REPORTS, reportName(entry)));
    if (result.errorCount > 0 || (result.warningCount > 0 && !result.apiReportChanged)) {
      console.error(`apiReport: ${report}: API Extractor reported problems (above)`);
      process.exit(1);
    }
    if (result.apiReportChanged) stale.push(report);
    if (result.apiReportChanged && values.check) showDifference(report, join(work, reportName(entry)));
    if (result.apiReportChanged && !values.check) console.log(`apiReport: wrote ${report}`);
  }
  rmSync(work, { recursive: true, force: true });
  if (values.check && stale.length > 0) {
    for (const r of stale) {
      console.error(
        `apiReport: the public API differs from ${r}; if the change is meant, run \`${UPDATE}\` and commit the report (and say it in CHANGELOG.md)`,
      );
    }
    process.exit(1);
  }
  if (stale.length === 0) console.log('apiReport: every report is up to date');
}

main();
