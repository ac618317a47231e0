// `npm ci` (what CI runs first) refuses a lockfile that does not list every optional platform package a dependency
// declares. npm's own install can leave some out when the registry does not serve them (here, bullmq's msgpackr
// prebuilds for macOS, Windows and 32-bit ARM), so they are listed by hand: this checks the lockfile still works.
import { copyFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { ROOT, tempDir } from '../helpers/cli.js';

describe('package-lock.json', () => {
  it('is in sync with package.json for npm ci', () => {
    const dir = tempDir();
    mkdirSync(join(dir, 'packages/fray'), { recursive: true });
    for (const f of ['package.json', 'package-lock.json', 'packages/fray/package.json'])
      copyFileSync(join(ROOT, f), join(dir, f));
    const r = spawnSync('npm', ['ci', '--dry-run', '--ignore-scripts', '--no-audit', '--no-fund'], {
      cwd: dir,
      encoding: 'utf8',
    });
    expect(
      r.stderr
        .split('\n')
        .filter((l) => /npm error/.test(l))
        .join('\n'),
    ).toBe('');
    expect(r.status).toBe(0);
  }, 120_000);
});
