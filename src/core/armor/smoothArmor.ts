/**
 * Smooth armour: damage taken = inc² / (inc + def). Light hits lose a large share to armour, heavy hits a small
 * share but a larger amount; the curve has no kink, unlike flat cut-offs or fixed-fraction damping.
 */

/**
 * Incoming damage, armour, and how it split.
 * @category Armour
 */
export interface ArmorHit {
  /** The incoming damage. */
  inc: number;
  /** The armour it met. */
  def: number;
  /** The damage that got through (`damageTaken(inc, def)`). */
  taken: number;
  /** The damage the armour stopped: inc − taken. */
  absorbed: number;
}

/**
 * Damage taken from an `inc` hit against armour `def`: inc² / (inc + def). A hit never heals (inc <= 0 takes 0) and
 * armour never adds damage (def <= 0 counts as none). Computed as inc / (1 + def / inc), every step monotone under
 * rounding, so the result never exceeds inc and never rises with def, even in floating point.
 *
 * @param inc - the incoming damage
 * @param def - the armour
 * @returns the damage that gets through, from 0 to `inc`
 * @throws RangeError `armour needs finite numbers, got inc <inc>, def <def>`
 * @example
 * ```ts
 * import { damageTaken } from 'fray/core';
 *
 * // Armour equal to the hit halves it; light hits lose more of themselves than heavy ones.
 * console.log(damageTaken(40, 40), damageTaken(10, 40), damageTaken(160, 40));
 * //> 20 2 128
 * ```
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
 * The whole split of one hit: `taken` as `damageTaken` gives it, and `absorbed` = inc − taken (never more than def,
 * never negative).
 *
 * @throws RangeError as `damageTaken`
 * @example
 * ```ts
 * import { armorHit } from 'fray/core';
 *
 * console.log(armorHit(30, 10));
 * //> { inc: 30, def: 10, taken: 22.5, absorbed: 7.5 }
 * ```
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
