/**
 * Breeder: the cloner's plan without its cap, for benchmarks. It clones its cheap demons every turn up to
 * ARMY_SIZE, pushes east into free cells and strikes the weakest adjacent foe, so on a large board (BREEDER_RULES)
 * two breeders fill their halves with hundreds of demons and grind at the middle for the whole 1,000 turns. Its
 * work per call grows with its army (one pass over its demons, board lookups), as a careful bot's does: it is the
 * match in which the cost of a view crossing into a sandbox shows most.
 */
import type {
  BattleOrder,
  Dir,
  EnhanceOrder,
  FoeDemon,
  MyDemon,
  SetupInfo,
  Summoner,
  View,
} from '../../src/summoner/api.js';

/** Rules for a long match of many demons: a 48 x 24 board, the document's other values. */
export const BREEDER_RULES = { width: 48, height: 24 };

const STEPS: readonly [Dir, number, number][] = [
  ['E', 1, 0],
  ['NE', 1, -1],
  ['SE', 1, 1],
  ['N', 0, -1],
  ['S', 0, 1],
  ['NW', -1, -1],
  ['SW', -1, 1],
  ['W', -1, 0],
];
const ARMY_SIZE = 300;
let cloneBaseCost = 2;

const statSum = (d: MyDemon) => d.life + d.attack + d.defense + d.range;

function setup(info: SetupInfo) {
  cloneBaseCost = info.rules.cloneBaseCost;
  return { demons: [1, 2, 3].map((slot) => ({ capacity: 'merge' as const, life: 1, attack: 1, slot })) };
}

function enhance(view: View): EnhanceOrder[] {
  const orders: EnhanceOrder[] = [];
  let points = view.points;
  let army = view.mine.length;
  const board = view.board; // a fresh copy, ours to change: clones fill cells during the phase
  const parents = view.mine
    .filter((d) => d.canClone && d.life <= 1 && d.attack <= 1 && d.defense <= 1 && d.range <= 1)
    .sort((a, b) => b.x - a.x || a.id - b.id);
  for (const d of parents) {
    const cost = cloneBaseCost + statSum(d);
    for (const [dir, dx, dy] of STEPS) {
      if (army >= ARMY_SIZE || cost > points) break;
      const row = board[d.y + dy];
      if (row === undefined || row[d.x + dx] !== 0) continue;
      row[d.x + dx] = -1;
      points -= cost;
      army++;
      orders.push({ type: 'clone', demon: d.id, dir });
    }
  }
  // Once the army is full, spare points buy attack for the front line.
  if (army >= ARMY_SIZE) {
    const front = [...view.mine].sort((a, b) => b.x - a.x || a.id - b.id).slice(0, 8);
    for (let i = 0; i < points && front.length > 0; i++)
      orders.push({ type: 'raise', demon: (front[i % front.length] as MyDemon).id, stat: 'attack' });
  }
  return orders;
}

function battle(view: View): BattleOrder[] {
  const orders: BattleOrder[] = [];
  const foes = new Map<number, FoeDemon>();
  for (const f of view.foes) foes.set(f.id, f);
  const board = view.board;
  for (const d of [...view.mine].sort((a, b) => b.x - a.x || a.id - b.id)) {
    let target: { dir: Dir; hp: number } | undefined;
    let step: Dir | undefined;
    for (const [dir, dx, dy] of STEPS) {
      const id = board[d.y + dy]?.[d.x + dx];
      if (id === undefined) continue;
      const foe = foes.get(id);
      if (foe !== undefined && (target === undefined || foe.hp < target.hp)) target = { dir, hp: foe.hp };
      if (id === 0 && step === undefined && dx > 0) step = dir;
    }
    if (target !== undefined) orders.push({ demon: d.id, action: 'attack', dir: target.dir });
    else if (step !== undefined) {
      const [, dx, dy] = STEPS.find(([s]) => s === step) as [Dir, number, number];
      // Claim the cell (two movers into one cell both stay) and free the one left behind.
      (board[d.y + dy] as number[])[d.x + dx] = -1;
      (board[d.y] as number[])[d.x] = 0;
      orders.push({ demon: d.id, action: 'move', dir: step });
    }
  }
  return orders;
}

export default { setup, enhance, battle } satisfies Summoner;
