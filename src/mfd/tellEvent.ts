/** An event object told to a BattleSink: the way back from recorded events to the calls that made them. */
import type { BattleSink } from './battleSink.js';
import type { MfdEvent } from './events.js';

/** Makes the BattleSink call that `e` records (the log of a recorded battle is rendered this way). */
export function tellEvent(e: MfdEvent, sink: BattleSink): void {
  switch (e.type) {
    case 'roundStart':
      return sink.roundStart(e.round);
    case 'halfStart':
      return sink.halfStart(e.side);
    case 'bodyguard':
      return sink.bodyguard(e.side, e.attacker, e.target, e.bodyguard);
    case 'attack':
      return sink.attack(e.side, e.attacker, e.defender, e.hits, e.blocks, e.damage, e.hpAfter);
    case 'alreadyDown':
      return sink.alreadyDown(e.side, e.attacker, e.defender);
    case 'linkedDeaths':
      return sink.linkedDeaths(e.side, e.cause, e.victims);
    case 'halfEnd':
      return sink.halfEnd(e.side, e.killed);
    case 'roundEnd':
      return sink.roundEnd(e.round, e.hp);
  }
}
