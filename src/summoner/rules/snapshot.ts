/** Copies of demons for events, so an event never aliases the state it came from. */
import type { DemonSnapshot } from './events.js';
import type { Demon } from './model.js';

/** A demon as an event records it. */
export function snapshot(d: Demon): DemonSnapshot {
  return {
    id: d.id,
    owner: d.owner,
    name: d.name,
    x: d.x,
    y: d.y,
    life: d.life,
    attack: d.attack,
    defense: d.defense,
    range: d.range,
    hp: d.hp,
    capacity: d.capacity,
  };
}
