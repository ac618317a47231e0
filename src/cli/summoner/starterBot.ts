/**
 * The starter bot that `fray summoner new NAME` writes: a commented TypeScript summoner that plays only legal orders.
 * It imports nothing (it lives wherever the user puts it), so the few API shapes it needs are written out inline.
 */

/** Keeps a name safe inside a line comment: one line, no comment terminator. */
function commentSafe(name: string): string {
  return name.replace(/[\r\n\u2028\u2029]/g, ' ').replace(/\*\//g, '* /');
}

/** The TypeScript source of a starter bot named `name`: legal setup, every point spent, march on the foe and strike. */
export function starterBot(name: string): string {
  return `/**
 * ${commentSafe(name)}: a Summoner War bot. Start here, and make it yours.
 *
 * Play it:   fray summoner match ${commentSafe(name)}.ts examples/summoners/random.ts --seed 1
 * The rules: docs/rules/summoner-war.md; the full API (every field and order): src/summoner/api.ts;
 * more ideas: examples/summoners/ (a rusher, a healing squad, a cloner, an exploder).
 *
 * Plan: three demons with 1 life and 1 attack; every point goes on attack and life; in battle each demon strikes
 * the weakest foe next to it, or else steps towards the nearest foe.
 *
 * Things to know:
 * - You always play from the west (left) side, whichever seat you have: the board is mirrored for you.
 * - A setup the rules refuse (too many demons, over budget) forfeits the match, so compute it from info.rules.
 * - Each demon takes at most one battle order. Two of your demons stepping into the same cell both stay put, and
 *   a cell with a demon that stays (any foe, during your phase) blocks: so claim each cell once.
 * - Need randomness? Seed your own generator from info.seed: Math.random would make replays differ.
 * - It imports nothing, so it runs wherever you put it. A bot may import its own files (they are bundled with
 *   it), but nothing from fray or npm.
 */

type Dir = 'N' | 'NE' | 'E' | 'SE' | 'S' | 'SW' | 'W' | 'NW';
type Stat = 'life' | 'attack' | 'defense' | 'range';

/** The parts of the API this bot uses (the full shapes are in src/summoner/api.ts). */
interface Demon {
  id: number;
  x: number;
  y: number;
  hp: number;
  maxHp: number;
  life: number;
  attack: number;
  defense: number;
  range: number;
  capacity: 'merge' | 'heal' | 'cross' | 'eat';
}
interface SetupInfo {
  seed: number;
  rules: { maxDemons: number; setupPoints: number; summonCost: number };
}
interface View {
  turn: number;
  /** Enhance points in hand. */
  points: number;
  /** board[y][x]: the id of the demon on that cell, or 0 for an empty cell. Row 0 is north. */
  board: number[][];
  mine: Demon[];
  foes: Demon[];
}

const STEPS: [Dir, number, number][] = [
  ['N', 0, -1], ['NE', 1, -1], ['E', 1, 0], ['SE', 1, 1], ['S', 0, 1], ['SW', -1, 1], ['W', -1, 0], ['NW', -1, -1],
];

/** Distance in king moves: 1 means adjacent (diagonals count). */
function dist(a: { x: number; y: number }, b: { x: number; y: number }): number {
  return Math.max(Math.abs(a.x - b.x), Math.abs(a.y - b.y));
}

function setup(info: SetupInfo) {
  const { maxDemons, setupPoints, summonCost } = info.rules;
  // Each demon costs summonCost plus one point per stat point; stay within the budget whatever the rules say.
  const count = Math.max(1, Math.min(3, maxDemons, Math.floor(setupPoints / (summonCost + 2))));
  const stats = Math.floor(Math.max(0, setupPoints - count * summonCost) / count);
  // Every demon has one capacity (merge, heal, cross or eat); this bot never uses it: try eating for a kill.
  const demons = Array.from({ length: count }, () => ({ capacity: 'eat' as const, attack: Math.ceil(stats / 2), life: Math.floor(stats / 2) }));
  return { demons };
}

function enhance(view: View) {
  // Spend every point, one at a time, on the demon with the fewest stats, keeping attack and life level.
  const raises = new Map<string, { demon: number; stat: Stat; amount: number }>();
  for (let points = view.points; points > 0 && view.mine.length > 0; points--) {
    const d = [...view.mine].sort((a, b) => a.attack + a.life - (b.attack + b.life) || a.id - b.id)[0] as Demon;
    const stat: Stat = d.attack <= d.life ? 'attack' : 'life';
    d[stat]++; // the view is ours to change: keep it up to date for the next choice
    const key = d.id + ' ' + stat;
    const r = raises.get(key) ?? { demon: d.id, stat, amount: 0 };
    r.amount++;
    raises.set(key, r);
  }
  // One order per demon and stat, with an amount: an answer holds at most 1,000 orders, however many points.
  return [...raises.values()].map((r) => ({ type: 'raise' as const, ...r }));
}

function battle(view: View) {
  const orders = [];
  const claimed = new Set<string>();
  for (const d of view.mine) {
    // Strike the weakest adjacent foe (attack deals attack + 1, less half the target's defence).
    let target: { dir: Dir; hp: number } | undefined;
    for (const [dir, dx, dy] of STEPS) {
      const foe = view.foes.find((f) => f.x === d.x + dx && f.y === d.y + dy);
      if (foe && (!target || foe.hp < target.hp)) target = { dir, hp: foe.hp };
    }
    if (target) {
      orders.push({ demon: d.id, action: 'attack' as const, dir: target.dir });
      continue;
    }
    // Otherwise step towards the nearest foe, onto an empty cell none of our demons has claimed.
    const goal = [...view.foes].sort((a, b) => dist(d, a) - dist(d, b))[0];
    if (!goal) continue;
    let best: { dir: Dir; x: number; y: number } | undefined;
    for (const [dir, dx, dy] of STEPS) {
      const c = { dir, x: d.x + dx, y: d.y + dy };
      // board[y]?.[x] is undefined off the board, so this also keeps us on it.
      if (view.board[c.y]?.[c.x] !== 0 || claimed.has(c.x + ',' + c.y)) continue;
      if (dist(c, goal) < dist(best ?? d, goal)) best = c;
    }
    if (best) {
      claimed.add(best.x + ',' + best.y);
      orders.push({ demon: d.id, action: 'move' as const, dir: best.dir });
    }
  }
  return orders;
}

export default { setup, enhance, battle };
`;
}
