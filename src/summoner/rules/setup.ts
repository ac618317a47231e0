/** Setup: both summoners' demons placed on their starting cells, or a forfeit for a setup that breaks a rule. */
import { fail, ok, type Result } from '../../core/result.js';
import type { DemonSpec, SetupOrder } from '../api.js';
import type { SummonerEvent } from './events.js';
import { mirrorX, type Cell } from './grid.js';
import { STATS, type Demon, type Seat } from './model.js';
import type { SummonerRules } from './rules.js';
import { snapshot } from './snapshot.js';

/** A seat's starting cell for `slot` (1-based), in absolute coordinates: the right seat's cells are mirrored. */
export function startCell(rules: SummonerRules, seat: Seat, slot: number): Cell {
  const c = rules.startCells[slot - 1];
  if (c === undefined) throw new RangeError(`no start slot ${slot}`);
  return { x: seat === 0 ? c[0] : mirrorX(c[0], rules.width), y: c[1] };
}

/** Setup points a list of demons costs: summonCost each, plus one per stat point. */
export function setupCost(rules: SummonerRules, demons: readonly DemonSpec[]): number {
  return demons.reduce((sum, d) => sum + rules.summonCost + STATS.reduce((s, k) => s + (d[k] ?? 0), 0), 0);
}

/** The slot of each demon: the one it asked for, or else the lowest free one; or why the slots cannot work. */
function assignSlots(rules: SummonerRules, demons: readonly DemonSpec[]): Result<number[]> {
  const slots = rules.startCells.length;
  const taken = new Set<number>();
  for (const [i, d] of demons.entries()) {
    if (d.slot === undefined) continue;
    if (d.slot < 1 || d.slot > slots)
      return fail(`demon ${i + 1} asks for slot ${d.slot}, but the slots are 1 to ${slots}`);
    if (taken.has(d.slot)) return fail(`two demons ask for slot ${d.slot}`);
    taken.add(d.slot);
  }
  let free = 1;
  return ok(
    demons.map((d) => {
      if (d.slot !== undefined) return d.slot;
      while (taken.has(free)) free++;
      taken.add(free);
      return free;
    }),
  );
}

/** Checks one seat's setup against the rules and makes its demons (ids from `firstId`), or says why it is refused. */
export function summon(rules: SummonerRules, seat: Seat, order: SetupOrder, firstId: number): Result<Demon[]> {
  const n = order.demons.length;
  if (n === 0) return fail('summons no demon (at least 1 is needed)');
  if (n > rules.maxDemons) return fail(`summons ${n} demons; at most ${rules.maxDemons} are allowed`);
  const cost = setupCost(rules, order.demons);
  if (cost > rules.setupPoints)
    return fail(
      `spends ${cost} points; the budget is ${rules.setupPoints} (${rules.summonCost} per demon, 1 per stat point)`,
    );
  const slots = assignSlots(rules, order.demons);
  if (!slots.ok) return slots;
  return ok(
    order.demons.map((d, i) => {
      const at = startCell(rules, seat, slots.value[i] as number);
      const life = d.life ?? 0;
      return {
        id: firstId + i,
        owner: seat,
        name: d.name ?? '',
        x: at.x,
        y: at.y,
        life,
        attack: d.attack ?? 0,
        defense: d.defense ?? 0,
        range: d.range ?? 0,
        hp: rules.baseHp + life,
        capacity: d.capacity,
        merged: false,
      };
    }),
  );
}

/**
 * One seat's answer to setup: the order it gave, or why it gave none.
 * @category Rules
 */
export type SeatSetup = { order: SetupOrder } | { fault: string };

/** Both seats' demons and the events that place them, or each failing seat's reason (for a forfeit). */
export function summonBoth(
  rules: SummonerRules,
  setups: readonly [SeatSetup, SeatSetup],
): { demons: Demon[]; events: SummonerEvent[]; failures: [string | null, string | null] } {
  const demons: Demon[] = [];
  const failures: [string | null, string | null] = [null, null];
  for (const seat of [0, 1] as const) {
    const s = setups[seat];
    if ('fault' in s) {
      failures[seat] = s.fault;
      continue;
    }
    const made = summon(rules, seat, s.order, demons.length + 1);
    if (made.ok) demons.push(...made.value);
    else failures[seat] = `setup refused: ${made.problem.message}`;
  }
  return { demons, failures, events: demons.map((d) => ({ type: 'summoned', demon: snapshot(d) })) };
}
