/**
 * Issue 32 item 3: one clock. A bot that spins 450 ms a call (by its own performance.now()) loses the same way
 * sandboxed and under --trusted: the same allowance and bank, CPU time charged in both, faults in whole milliseconds.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fray, ROOT } from '../../helpers/cli.js';

const SPINNER = join(ROOT, 'test/fixtures/summoners/spinner.js');
const IDLE = join(ROOT, 'test/fixtures/summoners/idle.js');

/** The match's faults and result with the milliseconds used blanked (they differ by a few from run to run). */
function outcome(trusted: boolean): string[] {
  const args = ['summoner', 'match', SPINNER, IDLE, '--seed', '1', '--max-turns', '10', '--json'];
  const r = fray(trusted ? [...args, '--trusted'] : args);
  expect(r.stderr).toBe('');
  expect(r.code).toBe(0);
  const text = JSON.stringify(JSON.parse(r.stdout) as unknown);
  // Whole milliseconds only (no "450.123 ms").
  expect(text).not.toMatch(/\d\.\d+ ms/);
  return [text.replace(/used \d+ ms/g, 'used N ms')];
}

describe('--trusted keeps the time limits of the sandbox', () => {
  it('a bot spinning 450 ms a call forfeits the same way in both', () => {
    const sandboxed = outcome(false);
    expect(sandboxed[0]).toMatch(
      /3 failed battle calls in a row \(last: battle failed: used N ms of CPU; it had \d+ ms\)/,
    );
    expect(outcome(true)).toEqual(sandboxed);
  }, 120_000);
});
