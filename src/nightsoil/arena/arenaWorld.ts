/**
 * The arena as a world object, as Battlecode keeps its GameWorld: builds of mobs on a square field, played one day
 * at a time by `playDay`, which changes the world in place (thousands of mobs, hundreds of days: copying the world
 * every day would cost more than the day). On the turn-rate timeline each mob has a swing clock (swingRate), a step
 * clock (moveRate) and, if it carries a haste scroll, a haste clock. Strikes go at an enemy within reach by mood (a
 * bow reaches across the field, teeth only next door); steps hunt, keep away, flee, or go to food; eating takes a
 * step. Timed effects run on the same timeline, across days. Corpses are food. Every draw comes from the rng passed
 * in, in a fixed order.
 */
import type { Rng } from '../../core/rng.js';
import { emptySwing, swingInPlace, type SwingResult } from '../attack.js';
import { hasEffect, tickEffects, type EffectTick } from '../effects.js';
import { corpseOf, eatInPlace } from '../food.js';
import { intentOf } from '../intent.js';
import { canSwing, fighterOf, isDead, type MobState } from '../mob.js';
import { CAST_BASE, SWING, wantsToFlee } from '../mood.js';
import { attackReach } from '../reach.js';
import type { RoundSchedule, TurnSlot } from '../schedule.js';
import { beginReading, carriesHaste, castInPlace, readsOnSelf } from '../scroll.js';
import { AWAY, chooseStep, CLOSER } from '../step.js';
import {
  FLEE_SIGHT,
  FOOD_DAYS,
  type ArenaClock,
  type ArenaMob,
  type ArenaRun,
  type LyingFood,
  type MobCombat,
  type MobDay,
  type PairRecord,
} from './arena.js';
import type { WorldSpec } from './world.js';

/** A moment of the timeline: the round since the start and the slot within it. */
interface Moment {
  round: number;
  slot: number;
}

const dist = (a: { x: number; y: number }, b: { x: number; y: number }): number =>
  Math.max(Math.abs(a.x - b.x), Math.abs(a.y - b.y));

/** Whether a mob misses anything food gives back. */
const lacks = (f: MobState): boolean => f.life < f.maxLife || f.strength < f.maxStrength || f.iq < f.maxIq;

/** Whether a mob should look for food before anything else: it cannot swing, or it is below its eating threshold. */
const hungry = (f: MobState): boolean =>
  !canSwing(f) ||
  f.life < f.eatBelow * f.maxLife ||
  f.strength < f.eatBelow * f.maxStrength ||
  f.iq < f.eatBelow * f.maxIq;

/** An enemy this close is a danger to a mob that wants to flee: within sight, or within the enemy's own reach. */
const menaces = (m: ArenaMob, enemy: ArenaMob): boolean => {
  const d = dist(m, enemy);
  return d <= FLEE_SIGHT || d <= attackReach(enemy.f);
};

const snapshot = (m: ArenaMob): MobDay => ({
  alive: m.alive,
  maxima: [m.f.maxLife, m.f.maxStrength, m.f.maxIq, m.f.maxAim, m.f.maxArmour],
  lowLife: m.lowLife,
  fled: m.fled,
  strikes: m.strikes,
  meals: m.meals,
});

/** An arena between days, changed in place by `playDay`. */
export class ArenaWorld {
  /** Days played so far. */
  day = 0;
  /** Deaths and meals over the run. */
  kills = 0;
  meals = 0;
  private lying: LyingFood[] = [];
  private readonly pairs = new Map<number, PairRecord>();
  /** Mobs with timed effects on them, ticked at every slot. */
  private readonly affected = new Set<ArenaMob>();
  private readonly swing: SwingResult = emptySwing();

  private constructor(
    readonly spec: WorldSpec,
    readonly mobs: ArenaMob[],
    readonly combat: MobCombat[],
    /** Every clock of every mob, and the order they open in a round (rates never change: one order serves all). */
    private readonly clocks: readonly ArenaClock[],
    private readonly order: readonly TurnSlot[],
  ) {}

