/**
 * A battle phase: one seat's orders, resolved in three steps. All moves happen at once; then every action, each by
 * its own resolver (src/summoner/rules/actions/), aimed at the board as it stands after the moves, changes HP at once;
 * then the dead are removed, eaters steal, and merges join demons.
 */
import type { Rng } from '../../core/rng.js';
import type { BattleOrder } from '../api.js';
import type { SummonerEvent } from './events.js';
import { cellIndex, onBoard, step, type Cell } from './grid.js';
import type { BattleContext } from './actions/battleContext.js';
import { RESOLVERS } from './actions/resolvers.js';
import { maxHp, STATS, statTotal, type Demon, type MatchState } from './model.js';
import { resolveMoves, type MoveIntent } from './resolveMoves.js';
import type { Side } from '../../core/side.js';
import type { Direction } from '../../core/direction.js';

/** An order that passed the checks, with the demon it moves. */
interface Accepted {
  order: BattleOrder;
  actor: Demon;
}

/** Why `order` cannot be carried out at all (checked before anything moves), or undefined. */
function refusal(
  state: MatchState,
  seat: Side,
  order: BattleOrder,
  d: Demon | undefined,
  busy: ReadonlySet<number>,
): string | undefined {
  const { rules } = state;
  if (d === undefined || d.owner !== seat) return `you have no demon ${order.demon}`;
  if (busy.has(d.id)) return `demon ${d.id} already has an order this phase`;
  const a = order.action;
  if ((a === 'heal' || a === 'cross' || a === 'eat' || a === 'merge') && d.capacity !== a)
    return `demon ${d.id} cannot ${a}: its capacity is ${d.capacity}`;
  if (a === 'explode' && 100 * d.hp <= rules.explodeMinHpPercent * maxHp(d, rules)) {
    return `demon ${d.id} cannot explode with ${d.hp} of ${maxHp(d, rules)} HP: it needs more than ${rules.explodeMinHpPercent}%`;
  }
  const aimed = a === 'move' || a === 'attack' || a === 'eat' || a === 'merge';
  if (
    aimed &&
    order.dir !== undefined &&
    order.dir !== 'SELF' &&
    !onBoard(step(d, order.dir), rules.width, rules.height)
  ) {
    return `the cell ${order.dir} of demon ${d.id} is off the board`;
  }
  return undefined;
}

/** Resolves `seat`'s battle orders on a copy of the state; `rng` decides where stolen stats go. */
export function applyBattle(
  state: MatchState,
  seat: Side,
  orders: readonly BattleOrder[],
  rng: Rng,
): { state: MatchState; events: SummonerEvent[] } {
  const { rules } = state;
  const demons = state.demons.map((d) => ({ ...d }));
  const byId = new Map(demons.map((d) => [d.id, d]));
  const events: SummonerEvent[] = [];

  // 1. Checks: each order alone, against the board before anything moves.
  const accepted: Accepted[] = [];
  const busy = new Set<number>();
  orders.forEach((order, index) => {
    const actor = byId.get(order.demon);
    const why = refusal(state, seat, order, actor, busy);
    // A demon's first order uses up its turn even when refused: a later one is "a second order", not a retry.
    if (actor?.owner === seat) busy.add(actor.id);
    if (why !== undefined || actor === undefined) {
      events.push({
        type: 'rejected',
        seat,
        phase: 'battle',
        index,
        reason: why ?? `you have no demon ${order.demon}`,
      });
      return;
    }
    accepted.push({ order, actor });
  });

  // 2. Moves, all at once.
  const grid = new Map<number, number>(demons.map((d) => [cellIndex(d, rules.width), d.id]));
  const intents: MoveIntent[] = accepted
    .filter((a) => a.order.action === 'move')
    .map((a) => ({
      id: a.actor.id,
      from: { x: a.actor.x, y: a.actor.y },
      to: step(a.actor, a.order.dir as Direction),
    }));
  for (const m of resolveMoves(intents, (c) => grid.get(cellIndex(c, rules.width)))) {
    if (m.ok) {
      const d = byId.get(m.id) as Demon;
      d.x = m.to.x;
      d.y = m.to.y;
      events.push({ type: 'moved', demon: m.id, from: m.from, to: m.to });
    } else {
      events.push({ type: 'blocked', demon: m.id, from: m.from, to: m.to, reason: m.reason });
    }
  }
  const at = new Map<number, Demon>(demons.map((d) => [cellIndex(d, rules.width), d]));
  const demonAt = (c: Cell): Demon | undefined =>
    onBoard(c, rules.width, rules.height) ? at.get(cellIndex(c, rules.width)) : undefined;

  // 3. Every action, one resolver each, against the board after the moves; HP changes are summed, then applied.
  const damage = new Map<number, number>();
  const healing = new Map<number, number>();
  const add = (m: Map<number, number>, id: number, n: number) => m.set(id, (m.get(id) ?? 0) + n);
  const ctx: BattleContext = {
    rules,
    demons,
    demonAt,
    strikes: (actor, victim) => rules.friendlyFire || victim.owner !== actor.owner,
    addDamage: (id, n) => add(damage, id, n),
    addHealing: (id, n) => add(healing, id, n),
    exploded: new Set<number>(),
    eats: [],
    merges: [],
    events,
  };
  for (const { order, actor } of accepted) RESOLVERS[order.action]?.(ctx, order, actor);
  applyHp(ctx, { damage, healing });

  // 4. Deaths. 5. Eaters that killed steal. 6. Merges between demons still standing.
  const { kills, dead } = deaths(ctx, { seat, kills: state.kills });
  steal(ctx, dead, rng);
  const absorbed = joinMerges(ctx, dead);
  const alive = demons.filter((d) => !dead.has(d.id) && !absorbed.has(d.id));
  return { state: { ...state, demons: alive, kills }, events };
}

