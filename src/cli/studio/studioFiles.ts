/** Reads the built studio (web/dist/studio, made by `npm run build`) into memory: a few small files, served as they are. */
import { readdirSync, readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { fileURLToPath } from 'node:url';
import { fail, ok, type Result } from '../../core/result.js';

/** Where the built studio is: beside dist/ in the package, as the bundled CLI (dist/fray.js) sees it. */
export const STUDIO_DIR = fileURLToPath(new URL('../web/dist/studio/', import.meta.url));

/** Each file of the studio by its address path ("/index.html", "/pages/mfd.js"). */
export type StudioFiles = ReadonlyMap<string, Buffer>;

function walk(dir: string, prefix: string, into: Map<string, Buffer>): void {
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, e.name);
    const address = posix.join(prefix, e.name);
    if (e.isDirectory()) walk(path, address, into);
    else if (e.isFile()) into.set(address, readFileSync(path));
  }
}

/** The studio's files, or a problem saying how to build them. */
export function readStudioFiles(dir: string = STUDIO_DIR): Result<StudioFiles> {
  try {
    const files = new Map<string, Buffer>();
    walk(dir, '/', files);
    if (!files.has('/index.html')) return fail(`the studio is not built (no index.html in ${dir}); run npm run build`);
    return ok(files);
  } catch (e) {
    return fail(`the studio is not built (${(e as Error).message.split('\n')[0]}); run npm run build`);
  }
}
