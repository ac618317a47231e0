/**
 * A battle phase: one seat's orders, resolved in three steps. All moves happen at once; then every action,
 * aimed at the board as it stands after the moves, changes HP at once; then the dead are removed, eaters steal,
 * and merges join demons.
 */
import type { Rng } from '../core/rng.js';
import type { BattleOrder } from './api.js';
import { crossReach, explodeRadius, healRadius, reducedDamage } from './damage.js';
import type { Hit, SummonerEvent } from './events.js';
import { cellIndex, onBoard, step, type Cell, type Dir } from './grid.js';
import { chebyshev } from '../core/chebyshev.js';
import { maxHp, STATS, statTotal, type Demon, type MatchState, type Seat } from './model.js';
import { resolveMoves, type MoveIntent } from './resolveMoves.js';

/** An order that passed the checks, with the demon it moves. */
interface Accepted {
  order: BattleOrder;
  actor: Demon;
}

const LINES: readonly Dir[] = ['N', 'E', 'S', 'W'];
const DIAGONALS: readonly Dir[] = ['NE', 'SE', 'SW', 'NW'];

/** Why `order` cannot be carried out at all (checked before anything moves), or undefined. */
function refusal(
  state: MatchState,
  seat: Seat,
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
  seat: Seat,
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
    .map((a) => ({ id: a.actor.id, from: { x: a.actor.x, y: a.actor.y }, to: step(a.actor, a.order.dir as Dir) }));
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

  // 3. Every HP change at once: damage and healing are summed per demon, then applied.
  const damage = new Map<number, number>();
  const healing = new Map<number, number>();
  const exploded = new Set<number>();
  const eats: { eater: Demon; victim: Demon }[] = [];
  const merges: { merger: Demon; target: Demon | undefined; keep: 'merge' | 'other' }[] = [];
  const add = (m: Map<number, number>, id: number, n: number) => m.set(id, (m.get(id) ?? 0) + n);
  const strikes = (actor: Demon, victim: Demon) => rules.friendlyFire || victim.owner !== actor.owner;

  for (const { order, actor } of accepted) {
    const here = { x: actor.x, y: actor.y };
    switch (order.action) {
      case 'move':
        break;
      case 'attack':
      case 'eat': {
        const cell = step(actor, order.dir as Dir);
        const target = demonAt(cell);
        const blow = order.action === 'attack' ? actor.attack + 1 : actor.attack;
        const dealt = target ? reducedDamage(blow, target.defense) : 0;
        if (target) add(damage, target.id, dealt);
        if (target && order.action === 'eat') eats.push({ eater: actor, victim: target });
        events.push({ type: order.action, demon: actor.id, at: cell, target: target?.id ?? null, damage: dealt });
        break;
      }
      case 'explode': {
        const radius = explodeRadius(actor.range);
        const raw = Math.floor(actor.attack / 2);
        const hits: Hit[] = demons
          .filter((v) => v !== actor && chebyshev(v, actor) <= radius && strikes(actor, v))
          .map((v) => ({ demon: v.id, damage: raw }));
        for (const h of hits) add(damage, h.demon, h.damage);
        exploded.add(actor.id);
        events.push({ type: 'explode', demon: actor.id, at: here, radius, hits });
        break;
      }
      case 'heal': {
        const radius = healRadius(actor.range);
        const amount = Math.ceil(actor.attack / 2);
        const targets = demons
          .filter((v) => v !== actor && v.owner === actor.owner && chebyshev(v, actor) <= radius)
          .map((v) => v.id);
        for (const id of targets) add(healing, id, amount);
        events.push({ type: 'heal', demon: actor.id, radius, amount, targets });
        break;
      }
      case 'cross': {
        const reach = crossReach(actor.range);
        const diagonal = order.dir !== 'SELF' && order.dir !== undefined && DIAGONALS.includes(order.dir);
        const hits: Hit[] = [];
        for (const ray of diagonal ? DIAGONALS : LINES) {
          for (let k = 1; k <= reach; k++) {
            const v = demonAt(step(actor, ray, k));
            if (v && strikes(actor, v)) hits.push({ demon: v.id, damage: reducedDamage(actor.attack, v.defense) });
          }
        }
        for (const h of hits) add(damage, h.demon, h.damage);
        events.push({
          type: 'cross',
          demon: actor.id,
          at: here,
          pattern: diagonal ? 'diagonals' : 'lines',
          reach,
          hits,
        });
        break;
      }
      case 'merge':
        merges.push({ merger: actor, target: demonAt(step(actor, order.dir as Dir)), keep: order.keep ?? 'merge' });
        break;
    }
  }
  for (const d of demons) {
    const lost = damage.get(d.id) ?? 0;
    const gained = healing.get(d.id) ?? 0;
    if (lost === 0 && gained === 0) continue;
    const hp = Math.min(maxHp(d, rules), d.hp - lost + gained);
    if (hp !== d.hp) events.push({ type: 'hp', demon: d.id, from: d.hp, to: hp });
    d.hp = hp;
  }

  // 4. Deaths. A kill counts for the acting seat only when the dead demon was the opponent's.
  const kills: [number, number] = [...state.kills];
  const dead = new Set<number>();
  for (const d of demons) {
    if (!exploded.has(d.id) && d.hp > 0) continue;
    dead.add(d.id);
    const credited = d.owner !== seat && !exploded.has(d.id);
    if (credited) kills[seat]++;
    events.push({
      type: 'died',
      demon: d.id,
      owner: d.owner,
      cause: exploded.has(d.id) ? 'exploded' : 'damage',
      creditedTo: credited ? seat : null,
    });
  }

  // 5. Eaters that killed steal stats: the first eater (in order) of each victim, if it is still alive.
  const eaten = new Set<number>();
  for (const { eater, victim } of eats) {
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
    events.push({ type: 'stole', demon: eater.id, victim: victim.id, gains });
  }

  // 6. Merges, in order, between demons still standing.
  const absorbed = new Set<number>();
  for (const { merger, target, keep } of merges) {
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
      events.push({ type: 'fizzled', demon: merger.id, action: 'merge', reason: why ?? 'there is no demon there' });
      continue;
    }
    for (const s of STATS) merger[s] += target[s];
    merger.hp = Math.min(maxHp(merger, rules), merger.hp + target.hp);
    if (keep === 'other') merger.capacity = target.capacity;
    merger.merged = true;
    absorbed.add(target.id);
    events.push({ type: 'merged', demon: merger.id, absorbed: target.id, capacity: merger.capacity });
  }

  const alive = demons.filter((d) => !dead.has(d.id) && !absorbed.has(d.id));
  return { state: { ...state, demons: alive, kills }, events };
}
