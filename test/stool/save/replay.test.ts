import { describe, expect, it } from 'vitest';
import { botCommand } from '../../../src/stool/autopilot/bot.js';
import { newGame } from '../../../src/stool/rules/newGame.js';
import { replayGame } from '../../../src/stool/save/replayGame.js';
import { parseSave, saveOf, saveText } from '../../../src/stool/save/saveFile.js';
import { playCommand } from '../../../src/stool/rules/stepGame.js';
import { botGame } from '../helpers.js';

describe('determinism', () => {
  it('the same seed builds the same game; another seed another', () => {
    expect(newGame(42)).toEqual(newGame(42));
    expect(newGame(42).levels[0]!.tiles).not.toEqual(newGame(43).levels[0]!.tiles);
  });

  it('a seeded game replayed from its command list gives the same state', () => {
    const { commands, state } = botGame(7, 400);
    expect(commands.length).toBeGreaterThan(100);
    expect(replayGame(7, commands)).toEqual(state);
  });

  it('a save resumes exactly: saved, read back and played on, it matches the game that never stopped', () => {
    const { commands, state } = botGame(11, 150);
    const text = saveText(saveOf(state, commands, ['hello']));
    const back = parseSave(JSON.parse(text), 'save.json');
    if (!back.ok) throw new Error(back.problem.message);
    expect(back.value.state).toEqual(state);
    expect(back.value.commands).toEqual(commands);
    let a = state;
    let b = back.value.state;
    for (let i = 0; i < 100 && a.over === null; i++) {
      const c = botCommand(a);
      a = playCommand(a, c).state;
      b = playCommand(b, c).state;
    }
    expect(b).toEqual(a);
  });

  it('a level does not depend on the play before it: levels come from their own forks of the seed', () => {
    const { state } = botGame(3, 200);
    expect(state.levels[3]).toEqual(newGame(3).levels[3]);
  });
});
