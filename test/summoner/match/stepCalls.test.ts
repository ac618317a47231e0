import { describe, expect, it } from 'vitest';
import { stepCalls } from '../../../src/summoner/match/stepCalls.js';
import type { MatchInput } from '../../../src/summoner/rules/stepMatch.js';

const setup: MatchInput = { type: 'setup', setups: [{ fault: 'x' }, { fault: 'y' }] };
const phase = (type: 'enhance' | 'battle', seat: 0 | 1): MatchInput => ({ type, seat, orders: [] });
const forfeit = (seat: 0 | 1): MatchInput => ({ type: 'forfeit', seat, reason: 'gone' });

describe('stepCalls', () => {
  it('names the call each step answered, a forfeit taking the call its seat was being asked', () => {
    const steps = [setup, phase('enhance', 0), phase('enhance', 1), phase('battle', 0), forfeit(1)].map((input) => ({
      input,
    }));
    expect(stepCalls(steps)).toEqual([
      { phase: 'setup' },
      { phase: 'enhance', seat: 0 },
      { phase: 'enhance', seat: 1 },
      { phase: 'battle', seat: 0 },
      { phase: 'battle', seat: 1 },
    ]);
    // A turn later: a forfeit in place of the first seat's enhance call.
    const later = [setup, phase('enhance', 0), phase('enhance', 1), phase('battle', 0), phase('battle', 1), forfeit(0)];
    expect(stepCalls(later.map((input) => ({ input }))).at(-1)).toEqual({ phase: 'enhance', seat: 0 });
  });

  it('leaves a forfeit of the seat not being asked (only a hand-made replay has one) without a call', () => {
    expect(stepCalls([setup, forfeit(1)].map((input) => ({ input })))).toEqual([{ phase: 'setup' }, undefined]);
  });
});
