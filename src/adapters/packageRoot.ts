/** Where fray's own files are at run time: the bundle (dist/) and the sources (src/, in tests) live at different depths. */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

let root: string | undefined;

/** The folder of the command line's package.json (fray-cli), found by walking up from this module (bundled or not). */
export function packageRoot(): string {
  if (root !== undefined) return root;
  for (let dir = dirname(fileURLToPath(import.meta.url)); ; dir = dirname(dir)) {
    const pkg = join(dir, 'package.json');
    if (existsSync(pkg)) {
      try {
        if ((JSON.parse(readFileSync(pkg, 'utf8')) as { name?: unknown }).name === 'fray-cli') return (root = dir);
      } catch {
        // Not ours: keep walking up.
      }
    }
    if (dirname(dir) === dir) throw new Error('internal: cannot find the fray-cli package folder');
  }
}
