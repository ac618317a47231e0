import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { tierUpFlags } from '../../src/adapters/tierUpLater.js';

/** What this Node prints when `flags` are set at run time (V8 reports a flag it does not know on stderr). */
function setIn(flags: string): { status: number | null; stderr: string } {
  const r = spawnSync(process.execPath, ['-e', `require('node:v8').setFlagsFromString(${JSON.stringify(flags)})`], {
    encoding: 'utf8',
  });
  return { status: r.status, stderr: r.stderr };
}

describe('tierUpLater', () => {
  it("sets flags this Node's V8 knows, silently", () => {
    expect(setIn(tierUpFlags(process.versions.v8))).toEqual({ status: 0, stderr: '' });
  });

  it('would be heard setting a flag V8 does not know (the control: a flag of the other V8)', () => {
    const other = Number(process.versions.v8.split('.')[0]) < 12 ? '12.4.254' : '11.3.244';
    expect(setIn(tierUpFlags(other)).stderr).toMatch(/unrecognized flag/);
  });

  it("picks each V8's own flag: the bytecode budget before V8 12, call counts from then on", () => {
    expect(tierUpFlags('11.3.244.8-node.33')).toBe('--interrupt-budget=540672');
    expect(tierUpFlags('12.4.254.21-node.33')).toBe(
      '--invocation-count-for-turbofan=24000 --invocation-count-for-maglev=3200',
    );
  });
});
