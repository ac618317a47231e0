/** The skirmish rules, pure: each slot of the timeline, the fighter in it (if standing) attacks the first standing enemy. */
import { objectArg, optionsArg } from '../core/args.js';
import { damageTakenMicros } from '../core/armor/smoothArmor.js';
import { wholeChance } from '../core/luck/chance.js';
import { initialLuck, type LuckState } from '../core/luck/luckState.js';
import { luckRoll, plainRoll } from '../core/luck/rollWithLuck.js';
import type { Rng } from '../core/rng.js';
import { advancePosition, type TimelinePosition } from '../core/timeline/position.js';
import { roundSlots, type Roster, type TimelineSlot } from '../core/timeline/timeline.js';
import type { Skirmish } from './model.js';
import type { Side } from '../core/side.js';
import { outcomeOf, type Ending, type Outcome } from '../core/ending.js';

/**
 * Where a fight stands: hit points per side per fighter (micros), each side's meter, and the next slot. Plain data.
 * @category Skirmishes
 */
export interface SkirmishState {
  /** Hit points now, per side and per fighter in the side's order, in millionths; 0 is down. */
  readonly hp: readonly [readonly number[], readonly number[]];
  /** Each side's luck meter (used only by a side with `luck`; 0 at the start). */
  readonly luck: readonly [LuckState, LuckState];
  /** The next slot to play on the turn-rate timeline (round and slot, from 0). */
  readonly position: TimelinePosition;
}

/**
 * A fighter: side index and index in that side's list.
 * @category Skirmishes
 */
export interface FighterRef {
  /** The side, 0 or 1. */
  side: Side;
  /** The fighter's index in its side's `fighters`, from 0. */
  index: number;
}

/**
 * One attack.
 * @category Skirmishes
 */
export interface AttackEvent {
  /** The round of the attack, from 0. */
  round: number;
  /** The slot within the round, from 0 (an index into the round's slots). */
  slot: number;
  /** Who attacked. */
  actor: FighterRef;
  /** Who was attacked: the first fighter of the other side still standing. */
  target: FighterRef;
  /** The roll drawn (null when the meter failed it without a draw). */
  roll: number | null;
  /** The whole percent the attack was rolled at, from 0 to 100 (the fighter's `hit`, rounded). */
  chance: number;
  /** Whether the attack hit. */
  hit: boolean;
  /** Luck before and after, when the side uses a meter. */
  luckBefore?: number;
  /** The side's luck after the roll (with `luckBefore`, only for a side with a meter). */
  luckAfter?: number;
  /** Damage dealt in micros after armour (0 on a miss). */
  damageMicros: number;
  /** The target's hit points after the attack, in millionths, 0 or more. */
  targetHpMicros: number;
}

/**
 * The skirmish's roster on the turn-rate timeline: every combatant of both sides with its rate, the player's side
 * named, so `roundSlots(skirmishRoster(sk))` gives the slots `playSlot` plays.
 *
 * @example
 * ```ts
 * import { parseSkirmish, skirmishRoster } from 'fray/skirmish';
 * import { roundSlots } from 'fray/core';
 *
 * const parsed = parseSkirmish({ sides: [{ team: 'Party', player: true, luck: true, combatants: [{ name: 'Knight', rate: 3, hp: 50, damage: 12, defence: 10, hit: 65 }] }, { team: 'Goblins', combatants: [{ name: 'Goblin A', rate: 4, hp: 26, damage: 9, defence: 4, hit: 60 }, { name: 'Goblin B', rate: 4, hp: 26, damage: 9, defence: 4, hit: 60 }] }] });
 * if (!parsed.ok) throw new Error(parsed.problem.message);
 * const sk = parsed.value;
 * console.log(roundSlots(skirmishRoster(sk)).map((s) => s.id).join(' '));
 * //> 1:0 1:1 0:0 1:0 1:1 0:0 1:0 1:1 0:0 1:0 1:1
 * ```
 * @category Skirmishes
 */
export function skirmishRoster(sk: Skirmish): Roster {
  const combatants = sk.sides.flatMap((s, si) =>
    s.fighters.map((f, fi) => ({ id: `${si}:${fi}`, team: s.team, rate: f.rate })),
  );
  return { combatants, playerTeam: sk.sides[sk.player].team };
}

/**
 * A skirmish before its first slot: everyone at full hit points, both luck meters at 0.
 *
 * @example
 * ```ts
 * import { parseSkirmish, startSkirmish } from 'fray/skirmish';
 *
 * const parsed = parseSkirmish({ sides: [{ team: 'Party', player: true, luck: true, combatants: [{ name: 'Knight', rate: 3, hp: 50, damage: 12, defence: 10, hit: 65 }] }, { team: 'Goblins', combatants: [{ name: 'Goblin A', rate: 4, hp: 26, damage: 9, defence: 4, hit: 60 }, { name: 'Goblin B', rate: 4, hp: 26, damage: 9, defence: 4, hit: 60 }] }] });
 * if (!parsed.ok) throw new Error(parsed.problem.message);
 * const sk = parsed.value;
 * console.log(startSkirmish(sk).position, startSkirmish(sk).hp);
 * //> { round: 0, slot: 0 } [ [ 50000000 ], [ 26000000, 26000000 ] ]
 * ```
 * @category Skirmishes
 */
