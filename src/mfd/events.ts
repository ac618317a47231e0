/** What happens in a battle, as data: the log, the JSON report and the statistics are all built from these. */
import type { SideIndex } from './model.js';

/**
 * One thing that happened. Fighters are indices into their team; `side` is always the attacking side,
 * so an attacker is `teams[side].fighters[attacker]` and a defender is on the other side.
 * @category Battles
 */
export type MfdEvent =
  | { type: 'roundStart'; round: number }
  | { type: 'halfStart'; side: SideIndex }
  | { type: 'bodyguard'; side: SideIndex; attacker: number; target: number; bodyguard: number }
  | {
      type: 'attack';
      side: SideIndex;
      attacker: number;
      defender: number;
      hits: number;
      blocks: number;
      damage: number;
      hpAfter: number;
    }
  | { type: 'alreadyDown'; side: SideIndex; attacker: number; defender: number }
  | { type: 'linkedDeaths'; side: SideIndex; cause: number; victims: number[] }
  | { type: 'halfEnd'; side: SideIndex; killed: number[] }
  | { type: 'roundEnd'; round: number; hp: [number[], number[]] };
