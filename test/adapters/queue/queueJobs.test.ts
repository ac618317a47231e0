import { describe, expect, it } from 'vitest';
import { jobPriority, QUEUE_NAME, queueNameFor, stalledCheckMs } from '../../../src/adapters/queue/queueJobs.js';
import { FRAY_VERSION } from '../../../src/adapters/queue/runKey.js';

describe('the queue layout', () => {
  it('has a queue per fray version, so workers see only their own version’s jobs', () => {
    expect(QUEUE_NAME).toBe(`jobs-${FRAY_VERSION}`);
    expect(queueNameFor('0.1.1')).not.toBe(queueNameFor('0.1.0'));
    expect(queueNameFor('0.1.0')).not.toContain(':');
  });

  it('gives job k of a run priority k + 1, within what BullMQ takes', () => {
    expect([0, 1, 2].map(jobPriority)).toEqual([1, 2, 3]);
    expect(jobPriority(10_000_000)).toBe(2 ** 21 - 1);
  });

  it('checks for stalled jobs every eighth of the lock, from 250 ms to 5 s', () => {
    expect(stalledCheckMs(30_000)).toBe(3750);
    expect(stalledCheckMs(4000)).toBe(500);
    expect(stalledCheckMs(1000)).toBe(250);
    expect(stalledCheckMs(3_600_000)).toBe(5000);
  });
});
