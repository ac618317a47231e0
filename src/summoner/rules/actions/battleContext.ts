/**
 * What every action of one battle phase reads and adds to: the board after the moves, and the sums of damage and
 * healing that are applied together once every action has been resolved (docs/rules/summoner-war.md).
 */
import type { BattleOrder } from '../../api.js';
import type { SummonerEvent } from '../events.js';
import type { Cell } from '../grid.js';
import type { Demon } from '../model.js';
import type { SummonerRules } from '../rules.js';

/** An eater that struck a demon this phase: if the blow kills, the eater steals from it. */
export interface EatIntent {
  eater: Demon;
  victim: Demon;
}

/** A merge asked for this phase, joined after deaths (the target may be gone by then). */
export interface MergeIntent {
  merger: Demon;
  target: Demon | undefined;
  keep: 'merge' | 'other';
}

/** One battle phase in progress: the demons (this phase's copies), the board after the moves, and the running sums. */
export interface BattleContext {
  readonly rules: SummonerRules;
  readonly demons: readonly Demon[];
  /** The demon on a cell after the moves, if any (off the board: none). */
  demonAt(c: Cell): Demon | undefined;
  /** Whether an area action of `actor` strikes `victim` (allies only with friendly fire). */
  strikes(actor: Demon, victim: Demon): boolean;
  /** Adds damage for a demon, summed and applied after every action. */
  addDamage(id: number, n: number): void;
  /** Adds healing for a demon, summed with its damage and applied after every action. */
  addHealing(id: number, n: number): void;
  /** Demons that exploded this phase (they die whatever their HP). */
  readonly exploded: Set<number>;
  readonly eats: EatIntent[];
  readonly merges: MergeIntent[];
  readonly events: SummonerEvent[];
}

/** Resolves one accepted order of its action: adds its damage, healing and intents to the context, and its event. */
export type ActionResolver = (ctx: BattleContext, order: BattleOrder, actor: Demon) => void;
