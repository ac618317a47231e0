/**
 * Exploder: one bomb at a time. The strongest demon is the bomb; every point makes it hit harder and reach further,
 * and it walks to the place where blowing up kills the most foes. Until then it shoots Crosses, and so do the
 * others, which keep out of its blast; when the bomb is gone, the strongest of them becomes the next one.
 *
 * Explosions ignore defence and strike allies too (friendly fire), and only a demon above 40% of its maximum HP may
 * explode. So the bomb gets attack first (it deals ⌊attack / 2⌋ to everyone in range), then range (the square's
 * radius is 1 + ⌊√range⌋), then some life; it never stops next to a foe (the foe would strike first and could push
 * it under 40%), and it goes off only where it kills no ally and enough foes: two, or a third of them when they
 * are many, or the last ones.
 * Rules used: raise, move, attack, explode, cross. Not clone, heal, eat or merge.
 */
import type { BattleOrder, CrossDir, Dir, EnhanceOrder, MyDemon, SetupInfo, Summoner, View } from '../../src/summoner/api.js';

interface Cell { x: number; y: number }

const STEPS: readonly [Dir, number, number][] = [
  ['N', 0, -1], ['NE', 1, -1], ['E', 1, 0], ['SE', 1, 1], ['S', 0, 1], ['SW', -1, 1], ['W', -1, 0], ['NW', -1, -1],
];
const dist = (a: Cell, b: Cell): number => Math.max(Math.abs(a.x - b.x), Math.abs(a.y - b.y));
const blastRadius = (d: MyDemon) => 1 + Math.floor(Math.sqrt(d.range));
const blastDamage = (d: MyDemon) => Math.floor(d.attack / 2);
let explodeMinHpPercent = 40; // from the rules, at setup

/** The bomb is whoever has the most attack and range: no memory needed, and the next one is chosen the same way. */
const bombOf = (mine: readonly MyDemon[]) => [...mine].sort((a, b) => b.attack + b.range - (a.attack + a.range) || a.id - b.id)[0];

/** What blowing `bomb` up at `c` would do: foes and allies killed (the bomb itself not counted). */
function blast(bomb: MyDemon, c: Cell, view: View): { foes: number; allies: number } {
  const r = blastRadius(bomb), dmg = blastDamage(bomb);
  return {
    foes: view.foes.filter((f) => dist(c, f) <= r && f.hp <= dmg).length,
    allies: view.mine.filter((m) => m.id !== bomb.id && dist(c, m) <= r && m.hp <= dmg).length,
  };
}

/**
 * The Cross `d` could shoot from `c` that hits foes and no ally ('N': the four lines, 'NE': the four diagonals),
 * judged on `board`: actions strike the board as it stands after this phase's moves.
 */
function crossAim(d: MyDemon, c: Cell, view: View, board = view.board): { aim: CrossDir; foes: number } | undefined {
  if (d.capacity !== 'cross' || d.attack === 0) return undefined;
  let best: { aim: CrossDir; foes: number } | undefined;
  // STEPS alternates lines (N, E, S, W at even places) and diagonals (odd places).
  for (const [aim, parity] of [['N', 0], ['NE', 1]] as const) {
    let foes = 0, allies = 0;
    for (const [, dx, dy] of STEPS.filter((_, i) => i % 2 === parity)) {
      for (let k = 1; k <= d.range + 1; k++) {
        const id = board[c.y + dy * k]?.[c.x + dx * k] ?? 0;
        if (view.foes.some((f) => f.id === id)) foes++;
        else if (id !== 0 && id !== d.id) allies++;
      }
    }
    if (foes > 0 && allies === 0 && foes > (best?.foes ?? 0)) best = { aim, foes };
  }
  return best;
}

function setup(info: SetupInfo) {
  explodeMinHpPercent = info.rules.explodeMinHpPercent;
  // The first bomb in the middle of the front row; three cheap reserves in the back row, out of its way.
  return {
    demons: [
      { capacity: 'cross' as const, attack: 3, life: 1, slot: 2 },
      { capacity: 'cross' as const, slot: 4 },
      { capacity: 'cross' as const, slot: 5 },
      { capacity: 'cross' as const, slot: 6 },
    ],
  };
}

