/**
 * The arena: builds of mobs on a square field, day after day. On the turn-rate timeline each mob has a swing clock
 * (swingRate), a step clock (moveRate) and, if it carries a haste scroll, a haste clock. Strikes go at an enemy within
 * reach by mood (a bow reaches across the field, teeth only next door); steps hunt, keep away, flee, or go to food;
 * eating takes a step. Timed effects run on the same timeline, across days. Corpses are food. Everything random comes
 * from the rng passed in.
 */
import type { Rng } from '../../core/rng.js';
import { emptySwing, swingInPlace } from '../attack.js';
import { hasEffect, tickEffects, type EffectTick } from '../effects.js';
import { corpseOf, eatInPlace, type Food } from '../food.js';
import { canSwing, fighterOf, type MobState, isDead } from '../mob.js';
import { intentOf } from '../intent.js';
import { CAST_BASE, SWING, wantsToFlee } from '../mood.js';
import { attackReach } from '../reach.js';
import type { RoundSchedule, TurnSlot } from '../schedule.js';
import { beginReading, carriesHaste, castInPlace, readsOnSelf } from '../scroll.js';
import { AWAY, chooseStep, CLOSER } from '../step.js';
import type { WorldSpec } from './world.js';

/** Food lies this many days before it rots away (spawned food and corpses alike). */
export const FOOD_DAYS = 3;
/** A mob at or below its flee fraction runs from enemies within this many cells (or within their reach, if longer); farther off it goes to eat. */
export const FLEE_SIGHT = 2;

/** The five maxima tracked for growth, in a fixed order. */
export const GROWTH_STATS = ['maxLife', 'maxStrength', 'maxIq', 'maxAim', 'maxArmour'] as const;
/** One of the tracked maxima. */
export type GrowthStat = (typeof GROWTH_STATS)[number];

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
  /** Life the victim lost to the attacker: blows, bolts and poison ticks. */
  damageDealt: number;
  /** Damage the victim did back to the attacker over the run. */
  damageTaken: number;
  /** Highest chance the victim had to hit the attacker when it swung back (0 if it never did). */
  victimBestP: number;
  aimGained: number;
}

/** How one mob fought over the whole run: the design's "fights from a distance and never takes a blow", measured. */
export interface MobCombat {
  /** Swings and casts it made, and how many of them at a target more than one cell away. */
  strikes: number;
  rangedStrikes: number;
  /** Swings aimed at it, and how many landed. */
  swingsFaced: number;
  hitsTaken: number;
  /** Growth of its aim maximum (from its hits) and armour maximum (from its dodges). */
  aimGained: number;
  armourGained: number;
}

/** A whole arena run: the builds, each mob's build and daily record, pair records, and totals. */
export interface ArenaRun {
  days: number;
  buildNames: string[];
  /** Build index of each mob id. */
  mobBuild: number[];
  /** Each build's reach at the start (cells): 1 for melee, more for a bow or a ranged scroll. */
  buildReach: number[];
  /** history[mob][day], day 0..days. */
  history: MobDay[][];
  /** combat[mob], over the whole run. */
  combat: MobCombat[];
  pairs: PairRecord[];
  kills: number;
  meals: number;
  finals: MobState[];
}

/** A mob in the arena: where it stands, whether it lives, and its counters for the current day. */
export interface ArenaMob {
  id: number;
  build: number;
  f: MobState;
  x: number;
  y: number;
  alive: boolean;
  lowLife: number;
  fled: boolean;
  strikes: number;
  meals: number;
}

/** Food on the ground and the day it rots away. */
export interface LyingFood {
  x: number;
  y: number;
  food: Food;
  rotsOn: number;
}

const dist = (a: { x: number; y: number }, b: { x: number; y: number }): number =>
  Math.max(Math.abs(a.x - b.x), Math.abs(a.y - b.y));

/** Which clock of which mob a roster entry is. */
export interface ArenaClock {
  mob: number;
  kind: 'swing' | 'step' | 'haste';
}

/**
 * An arena between days: the mobs where they stand, the food lying about, and the running totals. `stepArenaDay`
 * changes it in place (thousands of mobs, hundreds of days: copying it every day would cost more than the day).
 */
