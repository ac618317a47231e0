import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { expectBadInput, fray, ROOT, tempDir } from '../../helpers/cli.js';
import { startServer } from '../view/startView.js';

describe('fray studio', () => {
  it('copies the built site into a new folder, file for file', () => {
    const dir = join(tempDir(), 'site');
    const run = fray(['studio', '--out', dir]);
    expect(run.code).toBe(0);
    expect(run.stderr).toContain(`Wrote the studio to ${dir}`);
    for (const f of ['index.html', 'studio.js', 'studio.css', 'pages/calc.js'])
      expect(readFileSync(join(dir, f)).equals(readFileSync(join(ROOT, 'web/dist/studio', f))), f).toBe(true);
  });

  it('refuses to write into a folder that has files, and leaves them alone', () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'index.html'), 'mine');
    expectBadInput(
      fray(['studio', '--out', dir]),
      /--out '.*' is a folder with files in it; give a new or empty folder/,
    );
    expect(readFileSync(join(dir, 'index.html'), 'utf8')).toBe('mine');
  });

  it('writes into an empty folder that exists', () => {
    const dir = join(tempDir(), 'empty');
    mkdirSync(dir);
    expect(fray(['studio', '--out', dir]).code).toBe(0);
    expect(existsSync(join(dir, 'index.html'))).toBe(true);
  });

  it('serves each file with its type, nothing outside the site, and stops on Ctrl-C', async () => {
    const served = await startServer(['studio', '--port', '0'], tempDir());
    try {
      const home = await fetch(served.url);
      expect(home.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(await home.text()).toContain('Content-Security-Policy');
      const js = await fetch(new URL('pages/calc.js', served.url));
      expect(js.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
      expect((await fetch(new URL('../package.json', served.url))).status).toBe(404);
      expect((await fetch(new URL('pages/nothing.js', served.url))).status).toBe(404);
    } finally {
      expect((await served.stop()).code).toBe(0);
    }
  });

  it('refuses a port that is not a port', () => {
    expectBadInput(fray(['studio', '--port', '70000']), /--port/);
  });
});
