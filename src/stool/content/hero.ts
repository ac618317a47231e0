/** The player at the start: a Night Soil mob with a dagger, leather armour, two firebolts and two rations (plain data). */
import type { MobSpec } from '../../nightsoil/mob.js';
import { gearNamed } from './gear.js';
import { scrollNamed } from './scrolls.js';

/** The player's starting mob. Quicker on its feet than an orc, slower than a rat or a goblin's equal. */
export const HERO: MobSpec = Object.freeze({
  name: 'you',
  life: 30,
  maxLife: 30,
  strength: 70,
  maxStrength: 70,
  iq: 12,
  maxIq: 12,
  maxAim: 10,
  maxArmour: 8,
  equipment: { weapon: gearNamed('dagger'), body: gearNamed('leather armour') },
  scrolls: [scrollNamed('firebolt', 2)],
  swingRate: 2,
  moveRate: 3,
  temper: { fleeBelow: 0, eatBelow: 0.5 },
});

/** Food in the pack at the start. */
export const HERO_FOOD: readonly string[] = ['ration', 'ration'];
