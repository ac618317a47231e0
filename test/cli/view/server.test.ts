import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, request } from 'node:http';
import { join } from 'node:path';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { expectBadInput, fray, tempDir } from '../../helpers/cli.js';
import { DEMOS, demoReplay, mfdReplay } from './fixtures.js';
import { startView, type Served } from './startView.js';

/** A raw GET (or another method) with a chosen Host header, which fetch() would not let a test set. */
function get(
  url: string,
  opts: { method?: string; host?: string } = {},
): Promise<{ status: number; type: string; body: string }> {
  const u = new URL(url);
  return new Promise((done, fail) => {
    const req = request(
      {
        host: u.hostname,
        port: u.port,
        path: u.pathname + u.search,
        method: opts.method ?? 'GET',
        headers: opts.host ? { host: opts.host } : {},
      },
      (res) => {
        let body = '';
        res
          .setEncoding('utf8')
          .on('data', (d: string) => (body += d))
          .on('end', () => done({ status: res.statusCode ?? 0, type: String(res.headers['content-type']), body }));
      },
    );
    req.on('error', fail);
    req.end();
  });
}

describe('fray view FILE: the server', () => {
  let dir: string;
  let served: Served | undefined;
  beforeAll(() => {
    dir = tempDir();
    demoReplay(dir);
    mfdReplay(dir, 7);
    fray(['view', 'm.json', '--out', 'm.html'], { cwd: dir });
    writeFileSync(join(dir, 'secret.json'), '{"do not":"serve"}');
  });
  afterEach(async () => {
    await served?.stop();
    served = undefined;
  });

  it('serves the same page as --out on 127.0.0.1, prints its address, and stops on Ctrl-C with exit code 0', async () => {
    served = await startView(['m.json'], dir);
    expect(served.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/);
    const page = await get(served.url);
    expect(page.status).toBe(200);
    expect(page.type).toBe('text/html; charset=utf-8');
    expect(page.body).toBe(readFileSync(join(dir, 'm.html'), 'utf8'));
    const end = await served.stop();
    served = undefined;
    expect(end.code).toBe(0);
    expect(end.stdout).toMatch(/^Serving m\.json at http:\/\/127\.0\.0\.1:\d+\/ \(Ctrl-C to stop\)\n$/);
    expect(end.stderr).toBe('Stopped.\n');
  });

  it('serves only that page: other paths, other methods and other host names are refused', async () => {
    served = await startView(['m.json'], dir);
    for (const path of [
      'm.json',
      'secret.json',
      '..%2fsecret.json',
      '%2e%2e/%2e%2e/etc/passwd',
      'favicon.ico',
      'm.json?raw',
    ]) {
      expect((await get(`${served.url}${path}`)).status, path).toBe(404);
    }
    expect((await get(served.url, { method: 'POST' })).status).toBe(405);
    // A page elsewhere reaching this server through a name it controls (DNS rebinding) is refused.
    expect((await get(served.url, { host: 'evil.example:80' })).status).toBe(403);
    expect((await get(served.url, { host: `localhost:${new URL(served.url).port}` })).status).toBe(200);
  });

  it('listens on the loopback address only', async () => {
    served = await startView(['m.json'], dir);
    const port = new URL(served.url).port;
    // Other addresses of this machine must not answer: another loopback address (a server on 0.0.0.0 would answer
    // there on Linux) and the machine's network address, if it has one.
    await expect(get(`http://127.0.0.2:${port}/`)).rejects.toThrow();
    const os = await import('node:os');
    const other = Object.values(os.networkInterfaces())
      .flat()
      .find((a) => a && a.family === 'IPv4' && !a.internal);
    if (other) await expect(get(`http://${other.address}:${port}/`)).rejects.toThrow();
    expect((await get(served.url)).status).toBe(200);
  });

  it('serves on the port asked for, and says so in one line when it is taken', async () => {
    const blocker = createServer();
    await new Promise<void>((done) => blocker.listen(0, '127.0.0.1', () => done()));
    const port = (blocker.address() as { port: number }).port;
    try {
      expectBadInput(
        fray(['view', 'm.json', '--port', String(port)], { cwd: dir }),
        new RegExp(`^fray: port ${port} is in use; choose another with --port, or --port 0 for any free one\\n$`),
      );
    } finally {
      blocker.close();
    }
    served = await startView(['b.json', '--port', String(port)], dir);
    expect(served.url).toBe(`http://127.0.0.1:${port}/`);
    expect((await get(served.url)).body).toContain('"kind":"mfd"');
  });

  it('--open starts the system opener on the address (xdg-open here), and without one only prints it', async () => {
    const bin = join(dir, 'bin');
    mkdirSync(bin, { recursive: true });
    const record = join(dir, 'opened.txt');
    writeFileSync(join(bin, 'xdg-open'), `#!/bin/sh\necho "$1" > '${record}'\n`);
    chmodSync(join(bin, 'xdg-open'), 0o755);
    writeFileSync(join(bin, 'open'), `#!/bin/sh\necho "$1" > '${record}'\n`);
    chmodSync(join(bin, 'open'), 0o755);
    served = await startView(['m.json', '--open'], dir, { PATH: `${bin}:${process.env.PATH ?? ''}` });
    for (let k = 0; k < 50 && !readFileSafe(record); k++) await new Promise((r) => setTimeout(r, 100));
    expect(readFileSafe(record)).toBe(`${served.url}\n`);
    await served.stop();
    // No opener on the PATH: the address is printed, with one line saying to open it by hand.
    served = await startView(['m.json', '--open'], dir, { PATH: join(dir, 'empty') });
    const end = await served.stop();
    served = undefined;
    expect(end.code).toBe(0);
    expect(end.stderr).toMatch(
      /^fray: could not open a browser \((xdg-open|open): not found\); open http:\/\/127\.0\.0\.1:\d+\/ yourself\nStopped\.\n$/,
    );
  });
});

