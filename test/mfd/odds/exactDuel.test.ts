import { describe, expect, it } from 'vitest';
import { exactDuel, isDuel } from '../../../src/mfd/odds/exactDuel.js';
import { exampleBattle, exampleDuel, teamsOf } from './teams.js';

const total = (o: Record<string, number>) => Object.values(o).reduce((a, b) => a + b, 0);

describe('exactDuel', () => {
  it('one-die, one-HP duel by hand: hero hits 50%, villain hits 50%, no blocks', () => {
    // 1000 XP = 1 die; BonusToHit 0.2 → 50%; BonusToDefend −0.3 → 0%; HP 2 − 1 = 1.
    const t = teamsOf('A,1000,,-1,0.2,-0.3,,,', 'B,1000,,-1,0.2,-0.3,,,');
    const e = exactDuel(t);
    // Each round: both hit 1/4, heroes only 1/4, villains only 1/4, nobody 1/4 → geometric.
    expect(e.outcomes.draw).toBeCloseTo(1 / 3, 14);
    expect(e.outcomes.heroes).toBeCloseTo(1 / 3, 14);
    expect(e.outcomes.villains).toBeCloseTo(1 / 3, 14);
    expect(e.outcomes.none).toBeLessThan(1e-14);
    expect(e.rounds.mean).toBeCloseTo(4 / 3, 12);
    expect(e.rounds.distribution[0]).toEqual({ rounds: 1, p: 0.75 });
  });

  it('the dying villain still swings back in the round it falls', () => {
    // The hero always hits for 1 (99% twice? no: 99 dice would be many); use a certain 1-damage attacker:
    // 1 die at 99% vs 0% defense; villain 1 die at 99%. Both 1 HP: a draw ~98% of the time in round 1.
    const t = teamsOf('A,1000,,-1,0.69,-0.3,,,', 'B,1000,,-1,0.69,-0.3,,,');
    const e = exactDuel(t);
    expect(e.outcomes.draw).toBeGreaterThan(0.98);
  });

  it('with -m, the mass alive after N rounds is "none"', () => {
    const t = teamsOf('A,1000,,-1,0.2,-0.3,,,', 'B,1000,,-1,0.2,-0.3,,,');
    const e = exactDuel(t, 1);
    expect(e.outcomes.none).toBeCloseTo(0.25, 14);
    expect(e.roundsSolved).toBe(1);
    expect(e.rounds.mean).toBeCloseTo(1, 14);
    expect(exactDuel(t, 0).outcomes.none).toBe(1);
  });

  it('a duel nobody can win runs to the safety cap as "none"', () => {
    const t = teamsOf('A,0,,,,,,,', 'B,0,,,,,,,');
    const e = exactDuel(t);
    expect(e.outcomes.none).toBe(1);
    expect(e.roundsSolved).toBe(10_000);
    expect(e.rounds.mean).toBe(10_000);
  });

  it('stops early once the mass in play is negligible, and the outcomes sum to 1', () => {
    const e = exactDuel(exampleDuel());
    expect(e.roundsSolved).toBeLessThan(100);
    expect(e.leftover).toBeLessThan(1e-15);
    expect(total(e.outcomes)).toBeCloseTo(1, 14);
    expect(e.rounds.distribution.reduce((a, d) => a + d.p, 0)).toBeCloseTo(1, 14);
  });

  it('matches the golden values of the example duel', () => {
    expect(exactDuel(exampleDuel())).toMatchSnapshot();
  });

  it('refuses anything but a 1 v 1', () => {
    expect(isDuel(exampleBattle())).toBe(false);
    expect(() => exactDuel(exampleBattle())).toThrow(RangeError);
  });
});
