/**
 * Timed effects and spell preparation on the turn-rate timeline (docs/rules/timeline.md): something lasting n rounds
 * from position p is active up to but not including the same slot n rounds later (`effectActive` of the core).
 * Positions are whole numbers, so every start, tick and end is compared exactly. A game loop advances them by calling
 * `tickEffects` at every slot of the round order, in order.
 */
import { comparePositions, endOfEffect, inEffect, type TimelinePosition } from '../core/timeline/position.js';
import type { MobState } from './mob.js';
import type { ActiveEffect, EffectKind, Preparation } from './activeEffect.js';

/** True when `f` is under an effect of `kind`. */
export function hasEffect(f: MobState, kind: EffectKind): boolean {
  for (const e of f.effects) if (e.kind === kind) return true;
  return false;
}

/** True when anything on `f` still runs on the clock (an effect or a preparation): a duel is no stalemate while it does. */
export function hasTimed(f: MobState): boolean {
  return f.effects.length > 0 || f.preparing !== null;
}

/** Puts `e` on `f`. A ward or a haste replaces one of its kind (reading it again renews it); poisons stack. */
export function addEffect(f: MobState, e: ActiveEffect): void {
  f.effects = e.kind === 'poison' ? [...f.effects, e] : [...f.effects.filter((x) => x.kind !== e.kind), e];
}

/**
 * Damage to `f`'s life after its ward: the ward absorbs what it can and is gone when used up. Life that is really
 * lost (never below 0) breaks a preparation. Returns the damage that got through the ward.
 */
export function takeDamage(f: MobState, damage: number): number {
  let through = damage;
  if (f.effects.length > 0) {
    const i = f.effects.findIndex((e) => e.kind === 'ward');
    const ward = f.effects[i];
    if (ward !== undefined) {
      const absorbed = ward.amount < through ? ward.amount : through;
      through -= absorbed;
      const left = ward.amount - absorbed;
      const rest = f.effects.filter((_, j) => j !== i);
      f.effects = left > 0 ? [...rest, { ...ward, amount: left }] : rest;
    }
  }
  if (through > 0) {
    f.life = f.life > through ? f.life - through : 0;
    f.preparing = null;
  }
  return through;
}

/** What one effect did at a slot: a poison tick (damage through the ward) or an effect running out. */
export interface EffectTick {
  effect: ActiveEffect;
  kind: 'tick' | 'end';
  damage: number;
}

/**
 * Advances `f`'s effects to position `now`: a poison takes its share once a round at its own slot (the first one a
 * round after it began, the last as it ends, so n rounds give n ticks that add up to its whole amount), and any effect
 * no longer active at `now` is removed. Reports each tick and end to `on` (when given); returns the life lost.
 */
export function tickEffects(f: MobState, now: TimelinePosition, on?: (t: EffectTick) => void): number {
  let lost = 0;
  for (const e of f.effects) {
    if (
      e.kind !== 'poison' ||
      now.slot !== e.start.slot ||
      now.round <= e.start.round ||
      now.round > e.start.round + e.rounds
    )
      continue;
    // Ticks left including this one; the last takes exactly what remains.
    const left = e.start.round + e.rounds - now.round + 1;
    const share = left === 1 ? e.amount : e.amount / left;
    f.effects = f.effects.map((x) => (x === e ? { ...e, amount: e.amount - share } : x));
    const through = f.life > 0 ? takeDamage(f, share) : 0;
    lost += through;
    on?.({ effect: e, kind: 'tick', damage: through });
  }
  if (f.effects.length > 0) {
    const kept = f.effects.filter((e) => inEffect(e.start, e.rounds, now));
    if (kept.length !== f.effects.length) {
      if (on) for (const e of f.effects) if (!kept.includes(e)) on({ effect: e, kind: 'end', damage: 0 });
      f.effects = kept;
    }
  }
  return lost;
}

/** Starts preparing scroll `scroll` at `now` for `rounds` rounds, aimed at `target`. */
export function beginPreparation(
  f: MobState,
  scroll: number,
  now: TimelinePosition,
  rounds: number,
  target: number,
): void {
  f.preparing = { scroll, start: { round: now.round, slot: now.slot }, rounds, target };
}

/** True when the preparation has run its time at `now`: the spell goes off on the preparer's first turn from then on. */
export function preparationDue(p: Preparation, now: TimelinePosition): boolean {
  return comparePositions(now, endOfEffect(p.start, p.rounds)) >= 0;
}
