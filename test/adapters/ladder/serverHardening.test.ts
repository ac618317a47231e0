// The ladder server's edges, attacked through the real server: forged X-Forwarded-For headers against the rate limits
// (only the named proxies are believed), uploads that are refused before they are read, and malformed cookies.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestLadder, testApp, type TestLadder } from './ladderHarness.js';

const HOST = { host: '127.0.0.1' };
let l: TestLadder;

/** A page's form token and its cookie, as a browser would get them. */
async function formToken(app: FastifyInstance): Promise<{ csrf: string; cookie: string }> {
  const r = await app.inject({ method: 'GET', url: '/login', headers: HOST });
  const csrf = /fray_csrf=([0-9a-f]{64})/.exec(String(r.headers['set-cookie'] ?? ''))?.[1] ?? '';
  return { csrf, cookie: `fray_csrf=${csrf}` };
}

/** The statuses of `n` sign-ins with a wrong token, each with the X-Forwarded-For `xff(i)`, from `remoteAddress`. */
async function signIns(app: FastifyInstance, n: number, remoteAddress: string, xff: (i: number) => string) {
  const t = await formToken(app);
  const out: number[] = [];
  for (let i = 0; i < n; i++) {
    const r = await app.inject({
      method: 'POST',
      url: '/login',
      remoteAddress,
      headers: {
        ...HOST,
        cookie: t.cookie,
        'x-forwarded-for': xff(i),
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: `csrf=${t.csrf}&token=wrong`,
    });
    out.push(r.statusCode);
  }
  return out;
}

describe('the ladder server behind a proxy', () => {
  beforeAll(async () => {
    l = await openTestLadder();
  });
  afterAll(async () => {
    await l?.close();
  });

  it('believes X-Forwarded-For only from the named proxy: a client behind it cannot dodge the rate limit', async () => {
    const app = await testApp(l, {}, { trustProxy: ['127.0.0.1'] });
    try {
      // Through the proxy (127.0.0.1), which appends the client's real address to whatever the client sent.
      const forged = await signIns(app, 25, '127.0.0.1', (i) => `10.9.${i}.1, 203.0.113.7`);
      expect(forged.slice(0, 20).every((s) => s === 401)).toBe(true);
      expect(forged.slice(20)).toEqual([429, 429, 429, 429, 429]);
      // Control: 25 different clients through the proxy are each counted on their own, so none is refused.
      const many = await signIns(app, 25, '127.0.0.1', (i) => `203.0.114.${i}`);
      expect(many.every((s) => s === 401)).toBe(true);
    } finally {
      await app.close();
    }
  });

  it('ignores X-Forwarded-For from an address that is not a named proxy (a client reaching the server directly)', async () => {
    const app = await testApp(l, {}, { trustProxy: ['10.0.0.0/8'] });
    try {
      const direct = await signIns(app, 25, '198.51.100.1', (i) => `10.9.${i}.1`);
      expect(direct.slice(20)).toEqual([429, 429, 429, 429, 429]);
    } finally {
      await app.close();
    }
  });
});
