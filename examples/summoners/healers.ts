/**
 * Healers: a squad that keeps together. Two fighters go first; two healers follow a step behind and mend them.
 *
 * Plan: summon two fighters (roles are decided by capacity: anything but heal fights) and two healers. Fighters
 * get attack and life, healers get attack (a heal restores ⌈attack / 2⌉) and a little range (radius range + 1).
 * In battle a fighter strikes the weakest adjacent foe, or advances towards the nearest foe, but never beyond the
 * healers' reach nor into blows that would kill it; a healer heals when an ally in reach is hurt, else follows.
 * Rules used: raise, move, attack, heal. Not clone, cross, eat, merge or explode.
 */
import type { BattleOrder, Dir, EnhanceOrder, FoeDemon, MyDemon, SetupInfo, Summoner, View } from '../../src/summoner/api.js';

interface Cell { x: number; y: number }

const STEPS: readonly [Dir, number, number][] = [
  ['N', 0, -1], ['NE', 1, -1], ['E', 1, 0], ['SE', 1, 1], ['S', 0, 1], ['SW', -1, 1], ['W', -1, 0], ['NW', -1, -1],
];
const dist = (a: Cell, b: Cell): number => Math.max(Math.abs(a.x - b.x), Math.abs(a.y - b.y));
const closest = <T extends Cell>(c: Cell, xs: readonly T[]): T | undefined =>
  xs.reduce<T | undefined>((best, x) => (best === undefined || dist(c, x) < dist(c, best) ? x : best), undefined);
const isHealer = (d: MyDemon) => d.capacity === 'heal';
const healRadius = (d: MyDemon) => d.range + 1;

function setup(_info: SetupInfo) {
  // Fighters in the middle slots, healers right behind them; 4 × 2 points to summon, 4 points of stats.
  return {
    demons: [
      { capacity: 'merge' as const, attack: 1, life: 1, slot: 1 },
      { capacity: 'merge' as const, attack: 1, life: 1, slot: 2 },
      { capacity: 'heal' as const, slot: 6 },
      { capacity: 'heal' as const, slot: 5 },
    ],
  };
}

function enhance(view: View): EnhanceOrder[] {
  const orders: EnhanceOrder[] = [];
  const fighters = view.mine.filter((d) => !isHealer(d));
  const healers = view.mine.filter(isHealer);
  // One point in four goes to a healer: healing only pays back damage, and fights are won by the side that kills
  // first, so most points buy damage (a third to the healers lost more often, measured against the other demos).
  for (let points = view.points, i = 0; points > 0; points--, i++) {
    const toHealer = healers.length > 0 && (i % 4 === 3 || fighters.length === 0);
    const group = toHealer ? healers : fighters;
    // The weakest of the group gets the point, so the squad grows evenly.
    const d = [...group].sort((a, b) => a.attack + a.life + a.range - (b.attack + b.life + b.range) || a.id - b.id)[0];
    if (!d) break;
    const stat = toHealer ? (d.range < 1 && d.attack >= 2 ? 'range' : 'attack') : d.attack <= d.life ? 'attack' : 'life';
    d[stat]++;
    orders.push({ type: 'raise', demon: d.id, stat });
  }
  return orders;
}

function battle(view: View): BattleOrder[] {
  const orders: BattleOrder[] = [];
  const planned = new Map<number, number>(); // damage already promised to each foe
  const claimed = new Set<string>(); // cells our movers will enter (two movers into one cell both stay)
  const free = (c: Cell) => view.board[c.y]?.[c.x] === 0 && !claimed.has(`${c.x},${c.y}`);
  const healers = view.mine.filter(isHealer);
  const fighters = view.mine.filter((d) => !isHealer(d));
  const nextToFoe = (c: Cell) => view.foes.some((f) => dist(c, f) <= 1);

  /** Steps `d` to the free neighbour cell with the lowest score, if it beats staying put. */
  const moveBy = (d: MyDemon, score: (c: Cell) => number) => {
    let best: (Cell & { dir: Dir }) | undefined;
    for (const [dir, dx, dy] of STEPS) {
      const c = { dir, x: d.x + dx, y: d.y + dy };
      if (free(c) && score(c) < score(best ?? d)) best = c;
    }
    if (!best) return;
    claimed.add(`${best.x},${best.y}`);
    orders.push({ demon: d.id, action: 'move', dir: best.dir });
  };

  /** Strikes the adjacent foe with the fewest HP left after the blows already planned; false if there is none. */
  const strike = (d: MyDemon): boolean => {
    let best: { dir: Dir; foe: FoeDemon; left: number } | undefined;
    for (const [dir, dx, dy] of STEPS) {
      const foe = view.foes.find((f) => f.x === d.x + dx && f.y === d.y + dy);
      const left = foe ? foe.hp - (planned.get(foe.id) ?? 0) : 0;
      if (foe && left > 0 && (!best || left < best.left)) best = { dir, foe, left };
    }
    if (!best) return false;
    const damage = Math.max(1, d.attack + 1 - Math.ceil(best.foe.defense / 2));
    planned.set(best.foe.id, (planned.get(best.foe.id) ?? 0) + damage);
    orders.push({ demon: d.id, action: 'attack', dir: best.dir });
    return true;
  };

  for (const d of fighters) {
    if (strike(d)) continue;
    const goal = closest(d, view.foes);
    if (!goal) continue;
    // Stay within reach of a healer: a step that would leave every healer's radius waits for them instead.
    const covered = (c: Cell) => healers.length === 0 || healers.some((h) => dist(c, h) <= healRadius(h) + 1);
    // Whoever steps next to a foe is struck first (the foe acts before we can). Never step where the foes around
    // could kill outright: wait two cells away and let them come to us; blows we survive, the healers mend.
    const deadly = (c: Cell) => view.foes.filter((f) => dist(f, c) <= 1)
      .reduce((sum, f) => sum + Math.max(1, f.attack + 1 - Math.ceil(d.defense / 2)), 0) >= d.hp;
    moveBy(d, (c) => (covered(c) && !deadly(c) ? dist(c, goal) * 100 + (c.x - goal.x) ** 2 + (c.y - goal.y) ** 2 : Infinity));
  }
  for (const h of healers) {
    // Heal when someone in reach has lost HP, so it is back up before the foe's next blows (a healer with no
    // attack heals nothing: ⌈0 / 2⌉ = 0).
    const hurt = view.mine.some((a) => a !== h && a.hp < a.maxHp && dist(a, h) <= healRadius(h));
    if (hurt && h.attack > 0) {
      orders.push({ demon: h.id, action: 'heal' });
      continue;
    }
    if (nextToFoe(h) && strike(h)) continue;
    // Follow the nearest fighter (or, once they are gone, go and fight), keeping out of the foes' reach.
    const lead = closest(h, fighters) ?? closest(h, view.foes);
    if (!lead) continue;
    moveBy(h, (c) => (nextToFoe(c) && fighters.length > 0 ? 1000 : 0) + Math.abs(dist(c, lead) - 1) * 10 + (c.x - lead.x + 1) ** 2);
  }
  return orders;
}

export default { setup, enhance, battle } satisfies Summoner;
