// The scheduler leases the next match as soon as one finishes, not at its next tick: with ticks an hour apart and
// one match at a time, matches still follow each other (the first tick alone leases only one).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activeDemo, openTestLadder, type TestLadder } from './ladderHarness.js';

let l: TestLadder;

describe('the ladder scheduler', () => {
  beforeAll(async () => {
    l = await openTestLadder(undefined, 1);
    await activeDemo(l, 'rusher');
    await activeDemo(l, 'random');
  }, 120_000);

  afterAll(async () => {
    await l?.close();
  });

  it('starts the next match when one finishes, without waiting for a tick', async () => {
    const { db } = l.ladder;
    const count = async (status: 'running' | 'done') =>
      (await db.selectFrom('matches').select('id').where('status', '=', status).execute()).length;
    l.scheduler.start(3_600_000);
    // Control: the first tick leases one match (one at a time); no other tick comes within the test.
    await expect.poll(() => count('running'), { timeout: 10_000 }).toBe(1);
    await expect.poll(() => count('done'), { timeout: 120_000, interval: 200 }).toBeGreaterThanOrEqual(3);
  }, 150_000);
});
