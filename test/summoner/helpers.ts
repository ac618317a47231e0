/** Small builders for Summoner War tests: a state with exactly the demons a rule needs, and its events by type. */
import { createRng } from '../../src/core/rng.js';
import type { Result } from '../../src/core/result.js';
import type { BattleOrder, EnhanceOrder } from '../../src/summoner/api.js';
import { applyBattle } from '../../src/summoner/rules/battle.js';
import { applyEnhance } from '../../src/summoner/rules/enhance.js';
import type { SummonerEvent } from '../../src/summoner/rules/events.js';
import { DEFAULT_RULES, type SummonerRules } from '../../src/summoner/rules/rules.js';
import type { Demon, MatchState } from '../../src/summoner/rules/model.js';
import type { Side } from '../../src/core/side.js';

/** The default rules with some values changed (startCells copied, so a test never touches the shared defaults). */
export function rulesWith(over: Partial<SummonerRules> = {}): SummonerRules {
  return { ...DEFAULT_RULES, startCells: DEFAULT_RULES.startCells.map(([x, y]) => [x, y]), ...over };
}

/** Stats and the rest of a demon, beyond its id, owner and cell. */
export type DemonOptions = Partial<Omit<Demon, 'id' | 'owner' | 'x' | 'y'>>;

/**
 * A demon of `owner` on (x, y): no stats and capacity 'merge' unless given, and at full HP (baseHp + life) unless
 * `hp` is given.
 */
export function demon(
  id: number,
  owner: Side,
  x: number,
  y: number,
  over: DemonOptions = {},
  rules: SummonerRules = DEFAULT_RULES,
): Demon {
  const life = over.life ?? 0;
  return {
    id,
    owner,
    name: '',
    x,
    y,
    life: 0,
    attack: 0,
    defense: 0,
    range: 0,
    capacity: 'merge',
    merged: false,
    ...over,
    hp: over.hp ?? rules.baseHp + life,
  };
}

/** A match state holding exactly `demons` (sorted by id): turn 1, seat 0's battle phase unless told otherwise. */
export function stateWith(demons: Demon[], over: Partial<MatchState> = {}): MatchState {
  const sorted = [...demons].sort((a, b) => a.id - b.id);
  const nextId = sorted.reduce((m, d) => Math.max(m, d.id), 0) + 1;
  return {
    rules: rulesWith(),
    turn: 1,
    phase: 'battle',
    seat: 0,
    demons: sorted,
    nextId,
    points: [0, 0],
    kills: [0, 0],
    result: null,
    ...over,
  };
}

/** One battle phase of `seat` on `state`, with the engine's stream seeded by `seed`. */
export function battle(
  state: MatchState,
  seat: Side,
  orders: BattleOrder[],
  seed = 1,
): { state: MatchState; events: SummonerEvent[] } {
  return applyBattle(state, seat, orders, createRng(seed));
}

/** One enhance phase of `seat` on `state`. */
export function enhance(
  state: MatchState,
  seat: Side,
  orders: EnhanceOrder[],
): { state: MatchState; events: SummonerEvent[] } {
  return applyEnhance(state, seat, orders);
}

/** The demon with `id` in `state`, or undefined when it is gone. */
export function find(state: MatchState, id: number): Demon | undefined {
  return state.demons.find((d) => d.id === id);
}

/** The demon with `id` in `state`; fails the test when it is gone. */
export function get(state: MatchState, id: number): Demon {
  const d = find(state, id);
  if (d === undefined) throw new Error(`demon ${id} is not on the board`);
  return d;
}

/** The events of one type, typed. */
export function eventsOf<T extends SummonerEvent['type']>(
  events: readonly SummonerEvent[],
  type: T,
): Extract<SummonerEvent, { type: T }>[] {
  return events.filter((e): e is Extract<SummonerEvent, { type: T }> => e.type === type);
}

/** The value of an ok result; fails the test with the problem otherwise. */
export function unwrap<T>(r: Result<T>): T {
  if (!r.ok) throw new Error(`expected ok, got problem: ${r.problem.message}`);
  return r.value;
}

/** The problem message of a failed result; fails the test when it succeeded. */
export function problemOf<T>(r: Result<T>): string {
  if (r.ok) throw new Error(`expected a problem, got ${JSON.stringify(r.value)}`);
  return r.problem.message;
}
