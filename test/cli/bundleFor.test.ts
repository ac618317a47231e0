/** A command line naming the mfd group runs from dist/fray-mfd.cjs (one file); every other from the split bundle. */
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { bundleFor } from '../../bin/bundleFor.js';
import { fray, ROOT, tempDir } from '../helpers/cli.js';

const DIST = join(ROOT, 'dist');

describe('bundleFor', () => {
  it('picks the mfd bundle exactly when the command line names the mfd group', () => {
    for (const args of [['mfd'], ['mfd', 'fight', '--seed', '1'], ['help', 'mfd'], ['--quiet', 'mfd', 'odds']])
      expect(bundleFor(args, DIST)).toBe(join(DIST, 'fray-mfd.cjs'));
    for (const args of [[], ['help'], ['summoner', 'mfd'], ['help', 'summoner', 'mfd'], ['mfdx'], ['--mfd']])
      expect(bundleFor(args, DIST)).toBe(join(DIST, 'fray.js'));
  });

  it('falls back to the split bundle when the mfd bundle was not built', () => {
    const dist = tempDir();
    expect(bundleFor(['mfd', 'fight'], dist)).toBe(join(dist, 'fray.js'));
  });

  it('the mfd bundle refuses any other group rather than run it', () => {
    const r = spawnSync(process.execPath, [join(DIST, 'fray-mfd.cjs'), 'summoner', 'match', 'a', 'b'], {
      encoding: 'utf8',
      env: { ...process.env, FRAY_DEBUG: '' },
    });
    // An internal fault bin/fray.js never leads to (it sends only mfd command lines there): Node reports it.
    expect(r.status).toBe(1);
    expect(r.stderr).toContain('dist/fray-mfd.cjs holds the mfd group only, not ./summoner/index.js');
  });

  it('loads no built-in module a battle does not use (they are required on first use) and not the ES module loader', () => {
    const dir = tempDir();
    const probe = join(dir, 'probe.cjs');
    writeFileSync(probe, "process.on('exit', () => process.stdout.write(process.moduleLoadList.join('\\n')));");
    const args = ['mfd', 'fight', '--heroes', join(ROOT, 'examples/mfd/Heroes.csv')];
    args.push('--villains', join(ROOT, 'examples/mfd/Villains.csv'), '--seed', '7', '--quiet', '--out-dir', dir);
    const r = spawnSync(process.execPath, ['-r', probe, join(ROOT, 'bin/fray.js'), ...args], { encoding: 'utf8' });
    expect(r.status).toBe(0);
    const loaded = r.stdout.split('\n');
    expect(loaded).toContain('NativeModule fs');
    for (const m of ['crypto', 'child_process', 'worker_threads', 'os', 'internal/modules/esm/translators'])
      expect(loaded).not.toContain(`NativeModule ${m}`);
    // Without --seed the seed is drawn with crypto, which is then loaded.
    const drawn = spawnSync(
      process.execPath,
      ['-r', probe, join(ROOT, 'bin/fray.js'), ...args.slice(0, -5), '--quiet', '--out-dir', dir],
      { encoding: 'utf8' },
    );
    expect(drawn.status).toBe(0);
    expect(drawn.stdout.split('\n')).toContain('NativeModule crypto');
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
