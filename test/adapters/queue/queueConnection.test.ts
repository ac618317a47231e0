// Reaching the queue: a port that accepts and never answers, and a server there that is not Redis, are each one
// line within the connect timeout (loopback stand-ins of the tests' own; no redis-server needed).
import { afterEach, describe, expect, it } from 'vitest';
import { CONNECT_TIMEOUT_MS, openQueueConnection } from '../../../src/adapters/queue/queueConnection.js';
import { httpServer, silentServer, type StrangeServer } from './strangeServers.js';

let server: StrangeServer | undefined;

afterEach(async () => {
  await server?.stop();
  server = undefined;
});

describe('openQueueConnection', () => {
  it('gives up on a port that accepts the connection but never answers, within the connect timeout', async () => {
    server = await silentServer();
    const t0 = Date.now();
    const r = await openQueueConnection({ url: server.url, display: server.url });
    const took = Date.now() - t0;
    expect(r.ok).toBe(false);
    if (!r.ok)
      expect(r.problem.message).toBe(
        `cannot reach the queue at ${server.url}: the server accepted the connection but did not answer within 3 s (is it Redis?)`,
      );
    expect(took).toBeGreaterThanOrEqual(CONNECT_TIMEOUT_MS - 100);
    expect(took).toBeLessThan(CONNECT_TIMEOUT_MS + 1500);
  }, 15_000);

  it('says in words that the server on the port is not Redis', async () => {
    server = await httpServer();
    const r = await openQueueConnection({ url: server.url, display: server.url });
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.problem.message).toMatch(
        new RegExp(
          `^cannot reach the queue at ${server.url}: the server there is not Redis: its reply began with "H", which no Redis reply does$`,
        ),
      );
      expect(r.problem.message).not.toMatch(/Protocol error|Please report/);
    }
  }, 15_000);
});
