/**
 * The replay files an HTML report links to, as the server may serve them: only JSON files that really are inside the
 * report's folder (resolved with realpath, so a link that leads out of the folder is left out, however it is made).
 */
import { dirname, isAbsolute, posix, relative, resolve, sep } from 'node:path';
import { realInside } from '../../adapters/readInside.js';

const ENTITIES: Record<string, string> = { '&amp;': '&', '&quot;': '"', '&#39;': "'", '&lt;': '<', '&gt;': '>' };

/** The address path a link is requested at once the browser resolves it against the report served at "/". */
export function urlPathOf(relativePath: string): string {
  return posix.normalize(`/${relativePath.split(sep).join('/')}`);
}

/**
 * Address path → the file's path relative to the folder of `reportFile`, for every relative link in `html` to a
 * .json file whose real path is inside the real folder. Links to anywhere else (up and out of the folder, absolute
 * paths, other sites, links on the disk that lead out) are left out, so the server can never be led to another
 * file; the file is read (readInside) only when it is asked for, and checked again then.
 */
export function reportLinks(html: string, reportFile: string): Map<string, string> {
  const dir = resolve(dirname(reportFile));
  const out = new Map<string, string>();
  for (const m of html.matchAll(/\shref\s*=\s*(?:"([^"]*)"|'([^']*)')/gi)) {
    const raw = (m[1] ?? m[2] ?? '').replace(/&(amp|quot|#39|lt|gt);/g, (e) => ENTITIES[e] ?? e);
    if (/^([a-z][a-z0-9+.-]*:|\/|#|\\)/i.test(raw)) continue;
    let path = raw.replace(/[?#].*$/, '');
    try {
      path = decodeURIComponent(path);
    } catch {
      continue;
    }
    if (!path.toLowerCase().endsWith('.json')) continue;
    const rel = relative(dir, resolve(dir, path));
    if (rel === '' || rel.startsWith('..') || isAbsolute(rel)) continue;
    if (!realInside(dir, rel).ok) continue;
    out.set(urlPathOf(rel), rel);
  }
  return out;
}
