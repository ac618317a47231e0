/**
 * Isolate host entry (bundled to dist/isolateHost.worker.cjs, CommonJS: scripts/build.js says why): a process that
 * runs one JavaScript bot at a time in an isolate, for the controller that started it with its two pipes' paths
 * (src/adapters/sandbox/isolateHost.ts).
 */
import { runIsolateHost } from '../sandbox/isolateHost.js';

const [requests, replies, shareKib = '0', bots = '0', limiter = '', runAs = ''] = process.argv.slice(2);
if (requests === undefined || replies === undefined) {
  process.stderr.write('isolateHost.worker.cjs: started without its two pipes (it is started by fray itself)\n');
  process.exit(2);
}
// runAs ('uid:gid', given when fray runs as root): the user the host becomes once its own code is loaded.
const [uid, gid] = runAs.split(':').map(Number);
const user = uid !== undefined && gid !== undefined && runAs !== '' ? { uid, gid } : undefined;
// Not awaited at the top level (CommonJS has none): it ends the process itself, and a failure is an unhandled
// rejection, which ends it with the error on standard error as before.
void runIsolateHost(requests, replies, { shareKib: Number(shareKib), bots: Number(bots), limiter }, user);
