/** Validates a mob description from JSON into a MobSpec, naming the field path of the first problem. */
import type { Result } from '../core/result.js';
import { choice, FieldError, at, flag, list, number, object, readFields, text } from '../core/fields.js';
import { defaultSlot, equip, slotConflict, SLOTS, type Item, type Loadout } from './equipment.js';
import { SCROLL_EFFECTS, type MobSpec, type Scroll } from './mob.js';
import { quote } from '../core/quote.js';

/** Fields a mob file may have. */
export const MOB_FIELDS = [
  'name',
  'life',
  'maxLife',
  'strength',
  'maxStrength',
  'iq',
  'maxIq',
  'maxAim',
  'maxArmour',
  'equipment',
  'scrolls',
  'swingRate',
  'moveRate',
  'fleeBelow',
  'eatBelow',
] as const;
const ITEM_FIELDS = ['name', 'slot', 'aim', 'armour', 'offence', 'defence', 'range', 'twoHanded'] as const;
const SCROLL_FIELDS = ['name', 'iq', 'effect', 'rounds', 'prepare', 'range', 'count'] as const;

/** Highest swing or move rate: turns per round on the timeline. */
export const MAX_MOB_RATE = 60;
/** Longest weapon or scroll range, in cells. */
export const MAX_RANGE = 50;
/** Longest duration or preparation, in rounds. */
export const MAX_ROUNDS_OF_EFFECT = 1000;
/** Most copies of one scroll a mob may carry. */
export const MAX_SCROLLS = 1000;
/** Rounds a poison, ward or haste lasts when the file does not say. */
export const DEFAULT_EFFECT_ROUNDS = 3;

function item(v: unknown, path: string): Item {
  const o = object(v, path, ITEM_FIELDS);
  const name = text(o, 'name', path);
  const aim = number(o, 'aim', path, { min: 0 }, 0);
  const offence = number(o, 'offence', path, { gt: 0 }, 1);
  // Files written before slots existed still load: a slot is inferred (see defaultSlot).
  const slot = choice(
    o,
    'slot',
    path,
    SLOTS,
    defaultSlot({ aim, offence, rangeOrHands: o.range !== undefined || o.twoHanded !== undefined }),
  );
  if (slot !== 'weapon') {
    for (const k of ['range', 'twoHanded'] as const)
      if (o[k] !== undefined)
        throw new FieldError(
          at(path, k),
          `only a weapon has ${k === 'range' ? 'a range' : 'hands'}; ${quote(name)} goes in the ${slot} slot`,
        );
  }
  return {
    name,
    slot,
    aim,
    armour: number(o, 'armour', path, { min: 0 }, 0),
    offence,
    defence: number(o, 'defence', path, { gt: 0 }, 1),
    range: number(o, 'range', path, { whole: true, min: 1, max: MAX_RANGE }, 1),
    twoHanded: flag(o, 'twoHanded', path, false),
  };
}

function loadout(o: Record<string, unknown>, path: string): Loadout {
  const items = list(o, 'equipment', path, item);
  let l: Loadout = {};
  items.forEach((it, i) => {
    const why = slotConflict(l, it);
    if (why !== undefined) {
      const p = at(at(path, 'equipment'), i);
      const given = (o.equipment as Record<string, unknown>[])[i]?.slot !== undefined;
      throw new FieldError(
        given ? at(p, 'slot') : p,
        given
          ? why
          : `${why}; ${quote(it.name)} has no slot, so it went to ${it.slot}: give it a "slot" (one of ${SLOTS.join(', ')})`,
      );
    }
    l = equip(l, it).loadout;
  });
  return l;
}

function scroll(v: unknown, path: string): Scroll {
  const o = object(v, path, SCROLL_FIELDS);
  const name = text(o, 'name', path);
  const effect = choice(o, 'effect', path, SCROLL_EFFECTS, 'bolt');
  const onSelf = effect === 'ward' || effect === 'haste';
  if (effect === 'bolt' && o.rounds !== undefined)
    throw new FieldError(at(path, 'rounds'), 'a bolt acts at once; only a poison, ward or haste lasts for rounds');
  if (onSelf && o.range !== undefined)
    throw new FieldError(at(path, 'range'), `a ${effect} is read on oneself and has no range`);
  return {
    name,
    iq: number(o, 'iq', path, { gt: 0 }),
    effect,
    rounds:
      effect === 'bolt'
        ? 0
        : number(o, 'rounds', path, { whole: true, min: 1, max: MAX_ROUNDS_OF_EFFECT }, DEFAULT_EFFECT_ROUNDS),
    prepare: number(o, 'prepare', path, { whole: true, min: 0, max: MAX_ROUNDS_OF_EFFECT }, 0),
    range: onSelf ? 0 : number(o, 'range', path, { whole: true, min: 1, max: MAX_RANGE }, 1),
    count: number(o, 'count', path, { whole: true, min: 1, max: MAX_SCROLLS }, 1),
  };
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
    if (names.has(s.name))
      throw new FieldError(
        at(at(at(path, 'scrolls'), i), 'name'),
        `duplicate scroll name ${quote(s.name)} (carry several with "count")`,
      );
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
    equipment: loadout(o, path),
    scrolls,
    swingRate: number(o, 'swingRate', path, { whole: true, min: 1, max: MAX_MOB_RATE }, 2),
    moveRate: number(o, 'moveRate', path, { whole: true, min: 1, max: MAX_MOB_RATE }, 2),
    temper: { fleeBelow, eatBelow: number(o, 'eatBelow', path, { min: 0, max: 1 }, 0.5) },
  };
}

/**
 * A mob from parsed JSON (a mob file, a form), or a problem naming the field path of the first thing wrong, such as
 * `orc.json: equipment[0].aim: must be a number ≥ 0, got -1`. maxLife, maxStrength, maxAim and maxArmour are
 * required; missing energies start full, missing gear is none.
 *
 * @param value - the parsed JSON
 * @param file - the file's name, for the problem's place
 * @example
 * ```ts
 * import { parseMob } from 'fray/nightsoil';
 *
 * const r = parseMob({ name: 'orc', maxLife: 30, maxStrength: 80, maxAim: 12, maxArmour: 10, swingRate: 2, moveRate: 2 });
 * console.log(r.ok ? `${r.value.name}: life ${r.value.life}/${r.value.maxLife}` : r.problem.message);
 * //> orc: life 30/30
 * const bad = parseMob({ name: 'orc', maxLife: 30, maxStrength: 80, maxAim: 12, maxArmour: 10, equipment: [{ name: 'axe', slot: 'weapon', aim: -1 }] }, 'orc.json');
 * console.log(bad.ok ? 'ok' : bad.problem.message);
 * //> equipment[0].aim: must be a number ≥ 0, got -1
 * ```
 * @category Mobs
 */
export function parseMob(value: unknown, file?: string): Result<MobSpec> {
  return readFields(file, () => readMob(value, ''));
}
