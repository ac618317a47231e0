/**
 * One slot of a duel, shared by `duel` (which draws) and `predictExchange` (which follows both outcomes of every draw),
 * so the two can never disagree on a rule. A slot is opened (timed effects, steps, moods: everything without chance)
 * and, when an action needs a draw, resolved with the uniform draw u.
 */
import type { TimelinePosition } from '../core/timeline/position.js';
import { emptySwing, swingInPlace, type SwingResult } from './attack.js';
import { hasEffect, hasTimed, tickEffects, type EffectTick } from './effects.js';
import type { EffectKind } from './activeEffect.js';
import { aimOf, armourOf, cloneFighter, isDead, type MobState } from './mob.js';
import { intentOf } from './intent.js';
import { CAST_BASE, SWING, wantsToFlee, type MoodAction } from './mood.js';
import type { NightSoilParams } from './params.js';
import { beginReading, carriesHaste, castChanceOf, castInPlace } from './scroll.js';
import { chanceOf } from './sigmoid.js';
import { chooseStep, HOLD } from './step.js';
import type { Side } from '../core/side.js';

/**
 * How a duel ended: a death, a flight, a round in which nothing happened or could happen, or the round limit.
 * @category Duels
 */
export type DuelEnd = 'kill' | 'flee' | 'stalemate' | 'time';

/**
 * One line of a duel log: who acted when, what they did and what it did.
 * @category Duels
 */
export interface DuelEvent {
  /** The round the event happened in, from 1. */
  round: number;
  /** The slot's time in the round as an exact fraction in lowest terms ("0", "1/3"). */
  time: string;
  /** The side that acted (for a poison tick or an effect ending: the side it is on). */
  actor: Side;
  /** What happened: a swing, a cast, a spell begun (`prepare`), lost to damage or broken off (`interrupted`), a poison tick, an effect ending (`ends`), a step, a flight, a guard, a wait. */
  type: 'swing' | 'cast' | 'prepare' | 'lost' | 'interrupted' | 'poison' | 'ends' | 'step' | 'flee' | 'guard' | 'wait';
  /** The scroll's name, for a cast, a preparation and what follows from them. */
  scroll?: string;
  /** The lasting effect a cast made or an `ends` event closed (ward, haste, poison). */
  effect?: EffectKind;
  /** The contest, from −1 to 1: aim against armour for a swing, iq against the scroll's iq for a cast. */
  x?: number;
  /** The chance of success, from 0 to 1: the hit chance of a swing, the cast chance of a scroll. */
  p?: number;
  /** Whether the swing hit or the cast worked. */
  success?: boolean;
  /** Strength (swing) or iq (cast) spent. */
  spent?: number;
  /** Life lost by the target. */
  damage?: number;
  /** Damage a ward took instead. */
  absorbed?: number;
  /** How much the actor's aim skill grew (a swing that hit). */
  aimGain?: number;
  /** How much the target's armour skill grew (a swing that missed). */
  armourGain?: number;
  /** Cells between the two after the event. */
  distance: number;
  /** Both sides' life after the event. */
  life: [number, number];
}

/** Which clock a turn belongs to: the swing clock, the step clock, or the haste clock (twice the swing rate, used only while hasted). */
export const SWING_CLOCK = 0;
/** See SWING_CLOCK. */
export const STEP_CLOCK = 1;
/** See SWING_CLOCK. */
export const HASTE_CLOCK = 2;

/** One clock of the roster: whose it is and what kind. */
export interface Clock {
  readonly side: 0 | 1;
  readonly kind: typeof SWING_CLOCK | typeof STEP_CLOCK | typeof HASTE_CLOCK;
}

/**
 * The fixed roster of a duel, laid out as the arena lays out its mobs: A's swing and step clocks, B's swing and step
 * clocks (so A acts first at a tie, and a mob's swing at an instant comes before its step: it strikes from where it
 * stands), then a haste clock for each side that carries a haste scroll. A roster never changes during a fight (docs/rules/timeline.md), so haste
 * is a clock that idles until the mob is hasted, while its ordinary swing clock idles.
 */
export function boutClocks(a: MobState, b: MobState): { clocks: Clock[]; rates: number[] } {
  const clocks: Clock[] = [
    { side: 0, kind: SWING_CLOCK },
    { side: 0, kind: STEP_CLOCK },
    { side: 1, kind: SWING_CLOCK },
    { side: 1, kind: STEP_CLOCK },
  ];
  if (carriesHaste(a)) clocks.push({ side: 0, kind: HASTE_CLOCK });
  if (carriesHaste(b)) clocks.push({ side: 1, kind: HASTE_CLOCK });
  const f = [a, b];
  const rates = clocks.map((c) => {
    const m = f[c.side] as MobState;
    return c.kind === STEP_CLOCK ? m.moveRate : c.kind === HASTE_CLOCK ? 2 * m.swingRate : m.swingRate;
  });
  return { clocks, rates };
}