export interface ArenaState {
  /** Days played so far. */
  day: number;
  readonly mobs: ArenaMob[];
  lying: LyingFood[];
  readonly combat: MobCombat[];
  readonly pairs: Map<number, PairRecord>;
  kills: number;
  meals: number;
  /** Every clock of every mob, and the order they open in a round (rates never change, so one order serves all). */
  readonly clocks: readonly ArenaClock[];
  readonly order: readonly TurnSlot[];
  /** Mobs with timed effects on them, ticked at every slot. */
  readonly affected: Set<ArenaMob>;
}

const snapshot = (m: ArenaMob): MobDay => ({
  alive: m.alive,
  maxima: [m.f.maxLife, m.f.maxStrength, m.f.maxIq, m.f.maxAim, m.f.maxArmour],
  lowLife: m.lowLife,
  fled: m.fled,
  strikes: m.strikes,
  meals: m.meals,
});

/** Day 0 of the world: every mob placed at random (drawn from `rng`, build by build), no food yet. */
export function startArena(world: WorldSpec, rng: Rng, schedule: RoundSchedule): ArenaState {
  const size = world.size;
  const mobs: ArenaMob[] = [];
  world.builds.forEach((b, bi) => {
    for (let k = 0; k < b.count; k++) {
      mobs.push({
        id: mobs.length,
        build: bi,
        f: fighterOf({ ...b.mob, name: `${b.name}#${k + 1}` }),
        x: rng.below(size),
        y: rng.below(size),
        alive: true,
        lowLife: 1,
        fled: false,
        strikes: 0,
        meals: 0,
      });
    }
  });
  // Clocks 2i and 2i + 1 are mob i's swing and step clocks; haste clocks follow for the mobs that carry a haste scroll.
  const clocks: ArenaClock[] = mobs.flatMap((m): ArenaClock[] => [
    { mob: m.id, kind: 'swing' },
    { mob: m.id, kind: 'step' },
  ]);
  for (const m of mobs) if (carriesHaste(m.f)) clocks.push({ mob: m.id, kind: 'haste' });
  const order = schedule(
    clocks.map((c) => {
      const f = (mobs[c.mob] as ArenaMob).f;
      return c.kind === 'step' ? f.moveRate : c.kind === 'haste' ? 2 * f.swingRate : f.swingRate;
    }),
  );
  const combat: MobCombat[] = mobs.map(() => ({
    strikes: 0,
    rangedStrikes: 0,
    swingsFaced: 0,
    hitsTaken: 0,
    aimGained: 0,
    armourGained: 0,
  }));
  return { day: 0, mobs, lying: [], combat, pairs: new Map(), kills: 0, meals: 0, clocks, order, affected: new Set() };
}

/** Each mob's record for the day just played (day 0: the start), in mob order. */
export function arenaDayRecords(state: ArenaState): MobDay[] {
  return state.mobs.map(snapshot);
}

/**
 * Plays the next day: stale food rots, new food drops, then every round of the day on the timeline (which runs on
 * across days, so effects begun late one day end in the next). Mutates `state` in place and returns it with the
 * day's records as events; every draw comes from `rng`, in a fixed order.
 */
