/**
 * What a whole fight with a monster is likely to cost, before it starts: Night Soil's swings followed to the end by
 * exact dynamic programming over each side's life (docs/rules/stool.md, "The fight's forecast"). No dice: the same
 * fighters give the same numbers, so the panel never flickers and a replay draws what the player saw.
 */
import { roundSlots } from '../../core/timeline/timeline.js';
import { canSwing, cloneFighter, type MobState } from '../../nightsoil/mob.js';
import type { NightSoilParams } from '../../nightsoil/params.js';
import { MONSTERS } from '../content/monsters.js';
import type { GameState, Monster } from './state.js';
import { strikePreview } from './view.js';

/**
 * A fight to the finish, toe to toe, from your swing: each side swings on its own swing clock until one is dead or
 * both are spent. Swings are counted per side; strength and life are yours.
 */
export interface FightForecast {
  /** Your swings to kill it, on average over the fights in which you kill it before you tire (null: you never can). */
  readonly toKill: number | null;
  /** The chance that your swings alone kill it before you are spent (whatever it does meanwhile). */
  readonly canKill: number;
  /** Its swings to kill you, on average over the fights in which it can (null: it never can). */
  readonly toDie: number | null;
  /** The chance that its swings alone kill you before it is spent. */
  readonly canDie: number;
  /** The chance you kill it before it kills you, and that it kills you first (the rest: both tire). */
  readonly win: number;
  readonly lose: number;
  /** The swings you are expected to make, the strength they cost (plus what a drainer drinks) and the life you lose. */
  readonly swings: number;
  readonly strength: number;
  readonly life: number;
}

/** Life is followed in this many steps of the defender's life (each hit's mass split between the two nearest). */
const STEPS = 512;
/** Most swings followed per side: past this a fight is a stalemate in all but name. */
export const MAX_FORECAST_SWINGS = 400;

/** One side swinging at the other, alone: where each of its swings would fall, and what they cost and take. */
interface OneSide {
  /** kills[n]: the chance the n-th swing (from 1) is the one that kills. */
  readonly kills: number[];
  /** taken[n]: the life the defender is expected to have lost after n swings (taken[0] = 0). */
  readonly taken: number[];
  /** cost[n]: the strength the n-th swing costs (from 1); its length - 1 is how many swings the attacker has. */
  readonly cost: number[];
}

/**
 * `att` swinging at `def` until `def` is dead or `att` is spent: the chance of a kill at each swing, by following the
 * defender's life over a grid of STEPS cells. Each hit's damage moves the life's mass to the two nearest cells in
 * proportion, which keeps the expected life exact and spreads the distribution by at most one cell per hit. A swing's
 * cost (C·strength·p) does not depend on whether it hits, so strength is exact while the hit chance stays put; the
 * one thing that moves it, a skill maximum growing into gear that exceeds it (a hit teaches the attacker's aim, a miss
 * the defender's armour), is followed by its expected growth.
 */
function oneSide(attacker: MobState, defender: MobState, params: NightSoilParams): OneSide {
  const att = cloneFighter(attacker);
  const def = cloneFighter(defender);
  const life0 = Math.max(0, def.life);
  const h = life0 / STEPS;
  let mass = new Float64Array(STEPS + 1);
  mass[STEPS] = 1;
  const kills = [0];
  const taken = [0];
  const cost = [0];
  for (let n = 1; n <= MAX_FORECAST_SWINGS && canSwing(att) && life0 > 0; n++) {
    const { p, cost: e, damage } = strikePreview(att, def, params);
    att.strength -= e;
    att.maxAim += params.D * p * (1 - p);
    def.maxArmour += params.E * p * (1 - p);
    cost.push(e);
    const next = new Float64Array(STEPS + 1);
    let killed = 0;
    for (let j = 0; j <= STEPS; j++) {
      const m = mass[j] as number;
      if (m === 0) continue;
      next[j] = (next[j] as number) + m * (1 - p);
      const left = j * h - damage;
      if (left <= 0) killed += m * p;
      else {
        const at = left / h;
        const lo = Math.floor(at);
        const w = at - lo;
        next[lo] = (next[lo] as number) + m * p * (1 - w);
        if (w > 0) next[lo + 1] = (next[lo + 1] as number) + m * p * w;
      }
    }
    let alive = 0;
    let lifeLeft = 0;
    for (let j = 0; j <= STEPS; j++) {
      alive += next[j] as number;
      lifeLeft += (next[j] as number) * j * h;
    }
    mass = next;
    kills.push(killed);
    taken.push(life0 - lifeLeft);
    if (alive < 1e-12) break;
  }
  return { kills, taken, cost };
}

