/**
 * Cloner: wins by numbers. Every blow does at least 1 damage whatever the defence, so eight small demons around
 * a big one wear it down.
 *
 * Plan: summon three demons with 1 life and 1 attack, and clone them every turn. A clone gets half of each stat
 * rounded UP, so cloning a demon whose stats are all 0 or 1 makes a full copy: a new 3-HP, 2-damage body for 4
 * points. Once there are eight, the army marches as a crowd, flowing around itself to surround the foe; each
 * demon strikes the weakest adjacent foe. When two hurt demons stand side by side behind the front line, one
 * merges the other in: one healthier demon is worth more than two that die to the next blow. Once the army is
 * big enough, spare points buy attack for the front line.
 * Rules used: raise, clone, move, attack, merge. Not heal, cross, eat or explode.
 */
import type { BattleOrder, Dir, EnhanceOrder, FoeDemon, MyDemon, SetupInfo, Summoner, View } from '../../src/summoner/api.js';

interface Cell { x: number; y: number }

const STEPS: readonly [Dir, number, number][] = [
  ['E', 1, 0], ['NE', 1, -1], ['SE', 1, 1], ['N', 0, -1], ['S', 0, 1], ['NW', -1, -1], ['SW', -1, 1], ['W', -1, 0],
];
/** A crowd this size fills the middle of the board; more bodies would only queue behind the front. */
const ARMY_SIZE = 24;
/**
 * Below this many, the army holds its ground (still striking any foe next to it): small demons arriving one by one
 * are eaten one by one, while a foe that walks into a waiting crowd is struck by several at once.
 */
const MUSTER = 8;
let cloneBaseCost = 2;

const dist = (a: Cell, b: Cell): number => Math.max(Math.abs(a.x - b.x), Math.abs(a.y - b.y));
const nearest = (c: Cell, foes: readonly FoeDemon[]): FoeDemon | undefined =>
  foes.reduce<FoeDemon | undefined>((best, f) => (best === undefined || dist(c, f) < dist(c, best) ? f : best), undefined);
const statSum = (d: MyDemon) => d.life + d.attack + d.defense + d.range;

function setup(info: SetupInfo) {
  cloneBaseCost = info.rules.cloneBaseCost;
  return { demons: [1, 2, 3].map((slot) => ({ capacity: 'merge' as const, life: 1, attack: 1, slot })) };
}

function enhance(view: View): EnhanceOrder[] {
  const orders: EnhanceOrder[] = [];
  let points = view.points;
  const board = view.board.map((row) => [...row]); // clones fill cells during the phase
  const army = [...view.mine];
  // Clone the cheapest copyable demons, front line first; STEPS lists the east-facing cells (towards the enemy) first.
  // A demon with a foe next to it fights instead: cloning it only feeds the foe, and a last demon cloning itself
  // every turn as it is struck down would drag a lost match out to the turn limit.
  const parents = army.filter((d) => d.canClone && d.life <= 1 && d.attack <= 1 && d.defense <= 1 && d.range <= 1)
    .filter((d) => !view.foes.some((f) => dist(f, d) <= 1))
    .sort((a, b) => statSum(a) - statSum(b) || b.x - a.x || a.id - b.id);
  for (const d of parents) {
    // The origin keeps its stats too (1 halved and rounded up is 1), so it can be cloned again at once, into
    // each free cell around it. (A new clone's id is not known until the next view, so only the origin can be named.)
    const cost = cloneBaseCost + statSum(d);
    for (const [dir, dx, dy] of STEPS) {
      if (army.length >= ARMY_SIZE || cost > points) break;
      // Never next to a foe: a clone born there is struck before it can act.
      const c = { x: d.x + dx, y: d.y + dy };
      if (board[c.y]?.[c.x] !== 0 || view.foes.some((f) => dist(f, c) <= 1)) continue;
      (board[c.y] as number[])[c.x] = -1;
      points -= cost;
      army.push(d); // the copy has the same stats; only the count matters here
      orders.push({ type: 'clone', demon: d.id, dir });
    }
  }
  // Save for next turn's clones while the army grows; once it is full (or nothing is left to copy), buy stats.
  const spare = army.length >= ARMY_SIZE || parents.length === 0 ? points : 0;
  const front = [...view.mine].sort((a, b) => b.x - a.x || a.id - b.id);
  for (let i = 0; i < spare && front.length > 0; i++) {
    const d = front[i % Math.min(front.length, 4)] as MyDemon;
    const stat = d.attack <= d.life ? 'attack' : 'life';
    d[stat]++;
    orders.push({ type: 'raise', demon: d.id, stat });
  }
  return orders;
}

