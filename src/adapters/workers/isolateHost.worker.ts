/**
 * Isolate host entry (bundled to dist/isolateHost.worker.js): a process that runs one JavaScript bot at a time in an
 * isolate, for the controller that started it with its two pipes' paths (src/adapters/sandbox/isolateHost.ts).
 */
import { runIsolateHost } from '../sandbox/isolateHost.js';

const [requests, replies, shareKib = '0', bots = '0', limiter = ''] = process.argv.slice(2);
if (requests === undefined || replies === undefined) {
  process.stderr.write('isolateHost.worker.js: started without its two pipes (it is started by fray itself)\n');
  process.exit(2);
}
await runIsolateHost(requests, replies, { shareKib: Number(shareKib), bots: Number(bots), limiter });
