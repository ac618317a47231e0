/** The events of a battle as objects (MfdEvent), made from a BattleSink's calls. */
import type { Side } from '../core/side.js';
import type { HpPair } from './battleEngine.js';
import type { BattleSink } from './battleSink.js';
import type { MfdEvent } from './events.js';

/**
 * A BattleSink that records each call as an MfdEvent (`events`, taken and emptied by `take`) and passes it on to
 * `then` when given (the log, while a replay keeps the events).
 */
export class EventRecorder implements BattleSink {
  events: MfdEvent[] = [];

  constructor(private readonly then?: BattleSink) {}

  /** The events recorded since the last take. */
  take(): MfdEvent[] {
    const e = this.events;
    this.events = [];
    return e;
  }

  roundStart(round: number): void {
    this.events.push({ type: 'roundStart', round });
    this.then?.roundStart(round);
  }
  halfStart(side: Side): void {
    this.events.push({ type: 'halfStart', side });
    this.then?.halfStart(side);
  }
  bodyguard(side: Side, attacker: number, target: number, bodyguard: number): void {
    this.events.push({ type: 'bodyguard', side, attacker, target, bodyguard });
    this.then?.bodyguard(side, attacker, target, bodyguard);
  }
  // eslint-disable-next-line max-params -- one argument per field of the event (see BattleSink)
  attack(
    side: Side,
    attacker: number,
    defender: number,
    hits: number,
    blocks: number,
    damage: number,
    hpAfter: number,
  ): void {
    this.events.push({ type: 'attack', side, attacker, defender, hits, blocks, damage, hpAfter });
    this.then?.attack(side, attacker, defender, hits, blocks, damage, hpAfter);
  }
  alreadyDown(side: Side, attacker: number, defender: number): void {
    this.events.push({ type: 'alreadyDown', side, attacker, defender });
    this.then?.alreadyDown(side, attacker, defender);
  }
  linkedDeaths(side: Side, cause: number, victims: number[]): void {
    this.events.push({ type: 'linkedDeaths', side, cause, victims });
    this.then?.linkedDeaths(side, cause, victims);
  }
  halfEnd(side: Side, killed: number[]): void {
    this.events.push({ type: 'halfEnd', side, killed });
    this.then?.halfEnd(side, killed);
  }
  roundEnd(round: number, hp: HpPair): void {
    this.events.push({ type: 'roundEnd', round, hp: [hp[0].slice(), hp[1].slice()] });
    this.then?.roundEnd(round, hp);
  }
}
