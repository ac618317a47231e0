/**
 * Connections to the queue's Redis server. Reaching it is checked first, with a short timeout and no retries, so
 * an address that does not answer is one line at once; the connections BullMQ then uses retry for as long as it takes.
 */
import type { Redis, RedisOptions } from 'ioredis';
import { fail, ok, type Result } from '../../core/result.js';
import type { QueueUrl } from './queueUrl.js';

/** How long to wait for the server to accept a connection before giving up, in ms. */
export const CONNECT_TIMEOUT_MS = 3000;

/** The queue's connections: a fresh one for each BullMQ object that needs its own, all closed together. */
export interface QueueConnection {
  url: QueueUrl;
  /** A new connection (BullMQ needs maxRetriesPerRequest null: its blocking reads wait through reconnects). */
  redis(): Redis;
  /**
   * Tells `listener` when the server is lost (`back` false, with the first error's message, once until it is back)
   * and when every lost connection made here has reconnected (`back` true, with how long it was away, in ms).
   */
  onStatus(listener: (status: QueueStatusChange) => void): void;
  /** Closes every connection made here. */
  close(): Promise<void>;
}

/** The server lost (with why) or reached again (after how long). */
export type QueueStatusChange = { back: false; message: string } | { back: true; awayMs: number };

/** Why a connection failed, in the user's words: the driver's codes and Redis's replies made readable. */
function reason(e: unknown): string {
  const err = e as NodeJS.ErrnoException;
  const text = (err?.message ?? String(e)).split('\n')[0] ?? '';
  if (err?.code === 'ECONNREFUSED') return 'connection refused (is redis-server running there?)';
  if (err?.code === 'ETIMEDOUT' || /ETIMEDOUT|timed? ?out/i.test(text))
    return `no answer within ${CONNECT_TIMEOUT_MS / 1000} s`;
  if (err?.code === 'ENOTFOUND' || err?.code === 'EAI_AGAIN') return 'unknown host';
  if (/NOAUTH|WRONGPASS|invalid password|AUTH/i.test(text)) return `the server refused the password (${text})`;
  // The driver's own wording asks the user to report it; it only means the first byte was not a Redis reply's.
  const protocol = /^Protocol error, got "(.*)" as reply type byte/.exec(text);
  if (protocol)
    return `the server there is not Redis: its reply began with "${protocol[1]}", which no Redis reply does`;
  return text;
}

/** What a probe that got no answer in time says: the TCP connect may have worked (a port that accepts and stays silent). */
class NoAnswer extends Error {}

/** Settles with `p`, or rejects with NoAnswer after `ms`: the driver's connect timeout covers only the TCP connect. */
function within<T>(p: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new NoAnswer()), ms)));
  return Promise.race([p, late]).finally(() => clearTimeout(timer));
}

/** Checks that the server answers a PING; the problem is one line naming the address (password masked). */
export async function openQueueConnection(url: QueueUrl): Promise<Result<QueueConnection>> {
  // Loaded here, not at start-up: only the queue's commands pay for the driver.
  const { Redis } = await import('ioredis');
  // ioredis waits 2 s for a socket to close after disconnect(), holding the process open: a short wait is enough.
  const base: RedisOptions = { connectTimeout: CONNECT_TIMEOUT_MS, disconnectTimeout: 200 };
  const probe = new Redis(url.url, {
    ...base,
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
    enableOfflineQueue: false,
  });
  // The first error says why (refused, unknown host); what connect() rejects with is only "Connection is closed".
  let first: unknown;
  probe.on('error', (e) => (first ??= e));
  let connected = false;
  probe.once('connect', () => (connected = true));
  try {
    // One deadline for the whole exchange: connect, the driver's ready check, and the PING.
    await within(
      probe.connect().then(() => probe.ping()),
      CONNECT_TIMEOUT_MS,
    );
  } catch (e) {
    if (e instanceof NoAnswer && first === undefined && connected)
      return fail(
        `cannot reach the queue at ${url.display}: the server accepted the connection but did not answer within ${CONNECT_TIMEOUT_MS / 1000} s (is it Redis?)`,
      );
    if (e instanceof NoAnswer && first === undefined)
      return fail(`cannot reach the queue at ${url.display}: no answer within ${CONNECT_TIMEOUT_MS / 1000} s`);
    return fail(`cannot reach the queue at ${url.display}: ${reason(first ?? e)}`);
  } finally {
    probe.disconnect();
  }
  const open: Redis[] = [];
  const listeners: ((s: QueueStatusChange) => void)[] = [];
  // Connections that lost the server and have not reconnected; the server is back when none is left.
  const down = new Set<Redis>();
  let lostAt = 0,
    closing = false;
  const lost = (r: Redis, message: string) => {
    if (closing || down.has(r)) return;
    down.add(r);
    if (down.size > 1) return;
    lostAt = Date.now();
    for (const l of listeners) l({ back: false, message });
  };
  return ok({
    url,
    redis() {
      const r = new Redis(url.url, { ...base, maxRetriesPerRequest: null });
      let lastError = '';
      // Errors while reconnecting are told once through onStatus; an unhandled one would print a stack.
      r.on('error', (e: Error) => (lastError = e.message));
      // 'close' comes for every lost connection, also one the server ended without an error.
      r.on('close', () => lost(r, lastError || 'the server closed the connection'));
      r.on('ready', () => {
        lastError = '';
        if (!down.delete(r) || down.size > 0 || closing) return;
        for (const l of listeners) l({ back: true, awayMs: Date.now() - lostAt });
      });
      open.push(r);
      return r;
    },
    onStatus(listener) {
      listeners.push(listener);
    },
    async close() {
      closing = true;
      await Promise.all(open.splice(0).map((r) => r.quit().catch(() => r.disconnect())));
    },
  });
}
