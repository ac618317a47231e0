/**
 * What a bot sees, and how its answers are turned back: every bot plays as the left (west) player, so the
 * second seat's view is mirrored east–west, and the directions in its orders are mirrored back.
 */
import {
  API_VERSION,
  type BattleOrder,
  type EnhanceOrder,
  type FoeDemon,
  type Mark,
  type MyDemon,
  type SetupInfo,
  type View,
} from '../api.js';
import { mirrorDir, mirrorX } from '../rules/grid.js';
import { maxHp, type Demon, type MatchState } from '../rules/model.js';
import type { Side } from '../../core/side.js';
import type { SummonerRules } from '../rules/rules.js';

/** The setup info for a seat: the rules, its slots as the left player sees them, and its own seed. */
export function setupInfoFor(rules: SummonerRules, seed: number): SetupInfo {
  return {
    apiVersion: API_VERSION,
    width: rules.width,
    height: rules.height,
    rules: { ...rules, startCells: rules.startCells.map(([x, y]) => [x, y]) },
    slots: rules.startCells.map(([x, y], i) => ({ slot: i + 1, x, y })),
    seed,
  };
}

/** What either side sees of a demon standing in column `x` (mirrored already for seat 1): one object literal. */
function demonView(d: Demon, x: number, rules: SummonerRules): FoeDemon {
  return {
    id: d.id,
    x,
    y: d.y,
    life: d.life,
    attack: d.attack,
    defense: d.defense,
    range: d.range,
    hp: d.hp,
    maxHp: maxHp(d, rules),
    capacity: d.capacity,
  };
}

/**
 * A fresh view of the match for `seat` (mirrored for seat 1), for the enhance or battle call it is about to make.
 * Each demon starts as one object literal (a spread of a common part gave every one of your own demons a map of its
 * own in V8, which made every read of them by a bot, by JSON.stringify or by the sandbox's packer slow),
 * and the board's rows are packed arrays.
 */
export function viewFor(state: MatchState, seat: Side): View {
  const { rules } = state;
  const board: number[][] = [];
  for (let y = 0; y < rules.height; y++) {
    const row: number[] = [];
    for (let x = 0; x < rules.width; x++) row.push(0);
    board.push(row);
  }
  const mine: MyDemon[] = [];
  const foes: FoeDemon[] = [];
  for (const d of state.demons) {
    const x = seat === 0 ? d.x : mirrorX(d.x, rules.width);
    (board[d.y] as number[])[x] = d.id;
    if (d.owner !== seat) {
      foes.push(demonView(d, x, rules));
      continue;
    }
    // Added after the literal's keys, in the order api.ts lists them: every demon takes the same map transitions.
    const own = demonView(d, x, rules) as MyDemon;
    own.name = d.name;
    own.canClone = !d.merged;
    mine.push(own);
  }
  return {
    apiVersion: API_VERSION,
    phase: state.phase === 'battle' ? 'battle' : 'enhance',
    turn: state.turn,
    maxTurns: rules.maxTurns,
    width: rules.width,
    height: rules.height,
    points: state.points[seat],
    kills: state.kills[seat],
    foeKills: state.kills[seat === 0 ? 1 : 0],
    board,
    nextId: state.nextId,
    mine,
    foes,
  };
}

/** A view as the other seat would see the same board: mirroring twice gives the view back. */
export function mirrorView(v: View): View {
  const mx = (x: number) => mirrorX(x, v.width);
  return {
    ...v,
    board: v.board.map((row) => [...row].reverse()),
    mine: v.mine.map((d) => ({ ...d, x: mx(d.x) })),
    foes: v.foes.map((d) => ({ ...d, x: mx(d.x) })),
  };
}

/** Enhance orders in absolute directions: a clone's direction is mirrored back for seat 1. */
export function absoluteEnhance(orders: EnhanceOrder[], seat: Side): EnhanceOrder[] {
  if (seat === 0) return orders;
  return orders.map((o) => (o.type === 'clone' ? { ...o, dir: mirrorDir(o.dir) } : o));
}

/** Battle orders in absolute directions: every direction is mirrored back for seat 1 ('SELF' stays). */
export function absoluteBattle(orders: BattleOrder[], seat: Side): BattleOrder[] {
  if (seat === 0) return orders;
  return orders.map((o) => (o.dir === undefined || o.dir === 'SELF' ? o : { ...o, dir: mirrorDir(o.dir) }));
}

/** Marks in absolute coordinates: x is mirrored back for seat 1 (a text mark names a demon, which needs nothing). */
export function absoluteMarks(marks: Mark[], seat: Side, width: number): Mark[] {
  if (seat === 0) return marks;
  const mx = (x: number) => mirrorX(x, width);
  return marks.map((m) =>
    m.type === 'dot'
      ? { ...m, x: mx(m.x) }
      : m.type === 'line'
        ? { ...m, from: [mx(m.from[0]), m.from[1]], to: [mx(m.to[0]), m.to[1]] }
        : m,
  );
}
