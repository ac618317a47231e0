/**
 * The server of `fray view`: HTTP on the loopback address only, answering GET and HEAD for the paths its router
 * knows and nothing else (no directory listing, no file outside what the router was given).
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { posix } from 'node:path';
import { fail, ok, type Result } from '../../core/result.js';

/** One answer: status, content type, body, and the Content-Security-Policy it is sent under (default NOTHING). */
export interface Reply {
  status: number;
  type: string;
  body: string | Buffer;
  csp?: string;
}

/** The policy of anything that is not a page: nothing runs, loads, frames it or is submitted from it. */
export const NOTHING = "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

/** Answers a request for an address path (decoded and normalised) and its query, or undefined for "not found". */
export type Router = (path: string, query: URLSearchParams) => Reply | undefined;

/** A running server: its address, and how to stop it. */
export interface RunningServer {
  url: string;
  close(): Promise<void>;
}

const HOST = '127.0.0.1';

/** Writes the reply; to a HEAD request, the headers alone. */
function send(res: ServerResponse, req: IncomingMessage, r: Reply): void {
  res.writeHead(r.status, {
    'Content-Type': r.type,
    'Content-Length': Buffer.byteLength(r.body),
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'no-referrer',
    'Content-Security-Policy': r.csp ?? NOTHING,
    'Cross-Origin-Resource-Policy': 'same-origin',
  });
  res.end(req.method === 'HEAD' ? undefined : r.body);
}

const text = (status: number, body: string): Reply => ({
  status,
  type: 'text/plain; charset=utf-8',
  body: `${body}\n`,
});

/** Starts serving on 127.0.0.1:`port` (0: any free port); a problem if the port cannot be had. */
export function serveView(router: Router, port: number): Promise<Result<RunningServer>> {
  let allowed: string[] = [];
  const handle = (req: IncomingMessage, res: ServerResponse): void => {
    const head = req.method === 'HEAD';
    if (req.method !== 'GET' && !head) return send(res, req, text(405, 'only GET and HEAD'));
    // A page on another site cannot reach this server through a name it controls (DNS rebinding): only our own names.
    if (!allowed.includes((req.headers.host ?? '').toLowerCase())) return send(res, req, text(403, 'forbidden'));
    let path: string;
    let query: URLSearchParams;
    try {
      const u = new URL(req.url ?? '/', 'http://x');
      path = posix.normalize(decodeURIComponent(u.pathname));
      query = u.searchParams;
    } catch {
      return send(res, req, text(400, 'bad address'));
    }
    let reply: Reply | undefined;
    try {
      reply = router(path, query);
    } catch (e) {
      reply = text(500, `fray view: ${(e as Error).message}`);
    }
    send(res, req, reply ?? text(404, 'not found'));
  };
  return new Promise((done) => {
    const server = createServer(handle);
    server.once('error', (e: NodeJS.ErrnoException) => {
      done(
        fail(
          e.code === 'EADDRINUSE'
            ? `port ${port} is in use; choose another with --port, or --port 0 for any free one`
            : e.code === 'EACCES'
              ? `port ${port} needs privileges; choose one above 1023`
              : `cannot serve: ${e.message}`,
        ),
      );
    });
    server.listen(port, HOST, () => {
      const address = server.address();
      const p = typeof address === 'object' && address !== null ? address.port : port;
      allowed = [`${HOST}:${p}`, `localhost:${p}`];
      done(
        ok({
          url: `http://${HOST}:${p}/`,
          close: () =>
            new Promise<void>((closed) => {
              server.close(() => closed());
              server.closeAllConnections();
            }),
        }),
      );
    });
  });
}
