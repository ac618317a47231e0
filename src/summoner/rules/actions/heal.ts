/** Heal: every ally within the radius (not the healer itself) gains ⌈attack / 2⌉ HP. */
import { chebyshev } from '../../../core/chebyshev.js';
import { healRadius } from '../damage.js';
import type { ActionResolver } from './battleContext.js';

/** Adds the healing to every ally in healRadius(range) of the actor. */
export const resolveHeal: ActionResolver = (ctx, _order, actor) => {
  const radius = healRadius(actor.range);
  const amount = Math.ceil(actor.attack / 2);
  const targets = ctx.demons
    .filter((v) => v !== actor && v.owner === actor.owner && chebyshev(v, actor) <= radius)
    .map((v) => v.id);
  for (const id of targets) ctx.addHealing(id, amount);
  ctx.events.push({ type: 'heal', demon: actor.id, radius, amount, targets });
};
