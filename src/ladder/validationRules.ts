/**
 * The rules of a submission's validation match: the ladder's own, with the turns capped, so one check takes a
 * bounded time (faults show early; a whole 1,000-turn match per check would let one author's backlog hold the
 * checker for hours).
 */
import type { SummonerRules } from '../summoner/rules/rules.js';

/** The most turns a validation match lasts. */
export const VALIDATION_MAX_TURNS = 200;

/** `rules` with maxTurns at most VALIDATION_MAX_TURNS. */
export function validationRules(rules: SummonerRules): SummonerRules {
  return { ...rules, maxTurns: Math.min(rules.maxTurns, VALIDATION_MAX_TURNS) };
}
