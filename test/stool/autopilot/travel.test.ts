import { describe, expect, it } from 'vitest';
import { STAIRS } from '../../../src/stool/level/grid.js';
import type { GameState } from '../../../src/stool/rules/state.js';
import { playCommand } from '../../../src/stool/rules/stepGame.js';
import { keepTravelling, knownStairs, travelCommand, type Journey } from '../../../src/stool/autopilot/travel.js';
import { beside, firstOf, fresh } from '../helpers.js';

/** Seed 1 with every monster of level 1 dead and the whole level explored. */
function emptyKnown(): GameState {
  const s = structuredClone(fresh());
  for (const m of s.monsters) if (m.level === 0) m.fighter.life = 0;
  const l = s.levels[0]!;
  l.explored = l.explored.map((r) => '1'.repeat(r.length));
  return s;
}

/** Plays `journey` as the terminal does; returns the state and how many steps it took. */
function travel(s0: GameState, journey: Journey): { state: GameState; steps: number } {
  let s = s0;
  let steps = 0;
  for (; steps < 400; steps++) {
    const c = travelCommand(s, journey);
    if ('refused' in c) break;
    const r = playCommand(s, c);
    const before = s;
    s = r.state;
    if (!keepTravelling(before, r, journey)) {
      steps++;
      break;
    }
  }
  return { state: s, steps };
}

describe('travel and auto-explore', () => {
  it('travel to the known stairs walks there over known ground and stops on them', () => {
    const s = emptyKnown();
    const stairs = knownStairs(s, STAIRS)!;
    const { state, steps } = travel(s, { kind: 'to', goal: stairs });
    expect({ x: state.player.x, y: state.player.y }).toEqual(stairs);
    expect(steps).toBeGreaterThan(3);
    expect(travelCommand(state, { kind: 'to', goal: stairs })).toEqual({ refused: 'You are there.' });
  });

  it('auto-explore goes to unexplored ground until the level is known, and refuses with a monster in view', () => {
    const s = structuredClone(fresh());
    for (const m of s.monsters) if (m.level === 0) m.fighter.life = 0;
    let state = s;
    for (let i = 0; i < 50; i++) {
      const r = travel(state, { kind: 'explore' });
      state = r.state;
      if ('refused' in travelCommand(state, { kind: 'explore' })) break;
    }
    expect(travelCommand(state, { kind: 'explore' })).toEqual({
      refused: 'Nothing left to explore that you can reach.',
    });
    expect(knownStairs(state, STAIRS)).toBeDefined();
    const watched = beside(fresh(), firstOf(fresh(), 'rat').id, 'E');
    expect(travelCommand(watched, { kind: 'explore' })).toEqual({ refused: 'Not with a monster in view.' });
  });

  it('stops at once when a monster comes into view', () => {
    const s = fresh();
    let state = s;
    let seen = false;
    for (let i = 0; i < 30 && !seen; i++) {
      const c = travelCommand(state, { kind: 'explore' });
      if ('refused' in c) break;
      const r = playCommand(state, c);
      const before = state;
      state = r.state;
      seen = r.events.some((e) => e.type === 'noticed');
      if (seen) expect(keepTravelling(before, r, { kind: 'explore' })).toBe(false);
    }
    expect(seen).toBe(true);
  });
});