/**
 * The order of the fight's swings, one round of it: true for yours, false for its, from your first swing on, by the
 * turn-rate timeline's own order of two swing clocks (a monster before you at the same instant and rate).
 */
function swingOrder(yourRate: number, itsRate: number): boolean[] {
  const round = roundSlots({
    combatants: [
      { id: 'you', team: 'player', rate: yourRate },
      { id: 'it', team: 'monsters', rate: itsRate },
    ],
    playerTeam: 'player',
  }).map((s) => s.combatant === 0);
  const start = round.indexOf(true);
  return [...round.slice(start), ...round.slice(0, start)];
}

/** The chance that a side's swings have not killed by swing n (kills from 1), for n = 0, 1, 2, … */
function survival(kills: readonly number[]): number[] {
  const out = [1];
  for (let n = 1; n < kills.length; n++) out.push((out[n - 1] as number) - (kills[n] as number));
  return out;
}

/** Expected value of n over the kills' distribution, given a kill; null when there is none. */
function meanKill(kills: readonly number[]): [mean: number | null, chance: number] {
  let chance = 0;
  let sum = 0;
  kills.forEach((k, n) => {
    chance += k;
    sum += k * n;
  });
  return chance > 1e-12 ? [sum / chance, Math.min(1, chance)] : [null, 0];
}

/**
 * The forecast of a fight between `you` and `it` (see FightForecast): Night Soil's swings between the two as they
 * stand, followed exactly up to the life grid (1/512 of each side's life) and the expected growth of a capped skill;
 * wards, poison, haste, scrolls, stepping and fleeing are left out, as the panel's per-swing numbers leave them.
 *
 * @param drains - strength a hit on you also drinks per point of life (a vampire bat's 2), counted in `strength`
 */
export function fightForecast(you: MobState, it: MobState, params: NightSoilParams, drains = 0): FightForecast {
  const mine = oneSide(you, it, params);
  const its = oneSide(it, you, params);
  const yourSwings = mine.cost.length - 1;
  const itsSwings = its.cost.length - 1;
  const order = swingOrder(Math.max(1, you.swingRate), Math.max(1, it.swingRate));
  const itAlive = survival(mine.kills);
  const youAlive = survival(its.kills);
  let yours = 0;
  let theirs = 0;
  let win = 0;
  let lose = 0;
  let swings = 0;
  let strength = 0;
  let life = 0;
  for (let i = 0; yours < yourSwings || theirs < itsSwings; i++) {
    const mineNext = order[i % order.length] as boolean;
    if (mineNext && yours < yourSwings) {
      // Your (yours + 1)-th swing is made if it is still alive after your swings so far, and you after its.
      const made = (itAlive[yours] as number) * (youAlive[theirs] as number);
      yours++;
      swings += made;
      strength += made * (mine.cost[yours] as number);
      win += (mine.kills[yours] as number) * (youAlive[theirs] as number);
    } else if (!mineNext && theirs < itsSwings) {
      const itLives = itAlive[yours] as number;
      theirs++;
      // Its swing takes life only while you live, which the one-sided expectation already counts.
      life += itLives * ((its.taken[theirs] as number) - (its.taken[theirs - 1] as number));
      lose += (its.kills[theirs] as number) * itLives;
    }
  }
  const [toKill, canKill] = meanKill(mine.kills);
  const [toDie, canDie] = meanKill(its.kills);
  const drunk = Math.min(Math.max(0, you.strength) - strength, drains * life);
  return { toKill, canKill, toDie, canDie, win, lose, swings, strength: strength + Math.max(0, drunk), life };
}

/**
 * The forecast of a fight between the player and monster `m` as they stand (see fightForecast), with what the
 * monster's bites drink when it drains strength.
 */
export function forecastAgainst(s: GameState, m: Monster): FightForecast {
  return fightForecast(s.player.fighter, m.fighter, s.params, MONSTERS[m.build]?.drains ?? 0);
}
