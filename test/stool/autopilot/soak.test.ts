import { describe, expect, it } from 'vitest';
import { soakGame, soakSummary, type SoakGame } from '../../../src/stool/autopilot/soak.js';
import type { BotStyle } from '../../../src/stool/autopilot/bot.js';

const GAMES = 100;
/** Plays 100 whole games a style: minutes on a loaded machine, so a generous bound (the games are pure, not timed). */
const SOAK_TIMEOUT = 900_000;

/** Seeds 1..GAMES played by the bot in `style`. */
function soak(style: BotStyle): SoakGame[] {
  return Array.from({ length: GAMES }, (_, i) => soakGame(i + 1, style));
}

describe('soak: the bot plays seeded games to the end', () => {
  it(
    `plays ${GAMES} games to a win or a death without an error or a refused command; the game is winnable but not trivial`,
    () => {
      const games = soak('careful');
      const sum = soakSummary('careful', games);
      expect(
        games.filter((g) => g.result === 'unfinished').map((g) => g.seed),
        'games that did not end',
      ).toEqual([]);
      expect(sum.refused, 'commands the bot gave that were refused').toBe(0);
      // The band catches a change that makes the game a walk-over or hopeless (docs/rules/stool.md, "Balance").
      expect(sum.rate, `win rate ${sum.rate}`).toBeGreaterThanOrEqual(0.1);
      expect(sum.rate, `win rate ${sum.rate}`).toBeLessThanOrEqual(0.6);
      // Strength is sampled every 50 rounds while a game goes on, starting from the hero's 70.
      expect(sum.strength[0]?.[2]).toBe(70);
    },
    SOAK_TIMEOUT,
  );

  // Neither way of fighting is hopeless and neither is a walk-over (docs/rules/stool.md, "Kiting" and "Balance"). A
  // kiting bot stuck running from something as quick as itself counts as a loss.
  it.each(['melee', 'ranged'] as const)(
    'a %s-only bot wins between 15 and 45 percent of its games',
    (style) => {
      const sum = soakSummary(style, soak(style));
      expect(sum.refused, 'commands the bot gave that were refused').toBe(0);
      expect(sum.rate, `win rate ${sum.rate}`).toBeGreaterThanOrEqual(0.15);
      expect(sum.rate, `win rate ${sum.rate}`).toBeLessThanOrEqual(0.45);
    },
    SOAK_TIMEOUT,
  );
});
