/** What the player can see and judge right now, derived from the state (for the screen, the key handling and the bot). */
import { aimOf, armourOf, type MobState } from '../../nightsoil/mob.js';
import type { NightSoilParams } from '../../nightsoil/params.js';
import { hitChance } from '../../nightsoil/sigmoid.js';
import { levelOf, playerView, sizeOf } from './context.js';
import { chebyshev } from '../../core/chebyshev.js';
import type { GameState, Monster } from './state.js';

/**
 * The living monsters on the player's level that the player sees now, nearest first (then by id).
 *
 * @param view - the player's field of view, when already computed
 * @example
 * ```ts
 * import { newGame, visibleMonsters } from 'fray/stool';
 *
 * console.log(visibleMonsters(newGame(3)).map((m) => m.build).join(', ') || 'none in sight');
 * //> none in sight
 * ```
 * @category Games
 */
export function visibleMonsters(s: GameState, view: Uint8Array = playerView(s)): Monster[] {
  const { width } = sizeOf(levelOf(s));
  return s.monsters
    .filter((m) => m.level === s.depth && m.fighter.life > 0 && view[m.y * width + m.x] === 1)
    .sort((a, b) => chebyshev(s.player, a) - chebyshev(s.player, b) || a.id - b.id);
}

/**
 * One side's chance to hit the other: the contest x and the sigmoid's p.
 * @category Games
 */
export interface Odds {
  /** The contest (aim − armour)/(aim + armour), from −1 to 1. */
  x: number;
  /** The chance to hit, from 0 to 1. */
  p: number;
}

/**
 * The player's chance to hit monster `m` with its weapon, and `m`'s chance to hit the player: the sigmoid made visible
 * (the side panel shows these).
 *
 * @param params - Night Soil's constants (the game's own by default)
 * @example
 * ```ts
 * import { hitOdds, newGame } from 'fray/stool';
 *
 * const game = newGame(3);
 * const m = game.monsters.find((x) => x.level === game.depth)!;
 * const { you, it } = hitOdds(game, m);
 * console.log(m.build, (100 * you.p).toFixed(0) + '%', (100 * it.p).toFixed(0) + '%');
 * //> rat 66% 50%
 * ```
 * @category Games
 */
export function hitOdds(s: GameState, m: Monster, params: NightSoilParams = s.params): { you: Odds; it: Odds } {
  return {
    you: hitChance(aimOf(s.player.fighter), armourOf(m.fighter), params),
    it: hitChance(aimOf(m.fighter), armourOf(s.player.fighter), params),
  };
}

/**
 * One side's swing at the other, before it is made: the chance to hit, the strength the swing costs (hit or miss:
 * Night Soil's C·strength·p) and the damage of a hit before any ward (cost · offence / defence). So strength, which
 * decides fights as much as the hit chance does, is visible beside it.
 * @category Games
 */
export interface StrikePreview extends Odds {
  /** Strength the swing spends, hit or miss (C·strength·p). */
  cost: number;
  /** Life a hit takes before any ward (cost · offence / defence). */
  damage: number;
}

/** `att`'s next swing at `def` (see StrikePreview); a spent fighter's swing costs and deals 0. */
export function strikePreview(att: MobState, def: MobState, params: NightSoilParams): StrikePreview {
  const { x, p } = hitChance(aimOf(att), armourOf(def), params);
  const cost = params.C * Math.max(0, att.strength) * p;
  return { x, p, cost, damage: (cost * att.offence) / def.defence };
}

/** The player's next swing at `m` and `m`'s at the player (see StrikePreview). */
export function strikeOdds(s: GameState, m: Monster): { you: StrikePreview; it: StrikePreview } {
  return {
    you: strikePreview(s.player.fighter, m.fighter, s.params),
    it: strikePreview(m.fighter, s.player.fighter, s.params),
  };
}
