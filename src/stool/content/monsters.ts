/** The monster builds: Night Soil mobs with a letter, a colour and what they may drop (plain data). */
import type { Item, MobSpec, Scroll } from '../../nightsoil/mob.js';
import { gearNamed } from './gear.js';
import { scrollNamed } from './scrolls.js';

/** The colours the screen knows (a renderer maps them to terminal or page colours). */
export type Colour = 'red' | 'green' | 'yellow' | 'blue' | 'magenta' | 'cyan' | 'white' | 'grey';

/** Something a monster may leave besides its corpse and its unread scrolls: a catalogue item with a chance. */
export interface Drop {
  readonly gear: string;
  readonly chance: number;
}

/**
 * A mending a caster reads at a wounded ally or itself (docs/rules/stool.md, "Menders"): it costs `iq` and is read
 * with Night Soil's casting chance; when it works the ally takes `life` as a meal (so its maximum may grow, as food's
 * does). `range` is in cells, and the two must see each other.
 */
export interface Mending {
  readonly iq: number;
  readonly life: number;
  readonly range: number;
}

/** A monster build. `mends`: it mends the wounded; `drains`: each of its blows takes this many points of strength per point of life, and it gains them. */
export interface MonsterBuild {
  readonly name: string;
  readonly glyph: string;
  readonly colour: Colour;
  readonly spec: MobSpec;
  readonly drops: readonly Drop[];
  readonly mends?: Mending;
  readonly drains?: number;
  /** One line on what sets it apart, for look mode and the help screen. */
  readonly note?: string;
}

/** A natural weapon (teeth, claws): it never drops. */
function natural(name: string, aim: number, armour: number, offence = 1): Item {
  return { name, slot: 'weapon', aim, armour, offence, defence: 1, range: 1, twoHanded: false };
}

type Stats = Omit<MobSpec, 'life' | 'strength' | 'iq' | 'equipment' | 'scrolls' | 'temper' | 'name'> & {
  fleeBelow: number;
};

/** A mob at full energy wearing `items` (one per slot) and carrying `scrolls`. */
function mob(name: string, s: Stats, items: Item[], scrolls: Scroll[] = []): MobSpec {
  const equipment: { [slot: string]: Item } = {};
  for (const it of items) equipment[it.slot] = it;
  const { fleeBelow, ...rest } = s;
  return {
    name,
    life: s.maxLife,
    strength: s.maxStrength,
    iq: s.maxIq,
    ...rest,
    equipment,
    scrolls,
    temper: { fleeBelow, eatBelow: 0.5 },
  };
}

/**
 * Every build by name. Rats are fast and weak (four swings and five steps a round); orcs heavy, and as quick on their feet as you, so they cannot be kited or run around.
 */
export const MONSTERS: Readonly<Record<string, MonsterBuild>> = Object.freeze({
  rat: {
    name: 'rat',
    glyph: 'r',
    colour: 'yellow',
    spec: mob(
      'rat',
      { maxLife: 5, maxStrength: 10, maxIq: 0, maxAim: 5, maxArmour: 6, swingRate: 4, moveRate: 5, fleeBelow: 0 },
      [natural('teeth', 5, 6)],
    ),
    drops: [],
  },
  goblin: {
    name: 'goblin',
    glyph: 'g',
    colour: 'green',
    spec: mob(
      'goblin',
      { maxLife: 12, maxStrength: 30, maxIq: 0, maxAim: 10, maxArmour: 8, swingRate: 2, moveRate: 3, fleeBelow: 0.25 },
      [gearNamed('sling'), gearNamed('buckler'), gearNamed('leather cap')],
    ),
    drops: [
      { gear: 'sling', chance: 0.5 },
      { gear: 'buckler', chance: 0.3 },
      { gear: 'leather cap', chance: 0.3 },
    ],
  },
  orc: {
    name: 'orc',
    glyph: 'o',
    colour: 'red',
    spec: mob(
      'orc',
      { maxLife: 24, maxStrength: 80, maxIq: 2, maxAim: 12, maxArmour: 10, swingRate: 2, moveRate: 3, fleeBelow: 0.15 },
      [gearNamed('short sword'), gearNamed('leather armour'), gearNamed('iron helm')],
    ),
    drops: [
      { gear: 'short sword', chance: 0.4 },
      { gear: 'leather armour', chance: 0.3 },
      { gear: 'iron helm', chance: 0.3 },
    ],
  },
  wizard: {
    name: 'wizard',
    glyph: 'W',
    colour: 'magenta',
    spec: mob(
      'wizard',
      { maxLife: 16, maxStrength: 20, maxIq: 30, maxAim: 6, maxArmour: 6, swingRate: 1, moveRate: 2, fleeBelow: 0.3 },
      [natural('staff', 6, 4), gearNamed('elven cloak')],
      [scrollNamed('ward', 1), scrollNamed('venom', 1), scrollNamed('firebolt', 2), scrollNamed('meteor', 1)],
    ),
    drops: [{ gear: 'elven cloak', chance: 0.6 }],
  },
  shaman: {
    name: 'shaman',
    glyph: 'S',
    colour: 'cyan',
    spec: mob(
      'shaman',
      { maxLife: 14, maxStrength: 24, maxIq: 36, maxAim: 8, maxArmour: 7, swingRate: 2, moveRate: 3, fleeBelow: 0.3 },
      [natural('staff', 7, 4), gearNamed('leather cap')],
      [scrollNamed('ward', 1)],
    ),
    drops: [{ gear: 'leather cap', chance: 0.3 }],
    mends: { iq: 6, life: 8, range: 6 },
    note: 'mends the wounded it can see, itself too, while its iq lasts',
  },
  'vampire bat': {
    name: 'vampire bat',
    glyph: 'v',
    colour: 'blue',
    spec: mob(
      'vampire bat',
      { maxLife: 8, maxStrength: 24, maxIq: 0, maxAim: 10, maxArmour: 9, swingRate: 3, moveRate: 6, fleeBelow: 0.25 },
      [natural('fangs', 10, 9)],
    ),
    drops: [],
    drains: 2,
    note: 'drinks your strength with each bite, as well as your blood',
  },
});

/** The build called `name`. */
export function monsterNamed(name: string): MonsterBuild {
  const m = MONSTERS[name];
  if (m === undefined) throw new RangeError(`no monster called '${name}'`);
  return m;
}
