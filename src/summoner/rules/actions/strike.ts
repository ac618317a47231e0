/** The aimed blows: attack (attack + 1 against the defence of the demon in the cell aimed at) and eat (attack alone). */
import { step } from '../grid.js';
import { reducedDamage } from '../damage.js';
import type { ActionResolver } from './battleContext.js';
import type { Direction } from '../../../core/direction.js';

/** An attack or an eat: one blow at the cell in `order.dir`; an eat also asks to steal if the blow kills. */
export const resolveStrike: ActionResolver = (ctx, order, actor) => {
  const cell = step(actor, order.dir as Direction);
  const target = ctx.demonAt(cell);
  const eating = order.action === 'eat';
  const blow = eating ? actor.attack : actor.attack + 1;
  const dealt = target ? reducedDamage(blow, target.defense) : 0;
  if (target) ctx.addDamage(target.id, dealt);
  if (target && eating) ctx.eats.push({ eater: actor, victim: target });
  ctx.events.push({
    type: eating ? 'eat' : 'attack',
    demon: actor.id,
    at: cell,
    target: target?.id ?? null,
    damage: dealt,
  });
};
