/** Every key of the queue's server that matches a pattern, read with SCAN (never KEYS, which blocks the server). */
import type { Redis } from 'ioredis';

/** The keys matching `pattern` (a Redis glob), in the order SCAN gives them. */
export async function scanKeys(redis: Redis, pattern: string): Promise<string[]> {
  const keys: string[] = [];
  let cursor = '0';
  do {
    const [next, batch] = await redis.scan(cursor, 'MATCH', pattern, 'COUNT', 500);
    cursor = next;
    keys.push(...batch);
  } while (cursor !== '0');
  return keys;
}
