/**
 * Fuzz: seeded mutants of a `--rules` file (every rule written out), read by loadRules in process (rules that load
 * then play a short match between two test bots), and a handful through the built CLI (`fray summoner match ...
 * --rules FILE`): each is played, or refused with one line and exit code 2, never an internal error.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadRules } from '../../../src/cli/summoner/loadRules.js';
import { DEFAULT_RULES } from '../../../src/summoner/rules/rules.js';
import { runMatch } from '../../../src/summoner/match/runMatch.js';
import { fray, ROOT, tempDir } from '../../helpers/cli.js';
import { expectRefused, mutants, outcomeOf, sampleForCli, type Mutant, type Outcome } from '../../helpers/fuzz.js';
import { charger, idle, port } from '../../summoner/botPorts.js';

const FIX = join(ROOT, 'test/fixtures/summoners');
const TEXT = `${JSON.stringify(DEFAULT_RULES, null, 2)}\n`;
let tried: { m: Mutant; outcome: Outcome }[] = [];

beforeAll(async () => {
  const dir = tempDir();
  tried = [];
  for (const m of mutants(TEXT, 200, 26)) {
    const file = join(dir, 'rules.json');
    writeFileSync(file, m.text);
    const r = loadRules(file, 8);
    const outcome = outcomeOf(m, () => r);
    if (r.ok) {
      // Rules that load can be played: a short match must end without throwing.
      const bots = [
        port(charger({ demons: [{ capacity: 'eat' }] })),
        port(idle({ demons: [{ capacity: 'heal' }] })),
      ] as const;
      const record = await runMatch(bots, { rules: r.value, seed: 1 });
      expect(record.final.result, m.how).not.toBeNull();
    }
    tried.push({ m, outcome });
  }
});

describe('--rules files, fuzzed', () => {
  it('refuses most of 200 mutants in one line naming the file, and plays the rest, in process', () => {
    const refused = tried.filter((t) => !t.outcome.ok);
    expect(refused.length).toBeGreaterThan(80);
    for (const { m, outcome } of refused) {
      if (outcome.ok) continue;
      expect(outcome.message, m.how).toMatch(/rules\.json(:\d+:\d+)?: /);
      expect(outcome.message, m.how).not.toMatch(/\n|internal error/);
    }
    expect(refused.some((t) => !t.outcome.ok && /nested deeper than 256 levels/.test(t.outcome.message))).toBe(true);
  });

  it('gives the same answer through the built CLI, for a sample', () => {
    const dir = tempDir();
    for (const { m, outcome } of sampleForCli(tried, 5)) {
      writeFileSync(join(dir, 'rules.json'), m.text);
      const run = fray(
        ['summoner', 'match', join(FIX, 'striker.ts'), join(FIX, 'idle.js'), '--trusted', '--seed', '1'].concat([
          '--rules',
          'rules.json',
          '--max-turns',
          '8',
        ]),
        { cwd: dir },
      );
      if (outcome.ok) expect(run.code, `${m.how}: ${run.stderr}`).toBe(0);
      else {
        expectRefused(m, run);
        expect(run.stderr, m.how).toBe(`fray: ${outcome.message.replace(/^\/\S*\//, '')}\n`);
      }
    }
  });
});
