/** Reads the built viewer (web/dist/viewer.js and viewer.css), which `npm run build` makes with Vite. */
import { readFileSync } from 'node:fs';
import { fail, ok, type Result } from '../../core/result.js';
import type { ViewerAssets } from './viewPage.js';

/** Where the built viewer is: beside dist/ in the package, as the bundled CLI (dist/fray.js) sees it. */
export const VIEWER_DIR = new URL('../web/dist/', import.meta.url);

/** The viewer's script and stylesheet, or a problem saying how to build them. */
export function readViewerAssets(dir: URL = VIEWER_DIR): Result<ViewerAssets> {
  try {
    return ok({
      js: readFileSync(new URL('viewer.js', dir), 'utf8'),
      css: readFileSync(new URL('viewer.css', dir), 'utf8'),
    });
  } catch (e) {
    return fail(`the viewer is not built (${(e as Error).message.split('\n')[0]}); run npm run build`);
  }
}
