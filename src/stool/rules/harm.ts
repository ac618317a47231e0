/** What follows damage: a monster's death (corpse, drops, its unread scrolls), the player's death, a monster turning to flee. */
import { corpseOf } from '../../nightsoil/food.js';
import { isDead } from '../../nightsoil/mob.js';
import { wantsToFlee } from '../../nightsoil/mood.js';
import { PLAYER } from './clocks.js';
import { CORPSE_ROUNDS } from '../content/food.js';
import { gearNamed } from '../content/gear.js';
import { monsterNamed } from '../content/monsters.js';
import { levelOf, type Ctx } from './context.js';
import { monsterById } from './fighterOf.js';
import type { FloorThing } from './state.js';

/** Adds `amount` of life the player lost to `by` (a monster id, or PLAYER for its own spell) to the state's tally. */
export function noteHarm(ctx: Ctx, by: number, amount: number): void {
  if (amount <= 0) return;
  const s = ctx.state;
  const key = by === PLAYER ? 'your own spell' : monsterById(s, by).build;
  s.harm = { ...s.harm, [key]: (s.harm[key] ?? 0) + amount };
}

/**
 * Settles `victim` after it may have lost life to `by`: a dead monster leaves its corpse (half its maxima, as Night
 * Soil's corpses), each drop it wins a draw for and every scroll it had left; a dead player ends the game.
 * `fleeing` is whether the monster wanted to flee before the harm (so the turn to flight is told once).
 */
export function afterHarm(ctx: Ctx, harm: { victim: number; by: number; wasFleeing?: boolean }): void {
  const { victim, by } = harm;
  const fleeing = harm.wasFleeing ?? true;
  const s = ctx.state;
  if (victim === PLAYER) {
    if (isDead(s.player.fighter) && s.over === null) {
      const killer = by === PLAYER ? 'your own spell' : monsterById(s, by).build;
      s.over = { result: 'dead', by: killer, round: s.now.round };
      ctx.events.push({ kind: 'died', by: killer });
    }
    return;
  }
  const m = monsterById(s, victim);
  if (!isDead(m.fighter)) {
    if (!fleeing && wantsToFlee(m.fighter)) {
      m.fleeingSince = s.now.round;
      ctx.events.push({ kind: 'flees', who: m.id });
    }
    return;
  }
  // Settled once: a dead monster has left the level's list.
  if (!ctx.onLevel.includes(m)) return;
  m.fighter.effects = [];
  m.fighter.preparing = null;
  delete m.fleeingSince;
  ctx.onLevel = ctx.onLevel.filter((o) => o !== m);
  if (by === PLAYER) s.kills++;
  ctx.events.push({ kind: 'killed', who: m.id, by });
  const build = monsterNamed(m.build);
  const left: FloorThing[] = [
    {
      x: m.x,
      y: m.y,
      thing: {
        kind: 'food',
        name: `${m.build} corpse`,
        food: corpseOf(m.fighter),
        rotsAt: s.now.round + CORPSE_ROUNDS,
      },
    },
  ];
  for (const d of build.drops)
    if (ctx.rng.next() < d.chance) left.push({ x: m.x, y: m.y, thing: { kind: 'gear', item: gearNamed(d.gear) } });
  m.fighter.scrolls.forEach((sc, i) => {
    const n = m.fighter.scrollsLeft[i] ?? 0;
    if (n > 0) left.push({ x: m.x, y: m.y, thing: { kind: 'scroll', scroll: { ...sc, count: n } } });
  });
  const l = levelOf(s);
  l.items = [...l.items, ...left];
}
