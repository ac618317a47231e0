import { describe, expect, it } from 'vitest';
import { FRAY_VERSION, jobId, runKey } from '../../../src/adapters/queue/runKey.js';
import pkg from '../../../package.json' with { type: 'json' };

describe('runKey and jobId', () => {
  it('give the same key for the same kind and identity, another for any change', () => {
    const a = runKey('odds', { seed: 1, runs: [1, 2] });
    expect(runKey('odds', { seed: 1, runs: [1, 2] })).toBe(a);
    expect(a).toMatch(/^odds-[0-9a-f]{32}$/);
    expect(runKey('odds', { seed: 2, runs: [1, 2] })).not.toBe(a);
    expect(runKey('sweep', { seed: 1, runs: [1, 2] }).slice(6)).not.toBe(a.slice(5));
  });

  it('name jobs runKey-index, which BullMQ accepts (no colon, not a bare integer)', () => {
    expect(jobId('odds-ab12', 7)).toBe('odds-ab12-7');
    expect(jobId('odds-ab12', 7)).not.toContain(':');
    expect(FRAY_VERSION).toBe(pkg.version);
  });
});
