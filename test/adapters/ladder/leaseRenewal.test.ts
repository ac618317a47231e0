// A local match that runs longer than its lease, on a real ladder with real match processes: its lease is extended
// while it runs, so it is never leased again and played twice (the unfixed scheduler handed it back at lease end).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ladderKey } from '../../../src/adapters/ladder/ladderKey.js';
import { LadderScheduler } from '../../../src/adapters/ladder/ladderScheduler.js';
import { LocalPlayer } from '../../../src/adapters/ladder/localPlayer.js';
import type { PlayRequest } from '../../../src/adapters/ladder/matchPlayer.js';
import { DEFAULT_LIMITS } from '../../../src/adapters/sandbox/limits.js';
import { activeDemo, openTestLadder, TEST_RULES, type TestLadder } from './ladderHarness.js';

let l: TestLadder;

/** A local player that counts how often each match is started. */
class CountingPlayer extends LocalPlayer {
  readonly starts = new Map<number, number>();
  override play(r: PlayRequest): Promise<void> {
    this.starts.set(r.match.id, (this.starts.get(r.match.id) ?? 0) + 1);
    return super.play(r);
  }
}

describe('a local match longer than its lease', () => {
  beforeAll(async () => {
    l = await openTestLadder();
  });
  afterAll(async () => {
    await l?.close();
  });

  /** The ladder's replay-signing key. */
  async function ladderKeyOrThrow(t: TestLadder) {
    const key = await ladderKey(t.ladder.db);
    if (!key.ok) throw new Error(key.problem.message);
    return key.value;
  }

  it('is played once: its lease is renewed at every tick while it runs', async () => {
    await activeDemo(l, 'rusher');
    await activeDemo(l, 'healers');
    const leaseMs = 150;
    const scheduler = new LadderScheduler({
      ladder: l.ladder,
      bots: l.bots,
      seed: 7,
      rules: { ...TEST_RULES, maxTurns: 200 },
      limits: DEFAULT_LIMITS,
      leaseMs,
      signer: (await ladderKeyOrThrow(l)).signer,
      log: () => undefined,
      now: () => Date.now(),
    });
    const player = new CountingPlayer(l.host, 1, scheduler.onOutcome);
    scheduler.use(player);
    const db = l.ladder.db;
    const done = async () =>
      (await db.selectFrom('matches').select('id').where('status', '=', 'done').execute()).length >= 1;
    let outlived = false;
    const end = Date.now() + 120_000;
    while (!(await done()) && Date.now() < end) {
      await scheduler.tick();
      const running = await db
        .selectFrom('matches')
        .select(['id', 'lease_until'])
        .where('status', '=', 'running')
        .execute();
      const first = (await db.selectFrom('matches').select('created_at').orderBy('id').executeTakeFirst())?.created_at;
      if (running.length > 0 && first !== undefined && Date.now() - first > 3 * leaseMs) outlived = true;
      await new Promise((r) => setTimeout(r, leaseMs / 3));
    }
    await scheduler.stop(30_000);
    expect(await done()).toBe(true);
    // The test means something only if a match ran for several leases.
    expect(outlived).toBe(true);
    // Control: without renewal the first match was handed back after 150 ms and started again while it ran.
    expect([...player.starts.values()].every((n) => n === 1)).toBe(true);
  });
});
