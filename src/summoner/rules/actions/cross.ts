/** Cross: four rays (the lines, or with a diagonal direction the diagonals), each striking every demon it passes. */
import { crossReach, reducedDamage } from '../damage.js';
import type { Hit } from '../events.js';
import { onBoard, step, type Cell } from '../grid.js';
import type { ActionResolver } from './battleContext.js';
import type { Direction } from '../../../core/direction.js';

const LINES: readonly Direction[] = ['N', 'E', 'S', 'W'];
const DIAGONALS: readonly Direction[] = ['NE', 'SE', 'SW', 'NW'];

/**
 * Strikes every demon within crossReach(range) on each ray with attack against its defence (rays pass through). The
 * event names every board cell the rays swept, so no reader has to trace the rays again.
 */
export const resolveCross: ActionResolver = (ctx, order, actor) => {
  const reach = crossReach(actor.range);
  const diagonal = order.dir !== 'SELF' && order.dir !== undefined && DIAGONALS.includes(order.dir);
  const hits: Hit[] = [];
  const cells: Cell[] = [];
  for (const ray of diagonal ? DIAGONALS : LINES) {
    for (let k = 1; k <= reach; k++) {
      const c = step(actor, ray, k);
      // A ray ends at the edge: nothing lies beyond it to strike.
      if (!onBoard(c, ctx.rules.width, ctx.rules.height)) break;
      cells.push(c);
      const v = ctx.demonAt(c);
      if (v && ctx.strikes(actor, v)) hits.push({ demon: v.id, damage: reducedDamage(actor.attack, v.defense) });
    }
  }
  for (const h of hits) ctx.addDamage(h.demon, h.damage);
  ctx.events.push({
    type: 'cross',
    demon: actor.id,
    at: { x: actor.x, y: actor.y },
    pattern: diagonal ? 'diagonals' : 'lines',
    reach,
    hits,
    cells,
  });
};
