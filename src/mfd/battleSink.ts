/** Where a battle's events go as they happen, one call per event: the numbers of each, without an object per event. */
import type { Side } from '../core/side.js';

/**
 * Told of each event of a battle as it happens, with MfdEvent's fields as arguments, in MfdEvent's order: recording
 * them (eventRecorder) makes the events; the log renders straight from the calls (LogBytes). Arrays passed are the
 * caller's: valid during the call, to be copied if kept.
 */
export interface BattleSink {
  roundStart(round: number): void;
  halfStart(side: Side): void;
  bodyguard(side: Side, attacker: number, target: number, bodyguard: number): void;
  attack(
    side: Side,
    attacker: number,
    defender: number,
    hits: number,
    blocks: number,
    damage: number,
    hpAfter: number,
  ): void;
  alreadyDown(side: Side, attacker: number, defender: number): void;
  linkedDeaths(side: Side, cause: number, victims: number[]): void;
  /** `killed` in index order. */
  halfEnd(side: Side, killed: number[]): void;
  /** `hp` is both sides' HP at the round's end (the engine's arrays: copy to keep). */
  roundEnd(round: number, hp: [number[], number[]]): void;
}
