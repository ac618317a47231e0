/** A fingerprint of a match state (and of its random stream), recorded after every turn so a replay can be checked. */
import type { RngState } from '../../core/rng.js';
import type { MatchState } from './model.js';

/** Two independent 32-bit lanes of a multiply–xorshift hash over the UTF-16 code units of `text`, as 16 hex digits. */
export function hashText(text: string): string {
  let a = 0x811c9dc5 | 0;
  let b = 0x9e3779b9 | 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    a = Math.imul(a ^ c, 0x01000193);
    b = Math.imul(b ^ c, 0x85ebca6b);
    b ^= b >>> 13;
  }
  // Final avalanche so nearby inputs give unrelated digits.
  a = Math.imul(a ^ (a >>> 16), 0x7feb352d);
  a = Math.imul(a ^ (a >>> 15), 0x846ca68b);
  a ^= a >>> 16;
  b = Math.imul(b ^ (b >>> 16), 0x21f0aaad);
  b = Math.imul(b ^ (b >>> 15), 0x735a2d97);
  b ^= b >>> 15;
  return (a >>> 0).toString(16).padStart(8, '0') + (b >>> 0).toString(16).padStart(8, '0');
}

/**
 * The hash of everything that decides the rest of a match: the state (demons in id order, with every field)
 * and the position of the random stream. Two runs agree on a turn exactly when their hashes agree (barring a
 * 64-bit collision).
 */
export function stateHash(state: MatchState, rng: RngState): string {
  const demons = state.demons.map((d) => [
    d.id,
    d.owner,
    d.name,
    d.x,
    d.y,
    d.life,
    d.attack,
    d.defense,
    d.range,
    d.hp,
    d.capacity,
    d.merged ? 1 : 0,
  ]);
  return hashText(
    JSON.stringify([
      state.turn,
      state.phase,
      state.seat,
      state.nextId,
      state.points,
      state.kills,
      state.result,
      demons,
      rng,
    ]),
  );
}
