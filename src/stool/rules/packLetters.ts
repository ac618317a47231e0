/**
 * Stable pack letters, as roguelike players expect: a thing keeps its letter while it is in the pack, a new thing
 * takes the first free letter, and nothing else (eating, dropping, things on the floor) ever moves a letter. The
 * letters live in the state beside the pack (`player.letters`), so they are saved and replayed like the rest.
 */
import type { PackThing, Player } from './state.js';

/** The letters of a full pack, in order (PACK_SIZE of them). */
export const PACK_LETTERS = 'abcdefghijklmnopqrst';

/** The letter of each thing in `p`'s pack, index for index; things without one (an older save) get the first free ones. */
export function lettersOf(p: Pick<Player, 'pack' | 'letters'>): string[] {
  const have = (p.letters ?? []).slice(0, p.pack.length);
  const used = new Set(have);
  for (let i = have.length; i < p.pack.length; i++) {
    const free = [...PACK_LETTERS].find((l) => !used.has(l)) ?? '?';
    have.push(free);
    used.add(free);
  }
  return have;
}

/** Puts `t` in the pack under the first free letter (the caller checks there is room). */
export function addToPack(p: Player, t: PackThing): void {
  const letters = lettersOf(p);
  p.pack = [...p.pack, t];
  p.letters = lettersOf({ pack: p.pack, letters });
}

/** Keeps the pack's things that pass `keep`, each with its letter. */
export function keepInPack(p: Player, keep: (t: PackThing, i: number) => boolean): void {
  const letters = lettersOf(p);
  const kept = p.pack.map((t, i) => keep(t, i));
  p.pack = p.pack.filter((_, i) => kept[i]);
  p.letters = letters.filter((_, i) => kept[i]);
}
