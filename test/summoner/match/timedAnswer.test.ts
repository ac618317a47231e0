import { describe, expect, it } from 'vitest';
import { callWallLimit, timedAnswer } from '../../../src/summoner/match/timedAnswer.js';
import { TimeBank } from '../../../src/summoner/match/timeBank.js';

describe('timedAnswer', () => {
  it('charges the bank and passes an answer in time through', () => {
    const bank = new TimeBank(200, 1000);
    const answer = { ok: true as const, value: [] };
    expect(timedAnswer(bank, { setup: false, usedMs: 50, allowedMs: 200, answer })).toBe(answer);
    expect(bank.saved()).toBe(150);
  });

  it('turns an answer that used more than its allowance into a timeout, and leaves setup out of the bank', () => {
    const bank = new TimeBank(200, 1000);
    const late = timedAnswer(bank, { setup: true, usedMs: 6000, allowedMs: 5000, answer: { ok: true, value: {} } });
    expect(late).toEqual({ ok: false, kind: 'timeout', reason: 'used 6000 ms of CPU; it had 5000 ms' });
    expect(bank.saved()).toBe(0);
    const cut = { ok: false as const, kind: 'timeout' as const, reason: 'no answer within 200 ms' };
    expect(timedAnswer(bank, { setup: false, usedMs: 500, allowedMs: 200, answer: cut })).toBe(cut);
  });

  it('gives a call twice its allowance and 100 ms on the wall clock', () => {
    expect(callWallLimit(200)).toBe(500);
    expect(callWallLimit(0.4)).toBe(101);
  });
});
