// A tournament on the queue keeps what its replays were asked to keep, as a local run does: the time of each call
// (--times, measured on the worker) and the bots' log lines (--logs). Control: the same run without them has neither.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT, tempDir } from '../../helpers/cli.js';
import { SKIP_QUEUE_TESTS, startRedis, type TestRedis } from '../../adapters/queue/redisServer.js';
import { runFray, startWorker, stop } from './processes.js';

// The marker logs on every call; the rusher is a demo.
const demos = [join(ROOT, 'test/fixtures/summoners/marker.ts'), join(ROOT, 'examples/summoners/rusher.ts')];
let redis: TestRedis;

/** The replays of a queued tournament of the demos with `extra` options, parsed. */
async function queuedReplays(extra: string[]): Promise<{ times?: unknown; steps: { logs?: unknown }[] }[]> {
  const dir = tempDir();
  const args = ['summoner', 'tournament', ...demos, '--seed', '3', '--max-turns', '40', '--replays', dir];
  const r = await runFray([...args, ...extra, '--queue', redis.url]);
  expect(r.code, r.stderr).toBe(0);
  const files = readdirSync(dir).filter((f) => f.endsWith('.json'));
  expect(files).toHaveLength(2);
  return files.map((f) => JSON.parse(readFileSync(join(dir, f), 'utf8')) as { steps: { logs?: unknown }[] });
}

describe.skipIf(SKIP_QUEUE_TESTS)('replay options on the queue', () => {
  beforeAll(async () => {
    redis = await startRedis();
  });

  afterAll(async () => {
    await redis?.stop();
  });

  it('passes --times and --logs to the workers (control: without them, neither comes back)', async () => {
    const worker = startWorker(redis.url);
    try {
      await worker.waitFor(/taking jobs from/);
      for (const replay of await queuedReplays(['--times', '--logs'])) {
        expect(replay.times).toHaveLength(2);
        expect((replay.times as { usedUs: number[] }[])[0]!.usedUs.length).toBeGreaterThan(0);
        expect(replay.steps.some((s) => s.logs !== undefined)).toBe(true);
      }
      for (const replay of await queuedReplays([])) {
        expect(replay.times).toBeUndefined();
        expect(replay.steps.some((s) => s.logs !== undefined)).toBe(false);
      }
    } finally {
      await stop(worker);
    }
  }, 300_000);
});
