/** The column names of Marked for Death team files. */

/** The columns every team file has, once each, before any buff groups. */
export const BASE_COLUMNS = [
  'Name',
  'XP',
  'BonusXP',
  'BonusHP',
  'BonusToHit',
  'BonusToDefend',
  'AOE',
  'BodyguardFor',
  'LinkedTo',
] as const;
/** One of the base columns' names. */
export type BaseColumn = (typeof BASE_COLUMNS)[number];

/** The four columns of one buff group, in this order; a file has zero or more groups. */
export const BUFF_GROUP = ['BuffName', 'BuffWho', 'BuffOffense', 'BuffDefense'] as const;
