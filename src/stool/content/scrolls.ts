/** The scrolls of the game: a bolt, a poison, a ward, a haste and a prepared spell (plain data). */
import type { Scroll } from '../../nightsoil/mob.js';

/** A scroll with Night Soil's defaults (a bolt read at once at range 1, one copy) and the given fields. */
function scroll(over: Partial<Scroll> & Pick<Scroll, 'name' | 'iq'>): Scroll {
  return { effect: 'bolt', rounds: 0, prepare: 0, range: 1, count: 1, ...over };
}

/** Every scroll by name (one copy each; a stack found in the dungeon sets its own count). */
export const SCROLLS: Readonly<Record<string, Scroll>> = Object.freeze({
  firebolt: scroll({ name: 'firebolt', iq: 5, range: 5 }),
  venom: scroll({ name: 'venom', iq: 8, effect: 'poison', rounds: 4, range: 4 }),
  ward: scroll({ name: 'ward', iq: 6, effect: 'ward', rounds: 4 }),
  haste: scroll({ name: 'haste', iq: 5, effect: 'haste', rounds: 3 }),
  meteor: scroll({ name: 'meteor', iq: 14, prepare: 1, range: 6 }),
});

/** The scroll called `name`, with `count` copies. */
export function scrollNamed(name: string, count = 1): Scroll {
  const s = SCROLLS[name];
  if (s === undefined) throw new RangeError(`no scroll called '${name}'`);
  return { ...s, count };
}
