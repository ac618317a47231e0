import { describe, expect, it } from 'vitest';
import { createRng } from '../../src/core/rng.js';
import { SAFETY_ROUND_CAP } from '../../src/mfd/constants.js';
import { initialState, type Fighter, type Team, type Teams } from '../../src/mfd/model.js';
import { battleEnding, runBattle, winnerOf } from '../../src/mfd/runBattle.js';

function fighter(name: string, over: Partial<Fighter> = {}): Fighter {
  return {
    name,
    totalXpMicros: 10_000_000_000,
    startHp: 2,
    bonusToHit: 0,
    bonusToDefend: 0,
    aoe: 1,
    bodyguardFor: -1,
    linkedTo: -1,
    buffs: [],
    ...over,
  };
}
const team = (side: 'heroes' | 'villains', fighters: Fighter[]): Team => ({
  side,
  fighters,
  source: { file: '', header: [], rows: [], lines: [] },
});

describe('end of a battle', () => {
  it('calls it a draw when both sides fall in the same round', () => {
    // Both sides certain to kill: 99% on many dice against no defence, 1 HP each.
    const killer = fighter('K', {
      totalXpMicros: 50_000_000_000,
      bonusToHit: 1_000_000,
      bonusToDefend: -1_000_000,
      startHp: 1,
    });
    const teams: Teams = [team('heroes', [killer]), team('villains', [{ ...killer, name: 'L' }])];
    const r = runBattle(teams, createRng(5));
    expect(r).toMatchObject({ winner: null, outcome: 'draw', rounds: 1, capped: false });
  });

  it('stops at --max-rounds with no winner, and --max-rounds 0 fights nothing', () => {
    const teams: Teams = [
      team('heroes', [fighter('H', { startHp: 99 })]),
      team('villains', [fighter('V', { startHp: 99 })]),
    ];
    expect(runBattle(teams, createRng(1), { maxRounds: 2 })).toMatchObject({
      winner: null,
      outcome: 'unfinished',
      rounds: 2,
      capped: false,
    });
    const zero = runBattle(teams, createRng(1), { maxRounds: 0 });
    expect(zero).toMatchObject({ winner: null, outcome: 'unfinished', rounds: 0, events: [] });
    expect(zero.final).toEqual(initialState(teams));
  });

  it('stops at the safety cap when both sides could still hurt each other but never finish', () => {
    // One die each against a billion HP: blows land, but no one falls within the cap.
    const tough = { totalXpMicros: 1_000_000_000, startHp: 1e9 };
    const teams: Teams = [team('heroes', [fighter('H', tough)]), team('villains', [fighter('V', tough)])];
    const r = runBattle(teams, createRng(1), { record: false });
    expect(r).toMatchObject({
      winner: null,
      outcome: 'unfinished',
      rounds: SAFETY_ROUND_CAP,
      capped: true,
      stalemate: false,
    });
  });

  it('calls a stalemate at once when no one standing can deal damage (no dice on either side)', () => {
    const teams: Teams = [
      team('heroes', [fighter('H', { totalXpMicros: 0 })]),
      team('villains', [fighter('V', { totalXpMicros: -5_000_000 })]),
    ];
    expect(runBattle(teams, createRng(1), { maxRounds: 1_000_000 })).toMatchObject({
      winner: null,
      outcome: 'unfinished',
      rounds: 0,
      capped: false,
      stalemate: true,
    });
  });

  it('calls a stalemate when the last fighters with dice have fallen', () => {
    // Round 1: the strikers (certain to kill, 1 HP) kill each other; the dice-less survivors could never end it.
    const striker = { totalXpMicros: 50_000_000_000, bonusToHit: 1_000_000, bonusToDefend: -1_000_000, startHp: 1 };
    const idle = { totalXpMicros: 0, startHp: 5 };
    const teams: Teams = [
      team('heroes', [fighter('S', striker), fighter('I', idle)]),
      team('villains', [fighter('T', striker), fighter('J', idle)]),
    ];
    const r = runBattle(teams, createRng(3), { maxRounds: 100 });
    expect(r.stalemate).toBe(true);
    expect(r).toMatchObject({ winner: null, outcome: 'unfinished' });
    expect(r.rounds).toBeLessThan(100);
    expect(r.final.hp.map((side) => side.filter((h) => h > 0).length)).toEqual([1, 1]);
  });

  it('is not a stalemate while one side can still strike', () => {
    const teams: Teams = [
      team('heroes', [fighter('H')]),
      team('villains', [fighter('V', { totalXpMicros: 0, startHp: 3 })]),
    ];
    expect(runBattle(teams, createRng(1))).toMatchObject({ winner: 0, outcome: 'win', stalemate: false });
  });

  it('ends before the first round when a side has no one able to fight', () => {
    const teams: Teams = [team('heroes', [fighter('H')]), team('villains', [fighter('V', { startHp: 0 })])];
    expect(runBattle(teams, createRng(1))).toMatchObject({ winner: 0, outcome: 'win', rounds: 0 });
  });

  it('names the winner from HP alone, as a Side or null and how it ended', () => {
    expect(battleEnding({ round: 3, hp: [[1, 0], [0]] })).toEqual({ winner: 0, outcome: 'win' });
    expect(battleEnding({ round: 3, hp: [[0], [-1, 2]] })).toEqual({ winner: 1, outcome: 'win' });
    expect(battleEnding({ round: 3, hp: [[0], [-1]] })).toEqual({ winner: null, outcome: 'draw' });
    expect(battleEnding({ round: 3, hp: [[1], [1]] })).toEqual({ winner: null, outcome: 'unfinished' });
  });

  it('still names it in the old words through the deprecated winnerOf', () => {
    expect(winnerOf({ round: 3, hp: [[1, 0], [0]] })).toBe('heroes');
    expect(winnerOf({ round: 3, hp: [[0], [-1, 2]] })).toBe('villains');
    expect(winnerOf({ round: 3, hp: [[0], [-1]] })).toBe('draw');
    expect(winnerOf({ round: 3, hp: [[1], [1]] })).toBe('none');
  });

  it('gives the same battle for the same seed, with or without recording events', () => {
    const teams: Teams = [
      team('heroes', [fighter('A', { aoe: 2 }), fighter('B')]),
      team('villains', [fighter('X'), fighter('Y', { bodyguardFor: 0 })]),
    ];
    const a = runBattle(teams, createRng(77));
    const b = runBattle(teams, createRng(77), { record: false });
    expect(b.final).toEqual(a.final);
    expect(b.winner).toBe(a.winner);
  });
});
