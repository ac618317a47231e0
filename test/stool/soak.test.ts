import { describe, expect, it } from 'vitest';
import { botCommand } from '../../src/stool/bot.js';
import { newGame } from '../../src/stool/newGame.js';
import { gameRng, stepGame } from '../../src/stool/stepGame.js';

/** Far more commands than any game of the bot takes (about 800 on average): reaching it means a game got stuck. */
const MAX_COMMANDS = 6000;
const GAMES = 100;

describe('soak: the bot plays seeded games to the end', () => {
  it(`plays ${GAMES} games to a win or a death without an error or a refused command; the game is winnable but not trivial`, () => {
    let wins = 0;
    const unfinished: number[] = [];
    const refused: string[] = [];
    for (let seed = 1; seed <= GAMES; seed++) {
      let s = newGame(seed);
      const rng = gameRng(s);
      let n = 0;
      while (s.over === null && n < MAX_COMMANDS) {
        const command = botCommand(s);
        const r = stepGame(s, command, rng);
        if (r.state === s) refused.push(`seed ${seed}: ${JSON.stringify(command)}: ${JSON.stringify(r.events)}`);
        s = r.state;
        n++;
      }
      if (s.over === null) unfinished.push(seed);
      else if (s.over.result === 'won') wins++;
    }
    expect(unfinished, 'games that did not end').toEqual([]);
    expect(refused.slice(0, 3), 'commands the bot gave that were refused').toEqual([]);
    // The tuned content gives about a quarter (docs/rules/stool.md, "Balance"); the band catches a change that makes
    // the game a walk-over or hopeless.
    const rate = wins / GAMES;
    expect(rate, `win rate ${rate}`).toBeGreaterThanOrEqual(0.1);
    expect(rate, `win rate ${rate}`).toBeLessThanOrEqual(0.6);
  });
});
