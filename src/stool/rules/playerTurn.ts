/**
 * The player's side of a command: whether it can be done at all, which of the player's clocks it needs (strikes and
 * readings the swing clock, as Night Soil's moods; stepping, eating, handling gear and the stairs the step clock, as
 * the arena's eating), and doing it.
 */
import { equip, unequip, SLOTS } from '../../nightsoil/equipment.js';
import { eatInPlace } from '../../nightsoil/food.js';
import { canSwing, cloneFighter, refit } from '../../nightsoil/mob.js';
import { hasScroll, readsOnSelf } from '../../nightsoil/scroll.js';
import { PLAYER } from './clocks.js';
import type { Command } from './commands.js';
import { freeCell, inView, levelOf, monsterAt, refreshView, type Ctx } from './context.js';
import { ARRIVAL, DIR_OFFSETS, STAIRS, directionOf, tileAt, walkable } from '../level/grid.js';
import { DIRECTIONS, type Direction } from '../../core/direction.js';
import { chebyshev } from '../../core/chebyshev.js';
import type { FloorThing, GameState, Monster, PackThing, Thing } from './state.js';
import { castAt, prepareAt, swingAt, wasteReading } from './strikes.js';
import { isKnown } from './identify.js';
import { addToPack, keepInPack } from './packLetters.js';

/** Most things the pack holds (letters a to t). */
export const PACK_SIZE = 20;

/** Which clock a command waits for: a swing turn, a step turn, or whichever of the player's turns comes first. */
export type Need = 'swing' | 'step' | 'any';

/** A command that cannot be done now, and why: a sentence for the player. */
export interface Refused {
  readonly refused: string;
}

/** The refusal saying `reason`. */
function refuse(reason: string): Refused {
  return { refused: reason };
}

/** The things lying on the player's cell, in the order they were left there. */
export function thingsHere(s: GameState): FloorThing[] {
  const p = s.player;
  return levelOf(s).items.filter((t) => t.x === p.x && t.y === p.y);
}

/** A monster by id if it is alive, on the player's level and in the player's view. */
function visibleMonster(ctx: Ctx, id: number): Monster | undefined {
  const m = ctx.onLevel.find((o) => o.id === id && o.fighter.life > 0);
  return m !== undefined && inView(ctx, m.x, m.y) ? m : undefined;
}

/** Why monster `id` cannot be aimed at now, naming it when it is a monster of this level ("The goblin is out of sight."). */
function notThere(ctx: Ctx, id: number, fallback: string): string {
  const m = Number.isInteger(id) ? ctx.state.monsters[id] : undefined;
  if (m === undefined || m.level !== ctx.state.depth) return fallback;
  return m.fighter.life > 0 ? `The ${m.build} is out of sight.` : `The ${m.build} is dead.`;
}

const TOO_TIRED = 'You are too tired to swing (strength below 1): eat something.';

/**
 * The clock `cmd` needs right now, or why it cannot be done (`refused`, a sentence for the player). Checked when the
 * command is given (a refused command takes no time) and again at each of the player's turns until it is done, since
 * monsters move in between: a step becomes a swing when a monster steps into the way.
 */
export function needOf(ctx: Ctx, cmd: Command): Need | Refused {
  const s = ctx.state;
  const p = s.player;
  switch (cmd.kind) {
    case 'move': {
      const dir = directionOf(cmd.dir);
      if (dir === undefined) return refuse(`There is no direction '${String(cmd.dir)}'.`);
      const [dx, dy] = DIR_OFFSETS[dir];
      const x = p.x + dx;
      const y = p.y + dy;
      // A spent player cannot swing, so walking into a monster squeezes past it (they swap places): no one is ever
      // walled in for good by monsters in a corridor, with no strength left to fight through them.
      if (monsterAt(ctx, x, y) !== undefined) return canSwing(p.fighter) ? 'swing' : 'step';
      return walkable(levelOf(s).tiles, x, y) ? 'step' : refuse('There is a wall in the way.');
    }
    case 'fire': {
      const m = visibleMonster(ctx, cmd.target);
      if (m === undefined) return refuse(notThere(ctx, cmd.target, 'There is nothing there to strike at.'));
      const d = chebyshev(p, m);
      if (d > p.fighter.reach) return refuse(`The ${m.build} is ${d} cells away; your reach is ${p.fighter.reach}.`);
      return canSwing(p.fighter) ? 'swing' : refuse(TOO_TIRED);
    }
    case 'read': {
      const scroll = p.fighter.scrolls[cmd.scroll];
      if (scroll === undefined || !Number.isInteger(cmd.scroll) || !hasScroll(p.fighter, cmd.scroll))
        return refuse('You have no such scroll.');
      // An unknown scroll is read whatever it turns out to be: a bolt with nothing to go at is used up for nothing.
      if (readsOnSelf(scroll) || !isKnown(s, scroll.name)) return 'swing';
      const needs = `The ${scroll.name} scroll needs a monster in view to read it at.`;
      if (cmd.target === undefined) return refuse(needs);
      const m = visibleMonster(ctx, cmd.target);
      if (m === undefined)
        return refuse(`${notThere(ctx, cmd.target, needs).replace(/\.$/, '')}: ${scroll.name} not read.`);
      const d = chebyshev(p, m);
      return d <= scroll.range
        ? 'swing'
        : refuse(`The ${m.build} is ${d} cells away; ${scroll.name} reaches ${scroll.range}.`);
    }
    case 'eat': {
      const it = cmd.from === 'pack' ? p.pack[cmd.index] : thingsHere(s)[cmd.index]?.thing;
      return it?.kind === 'food'
        ? 'step'
        : cmd.from === 'pack'
          ? refuse('You have no such food.')
          : refuse('There is no such food here.');
    }
    case 'wear':
      return p.pack[cmd.index]?.kind === 'gear' ? 'step' : refuse('You have no such thing to wear or wield.');
    case 'remove':
      return (SLOTS as readonly string[]).includes(cmd.slot) && p.loadout[cmd.slot] !== undefined
        ? 'step'
        : refuse('You wear nothing there.');
    case 'drop':
      return p.pack[cmd.index] !== undefined ? 'step' : refuse('You have no such thing.');
    case 'pickUp':
      return thingsHere(s).length > 0 ? 'step' : refuse('There is nothing here to pick up.');
    case 'descend':
      if (tileAt(levelOf(s).tiles, p.x, p.y) !== STAIRS) return refuse('There are no stairs down here.');
      return 'step';
    case 'ascend':
      if (tileAt(levelOf(s).tiles, p.x, p.y) !== ARRIVAL) return refuse('There are no stairs up here.');
      // The top level has no up stairs (its arrival is plain floor), so depth > 0 always holds here.
      return s.depth > 0 ? 'step' : refuse('There are no stairs up here.');
    case 'wait':
      return 'any';
    default:
      return refuse('Unknown command.');
  }
}