/** A duel in play: both fighters, the distance between them on an open line, and the draw (if any) the open slot waits for. */
export interface Bout {
  f: [MobState, MobState];
  distance: number;
  /** Who acts in the pending draw and what (its chance: `pendingChance`). */
  actor: 0 | 1;
  action: MoodAction;
  /** Set once the bout is over: the winner (null for none) and how it ended. */
  winner: 0 | 1 | null;
  end: DuelEnd | null;
  /** Scratch for swings, reused so the hot loop allocates nothing. */
  sw: SwingResult;
}

/** A bout on copies of the two fighters, `distance` cells apart. */
export function startBout(a: MobState, b: MobState, distance: number): Bout {
  return {
    f: [cloneFighter(a), cloneFighter(b)],
    distance,
    actor: 0,
    action: SWING,
    winner: null,
    end: null,
    sw: emptySwing(),
  };
}

/** A copy of a bout that can be played on without touching the original (for following both branches of a draw). */
export function cloneBout(b: Bout): Bout {
  return { ...b, f: [cloneFighter(b.f[0]), cloneFighter(b.f[1])], sw: emptySwing() };
}

/** What opening a slot led to. */
export const NOTHING = 0;
/** Something happened without a draw (a step, a spell begun or kept up, an effect ticking): the round was not idle. */
export const ACTED = 1;
/** An action waits for a draw: `actor` and `action` are set on the bout. */
export const DRAW = 2;
/** The bout is over: `winner` and `end` are set. */
export const ENDED = 3;
/** One of NOTHING, ACTED, DRAW, ENDED. */
export type Opened = typeof NOTHING | typeof ACTED | typeof DRAW | typeof ENDED;

/** Where a log line goes: the round (from 1) and time of the slot, and the list; null when no log is kept. */
export interface BoutLog {
  round: number;
  time: string;
  events: DuelEvent[];
}

const lives = (b: Bout): [number, number] => [b.f[0].life, b.f[1].life];

function finish(b: Bout, winner: 0 | 1 | null, end: DuelEnd): typeof ENDED {
  b.winner = winner;
  b.end = end;
  return ENDED;
}

/** Logs an event of `type` by side `actor` (with `extra` fields: a scroll, an effect, damage), at the bout's distance and lives. */
function note(log: BoutLog, b: Bout, actor: 0 | 1, type: DuelEvent['type'], extra: Partial<DuelEvent> = {}): void {
  log.events.push({ round: log.round, time: log.time, actor, type, ...extra, distance: b.distance, life: lives(b) });
}

/**
 * Ticks both sides' timed effects at `now` (a poison can kill: then the bout ends). ENDED, or whether any effect
 * ticked or ran out: that changes the state, so the round is not idle even if nobody acts.
 */
function tickSlot(b: Bout, now: TimelinePosition, log: BoutLog | null): boolean | typeof ENDED {
  const f = b.f;
  let ticked = false;
  if (!hasTimed(f[0]) && !hasTimed(f[1])) return false;
  for (const side of [0, 1] as const) {
    const before = f[side].effects;
    if (before.length === 0) continue;
    const on =
      log === null
        ? undefined
        : (t: EffectTick): void =>
            note(log, b, side, t.kind === 'tick' ? 'poison' : 'ends', {
              scroll: t.effect.scroll,
              effect: t.effect.kind,
              ...(t.kind === 'tick' ? { damage: t.damage } : {}),
            });
    tickEffects(f[side], now, on);
    if (f[side].effects !== before) ticked = true;
    if (isDead(f[side])) return finish(b, (1 - side) as 0 | 1, 'kill');
  }
  return ticked;
}

/** Side `i`'s step turn: it flees, or steps towards or away from its foe (or holds). */
function stepTurn(b: Bout, i: 0 | 1, ticked: boolean, log: BoutLog | null): Opened {
  const self = b.f[i];
  if (wantsToFlee(self)) return flee(b, i, log);
  const st = chooseStep(self, b.f[(1 - i) as 0 | 1], b.distance);
  if (st === HOLD) return ticked ? ACTED : NOTHING;
  b.distance -= st;
  if (log) note(log, b, i, 'step');
  return ACTED;
}

