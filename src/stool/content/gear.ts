/** The equipment of the game, at least one item for every slot (plain data; tuned in docs/rules/stool.md). */
import type { Item } from '../../nightsoil/mob.js';

/** An item with the Night Soil defaults (adds nothing, multiplies by 1, reach 1, one hand) and the given fields. */
function gear(over: Partial<Item> & Pick<Item, 'name' | 'slot'>): Item {
  return { aim: 0, armour: 0, offence: 1, defence: 1, range: 1, twoHanded: false, ...over };
}

/** Every item by name. */
export const GEAR: Readonly<Record<string, Item>> = Object.freeze({
  dagger: gear({ name: 'dagger', slot: 'weapon', aim: 8, offence: 1.4 }),
  'short sword': gear({ name: 'short sword', slot: 'weapon', aim: 11, offence: 1.7 }),
  'long sword': gear({ name: 'long sword', slot: 'weapon', aim: 14, offence: 2.1 }),
  'battle axe': gear({ name: 'battle axe', slot: 'weapon', aim: 13, offence: 2.8, twoHanded: true }),
  sling: gear({ name: 'sling', slot: 'weapon', aim: 10, offence: 1.35, range: 3 }),
  longbow: gear({ name: 'longbow', slot: 'weapon', aim: 14, offence: 1.6, range: 5, twoHanded: true }),
  buckler: gear({ name: 'buckler', slot: 'shield', armour: 4, defence: 1.2 }),
  'kite shield': gear({ name: 'kite shield', slot: 'shield', armour: 7, defence: 1.4 }),
  'leather armour': gear({ name: 'leather armour', slot: 'body', armour: 5, defence: 1.2 }),
  'chain mail': gear({ name: 'chain mail', slot: 'body', armour: 8, defence: 1.6 }),
  'elven cloak': gear({ name: 'elven cloak', slot: 'cloak', armour: 5 }),
  'leather cap': gear({ name: 'leather cap', slot: 'head', armour: 2, defence: 1.1 }),
  'iron helm': gear({ name: 'iron helm', slot: 'head', armour: 3, defence: 1.3 }),
  'archer gloves': gear({ name: 'archer gloves', slot: 'hands', aim: 4 }),
  gauntlets: gear({ name: 'gauntlets', slot: 'hands', armour: 2, offence: 1.3 }),
  'soft boots': gear({ name: 'soft boots', slot: 'feet', armour: 3 }),
  'iron boots': gear({ name: 'iron boots', slot: 'feet', armour: 2, defence: 1.2 }),
  // Items whose gain is paid for elsewhere (docs/rules/stool.md, "Items that make a choice").
  spear: gear({ name: 'spear', slot: 'weapon', aim: 10, offence: 1.3, range: 2 }),
  'war hammer': gear({ name: 'war hammer', slot: 'weapon', aim: 5, offence: 3.2, twoHanded: true }),
  'tower shield': gear({ name: 'tower shield', slot: 'shield', armour: 9, defence: 1.8, offence: 0.8 }),
  'archer bracer': gear({ name: 'archer bracer', slot: 'hands', aim: 6, defence: 0.85 }),
});

/**
 * How a sentence counts items whose name takes no "a": pairs named in the plural ("a pair of soft boots", never "a soft
 * boots") and armour named as a material ("a suit of leather armour", never "a leather armour").
 */
export const COUNTED_AS: Readonly<Record<string, string>> = Object.freeze({
  'archer gloves': 'a pair of',
  gauntlets: 'a pair of',
  'soft boots': 'a pair of',
  'iron boots': 'a pair of',
  'leather armour': 'a suit of',
  'chain mail': 'a coat of',
});

/** The item called `name` (content is checked by the tests, so a missing name is a bug). */
export function gearNamed(name: string): Item {
  const it = GEAR[name];
  if (it === undefined) throw new RangeError(`no gear called '${name}'`);
  return it;
}
