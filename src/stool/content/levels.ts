/** What each level holds: monsters, food, equipment and scrolls to place at random, and the stool on the last (plain data). */

/**
 * A level's recipe: monster builds and how many, food by name, and how many items to draw from each pool.
 * @category Games
 */
export interface LevelPlan {
  /** Monster builds (content names) and how many of each to place anywhere on the level. */
  readonly monsters: readonly (readonly [build: string, count: number])[];
  /** Monsters placed in the goal room (the stairs' or the stool's), besides those anywhere else. */
  readonly guards: readonly (readonly [build: string, count: number])[];
  /** Food to place, by content name, one item per entry. */
  readonly food: readonly string[];
  /** Equipment to draw `gearCount` items from (without repeats). */
  readonly gearPool: readonly string[];
  /** How many items to draw from `gearPool`, 0 to its length. */
  readonly gearCount: number;
  /** Scroll stacks to draw `scrollCount` from (repeats allowed), each of 1 or 2 copies. */
  readonly scrollPool: readonly string[];
  /** How many scroll stacks to draw from `scrollPool`, 0 or more. */
  readonly scrollCount: number;
}

/**
 * The levels from the top; the stool lies on the last one, which has no stairs down.
 * @category Games
 */
export const LEVELS: readonly LevelPlan[] = [
  {
    monsters: [
      ['rat', 5],
      ['goblin', 1],
    ],
    guards: [],
    food: ['ration', 'apple'],
    gearPool: ['buckler', 'leather cap', 'soft boots', 'sling'],
    gearCount: 2,
    scrollPool: ['firebolt', 'ward'],
    scrollCount: 1,
  },
  {
    monsters: [
      ['rat', 4],
      ['goblin', 3],
      ['orc', 1],
      ['vampire bat', 1],
    ],
    guards: [],
    food: ['apple', 'sage mushroom'],
    gearPool: ['short sword', 'elven cloak', 'archer gloves', 'iron boots', 'buckler', 'spear', 'archer bracer'],
    gearCount: 2,
    scrollPool: ['firebolt', 'ward', 'haste', 'venom'],
    scrollCount: 2,
  },
  {
    monsters: [
      ['rat', 2],
      ['goblin', 3],
      ['orc', 2],
      ['wizard', 1],
      ['shaman', 1],
    ],
    guards: [],
    food: ['ration', 'apple'],
    gearPool: [
      'chain mail',
      'kite shield',
      'gauntlets',
      'long sword',
      'longbow',
      'iron helm',
      'war hammer',
      'tower shield',
    ],
    gearCount: 3,
    scrollPool: ['firebolt', 'ward', 'venom', 'meteor', 'haste'],
    scrollCount: 2,
  },
  {
    monsters: [
      ['goblin', 2],
      ['orc', 2],
      ['wizard', 1],
    ],
    guards: [
      ['orc', 2],
      ['wizard', 1],
    ],
    food: ['honey cake'],
    gearPool: ['battle axe', 'chain mail', 'kite shield', 'long sword'],
    gearCount: 1,
    scrollPool: ['firebolt', 'ward', 'meteor'],
    scrollCount: 1,
  },
];
