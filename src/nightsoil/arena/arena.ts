/**
 * The arena: builds of mobs on a square field, day after day. On the turn-rate timeline each mob has a swing clock
 * (swingRate) and a step clock (moveRate). Swings go at an adjacent enemy by mood; steps hunt, flee, or go to food;
 * eating takes a step. Corpses are food. Everything random comes from the rng passed in.
 */
import type { Rng } from '../../core/rng.js';
import { emptySwing, swingInPlace } from '../attack.js';
import { corpseOf, eatInPlace, type Food } from '../food.js';
import { canSwing, fighterOf, type Fighter, isDead } from '../mob.js';
import { CAST_BASE, chooseAction, FLEE, GUARD, SWING } from '../mood.js';
import type { RoundSchedule, TurnSlot } from '../schedule.js';
import { castInPlace } from '../scroll.js';
import type { WorldSpec } from './world.js';

/** Food lies this many days before it rots away (spawned food and corpses alike). */
export const FOOD_DAYS = 3;
/** A mob at or below its flee fraction runs from enemies within this many cells; farther off it goes to eat. */
export const FLEE_SIGHT = 2;

/** The five maxima tracked for growth, in a fixed order. */
export const STATS = ['maxLife', 'maxStrength', 'maxIq', 'maxAim', 'maxArmour'] as const;
/** One of the tracked maxima. */
export type Stat = (typeof STATS)[number];

/** A mob's record for one day (day 0 is the start): alive, its maxima at day end, and how close to death it came. */
export interface MobDay {
  alive: boolean;
  maxima: [number, number, number, number, number];
  /** Lowest life / maxLife seen during the day (1 on day 0). */
  lowLife: number;
  fled: boolean;
  strikes: number;
  meals: number;
}

/** Swings and casts one mob aimed at another over the whole run, and the damage that went each way. */
export interface PairRecord {
  attacker: number;
  victim: number;
  strikes: number;
  damageDealt: number;
  /** Damage the victim did back to the attacker over the run. */
  damageTaken: number;
  /** Highest chance the victim had to hit the attacker when it swung back (0 if it never did). */
  victimBestP: number;
  aimGained: number;
}

/** A whole arena run: the builds, each mob's build and daily record, pair records, and totals. */
export interface ArenaRun {
  days: number;
  buildNames: string[];
  /** Build index of each mob id. */
  mobBuild: number[];
  /** history[mob][day], day 0..days. */
  history: MobDay[][];
  pairs: PairRecord[];
  kills: number;
  meals: number;
  finals: Fighter[];
}

interface Live {
  id: number;
  build: number;
  f: Fighter;
  x: number;
  y: number;
  alive: boolean;
  lowLife: number;
  fled: boolean;
  strikes: number;
  meals: number;
}

interface Lying {
  x: number;
  y: number;
  food: Food;
  rotsOn: number;
}

const dist = (a: { x: number; y: number }, b: { x: number; y: number }): number => Math.max(Math.abs(a.x - b.x), Math.abs(a.y - b.y));

