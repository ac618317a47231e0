/**
 * Fuzz: seeded mutants of the Python starter's manifest (`NAME.bot.json`), read by loadManifest in process, and a
 * handful through the built CLI (`fray summoner match MANIFEST idle.js`, which builds and runs a manifest that
 * loads, sandboxed): each plays, or is refused with one line and exit code 2, never an internal error.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadManifest } from '../../../src/adapters/sandbox/manifest.js';
import { fray, ROOT, tempDir } from '../../helpers/cli.js';
import { expectRefused, mutants, outcomeOf, sampleForCli, type Mutant, type Outcome } from '../../helpers/fuzz.js';
import { runsHere } from '../../helpers/runsHere.js';

const STARTER = join(ROOT, 'examples/summoners/python');
const MANIFEST = 'python-starter.bot.json';
const hasBwrap = spawnSync('bwrap', ['--version']).status === 0;
let dir = '';
let tried: { m: Mutant; outcome: Outcome }[] = [];

beforeAll(() => {
  dir = tempDir();
  cpSync(STARTER, dir, { recursive: true });
  tried = mutants(readFileSync(join(STARTER, MANIFEST), 'utf8'), 150, 26).map((m) => {
    writeFileSync(join(dir, MANIFEST), m.text);
    return { m, outcome: outcomeOf(m, () => loadManifest(join(dir, MANIFEST))) };
  });
});

describe('bot manifests, fuzzed', () => {
  it('refuses most of 150 mutants in one line naming the file, in process', () => {
    const refused = tried.filter((t) => !t.outcome.ok);
    expect(refused.length).toBeGreaterThan(60);
    for (const { m, outcome } of refused) {
      if (outcome.ok) continue;
      expect(outcome.message, m.how).toMatch(/python-starter\.bot\.json(:\d+:\d+)?: /);
      expect(outcome.message, m.how).not.toMatch(/\n|internal error/);
    }
    expect(refused.some((t) => !t.outcome.ok && /nested deeper than 256 levels/.test(t.outcome.message))).toBe(true);
  });

  it.runIf(runsHere(hasBwrap))('plays or refuses the same way through the built CLI, for a sample', () => {
    for (const { m, outcome } of sampleForCli(tried, 4)) {
      writeFileSync(join(dir, MANIFEST), m.text);
      const idle = join(ROOT, 'test/fixtures/summoners/idle.js');
      const run = fray(['summoner', 'match', MANIFEST, idle, '--seed', '1', '--max-turns', '3'], { cwd: dir });
      // A manifest that reads may still fail to start (a command not found): that too is one line and exit 2.
      if (outcome.ok && run.code === 0) continue;
      expectRefused(m, run);
      if (!outcome.ok) expect(run.stderr, m.how).toBe(`fray: ${outcome.message.replace(`${dir}/`, '')}\n`);
    }
  });
});
