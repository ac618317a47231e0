// A match's outcome checked on a thread of its own (as the server does, so its pages keep answering) gives exactly
// what checking it here gives, refuses what checking here refuses, and a thread that cannot run is a problem (the
// match is voided and played again), never a crash.
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inlineChecker, threadChecker, type CheckTask } from '../../../src/adapters/ladder/outcomeChecker.js';
import { playLadderMatch } from '../../../src/adapters/ladder/playLadderMatch.js';
import { DEFAULT_LIMITS } from '../../../src/adapters/sandbox/limits.js';
import { prepareBot } from '../../../src/adapters/summoner/loadBot.js';
import type { Entrant } from '../../../src/adapters/summoner/tournamentMatch.js';
import { ROOT } from '../../helpers/cli.js';
import { demo, openTestLadder, TEST_RULES, type TestLadder } from './ladderHarness.js';

const CHECK_WORKER = pathToFileURL(join(ROOT, 'dist/ladderCheck.worker.js'));
let l: TestLadder;
let task: CheckTask;

async function entrant(name: string): Promise<Entrant> {
  const p = await prepareBot(demo(name), { trusted: false });
  if (!p.ok) throw new Error(p.problem.message);
  return { name, prepared: p.value };
}

describe('checking outcomes on a thread', () => {
  beforeAll(async () => {
    l = await openTestLadder(undefined, 1);
    const seats: [Entrant, Entrant] = [await entrant('rusher'), await entrant('cloner')];
    const seed = 41;
    const outcome = await playLadderMatch(l.host, seats, { seed, rules: TEST_RULES, limits: DEFAULT_LIMITS });
    const sha = seats.map((s) => ('prepared' in s ? s.prepared.sha256 : undefined)) as [string, string];
    task = { outcome, expected: { seed, sha256: sha }, how: { rerun: true } };
  }, 120_000);

  afterAll(async () => {
    await l?.close();
  });

  it('gives what checking here gives, re-run or not, and refuses what it refuses', async () => {
    const thread = threadChecker(CHECK_WORKER);
    try {
      for (const rerun of [true, false]) {
        const here = await inlineChecker.check({ ...task, how: { rerun } });
        expect(here.ok).toBe(true);
        expect(await thread.check({ ...task, how: { rerun } })).toEqual(here);
      }
      const otherSeed = { ...task, expected: { ...task.expected, seed: 42 } };
      const refused = await inlineChecker.check(otherSeed);
      expect(refused).toMatchObject({ ok: false, problem: { message: 'the replay that came back has another seed' } });
      expect(await thread.check(otherSeed)).toEqual(refused);
      // The seats swapped: the message names both hashes it got and both it expected, so a void can be traced.
      const [a, b] = task.expected.sha256 as [string, string];
      const swapped = await inlineChecker.check({ ...task, expected: { ...task.expected, sha256: [b, a] } });
      expect(swapped).toMatchObject({
        ok: false,
        problem: {
          message: `the replay that came back names other bots (${a.slice(0, 12)}… v ${b.slice(0, 12)}…, not ${b.slice(0, 12)}… v ${a.slice(0, 12)}…)`,
        },
      });
      if (!('replay' in task.outcome) || typeof task.outcome.replay !== 'string') throw new Error('no replay');
      // The last state hash changed: only the re-run catches it, on the thread as here.
      const json = JSON.parse(task.outcome.replay) as { hashes: string[] };
      const last = json.hashes.length - 1;
      json.hashes[last] = json.hashes[last] === '0123456789abcdef' ? 'fedcba9876543210' : '0123456789abcdef';
      const forged = { ...task, outcome: { ...task.outcome, replay: JSON.stringify(json) } };
      const caught = await inlineChecker.check(forged);
      expect(caught).toMatchObject({ ok: false, problem: { message: /does not re-run/ } });
      expect(await thread.check(forged)).toEqual(caught);
      // Control: without the re-run, the forged hash passes.
      expect((await thread.check({ ...forged, how: { rerun: false } })).ok).toBe(true);
    } finally {
      await thread.close();
    }
  });

  it('makes a thread that cannot start a problem, not a crash', async () => {
    const thread = threadChecker(pathToFileURL(join(ROOT, 'dist/no-such.worker.js')));
    try {
      const r = await thread.check(task);
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.problem.message).toMatch(/^the result could not be checked: /);
    } finally {
      await thread.close();
    }
  });
});
