// A fray whose isolated-vm is not installed for the running Node (issue 36) says so in one line, as its own failure
// (exit 3: fray's installation is broken), before any bot runs: never as a bot that does not compile or load.
import { chmodSync, copyFileSync, mkdirSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT, tempDir } from '../../helpers/cli.js';

/** The built command line in a folder of its own, with the repository's packages, less isolated-vm if asked. */
function installed(options: { sandbox: boolean }): string {
  const dir = tempDir();
  // Run as root, fray starts its isolate hosts as nobody: they must be able to read the copy.
  chmodSync(dir, 0o755);
  writeFileSync(join(dir, 'package.json'), readFileSync(join(ROOT, 'package.json')));
  for (const sub of ['bin', 'dist']) {
    mkdirSync(join(dir, sub));
    for (const f of readdirSync(join(ROOT, sub), { withFileTypes: true }))
      if (f.isFile()) copyFileSync(join(ROOT, sub, f.name), join(dir, sub, f.name));
  }
  mkdirSync(join(dir, 'node_modules'));
  for (const p of readdirSync(join(ROOT, 'node_modules')))
    if (options.sandbox || !p.startsWith('isolated-vm'))
      symlinkSync(join(ROOT, 'node_modules', p), join(dir, 'node_modules', p));
  return dir;
}

function match(dir: string): { code: number | null; stdout: string; stderr: string } {
  const bot = join(ROOT, 'examples/summoners/random.ts');
  const r = spawnSync(process.execPath, [join(dir, 'bin/fray.js'), 'summoner', 'match', bot, bot, '--seed', '1'], {
    cwd: dir,
    encoding: 'utf8',
    env: { ...process.env, FRAY_DEBUG: '' },
  });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

describe('a sandboxed match without isolated-vm for this Node', () => {
  it("stops with one line saying fray's installation is broken, naming the Node version and the lines tried, exit 3", () => {
    const r = match(installed({ sandbox: false }));
    expect(r.stdout).toBe('');
    expect(r.stderr.trimEnd().split('\n')).toHaveLength(1);
    expect(r.stderr).toMatch(
      new RegExp(
        `^fray: fray's installation is broken: the bot sandbox cannot start on Node ${process.versions.node.replaceAll('.', '\\.')}: ` +
          'no isolated-vm built for it is installed \\(tried isolated-vm-\\d: ',
      ),
    );
    expect(r.stderr).not.toMatch(/does not (compile|load)/);
    expect(r.code).toBe(3);
  }, 60_000);

  it('control: the same folder with isolated-vm plays the match', () => {
    const r = match(installed({ sandbox: true }));
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/wins|draw/);
  }, 60_000);
});
