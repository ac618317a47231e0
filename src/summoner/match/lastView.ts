/**
 * The feedback in a view (`view.last`): what happened since a seat's last call, derived from the match's events
 * (never stored, so it changes no state hash and no replay). Cells are mirrored for seat 1, as in the view.
 */
import type { FoeAction, LastView } from '../api.js';
import type { SummonerEvent } from '../rules/events.js';
import { mirrorX, type Cell } from '../rules/grid.js';
import type { Side } from '../../core/side.js';

/**
 * The feedback for `seat` from `events`: every event from the step of its last call (inclusive) to now. `owner`
 * names the seat of any demon the match has had, dead ones included.
 */
export function lastView(
  events: readonly SummonerEvent[],
  seat: Side,
  owner: (id: number) => Side | undefined,
  width: number,
): LastView {
  const at = (c: Cell): [number, number] => [seat === 0 ? c.x : mirrorX(c.x, width), c.y];
  const mine = (id: number | null) => id !== null && owner(id) === seat;
  const foe = (id: number | null) => id !== null && owner(id) !== undefined && owner(id) !== seat;
  const last: LastView = { refused: [], dealt: 0, taken: 0, kills: 0, lost: [], clones: [], points: 0, foe: [] };
  /** Damage from one strike on `target`, counted for the seat; returns the damage to the seat's demons. */
  const hit = (actor: number, target: number | null, damage: number): number => {
    if (mine(actor) && foe(target)) last.dealt += damage;
    if (mine(target)) {
      last.taken += damage;
      return damage;
    }
    return 0;
  };
  for (const e of events) {
    switch (e.type) {
      case 'rejected':
        if (e.seat === seat) last.refused.push({ phase: e.phase, index: e.index, reason: e.reason });
        break;
      case 'fault':
        if (e.seat === seat) last.fault = e.reason;
        break;
      case 'turnStart':
        last.points += e.gained;
        break;
      case 'cloned':
        if (e.seat === seat) last.clones.push([e.demon, e.clone.id]);
        break;
      case 'died':
        if (e.owner === seat) last.lost.push(e.demon);
        if (e.creditedTo === seat) last.kills++;
        break;
      case 'moved':
      case 'blocked':
        if (foe(e.demon))
          last.foe.push({
            type: e.type === 'moved' ? 'move' : 'blocked',
            demon: e.demon,
            from: at(e.from),
            to: at(e.to),
          });
        break;
      case 'attack':
      case 'eat':
      case 'explode':
      case 'cross': {
        const hits = e.type === 'attack' || e.type === 'eat' ? [{ demon: e.target, damage: e.damage }] : e.hits;
        const toMine = hits.reduce((sum, h) => sum + hit(e.demon, h.demon, h.damage), 0);
        if (foe(e.demon))
          last.foe.push({ type: e.type, demon: e.demon, at: at(e.at), damage: toMine } satisfies FoeAction);
        break;
      }
      case 'heal':
      case 'merged':
        if (foe(e.demon)) last.foe.push({ type: e.type === 'heal' ? 'heal' : 'merge', demon: e.demon });
        break;
      default:
        break;
    }
  }
  return last;
}
