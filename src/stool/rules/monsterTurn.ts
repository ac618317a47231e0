/**
 * A monster's turns, by the Night Soil moods: on its swing clock a mender may mend the wounded, else `intentOf` picks
 * a swing, a reading, a spell to prepare or release, or nothing; on its step clock it flees (flight.ts), holds while
 * preparing, or follows `chooseStep` (close in, keep away, hold), a guard never straying from its post. A monster that
 * has not noticed the player does nothing. It strikes only what it can see.
 */
import { DIRECTIONS } from '../../core/direction.js';
import { intentOf } from '../../nightsoil/intent.js';
import { AWAY, chooseStep, CLOSER } from '../../nightsoil/step.js';
import { PLAYER } from './clocks.js';
import { freeCell, inView, scentOf, sizeOf, levelOf, type Ctx } from './context.js';
import { distanceMap, UNREACHABLE } from '../level/distanceMap.js';
import { DIR_OFFSETS, walkable, type Point } from '../level/grid.js';
import { chebyshev } from '../../core/chebyshev.js';
import type { Monster } from './state.js';
import { castAt, prepareAt, swingAt } from './strikes.js';
import { fleeStep, isFleeing } from './flight.js';
import { tryMend } from './mend.js';

/** How far a guard goes from its post (the stool), in cells: it holds the stool's room and is not drawn away. */
export const GUARD_LEASH = 4;

/** The distance a monster acts on when it cannot see the player: beyond any reach, so it strikes nothing and closes in. */
export const OUT_OF_SIGHT = 1_000_000;

/** Cells to the player as the monster judges them: the true distance when they see each other, else OUT_OF_SIGHT. */
function sightDistance(ctx: Ctx, m: Monster): number {
  return inView(ctx, m.x, m.y) ? chebyshev(m, ctx.state.player) : OUT_OF_SIGHT;
}

/** A turn of the monster's swing clock (or haste clock while hasted). */
export function monsterSwingTurn(ctx: Ctx, m: Monster): void {
  if (!m.awake) return;
  if (tryMend(ctx, m)) return;
  const p = ctx.state.player;
  const d = sightDistance(ctx, m);
  const intent = intentOf(m.fighter, p.fighter, d, ctx.state.now, ctx.params);
  switch (intent.kind) {
    case 'flee':
    case 'hold':
      return;
    case 'swing':
      swingAt(ctx, m.id, PLAYER);
      return;
    case 'prepare':
      prepareAt(ctx, m.id, intent.scroll, PLAYER);
      return;
    case 'cast':
      if (intent.released) m.fighter.preparing = null;
      castAt(ctx, m.id, intent.scroll, PLAYER);
      return;
    case 'lost':
      // The player left its sight or range while it prepared: the spell is lost and nothing is spent.
      m.fighter.preparing = null;
      ctx.events.push({ type: 'lost', by: m.id, scroll: m.fighter.scrolls[intent.scroll]?.name ?? '' });
      return;
  }
}

/** A turn of the monster's step clock. */
export function monsterStepTurn(ctx: Ctx, m: Monster): void {
  if (!m.awake) return;
  const p = ctx.state.player;
  const d = sightDistance(ctx, m);
  if (isFleeing(m)) return fleeStep(ctx, m, d);
  // Mended above its flee fraction, it runs no more.
  if (m.fleeingSince !== undefined) delete m.fleeingSince;
  if (m.fighter.preparing !== null) return;
  const post = m.post;
  const leash =
    post === undefined ? undefined : (x: number, y: number): boolean => chebyshev({ x, y }, post) <= GUARD_LEASH;
  if (post !== undefined && d === OUT_OF_SIGHT) return backToPost(ctx, m, post);
  const st = chooseStep(m.fighter, p.fighter, d);
  if (st === CLOSER) stepCloser(ctx, m, leash);
  else if (st === AWAY) stepAway(ctx, m, leash);
}

/** A guard that does not see the player walks back to its post (one step on the shortest way), and stands there. */
function backToPost(ctx: Ctx, m: Monster, post: Point): void {
  if (chebyshev(m, post) <= 1) return;
  const l = levelOf(ctx.state);
  const { width, height } = sizeOf(l);
  const way = distanceMap(width, height, (x, y) => walkable(l.tiles, x, y), [post]);
  const here = way[m.y * width + m.x] ?? UNREACHABLE;
  for (const dir of DIRECTIONS) {
    const x = m.x + DIR_OFFSETS[dir][0];
    const y = m.y + DIR_OFFSETS[dir][1];
    const w = way[y * width + x] ?? UNREACHABLE;
    if (freeCell(ctx, x, y) && w !== UNREACHABLE && (here === UNREACHABLE || w < here)) {
      m.x = x;
      m.y = y;
      return;
    }
  }
}

/** Where a monster may step: anywhere, or (a guard) only near its post. */
type Allowed = ((x: number, y: number) => boolean) | undefined;

/** One step down the player's scent (fewest steps to the player), to a free cell; the nearer by straight distance wins ties. */
function stepCloser(ctx: Ctx, m: Monster, allowed: Allowed): void {
  const scent = scentOf(ctx);
  const { width } = sizeOf(levelOf(ctx.state));
  const here = scent[m.y * width + m.x] ?? UNREACHABLE;
  let best: { x: number; y: number; d: number; c: number } | undefined;
  for (const dir of DIRECTIONS) {
    const [dx, dy] = DIR_OFFSETS[dir];
    const x = m.x + dx;
    const y = m.y + dy;
    if (!freeCell(ctx, x, y) || allowed?.(x, y) === false) continue;
    const d = scent[y * width + x] ?? UNREACHABLE;
    if (d === UNREACHABLE || (here !== UNREACHABLE && d >= here)) continue;
    const c = chebyshev({ x, y }, ctx.state.player);
    if (best === undefined || d < best.d || (d === best.d && c < best.c)) best = { x, y, d, c };
  }
  if (best !== undefined) {
    m.x = best.x;
    m.y = best.y;
  }
}

/** One step that puts more cells between it and the player (the most, then the longest way round for the player). */
function stepAway(ctx: Ctx, m: Monster, allowed: Allowed): void {
  const p = ctx.state.player;
  const scent = scentOf(ctx);
  const { width } = sizeOf(levelOf(ctx.state));
  const now = chebyshev(m, p);
  let best: { x: number; y: number; c: number; d: number } | undefined;
  for (const dir of DIRECTIONS) {
    const [dx, dy] = DIR_OFFSETS[dir];
    const x = m.x + dx;
    const y = m.y + dy;
    if (!freeCell(ctx, x, y) || allowed?.(x, y) === false) continue;
    const c = chebyshev({ x, y }, p);
    if (c <= now) continue;
    const d = scent[y * width + x] ?? UNREACHABLE;
    if (best === undefined || c > best.c || (c === best.c && d > best.d)) best = { x, y, c, d };
  }
  if (best !== undefined) {
    m.x = best.x;
    m.y = best.y;
  }
}
