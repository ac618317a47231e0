/** The replay files an HTML report links to, as the server may serve them: only JSON files in the report's folder or below. */
import { existsSync, statSync } from 'node:fs';
import { dirname, isAbsolute, posix, relative, resolve, sep } from 'node:path';

const ENTITIES: Record<string, string> = { '&amp;': '&', '&quot;': '"', '&#39;': "'", '&lt;': '<', '&gt;': '>' };

/** The address path a link is requested at once the browser resolves it against the report served at "/". */
export function urlPathOf(relativePath: string): string {
  return posix.normalize(`/${relativePath.split(sep).join('/')}`);
}

/**
 * Address path → file, for every relative link in `html` to an existing .json file inside the folder of
 * `reportFile`. Links to anywhere else (up and out of the folder, absolute paths, other sites) are left out, so
 * the server can never be led to another file.
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
    const file = resolve(dir, path);
    const rel = relative(dir, file);
    if (rel === '' || rel.startsWith('..') || isAbsolute(rel)) continue;
    if (!existsSync(file) || !statSync(file).isFile()) continue;
    out.set(urlPathOf(rel), file);
  }
  return out;
}
