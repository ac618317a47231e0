/**
 * Fights that end (docs/rules/stool.md, "Fights that end"): a monster that turns to flee runs for the stairs and leaves
 * the dungeon by them; one with no step that takes it farther from a player close by is cornered, and one that has
 * run for GIVE_UP_ROUNDS without getting away gives up running: either way it turns at bay and fights on, never to
 * flee again. So a fight ends in a death or a departure, not in a wounded goblin lying low for ever.
 */
import { DIRECTIONS } from '../../core/direction.js';
import { FLEE_SIGHT } from '../../nightsoil/arena/arena.js';
import { wantsToFlee } from '../../nightsoil/mood.js';
import { attackReach } from '../../nightsoil/reach.js';
import { chebyshev } from '../../core/chebyshev.js';
import { UNREACHABLE } from '../level/distanceMap.js';
import { DIR_OFFSETS, STAIRS, tileAt } from '../level/grid.js';
import { exitsOf, freeCell, inView, levelOf, sizeOf, type Ctx } from './context.js';
import { ESCAPED, type Monster } from './state.js';

/** Rounds a monster runs before it gives up running and turns on the player. */
export const GIVE_UP_ROUNDS = 12;

/** True when monster `m` is alive and running from the player (at or below its flee fraction of life). */
export function isFleeing(m: Monster): boolean {
  return m.fighter.life > 0 && wantsToFlee(m.fighter);
}

/** `m` turns at bay: it will not flee again (its flee fraction drops to 0), and an event says why. */
export function turnAtBay(ctx: Ctx, m: Monster, why: 'cornered' | 'gaveUp'): void {
  m.fighter.fleeBelow = 0;
  delete m.fleeingSince;
  ctx.events.push({ type: 'turns', who: m.id, why });
}

/** `m`, on the stairs, leaves the dungeon by them: it is out of the game (no corpse, no kill). */
function escape(ctx: Ctx, m: Monster): void {
  const seen = inView(ctx, m.x, m.y);
  const up = tileAt(levelOf(ctx.state).tiles, m.x, m.y) !== STAIRS;
  m.level = ESCAPED;
  m.fighter.effects = [];
  m.fighter.preparing = null;
  delete m.fleeingSince;
  ctx.onLevel = ctx.onLevel.filter((o) => o !== m);
  if (seen) ctx.events.push({ type: 'escaped', who: m.id, up });
}

/** The free cells around `m` with their distance to the player and their steps to the stairs. */
function around(ctx: Ctx, m: Monster): { x: number; y: number; c: number; e: number }[] {
  const exits = exitsOf(ctx);
  const { width } = sizeOf(levelOf(ctx.state));
  const out: { x: number; y: number; c: number; e: number }[] = [];
  for (const dir of DIRECTIONS) {
    const x = m.x + DIR_OFFSETS[dir][0];
    const y = m.y + DIR_OFFSETS[dir][1];
    if (!freeCell(ctx, x, y)) continue;
    const e = exits[y * width + x] ?? UNREACHABLE;
    out.push({ x, y, c: chebyshev({ x, y }, ctx.state.player), e: e === UNREACHABLE ? Infinity : e });
  }
  return out;
}

/**
 * A fleeing monster's step turn, `d` cells from the player as it sees them. On the stairs it leaves. Pressed (the
 * player within FLEE_SIGHT or the player's reach), it steps farther away, nearest the stairs first, and with no such
 * step it is cornered. Unpressed, it makes for the stairs without coming near the player, or lies low. After
 * GIVE_UP_ROUNDS of running it gives up and turns on the player.
 */
export function fleeStep(ctx: Ctx, m: Monster, d: number): void {
  const s = ctx.state;
  m.fleeingSince ??= s.now.round;
  const { width } = sizeOf(levelOf(s));
  const here = exitsOf(ctx)[m.y * width + m.x] ?? UNREACHABLE;
  if (here === 0) return escape(ctx, m);
  if (s.now.round - m.fleeingSince >= GIVE_UP_ROUNDS) return turnAtBay(ctx, m, 'gaveUp');
  const p = s.player;
  const pressed = d <= FLEE_SIGHT || d <= attackReach(p.fighter);
  const now = chebyshev(m, p);
  const cells = around(ctx, m);
  const far = Math.max(FLEE_SIGHT, attackReach(p.fighter));
  const options = pressed
    ? cells.filter((c) => c.c > now)
    : cells.filter((c) => c.e < (here === UNREACHABLE ? Infinity : here) && c.c > far);
  if (options.length === 0) {
    if (pressed) turnAtBay(ctx, m, 'cornered');
    return;
  }
  const best = options.reduce((a, b) => (b.e < a.e || (b.e === a.e && b.c > a.c) ? b : a));
  m.x = best.x;
  m.y = best.y;
}