function enhance(view: View): EnhanceOrder[] {
  const bomb = bombOf(view.mine);
  if (!bomb) return [];
  // Aim two HP above the toughest foe: it may raise its life before the bomb gets to act.
  const toughest = Math.max(0, ...view.foes.map((f) => f.hp)) + 2;
  const reserves = view.mine.filter((m) => m !== bomb);
  const orders: EnhanceOrder[] = [];
  for (let points = view.points, i = 0; points > 0; points--, i++) {
    let d = bomb;
    let stat: 'life' | 'attack' | 'range';
    if (blastDamage(bomb) < toughest) stat = 'attack'; // first: a blast that kills nobody is wasted
    else if (bomb.range < 4) stat = 'range'; // then a 7 x 7 square (radius 3) and Crosses reaching 5 cells
    else if (bomb.life * 4 < bomb.attack) stat = 'life'; // enough HP to survive a stray blow
    else if (reserves.length > 0 && i % 2 === 1) {
      // The bomb is ready: every other point goes to the weakest reserve (life and a Cross's attack, level), so
      // the reserves can defend themselves and one can take over as the next bomb.
      d = [...reserves].sort((a, b) => a.life + a.attack - (b.life + b.attack) || a.id - b.id)[0] as MyDemon;
      stat = d.life < d.attack ? 'life' : 'attack';
    } else stat = bomb.range < 9 ? 'range' : 'attack';
    d[stat]++;
    orders.push({ type: 'raise', demon: d.id, stat });
  }
  return orders;
}

function battle(view: View): BattleOrder[] {
  const bomb = bombOf(view.mine);
  if (!bomb) return [];
  const orders: BattleOrder[] = [];
  const claimed = new Set<string>(); // cells our movers will enter (two movers into one cell both stay)
  const nextToFoe = (c: Cell) => view.foes.some((f) => dist(f, c) <= 1);
  const free = (c: Cell) => view.board[c.y]?.[c.x] === 0 && !claimed.has(`${c.x},${c.y}`);
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

  // The bomb: go off if the catch is good; else shoot a Cross; else walk towards the best place to go off.
  const now = blast(bomb, bomb, view);
  const canExplode = 100 * bomb.hp > explodeMinHpPercent * bomb.maxHp;
  const wipes = now.foes === view.foes.length;
  // Blowing up our last demon is only worth it if it wipes them out and leaves us ahead on kills (mutual wipeout).
  const lastOne = view.mine.length === 1 && !(wipes && view.kills + now.foes > view.foeKills);
  const cross = crossAim(bomb, bomb, view);
  // A bomb is spent once: wait for a catch of two foes, or a third of them when they are many.
  const worth = Math.max(2, Math.ceil(view.foes.length / 3));
  if (canExplode && !lastOne && now.allies === 0 && (now.foes >= worth || wipes)) {
    orders.push({ demon: bomb.id, action: 'explode' });
  } else if (cross) {
    orders.push({ demon: bomb.id, action: 'cross', dir: cross.aim });
  } else {
    let spot: Cell = bomb;
    let value = -Infinity;
    for (let y = 0; y < view.height; y++) {
      for (let x = 0; x < view.width; x++) {
        const c = { x, y };
        // Kills, then foes in a Cross's line, then closeness. Next to a foe is out: it would strike first.
        const v = nextToFoe(c) ? -Infinity : blast(bomb, c, view).foes * 100 + (crossAim(bomb, c, view)?.foes ?? 0) * 10 - dist(bomb, c);
        if (v > value) [spot, value] = [c, v];
      }
    }
    moveBy(bomb, (c) => (nextToFoe(c) ? 1000 : 0) + dist(c, spot) * 10 + (c.x - spot.x) ** 2 + (c.y - spot.y) ** 2);
  }

  // The others: strike a foe next to them, else shoot (not through the cell the bomb walks into), else keep out of
  // the bomb's blast (with a step of margin, as the bomb may walk first) but close enough to take over.
  const safe = blastRadius(bomb) + 2;
  const after = view.board.map((row) => [...row]);
  for (const key of claimed) {
    const [x, y] = key.split(',').map(Number) as [number, number];
    (after[y] as number[])[x] = bomb.id;
  }
  for (const d of view.mine.filter((m) => m !== bomb)) {
    const foe = STEPS.find(([, dx, dy]) => view.foes.some((f) => f.x === d.x + dx && f.y === d.y + dy));
    const shot = crossAim(d, d, view, after);
    if (foe) orders.push({ demon: d.id, action: 'attack', dir: foe[0] });
    else if (shot) orders.push({ demon: d.id, action: 'cross', dir: shot.aim });
    else moveBy(d, (c) => (dist(c, bomb) < safe ? 1000 - dist(c, bomb) * 10 : Math.abs(dist(c, bomb) - safe)) + (c.x - bomb.x) * 0.01);
  }
  return orders;
}

export default { setup, enhance, battle } satisfies Summoner;
