/** Reading a scroll: the same sigmoid on iq over its whole range, the iq spent, the scroll used up, and what it does. */
import { objectArg } from '../core/args.js';
import type { TimelinePosition } from '../core/timeline/position.js';
import { addEffect, beginPreparation, takeDamage } from './effects.js';
import type { MobState, Scroll } from './mob.js';
import type { NightSoilParams } from './params.js';
import { paramsArg } from './paramsArg.js';
import { contestOf, sigmoidOf } from './sigmoid.js';

/** What one reading did: the contest value, the chance, whether it worked, iq spent, and the damage or effect it made. */
export interface CastResult {
  x: number;
  p: number;
  success: boolean;
  iqSpent: number;
  /** Life the target lost at once (a bolt, after the target's ward). */
  damage: number;
  /** Damage a ward took out of a bolt. */
  absorbed: number;
}

/**
 * The chance the caster's iq reads `scroll`: x = (iq − scroll's iq)/(iq + scroll's iq) through the sigmoid, so a scroll
 * beyond one's iq is unlikely, not impossible.
 *
 * @throws RangeError for a constant that is unusable (TypeError when the caster or the scroll is missing)
 * @example
 * ```ts
 * import { DEFAULT_PARAMS, castChance, fighterOf, parseMob } from 'fray/nightsoil';
 *
 * const r = parseMob({ name: 'mage', maxLife: 10, maxStrength: 10, maxAim: 5, maxArmour: 5, maxIq: 20, scrolls: [{ name: 'firebolt', iq: 10, effect: 'bolt' }] });
 * if (r.ok) {
 *   const mage = fighterOf(r.value);
 *   console.log(castChance(mage, mage.scrolls[0]!, DEFAULT_PARAMS).p.toFixed(3));
 * }
 * //> 0.823
 * ```
 * @category Gear, scrolls and food
 */
export function castChance(
  caster: MobState,
  scroll: Scroll,
  params: NightSoilParams,
): {
  /** The contest value, in [−1, 1]. */
  x: number;
  /** The chance the reading works. */
  p: number;
} {
  objectArg('castChance', 'caster', caster);
  objectArg('castChance', 'scroll', scroll);
  return castChanceOf(caster, scroll, paramsArg('castChance', params));
}

/** `castChance` without its checks, for the rules' loops. */
export function castChanceOf(caster: MobState, scroll: Scroll, params: NightSoilParams): { x: number; p: number } {
  const x = contestOf(caster.iq, scroll.iq);
  return { x, p: sigmoidOf(x, params) };
}

/** True when the caster still carries a copy of scroll `i`. */
export function hasScroll(caster: MobState, i: number): boolean {
  return (caster.scrollsLeft[i] ?? 0) > 0;
}

/** True when the caster's iq covers the scroll's cost (the reading is at least an even chance). */
export function affords(caster: MobState, scroll: Scroll): boolean {
  return caster.iq >= scroll.iq;
}

/** True for a scroll read on oneself (ward, haste) rather than at a foe. */
export function readsOnSelf(scroll: Scroll): boolean {
  return scroll.effect === 'ward' || scroll.effect === 'haste';
}

/** True when `f` carries a haste scroll: only such a mob gets a haste clock in a fight's fixed roster. */
export function carriesHaste(f: MobState): boolean {
  return f.scrolls.some((s) => s.effect === 'haste');
}

/** One reading of a scroll: which (index into the caster's scrolls), the uniform draw, when, and by whom (a mob id). */
export interface Reading {
  scroll: number;
  /** Uniform draw in [0, 1): the reading works when u < p. */
  u: number;
  now: TimelinePosition;
  source: number;
}

/**
 * Reads scroll `r.scroll` with the uniform draw `r.u` (success when u < p), mutating caster and target. The copy is used up and
 * the iq paid whether or not the spell works: the full cost, or all the caster has when the cost is beyond its iq (iq
 * never goes below 0). On success a bolt deals damage equal to the cost (ignoring defence and armour, not a ward); a
 * poison of that total goes on the target; a ward or haste on the caster. `now` and `source` date and sign the effect.
 */
export function castInPlace(caster: MobState, target: MobState, r: Reading, params: NightSoilParams): CastResult {
  const { scroll: i, u, now, source } = r;
  const scroll = caster.scrolls[i];
  if (scroll === undefined) throw new RangeError(`no scroll ${i}`);
  const { x, p } = castChanceOf(caster, scroll, params);
  const iqSpent = caster.iq < scroll.iq ? caster.iq : scroll.iq;
  caster.iq -= iqSpent;
  caster.scrollsLeft[i] = (caster.scrollsLeft[i] ?? 1) - 1;
  const success = u < p;
  // A copy: the caller may reuse its position object from slot to slot.
  const start = { round: now.round, slot: now.slot };
  let damage = 0;
  let absorbed = 0;
  if (success) {
    switch (scroll.effect) {
      case 'bolt':
        damage = takeDamage(target, scroll.iq);
        absorbed = scroll.iq - damage;
        break;
      case 'poison':
        addEffect(target, {
          kind: 'poison',
          scroll: scroll.name,
          start,
          rounds: scroll.rounds,
          amount: scroll.iq,
          source,
        });
        break;
      case 'ward':
        addEffect(caster, {
          kind: 'ward',
          scroll: scroll.name,
          start,
          rounds: scroll.rounds,
          amount: scroll.iq,
          source,
        });
        break;
      case 'haste':
        addEffect(caster, { kind: 'haste', scroll: scroll.name, start, rounds: scroll.rounds, amount: 0, source });
        break;
    }
  }
  return { x, p, success, iqSpent, damage, absorbed };
}

/** Starts reading a scroll that needs preparation: nothing is spent until it goes off (an interruption costs only the time). */
export function beginReading(caster: MobState, i: number, now: TimelinePosition, target: number): void {
  const scroll = caster.scrolls[i];
  if (scroll === undefined) throw new RangeError(`no scroll ${i}`);
  beginPreparation(caster, i, now, scroll.prepare, target);
}
