/**
 * A monster's turns, by the Night Soil moods: on its swing clock `intentOf` picks a swing, a reading, a spell to
 * prepare or release, or nothing; on its step clock it flees, holds while preparing, or follows `chooseStep` (close
 * in, keep away, hold). A monster that has not noticed the player does nothing. It strikes only what it can see.
 */
import { FLEE_SIGHT } from '../../nightsoil/arena/arena.js';
import { intentOf } from '../../nightsoil/intent.js';
import { wantsToFlee } from '../../nightsoil/mood.js';
import { attackReach } from '../../nightsoil/reach.js';
import { AWAY, chooseStep, CLOSER } from '../../nightsoil/step.js';
import { PLAYER } from './clocks.js';
import { freeCell, inView, scentOf, sizeOf, levelOf, type Ctx } from './context.js';
import { UNREACHABLE } from '../level/distanceMap.js';
import { DIR_OFFSETS, COMPASS_DIRS } from '../level/grid.js';
import { chebyshev } from '../../core/chebyshev.js';
import type { Monster } from './state.js';
import { castAt, prepareAt, swingAt } from './strikes.js';

/** The distance a monster acts on when it cannot see the player: beyond any reach, so it strikes nothing and closes in. */
export const OUT_OF_SIGHT = 1_000_000;

/** Cells to the player as the monster judges them: the true distance when they see each other, else OUT_OF_SIGHT. */
function sightDistance(ctx: Ctx, m: Monster): number {
  return inView(ctx, m.x, m.y) ? chebyshev(m, ctx.state.player) : OUT_OF_SIGHT;
}

/** A turn of the monster's swing clock (or haste clock while hasted). */
export function monsterSwingTurn(ctx: Ctx, m: Monster): void {
  if (!m.awake) return;
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
  if (wantsToFlee(m.fighter)) {
    // As in the arena: it runs from a player within sight range or within the player's reach, else it lies low.
    if (d <= FLEE_SIGHT || d <= attackReach(p.fighter)) stepAway(ctx, m);
    return;
  }
  if (m.fighter.preparing !== null) return;
  const st = chooseStep(m.fighter, p.fighter, d);
  if (st === CLOSER) stepCloser(ctx, m);
  else if (st === AWAY) stepAway(ctx, m);
}

/** One step down the player's scent (fewest steps to the player), to a free cell; the nearer by straight distance wins ties. */
function stepCloser(ctx: Ctx, m: Monster): void {
  const scent = scentOf(ctx);
  const { width } = sizeOf(levelOf(ctx.state));
  const here = scent[m.y * width + m.x] ?? UNREACHABLE;
  let best: { x: number; y: number; d: number; c: number } | undefined;
  for (const dir of COMPASS_DIRS) {
    const [dx, dy] = DIR_OFFSETS[dir];
    const x = m.x + dx;
    const y = m.y + dy;
    if (!freeCell(ctx, x, y)) continue;
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
function stepAway(ctx: Ctx, m: Monster): void {
  const p = ctx.state.player;
  const scent = scentOf(ctx);
  const { width } = sizeOf(levelOf(ctx.state));
  const now = chebyshev(m, p);
  let best: { x: number; y: number; c: number; d: number } | undefined;
  for (const dir of COMPASS_DIRS) {
    const [dx, dy] = DIR_OFFSETS[dir];
    const x = m.x + dx;
    const y = m.y + dy;
    if (!freeCell(ctx, x, y)) continue;
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