/**
 * For every empty cell, how many steps over empty cells lead to an empty cell next to a foe (a place to strike
 * from): a breadth-first search outwards from all those cells at once. Infinity where no path is open.
 */
function slotDistances(view: View): number[][] {
  const steps = view.board.map((row) => row.map(() => Infinity));
  let frontier: Cell[] = [];
  view.board.forEach((row, y) => row.forEach((id, x) => {
    if (id === 0 && view.foes.some((f) => dist(f, { x, y }) === 1)) {
      (steps[y] as number[])[x] = 0;
      frontier.push({ x, y });
    }
  }));
  for (let n = 1; frontier.length > 0; n++) {
    const next: Cell[] = [];
    for (const c of frontier) {
      for (const [, dx, dy] of STEPS) {
        const x = c.x + dx, y = c.y + dy;
        if (view.board[y]?.[x] !== 0 || (steps[y]?.[x] ?? 0) <= n) continue;
        (steps[y] as number[])[x] = n;
        next.push({ x, y });
      }
    }
    frontier = next;
  }
  return steps;
}

function battle(view: View): BattleOrder[] {
  const orders: BattleOrder[] = [];
  const planned = new Map<number, number>(); // damage already promised to each foe
  const claimed = new Set<string>(); // cells our movers will enter (two movers into one cell both stay)
  const busy = new Set<number>(); // demons already given an order (a merge also uses up its target)
  const free = (c: Cell) => view.board[c.y]?.[c.x] === 0 && !claimed.has(`${c.x},${c.y}`);
  const mineAt = (c: Cell) => view.mine.find((m) => m.x === c.x && m.y === c.y);
  const reach = (d: MyDemon) => { const f = nearest(d, view.foes); return f ? dist(d, f) : Infinity; };
  const toSlot = slotDistances(view);

  for (const d of [...view.mine].sort((a, b) => reach(a) - reach(b) || a.id - b.id)) {
    if (busy.has(d.id)) continue;
    busy.add(d.id);
    // 1. Strike the adjacent foe closest to dying (after the blows already planned).
    let target: { dir: Dir; foe: FoeDemon; left: number } | undefined;
    for (const [dir, dx, dy] of STEPS) {
      const foe = view.foes.find((f) => f.x === d.x + dx && f.y === d.y + dy);
      const left = foe ? foe.hp - (planned.get(foe.id) ?? 0) : 0;
      if (foe && left > 0 && (!target || left < target.left)) target = { dir, foe, left };
    }
    if (target) {
      planned.set(target.foe.id, (planned.get(target.foe.id) ?? 0) + Math.max(1, d.attack + 1 - Math.ceil(target.foe.defense / 2)));
      orders.push({ demon: d.id, action: 'attack', dir: target.dir });
      continue;
    }
    // 2. Behind the front, a hurt demon absorbs a hurt neighbour that has no order yet: their HP adds up.
    if (d.capacity === 'merge' && d.hp < d.maxHp && reach(d) > 2) {
      const mate = STEPS.find(([, dx, dy]) => { const m = mineAt({ x: d.x + dx, y: d.y + dy }); return m !== undefined && m.hp < m.maxHp && !busy.has(m.id); });
      const m = mate && mineAt({ x: d.x + mate[1], y: d.y + mate[2] });
      if (mate && m) {
        busy.add(m.id);
        orders.push({ demon: d.id, action: 'merge', dir: mate[0] });
        continue;
      }
    }
    // 3. Walk to the nearest open cell next to a foe, around the crowd (a straight line would queue behind it).
    if (view.mine.length < MUSTER) continue;
    let best: (Cell & { dir: Dir }) | undefined;
    for (const [dir, dx, dy] of STEPS) {
      const c = { dir, x: d.x + dx, y: d.y + dy };
      const steps = toSlot[c.y]?.[c.x] ?? Infinity;
      if (free(c) && steps < Infinity && (!best || steps < (toSlot[best.y]?.[best.x] ?? Infinity))) best = c;
    }
    if (best) {
      claimed.add(`${best.x},${best.y}`);
      orders.push({ demon: d.id, action: 'move', dir: best.dir });
    }
  }
  return orders;
}

export default { setup, enhance, battle } satisfies Summoner;
