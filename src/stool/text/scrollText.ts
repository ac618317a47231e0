/** A short description of what a scroll does, from its own numbers (for the read menu and the inventory). */
import type { Scroll } from '../../nightsoil/mob.js';

/** "a bolt at a monster up to 5 cells away: 5 damage, through armour (not a ward)", and so on for each effect. */
export function scrollText(sc: Scroll): string {
  const prep =
    sc.prepare > 0
      ? `; takes ${sc.prepare} round${sc.prepare > 1 ? 's' : ''} to read, and a blow meanwhile breaks it`
      : '';
  switch (sc.effect) {
    case 'bolt':
      return `a bolt at a monster up to ${sc.range} cells away: ${sc.iq} damage through armour (not a ward)${prep}`;
    case 'poison':
      return `poisons a monster up to ${sc.range} cells away: ${sc.iq} damage over ${sc.rounds} rounds${prep}`;
    case 'ward':
      return `a ward on you for ${sc.rounds} rounds that takes up to ${sc.iq} damage of blows and bolts${prep}`;
    case 'haste':
      return `hastes you for ${sc.rounds} rounds: an extra clock of swings${prep}`;
  }
  return '';
}
