import { describe, expect, it } from 'vitest';
import { DEFAULT_RULES } from '../../../src/summoner/rules/rules.js';
import {
  tournamentRunIdentity,
  type TournamentRunInput,
} from '../../../src/summoner/tournament/tournamentRunIdentity.js';

const base: TournamentRunInput = {
  seed: 1,
  rules: { ...DEFAULT_RULES },
  limits: { memoryMb: 64, callMs: 200 },
  replays: false,
  entrants: [
    { name: 'a', sha256: 'aa' },
    { name: 'b', error: 'does not load' },
  ],
};
const id = (i: TournamentRunInput) => JSON.stringify(tournamentRunIdentity(i));

describe('tournamentRunIdentity', () => {
  it('is the same for the same inputs, whatever the order of the limits', () => {
    expect(id({ ...base, limits: { callMs: 200, memoryMb: 64 } })).toBe(id(base));
  });

  it("changes with the seed, rules, limits, replays, and each bot's content, name or load error", () => {
    const variants: TournamentRunInput[] = [
      { ...base, seed: 2 },
      { ...base, rules: { ...DEFAULT_RULES, maxTurns: 10 } },
      { ...base, limits: { memoryMb: 65, callMs: 200 } },
      { ...base, replays: true },
      { ...base, entrants: [{ name: 'a', sha256: 'ab' }, base.entrants[1]!] },
      { ...base, entrants: [{ name: 'c', sha256: 'aa' }, base.entrants[1]!] },
      { ...base, entrants: [base.entrants[0]!, { name: 'b', error: 'other' }] },
      { ...base, entrants: [...base.entrants].reverse() },
    ];
    const ids = new Set(variants.map(id));
    expect(ids.size).toBe(variants.length);
    expect(ids.has(id(base))).toBe(false);
  });
});