/** The former name of carryOut, kept for code written against it. @deprecated use carryOut. */
export const perform = carryOut;

/** Puts things in the pack, or on the floor at the player's feet when the pack is full. */
function stow(ctx: Ctx, things: readonly PackThing[]): void {
  const p = ctx.state.player;
  for (const t of things) {
    if (p.pack.length < PACK_SIZE) addToPack(p, t);
    else {
      const l = levelOf(ctx.state);
      l.items = [...l.items, { x: p.x, y: p.y, thing: t }];
      ctx.events.push({ type: 'dropped', thing: t });
    }
  }
}

/**
 * Carries out `cmd` now (its clock has come and `needOf` allowed it). Long on purpose: one case per command kind,
 * each a few lines, beside needOf's cases for the same kinds; the longer ones (pickUp, changeLevel, stow) are their own functions.
 */
export function carryOut(ctx: Ctx, cmd: Command): void {
  const s = ctx.state;
  const p = s.player;
  switch (cmd.kind) {
    case 'move': {
      // needOf refused a move in no direction before it could be carried out.
      const [dx, dy] = DIR_OFFSETS[directionOf(cmd.dir) as Direction];
      const m = monsterAt(ctx, p.x + dx, p.y + dy);
      if (m !== undefined && canSwing(p.fighter)) {
        swingAt(ctx, PLAYER, m.id);
        return;
      }
      if (m !== undefined) {
        m.x = p.x;
        m.y = p.y;
        ctx.scent = null;
        ctx.events.push({ type: 'squeezed', who: m.id });
      } else if (!freeCell(ctx, p.x + dx, p.y + dy)) return;
      p.x += dx;
      p.y += dy;
      refreshView(ctx);
      const here = thingsHere(s);
      if (here.length > 0) ctx.events.push({ type: 'here', things: here.map((t) => t.thing) });
      return;
    }
    case 'fire':
      swingAt(ctx, PLAYER, cmd.target);
      return;
    case 'read': {
      const scroll = p.fighter.scrolls[cmd.scroll];
      if (scroll === undefined) return;
      const onSelf = readsOnSelf(scroll);
      const m = cmd.target === undefined ? undefined : visibleMonster(ctx, cmd.target);
      if (!onSelf && (m === undefined || chebyshev(p, m) > scroll.range)) {
        wasteReading(ctx, cmd.scroll);
        return;
      }
      const target = onSelf ? PLAYER : (m?.id ?? PLAYER);
      if (scroll.prepare > 0) prepareAt(ctx, PLAYER, cmd.scroll, target);
      else castAt(ctx, PLAYER, cmd.scroll, target);
      return;
    }
    case 'eat': {
      let thing: Thing | undefined;
      if (cmd.from === 'pack') {
        thing = p.pack[cmd.index];
        keepInPack(p, (_, i) => i !== cmd.index);
      } else {
        const here = thingsHere(s)[cmd.index];
        thing = here?.thing;
        const l = levelOf(s);
        l.items = l.items.filter((t) => t !== here);
      }
      if (thing?.kind !== 'food') return;
      const meal = eatInPlace(p.fighter, thing.food, ctx.params, ctx.rng);
      ctx.events.push({ type: 'ate', name: thing.name, meal });
      return;
    }
    case 'wear': {
      const thing = p.pack[cmd.index];
      if (thing?.kind !== 'gear') return;
      keepInPack(p, (_, i) => i !== cmd.index);
      const r = equip(p.loadout, thing.item);
      p.loadout = r.loadout;
      refit(p.fighter, r.loadout);
      ctx.events.push({ type: 'wore', item: thing.item, removed: r.removed });
      stow(
        ctx,
        r.removed.map((item) => ({ kind: 'gear', item })),
      );
      return;
    }
    case 'remove': {
      const r = unequip(p.loadout, cmd.slot);
      p.loadout = r.loadout;
      refit(p.fighter, r.loadout);
      for (const item of r.removed) ctx.events.push({ type: 'tookOff', item });
      stow(
        ctx,
        r.removed.map((item) => ({ kind: 'gear', item })),
      );
      return;
    }
    case 'drop': {
      const thing = p.pack[cmd.index];
      if (thing === undefined) return;
      keepInPack(p, (_, i) => i !== cmd.index);
      const l = levelOf(s);
      l.items = [...l.items, { x: p.x, y: p.y, thing }];
      ctx.events.push({ type: 'dropped', thing });
      return;
    }
    case 'pickUp': {
      pickUp(ctx);
      return;
    }
    case 'descend':
      changeLevel(ctx, s.depth + 1);
      return;
    case 'ascend':
      changeLevel(ctx, s.depth - 1);
      return;
    case 'wait':
      return;
  }
}

