// What the public API must not tell: where the queue is (its host and port), a match's seed before it is over, and
// (through its seed) that a match is a submission's validation match.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addAuthor } from '../../../src/adapters/ladder/authors.js';
import { startLadder } from '../../../src/adapters/ladder/ladderServer.js';
import { queueMatch } from '../../../src/adapters/ladder/matchStore.js';
import { openQueueConnection, type QueueConnection } from '../../../src/adapters/queue/queueConnection.js';
import { parseQueueUrl } from '../../../src/adapters/queue/queueUrl.js';
import { DEFAULT_LIMITS } from '../../../src/adapters/sandbox/limits.js';
import { validationSeed } from '../../../src/ladder/validationSeed.js';
import { SKIP_QUEUE_TESTS, startRedis, type TestRedis } from '../queue/redisServer.js';
import {
  activeDemo,
  CHECK_WORKER,
  MATCH_WORKER,
  openTestLadder,
  testApp,
  TEST_RULES,
  type TestLadder,
} from './ladderHarness.js';

const HOST = { host: '127.0.0.1' };
let l: TestLadder;

describe('the public API', () => {
  beforeAll(async () => {
    l = await openTestLadder();
  });
  afterAll(async () => {
    await l?.close();
  });

  it("shows a match's seed only once the match is over", async () => {
    const app = await testApp(l);
    try {
      const a = await activeDemo(l, 'rusher');
      const b = await activeDemo(l, 'random');
      const id = await queueMatch(l.ladder.db, {
        kind: 'rated',
        pair: 9,
        seed: 123456,
        first: a,
        second: b,
        now: Date.now(),
      });
      const seen = async () =>
        (await app.inject({ url: `/api/matches/${id}`, headers: HOST })).json<{ seed: number | null }>().seed;
      // Control: the unfixed API showed 123456 here, while the match was still to be played.
      expect(await seen()).toBeNull();
      await l.ladder.db.updateTable('matches').set({ status: 'running' }).where('id', '=', id).execute();
      expect(await seen()).toBeNull();
      await l.ladder.db.updateTable('matches').set({ status: 'done' }).where('id', '=', id).execute();
      expect(await seen()).toBe(123456);
    } finally {
      await app.close();
    }
  });

  it("draws a validation match's seed from the ladder's seed, not from the version's id", () => {
    // Control: the unfixed checker used the version's id itself (1, 2, 3...) as the seed.
    const seeds = [1, 2, 3].map((id) => validationSeed(7, id));
    expect(seeds.every((s, i) => s !== i + 1)).toBe(true);
    expect(new Set(seeds).size).toBe(3);
    expect(validationSeed(7, 2)).toBe(seeds[1]);
    expect(validationSeed(8, 2)).not.toBe(seeds[1]);
  });
});

describe.skipIf(SKIP_QUEUE_TESTS)('the public status of a ladder on a queue', () => {
  let redis: TestRedis;
  let conn: QueueConnection;
  beforeAll(async () => {
    redis = await startRedis();
    const url = parseQueueUrl(redis.url);
    if (!url.ok) throw new Error(url.problem.message);
    const c = await openQueueConnection(url.value);
    if (!c.ok) throw new Error(c.problem.message);
    conn = c.value;
    l = await openTestLadder();
  }, 60_000);
  afterAll(async () => {
    await l?.close();
    await conn?.close();
    await redis?.stop();
  });

  it('never shows where the queue is (its host and port)', async () => {
    const a = await addAuthor(l.ladder.db, 'dave', Date.now());
    if (!a.ok) throw new Error(a.problem.message);
    const running = await startLadder({
      ladder: l.ladder,
      host: '127.0.0.1',
      port: 0,
      concurrency: 1,
      queue: { conn, depth: 1 },
      rules: TEST_RULES,
      limits: DEFAULT_LIMITS,
      registration: false,
      trustProxy: false,
      quotas: { submissionsPerHour: 5, challengesPerHour: 2, requestsPerMinute: 1000 },
      viewer: undefined,
      matchWorker: MATCH_WORKER,
      checkWorker: CHECK_WORKER,
      log: () => undefined,
    });
    if (!running.ok) throw new Error(running.problem.message);
    try {
      const body = await (await fetch(new URL('/api/status', running.value.url))).text();
      expect(body).toContain('queue');
      // Control: the unfixed server said "queue redis://127.0.0.1:PORT" here.
      expect(body).not.toContain(String(redis.port));
      expect(body).not.toContain('127.0.0.1');
    } finally {
      await running.value.stop(0);
    }
  }, 120_000);
});