export function startSkirmish(sk: Skirmish): SkirmishState {
  return {
    hp: [sk.sides[0].fighters.map((f) => f.hpMicros), sk.sides[1].fighters.map((f) => f.hpMicros)],
    luck: [initialLuck(), initialLuck()],
    position: { round: 0, slot: 0 },
  };
}

/**
 * The side that has won (the other has no one standing), or undefined while both stand.
 *
 * @example
 * ```ts
 * import { parseSkirmish, skirmishWinner, startSkirmish } from 'fray/skirmish';
 *
 * const parsed = parseSkirmish({ sides: [{ team: 'Party', player: true, luck: true, combatants: [{ name: 'Knight', rate: 3, hp: 50, damage: 12, defence: 10, hit: 65 }] }, { team: 'Goblins', combatants: [{ name: 'Goblin A', rate: 4, hp: 26, damage: 9, defence: 4, hit: 60 }, { name: 'Goblin B', rate: 4, hp: 26, damage: 9, defence: 4, hit: 60 }] }] });
 * if (!parsed.ok) throw new Error(parsed.problem.message);
 * const sk = parsed.value;
 * console.log(skirmishWinner(startSkirmish(sk)));
 * //> undefined
 * ```
 * @category Skirmishes
 */
export function skirmishWinner(state: SkirmishState): 0 | 1 | undefined {
  const standing = (s: 0 | 1) => state.hp[s].some((h) => h > 0);
  if (!standing(1)) return 0;
  if (!standing(0)) return 1;
  return undefined;
}

/** Decodes a roster id back to a fighter. */
function refOf(slot: TimelineSlot): FighterRef {
  const [s, i] = slot.id.split(':');
  return { side: Number(s) as 0 | 1, index: Number(i) };
}

/**
 * Plays the slot at the state's position, then moves on: a fallen combatant's slot passes with no event; otherwise it
 * rolls its hit chance (through its side's meter, when that side has one) against the first standing enemy and, on a
 * hit, deals damage through smooth armour. For a game that shows a skirmish a turn at a time.
 *
 * @param slots - `roundSlots(skirmishRoster(sk))`, built once for the skirmish
 * @returns the next state and the attack made, if any
 * @example
 * ```ts
 * import { parseSkirmish, playSlot, skirmishRoster, startSkirmish } from 'fray/skirmish';
 * import { createRng, roundSlots } from 'fray/core';
 *
 * const parsed = parseSkirmish({ sides: [{ team: 'Party', player: true, luck: true, combatants: [{ name: 'Knight', rate: 3, hp: 50, damage: 12, defence: 10, hit: 65 }] }, { team: 'Goblins', combatants: [{ name: 'Goblin A', rate: 4, hp: 26, damage: 9, defence: 4, hit: 60 }, { name: 'Goblin B', rate: 4, hp: 26, damage: 9, defence: 4, hit: 60 }] }] });
 * if (!parsed.ok) throw new Error(parsed.problem.message);
 * const sk = parsed.value;
 * const slots = roundSlots(skirmishRoster(sk));
 * const rng = createRng(1);
 * let state = startSkirmish(sk);
 * for (let i = 0; i < 3; i++) {
 *   const r = playSlot(sk, slots, state, rng);
 *   const name = (f: { side: 0 | 1; index: number }) => sk.sides[f.side].fighters[f.index]!.name;
 *   for (const e of r.events) console.log(name(e.actor), e.hit ? `hits ${name(e.target)} for ${e.damageMicros / 1e6}` : 'misses');
 *   state = r.state;
 * }
 * //> Goblin A hits Knight for 4.263158
 * //> Goblin B hits Knight for 4.263158
 * //> Knight hits Goblin A for 9
 * ```
 * @category Skirmishes
 */
