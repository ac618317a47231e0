// Builds the library package (packages/fray, published as `fray`) from the sources in src/: its lib/ (JavaScript,
// declarations and both kinds of map) with tsc, then the sources those maps point at, the guides it ships (docs/) and
// the CHANGELOG.
// The package folder holds only its package.json and README in git; everything else there is written here.
// Usage: node scripts/buildLib.js
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative, resolve, sep } from 'node:path';

const ROOT = resolve(import.meta.dirname, '..');
const PKG = join(ROOT, 'packages/fray');
/** The guides a library user reads; the files they link to (images, other rules) are shipped with them. */
const GUIDES = [
  'CHANGELOG.md',
  'docs/library.md',
  ...readdirSync(join(ROOT, 'docs/rules')).map((f) => `docs/rules/${f}`),
];

/** Every file under `dir`, as absolute paths. */
function walk(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? walk(join(dir, e.name)) : [join(dir, e.name)],
  );
}

/** Copies a file of the repository to the same place in the package, once. */
function ship(file, shipped) {
  if (shipped.has(file)) return;
  shipped.add(file);
  const to = join(PKG, relative(ROOT, file));
  mkdirSync(dirname(to), { recursive: true });
  copyFileSync(file, to);
}

/**
 * Points each map (lib/**\/*.map) at the copy of its source shipped in the package's src/, which keeps the
 * repository's layout, so "go to definition" in a user's editor opens the TypeScript source.
 */
function shipSources(shipped) {
  for (const map of walk(join(PKG, 'lib')).filter((f) => f.endsWith('.map'))) {
    const json = JSON.parse(readFileSync(map, 'utf8'));
    json.sources = json.sources.map((s) => {
      const source = resolve(dirname(map), json.sourceRoot ?? '', s);
      if (!source.startsWith(join(ROOT, 'src') + sep)) throw new Error(`buildLib: ${map} maps to ${source}`);
      ship(source, shipped);
      return relative(dirname(map), join(PKG, relative(ROOT, source)))
        .split(sep)
        .join('/');
    });
    delete json.sourceRoot;
    writeFileSync(map, JSON.stringify(json));
  }
}

/**
 * Copies a guide, and every file of docs/ it links to that is not a page (images); a link to a page the package
 * does not ship becomes plain text naming where that page is, so no link in the package leads nowhere.
 */
function shipGuide(path, shipped, guides) {
  const file = join(ROOT, path);
  const text = readFileSync(file, 'utf8').replace(/(!?)\[([^\]]*)\]\(([^)\s]+)\)/g, (whole, bang, label, href) => {
    if (/^[a-z]+:|^#/i.test(href)) return whole;
    const target = resolve(dirname(file), decodeURI(href.split('#')[0]));
    const rel = relative(ROOT, target).split(sep).join('/');
    if (guides.has(rel) || shipped.has(target)) return whole;
    if (!rel.endsWith('.md') && rel.startsWith('docs/') && existsSync(target)) {
      ship(target, shipped);
      return whole;
    }
    if (bang) throw new Error(`buildLib: ${path} shows ${href}, which is not in docs/`);
    return `${label} (\`${rel}\` in fray's repository${CLI_FILES.has(rel) ? ' and in the fray-cli package' : ''})`;
  });
  const to = join(PKG, path);
  mkdirSync(dirname(to), { recursive: true });
  writeFileSync(to, text);
}

/** The files the command-line package ships by name (its package.json `files`). */
const CLI_FILES = new Set(JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')).files);

for (const d of ['lib', 'src', 'docs', 'CHANGELOG.md']) rmSync(join(PKG, d), { recursive: true, force: true });
const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
const built = spawnSync(process.execPath, [tsc, '-p', join(ROOT, 'tsconfig.lib.json')], { stdio: 'inherit' });
if (built.status !== 0) process.exit(built.status ?? 1);
const shipped = new Set();
shipSources(shipped);
const guides = new Set(GUIDES);
for (const g of GUIDES) shipGuide(g, shipped, guides);
