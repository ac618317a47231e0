/** Opens an address in the user's browser with the system's opener (xdg-open, open or explorer), if there is one. */
import { spawn } from 'node:child_process';

/** The opener of this system. */
function opener(): string {
  return process.platform === 'darwin' ? 'open' : process.platform === 'win32' ? 'explorer' : 'xdg-open';
}

/** Starts the opener on `url`; resolves to undefined once it runs, or to why it could not be started. */
export function openUrl(url: string): Promise<string | undefined> {
  return new Promise((done) => {
    const cmd = opener();
    try {
      const child = spawn(cmd, [url], { stdio: 'ignore', detached: true });
      child.once('error', (e) =>
        done(`${cmd}: ${(e as NodeJS.ErrnoException).code === 'ENOENT' ? 'not found' : e.message}`),
      );
      child.once('spawn', () => {
        child.unref();
        done(undefined);
      });
    } catch (e) {
      done(`${cmd}: ${(e as Error).message}`);
    }
  });
}