/** Takes what lies here: the stool wins the game; scrolls join the player's stacks; the rest goes in the pack while it has room. */
function pickUp(ctx: Ctx): void {
  const s = ctx.state;
  const p = s.player;
  const l = levelOf(s);
  const taken = new Set<FloorThing>();
  for (const ft of thingsHere(s)) {
    const t = ft.thing;
    if (t.kind === 'stool') {
      taken.add(ft);
      ctx.events.push({ type: 'pickedUp', thing: t }, { type: 'won' });
      s.over = { result: 'won', round: s.now.round };
      break;
    }
    if (t.kind === 'scroll') {
      const i = p.fighter.scrolls.findIndex((x) => x.name === t.scroll.name);
      if (i >= 0) p.fighter.scrollsLeft[i] = (p.fighter.scrollsLeft[i] ?? 0) + t.scroll.count;
      else {
        p.fighter.scrolls = [...p.fighter.scrolls, t.scroll];
        p.fighter.scrollsLeft = [...p.fighter.scrollsLeft, t.scroll.count];
      }
      taken.add(ft);
      ctx.events.push({ type: 'pickedUp', thing: t, count: t.scroll.count });
      continue;
    }
    if (p.pack.length >= PACK_SIZE) {
      ctx.events.push({ type: 'packFull', thing: t });
      continue;
    }
    addToPack(p, t);
    taken.add(ft);
    ctx.events.push({ type: 'pickedUp', thing: t });
  }
  l.items = l.items.filter((t) => !taken.has(t));
}

/**
 * Down or up the stairs to level `depth` (copied before it changes, like the rest of the state): going down you arrive
 * at its up stairs, going up at its stairs down. Its monsters take up where they were.
 */
function changeLevel(ctx: Ctx, depth: number): void {
  const s = ctx.state;
  const down = depth > s.depth;
  s.depth = depth;
  const next = s.levels[depth];
  if (next === undefined) throw new RangeError(`no level ${depth}`);
  s.levels[depth] = { ...next, explored: next.explored.slice(), items: next.items.slice() };
  s.monsters = s.monsters.map((m) => (m.level === depth ? { ...m, fighter: cloneFighter(m.fighter) } : m));
  ctx.onLevel = s.monsters.filter((m) => m.level === depth && m.fighter.life > 0);
  ctx.exits = null;
  const at = down ? next.arrival : stairsOf(next.tiles);
  s.player.x = at.x;
  s.player.y = at.y;
  // A monster that wandered onto the stairs makes room: it steps to a free cell beside them.
  const there = monsterAt(ctx, at.x, at.y);
  if (there !== undefined) {
    const dir = DIRECTIONS.find((d) => freeCell(ctx, at.x + DIR_OFFSETS[d][0], at.y + DIR_OFFSETS[d][1]));
    if (dir !== undefined) {
      there.x += DIR_OFFSETS[dir][0];
      there.y += DIR_OFFSETS[dir][1];
    }
  }
  ctx.events.push(down ? { type: 'descended', depth } : { type: 'ascended', depth });
  refreshView(ctx);
}

/** Where the stairs down of a level are (every level but the last has them; arriving from below proves it). */
function stairsOf(tiles: readonly string[]): { x: number; y: number } {
  for (let y = 0; y < tiles.length; y++) {
    const x = tiles[y]?.indexOf(STAIRS) ?? -1;
    if (x >= 0) return { x, y };
  }
  throw new RangeError('a level above has no stairs down');
}
