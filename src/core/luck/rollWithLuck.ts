/** Percentage rolls through a player's luck meter, as a pure function any system can call. */
import { objectArg, wholeArg } from '../args.js';
import type { Rng } from '../rng.js';
import { wholeChance } from './chance.js';
import { LUCK_MAX, LUCK_MIN, type LuckState } from './luckState.js';
import { needsRoll, stepLuck, type LuckBranch } from './luckStep.js';

/**
 * What one roll did: the new state, whether it succeeded, the roll drawn (null when none was needed).
 * @category Luck
 */
export interface LuckRoll {
  /** The meter after this roll, for the next one. */
  state: LuckState;
  /** Whether the event happened. */
  success: boolean;
  /** The roll drawn, 1 to 100, or null when chance + luck <= 0 (a sure failure draws nothing). */
  roll: number | null;
  /** The whole percent actually rolled at (the chance rounded, see wholeChance). */
  chance: number;
  /** The meter before the roll. */
  luckBefore: number;
  /** The meter after the roll (the same as `state.luck`). */
  luckAfter: number;
  /** Which branch of the rule the roll took. */
  branch: LuckBranch;
}

/** Draws a roll as a whole number from 1 to 100. */
export function drawRoll(rng: Rng): number {
  return rng.below(100) + 1;
}

/**
 * Rolls a `chance`% event through the luck meter in `state`: a streak of misses raises luck and makes the next hit
 * likelier, a streak of hits lowers it (docs/rules/luck.md). A roll (`rng.below(100) + 1`) is drawn only when
 * chance + luck > 0. `state` is not changed; the next one is returned.
 *
 * @param state - the player's meter (`initialLuck()` at the start)
 * @param chance - the nominal chance in percent (rounded to a whole percent)
 * @param rng - the stream
 * @returns whether it succeeded, the roll (null when none was needed) and the meter after it
 * @example
 * ```ts
 * import { createRng, initialLuck, rollWithLuck } from 'fray/core';
 *
 * const rng = createRng(2026);
 * let luck = initialLuck();
 * let shots = '';
 * for (let i = 0; i < 20; i++) {
 *   const r = rollWithLuck(luck, 60, rng);
 *   shots += r.success ? 'x' : '.';
 *   luck = r.state;
 * }
 * console.log(shots, luck.luck);
 * //> x.x.xx.xxxx.xxxxxxx. 39
 * ```
 * @category Luck
 */
export function rollWithLuck(state: LuckState, chance: number, rng: Rng): LuckRoll {
  wholeArg('rollWithLuck', 'state.luck', objectArg('rollWithLuck', 'state', state).luck, LUCK_MIN, LUCK_MAX);
  return luckRoll(state, chance, rng);
}

/** `rollWithLuck` without its check of the meter, for loops over many rolls (compareLuck, skirmishes). */
export function luckRoll(state: LuckState, chance: number, rng: Rng): LuckRoll {
  const x = wholeChance(chance);
  const roll = needsRoll(state.luck, x) ? drawRoll(rng) : null;
  const step = stepLuck(state.luck, x, roll ?? 0);
  return {
    state: { luck: step.luckAfter },
    success: step.success,
    roll,
    chance: x,
    luckBefore: state.luck,
    luckAfter: step.luckAfter,
    branch: step.branch,
  };
}

/**
 * The same roll without a meter: succeeds when the roll (`rng.below(100) + 1`) is at most the chance, drawn as
 * `rollWithLuck` draws, so the two compare fairly on one seed.
 *
 * @param chance - the chance in percent (rounded to a whole percent)
 * @example
 * ```ts
 * import { createRng, plainRoll } from 'fray/core';
 *
 * const rng = createRng(2026);
 * console.log(Array.from({ length: 20 }, () => (plainRoll(60, rng).success ? 'x' : '.')).join(''));
 * //> x.x.xx..xxx.x.x.xxx.
 * ```
 * @category Luck
 */
export function plainRoll(
  chance: number,
  rng: Rng,
): {
  /** Whether the event happened. */
  success: boolean;
  /** The roll drawn, 1 to 100. */
  roll: number;
} {
  const roll = drawRoll(rng);
  return { success: roll <= wholeChance(chance), roll };
}
