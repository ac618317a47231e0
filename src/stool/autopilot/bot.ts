/**
 * A simple player for soak tests and demonstrations: a pure function of the state that explores, fights what it sees,
 * eats when low, wears better gear, and goes down the stairs, then lifts the stool. It reads only what the player
 * could know (explored cells, monsters in view), and never gives a command the reducer would refuse.
 */
import { DIRECTIONS, type Direction } from '../../core/direction.js';
import { equip, gearOf, type Loadout } from '../../nightsoil/equipment.js';
import { hasEffect } from '../../nightsoil/effects.js';
import type { Food } from '../../nightsoil/food.js';
import { canSwing, type Item } from '../../nightsoil/mob.js';
import { wantsToFlee } from '../../nightsoil/mood.js';
import { attackReach } from '../../nightsoil/reach.js';
import { affords, hasScroll } from '../../nightsoil/scroll.js';
import { hitChance } from '../../nightsoil/sigmoid.js';
import type { Command } from '../rules/commands.js';
import { levelOf, playerView } from '../rules/context.js';
import { DIR_OFFSETS, ROCK, STAIRS, tileAt, type Point } from '../level/grid.js';
import { chebyshev } from '../../core/chebyshev.js';
import { PACK_SIZE, thingsHere } from '../rules/playerTurn.js';
import { frontier, knownGround, stepToward, type Known } from './knownGround.js';
import type { FloorThing, GameState, Monster, Thing } from '../rules/state.js';
import { visibleMonsters } from '../rules/view.js';
import { isKnown } from '../rules/identify.js';

/** How good a loadout is for the player: expected damage dealt per unit of strength times the inverse of damage taken. */
function loadoutScore(s: GameState, loadout: Loadout): number {
  const f = s.player.fighter;
  const g = gearOf(loadout);
  const aim = Math.min(g.aim, f.maxAim);
  const armour = Math.min(g.armour, f.maxArmour);
  // Judged against a typical foe of the middle levels (armour 9, aim 11).
  const pHit = hitChance(aim, 9, s.params).p;
  const pHurt = hitChance(11, armour, s.params).p;
  return ((pHit * pHit * g.offence) / (pHurt * pHurt)) * g.defence * (g.reach > 1 ? 1.15 : 1);
}

/**
 * How the bot fights, for measuring balance: `careful` takes whatever gear scores best and fights where it stands;
 * `melee` never wields a weapon that strikes from afar; `ranged` wields any weapon that strikes from afar over any
 * that does not, and kites: it steps away from a monster about to strike it while its own weapon still reaches.
 * @category Autopilot
 */
export type BotStyle = 'careful' | 'melee' | 'ranged';

/** The styles, in the order BotStyle lists them. */
const BOT_STYLES: readonly BotStyle[] = ['careful', 'melee', 'ranged'];

/** True when wearing `item` would make the player better off, as `style` judges weapons. */
function upgrade(s: GameState, item: Item, style: BotStyle = 'careful'): boolean {
  const worn = s.player.loadout.weapon;
  if (item.slot === 'weapon' && style === 'melee' && item.range > 1) return false;
  if (item.slot === 'weapon' && style === 'ranged') {
    if (item.range <= 1) return false;
    if (worn === undefined || worn.range <= 1) return true;
  }
  const now = loadoutScore(s, s.player.loadout);
  return loadoutScore(s, equip(s.player.loadout, item).loadout) > now * 1.01;
}

/**
 * The step that puts the most cells between the player and the nearest of `foes` (more than now), if any: the ranged
 * bot's retreat. A cell with a monster or a wall is never chosen.
 */
function stepAwayFrom(s: GameState, foes: readonly Monster[]): Direction | undefined {
  const p = s.player;
  const tiles = levelOf(s).tiles;
  const nearest = (x: number, y: number): number => Math.min(...foes.map((m) => chebyshev({ x, y }, m)));
  const now = nearest(p.x, p.y);
  // Most cells from the foes first, then the most open ground around (a kiter backed into a corner is caught).
  const open = (x: number, y: number): number => {
    let n = 0;
    for (let oy = -2; oy <= 2; oy++) for (let ox = -2; ox <= 2; ox++) if (tileAt(tiles, x + ox, y + oy) !== ROCK) n++;
    return n;
  };
  let best: Direction | undefined;
  let bestScore = -1;
  for (const dir of DIRECTIONS) {
    const [dx, dy] = DIR_OFFSETS[dir];
    const x = p.x + dx;
    const y = p.y + dy;
    if (
      tileAt(tiles, x, y) === ROCK ||
      s.monsters.some((m) => m.level === s.depth && m.fighter.life > 0 && m.x === x && m.y === y)
    )
      continue;
    const d = nearest(x, y);
    if (d <= now) continue;
    const score = d * 100 + open(x, y);
    if (score > bestScore) {
      best = dir;
      bestScore = score;
    }
  }
  return best;
}

