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
  | { readonly kind: 'cannot'; readonly reason: string }
  | {
      readonly kind: 'swing';
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
      readonly kind: 'cast';
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
  | { readonly kind: 'prepare'; readonly by: Who; readonly scroll: string }
  /** A prepared spell whose target died, left or stepped out of range or sight: nothing is spent. */
  | { readonly kind: 'lost'; readonly by: Who; readonly scroll: string }
  | { readonly kind: 'interrupted'; readonly who: Who }
  | { readonly kind: 'poison'; readonly on: Who; readonly damage: number }
  | { readonly kind: 'ends'; readonly on: Who; readonly effect: EffectKind }
  | { readonly kind: 'killed'; readonly who: Who; readonly by: Who }
  | { readonly kind: 'died'; readonly by: string }
  | { readonly kind: 'noticed'; readonly who: Who }
  | { readonly kind: 'flees'; readonly who: Who }
  /** A fleeing monster turns at bay: cornered (no step takes it farther), or it gave up running. It flees no more. */
  | { readonly kind: 'turns'; readonly who: Who; readonly why: 'cornered' | 'gaveUp' }
  /** A fleeing monster left the dungeon by the stairs (up or down): it is out of the game. */
  | { readonly kind: 'escaped'; readonly who: Who; readonly up: boolean }
  /** A mender read its mending at a wounded ally (or itself): life as a meal, by Night Soil's food rule. */
  | {
      readonly kind: 'mended';
      readonly by: Who;
      readonly at: Who;
      readonly success: boolean;
      readonly p: number;
      readonly life: number;
      readonly grew: boolean;
    }
  /** A drainer's blow took strength from the player as well as life, and the drainer gained it. */
  | { readonly kind: 'drained'; readonly by: Who; readonly amount: number }
  /** A kind of scroll became known: its label is `label`, its name `name`. */
  | { readonly kind: 'identified'; readonly name: string; readonly label: string }
  /** An unknown scroll read with nothing in reach to go at: used up for nothing (now known). */
  | { readonly kind: 'wasted'; readonly scroll: string }
  /** The spent player walked into a monster and squeezed past it (they swapped places). */
  | { readonly kind: 'squeezed'; readonly who: Who }
  | { readonly kind: 'ate'; readonly name: string; readonly meal: MealResult }
  | { readonly kind: 'pickedUp'; readonly thing: Thing; readonly count?: number }
  | { readonly kind: 'packFull'; readonly thing: Thing }
  | { readonly kind: 'wore'; readonly item: Item; readonly removed: readonly Item[] }
  | { readonly kind: 'tookOff'; readonly item: Item }
  | { readonly kind: 'dropped'; readonly thing: Thing }
  | { readonly kind: 'here'; readonly things: readonly Thing[] }
  | { readonly kind: 'descended'; readonly depth: number }
  | { readonly kind: 'ascended'; readonly depth: number }
  | { readonly kind: 'rotted'; readonly name: string; readonly inPack: boolean }
  | { readonly kind: 'spent' }
  | { readonly kind: 'won' };
