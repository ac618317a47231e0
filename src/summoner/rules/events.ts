/** What happens in a match, as data: logs, replays, the --watch board, statistics and the viewer are built from these. */
import type { Cell } from './grid.js';
import type { Capacity, Demon, FaultKind, MatchResult, Stat } from './model.js';
import type { Side } from '../../core/side.js';

/**
 * A demon as it stands when it appears (summoned or cloned): all it is but whether it has merged (a new demon has not).
 * @category Rules
 */
export type DemonSnapshot = Omit<Demon, 'merged'>;

/**
 * A demon struck by an area action, and the damage it takes from it (after its defence, where defence counts).
 * @category Rules
 */
export interface Hit {
  /** The id of the demon struck. */
  demon: number;
  /** The damage it takes, a whole number 0 or more (after its defence where defence counts). */
  damage: number;
}

/**
 * One thing that happened. Cells are absolute (the board as seat 0 sees it).
 * @category Rules
 */
export type SummonerEvent =
  | { type: 'summoned'; demon: DemonSnapshot }
  | { type: 'forfeit'; seat: Side; reason: string }
  | { type: 'fault'; seat: Side; phase: 'enhance' | 'battle'; kind: FaultKind; reason: string }
  | { type: 'rejected'; seat: Side; phase: 'enhance' | 'battle'; index: number; reason: string }
  | { type: 'turnStart'; turn: number; gained: number; points: [number, number] }
  | { type: 'raised'; seat: Side; demon: number; stat: Stat; amount: number; value: number }
  | { type: 'cloned'; seat: Side; demon: number; cost: number; clone: DemonSnapshot }
  | { type: 'renamed'; seat: Side; demon: number; name: string }
  | { type: 'moved'; demon: number; from: Cell; to: Cell }
  | { type: 'blocked'; demon: number; from: Cell; to: Cell; reason: 'contested' | 'occupied' | 'ring' }
  | { type: 'attack'; demon: number; at: Cell; target: number | null; damage: number }
  | { type: 'explode'; demon: number; at: Cell; radius: number; hits: Hit[] }
  | { type: 'heal'; demon: number; radius: number; amount: number; targets: number[] }
  | {
      type: 'cross';
      demon: number;
      at: Cell;
      pattern: 'lines' | 'diagonals';
      reach: number;
      hits: Hit[];
      /**
       * Every board cell its rays swept, ray by ray outwards from `at`. Derived from `at`, `pattern`, `reach` and the
       * board, so replays leave it out (replayEvents) and a re-run gives it back.
       */
      cells?: Cell[];
    }
  | { type: 'eat'; demon: number; at: Cell; target: number | null; damage: number }
  | { type: 'hp'; demon: number; from: number; to: number }
  | { type: 'died'; demon: number; owner: Side; cause: 'damage' | 'exploded'; creditedTo: Side | null }
  | { type: 'stole'; demon: number; victim: number; gains: Stat[] }
  | { type: 'merged'; demon: number; absorbed: number; capacity: Capacity }
  | { type: 'fizzled'; demon: number; action: 'merge'; reason: string }
  | { type: 'ended'; result: MatchResult; kills: [number, number]; turn: number };
