import { describe, expect, it } from 'vitest';
import { TimeBank } from '../../../src/summoner/match/timeBank.js';

describe('TimeBank', () => {
  it('saves what a quick call leaves, up to the cap, and draws a slow call from the savings', () => {
    const bank = new TimeBank(200, 1000);
    expect(bank.allowance()).toBe(200);
    for (let i = 0; i < 10; i++) bank.charge(0);
    expect(bank.saved()).toBe(1000);
    expect(bank.allowance()).toBe(1200);
    bank.charge(700);
    expect(bank.saved()).toBe(500);
    bank.charge(5000);
    expect(bank.saved()).toBe(0);
    expect(bank.allowance()).toBe(200);
  });
});
