/**
 * Menders (docs/rules/stool.md, "Menders"): a caster that mends the wounded instead of striking. Night Soil has no
 * healing spell, and life comes back only by eating, so a mending is the two rules the design has put together: it is
 * read like a scroll (the iq is paid, the chance is the casting sigmoid on iq against cost) and, when it works, the
 * ally eats its life as a meal (recharged up to its maximum, which may grow, as with any food).
 */
import { eatInPlace } from '../../nightsoil/food.js';
import { contest, sigmoid } from '../../nightsoil/sigmoid.js';
import { chebyshev } from '../../core/chebyshev.js';
import { fieldOfView } from '../level/fieldOfView.js';
import { ROCK, tileAt } from '../level/grid.js';
import { monsterNamed } from '../content/monsters.js';
import { SIGHT, inView, levelOf, sizeOf, type Ctx } from './context.js';
import type { Monster } from './state.js';

/** A mender mends an ally (or itself) at or below this share of its maximum life. */
export const MEND_BELOW = 0.6;

/** The wounded ally `m` would mend now: the lowest share of life within reach and sight, itself included. */
function patientOf(ctx: Ctx, m: Monster, range: number): Monster | undefined {
  const hurt = (o: Monster): boolean => o.fighter.life > 0 && o.fighter.life <= MEND_BELOW * o.fighter.maxLife;
  const near = ctx.onLevel.filter((o) => hurt(o) && (o === m || (o.awake && chebyshev(o, m) <= range)));
  if (near.length === 0) return undefined;
  const l = levelOf(ctx.state);
  const { width, height } = sizeOf(l);
  const sees =
    near.length === 1 && near[0] === m
      ? undefined
      : fieldOfView({ width, height, blocks: (x, y) => tileAt(l.tiles, x, y) === ROCK }, m, SIGHT);
  const share = (o: Monster): number => o.fighter.life / o.fighter.maxLife;
  return near
    .filter((o) => o === m || sees?.[o.y * width + o.x] === 1)
    .reduce<Monster | undefined>((a, o) => (a === undefined || share(o) < share(a) ? o : a), undefined);
}

/**
 * On `m`'s swing turn: if it is a mender with the iq for a mending and sees a wounded ally (itself included), it reads
 * the mending at the most wounded one (one draw, and one more for the growth of the ally's maximum if it works) and
 * returns true; otherwise false, and the turn goes on like every other monster's.
 */
export function tryMend(ctx: Ctx, m: Monster): boolean {
  const mending = monsterNamed(m.build).mends;
  const f = m.fighter;
  if (mending === undefined || f.iq < mending.iq) return false;
  const patient = patientOf(ctx, m, mending.range);
  if (patient === undefined) return false;
  const p = sigmoid(contest(f.iq, mending.iq), ctx.params);
  f.iq -= mending.iq;
  const success = ctx.rng.next() < p;
  const meal = success
    ? eatInPlace(patient.fighter, { life: mending.life, strength: 0, iq: 0 }, ctx.params, ctx.rng)
    : undefined;
  if (inView(ctx, m.x, m.y) || inView(ctx, patient.x, patient.y))
    ctx.events.push({
      kind: 'mended',
      by: m.id,
      at: patient.id,
      success,
      p,
      life: meal?.life.recharge ?? 0,
      grew: meal?.life.grew ?? false,
    });
  return true;
}
