/** Servers on a loopback port that are not Redis: one that accepts and never answers, one that speaks HTTP. */
import { createServer as createHttpServer } from 'node:http';
import { createServer, type Socket } from 'node:net';

/** A running stand-in server: its redis:// URL (always 127.0.0.1) and how to stop it. */
export interface StrangeServer {
  url: string;
  stop(): Promise<void>;
}

/** A TCP server that accepts every connection and never writes a byte. */
export function silentServer(): Promise<StrangeServer> {
  const sockets = new Set<Socket>();
  const server = createServer((s) => {
    sockets.add(s);
    s.on('error', () => undefined);
    s.on('close', () => sockets.delete(s));
  });
  return listening(server, () => sockets.forEach((s) => s.destroy()));
}

/** A small HTTP server: whatever it is sent, it answers as HTTP does. */
export function httpServer(): Promise<StrangeServer> {
  const server = createHttpServer((_req, res) => res.end('<html>hello</html>'));
  return listening(server, () => server.closeAllConnections());
}

function listening(
  server: ReturnType<typeof createServer> | ReturnType<typeof createHttpServer>,
  dropAll: () => void,
): Promise<StrangeServer> {
  return new Promise((resolve, reject) => {
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const addr = server.address();
      if (typeof addr !== 'object' || addr === null) return reject(new Error('no port'));
      resolve({
        url: `redis://127.0.0.1:${addr.port}`,
        stop: () =>
          new Promise<void>((r) => {
            dropAll();
            server.close(() => r());
          }),
      });
    });
  });
}
