// The library's entry files are generated from the modules' exports: a new export must reach them, and no two systems
// may give the root entry the same name.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../helpers/cli.js';

describe('scripts/entries.js', () => {
  it('finds every entry file up to date and no name clash across systems', () => {
    const r = spawnSync(process.execPath, [join(ROOT, 'scripts/entries.js'), '--check'], {
      cwd: ROOT,
      encoding: 'utf8',
    });
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
  });
});
