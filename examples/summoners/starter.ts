/**
 * starter: a Summoner War bot. Start here, and make it yours.
 *
 * Play it:   fray summoner match starter.ts demo:random --seed 1
 * Check it:  fray summoner check starter.ts (type errors, load errors, refused orders, with file:line)
 * The guide: docs/bot-guide.md; the rules: docs/rules/summoner-war.md; every field and order: the types below,
 * from 'fray/summoner'; more ideas: examples/summoners/ (a rusher, a healing squad, a cloner, an exploder; play
 * them from anywhere as demo:rusher, demo:healers, demo:cloner, demo:exploder).
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
 * - The import below is of types only: it is erased when the bot is compiled, so the bot runs wherever it is
 *   (install fray in your project, `npm install --save-dev fray`, for your editor to find the types). A bot may
 *   import its own files (they are bundled with it), but no code from fray or npm.
 */
import type { BattleOrder, Dir, EnhanceOrder, MyDemon, SetupInfo, SetupOrder, Stat, Summoner, View } from 'fray/summoner';

const STEPS: [Dir, number, number][] = [
  ['N', 0, -1], ['NE', 1, -1], ['E', 1, 0], ['SE', 1, 1], ['S', 0, 1], ['SW', -1, 1], ['W', -1, 0], ['NW', -1, -1],
];

/** Distance in king moves: 1 means adjacent (diagonals count). */
function dist(a: { x: number; y: number }, b: { x: number; y: number }): number {
  return Math.max(Math.abs(a.x - b.x), Math.abs(a.y - b.y));
}

function setup(info: SetupInfo): SetupOrder {
  const { maxDemons, setupPoints, summonCost } = info.rules;
  // Each demon costs summonCost plus one point per stat point; stay within the budget whatever the rules say.
  const count = Math.max(1, Math.min(3, maxDemons, Math.floor(setupPoints / (summonCost + 2))));
  const stats = Math.floor(Math.max(0, setupPoints - count * summonCost) / count);
  // Every demon has one capacity (merge, heal, cross or eat); this bot never uses it: try eating for a kill.
  const demons = Array.from({ length: count }, () => ({ capacity: 'eat' as const, attack: Math.ceil(stats / 2), life: Math.floor(stats / 2) }));
  return { demons };
}

function enhance(view: View): EnhanceOrder[] {
  // Spend every point, one at a time, on the demon with the fewest stats, keeping attack and life level.
  const raises = new Map<string, { demon: number; stat: Stat; amount: number }>();
  for (let points = view.points; points > 0 && view.mine.length > 0; points--) {
    const d = [...view.mine].sort((a, b) => a.attack + a.life - (b.attack + b.life) || a.id - b.id)[0] as MyDemon;
    const stat = d.attack <= d.life ? 'attack' : 'life';
    d[stat]++; // the view is ours to change: keep it up to date for the next choice
    const key = d.id + ' ' + stat;
    const r = raises.get(key) ?? { demon: d.id, stat, amount: 0 };
    r.amount++;
    raises.set(key, r);
  }
  // One order per demon and stat, with an amount: an answer holds at most 1,000 orders, however many points.
  return [...raises.values()].map((r) => ({ type: 'raise' as const, ...r }));
}

function battle(view: View): BattleOrder[] {
  const orders: BattleOrder[] = [];
  const claimed = new Set<string>();
  for (const d of view.mine) {
    // Strike the weakest adjacent foe (attack deals attack + 1, less half the target's defence).
    let target: { dir: Dir; hp: number } | undefined;
    for (const [dir, dx, dy] of STEPS) {
      const foe = view.foes.find((f) => f.x === d.x + dx && f.y === d.y + dy);
      if (foe && (!target || foe.hp < target.hp)) target = { dir, hp: foe.hp };
    }
    if (target) {
      orders.push({ demon: d.id, action: 'attack', dir: target.dir });
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
      orders.push({ demon: d.id, action: 'move', dir: best.dir });
    }
  }
  return orders;
}

export default { setup, enhance, battle } satisfies Summoner;
