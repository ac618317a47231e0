/** A duel between two mobs on the turn-rate timeline: moods pick actions, swings and scrolls resolve, until one side ends it. */
import type { Rng } from '../core/rng.js';
import { fractionText } from '../core/timeline/fraction.js';
import { emptySwing, swingInPlace } from './attack.js';
import { CAST_BASE, chooseAction, FLEE, GUARD, SWING } from './mood.js';
import { cloneFighter, type Fighter, isDead } from './mob.js';
import type { NightSoilParams } from './params.js';
import type { RoundSchedule, TurnSlot } from './schedule.js';
import { castInPlace } from './scroll.js';

/** How a duel ended: a death, a flight, a round in which neither side could do damage, or the round limit. */
export type DuelEnd = 'kill' | 'flee' | 'stalemate' | 'time';

/** One line of a duel log: who acted when, what they did and what it did. */
export interface DuelEvent {
  round: number;
  /** The slot's time in the round as an exact fraction in lowest terms ("0", "1/3"). */
  time: string;
  actor: 0 | 1;
  action: 'swing' | 'cast' | 'flee' | 'guard';
  scroll?: string;
  x?: number;
  p?: number;
  success?: boolean;
  /** Strength (swing) or iq (cast) spent. */
  spent?: number;
  damage?: number;
  aimGain?: number;
  armourGain?: number;
  /** Both sides' life after the action. */
  life: [number, number];
}

/** The result of a duel: the winner (0 = A, 1 = B, null = none), how it ended, and both final states. */
export interface DuelOutcome {
  winner: 0 | 1 | null;
  end: DuelEnd;
  rounds: number;
  /** Swings and casts resolved (each is one draw from the rng). */
  strikes: number;
  final: [Fighter, Fighter];
  log: DuelEvent[];
}

/** Duel knobs: the round limit, whether to keep the log, and the turn order. */
export interface DuelOptions {
  maxRounds: number;
  log: boolean;
  schedule: RoundSchedule;
}

/** Default round limit: far beyond any fight that can still do damage (strength drains geometrically). */
export const MAX_ROUNDS = 1000;

/**
 * Fights A (index 0) against B (index 1) on copies of the given fighters. In each slot of the round order the actor
 * chooses by mood: a flight ends the duel (the other side wins), a death ends it, and a whole round of guarding by
 * both ends it in a stalemate.
 */
export function duel(a: Fighter, b: Fighter, params: NightSoilParams, rng: Rng, options: DuelOptions): DuelOutcome {
  const f: [Fighter, Fighter] = [cloneFighter(a), cloneFighter(b)];
  const order = options.schedule([a.swingRate, b.swingRate]);
  const log: DuelEvent[] = [];
  const sw = emptySwing();
  let strikes = 0;
  for (let round = 1; round <= options.maxRounds; round++) {
    let struck = false;
    for (let s = 0; s < order.length; s++) {
      const slot = order[s] as TurnSlot;
      const i = slot.actor as 0 | 1;
      const self = f[i];
      const foe = f[(1 - i) as 0 | 1];
      const action = chooseAction(self, foe, params);
      if (action === FLEE) {
        if (options.log) log.push({ round, time: fractionText(slot.k, slot.rate), actor: i, action: 'flee', life: [f[0].life, f[1].life] });
        return { winner: (1 - i) as 0 | 1, end: 'flee', rounds: round, strikes, final: f, log };
      }
      if (action === GUARD) {
        if (options.log) log.push({ round, time: fractionText(slot.k, slot.rate), actor: i, action: 'guard', life: [f[0].life, f[1].life] });
        continue;
      }
      struck = true;
      strikes++;
      if (action === SWING) {
        swingInPlace(self, foe, params, rng.next(), sw);
        if (options.log) {
          log.push({ round, time: fractionText(slot.k, slot.rate), actor: i, action: 'swing', x: sw.x, p: sw.p, success: sw.hit, spent: sw.energy, damage: sw.damage, aimGain: sw.aimGain, armourGain: sw.armourGain, life: [f[0].life, f[1].life] });
        }
      } else {
        const scroll = self.scrolls[action - CAST_BASE];
        if (scroll === undefined) throw new Error(`mood chose a missing scroll ${action - CAST_BASE}`);
        const c = castInPlace(self, foe, scroll, params, rng.next());
        if (options.log) log.push({ round, time: fractionText(slot.k, slot.rate), actor: i, action: 'cast', scroll: scroll.name, x: c.x, p: c.p, success: c.success, spent: c.iqSpent, damage: c.damage, life: [f[0].life, f[1].life] });
      }
      if (isDead(foe)) return { winner: i, end: 'kill', rounds: round, strikes, final: f, log };
    }
    if (!struck) return { winner: null, end: 'stalemate', rounds: round, strikes, final: f, log };
  }
  return { winner: null, end: 'time', rounds: options.maxRounds, strikes, final: f, log };
}

/** Counts of outcomes over many duels, plus mean length. */
export interface DuelOdds {
  runs: number;
  /** Wins of A and of B, by kill and by the other side fleeing. */
  aKills: number;
  aRouts: number;
  bKills: number;
  bRouts: number;
  stalemates: number;
  timeouts: number;
  meanRounds: number;
  meanStrikes: number;
  strikes: number;
}

/** Runs `runs` independent duels, duel i drawing from rng.fork(i), so any single duel can be replayed. */
export function duelOdds(a: Fighter, b: Fighter, params: NightSoilParams, rng: Rng, runs: number, options: Omit<DuelOptions, 'log'>): DuelOdds {
  const odds: DuelOdds = { runs, aKills: 0, aRouts: 0, bKills: 0, bRouts: 0, stalemates: 0, timeouts: 0, meanRounds: 0, meanStrikes: 0, strikes: 0 };
  let rounds = 0;
  for (let i = 0; i < runs; i++) {
    const o = duel(a, b, params, rng.fork(i), { ...options, log: false });
    rounds += o.rounds;
    odds.strikes += o.strikes;
    if (o.end === 'kill') {
      if (o.winner === 0) odds.aKills++;
      else odds.bKills++;
    } else if (o.end === 'flee') {
      if (o.winner === 0) odds.aRouts++;
      else odds.bRouts++;
    } else if (o.end === 'stalemate') odds.stalemates++;
    else odds.timeouts++;
  }
  odds.meanRounds = runs > 0 ? rounds / runs : 0;
  odds.meanStrikes = runs > 0 ? odds.strikes / runs : 0;
  return odds;
}
