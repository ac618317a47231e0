import { describe, expect, it } from 'vitest';
import { refit } from '../../../src/nightsoil/mob.js';
import { botCommand, type BotStyle } from '../../../src/stool/autopilot/bot.js';
import { gearNamed } from '../../../src/stool/content/gear.js';
import { newGame } from '../../../src/stool/rules/newGame.js';
import type { GameState } from '../../../src/stool/rules/state.js';
import { gameRng, stepGame } from '../../../src/stool/rules/stepGame.js';

/** Far more commands than any game of the bot takes (about 800 on average): reaching it means a game got stuck. */
const MAX_COMMANDS = 6000;
const GAMES = 100;

/** Game `seed`, with the hero's dagger swapped for a sling when the bot fights from afar only. */
function start(seed: number, style: BotStyle): GameState {
  const s = newGame(seed);
  if (style !== 'ranged') return s;
  const c = structuredClone(s);
  c.player.loadout = { ...c.player.loadout, weapon: gearNamed('sling') };
  refit(c.player.fighter, c.player.loadout);
  return c;
}

/** Plays seeds 1..GAMES with the bot in `style`: wins, games that did not end, and commands the reducer refused. */
function soak(style: BotStyle): { rate: number; unfinished: number[]; refused: string[] } {
  let wins = 0;
  const unfinished: number[] = [];
  const refused: string[] = [];
  for (let seed = 1; seed <= GAMES; seed++) {
    let s = start(seed, style);
    const rng = gameRng(s);
    let n = 0;
    while (s.over === null && n < MAX_COMMANDS) {
      const command = botCommand(s, style);
      const r = stepGame(s, command, rng);
      if (r.state === s) refused.push(`seed ${seed}: ${JSON.stringify(command)}: ${JSON.stringify(r.events)}`);
      s = r.state;
      n++;
    }
    if (s.over === null) unfinished.push(seed);
    else if (s.over.result === 'won') wins++;
  }
  return { rate: wins / GAMES, unfinished, refused };
}

describe('soak: the bot plays seeded games to the end', () => {
  it(`plays ${GAMES} games to a win or a death without an error or a refused command; the game is winnable but not trivial`, () => {
    const { rate, unfinished, refused } = soak('careful');
    expect(unfinished, 'games that did not end').toEqual([]);
    expect(refused.slice(0, 3), 'commands the bot gave that were refused').toEqual([]);
    // The tuned content gives about a quarter (docs/rules/stool.md, "Balance"); the band catches a change that makes
    // the game a walk-over or hopeless.
    expect(rate, `win rate ${rate}`).toBeGreaterThanOrEqual(0.1);
    expect(rate, `win rate ${rate}`).toBeLessThanOrEqual(0.6);
  });

  // Neither way of fighting is hopeless and neither is a walk-over: both win between 15% and 45% of seeds 1-100
  // (docs/rules/stool.md, "Kiting"). A kiting bot stuck running from something as quick as itself counts as a loss.
  it.each(['melee', 'ranged'] as const)('a %s-only bot wins between 15 and 45 percent of its games', (style) => {
    const { rate, refused } = soak(style);
    expect(refused.slice(0, 3), 'commands the bot gave that were refused').toEqual([]);
    expect(rate, `win rate ${rate}`).toBeGreaterThanOrEqual(0.15);
    expect(rate, `win rate ${rate}`).toBeLessThanOrEqual(0.45);
  });
});
