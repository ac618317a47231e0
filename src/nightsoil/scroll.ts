/** Reading a scroll: the same sigmoid on iq, the iq spent, and damage equal to the cost. */
import type { Fighter, Scroll } from './mob.js';
import type { NightSoilParams } from './params.js';
import { contest, sigmoid } from './sigmoid.js';

/** What one reading did: the contest value, the chance, whether it worked, iq spent and damage dealt. */
export interface CastResult {
  x: number;
  p: number;
  success: boolean;
  iqSpent: number;
  damage: number;
}

/** The chance the caster's current iq reads `scroll`: x = (iq − scroll.iq)/(iq + scroll.iq) through the sigmoid. */
export function castChance(caster: Fighter, scroll: Scroll, params: NightSoilParams): { x: number; p: number } {
  const x = contest(caster.iq, scroll.iq);
  return { x, p: sigmoid(x, params) };
}

/** True when the caster has the iq the scroll costs. */
export function canCast(caster: Fighter, scroll: Scroll): boolean {
  return caster.iq >= scroll.iq;
}

/**
 * Reads `scroll` at `target` with the uniform draw `u` (success when u < p), mutating both. The iq is paid whether or
 * not the spell works; on success the damage equals the cost and ignores the target's defence and armour.
 */
export function castInPlace(caster: Fighter, target: Fighter, scroll: Scroll, params: NightSoilParams, u: number): CastResult {
  const { x, p } = castChance(caster, scroll, params);
  caster.iq -= scroll.iq;
  const success = u < p;
  const damage = success ? scroll.iq : 0;
  if (success) target.life = target.life > damage ? target.life - damage : 0;
  return { x, p, success, iqSpent: scroll.iq, damage };
}
