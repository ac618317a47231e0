/**
 * Fuzz: seeded mutants of a real replay, read by the one checked reader of `fray summoner replay` in process (and
 * told in every mode when read), and a handful through the built CLI in every mode: each is read, or refused with
 * one line and exit code 2, never an internal error.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { checkReplayText } from '../../../src/cli/summoner/replay.js';
import { matchLog } from '../../../src/summoner/report/matchLog.js';
import { summarizeMatch } from '../../../src/summoner/match/matchSummary.js';
import { boardText } from '../../../src/summoner/report/boardText.js';
import { matchJson } from '../../../src/summoner/report/matchText.js';
import { formatReplay, replayOf } from '../../../src/summoner/replay/replay.js';
import { DEFAULT_RULES } from '../../../src/summoner/rules/rules.js';
import { runMatch } from '../../../src/summoner/match/runMatch.js';
import { fray, tempDir } from '../../helpers/cli.js';
import { expectRefused, mutants, outcomeOf, sampleForCli, type Mutant, type Outcome } from '../../helpers/fuzz.js';
import { charger, idle, port } from '../../summoner/botPorts.js';

const SEED = 2026;
let text = '';
let tried: { m: Mutant; outcome: Outcome }[] = [];

beforeAll(async () => {
  const record = await runMatch(
    [port(charger({ demons: [{ capacity: 'eat', life: 2, attack: 3, range: 2 }] })), port(idle())],
    { rules: { ...DEFAULT_RULES, maxTurns: 30 }, seed: 5 },
  );
  text = formatReplay(replayOf(record, [{ name: 'eater' }, { name: 'wall' }]));
  tried = mutants(text, 300, SEED).map((m) => ({
    m,
    outcome: outcomeOf(m, () => {
      const r = checkReplayText(m.text, 'm.json');
      if (!r.ok) return r;
      // Read: every mode tells it without failing.
      const { replay, final } = r.value;
      const names = [replay.players[0].name, replay.players[1].name] as const;
      matchLog(replay);
      matchJson(summarizeMatch({ ...replay, final }), names);
      boardText(final, names, { colour: false, title: 'end' });
      return r;
    }),
  }));
});

describe('fray summoner replay, fuzzed', () => {
  it('reads the replay itself', () => {
    expect(outcomeOf({ how: 'unchanged', text }, () => checkReplayText(text, 'm.json'))).toEqual({ ok: true });
  });

  it('refuses most of 300 mutants in one line naming the file, and tells the rest, in process', () => {
    const refused = tried.filter((t) => !t.outcome.ok);
    expect(refused.length).toBeGreaterThan(200);
    for (const { m, outcome } of refused) {
      if (outcome.ok) continue;
      expect(outcome.message, m.how).toMatch(/^m\.json(:\d+:\d+)?: /);
      expect(outcome.message, m.how).not.toMatch(/\n|internal error/);
    }
    expect(refused.some((t) => !t.outcome.ok && /nested deeper than 256 levels/.test(t.outcome.message))).toBe(true);
    expect(refused.some((t) => !t.outcome.ok && /stops before the match ends/.test(t.outcome.message))).toBe(true);
  });

  it('gives the same answer through the built CLI, in every mode, for a sample', () => {
    const dir = tempDir();
    const modes = [['--json'], [], ['--verify'], ['--watch']];
    sampleForCli(tried, 8).forEach(({ m, outcome }, i) => {
      writeFileSync(join(dir, 'm.json'), m.text);
      const run = fray(['summoner', 'replay', 'm.json', ...modes[i % modes.length]!], { cwd: dir });
      if (outcome.ok) expect(run.code, m.how).toBe(0);
      else {
        expectRefused(m, run);
        expect(run.stderr, m.how).toBe(`fray: ${outcome.message}\n`);
      }
    });
  });
});
