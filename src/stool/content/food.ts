/** Food lying in the dungeon, and how long corpses keep (plain data). */
import type { Food } from '../../nightsoil/food.js';

/** A kind of food: what it recharges. Found food keeps; corpses rot (see CORPSE_ROUNDS). */
export interface FoodKind {
  readonly name: string;
  readonly food: Food;
}

/** Every kind of food found lying about, by name. */
export const FOODS: Readonly<Record<string, FoodKind>> = Object.freeze({
  ration: { name: 'ration', food: { life: 10, strength: 30, iq: 4 } },
  apple: { name: 'apple', food: { life: 4, strength: 10, iq: 2 } },
  'sage mushroom': { name: 'sage mushroom', food: { life: 1, strength: 2, iq: 10 } },
  'honey cake': { name: 'honey cake', food: { life: 16, strength: 20, iq: 6 } },
});

/** Rounds a corpse lies (or is carried) before it rots away: eat it soon, or lose it. */
export const CORPSE_ROUNDS = 40;

/** The food called `name`. */
export function foodNamed(name: string): FoodKind {
  const f = FOODS[name];
  if (f === undefined) throw new RangeError(`no food called '${name}'`);
  return f;
}
