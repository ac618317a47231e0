/** Equipment slots: one item per slot, so choosing gear is a decision; wield, wear and take off as pure functions. */
import { objectArg } from '../core/args.js';
import { quote } from '../core/quote.js';

/**
 * The places an item can go. A two-handed weapon fills both `weapon` and `shield`. Seven slots cap how far
 * offence and defence can multiply (the design multiplies every item; without slots five axes gave ×32).
 * @category Gear, scrolls and food
 */
export const SLOTS = ['weapon', 'shield', 'body', 'cloak', 'head', 'hands', 'feet'] as const;
/**
 * One of the slots.
 * @category Gear, scrolls and food
 */
export type EquipmentSlot = (typeof SLOTS)[number];

/**
 * A piece of equipment: aim and armour it supplies (capped by the wearer's skill), uncapped multipliers, and for a weapon its reach.
 * @category Gear, scrolls and food
 */
export interface Item {
  /** The item's name, as logs and reports show it. */
  readonly name: string;
  /** The slot it takes; one item per slot. */
  readonly slot: EquipmentSlot;
  /** Aim it supplies, 0 or more; the items' aims add up, and the wearer uses at most its aim skill (`maxAim`). */
  readonly aim: number;
  /** Armour it supplies, 0 or more; the items' armours add up, and the wearer uses at most its armour skill (`maxArmour`). */
  readonly armour: number;
  /** Damage multiplier, above 0 (1: none); the items' multipliers multiply. */
  readonly offence: number;
  /** Damage divisor for blows taken, above 0 (1: none); the items' divisors multiply. */
  readonly defence: number;
  /** Cells (8 directions) a weapon strikes across: 1 is melee, more is a ranged weapon. Always 1 off the weapon slot. */
  readonly range: number;
  /** A weapon that needs both hands: wielding it leaves no room for a shield. */
  readonly twoHanded: boolean;
}

/**
 * What a mob wears and wields: at most one item per slot (a two-handed weapon sits in `weapon` and keeps `shield` empty).
 * @category Gear, scrolls and food
 */
export type Loadout = { readonly [S in EquipmentSlot]?: Item };

/** A loadout's totals: aim and armour add up, offence and defence multiply, reach is the weapon's range (1 bare-handed). */
export interface Gear {
  aim: number;
  armour: number;
  offence: number;
  defence: number;
  reach: number;
}

/** The items of a loadout in slot order. */
export function itemsOf(loadout: Loadout): Item[] {
  const out: Item[] = [];
  for (const s of SLOTS) {
    const it = loadout[s];
    if (it !== undefined) out.push(it);
  }
  return out;
}

/** Folds a loadout into its totals (no items: aim and armour 0, multipliers 1, reach 1). */
export function gearOf(loadout: Loadout): Gear {
  const g: Gear = { aim: 0, armour: 0, offence: 1, defence: 1, reach: 1 };
  for (const it of itemsOf(loadout)) {
    g.aim += it.aim;
    g.armour += it.armour;
    g.offence *= it.offence;
    g.defence *= it.defence;
  }
  g.reach = loadout.weapon?.range ?? 1;
  return g;
}

/**
 * The slot an item written without one goes to (files from before slots): anything that helps a strike (aim, offence,
 * a range or hands) is a weapon, the rest body armour.
 */
export function defaultSlot(item: { aim: number; offence: number; rangeOrHands: boolean }): EquipmentSlot {
  return item.aim > 0 || item.offence !== 1 || item.rangeOrHands ? 'weapon' : 'body';
}

/**
 * A loadout after a change, and the items that came off to make room (as data, for a game's events).
 * @category Gear, scrolls and food
 */
export interface Refit {
  /** The loadout with the change made. */
  loadout: Loadout;
  /** The items taken off to make room (the slot's old item, a shield for a two-handed weapon); empty when none. */
  removed: Item[];
}

/** `slot`, when it is one of SLOTS; else a RangeError (a TypeError when it is not a string). */
function slotArg(fn: string, name: string, slot: unknown): EquipmentSlot {
  if (typeof slot !== 'string') throw new TypeError(`${fn}: ${name} must be a slot name, got ${typeof slot}`);
  if (!(SLOTS as readonly string[]).includes(slot))
    throw new RangeError(`${fn}: ${name} must be one of ${SLOTS.join(', ')}, got ${JSON.stringify(slot)}`);
  return slot as EquipmentSlot;
}

/**
 * Puts `item` in its slot, taking off whatever is in the way: the item already there, the shield when a two-handed
 * weapon is wielded, or the two-handed weapon when a shield is worn. Never fails; the loadout given is not changed.
 *
 * @returns the new loadout and what was taken off
 * @throws RangeError `equip: item.slot must be one of weapon, shield, body, cloak, head, hands, feet, got "tail"`
 * @example
 * ```ts
 * import { equip } from 'fray/nightsoil';
 *
 * const r = equip({ shield: { name: 'buckler', slot: 'shield' } }, { name: 'greatsword', slot: 'weapon', twoHanded: true });
 * console.log(Object.keys(r.loadout).join(','), r.removed.map((i) => i.name).join(','));
 * //> weapon buckler
 * ```
 * @category Gear, scrolls and food
 */
export function equip(loadout: Loadout, item: Item): Refit {
  objectArg('equip', 'loadout', loadout);
  slotArg('equip', 'item.slot', objectArg('equip', 'item', item).slot);
  const next: { [S in EquipmentSlot]?: Item } = { ...loadout };
  const removed: Item[] = [];
  const off = (s: EquipmentSlot): void => {
    const it = next[s];
    if (it !== undefined) {
      removed.push(it);
      delete next[s];
    }
  };
  off(item.slot);
  if (item.slot === 'weapon' && item.twoHanded) off('shield');
  if (item.slot === 'shield' && next.weapon?.twoHanded === true) off('weapon');
  next[item.slot] = item;
  return { loadout: next, removed };
}

/**
 * Empties `slot`, returning the new loadout and what was taken off (nothing when the slot was empty).
 *
 * @throws RangeError `unequip: slot must be one of weapon, shield, body, cloak, head, hands, feet, got "tail"`
 * @example
 * ```ts
 * import { unequip } from 'fray/nightsoil';
 *
 * const r = unequip({ head: { name: 'cap', slot: 'head', armour: 2 } }, 'head');
 * console.log(r.loadout, r.removed.length);
 * //> {} 1
 * ```
 * @category Gear, scrolls and food
 */
export function unequip(loadout: Loadout, slot: EquipmentSlot): Refit {
  objectArg('unequip', 'loadout', loadout);
  slotArg('unequip', 'slot', slot);
  const it = loadout[slot];
  if (it === undefined) return { loadout, removed: [] };
  const next: { [S in EquipmentSlot]?: Item } = { ...loadout };
  delete next[slot];
  return { loadout: next, removed: [it] };
}

/** Why `item` cannot join `loadout` as it stands (its slot is taken, or hands clash), or undefined when it fits. */
export function slotConflict(loadout: Loadout, item: Item): string | undefined {
  const there = loadout[item.slot];
  if (there !== undefined) return `the ${item.slot} slot already holds ${quote(there.name)} (one item per slot)`;
  if (item.slot === 'shield' && loadout.weapon?.twoHanded === true)
    return `${quote(item.name)} needs the shield hand, but ${quote(loadout.weapon.name)} is two-handed`;
  if (item.slot === 'weapon' && item.twoHanded && loadout.shield !== undefined)
    return `two-handed ${quote(item.name)} needs the shield hand, which holds ${quote(loadout.shield.name)}`;
  return undefined;
}
