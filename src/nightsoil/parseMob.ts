/** Validates a mob description from JSON into a MobSpec, naming the field path of the first problem. */
import type { Result } from '../core/result.js';
import { FieldError, at, list, number, object, readFields, text } from './fields.js';
import type { Item, MobSpec, Scroll } from './mob.js';

/** Fields a mob file may have. */
export const MOB_FIELDS = ['name', 'life', 'maxLife', 'strength', 'maxStrength', 'iq', 'maxIq', 'maxAim', 'maxArmour', 'equipment', 'scrolls', 'swingRate', 'moveRate', 'fleeBelow', 'eatBelow'] as const;
const ITEM_FIELDS = ['name', 'aim', 'armour', 'offence', 'defence'] as const;
const SCROLL_FIELDS = ['name', 'iq'] as const;

/** Highest swing or move rate: turns per round on the timeline. */
export const MAX_RATE = 60;

function item(v: unknown, path: string): Item {
  const o = object(v, path, ITEM_FIELDS);
  return {
    name: text(o, 'name', path),
    aim: number(o, 'aim', path, { min: 0 }, 0),
    armour: number(o, 'armour', path, { min: 0 }, 0),
    offence: number(o, 'offence', path, { gt: 0 }, 1),
    defence: number(o, 'defence', path, { gt: 0 }, 1),
  };
}

function scroll(v: unknown, path: string): Scroll {
  const o = object(v, path, SCROLL_FIELDS);
  return { name: text(o, 'name', path), iq: number(o, 'iq', path, { gt: 0 }) };
}

/** Reads a mob object at `path` (throws FieldError); `defaultName` is used when the object has no name. */
export function readMob(v: unknown, path: string, defaultName?: string): MobSpec {
  const o = object(v, path, MOB_FIELDS);
  const name = text(o, 'name', path, defaultName);
  const maxLife = number(o, 'maxLife', path, { gt: 0 });
  const maxStrength = number(o, 'maxStrength', path, { min: 0 });
  const maxIq = number(o, 'maxIq', path, { min: 0 }, 0);
  const life = number(o, 'life', path, { gt: 0, max: maxLife }, maxLife);
  const strength = number(o, 'strength', path, { min: 0, max: maxStrength }, maxStrength);
  const iq = number(o, 'iq', path, { min: 0, max: maxIq }, maxIq);
  const scrolls = list(o, 'scrolls', path, scroll);
  const names = new Set<string>();
  scrolls.forEach((s, i) => {
    if (names.has(s.name)) throw new FieldError(at(at(at(path, 'scrolls'), i), 'name'), `duplicate scroll name '${s.name}'`);
    names.add(s.name);
  });
  const fleeBelow = number(o, 'fleeBelow', path, { min: 0, max: 0.99 }, 0.2);
  return {
    name,
    life,
    maxLife,
    strength,
    maxStrength,
    iq,
    maxIq,
    maxAim: number(o, 'maxAim', path, { min: 0 }),
    maxArmour: number(o, 'maxArmour', path, { min: 0 }),
    equipment: list(o, 'equipment', path, item),
    scrolls,
    swingRate: number(o, 'swingRate', path, { whole: true, min: 1, max: MAX_RATE }, 2),
    moveRate: number(o, 'moveRate', path, { whole: true, min: 1, max: MAX_RATE }, 2),
    temper: { fleeBelow, eatBelow: number(o, 'eatBelow', path, { min: 0, max: 1 }, 0.5) },
  };
}

/** A mob from parsed JSON, or a problem like `orc.json: equipment[0].aim: must be a number ≥ 0, got -1`. */
export function parseMob(value: unknown, file?: string): Result<MobSpec> {
  return readFields(file, () => readMob(value, ''));
}
