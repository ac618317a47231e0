/**
 * Rusher: no tricks, just teeth. Every demon charges the nearest foe and bites it.
 *
 * Plan: summon two sturdy eaters; spend every point on attack and life, keeping the two level, front line first; in
 * battle each demon strikes the weakest foe next to it (a finishing blow is an Eat, which steals the victim's
 * stats), and otherwise steps towards the nearest foe.
 * Rules used: raise, move, attack, eat. Not clone, heal, cross, merge or explode.
 */
import type { BattleOrder, Dir, EnhanceOrder, FoeDemon, MyDemon, SetupInfo, Summoner, View } from '../../src/summoner/api.js';

interface Cell { x: number; y: number }

const STEPS: readonly [Dir, number, number][] = [
  ['N', 0, -1], ['NE', 1, -1], ['E', 1, 0], ['SE', 1, 1], ['S', 0, 1], ['SW', -1, 1], ['W', -1, 0], ['NW', -1, -1],
];

/** King-move distance: how many steps apart two cells are, and "adjacent" means 1. */
const dist = (a: Cell, b: Cell): number => Math.max(Math.abs(a.x - b.x), Math.abs(a.y - b.y));

/** The foe nearest to `c` (ties: the weakest). */
function nearest(c: Cell, foes: readonly FoeDemon[]): FoeDemon | undefined {
  let best: FoeDemon | undefined;
  for (const f of foes) if (!best || dist(c, f) < dist(c, best) || (dist(c, f) === dist(c, best) && f.hp < best.hp)) best = f;
  return best;
}

/** What a blow of `amount` does to `f`: defence takes ⌈defense / 2⌉ off, but a blow always does at least 1. */
const blow = (amount: number, f: FoeDemon): number => (amount <= 0 ? 0 : Math.max(1, amount - Math.ceil(f.defense / 2)));

function setup(_info: SetupInfo) {
  // Two demons with 2 attack and 2 life each (2 + 4 points apiece). Measured against four with 1 attack, the pair
  // wins more: 4 HP takes two early blows, and 3 damage kills most early demons at once. Eat rewards killing.
  return { demons: [1, 2].map((slot) => ({ capacity: 'eat' as const, attack: 2, life: 2, slot })) };
}

function enhance(view: View): EnhanceOrder[] {
  const foes = view.foes;
  // The demon closest to a foe fights first, so it gets the points first.
  const front = [...view.mine].sort((a, b) => {
    const da = nearest(a, foes), db = nearest(b, foes);
    return (da ? dist(a, da) : 0) - (db ? dist(b, db) : 0) || a.id - b.id;
  });
  const orders: EnhanceOrder[] = [];
  for (let points = view.points, i = 0; points > 0 && front.length > 0; points--, i++) {
    const d = front[i % front.length] as MyDemon;
    // Attack and life level: a hard hitter with 2 HP dies before it lands a second blow. One point of range lets
    // an Eat steal a point from each victim it kills.
    const stat = d.range < 1 && d.attack >= 3 ? 'range' : d.attack <= d.life ? 'attack' : 'life';
    d[stat]++;
    orders.push({ type: 'raise', demon: d.id, stat });
  }
  return orders;
}

function battle(view: View): BattleOrder[] {
  const orders: BattleOrder[] = [];
  const planned = new Map<number, number>(); // damage already promised to each foe this phase
  const claimed = new Set<string>(); // cells our movers will enter: two movers into one cell would both stay
  const free = (x: number, y: number) => view.board[y]?.[x] === 0 && !claimed.has(`${x},${y}`);

  // Demons nearest the enemy act first: they claim the cells ahead before those behind them.
  const byDistance = (d: MyDemon) => { const f = nearest(d, view.foes); return f ? dist(d, f) : Infinity; };
  for (const d of [...view.mine].sort((a, b) => byDistance(a) - byDistance(b) || a.id - b.id)) {
    // 1. Strike the adjacent foe closest to dying, skipping one that earlier blows this phase already kill.
    const targets = STEPS.map(([dir, dx, dy]) => ({ dir, foe: view.foes.find((f) => f.x === d.x + dx && f.y === d.y + dy) }))
      .filter((t): t is { dir: Dir; foe: FoeDemon } => t.foe !== undefined && (planned.get(t.foe.id) ?? 0) < t.foe.hp)
      .sort((a, b) => a.foe.hp - (planned.get(a.foe.id) ?? 0) - (b.foe.hp - (planned.get(b.foe.id) ?? 0)));
    const t = targets[0];
    if (t) {
      const left = t.foe.hp - (planned.get(t.foe.id) ?? 0);
      // Eat hits one point softer than Attack, so use it only for a kill: then it also steals stats.
      const eat = d.capacity === 'eat' && d.range > 0 && blow(d.attack, t.foe) >= left;
      planned.set(t.foe.id, (planned.get(t.foe.id) ?? 0) + blow(eat ? d.attack : d.attack + 1, t.foe));
      orders.push({ demon: d.id, action: eat ? 'eat' : 'attack', dir: t.dir });
      continue;
    }
    // 2. Charge: the free step that brings us closest to the nearest foe (straight-line distance breaks ties,
    // so demons fan out around a blocked ally instead of waiting behind it).
    const goal = nearest(d, view.foes);
    if (!goal) continue;
    const score = (c: Cell) => dist(c, goal) * 100 + (c.x - goal.x) ** 2 + (c.y - goal.y) ** 2;
    let best: { dir: Dir; x: number; y: number } | undefined;
    for (const [dir, dx, dy] of STEPS) {
      const c = { dir, x: d.x + dx, y: d.y + dy };
      if (free(c.x, c.y) && score(c) < score(best ?? d)) best = c;
    }
    if (best) {
      claimed.add(`${best.x},${best.y}`);
      orders.push({ demon: d.id, action: 'move', dir: best.dir });
    }
  }
  return orders;
}

export default { setup, enhance, battle } satisfies Summoner;