function readFileSafe(path: string): string {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return '';
  }
}

describe('fray view REPORT: a report and the replays it links to', () => {
  let dir: string;
  let served: Served | undefined;
  beforeAll(() => {
    dir = tempDir();
    mkdirSync(join(dir, 'site/replays'), { recursive: true });
    demoReplay(join(dir, 'site/replays'), 'm1.json');
    writeFileSync(join(dir, 'outside.json'), readFileSync(join(dir, 'site/replays/m1.json')));
    writeFileSync(join(dir, 'site/replays/not-a-replay.json'), '{"a": 1}');
    writeFileSync(
      join(dir, 'site/report.html'),
      [
        '<!DOCTYPE html><html lang="en"><body>',
        '<a href="replays/m1.json">replay</a>',
        '<a href="./replays/m1.json#top">same replay</a>',
        '<a href="../outside.json">outside</a>',
        `<a href="${join(dir, 'outside.json')}">absolute</a>`,
        '<a href="replays/not-a-replay.json">not a replay</a>',
        '<a href="replays/missing.json">missing</a>',
        '<a href="https://example.com/x.json">elsewhere</a>',
        '</body></html>',
      ].join('\n'),
    );
  });
  afterEach(async () => {
    await served?.stop();
    served = undefined;
  });

  it('serves the report as it is, at / and under its own name', async () => {
    served = await startView([join(dir, 'site/report.html')], dir);
    const report = readFileSync(join(dir, 'site/report.html'), 'utf8');
    expect((await get(served.url)).body).toBe(report);
    expect((await get(`${served.url}report.html`)).body).toBe(report);
  });

  it('opens each replay the report links to, in its folder, in the viewer with a way back; ?raw gives the file', async () => {
    served = await startView(['site/report.html'], dir);
    const page = await get(`${served.url}replays/m1.json`);
    expect(page.status).toBe(200);
    expect(page.type).toBe('text/html; charset=utf-8');
    expect(page.body).toContain('"kind":"summoner"');
    expect(page.body).toContain('"back":"/"');
    const raw = await get(`${served.url}replays/m1.json?raw`);
    expect(raw.type).toBe('application/json; charset=utf-8');
    expect(raw.body).toBe(readFileSync(join(dir, 'site/replays/m1.json'), 'utf8'));
    expect((await get(`${served.url}replays/not-a-replay.json`)).status).toBe(422);
  });

  it('never serves a file the report does not link to, nor one outside its folder', async () => {
    served = await startView(['site/report.html'], dir);
    for (const path of [
      'outside.json',
      '../outside.json',
      '%2e%2e/outside.json',
      `${join(dir, 'outside.json').slice(1)}`,
      'replays/missing.json',
      'replays/',
      'replays',
      'site/report.html',
    ]) {
      expect((await get(`${served.url}${path}`)).status, path).toBe(404);
    }
  });

  it('a tournament report (fray summoner tournament --report --replays) links every match to its replay, and each opens', async () => {
    const t = tempDir();
    const r = fray(
      [
        'summoner',
        'tournament',
        ...['rusher.ts', 'random.ts'].map((b) => join(DEMOS, b)),
        '--seed',
        '1',
        '--trusted',
        '--workers',
        '1',
        '--report',
        'out/t.html',
        '--replays',
        'out/replays',
      ],
      { cwd: t },
    );
    expect(r.code, r.stderr).toBe(0);
    const html = readFileSync(join(t, 'out/t.html'), 'utf8');
    const links = [...html.matchAll(/href="([^"]+\.json)"/g)].map((m) => m[1] as string);
    expect(links).toHaveLength(2);
    served = await startView(['out/t.html'], t);
    for (const link of links) {
      const page = await get(new URL(link, served.url).href);
      expect(page.status, link).toBe(200);
      expect(page.body).toContain('"kind":"summoner"');
    }
  });
});
