/** Explode: ⌊attack / 2⌋ raw damage (no defence) to every demon within the radius; the exploder dies. */
import { chebyshev } from '../../../core/chebyshev.js';
import { explodeRadius } from '../damage.js';
import type { Hit } from '../events.js';
import type { ActionResolver } from './battleContext.js';

/** Every demon within explodeRadius(range) that the blast strikes takes the raw damage; the actor is marked to die. */
export const resolveExplode: ActionResolver = (ctx, _order, actor) => {
  const radius = explodeRadius(actor.range);
  const raw = Math.floor(actor.attack / 2);
  const hits: Hit[] = ctx.demons
    .filter((v) => v !== actor && chebyshev(v, actor) <= radius && ctx.strikes(actor, v))
    .map((v) => ({ demon: v.id, damage: raw }));
  for (const h of hits) ctx.addDamage(h.demon, h.damage);
  ctx.exploded.add(actor.id);
  ctx.events.push({ type: 'explode', demon: actor.id, at: { x: actor.x, y: actor.y }, radius, hits });
};
