/**
 * Random: the baseline. Every choice is a coin toss, but every order is one the rules accept, so this bot
 * measures how much a plan is worth: a demo that cannot beat it has no plan.
 *
 * Plan: summon 1 to 6 demons with random capacities and stats, spending the whole setup budget; each turn spend a
 * random share of the points on random raises (and now and then a clone); in battle give each demon a random
 * action in a random direction that stays on the board.
 * Rules used: all but explode, blindly. A random explosion kills its own neighbours more often than foes: with
 * it, this bot blew itself up and lost even to a bot that never acts, which made it a useless yardstick.
 *
 * Randomness comes only from `info.seed`, through a tiny generator of our own: the same match seed gives the same
 * match. Never use Math.random or the clock in a bot, or a replay will not replay.
 */
import type { BattleOrder, CrossDir, Dir, DemonSpec, EnhanceOrder, SetupInfo, Summoner, View } from '../../src/summoner/api.js';

type Stat = 'life' | 'attack' | 'defense' | 'range';

const STEPS: readonly [Dir, number, number][] = [
  ['N', 0, -1], ['NE', 1, -1], ['E', 1, 0], ['SE', 1, 1], ['S', 0, 1], ['SW', -1, 1], ['W', -1, 0], ['NW', -1, -1],
];
const STATS: readonly Stat[] = ['life', 'attack', 'defense', 'range'];
const CAPACITIES: readonly DemonSpec['capacity'][] = ['merge', 'heal', 'cross', 'eat'];

/** mulberry32: a small, fast generator of numbers in [0, 1); reseeded at every setup. */
function generator(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

let rand = generator(1);
let cloneBaseCost = 2;
const below = (n: number): number => Math.floor(rand() * n);
const pick = <T>(xs: readonly T[]): T => xs[below(xs.length)] as T;

/** The directions from (x, y) whose cell is on the board; `empty` keeps only cells with no demon. */
function dirsFrom(view: View, x: number, y: number, empty = false): Dir[] {
  return STEPS.filter(([, dx, dy]) => {
    const cell = view.board[y + dy]?.[x + dx];
    return cell !== undefined && (!empty || cell === 0);
  }).map(([d]) => d);
}

function setup(info: SetupInfo) {
  rand = generator(info.seed);
  cloneBaseCost = info.rules.cloneBaseCost; // to know what a clone costs
  const { maxDemons, setupPoints, summonCost } = info.rules;
  const count = 1 + below(Math.max(1, Math.min(maxDemons, Math.floor(setupPoints / summonCost))));
  const demons = Array.from({ length: count }, () => ({ capacity: pick(CAPACITIES), life: 0, attack: 0, defense: 0, range: 0 }));
  // Whatever the summons leave is scattered one point at a time.
  for (let left = setupPoints - count * summonCost; left > 0; left--) pick(demons)[pick(STATS)]++;
  return { demons };
}

function enhance(view: View): EnhanceOrder[] {
  const orders: EnhanceOrder[] = [];
  let budget = below(view.points + 1);
  // Raises and clones change stats and cells during the phase: track them, or a clone's price would be stale.
  const mine = view.mine.map((d) => ({ ...d }));
  const board = view.board.map((row) => [...row]);
  for (let tries = 0; budget > 0 && tries < 20 && mine.length > 0; tries++) {
    const d = pick(mine);
    const price = cloneBaseCost + d.life + d.attack + d.defense + d.range;
    const dirs = dirsFrom({ ...view, board }, d.x, d.y, true);
    if (below(8) === 0 && d.canClone && price <= budget && dirs.length > 0) {
      const dir = pick(dirs);
      const [, dx, dy] = STEPS.find(([s]) => s === dir) as [Dir, number, number];
      (board[d.y + dy] as number[])[d.x + dx] = -1;
      for (const s of STATS) d[s] = Math.ceil(d[s] / 2); // both halves keep half of every stat, rounded up
      orders.push({ type: 'clone', demon: d.id, dir });
      budget -= price;
    } else {
      const amount = 1 + below(budget);
      const stat = pick(STATS);
      d[stat] += amount;
      orders.push({ type: 'raise', demon: d.id, stat, amount });
      budget -= amount;
    }
  }
  return orders;
}

function battle(view: View): BattleOrder[] {
  const orders: BattleOrder[] = [];
  for (const d of view.mine) {
    const roll = rand();
    const dirs = dirsFrom(view, d.x, d.y);
    if (roll < 0.1 || dirs.length === 0) continue; // rest
    if (roll < 0.55) orders.push({ demon: d.id, action: 'move', dir: pick(dirs) });
    else if (roll < 0.85) orders.push({ demon: d.id, action: 'attack', dir: pick(dirs) });
    else if (d.capacity === 'heal') orders.push({ demon: d.id, action: 'heal' });
    else if (d.capacity === 'cross') orders.push({ demon: d.id, action: 'cross', dir: pick<CrossDir>([...dirs, 'SELF']) });
    else orders.push({ demon: d.id, action: d.capacity, dir: pick(dirs) });
  }
  return orders;
}

export default { setup, enhance, battle } satisfies Summoner;