/** What eating `food` now would restore, weighted: life most, strength next, iq least. */
function mealValue(s: GameState, food: Food): number {
  const f = s.player.fighter;
  return (
    2 * Math.min(food.life, f.maxLife - f.life) +
    Math.min(food.strength, f.maxStrength - f.strength) +
    0.5 * Math.min(food.iq, f.maxIq - f.iq)
  );
}

/** True when the bot wants `thing` (the stool, scrolls, food while the pack has room, gear that is an upgrade). */
function wanted(s: GameState, thing: Thing, style: BotStyle): boolean {
  if (thing.kind === 'stool' || thing.kind === 'scroll') return true;
  if (s.player.pack.length >= PACK_SIZE) return false;
  return thing.kind === 'food' || upgrade(s, thing.item, style);
}

/** The scroll stack index of the best bolt the player can read at `m` now (in range, affordable), if any. */
function boltFor(s: GameState, m: Monster): number | undefined {
  const f = s.player.fighter;
  let best: number | undefined;
  f.scrolls.forEach((sc, i) => {
    if (
      !isKnown(s, sc.name) ||
      (sc.effect !== 'bolt' && sc.effect !== 'poison') ||
      sc.prepare > 0 ||
      !hasScroll(f, i) ||
      !affords(f, sc) ||
      chebyshev(s.player, m) > sc.range
    )
      return;
    if (best === undefined || sc.iq > (f.scrolls[best]?.iq ?? 0)) best = i;
  });
  return best;
}

/** A stack index of a self-read scroll of `effect` the player can afford, if any. */
function selfScroll(s: GameState, effect: 'ward' | 'haste'): number | undefined {
  const f = s.player.fighter;
  const i = f.scrolls.findIndex(
    (sc, k) => isKnown(s, sc.name) && sc.effect === effect && hasScroll(f, k) && affords(f, sc),
  );
  return i >= 0 ? i : undefined;
}

/** A stack the player has not identified yet (it finds out by reading one), if any. */
function unknownScroll(s: GameState): number | undefined {
  const f = s.player.fighter;
  const i = f.scrolls.findIndex((sc, k) => !isKnown(s, sc.name) && hasScroll(f, k));
  return i >= 0 ? i : undefined;
}

/** A meal when one is due: a corpse underfoot while it is worth something (it rots), else the best food in the pack when hungry. */
function mealCommand(s: GameState, here: readonly FloorThing[], adjacent: readonly Monster[]): Command | undefined {
  const p = s.player;
  const f = p.fighter;
  const lacking = mealValue(s, { life: Infinity, strength: Infinity, iq: Infinity });
  const floorFood = here.findIndex((t) => t.thing.kind === 'food' && mealValue(s, t.thing.food) >= 4);
  const hungry = f.life < 0.5 * f.maxLife || f.strength < 0.4 * f.maxStrength || !canSwing(f);
  if (floorFood >= 0 && (hungry || adjacent.length === 0)) return { kind: 'eat', from: 'floor', index: floorFood };
  if (!hungry || lacking <= 0) return undefined;
  let best = -1;
  let bestValue = 0;
  p.pack.forEach((t, i) => {
    if (t.kind !== 'food') return;
    // Corpses first: they rot.
    const v = mealValue(s, t.food) * (t.rotsAt !== null ? 1.5 : 1);
    if (v > bestValue) {
      bestValue = v;
      best = i;
    }
  });
  return best >= 0 ? { kind: 'eat', from: 'pack', index: best } : undefined;
}

/** How to deal with `target`, the first of `threats`: a ward or a bolt against a big one, kiting, a blow, or closing in. */
function fightCommand(
  s: GameState,
  target: Monster,
  threats: readonly Monster[],
  how: { style: BotStyle; ground: () => Known },
): Command | undefined {
  const p = s.player;
  const f = p.fighter;
  const d = chebyshev(p, target);
  const big = target.fighter.maxLife >= 15;
  if (big && d <= 3 && !hasEffect(f, 'ward')) {
    const w = selfScroll(s, 'ward');
    if (w !== undefined) return { kind: 'read', scroll: w };
  }
  if (big && d <= 4) {
    const b = boltFor(s, target) ?? unknownScroll(s);
    if (b !== undefined) return { kind: 'read', scroll: b, target: target.id };
  }
  if (how.style === 'ranged' && f.reach > 1 && canSwing(f)) {
    // Kiting: a monster that could strike on its next turn is stepped away from, if the weapon still reaches after.
    // Only from what it can outpace: running from a monster as quick as itself gains nothing but lost shots.
    const close = threats.filter(
      (m) =>
        !wantsToFlee(m.fighter) && chebyshev(p, m) <= attackReach(m.fighter) + 1 && m.fighter.moveRate < f.moveRate,
    );
    const away = close.length > 0 ? stepAwayFrom(s, close) : undefined;
    if (away !== undefined && chebyshev(p, target) < f.reach) return { kind: 'move', dir: away };
  }
  if (canSwing(f) && d <= f.reach) {
    if (d === 1) {
      const dir = DIRECTIONS.find((k) => p.x + DIR_OFFSETS[k][0] === target.x && p.y + DIR_OFFSETS[k][1] === target.y);
      if (dir !== undefined) return { kind: 'move', dir };
    }
    return { kind: 'fire', target: target.id };
  }
  if (!canSwing(f)) {
    const b = boltFor(s, target);
    return b !== undefined ? { kind: 'read', scroll: b, target: target.id } : undefined;
  }
  const dir = stepToward(s, how.ground(), [target]);
  return dir !== undefined ? { kind: 'move', dir } : undefined;
}

