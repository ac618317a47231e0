/**
 * The isolate host's watchdog, the net under isolated-vm's own timeout: when a call runs past its limit and the slack
 * with the host's main thread stuck, the watchdog thread tells the controller ('stuck') and kills the host. No bot can
 * make isolated-vm's timeout fail on purpose (every runaway bot of the hostile suites is stopped by it), so a host
 * whose main thread spins stands in for one (test/fixtures/watchdog/stuckHost.ts, bundled as the host is).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPLY } from '../../../src/adapters/sandbox/hostWire.js';
import { HOST } from '../../../src/adapters/sandbox/policy.js';
import { ROOT } from '../../helpers/cli.js';

const dir = mkdtempSync(join(tmpdir(), 'fray-watchdog-'));
const host = join(dir, 'stuckHost.mjs');
beforeAll(async () => {
  await build({
    entryPoints: [join(ROOT, 'test/fixtures/watchdog/stuckHost.ts')],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    outfile: host,
    logLevel: 'silent',
  });
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

interface Ended {
  signal: NodeJS.Signals | null;
  /** What the host wrote on the watchdog's descriptor. */
  frames: Buffer;
  /** Whether the test had to kill it. */
  killedHere: boolean;
}

/** Runs the stuck host in `mode`; kills it after `ms` if it is still running. */
function runStuck(mode: 'watchdog' | 'none', ms: number): Promise<Ended> {
  const child = spawn(process.execPath, [host, mode], { stdio: ['ignore', 'ignore', 'pipe', 'pipe'] });
  const chunks: Buffer[] = [];
  (child.stdio[3] as NodeJS.ReadableStream).on('data', (c: Buffer) => chunks.push(c));
  let killedHere = false;
  const timer = setTimeout(() => {
    killedHere = true;
    child.kill('SIGKILL');
  }, ms);
  return new Promise((resolve) =>
    child.on('close', (_code, signal) => {
      clearTimeout(timer);
      resolve({ signal, frames: Buffer.concat(chunks), killedHere });
    }),
  );
}

describe('the watchdog', () => {
  it("kills a host whose call is stuck past its limit, after telling the controller 'stuck'", async () => {
    // Its limit: 100 ms and the slack; it polls four times a second. Generous on a loaded machine.
    const ended = await runStuck('watchdog', 100 + HOST.watchdogSlackMs + 20_000);
    expect(ended.killedHere).toBe(false);
    expect(ended.signal).toBe('SIGKILL');
    expect([...ended.frames]).toEqual([1, 0, 0, 0, REPLY.stuck]);
  }, 60_000);

  it('control: the same stuck host without a watchdog spins until killed from outside, saying nothing', async () => {
    const ended = await runStuck('none', 100 + HOST.watchdogSlackMs + 2_000);
    expect(ended.killedHere).toBe(true);
    expect(ended.frames.length).toBe(0);
  }, 60_000);
});