/** Side `i`'s swing (or haste) turn: the mood's action, left pending (DRAW) when it needs a draw. */
function swingTurn(
  b: Bout,
  i: 0 | 1,
  now: TimelinePosition,
  params: NightSoilParams,
  turn: { ticked: boolean; log: BoutLog | null },
): Opened {
  const { ticked, log } = turn;
  const self = b.f[i];
  const intent = intentOf(self, b.f[(1 - i) as 0 | 1], b.distance, now, params);
  switch (intent.kind) {
    case 'flee':
      return flee(b, i, log);
    case 'hold':
      if (intent.why === 'concentrate') return ACTED;
      if (log) note(log, b, i, intent.why);
      return ticked ? ACTED : NOTHING;
    case 'swing':
      b.actor = i;
      b.action = SWING;
      return DRAW;
    case 'lost':
      // The preparation is over either way; a foe that has stepped out of range is missed and nothing is spent.
      self.preparing = null;
      if (log) note(log, b, i, 'lost', { scroll: self.scrolls[intent.scroll]?.name ?? '' });
      return ACTED;
    case 'prepare':
      beginReading(self, intent.scroll, now, 1 - i);
      if (log) note(log, b, i, 'prepare', { scroll: self.scrolls[intent.scroll]?.name ?? '' });
      return ACTED;
    case 'cast':
      if (intent.released) self.preparing = null;
      b.actor = i;
      b.action = CAST_BASE + intent.scroll;
      return DRAW;
  }
}

/**
 * Opens the slot of clock `c` at position `now`: timed effects tick or run out (a poison can kill), then a step turn
 * flees or steps, and a swing turn (or haste turn, while hasted) takes the mood's action. Everything here is without
 * chance; an action that needs a draw is left pending (DRAW) for `resolveDraw` (its chance: `pendingChance`).
 */
export function openSlot(
  b: Bout,
  c: Clock,
  now: TimelinePosition,
  params: NightSoilParams,
  log: BoutLog | null,
): Opened {
  const ticked = tickSlot(b, now, log);
  if (ticked === ENDED) return ENDED;
  const i = c.side;
  if (c.kind === STEP_CLOCK) return stepTurn(b, i, ticked, log);
  if ((c.kind === HASTE_CLOCK) !== hasEffect(b.f[i], 'haste')) return ticked ? ACTED : NOTHING;
  return swingTurn(b, i, now, params, { ticked, log });
}

/** The chance that the pending draw succeeds (what `resolveDraw` will compare u with); the duel never needs it. */
export function pendingChance(b: Bout, params: NightSoilParams): number {
  const self = b.f[b.actor];
  const foe = b.f[(1 - b.actor) as 0 | 1];
  if (b.action === SWING) return chanceOf(aimOf(self), armourOf(foe), params).p;
  const scroll = self.scrolls[b.action - CAST_BASE];
  if (scroll === undefined) throw new RangeError(`no scroll ${b.action - CAST_BASE}`);
  return castChanceOf(self, scroll, params).p;
}

function flee(b: Bout, i: 0 | 1, log: BoutLog | null): Opened {
  if (log)
    log.events.push({
      round: log.round,
      time: log.time,
      actor: i,
      type: 'flee',
      distance: b.distance,
      life: lives(b),
    });
  return finish(b, (1 - i) as 0 | 1, 'flee');
}

/** Resolves the pending draw with u (success when u < p); returns ENDED when the target dies, else ACTED. */
export function resolveDraw(
  b: Bout,
  now: TimelinePosition,
  params: NightSoilParams,
  u: number,
  log: BoutLog | null,
): Opened {
  const i = b.actor;
  const self = b.f[i];
  const foe = b.f[(1 - i) as 0 | 1];
  const wasPreparing = foe.preparing !== null;
  if (b.action === SWING) {
    const sw = swingInPlace(self, foe, params, u, b.sw);
    if (log)
      log.events.push({
        round: log.round,
        time: log.time,
        actor: i,
        type: 'swing',
        x: sw.x,
        p: sw.p,
        success: sw.hit,
        spent: sw.energy,
        damage: sw.damage,
        ...(sw.absorbed > 0 ? { absorbed: sw.absorbed } : {}),
        aimGain: sw.aimGain,
        armourGain: sw.armourGain,
        distance: b.distance,
        life: lives(b),
      });
  } else {
    const index = b.action - CAST_BASE;
    const c = castInPlace(self, foe, { scroll: index, u, now, source: i }, params);
    if (log) {
      const s = self.scrolls[index];
      const bolt = s === undefined || s.effect === 'bolt';
      log.events.push({
        round: log.round,
        time: log.time,
        actor: i,
        type: 'cast',
        scroll: s?.name ?? '',
        ...(bolt ? { damage: c.damage } : { effect: s.effect }),
        x: c.x,
        p: c.p,
        success: c.success,
        spent: c.iqSpent,
        ...(c.absorbed > 0 ? { absorbed: c.absorbed } : {}),
        distance: b.distance,
        life: lives(b),
      });
    }
  }
  if (log && wasPreparing && foe.preparing === null)
    log.events.push({
      round: log.round,
      time: log.time,
      actor: (1 - i) as 0 | 1,
      type: 'interrupted',
      distance: b.distance,
      life: lives(b),
    });
  if (isDead(foe)) return finish(b, i, 'kill');
  return ACTED;
}

/** True when nothing on either side still runs on the clock (no effect, no preparation). */
export function boutIdle(b: Bout): boolean {
  return !hasTimed(b.f[0]) && !hasTimed(b.f[1]);
}
