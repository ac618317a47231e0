/**
 * stepGame over random command sequences, as Summoner War's reducer is tested: pure (the same inputs give the same
 * outputs, the state given is never changed), replayable (a game is its seed, its rules and its commands), and
 * within its invariants after every command (life and strength in bounds, every mob on the floor of its level, no
 * two on one cell), for the design's constants and for other usable ones.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PARAMS, type NightSoilParams } from '../../../src/nightsoil/params.js';
import type { MobState } from '../../../src/nightsoil/mob.js';
import type { Command } from '../../../src/stool/rules/commands.js';
import { walkable } from '../../../src/stool/level/grid.js';
import { DIRECTIONS } from '../../../src/core/direction.js';
import { newGame } from '../../../src/stool/rules/newGame.js';
import type { GameState } from '../../../src/stool/rules/state.js';
import { gameRng, stepGame } from '../../../src/stool/rules/stepGame.js';
import { replayGame } from '../../../src/stool/save/replayGame.js';
import { parseSave, saveOf, saveText } from '../../../src/stool/save/saveFile.js';

/** Any command, well-formed or not for the moment it is given (out-of-range targets and indices included). */
const commandArb: fc.Arbitrary<Command> = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...DIRECTIONS).map((dir): Command => ({ kind: 'move', dir })) },
  fc.nat(40).map((target): Command => ({ kind: 'fire', target })),
  fc.tuple(fc.nat(3), fc.nat(40)).map(([scroll, target]): Command => ({ kind: 'read', scroll, target })),
  fc
    .tuple(fc.constantFrom('pack' as const, 'floor' as const), fc.nat(3))
    .map(([from, index]): Command => ({ kind: 'eat', from, index })),
  fc.nat(4).map((index): Command => ({ kind: 'wear', index })),
  fc.constantFrom<Command>(
    { kind: 'pickUp' },
    { kind: 'descend' },
    { kind: 'ascend' },
    { kind: 'wait' },
    { kind: 'remove', slot: 'body' },
    { kind: 'drop', index: 0 },
  ),
);

/** Usable Night Soil constants (paramProblem accepts every one), the design's among them. */
const paramsArb: fc.Arbitrary<NightSoilParams> = fc.oneof(
  fc.constant(DEFAULT_PARAMS),
  fc.record({
    A: fc.double({ min: 1.5, max: 400, noNaN: true }),
    // -0 + 0 is 0: a save is JSON, which writes -0 as 0, so a B of -0 would never read back as itself.
    B: fc.double({ min: -5, max: 5, noNaN: true }).map((v) => v + 0),
    C: fc.double({ min: 0.01, max: 1, noNaN: true }),
    D: fc.double({ min: 0, max: 1, noNaN: true }),
    E: fc.double({ min: 0, max: 1, noNaN: true }),
    F: fc.double({ min: 0, max: 3, noNaN: true }),
  }),
);

/** Life and strength within 0 and their maxima. */
function inBounds(f: MobState): void {
  expect(f.life).toBeGreaterThanOrEqual(0);
  expect(f.life).toBeLessThanOrEqual(f.maxLife);
  expect(f.strength).toBeGreaterThanOrEqual(0);
  expect(f.strength).toBeLessThanOrEqual(f.maxStrength);
}

/** What holds between any two commands of any game. */
function invariants(s: GameState): void {
  const here = s.levels[s.depth]!;
  expect(walkable(here.tiles, s.player.x, s.player.y)).toBe(true);
  inBounds(s.player.fighter);
  const taken = new Set<string>();
  if (s.over === null) taken.add(`${s.depth}:${s.player.x},${s.player.y}`);
  for (const m of s.monsters) {
    inBounds(m.fighter);
    if (m.fighter.life <= 0) continue;
    expect(walkable(s.levels[m.level]!.tiles, m.x, m.y)).toBe(true);
    const cell = `${m.level}:${m.x},${m.y}`;
    expect(taken.has(cell)).toBe(false);
    taken.add(cell);
  }
}

describe('stepGame over any commands', () => {
  it('is pure and keeps its invariants: the same state and command give the same step, the state given is untouched', () => {
    fc.assert(
      fc.property(fc.nat(1000), paramsArb, fc.array(commandArb, { maxLength: 50 }), (seed, params, commands) => {
        let s = newGame(seed, { params });
        expect(s.params).toEqual(params);
        invariants(s);
        for (const c of commands) {
          const before = JSON.stringify(s);
          const r = stepGame(s, c, gameRng(s));
          expect(stepGame(s, c, gameRng(s))).toEqual(r);
          expect(JSON.stringify(s)).toBe(before);
          const refused = r.events.some((e) => e.type === 'cannot');
          // A refused command changes nothing and takes no time; any other is one more turn.
          if (refused) expect(r.state).toBe(s);
          else expect(r.state.turns).toBe(s.turns + 1);
          s = r.state;
          invariants(s);
        }
      }),
      { numRuns: 40 },
    );
  });

  it('replays alike: a game is its seed, its rules and its commands, and a save of it reads back as it is', () => {
    fc.assert(
      fc.property(fc.nat(1000), paramsArb, fc.array(commandArb, { maxLength: 60 }), (seed, params, commands) => {
        let s = newGame(seed, { params });
        const rng = gameRng(s);
        for (const c of commands) s = stepGame(s, c, rng).state;
        expect(replayGame(seed, commands, undefined, params)).toEqual(s);
        const back = parseSave(JSON.parse(saveText(saveOf(s, commands, []))) as unknown);
        expect(back.ok && back.value.state).toEqual(s);
      }),
      { numRuns: 40 },
    );
  });
});
