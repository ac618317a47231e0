/** Simultaneous moves: who gets where when several demons step at once. */
import type { Cell } from './grid.js';

/** A demon that wants to step from `from` to the (on-board) cell `to`. */
export interface MoveIntent {
  id: number;
  from: Cell;
  to: Cell;
}

/** Whether a move happened, and if not, why: two movers wanted the cell, a demon stays on it, or a ring of movers. */
export type MoveOutcome = MoveIntent & ({ ok: true } | { ok: false; reason: 'contested' | 'occupied' | 'ring' });

/**
 * Resolves all moves at once. A move fails when another mover wants the same cell (both stay), when the cell
 * holds a demon that does not leave it, or when the movers form a ring (a swap is a ring of two); a line of demons
 * each stepping into the cell the next one leaves moves together. `occupant` names the demon on a cell before moving.
 */
export function resolveMoves(intents: readonly MoveIntent[], occupant: (c: Cell) => number | undefined): MoveOutcome[] {
  const key = (c: Cell) => `${c.x},${c.y}`;
  const wanted = new Map<string, number>();
  for (const m of intents) wanted.set(key(m.to), (wanted.get(key(m.to)) ?? 0) + 1);
  const byId = new Map(intents.map((m) => [m.id, m]));
  const outcome = new Map<number, MoveOutcome>();
  const settle = (m: MoveIntent, result: { ok: true } | { ok: false; reason: 'contested' | 'occupied' | 'ring' }) =>
    outcome.set(m.id, { ...m, ...result });

  for (const start of intents) {
    // Follow the chain of movers, each waiting for the next to leave, until it ends or closes into a ring.
    const path: MoveIntent[] = [];
    const onPath = new Set<number>();
    let m: MoveIntent | undefined = start;
    let verdict: { ok: true } | { ok: false; reason: 'contested' | 'occupied' | 'ring' } | undefined;
    while (m !== undefined && !outcome.has(m.id)) {
      if (onPath.has(m.id)) {
        // Everything from m onwards is the ring; those before it wait on the ring and are blocked.
        const ringStart = path.indexOf(m);
        for (const r of path.splice(ringStart)) settle(r, { ok: false, reason: 'ring' });
        verdict = { ok: false, reason: 'occupied' };
        break;
      }
      path.push(m);
      onPath.add(m.id);
      if ((wanted.get(key(m.to)) ?? 0) > 1) {
        settle(m, { ok: false, reason: 'contested' });
        path.pop();
        verdict = { ok: false, reason: 'occupied' };
        break;
      }
      const there = occupant(m.to);
      if (there === undefined) {
        verdict = { ok: true };
        break;
      }
      const next = byId.get(there);
      if (next === undefined) {
        settle(m, { ok: false, reason: 'occupied' });
        path.pop();
        verdict = { ok: false, reason: 'occupied' };
        break;
      }
      m = next;
    }
    if (verdict === undefined) {
      // The chain ran into a mover already decided: the rest of the path follows its fate.
      const decided = m === undefined ? undefined : outcome.get(m.id);
      verdict = decided?.ok ? { ok: true } : { ok: false, reason: 'occupied' };
    }
    for (const p of path) settle(p, verdict);
  }
  return intents.map((m) => outcome.get(m.id) as MoveOutcome);
}
