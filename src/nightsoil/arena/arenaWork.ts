/** The work an arena run implies, before it starts (issue 39): a world file sets its days, rounds and mobs. */
import { countText, type WorkEstimate } from '../../core/workBudget.js';
import { fighterOf } from '../mob.js';
import { carriesHaste } from '../scroll.js';
import { FOOD_DAYS } from './arena.js';
import type { WorldSpec } from './world.js';

/** Default budget of `fray nightsoil arena`, in steps: about a minute of work on one core (docs/security.md). */
export const ARENA_BUDGET = 4_000_000_000;

/**
 * The steps of `days` days of `spec` in the worst case, when no mob dies (with life and strength at 1e308, none
 * does): each round holds one turn per slot of every mob's clocks (its swing and step rates, and twice its swing
 * rate for a haste scroll), and each turn looks over the field (every mob and the food lying there) for a target.
 */
export function arenaWork(spec: WorldSpec, days: number): WorkEstimate {
  let mobs = 0;
  let turnsPerRound = 0;
  for (const b of spec.builds) {
    const f = fighterOf(b.mob);
    mobs += b.count;
    turnsPerRound += b.count * (f.swingRate + f.moveRate + (carriesHaste(f) ? 2 * f.swingRate : 0));
  }
  const field = mobs + spec.food.perDay * FOOD_DAYS;
  const turns = days * spec.roundsPerDay * turnsPerRound;
  return {
    units: turns * field,
    unit: 'steps',
    how:
      `${countText(days)} days × ${countText(spec.roundsPerDay)} rounds a day × ${countText(turnsPerRound)} mob turns a round, ` +
      `each looking over ${countText(field)} mobs and meals`,
  };
}