/** Applies the summed damage and healing of the phase: HP becomes min(maximum, HP − damage + healing). */
function applyHp(ctx: BattleContext, sums: { damage: Map<number, number>; healing: Map<number, number> }): void {
  for (const d of ctx.demons) {
    const lost = sums.damage.get(d.id) ?? 0;
    const gained = sums.healing.get(d.id) ?? 0;
    if (lost === 0 && gained === 0) continue;
    const hp = Math.min(maxHp(d, ctx.rules), d.hp - lost + gained);
    if (hp !== d.hp) ctx.events.push({ type: 'hp', demon: d.id, from: d.hp, to: hp });
    d.hp = hp;
  }
}

/** The demons that die (no HP left, or exploded); a kill counts for the acting seat only when the dead was the foe's. */
function deaths(
  ctx: BattleContext,
  by: { seat: Side; kills: readonly [number, number] },
): { kills: [number, number]; dead: Set<number> } {
  const kills: [number, number] = [...by.kills];
  const dead = new Set<number>();
  for (const d of ctx.demons) {
    if (!ctx.exploded.has(d.id) && d.hp > 0) continue;
    dead.add(d.id);
    const credited = d.owner !== by.seat && !ctx.exploded.has(d.id);
    if (credited) kills[by.seat]++;
    ctx.events.push({
      type: 'died',
      demon: d.id,
      owner: d.owner,
      cause: ctx.exploded.has(d.id) ? 'exploded' : 'damage',
      creditedTo: credited ? by.seat : null,
    });
  }
  return { kills, dead };
}

/** Eaters that killed steal min(range, the victim's stats) stats at random: the first eater of each victim, if alive. */
function steal(ctx: BattleContext, dead: ReadonlySet<number>, rng: Rng): void {
  const eaten = new Set<number>();
  for (const { eater, victim } of ctx.eats) {
    if (!dead.has(victim.id) || dead.has(eater.id) || eaten.has(victim.id)) continue;
    eaten.add(victim.id);
    const gains = Array.from(
      { length: Math.min(eater.range, statTotal(victim)) },
      () => STATS[rng.below(STATS.length)] as (typeof STATS)[number],
    );
    for (const s of gains) {
      eater[s]++;
      if (s === 'life') eater.hp++;
    }
    ctx.events.push({ type: 'stole', demon: eater.id, victim: victim.id, gains });
  }
}

/** Joins the merges asked for, in order, between demons still standing; gives the ids absorbed. */
function joinMerges(ctx: BattleContext, dead: ReadonlySet<number>): Set<number> {
  const absorbed = new Set<number>();
  for (const { merger, target, keep } of ctx.merges) {
    const gone = (d: Demon) => dead.has(d.id) || absorbed.has(d.id);
    const why = gone(merger)
      ? 'it is gone'
      : target === undefined
        ? 'there is no demon there'
        : target.owner !== merger.owner
          ? 'that demon is not an ally'
          : gone(target)
            ? 'that demon is gone'
            : undefined;
    if (why !== undefined || target === undefined) {
      ctx.events.push({ type: 'fizzled', demon: merger.id, action: 'merge', reason: why ?? 'there is no demon there' });
      continue;
    }
    for (const s of STATS) merger[s] += target[s];
    merger.hp = Math.min(maxHp(merger, ctx.rules), merger.hp + target.hp);
    if (keep === 'other') merger.capacity = target.capacity;
    merger.merged = true;
    absorbed.add(target.id);
    ctx.events.push({ type: 'merged', demon: merger.id, absorbed: target.id, capacity: merger.capacity });
  }
  return absorbed;
}
