// Builds the studio (web/studio) into web/dist/studio/: a static folder that works from any static host, from
// `fray studio`, and opened straight from the disk (file://). Every script is a classic one (module scripts are refused
// on file:// pages): the shell (studio.js) and one script per page (pages/<id>.js, with pages/<id>.css when the page
// has styles), which the shell loads when its address is first opened. Workers are inlined into the script that starts
// them and run from blob: addresses, which the Content-Security-Policy allows and nothing else.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const ROOT = 'web/studio';
const OUT = 'web/dist/studio';

/** The script of the sandboxed frame each Summoner War bot's worker is started from (botFrameHost.ts). */
export const BOT_FRAME_SCRIPT = join(ROOT, 'src/pages/summoner/frame/botFrame.js');

/** The CSP source that allows one inline script, by the SHA-256 of its text. */
export function scriptHash(text) {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/**
 * Nothing is fetched from anywhere: scripts, styles and images from the studio's own folder; workers from blob:
 * addresses made in the page; no connections at all. Inline styles are allowed because the viewer's SVG sets some
 * (a style cannot run code); inline scripts are not, but for one: the bot frame's script, allowed by its hash. A
 * sandboxed frame (an opaque origin) may not load even the studio's own files from the disk, so its script is
 * inline; the frame inherits this policy, and so do the workers it starts (no eval, no connections).
 */
export const STUDIO_CSP = [
  "default-src 'none'",
  `script-src 'self' ${scriptHash(readFileSync(BOT_FRAME_SCRIPT, 'utf8'))}`,
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  'worker-src blob:',
  "connect-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
].join('; ');

/** The ids of the studio's pages: one folder each under web/studio/src/pages with a main.ts. */
export function studioPageIds() {
  const dir = join(ROOT, 'src/pages');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((d) => existsSync(join(dir, d, 'main.ts')))
    .sort();
}

async function bundle(vite, entry, name, cssName) {
  const result = await vite.build({
    root: ROOT,
    configFile: false,
    logLevel: 'warn',
    publicDir: false,
    build: {
      write: false,
      target: 'es2022',
      minify: true,
      cssCodeSplit: false,
      assetsInlineLimit: Number.MAX_SAFE_INTEGER,
      reportCompressedSize: false,
      sourcemap: false,
      lib: { entry, formats: ['iife'], name, fileName: () => `${cssName}.js`, cssFileName: cssName },
    },
  });
  return (Array.isArray(result) ? result : [result]).flatMap((r) => r.output);
}

/** Builds the studio with `vite` (the module), replacing web/dist/studio only once every part has been built. */
export async function buildStudio(vite) {
  const files = new Map();
  for (const f of await bundle(vite, 'src/main.ts', 'frayStudioShell', 'studio'))
    files.set(f.fileName, f.type === 'chunk' ? f.code : f.source);
  const styled = [];
  for (const id of studioPageIds()) {
    for (const f of await bundle(vite, `src/pages/${id}/main.ts`, `frayStudio_${id}`, id)) {
      files.set(`pages/${f.fileName}`, f.type === 'chunk' ? f.code : f.source);
      if (f.fileName.endsWith('.css')) styled.push(id);
    }
  }
  const html = readFileSync(join(ROOT, 'index.html'), 'utf8')
    .replace('%CSP%', STUDIO_CSP)
    .replace('%STYLED_PAGES%', styled.join(','));
  files.set('index.html', html);
  files.set('favicon.svg', readFileSync(join(ROOT, 'favicon.svg'), 'utf8'));

  // Written beside the old folder, then swapped in by renames: a test or a server reading the studio while another
  // build runs sees the old folder or the new one.
  const tmp = `${OUT}.${process.pid}.tmp`;
  rmSync(tmp, { recursive: true, force: true });
  for (const [name, content] of files) {
    mkdirSync(join(tmp, name, '..'), { recursive: true });
    writeFileSync(join(tmp, name), content);
  }
  const old = `${OUT}.${process.pid}.old`;
  if (existsSync(OUT)) renameSync(OUT, old);
  renameSync(tmp, OUT);
  rmSync(old, { recursive: true, force: true });
  return [...files.keys()].sort();
}
