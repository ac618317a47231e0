/**
 * One of the two sides of a fight, in every system: 0 is the first (Marked for Death's heroes, Summoner War's
 * first seat, Night Soil's first mob), 1 the second. A winner is a `Side`, or `null` when nobody won.
 * @category Vocabulary
 */
export type Side = 0 | 1;
