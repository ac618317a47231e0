/** What runMatch is given, checked at the library's boundary before any bot is called. */
import { optionsArg, wholeArg } from '../../core/args.js';
import { MAX_SEED } from '../../core/rng.js';
import { parseRules } from '../rules/rules.js';

/** The options as runMatch receives them, before they are known to be sound (runMatch.ts's MatchOptions). */
interface MatchArgs {
  rules?: unknown;
  seed?: unknown;
  maxConsecutiveFaults?: unknown;
  onStep?: unknown;
}

/**
 * Returns quietly when the match can be played with `opts`: two ports, rules `parseRules` accepts (a RangeError with its message
 * otherwise, such as `runMatch: rule 'maxTurns' must be a whole number from 1 to 100000, got -3`), a whole seed from 0
 * to 2^32 − 1, and a fault limit of 1 or more; a TypeError for a value of the wrong type.
 */
export function matchArgs(fn: string, bots: readonly unknown[], opts: MatchArgs): void {
  const isPort = (b: unknown): boolean => typeof (b as { setup?: unknown } | null)?.setup === 'function';
  if (!Array.isArray(bots) || bots.length !== 2 || !bots.every(isPort))
    throw new TypeError(`${fn}: bots must be a list of two bot ports (botPortOf)`);
  const o = optionsArg(fn, opts);
  if (typeof o.rules !== 'object' || o.rules === null)
    throw new TypeError(`${fn}: options.rules must be a rules object (DEFAULT_RULES), got ${String(o.rules)}`);
  const rules = parseRules(o.rules);
  if (!rules.ok) throw new RangeError(`${fn}: ${rules.problem.message}`);
  wholeArg(fn, 'options.seed', o.seed, 0, MAX_SEED);
  if (o.maxConsecutiveFaults !== undefined) wholeArg(fn, 'options.maxConsecutiveFaults', o.maxConsecutiveFaults, 1);
  if (o.onStep !== undefined && typeof o.onStep !== 'function')
    throw new TypeError(`${fn}: options.onStep must be a function, got ${typeof o.onStep}`);
}
