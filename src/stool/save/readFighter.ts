/** Reads a saved Night Soil fighter, item and scroll back from JSON, naming the field of the first problem (throws FieldError). */
import { FieldError, at, choice, flag, list, number, object, text } from '../../core/fields.js';
import { SLOTS, type Item } from '../../nightsoil/equipment.js';
import type { ActiveEffect, Preparation } from '../../nightsoil/activeEffect.js';
import { SCROLL_EFFECTS, type MobState, type Scroll } from '../../nightsoil/mob.js';
import { MAX_RANGE, MAX_MOB_RATE, MAX_ROUNDS_OF_EFFECT, MAX_SCROLLS } from '../../nightsoil/parseMob.js';
import type { TimelinePosition } from '../../core/timeline/position.js';
import { showJson } from '../../core/quote.js';

const ITEM_FIELDS = ['name', 'slot', 'aim', 'armour', 'offence', 'defence', 'range', 'twoHanded'] as const;
const SCROLL_FIELDS = ['name', 'iq', 'effect', 'rounds', 'prepare', 'range', 'count'] as const;
const FIGHTER_FIELDS = [
  'name',
  'life',
  'maxLife',
  'strength',
  'maxStrength',
  'iq',
  'maxIq',
  'maxAim',
  'maxArmour',
  'gearAim',
  'gearArmour',
  'offence',
  'defence',
  'reach',
  'swingRate',
  'moveRate',
  'fleeBelow',
  'eatBelow',
  'scrolls',
  'scrollsLeft',
  'effects',
  'preparing',
] as const;
const EFFECT_FIELDS = ['kind', 'scroll', 'start', 'rounds', 'amount', 'source'] as const;
const PREPARATION_FIELDS = ['scroll', 'start', 'rounds', 'target'] as const;

/** A whole number ≥ 0 that JSON can hold exactly. */
const WHOLE = { whole: true, min: 0, max: Number.MAX_SAFE_INTEGER } as const;

/** A saved item: every field written out. */
export function readItem(v: unknown, path: string): Item {
  const o = object(v, path, ITEM_FIELDS);
  return {
    name: text(o, 'name', path),
    slot: choice(o, 'slot', path, SLOTS),
    aim: number(o, 'aim', path, { min: 0 }),
    armour: number(o, 'armour', path, { min: 0 }),
    offence: number(o, 'offence', path, { gt: 0 }),
    defence: number(o, 'defence', path, { gt: 0 }),
    range: number(o, 'range', path, { whole: true, min: 1, max: MAX_RANGE }),
    twoHanded: flag(o, 'twoHanded', path, false),
  };
}

/** A saved scroll stack's description. */
export function readScroll(v: unknown, path: string): Scroll {
  const o = object(v, path, SCROLL_FIELDS);
  return {
    name: text(o, 'name', path),
    iq: number(o, 'iq', path, { gt: 0 }),
    effect: choice(o, 'effect', path, SCROLL_EFFECTS),
    rounds: number(o, 'rounds', path, { whole: true, min: 0, max: MAX_ROUNDS_OF_EFFECT }),
    prepare: number(o, 'prepare', path, { whole: true, min: 0, max: MAX_ROUNDS_OF_EFFECT }),
    range: number(o, 'range', path, { whole: true, min: 0, max: MAX_RANGE }),
    count: number(o, 'count', path, { whole: true, min: 1, max: MAX_SCROLLS }),
  };
}

/** A timeline position `{ round, slot }`. */
export function readPosition(v: unknown, path: string): TimelinePosition {
  const o = object(v, path, ['round', 'slot']);
  return { round: number(o, 'round', path, WHOLE), slot: number(o, 'slot', path, WHOLE) };
}

function effect(v: unknown, path: string): ActiveEffect {
  const o = object(v, path, EFFECT_FIELDS);
  return {
    kind: choice(o, 'kind', path, ['ward', 'haste', 'poison'] as const),
    scroll: text(o, 'scroll', path),
    start: readPosition(o.start, at(path, 'start')),
    rounds: number(o, 'rounds', path, { whole: true, min: 1, max: MAX_ROUNDS_OF_EFFECT }),
    amount: number(o, 'amount', path, { min: 0 }),
    source: number(o, 'source', path, { whole: true, min: -1, max: Number.MAX_SAFE_INTEGER }),
  };
}

function preparation(v: unknown, path: string, scrolls: number): Preparation | null {
  if (v === null) return null;
  const o = object(v, path, PREPARATION_FIELDS);
  return {
    scroll: number(o, 'scroll', path, { whole: true, min: 0, max: scrolls - 1 }),
    start: readPosition(o.start, at(path, 'start')),
    rounds: number(o, 'rounds', path, { whole: true, min: 0, max: MAX_ROUNDS_OF_EFFECT }),
    target: number(o, 'target', path, { whole: true, min: -1, max: Number.MAX_SAFE_INTEGER }),
  };
}

/** A saved fighter; energies must lie within their maxima and `scrollsLeft` match `scrolls` one for one. */
export function readFighter(v: unknown, path: string): MobState {
  const o = object(v, path, FIGHTER_FIELDS);
  const maxLife = number(o, 'maxLife', path, { gt: 0 });
  const maxStrength = number(o, 'maxStrength', path, { min: 0 });
  const maxIq = number(o, 'maxIq', path, { min: 0 });
  const scrolls = list(o, 'scrolls', path, readScroll);
  const left = list(o, 'scrollsLeft', path, (x, p) => {
    if (typeof x !== 'number' || !Number.isInteger(x) || x < 0)
      throw new FieldError(p, `must be a whole number ≥ 0, got ${showJson(x)}`);
    return x;
  });
  if (left.length !== scrolls.length)
    throw new FieldError(
      at(path, 'scrollsLeft'),
      `must have one count per scroll (${scrolls.length}), got ${left.length}`,
    );
  if (o.preparing === undefined) throw new FieldError(at(path, 'preparing'), 'is required (null or a preparation)');
  return {
    name: text(o, 'name', path),
    life: number(o, 'life', path, { min: 0, max: maxLife }),
    maxLife,
    strength: number(o, 'strength', path, { min: 0, max: maxStrength }),
    maxStrength,
    iq: number(o, 'iq', path, { min: 0, max: maxIq }),
    maxIq,
    maxAim: number(o, 'maxAim', path, { min: 0 }),
    maxArmour: number(o, 'maxArmour', path, { min: 0 }),
    gearAim: number(o, 'gearAim', path, { min: 0 }),
    gearArmour: number(o, 'gearArmour', path, { min: 0 }),
    offence: number(o, 'offence', path, { gt: 0 }),
    defence: number(o, 'defence', path, { gt: 0 }),
    reach: number(o, 'reach', path, { whole: true, min: 1, max: MAX_RANGE }),
    swingRate: number(o, 'swingRate', path, { whole: true, min: 1, max: MAX_MOB_RATE }),
    moveRate: number(o, 'moveRate', path, { whole: true, min: 1, max: MAX_MOB_RATE }),
    fleeBelow: number(o, 'fleeBelow', path, { min: 0, max: 0.99 }),
    eatBelow: number(o, 'eatBelow', path, { min: 0, max: 1 }),
    scrolls,
    scrollsLeft: left,
    effects: list(o, 'effects', path, effect),
    preparing: preparation(o.preparing, at(path, 'preparing'), scrolls.length),
  };
}
