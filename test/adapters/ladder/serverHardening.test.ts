// The ladder server's edges, attacked through the real server: forged X-Forwarded-For headers against the rate limits
// (only the named proxies are believed), uploads that are refused before they are read, and malformed cookies.
import { connect, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addAuthor } from '../../../src/adapters/ladder/authors.js';
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

/** A raw connection to `app` (listening), with what it has received so far and whether the server closed it. */
async function rawClient(app: FastifyInstance): Promise<{ socket: Socket; got: () => string; closed: Promise<void> }> {
  const { port } = app.server.address() as AddressInfo;
  const socket = connect(port, '127.0.0.1');
  await new Promise<void>((resolve, reject) => socket.once('connect', resolve).once('error', reject));
  let text = '';
  socket.on('data', (b: Buffer) => (text += b.toString('latin1')));
  socket.on('error', () => undefined);
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  return { socket, got: () => text, closed };
}

/** Whether `p` settles within `ms`. */
const within = (p: Promise<void>, ms: number) =>
  Promise.race([p.then(() => true), new Promise<boolean>((r) => setTimeout(() => r(false), ms).unref())]);

/** The head of an 11 MB multipart upload to `url`, with `cookie`, and its first bytes (the rest never comes). */
const uploadHead = (url: string, extra: string) =>
  `POST ${url} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: multipart/form-data; boundary=xx\r\n` +
  `Content-Length: 11000000\r\n${extra}\r\n--xx\r\nContent-Disposition: form-data; name="csrf"\r\n\r\n`;

describe('the ladder server against slow and unwelcome uploads', () => {
  let token = '';
  const csrf = 'ab'.repeat(32);
  beforeAll(async () => {
    l = await openTestLadder();
    const a = await addAuthor(l.ladder.db, 'carol', Date.now());
    if (!a.ok) throw new Error(a.problem.message);
    token = a.value.token;
  });
  afterAll(async () => {
    await l?.close();
  });

  it('refuses an upload without a form-token cookie or a sign-in before reading it, and closes the connection', async () => {
    const app = await testApp(l);
    await app.listen({ host: '127.0.0.1', port: 0 });
    try {
      for (const [url, extra, status] of [
        ['/submit', '', '403'],
        ['/submit', `Cookie: fray_csrf=\r\n`, '403'],
        ['/submit', `Cookie: fray_csrf=${csrf}\r\nOrigin: http://evil.example\r\n`, '403'],
        ['/submit', `Cookie: fray_csrf=${csrf}\r\n`, '303'],
        ['/submit', `Cookie: fray_csrf=${csrf}; fray_token=fray_wrong\r\n`, '303'],
        ['/api/submissions', '', '401'],
      ] as const) {
        const c = await rawClient(app);
        c.socket.write(uploadHead(url, extra));
        // Control: the unfixed server read the whole upload first, so it never answered a body that never ends.
        expect(await within(c.closed, 10_000), `${url} ${extra}`).toBe(true);
        expect(c.got()).toMatch(new RegExp(`^HTTP/1\\.1 ${status}`));
      }
    } finally {
      await app.close();
    }
  });

  it('cuts a signed-in upload trickled a byte at a time, and a request whose headers trickle', async () => {
    const app = await testApp(
      l,
      {},
      { trustProxy: false, timeouts: { requestMs: 1500, headersMs: 1000, checkMs: 250 } },
    );
    await app.listen({ host: '127.0.0.1', port: 0 });
    try {
      const body = await rawClient(app);
      body.socket.write(uploadHead('/submit', `Cookie: fray_csrf=${csrf}; fray_token=${token}\r\n`));
      const headers = await rawClient(app);
      headers.socket.write('GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n');
      const drip = setInterval(() => {
        if (!body.socket.destroyed) body.socket.write('x');
        if (!headers.socket.destroyed) headers.socket.write('X-Slow: 1\r\n');
      }, 200);
      try {
        // Control: with Fastify's defaults (no request timeout) both stay open for as long as the client likes.
        expect(await within(body.closed, 10_000)).toBe(true);
        expect(await within(headers.closed, 10_000)).toBe(true);
        expect(body.got()).toMatch(/^HTTP\/1\.1 408|^$/);
      } finally {
        clearInterval(drip);
      }
    } finally {
      await app.close();
    }
  });
});

describe('the ladder server against malformed cookies and empty form tokens', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    l = await openTestLadder();
    app = await testApp(l);
  });
  afterAll(async () => {
    await app?.close();
    await l?.close();
  });

  it('ignores a cookie that is not valid percent-encoding instead of failing every page', async () => {
    for (const url of ['/', '/matches', '/login', '/me', '/api/leaderboard']) {
      const r = await app.inject({
        method: 'GET',
        url,
        headers: { ...HOST, cookie: 'fray_token=%E0%A4%A; fray_csrf=%' },
      });
      // Control: the unfixed server answered 500 to each.
      expect(r.statusCode, url).toBeLessThan(500);
    }
  });

  it('refuses a form whose token cookie and field are both empty (or not a token at all)', async () => {
    const post = (cookie: string, field: string) =>
      app.inject({
        method: 'POST',
        url: '/logout',
        headers: { ...HOST, cookie, 'content-type': 'application/x-www-form-urlencoded' },
        payload: `csrf=${field}`,
      });
    // Control: the unfixed server took the empty pair (303, signed out by a form from anywhere).
    expect((await post('fray_csrf=', '')).statusCode).toBe(403);
    expect((await post('fray_csrf=x', 'x')).statusCode).toBe(403);
    const t = await formToken(app);
    expect((await post(t.cookie, t.csrf)).statusCode).toBe(303);
  });
});