/** With nothing to fight: pick up, wear better gear, go for the stool, things, unexplored ground, then the stairs. */
function wanderCommand(
  s: GameState,
  here: readonly FloorThing[],
  how: { style: BotStyle; ground: () => Known },
): Command {
  const { style, ground } = how;
  const p = s.player;
  const l = levelOf(s);
  if (here.some((t) => wanted(s, t.thing, style))) return { kind: 'pickUp' };
  const better = p.pack.findIndex((t) => t.kind === 'gear' && upgrade(s, t.item, style));
  if (better >= 0) return { kind: 'wear', index: better };
  const items = l.items.filter(
    (t) => l.explored[t.y]?.[t.x] === '1' && wanted(s, t.thing, style) && !(t.x === p.x && t.y === p.y),
  );
  const stool = items.filter((t) => t.thing.kind === 'stool');
  const goStool = stepToward(s, ground(), stool);
  if (goStool !== undefined) return { kind: 'move', dir: goStool };
  const goItem = stepToward(s, ground(), items);
  if (goItem !== undefined) return { kind: 'move', dir: goItem };
  const goExplore = stepToward(s, ground(), frontier(ground()));
  if (goExplore !== undefined) return { kind: 'move', dir: goExplore };
  if (tileAt(l.tiles, p.x, p.y) === STAIRS) return { kind: 'descend' };
  const stairs: Point[] = [];
  l.tiles.forEach((row, y) => {
    for (let x = 0; x < row.length; x++) if (row[x] === STAIRS && l.explored[y]?.[x] === '1') stairs.push({ x, y });
  });
  const goStairs = stepToward(s, ground(), stairs);
  if (goStairs !== undefined) return { kind: 'move', dir: goStairs };
  return { kind: 'wait' };
}

/**
 * The command the built-in bot gives in state `s`: it fights, eats, wears what is better, reads scrolls and takes the
 * stairs, in `style` (a careful fighter, or melee or ranged only). For tests, soak runs and an AI opponent.
 *
 * @param style - `careful` (the default), `melee` or `ranged`
 * @throws RangeError `botCommand: style must be one of careful, melee, ranged, got "sneaky"`
 * @example
 * ```ts
 * import { botCommand, gameRng, newGame, stepGame } from 'fray/stool';
 *
 * let game = newGame(3);
 * const rng = gameRng(game);
 * while (game.over === null) game = stepGame(game, botCommand(game), rng).state;
 * console.log(game.over.result, 'on level', game.depth + 1, 'with', game.kills, 'kills');
 * //> dead on level 4 with 24 kills
 * ```
 * @category Autopilot
 */
export function botCommand(s: GameState, style: BotStyle = 'careful'): Command {
  if (!BOT_STYLES.includes(style))
    throw new RangeError(`botCommand: style must be one of ${BOT_STYLES.join(', ')}, got ${String(style)}`);
  const p = s.player;
  const f = p.fighter;
  const here = thingsHere(s);
  let known: Known | undefined;
  const ground = (): Known => (known ??= knownGround(s));
  if (here.some((t) => t.thing.kind === 'stool')) return { kind: 'pickUp' };
  const seen = visibleMonsters(s, playerView(s));
  const meal = mealCommand(
    s,
    here,
    seen.filter((m) => chebyshev(p, m) === 1),
  );
  if (meal !== undefined) return meal;
  // Fight what is close or can already strike: farther monsters come to the bot by themselves (a bot that walked
  // towards everything in view would dither as they slip in and out of sight), and a fleeing one is left alone.
  const threats = seen.filter((m) => {
    const d = chebyshev(p, m);
    if (wantsToFlee(m.fighter)) return d <= Math.max(1, f.reach);
    return d <= 2 || d <= attackReach(m.fighter) || (f.reach > 1 && d <= f.reach);
  });
  const target = threats[0];
  const fight = target === undefined ? undefined : fightCommand(s, target, threats, { style, ground });
  return fight ?? wanderCommand(s, here, { style, ground });
}
