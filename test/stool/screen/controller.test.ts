/** The screen's key handling as a pure function: which monster `f` strikes and the panel shows. */
import { describe, expect, it } from 'vitest';
import { currentTarget, handleKey, say, startUi } from '../../../src/stool/screen/controller.js';
import type { GameState } from '../../../src/stool/rules/state.js';
import { firstOf, fresh } from '../helpers.js';

/** Seed 1 with a rat awake next to the player (east) and a goblin awake two cells west. */
function ratAndGoblin(): GameState {
  const s = structuredClone(fresh());
  const rat = firstOf(s, 'rat');
  const goblin = firstOf(s, 'goblin');
  Object.assign(rat, { x: s.player.x + 1, y: s.player.y, awake: true });
  Object.assign(goblin, { x: s.player.x - 2, y: s.player.y, awake: true });
  return s;
}

describe('aiming', () => {
  it('f strikes the chosen target in reach, else falls back to the monster next to you; the panel names the same one', () => {
    const s = ratAndGoblin();
    const rat = firstOf(s, 'rat');
    const goblin = firstOf(s, 'goblin');
    let ui = startUi(s);
    // By default the target is the nearest in reach: the rat.
    expect(currentTarget(ui, s)?.id).toBe(rat.id);
    expect(handleKey(ui, s, 'f').command).toEqual({ kind: 'fire', target: rat.id });
    // Tab chooses the goblin (out of a dagger's reach): the panel shows it, but f strikes the rat, and the choice
    // is dropped so the panel then shows the rat too.
    ui = handleKey(ui, s, 't').ui;
    expect(currentTarget(ui, s)?.id).toBe(goblin.id);
    const out = handleKey(ui, s, 'f');
    expect(out.command).toEqual({ kind: 'fire', target: rat.id });
    expect(currentTarget(out.ui, s)?.id).toBe(rat.id);
  });

  it('f with nothing in reach says how far the target is, and gives no command', () => {
    const s = ratAndGoblin();
    const rat = firstOf(s, 'rat');
    s.monsters[rat.id]!.fighter.life = 0;
    const out = handleKey(startUi(s), s, 'f');
    expect(out.command).toBeUndefined();
    expect(out.ui.messages.at(-1)).toBe('The goblin is 2 cells away; your reach is 1.');
  });
});

describe('the message log', () => {
  it('counts a message repeated right after itself instead of repeating it, and marks what is new', () => {
    let ui = startUi(fresh());
    ui = say(ui, 'You miss the rat (40%).', 'You miss the rat (40%).');
    expect(ui.messages.slice(1)).toEqual(['You miss the rat (40%). (x2)']);
    expect(ui.fresh).toBe(1);
    ui = say(ui, 'You miss the rat (40%).', 'The rat bites.');
    expect(ui.messages.slice(1)).toEqual(['You miss the rat (40%). (x3)', 'The rat bites.']);
    expect(ui.fresh).toBe(2);
    ui = say(ui, 'You miss the rat (40%).');
    expect(ui.messages.slice(1)).toEqual(['You miss the rat (40%). (x3)', 'The rat bites.', 'You miss the rat (40%).']);
  });
});
