/** Merge: asked for during the phase, joined after deaths (joinMerges), so a demon killed this phase merges nothing. */
import { step } from '../grid.js';
import type { ActionResolver } from './battleContext.js';
import type { Direction } from '../../../core/direction.js';

/** Notes the merge with the demon in `order.dir`, as the board stands after the moves. */
export const resolveMerge: ActionResolver = (ctx, order, actor) => {
  ctx.merges.push({
    merger: actor,
    target: ctx.demonAt(step(actor, order.dir as Direction)),
    keep: order.keep ?? 'merge',
  });
};
