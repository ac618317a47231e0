/**
 * The bot's games, measured: a seeded game played to its end by `botCommand` in one style, with what balance needs
 * (the result, the rounds, the level reached, what killed it, and the player's strength over time). Pure: the same
 * seed and style give the same record. The soak tests and `scripts/stoolBalance.js` both use it.
 */
import { refit } from '../../nightsoil/mob.js';
import { gearNamed } from '../content/gear.js';
import { newGame } from '../rules/newGame.js';
import type { GameState } from '../rules/state.js';
import { gameRng, stepGame } from '../rules/stepGame.js';
import { botCommand, type BotStyle } from './bot.js';

/** Far more commands than any bot game takes (about 800 on average): reaching it means the game got stuck. */
export const SOAK_MAX_COMMANDS = 6000;

/** Rounds between two samples of the player's strength. */
export const STRENGTH_EVERY = 50;

/** One measured game. */
export interface SoakGame {
  readonly seed: number;
  readonly style: BotStyle;
  readonly result: 'won' | 'dead' | 'unfinished';
  readonly by?: string;
  readonly rounds: number;
  readonly commands: number;
  /** Level reached, from 1. */
  readonly level: number;
  /** The player's strength at rounds 0, STRENGTH_EVERY, 2·STRENGTH_EVERY… while the game went on. */
  readonly strength: readonly number[];
  /** Commands the reducer refused (the bot should never give one). */
  readonly refused: number;
}

/** Game `seed` as the bot of `style` starts it: the ranged bot swaps the hero's dagger for a sling. */
export function soakStart(seed: number, style: BotStyle): GameState {
  const s = newGame(seed);
  if (style !== 'ranged') return s;
  const c = structuredClone(s);
  c.player.loadout = { ...c.player.loadout, weapon: gearNamed('sling') };
  refit(c.player.fighter, c.player.loadout);
  return c;
}

/** Plays game `seed` with the bot in `style` to its end (or SOAK_MAX_COMMANDS); see SoakGame. */
export function soakGame(seed: number, style: BotStyle): SoakGame {
  let s = soakStart(seed, style);
  const rng = gameRng(s);
  const strength: number[] = [s.player.fighter.strength];
  let refused = 0;
  let n = 0;
  while (s.over === null && n < SOAK_MAX_COMMANDS) {
    const r = stepGame(s, botCommand(s, style), rng);
    if (r.state === s) refused++;
    s = r.state;
    n++;
    while (strength.length * STRENGTH_EVERY <= s.now.round && s.over === null) strength.push(s.player.fighter.strength);
  }
  return {
    seed,
    style,
    result: s.over === null ? 'unfinished' : s.over.result,
    ...(s.over?.by !== undefined ? { by: s.over.by } : {}),
    rounds: s.now.round,
    commands: n,
    level: s.depth + 1,
    strength,
    refused,
  };
}

/** What a set of games of one style comes to: the win rate, and the mean strength at each sample among games still going. */
export interface SoakSummary {
  readonly style: BotStyle;
  readonly games: number;
  readonly wins: number;
  readonly rate: number;
  readonly unfinished: number;
  readonly refused: number;
  readonly medianRounds: number;
  readonly medianCommands: number;
  /** [round, games still going, their mean strength] for each sample taken by at least a tenth of the games. */
  readonly strength: readonly (readonly [round: number, going: number, mean: number])[];
  /** Deaths by what dealt them, most first. */
  readonly killers: readonly (readonly [by: string, count: number])[];
}

const median = (xs: readonly number[]): number => {
  const s = xs.slice().sort((a, b) => a - b);
  return s.length === 0 ? 0 : (s[(s.length - 1) >> 1] as number);
};

/** Sums up `games` (all of one style). */
export function soakSummary(style: BotStyle, games: readonly SoakGame[]): SoakSummary {
  const wins = games.filter((g) => g.result === 'won').length;
  const strength: [number, number, number][] = [];
  for (let k = 0; ; k++) {
    const at = games.flatMap((g) => g.strength.slice(k, k + 1));
    if (at.length === 0 || at.length * 10 < games.length) break;
    strength.push([k * STRENGTH_EVERY, at.length, at.reduce((t, v) => t + v, 0) / at.length]);
  }
  const killers = new Map<string, number>();
  for (const g of games) if (g.result === 'dead') killers.set(g.by ?? '?', (killers.get(g.by ?? '?') ?? 0) + 1);
  return {
    style,
    games: games.length,
    wins,
    rate: games.length === 0 ? 0 : wins / games.length,
    unfinished: games.filter((g) => g.result === 'unfinished').length,
    refused: games.reduce((t, g) => t + g.refused, 0),
    medianRounds: median(games.map((g) => g.rounds)),
    medianCommands: median(games.map((g) => g.commands)),
    strength,
    killers: [...killers].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])),
  };
}
