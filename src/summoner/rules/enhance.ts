/** The enhance phase: a seat spends its points (gained when the turn began) on stats and clones, order by order. */
import type { CloneOrder, EnhanceOrder } from '../api.js';
import type { SummonerEvent } from './events.js';
import { onBoard, step } from './grid.js';
import { maxHp, statTotal, type Demon, type MatchState } from './model.js';
import type { SummonerRules } from './rules.js';
import { snapshot } from './snapshot.js';
import type { Side } from '../../core/side.js';

/** What a clone of `d` costs: cloneBaseCost plus its four stats. */
export function cloneCost(rules: SummonerRules, d: Demon): number {
  return rules.cloneBaseCost + statTotal(d);
}

/** Half of a demon's stats, rounded up on each (both the origin and the clone get this). */
function halved(d: Demon): Pick<Demon, 'life' | 'attack' | 'defense' | 'range'> {
  return {
    life: Math.ceil(d.life / 2),
    attack: Math.ceil(d.attack / 2),
    defense: Math.ceil(d.defense / 2),
    range: Math.ceil(d.range / 2),
  };
}

/**
 * Carries out `seat`'s enhance orders in order on a copy of the state. An order that
 * cannot be carried out (not your demon, too few points, no room for a clone) is skipped with a 'rejected' event.
 */
export function applyEnhance(
  state: MatchState,
  seat: Side,
  orders: readonly EnhanceOrder[],
): { state: MatchState; events: SummonerEvent[] } {
  const rules = state.rules;
  const demons = state.demons.map((d) => ({ ...d }));
  const points: [number, number] = [...state.points];
  let nextId = state.nextId;
  const events: SummonerEvent[] = [];
  const reject = (index: number, reason: string): void =>
    void events.push({ type: 'rejected', seat, phase: 'enhance', index, reason });

  const clone = (d: Demon, o: CloneOrder, index: number): void => {
    const cost = cloneCost(rules, d);
    if (d.merged) return reject(index, `demon ${d.id} has merged and can no longer be cloned`);
    if (cost > points[seat])
      return reject(index, `cloning demon ${d.id} costs ${cost} points; you have ${points[seat]}`);
    const at = step(d, o.dir, 1);
    if (!onBoard(at, rules.width, rules.height))
      return reject(index, `the cell ${o.dir} of demon ${d.id} is off the board`);
    if (demons.some((x) => x.x === at.x && x.y === at.y))
      return reject(index, `the cell ${o.dir} of demon ${d.id} is taken`);
    points[seat] -= cost;
    const half = halved(d);
    // Each half keeps the origin's HP, within its smaller body (see docs/rules/summoner-war.md, Cloning).
    const hp = Math.min(d.hp, maxHp(half, rules));
    Object.assign(d, half, { hp });
    const c: Demon = { ...d, id: nextId++, name: o.name ?? '', x: at.x, y: at.y };
    demons.push(c);
    events.push({ type: 'cloned', seat, demon: d.id, cost, clone: snapshot(c) });
  };

  orders.forEach((o, index) => {
    const d = demons.find((x) => x.id === o.demon);
    if (d === undefined || d.owner !== seat) return reject(index, `you have no demon ${o.demon}`);
    if (o.type === 'rename') {
      d.name = o.name;
      events.push({ type: 'renamed', seat, demon: d.id, name: o.name });
    } else if (o.type === 'raise') {
      const amount = o.amount ?? 1;
      if (amount > points[seat])
        return reject(index, `raising ${o.stat} by ${amount} costs ${amount} points; you have ${points[seat]}`);
      points[seat] -= amount;
      d[o.stat] += amount;
      // A point of Life is a point of HP: the new HP is a fresh one, not a wound.
      if (o.stat === 'life') d.hp += amount;
      events.push({ type: 'raised', seat, demon: d.id, stat: o.stat, amount, value: d[o.stat] });
    } else {
      clone(d, o, index);
    }
  });
  return { state: { ...state, demons: demons.sort((a, b) => a.id - b.id), points, nextId }, events };
}
