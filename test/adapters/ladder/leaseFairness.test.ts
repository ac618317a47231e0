// Challenges from many accounts against rated play, on a real SQLite ladder: only CHALLENGES_AHEAD challenge matches
// run ahead of rated ones, however many are queued.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addAuthor } from '../../../src/adapters/ladder/authors.js';
import { leaseMatches, queueMatch } from '../../../src/adapters/ladder/matchStore.js';
import { CHALLENGES_AHEAD } from '../../../src/ladder/pickLeases.js';
import { activeDemo, openTestLadder, type TestLadder } from './ladderHarness.js';

let l: TestLadder;

describe('leasing matches', () => {
  beforeAll(async () => {
    l = await openTestLadder();
  });
  afterAll(async () => {
    await l?.close();
  });

  it('leases challenges ahead of rated matches only while fewer than the cap are running', async () => {
    const db = l.ladder.db;
    const a = await activeDemo(l, 'rusher');
    const b = await activeDemo(l, 'random');
    const now = Date.now();
    // Twenty accounts ask for a challenge each, then two rated matches are queued.
    for (let i = 0; i < 20; i++) {
      const who = await addAuthor(db, `crowd${i}`, now);
      if (!who.ok) throw new Error(who.problem.message);
      await queueMatch(db, {
        kind: 'challenge',
        pair: 0,
        seed: i,
        first: a,
        second: b,
        requestedBy: who.value.author.id,
        now,
      });
    }
    const rated = [
      await queueMatch(db, { kind: 'rated', pair: 1, seed: 1, first: a, second: b, now }),
      await queueMatch(db, { kind: 'rated', pair: 1, seed: 1, first: b, second: a, now }),
    ];
    const lease = (n: number) => leaseMatches(db, { owner: (m) => `test:${m.id}`, until: now + 60_000, n });
    const first = await lease(4);
    // Control: the unfixed store leased four challenges here and no rated match.
    expect(first.filter((m) => m.kind === 'challenge')).toHaveLength(CHALLENGES_AHEAD);
    expect(first.filter((m) => m.kind === 'rated').map((m) => m.id)).toEqual(rated);
    const more = await queueMatch(db, { kind: 'rated', pair: 2, seed: 2, first: a, second: b, now });
    // The cap is taken by the two running challenges: the new rated match goes first, then challenges fill the rest.
    expect((await lease(2)).map((m) => m.id)).toEqual([more, first[1]!.id + 1]);
  });
});
