/**
 * Smooth armour: damage taken = inc² / (inc + def). Light hits lose a large share to armour, heavy hits a small
 * share but a larger amount; the curve has no kink, unlike flat cut-offs or fixed-fraction damping.
 */

/**
 * Incoming damage, armour, and how it split.
 * @category Armour
 */
export interface ArmorHit {
  inc: number;
  def: number;
  taken: number;
  absorbed: number;
}

/**
 * Damage taken from an `inc` hit against armour `def`: inc² / (inc + def), with inc <= 0 taking 0 (a hit never heals)
 * and def <= 0 counting as no armour (armour never adds damage). Throws RangeError for non-finite input.
 * Computed as inc / (1 + def / inc): every operation is monotone under rounding, so the result never exceeds inc
 * and never rises with def or falls with inc, even in floating point.
 * @category Armour
 */
export function damageTaken(inc: number, def: number): number {
  if (!Number.isFinite(inc) || !Number.isFinite(def))
    throw new RangeError(`armour needs finite numbers, got inc ${inc}, def ${def}`);
  if (inc <= 0) return 0;
  if (def <= 0) return inc;
  return inc / (1 + def / inc);
}

/**
 * The whole split of one hit: taken as damageTaken, absorbed = inc − taken (never more than def, never negative).
 * @category Armour
 */
export function armorHit(inc: number, def: number): ArmorHit {
  const taken = damageTaken(inc, def);
  const absorbed = inc <= 0 ? 0 : Math.max(0, Math.min(inc - taken, Math.max(0, def)));
  return { inc, def, taken, absorbed };
}

/**
 * Damage taken in exact whole millionths (for hit points held as micros): round(inc² / (inc + def)), halves up,
 * computed with integers so sums of hits never drift. Same edge rules as damageTaken.
 */
export function damageTakenMicros(incMicros: number, defMicros: number): number {
  if (!Number.isSafeInteger(incMicros) || !Number.isSafeInteger(defMicros))
    throw new RangeError('armour in micros needs whole numbers');
  if (incMicros <= 0) return 0;
  if (defMicros <= 0) return incMicros;
  const inc = BigInt(incMicros);
  const den = inc + BigInt(defMicros);
  // round(n / d) for positive n, d: floor((2n + d) / 2d).
  return Number((2n * inc * inc + den) / (2n * den));
}
