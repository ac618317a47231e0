/** How a Marked for Death battle ended, as a type of its own (the battle engine and its runner both name it). */

/**
 * How a battle ended: a side won, both fell in the same round, or the rounds ran out ("none").
 * @category Battles
 */
export type Winner = 'heroes' | 'villains' | 'draw' | 'none';
