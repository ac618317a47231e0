/** One weapon swing: hit chance, strength discharge, damage and the skill rewards. */
import { objectArg } from '../core/args.js';
import { takeDamage } from './effects.js';
import { aimOf, armourOf, cloneFighter, type MobState } from './mob.js';
import type { NightSoilParams } from './params.js';
import type { Rng } from '../core/rng.js';
import { paramsArg } from './paramsArg.js';
import { chanceOf } from './sigmoid.js';

/**
 * What one swing did: the contest, the chance, energy spent, damage dealt and skill maxima gained.
 * @category Hit chance
 */
export interface SwingResult {
  /** The skill contest (aim − armour)/(aim + armour), from −1 to 1 (0 for an even match). */
  x: number;
  /** The hit chance from the sigmoid, from 0 to 1; the swing hit when its draw was below it. */
  p: number;
  /** Whether the swing landed. */
  hit: boolean;
  /** Strength the swing spent, C·strength·p, whether it landed or not (0 or more). */
  energy: number;
  /** Life the defender lost (after its ward). */
  damage: number;
  /** Damage the defender's ward took. */
  absorbed: number;
  /** How much the attacker's aim skill (`maxAim`) grew: D·(1 − p) on a hit, 0 on a miss. */
  aimGain: number;
  /** How much the defender's armour skill (`maxArmour`) grew: E·p on a miss, 0 on a hit. */
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
  const { x, p } = chanceOf(aimOf(att), armourOf(def), params);
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
 * One swing of `att` at `def`, on copies: one draw decides the hit (below the hit chance), the swing spends strength
 * whether or not it lands, and a hit takes life and teaches both sides (aim and armour maxima grow). The mobs given
 * are not changed.
 *
 * @throws RangeError for a constant that is unusable (TypeError when a mob is missing)
 * @example
 * ```ts
 * import { DEFAULT_PARAMS, attack, fighterOf, parseMob } from 'fray/nightsoil';
 * import { createRng } from 'fray/core';
 *
 * const mob = (doc: unknown) => { const r = parseMob(doc); if (!r.ok) throw new Error(r.problem.message); return fighterOf(r.value); };
 * const orc = mob({ name: 'orc', maxLife: 30, maxStrength: 80, maxAim: 12, maxArmour: 10, equipment: [{ name: 'axe', slot: 'weapon', aim: 14, offence: 2 }] });
 * const elf = mob({ name: 'elf', maxLife: 18, maxStrength: 45, maxAim: 14, maxArmour: 10 });
 * const { defender, result } = attack(orc, elf, DEFAULT_PARAMS, createRng(3));
 * console.log(result.hit, result.p.toFixed(3), defender.life.toFixed(2), elf.life);
 * //> true 0.990 6.91 18
 * ```
 * @category Hit chance
 */
export function attack(
  att: MobState,
  def: MobState,
  params: NightSoilParams,
  rng: Rng,
): {
  /** The attacker after the swing (strength spent, skill maybe grown). */
  attacker: MobState;
  /** The defender after the swing (life maybe lost). */
  defender: MobState;
  /** What the swing did. */
  result: SwingResult;
} {
  objectArg('attack', 'att', att);
  objectArg('attack', 'def', def);
  paramsArg('attack', params);
  const attacker = cloneFighter(att);
  const defender = cloneFighter(def);
  const result = swingInPlace(attacker, defender, params, rng.next(), emptySwing());
  return { attacker, defender, result };
}