export function stepArenaDay(world: WorldSpec, state: ArenaState, rng: Rng): { state: ArenaState; events: MobDay[] } {
  const params = world.params;
  const size = world.size;
  const { mobs, combat, clocks, order, affected } = state;
  const day = state.day + 1;
  state.day = day;
  const sw = emptySwing();
  const pair = (a: number, v: number): PairRecord => {
    const key = a * mobs.length + v;
    let r = state.pairs.get(key);
    if (!r) {
      r = { attacker: a, victim: v, strikes: 0, damageDealt: 0, damageTaken: 0, victimBestP: 0, aimGained: 0 };
      state.pairs.set(key, r);
    }
    return r;
  };

  const nearestEnemy = (m: ArenaMob): ArenaMob | undefined => {
    let best: ArenaMob | undefined;
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
  const nearestFood = (m: ArenaMob): LyingFood | undefined => {
    let best: LyingFood | undefined;
    let bd = Infinity;
    for (const l of state.lying) {
      const d = dist(m, l);
      if (d < bd) {
        bd = d;
        best = l;
      }
    }
    return best;
  };
  /** One step towards (sense 1) or away from (sense −1) the cell (tx, ty), kept on the field. */
  const step = (m: ArenaMob, tx: number, ty: number, sense: 1 | -1): void => {
    const s = sense;
    m.x = Math.min(size - 1, Math.max(0, m.x + s * Math.sign(tx - m.x)));
    m.y = Math.min(size - 1, Math.max(0, m.y + s * Math.sign(ty - m.y)));
  };
  /** An enemy this close is a danger to a mob that wants to flee: within sight, or within the enemy's own reach. */
  const menaces = (m: ArenaMob, enemy: ArenaMob): boolean => {
    const d = dist(m, enemy);
    return d <= FLEE_SIGHT || d <= attackReach(enemy.f);
  };
  const lacks = (f: MobState): boolean => f.life < f.maxLife || f.strength < f.maxStrength || f.iq < f.maxIq;
  const hungry = (f: MobState): boolean =>
    !canSwing(f) ||
    f.life < f.eatBelow * f.maxLife ||
    f.strength < f.eatBelow * f.maxStrength ||
    f.iq < f.eatBelow * f.maxIq;

  /** After `victim` lost life to `source` (or to its own poison's maker): low-water mark, death and corpse. */
  const hurt = (victim: ArenaMob): void => {
    const frac = victim.f.life / victim.f.maxLife;
    if (frac < victim.lowLife) victim.lowLife = frac;
    if (isDead(victim.f) && victim.alive) {
      victim.alive = false;
      victim.f.effects = [];
      victim.f.preparing = null;
      affected.delete(victim);
      state.kills++;
      state.lying.push({ x: victim.x, y: victim.y, food: corpseOf(victim.f), rotsOn: day + FOOD_DAYS });
    }
  };
  const credit = (attacker: ArenaMob, victim: ArenaMob, damage: number): void => {
    pair(attacker.id, victim.id).damageDealt += damage;
    pair(victim.id, attacker.id).damageTaken += damage;
  };
  const strike = (m: ArenaMob, target: ArenaMob, action: number, now: { round: number; slot: number }): void => {
    const scroll = action === SWING ? undefined : m.f.scrolls[action - CAST_BASE];
    if (scroll !== undefined && readsOnSelf(scroll)) {
      // A ward or haste is read on oneself: no strike at anyone, nothing to record between two mobs.
      castInPlace(m.f, m.f, { scroll: action - CAST_BASE, u: rng.next(), now, source: m.id }, params);
      if (m.f.effects.length > 0) affected.add(m);
      return;
    }
    const rec = pair(m.id, target.id);
    const back = pair(target.id, m.id);
    const mc = combat[m.id] as MobCombat;
    let damage: number;
    if (action === SWING) {
      swingInPlace(m.f, target.f, params, rng.next(), sw);
      damage = sw.damage;
      rec.aimGained += sw.aimGain;
      mc.aimGained += sw.aimGain;
      const tc = combat[target.id] as MobCombat;
      tc.swingsFaced++;
      if (sw.hit) tc.hitsTaken++;
      tc.armourGained += sw.armourGain;
      // From the target's side, m is a victim that swung back: remember m's best chance against it.
      if (sw.p > back.victimBestP) back.victimBestP = sw.p;
    } else {
      const i = action - CAST_BASE;
      damage = castInPlace(m.f, target.f, { scroll: i, u: rng.next(), now, source: m.id }, params).damage;
      if (m.f.effects.length > 0) affected.add(m);
      if (target.f.effects.length > 0) affected.add(target);
    }
    m.strikes++;
    mc.strikes++;
    if (dist(m, target) > 1) mc.rangedStrikes++;
    rec.strikes++;
    credit(m, target, damage);
    hurt(target);
  };

  const swingTurn = (m: ArenaMob, now: { round: number; slot: number }): void => {
    const f = m.f;
    let foe: ArenaMob | undefined;
    if (f.preparing !== null) foe = mobs[f.preparing.target];
    else {
      // The weakest enemy within reach, else the nearest one (to ward or haste against, if it comes close).
      const reach = attackReach(f);
      for (const o of mobs) {
        if (!o.alive || o.build === m.build || dist(m, o) > reach) continue;
        if (foe === undefined || o.f.life < foe.f.life) foe = o;
      }
      foe ??= nearestEnemy(m);
    }
    if (foe === undefined) return;
    const d = dist(m, foe);
    const intent = intentOf(f, foe.f, d, now, params);
    switch (intent.kind) {
      case 'flee':
        if (menaces(m, foe)) m.fled = true;
        return;
      case 'hold':
        return;
      case 'lost':
        // A target that died or stepped out of range is missed; nothing is spent.
        f.preparing = null;
        return;
      case 'prepare': {
        const scroll = f.scrolls[intent.scroll];
        beginReading(f, intent.scroll, now, scroll !== undefined && readsOnSelf(scroll) ? m.id : foe.id);
        return;
      }
      case 'cast':
        if (intent.released) f.preparing = null;
        strike(m, foe, CAST_BASE + intent.scroll, now);
        return;
      case 'swing':
        strike(m, foe, SWING, now);
        return;
    }
  };

  const moveTurn = (m: ArenaMob): void => {
    const f = m.f;
    const enemy = nearestEnemy(m);
    if (wantsToFlee(f) && enemy !== undefined && menaces(m, enemy)) {
      m.fled = true;
      step(m, enemy.x, enemy.y, -1);
      return;
    }
    // Preparing a spell takes all of a mob's attention: it neither eats nor walks until the spell goes off or breaks.
    if (f.preparing !== null) return;
    if (lacks(f)) {
      const here = state.lying.findIndex((l) => l.x === m.x && l.y === m.y);
      if (here >= 0) {
        const meal = state.lying[here] as LyingFood;
        state.lying.splice(here, 1);
        eatInPlace(f, meal.food, params, rng);
        m.meals++;
        state.meals++;
        return;
      }
    }
    if (hungry(f) || enemy === undefined) {
      const food = lacks(f) ? nearestFood(m) : undefined;
      if (food) step(m, food.x, food.y, 1);
      return;
    }
    const st = chooseStep(f, enemy.f, dist(m, enemy));
    if (st === CLOSER) step(m, enemy.x, enemy.y, 1);
    else if (st === AWAY) step(m, enemy.x, enemy.y, -1);
  };

  const tickAll = (now: { round: number; slot: number }): void => {
    for (const m of [...affected]) {
      const on = (t: EffectTick): void => {
        if (t.kind !== 'tick' || t.damage <= 0) return;
        const src = mobs[t.effect.source];
        if (src !== undefined && src !== m) credit(src, m, t.damage);
      };
      tickEffects(m.f, now, on);
      if (m.f.effects.length === 0) affected.delete(m);
      hurt(m);
    }
  };

  state.lying = state.lying.filter((l) => l.rotsOn > day);
  for (let k = 0; k < world.food.perDay; k++)
    state.lying.push({
      x: rng.below(size),
      y: rng.below(size),
      food: { life: world.food.life, strength: world.food.strength, iq: world.food.iq },
      rotsOn: day + FOOD_DAYS,
    });
  for (const m of mobs) {
    m.lowLife = m.alive ? m.f.life / m.f.maxLife : 0;
    m.fled = false;
    m.strikes = 0;
    m.meals = 0;
  }
  const now = { round: 0, slot: 0 };
  for (let r = 0; r < world.roundsPerDay; r++) {
    now.round = (day - 1) * world.roundsPerDay + r;
    for (let s = 0; s < order.length; s++) {
      now.slot = s;
      if (affected.size > 0) tickAll(now);
      const c = clocks[(order[s] as TurnSlot).actor] as ArenaClock;
      const m = mobs[c.mob] as ArenaMob;
      if (!m.alive) continue;
      if (c.kind === 'step') moveTurn(m);
      // While hasted a mob swings on its haste clock (twice the rate) instead of its swing clock.
      else if ((c.kind === 'haste') === hasEffect(m.f, 'haste')) swingTurn(m, now);
    }
  }
  return { state, events: arenaDayRecords(state) };
}

/** The run so far as a report's input: builds, each mob's history (records of day 0 … state.day), pairs and totals. */
export function arenaRunOf(world: WorldSpec, state: ArenaState, history: MobDay[][]): ArenaRun {
  return {
    days: state.day,
    buildNames: world.builds.map((b) => b.name),
    mobBuild: state.mobs.map((m) => m.build),
    buildReach: world.builds.map((b) => attackReach(fighterOf(b.mob))),
    history,
    combat: state.combat,
    pairs: [...state.pairs.values()],
    kills: state.kills,
    meals: state.meals,
    finals: state.mobs.map((m) => m.f),
  };
}

/** Runs `days` days of the world, drawing placement, food drops and every roll from `rng`. */
export function runArena(world: WorldSpec, days: number, rng: Rng, schedule: RoundSchedule): ArenaRun {
  const state = startArena(world, rng, schedule);
  const history: MobDay[][] = arenaDayRecords(state).map((d) => [d]);
  for (let day = 1; day <= days; day++) {
    const { events } = stepArenaDay(world, state, rng);
    events.forEach((d, i) => (history[i] as MobDay[]).push(d));
  }
  return arenaRunOf(world, state, history);
}
