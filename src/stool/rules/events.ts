/** What happened during a command, as data: the message log and any other view are built from these. */
import type { EffectKind } from '../../nightsoil/activeEffect.js';
import type { MealResult } from '../../nightsoil/food.js';
import type { Item, ScrollEffect } from '../../nightsoil/mob.js';
import type { Thing } from './state.js';

/**
 * Who did something: PLAYER (-1) or a monster id.
 * @category Commands and events
 */
export type Who = number;

/**
 * One event.
 * @category Commands and events
 */
export type GameEvent =
  /** A command that cannot be carried out; no time passed. */
  | { readonly type: 'cannot'; readonly reason: string }
  | {
      readonly type: 'swing';
      readonly by: Who;
      readonly at: Who;
      readonly hit: boolean;
      readonly p: number;
      /** Strength the swing spent (hit or miss): C·strength·p. */
      readonly energy: number;
      readonly damage: number;
      readonly absorbed: number;
      readonly aimGain: number;
      readonly armourGain: number;
    }
  | {
      readonly type: 'cast';
      readonly by: Who;
      readonly at: Who;
      readonly scroll: string;
      readonly effect: ScrollEffect;
      readonly success: boolean;
      readonly p: number;
      readonly damage: number;
      readonly absorbed: number;
      readonly iqSpent: number;
    }
  | { readonly type: 'prepare'; readonly by: Who; readonly scroll: string }
  /** A prepared spell whose target died, left or stepped out of range or sight: nothing is spent. */
  | { readonly type: 'lost'; readonly by: Who; readonly scroll: string }
  | { readonly type: 'interrupted'; readonly who: Who }
  | { readonly type: 'poison'; readonly on: Who; readonly damage: number }
  | { readonly type: 'ends'; readonly on: Who; readonly effect: EffectKind }
  | { readonly type: 'killed'; readonly who: Who; readonly by: Who }
  | { readonly type: 'died'; readonly by: string }
  | { readonly type: 'noticed'; readonly who: Who }
  | { readonly type: 'flees'; readonly who: Who }
  /** A fleeing monster turns at bay: cornered (no step takes it farther), or it gave up running. It flees no more. */
  | { readonly type: 'turns'; readonly who: Who; readonly why: 'cornered' | 'gaveUp' }
  /** A fleeing monster left the dungeon by the stairs (up or down): it is out of the game. */
  | { readonly type: 'escaped'; readonly who: Who; readonly up: boolean }
  /** A mender read its mending at a wounded ally (or itself): life as a meal, by Night Soil's food rule. */
  | {
      readonly type: 'mended';
      readonly by: Who;
      readonly at: Who;
      readonly success: boolean;
      readonly p: number;
      readonly life: number;
      readonly grew: boolean;
    }
  /** A drainer's blow took strength from the player as well as life, and the drainer gained it. */
  | { readonly type: 'drained'; readonly by: Who; readonly amount: number }
  /** A kind of scroll became known: its label is `label`, its name `name`. */
  | { readonly type: 'identified'; readonly name: string; readonly label: string }
  /** An unknown scroll read with nothing in reach to go at: used up for nothing (now known). */
  | { readonly type: 'wasted'; readonly scroll: string }
  /** The spent player walked into a monster and squeezed past it (they swapped places). */
  | { readonly type: 'squeezed'; readonly who: Who }
  | { readonly type: 'ate'; readonly name: string; readonly meal: MealResult }
  | { readonly type: 'pickedUp'; readonly thing: Thing; readonly count?: number }
  | { readonly type: 'packFull'; readonly thing: Thing }
  | { readonly type: 'wore'; readonly item: Item; readonly removed: readonly Item[] }
  | { readonly type: 'tookOff'; readonly item: Item }
  | { readonly type: 'dropped'; readonly thing: Thing }
  | { readonly type: 'here'; readonly things: readonly Thing[] }
  | { readonly type: 'descended'; readonly depth: number }
  | { readonly type: 'ascended'; readonly depth: number }
  | { readonly type: 'rotted'; readonly name: string; readonly inPack: boolean }
  | { readonly type: 'spent' }
  | { readonly type: 'won' };