/** Runs `days` days of the world, drawing placement, food drops and every roll from `rng`. */
export function runArena(world: WorldSpec, days: number, rng: Rng, schedule: RoundSchedule): ArenaRun {
  const params = world.params;
  const size = world.size;
  const mobs: Live[] = [];
  world.builds.forEach((b, bi) => {
    for (let k = 0; k < b.count; k++) {
      mobs.push({ id: mobs.length, build: bi, f: fighterOf({ ...b.mob, name: `${b.name}#${k + 1}` }), x: rng.below(size), y: rng.below(size), alive: true, lowLife: 1, fled: false, strikes: 0, meals: 0 });
    }
  });
  const snapshot = (m: Live): MobDay => ({ alive: m.alive, maxima: [m.f.maxLife, m.f.maxStrength, m.f.maxIq, m.f.maxAim, m.f.maxArmour], lowLife: m.lowLife, fled: m.fled, strikes: m.strikes, meals: m.meals });
  const history: MobDay[][] = mobs.map((m) => [snapshot(m)]);
  const pairs = new Map<number, PairRecord>();
  const pair = (a: number, v: number): PairRecord => {
    const key = a * mobs.length + v;
    let r = pairs.get(key);
    if (!r) {
      r = { attacker: a, victim: v, strikes: 0, damageDealt: 0, damageTaken: 0, victimBestP: 0, aimGained: 0 };
      pairs.set(key, r);
    }
    return r;
  };
  // Actor 2i is mob i's swing clock, 2i + 1 its step clock; rates never change, so one order serves every round.
  const order = schedule(mobs.flatMap((m) => [m.f.swingRate, m.f.moveRate]));
  let lying: Lying[] = [];
  const sw = emptySwing();
  let kills = 0;
  let meals = 0;

  const nearestEnemy = (m: Live): Live | undefined => {
    let best: Live | undefined;
    let bd = Infinity;
    for (const o of mobs) {
      if (!o.alive || o.build === m.build) continue;
      const d = dist(m, o);
      // Among equals the weakest (lowest life) is preferred: it is the safest target.
      if (d < bd || (d === bd && best !== undefined && o.f.life < best.f.life)) {
        bd = d;
        best = o;
      }
    }
    return best;
  };
  const nearestFood = (m: Live): Lying | undefined => {
    let best: Lying | undefined;
    let bd = Infinity;
    for (const l of lying) {
      const d = dist(m, l);
      if (d < bd) {
        bd = d;
        best = l;
      }
    }
    return best;
  };
  const step = (m: Live, tx: number, ty: number, away: boolean): void => {
    const s = away ? -1 : 1;
    m.x = Math.min(size - 1, Math.max(0, m.x + s * Math.sign(tx - m.x)));
    m.y = Math.min(size - 1, Math.max(0, m.y + s * Math.sign(ty - m.y)));
  };
  const lacks = (f: Fighter): boolean => f.life < f.maxLife || f.strength < f.maxStrength || f.iq < f.maxIq;
  const hungry = (f: Fighter): boolean => !canSwing(f) || f.life < f.eatBelow * f.maxLife || f.strength < f.eatBelow * f.maxStrength || f.iq < f.eatBelow * f.maxIq;

  const swingTurn = (m: Live): void => {
    let target: Live | undefined;
    for (const o of mobs) {
      if (!o.alive || o.build === m.build || dist(m, o) > 1) continue;
      if (target === undefined || o.f.life < target.f.life) target = o;
    }
    if (target === undefined) return;
    const action = chooseAction(m.f, target.f, params);
    if (action === FLEE) {
      m.fled = true;
      return;
    }
    if (action === GUARD) return;
    const rec = pair(m.id, target.id);
    const back = pair(target.id, m.id);
    let damage: number;
    if (action === SWING) {
      swingInPlace(m.f, target.f, params, rng.next(), sw);
      damage = sw.damage;
      rec.aimGained += sw.aimGain;
    } else {
      const scroll = m.f.scrolls[action - CAST_BASE];
      if (scroll === undefined) return;
      damage = castInPlace(m.f, target.f, scroll, params, rng.next()).damage;
    }
    m.strikes++;
    rec.strikes++;
    rec.damageDealt += damage;
    back.damageTaken += damage;
    // From the target's side, m is a victim that swung back: remember m's best chance against it.
    if (action === SWING && sw.p > back.victimBestP) back.victimBestP = sw.p;
    const frac = target.f.life / target.f.maxLife;
    if (frac < target.lowLife) target.lowLife = frac;
    if (isDead(target.f)) {
      target.alive = false;
      kills++;
      lying.push({ x: target.x, y: target.y, food: corpseOf(target.f), rotsOn: currentDay + FOOD_DAYS });
    }
  };

  const moveTurn = (m: Live): void => {
    const f = m.f;
    const enemy = nearestEnemy(m);
    if (f.life <= f.fleeBelow * f.maxLife && enemy !== undefined && dist(m, enemy) <= FLEE_SIGHT) {
      m.fled = true;
      step(m, enemy.x, enemy.y, true);
      return;
    }
    if (lacks(f)) {
      const here = lying.findIndex((l) => l.x === m.x && l.y === m.y);
      if (here >= 0) {
        const meal = lying[here] as Lying;
        lying.splice(here, 1);
        eatInPlace(f, meal.food, params, rng);
        m.meals++;
        meals++;
        return;
      }
    }
    const adjacent = enemy !== undefined && dist(m, enemy) <= 1;
    if (hungry(f) || enemy === undefined) {
      const food = lacks(f) ? nearestFood(m) : undefined;
      if (food) step(m, food.x, food.y, false);
      return;
    }
    if (!adjacent) step(m, enemy.x, enemy.y, false);
  };

  let currentDay = 0;
  for (let day = 1; day <= days; day++) {
    currentDay = day;
    lying = lying.filter((l) => l.rotsOn > day);
    for (let k = 0; k < world.food.perDay; k++) lying.push({ x: rng.below(size), y: rng.below(size), food: { life: world.food.life, strength: world.food.strength, iq: world.food.iq }, rotsOn: day + FOOD_DAYS });
    for (const m of mobs) {
      m.lowLife = m.alive ? m.f.life / m.f.maxLife : 0;
      m.fled = false;
      m.strikes = 0;
      m.meals = 0;
    }
    for (let r = 0; r < world.roundsPerDay; r++) {
      for (let s = 0; s < order.length; s++) {
        const slot = order[s] as TurnSlot;
        const m = mobs[slot.actor >> 1] as Live;
        if (!m.alive) continue;
        if ((slot.actor & 1) === 0) swingTurn(m);
        else moveTurn(m);
      }
    }
    mobs.forEach((m, i) => (history[i] as MobDay[]).push(snapshot(m)));
  }
  return {
    days,
    buildNames: world.builds.map((b) => b.name),
    mobBuild: mobs.map((m) => m.build),
    history,
    pairs: [...pairs.values()],
    kills,
    meals,
    finals: mobs.map((m) => m.f),
  };
}