export function playSlot(
  sk: Skirmish,
  slots: readonly TimelineSlot[],
  state: SkirmishState,
  rng: Rng,
): { state: SkirmishState; events: AttackEvent[] } {
  const slot = slots[state.position.slot] as TimelineSlot;
  const next = advancePosition(state.position, slots.length);
  const actor = refOf(slot);
  if ((state.hp[actor.side][actor.index] ?? 0) <= 0 || skirmishWinner(state) !== undefined)
    return { state: { ...state, position: next }, events: [] };
  const foe = (1 - actor.side) as 0 | 1;
  const targetIndex = state.hp[foe].findIndex((h) => h > 0);
  const fighter = sk.sides[actor.side].fighters[actor.index]!;
  const target = sk.sides[foe].fighters[targetIndex]!;
  let hit: boolean;
  let roll: number | null;
  let chance: number;
  let luck = state.luck;
  let luckNote: { luckBefore: number; luckAfter: number } | undefined;
  if (sk.sides[actor.side].luck) {
    const o = luckRoll(state.luck[actor.side], fighter.hit, rng);
    ({ success: hit, roll, chance } = o);
    luck = actor.side === 0 ? [o.state, state.luck[1]] : [state.luck[0], o.state];
    luckNote = { luckBefore: o.luckBefore, luckAfter: o.luckAfter };
  } else {
    const o = plainRoll(fighter.hit, rng);
    ({ success: hit, roll } = o);
    chance = wholeChance(fighter.hit);
  }
  const before = state.hp[foe][targetIndex] as number;
  const dealt = hit ? Math.min(before, damageTakenMicros(fighter.damageMicros, target.defenceMicros)) : 0;
  const foeHp = state.hp[foe].map((h, i) => (i === targetIndex ? before - dealt : h));
  const hp: SkirmishState['hp'] = foe === 0 ? [foeHp, state.hp[1]] : [state.hp[0], foeHp];
  const event: AttackEvent = {
    round: state.position.round,
    slot: state.position.slot,
    actor,
    target: { side: foe, index: targetIndex },
    roll,
    chance,
    hit,
    ...luckNote,
    damageMicros: dealt,
    targetHpMicros: before - dealt,
  };
  return { state: { hp, luck, position: next }, events: [event] };
}

/**
 * How a whole fight ended.
 * @category Skirmishes
 */
export interface SkirmishOutcome extends Ending {
  /** The winning side, or null for a draw at the round limit. */
  winner: Side | null;
  /**
   * `'win'` when a side fell, `'draw'` when the skirmish's `maxRounds` passed first (its rules make that a draw);
   * never `'unfinished'`, as a skirmish always ends by its rules.
   */
  outcome: Outcome;
  /** Rounds started (the round of the last slot played, plus one). */
  rounds: number;
  /** Where the fight stood at its end. */
  final: SkirmishState;
  /** Every attack in order; empty when the fight was played with `record: false`. */
  events: AttackEvent[];
}

/**
 * How to fight a skirmish: `record: false` keeps no events (for many runs; the outcome is the same).
 * @category Skirmishes
 */
export interface FightOptions {
  /** Keep every attack as an event (true by default); false for odds runs, which need only the outcome. */
  record?: boolean;
}

/**
 * Plays slot after slot until a side falls or the skirmish's `maxRounds` pass, and returns every attack as an event
 * (unless `record` is false).
 *
 * @param options - whether to keep the events (true by default)
 * @throws TypeError for options that are not an object, or a `record` that is not true or false
 * @example
 * ```ts
 * import { fightSkirmish, parseSkirmish } from 'fray/skirmish';
 * import { createRng } from 'fray/core';
 *
 * const parsed = parseSkirmish({ sides: [{ team: 'Party', player: true, luck: true, combatants: [{ name: 'Knight', rate: 3, hp: 50, damage: 12, defence: 10, hit: 65 }] }, { team: 'Goblins', combatants: [{ name: 'Goblin A', rate: 4, hp: 26, damage: 9, defence: 4, hit: 60 }, { name: 'Goblin B', rate: 4, hp: 26, damage: 9, defence: 4, hit: 60 }] }] });
 * if (!parsed.ok) throw new Error(parsed.problem.message);
 * const sk = parsed.value;
 * const fight = fightSkirmish(sk, createRng(1));
 * console.log(fight.winner === null ? 'none' : sk.sides[fight.winner]!.team, 'after', fight.rounds, 'rounds,', fight.events.length, 'attacks');
 * //> Party after 3 rounds, 21 attacks
 * ```
 * @category Skirmishes
 */
export function fightSkirmish(sk: Skirmish, rng: Rng, options?: FightOptions): SkirmishOutcome {
  objectArg('fightSkirmish', 'sk', sk);
  const o = optionsArg('fightSkirmish', options);
  if (o.record !== undefined && typeof o.record !== 'boolean')
    throw new TypeError(`fightSkirmish: options.record must be true or false, got ${typeof o.record}`);
  return playSkirmish(sk, rng, { record: o.record ?? true });
}

/** `fightSkirmish` with its arguments already checked (skirmishOdds calls it once a fight). */
export function playSkirmish(sk: Skirmish, rng: Rng, { record }: { record: boolean }): SkirmishOutcome {
  const slots = roundSlots(skirmishRoster(sk));
  let state = startSkirmish(sk);
  const events: AttackEvent[] = [];
  let lastRound = 0;
  while (skirmishWinner(state) === undefined && state.position.round < sk.maxRounds) {
    lastRound = state.position.round;
    const r = playSlot(sk, slots, state, rng);
    state = r.state;
    if (record) events.push(...r.events);
  }
  const winner = skirmishWinner(state) ?? null;
  return { winner, outcome: outcomeOf(winner, 'draw'), rounds: lastRound + 1, final: state, events };
}