  /** Day 0 of the world: every mob placed at random (drawn from `rng`, build by build), no food yet. */
  static start(spec: WorldSpec, rng: Rng, schedule: RoundSchedule): ArenaWorld {
    const size = spec.size;
    const mobs: ArenaMob[] = [];
    spec.builds.forEach((b, bi) => {
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
    // Clocks 2i and 2i + 1 are mob i's swing and step clocks; haste clocks follow for the mobs that carry haste.
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
    return new ArenaWorld(spec, mobs, combat, clocks, order);
  }

  /** The food lying on the field now (spawned food and corpses), with the day each rots away. */
  foodLying(): readonly LyingFood[] {
    return this.lying;
  }

  /** Each mob's record for the day just played (day 0: the start), in mob order. */
  records(): MobDay[] {
    return this.mobs.map(snapshot);
  }

  /**
   * Plays the next day: stale food rots, new food drops, then every round of the day on the timeline (which runs on
   * across days, so effects begun late one day end in the next). Gives the day's records. `onRound`, if given, hears
   * each round of the day as it ends (its number in the day, from 1), so a caller can show progress within a long day.
   */
  playDay(rng: Rng, onRound?: (round: number) => void): MobDay[] {
    const { spec, mobs, clocks, order, affected } = this;
    const day = ++this.day;
    this.lying = this.lying.filter((l) => l.rotsOn > day);
    for (let k = 0; k < spec.food.perDay; k++)
      this.lying.push({
        x: rng.below(spec.size),
        y: rng.below(spec.size),
        food: { life: spec.food.life, strength: spec.food.strength, iq: spec.food.iq },
        rotsOn: day + FOOD_DAYS,
      });
    for (const m of mobs) {
      m.lowLife = m.alive ? m.f.life / m.f.maxLife : 0;
      m.fled = false;
      m.strikes = 0;
      m.meals = 0;
    }
    const now: Moment = { round: 0, slot: 0 };
    for (let r = 0; r < spec.roundsPerDay; r++) {
      now.round = (day - 1) * spec.roundsPerDay + r;
      for (let s = 0; s < order.length; s++) {
        now.slot = s;
        if (affected.size > 0) this.tickAll(now);
        const c = clocks[(order[s] as TurnSlot).actor] as ArenaClock;
        const m = mobs[c.mob] as ArenaMob;
        if (!m.alive) continue;
        if (c.kind === 'step') this.moveTurn(m, rng);
        // While hasted a mob swings on its haste clock (twice the rate) instead of its swing clock.
        else if ((c.kind === 'haste') === hasEffect(m.f, 'haste')) this.swingTurn(m, now, rng);
      }
      onRound?.(r + 1);
    }
    return this.records();
  }

  /** The run so far as a report's input: builds, each mob's history (days 0 … day), pairs and totals. */
  run(history: MobDay[][]): ArenaRun {
    return {
      days: this.day,
      buildNames: this.spec.builds.map((b) => b.name),
      mobBuild: this.mobs.map((m) => m.build),
      buildReach: this.spec.builds.map((b) => attackReach(fighterOf(b.mob))),
      history,
      combat: this.combat,
      pairs: [...this.pairs.values()],
      kills: this.kills,
      meals: this.meals,
      finals: this.mobs.map((m) => m.f),
    };
  }

  /** The record of what `a` did to `v` over the run, made on first use. */
  private pair(a: number, v: number): PairRecord {
    const key = a * this.mobs.length + v;
    let r = this.pairs.get(key);
    if (!r) {
      r = { attacker: a, victim: v, strikes: 0, damageDealt: 0, damageTaken: 0, victimBestP: 0, aimGained: 0 };
      this.pairs.set(key, r);
    }
    return r;
  }

  /** The nearest living enemy; among equals the weakest (lowest life), the safest target. */
  private nearestEnemy(m: ArenaMob): ArenaMob | undefined {
    let best: ArenaMob | undefined;
    let bd = Infinity;
    for (const o of this.mobs) {
      if (!o.alive || o.build === m.build) continue;
      const d = dist(m, o);
      if (d < bd || (d === bd && best !== undefined && o.f.life < best.f.life)) {
        bd = d;
        best = o;
      }
    }
    return best;
  }

  private nearestFood(m: ArenaMob): LyingFood | undefined {
    let best: LyingFood | undefined;
    let bd = Infinity;
    for (const l of this.lying) {
      const d = dist(m, l);
      if (d < bd) {
        bd = d;
        best = l;
      }
    }
    return best;
  }

  /** One step towards (sense 1) or away from (sense −1) the cell (tx, ty), kept on the field. */
  private step(m: ArenaMob, tx: number, ty: number, sense: 1 | -1): void {
    const size = this.spec.size;
    m.x = Math.min(size - 1, Math.max(0, m.x + sense * Math.sign(tx - m.x)));
    m.y = Math.min(size - 1, Math.max(0, m.y + sense * Math.sign(ty - m.y)));
  }

  /** After `victim` lost life: its low-water mark, and its death and corpse. */
  private hurt(victim: ArenaMob): void {
    const frac = victim.f.life / victim.f.maxLife;
    if (frac < victim.lowLife) victim.lowLife = frac;
    if (isDead(victim.f) && victim.alive) {
      victim.alive = false;
      victim.f.effects = [];
      victim.f.preparing = null;
      this.affected.delete(victim);
      this.kills++;
      this.lying.push({ x: victim.x, y: victim.y, food: corpseOf(victim.f), rotsOn: this.day + FOOD_DAYS });
    }
  }

  private credit(attacker: ArenaMob, victim: ArenaMob, damage: number): void {
    this.pair(attacker.id, victim.id).damageDealt += damage;
    this.pair(victim.id, attacker.id).damageTaken += damage;
  }

  /** `m` swings at or casts on `target` (action SWING, or CAST_BASE + a scroll), and the records follow. */
  private strike(m: ArenaMob, target: ArenaMob, action: number, at: { now: Moment; rng: Rng }): void {
    const { now, rng } = at;
    const params = this.spec.params;
    const scroll = action === SWING ? undefined : m.f.scrolls[action - CAST_BASE];
    if (scroll !== undefined && readsOnSelf(scroll)) {
      // A ward or haste is read on oneself: no strike at anyone, nothing to record between two mobs.
      castInPlace(m.f, m.f, { scroll: action - CAST_BASE, u: rng.next(), now, source: m.id }, params);
      if (m.f.effects.length > 0) this.affected.add(m);
      return;
    }
    const rec = this.pair(m.id, target.id);
    const back = this.pair(target.id, m.id);
    const mc = this.combat[m.id] as MobCombat;
    let damage: number;
    if (action === SWING) {
      const sw = this.swing;
      swingInPlace(m.f, target.f, params, rng.next(), sw);
      damage = sw.damage;
      rec.aimGained += sw.aimGain;
      mc.aimGained += sw.aimGain;
      const tc = this.combat[target.id] as MobCombat;
      tc.swingsFaced++;
      if (sw.hit) tc.hitsTaken++;
      tc.armourGained += sw.armourGain;
      // From the target's side, m is a victim that swung back: remember m's best chance against it.
      if (sw.p > back.victimBestP) back.victimBestP = sw.p;
    } else {
      const i = action - CAST_BASE;
      damage = castInPlace(m.f, target.f, { scroll: i, u: rng.next(), now, source: m.id }, params).damage;
      if (m.f.effects.length > 0) this.affected.add(m);
      if (target.f.effects.length > 0) this.affected.add(target);
    }
    m.strikes++;
    mc.strikes++;
    if (dist(m, target) > 1) mc.rangedStrikes++;
    rec.strikes++;
    this.credit(m, target, damage);
    this.hurt(target);
  }

  /** A mob's swing clock: strike the weakest enemy within reach (or the one its spell aims at), flee, or prepare. */
  private swingTurn(m: ArenaMob, now: Moment, rng: Rng): void {
    const f = m.f;
    let foe: ArenaMob | undefined;
    if (f.preparing !== null) foe = this.mobs[f.preparing.target];
    else {
      // The weakest enemy within reach, else the nearest one (to ward or haste against, if it comes close).
      const reach = attackReach(f);
      for (const o of this.mobs) {
        if (!o.alive || o.build === m.build || dist(m, o) > reach) continue;
        if (foe === undefined || o.f.life < foe.f.life) foe = o;
      }
      foe ??= this.nearestEnemy(m);
    }
    if (foe === undefined) return;
    const intent = intentOf(f, foe.f, dist(m, foe), now, this.spec.params);
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
        this.strike(m, foe, CAST_BASE + intent.scroll, { now, rng });
        return;
      case 'swing':
        this.strike(m, foe, SWING, { now, rng });
        return;
    }
  }

  /** A mob's step clock: flee a menace, eat what lies here, walk to food, or close in or keep away by mood. */
  private moveTurn(m: ArenaMob, rng: Rng): void {
    const f = m.f;
    const enemy = this.nearestEnemy(m);
    if (wantsToFlee(f) && enemy !== undefined && menaces(m, enemy)) {
      m.fled = true;
      this.step(m, enemy.x, enemy.y, -1);
      return;
    }
    // Preparing a spell takes all of a mob's attention: it neither eats nor walks until the spell goes off or breaks.
    if (f.preparing !== null) return;
    if (lacks(f)) {
      const here = this.lying.findIndex((l) => l.x === m.x && l.y === m.y);
      if (here >= 0) {
        const meal = this.lying[here] as LyingFood;
        this.lying.splice(here, 1);
        eatInPlace(f, meal.food, this.spec.params, rng);
        m.meals++;
        this.meals++;
        return;
      }
    }
    if (hungry(f) || enemy === undefined) {
      const food = lacks(f) ? this.nearestFood(m) : undefined;
      if (food) this.step(m, food.x, food.y, 1);
      return;
    }
    const st = chooseStep(f, enemy.f, dist(m, enemy));
    if (st === CLOSER) this.step(m, enemy.x, enemy.y, 1);
    else if (st === AWAY) this.step(m, enemy.x, enemy.y, -1);
  }

  /** Every timed effect ticks at this moment; poison's damage is credited to whoever made it. */
  private tickAll(now: Moment): void {
    for (const m of [...this.affected]) {
      const on = (t: EffectTick): void => {
        if (t.kind !== 'tick' || t.damage <= 0) return;
        const src = this.mobs[t.effect.source];
        if (src !== undefined && src !== m) this.credit(src, m, t.damage);
      };
      tickEffects(m.f, now, on);
      if (m.f.effects.length === 0) this.affected.delete(m);
      this.hurt(m);
    }
  }
}

/** An arena played one day at a time, keeping each mob's history: a caller can show progress and stop between days. */
export interface ArenaRunner {
  /** Plays the next day; `onRound` hears each round of it as it ends (its number in the day, from 1). */
  playDay(onRound?: (round: number) => void): void;
  /** The run so far (the days played), as runArena gives it. */
  run(): ArenaRun;
}

/** The world started from `spec` (placement drawn from `rng`), ready to play day by day with the same draws as runArena. */
export function arenaRunner(spec: WorldSpec, rng: Rng, schedule: RoundSchedule): ArenaRunner {
  const world = ArenaWorld.start(spec, rng, schedule);
  const history: MobDay[][] = world.records().map((d) => [d]);
  return {
    playDay: (onRound) => world.playDay(rng, onRound).forEach((d, i) => (history[i] as MobDay[]).push(d)),
    run: () => world.run(history),
  };
}

/** Runs `days` days of the world, drawing placement, food drops and every roll from `rng`. */
export function runArena(spec: WorldSpec, days: number, rng: Rng, schedule: RoundSchedule): ArenaRun {
  const runner = arenaRunner(spec, rng, schedule);
  for (let day = 1; day <= days; day++) runner.playDay();
  return runner.run();
}
