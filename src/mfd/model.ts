/** The data of a Marked for Death battle: fighters (from CSV or made in code), and the state that changes as they fight. */

/**
 * The two sides; heroes attack first in every round.
 * @category Fighters and teams
 */
export type SideName = 'heroes' | 'villains';
/**
 * Index of a side in tuples: 0 = heroes, 1 = villains.
 * @category Fighters and teams
 */
export type SideIndex = 0 | 1;
/**
 * The sides' names by index: heroes first, as they attack first.
 * @category Fighters and teams
 */
export const SIDES: readonly SideName[] = ['heroes', 'villains'];

/**
 * A buff one fighter provides: added to the ToHit and ToDefend of each listed teammate (once per listing).
 * @category Fighters and teams
 */
export interface Buff {
  /** The buff's name, as the log shows it. */
  name: string;
  /** Teammates who receive it, as indices into the team (unknown names already dropped, each index once). */
  targets: readonly number[];
  /** Added to raw ToHit, in millionths. */
  offense: number;
  /** Added to raw ToDefend, in millionths. */
  defense: number;
}

/**
 * A fighter's fixed numbers (made by fighterFrom or makeFighter); it never changes during a battle (HP and exhaustion live in BattleState).
 * @category Fighters and teams
 */
export interface Fighter {
  /** The fighter's name, distinct within its team. */
  name: string;
  /** XP + BonusXP, in millionths of a point (XP may be written with decimals). */
  totalXpMicros: number;
  /** Starting HP: 2 + BonusHP. */
  startHp: number;
  /** BonusToHit in millionths. */
  bonusToHit: number;
  /** BonusToDefend in millionths. */
  bonusToDefend: number;
  /** Attacks per round, at least 1. */
  aoe: number;
  /** Index of the teammate this fighter guards, or -1. */
  bodyguardFor: number;
  /** Index of the teammate whose death kills this fighter, or -1. */
  linkedTo: number;
  /** Buffs this fighter gives its teammates, while it stands. */
  buffs: readonly Buff[];
}

/**
 * One side's fighters in order, and, for a team read from a file, the CSV cells they came from.
 * @category Fighters and teams
 */
export interface Team {
  /** Which side the team fights on. */
  side: SideName;
  /** Its fighters, in order; indices into this list name teammates everywhere. */
  fighters: readonly Fighter[];
  /** Provenance of a team read from CSV: header and row cells, so the final CSV keeps what the user wrote. */
  source?: TeamSource;
}

/**
 * Where a team came from: the file, its header, and each fighter's cells and line.
 * @category Fighters and teams
 */
export interface TeamSource {
  /** The file's name. */
  file: string;
  /** Its header row's cells. */
  header: readonly string[];
  /** Each fighter's row of cells, as written. */
  rows: readonly (readonly string[])[];
  /** Each fighter's line in the file, for problems. */
  lines: readonly number[];
}

/**
 * Both teams of a battle.
 * @category Fighters and teams
 */
export type Teams = readonly [Team, Team];

/**
 * What changes during a battle: rounds fought and every fighter's HP (a fighter with HP <= 0 has been removed).
 * @category Battles
 */
export interface BattleState {
  /** Rounds fought so far; also the number of exhaustion penalties everyone has taken. */
  round: number;
  /** HP per fighter, [heroes, villains], in file order. */
  hp: readonly [readonly number[], readonly number[]];
}

/**
 * The state before the first round: round 0, everyone at their starting HP (2 + BonusHP).
 *
 * @example
 * ```ts
 * import { initialState, makeFighter, makeTeam } from 'fray/mfd';
 *
 * const teams = [makeTeam('heroes', [makeFighter({ name: 'A', bonusHp: 3 })]), makeTeam('villains', [makeFighter({ name: 'B' })])] as const;
 * console.log(initialState(teams));
 * //> { round: 0, hp: [ [ 5 ], [ 2 ] ] }
 * ```
 * @category Battles
 */
export function initialState(teams: Teams): BattleState {
  if (!Array.isArray(teams) || teams.length !== 2 || !teams.every((t) => Array.isArray(t?.fighters)))
    throw new TypeError('initialState: teams must be two teams, heroes then villains (makeTeam)');
  return { round: 0, hp: [teams[0].fighters.map((f) => f.startHp), teams[1].fighters.map((f) => f.startHp)] };
}
