/** One weapon swing: hit chance, strength discharge, damage and the skill rewards. */
import { takeDamage } from './effects.js';
import { aimOf, armourOf, cloneFighter, type MobState } from './mob.js';
import type { NightSoilParams } from './params.js';
import type { Rng } from '../core/rng.js';
import { hitChance } from './sigmoid.js';

/**
 * What one swing did: the contest, the chance, energy spent, damage dealt and skill maxima gained.
 * @category Hit chance
 */
export interface SwingResult {
  x: number;
  p: number;
  hit: boolean;
  energy: number;
  /** Life the defender lost (after its ward). */
  damage: number;
  /** Damage the defender's ward took. */
  absorbed: number;
  aimGain: number;
  armourGain: number;
}

/** A zeroed result to reuse as the `out` of `swingInPlace`. */
export function emptySwing(): SwingResult {
  return { x: 0, p: 0, hit: false, energy: 0, damage: 0, absorbed: 0, aimGain: 0, armourGain: 0 };
}

/**
 * Resolves a swing of `att` at `def` with the uniform draw `u` in [0, 1): hit when u < p. Mutates both fighters and
 * writes the details into `out`, so the hot loop allocates nothing. The swing's energy e = C·strength·p is drawn
 * whether or not it lands (see docs/rules/night-soil.md); life is floored at 0. Reach is the caller's business: the
 * rules of a hit are the same at any distance. A defender with a ward or a preparation takes the slower path.
 */
export function swingInPlace(
  att: MobState,
  def: MobState,
  params: NightSoilParams,
  u: number,
  out: SwingResult,
): SwingResult {
  const { x, p } = hitChance(aimOf(att), armourOf(def), params);
  const energy = params.C * att.strength * p;
  att.strength -= energy;
  out.x = x;
  out.p = p;
  out.energy = energy;
  if (u < p) {
    const damage = (energy * att.offence) / def.defence;
    if (def.effects.length === 0 && def.preparing === null) {
      def.life = def.life > damage ? def.life - damage : 0;
      out.damage = damage;
      out.absorbed = 0;
    } else {
      out.damage = takeDamage(def, damage);
      out.absorbed = damage - out.damage;
    }
    out.hit = true;
    out.aimGain = params.D * (1 - p);
    out.armourGain = 0;
    att.maxAim += out.aimGain;
  } else {
    out.hit = false;
    out.damage = 0;
    out.absorbed = 0;
    out.aimGain = 0;
    out.armourGain = params.E * p;
    def.maxArmour += out.armourGain;
  }
  return out;
}

/**
 * A pure swing: draws one number from `rng` and returns new attacker and defender states with the result.
 * @category Hit chance
 */
export function attack(
  att: MobState,
  def: MobState,
  params: NightSoilParams,
  rng: Rng,
): { attacker: MobState; defender: MobState; result: SwingResult } {
  const attacker = cloneFighter(att);
  const defender = cloneFighter(def);
  const result = swingInPlace(attacker, defender, params, rng.next(), emptySwing());
  return { attacker, defender, result };
}
