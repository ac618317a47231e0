/** A command line naming the mfd group runs from dist/fray-mfd.js (one file); every other from the split bundle. */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { bundleFor } from '../../bin/bundleFor.js';
import { fray, ROOT, tempDir } from '../helpers/cli.js';

const DIST = join(ROOT, 'dist');

describe('bundleFor', () => {
  it('picks the mfd bundle exactly when the command line names the mfd group', () => {
    for (const args of [['mfd'], ['mfd', 'fight', '--seed', '1'], ['help', 'mfd'], ['--quiet', 'mfd', 'odds']])
      expect(bundleFor(args, DIST)).toBe(join(DIST, 'fray-mfd.js'));
    for (const args of [[], ['help'], ['summoner', 'mfd'], ['help', 'summoner', 'mfd'], ['mfdx'], ['--mfd']])
      expect(bundleFor(args, DIST)).toBe(join(DIST, 'fray.js'));
  });

  it('falls back to the split bundle when the mfd bundle was not built', () => {
    const dist = tempDir();
    expect(bundleFor(['mfd', 'fight'], dist)).toBe(join(dist, 'fray.js'));
  });

  it('the mfd bundle refuses any other group rather than run it', () => {
    const r = spawnSync(process.execPath, [join(DIST, 'fray-mfd.js'), 'summoner', 'match', 'a', 'b'], {
      encoding: 'utf8',
      env: { ...process.env, FRAY_DEBUG: '' },
    });
    // An internal fault bin/fray.js never leads to (it sends only mfd command lines there): Node reports it.
    expect(r.status).toBe(1);
    expect(r.stderr).toContain('dist/fray-mfd.js holds the mfd group only, not ./summoner/index.js');
  });

  it('prints what the split bundle prints, byte for byte', () => {
    const args = ['mfd', 'fight', '--heroes', join(ROOT, 'examples/mfd/Heroes.csv')];
    args.push('--villains', join(ROOT, 'examples/mfd/Villains.csv'), '--seed', '7', '--json', '--out-dir', tempDir());
    const split = spawnSync(process.execPath, [join(DIST, 'fray.js'), ...args], { encoding: 'utf8' });
    const viaBin = fray(args);
    expect(viaBin.code).toBe(0);
    expect(viaBin.stdout).toBe(split.stdout);
    expect(viaBin.stdout.length).toBeGreaterThan(1000);
  });
});
