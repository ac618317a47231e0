/** The teams and options of a battle, checked where a public function receives them. */
import { optionsArg, wholeArg } from '../core/args.js';
import { SIDES, type SideName, type Teams } from './model.js';

/** `teams` when it is two teams (`makeTeam`, or a team file's); else a TypeError naming `fn`. */
export function teamsArg(fn: string, teams: Teams): Teams {
  const isTeam = (t: unknown): boolean => Array.isArray((t as { fighters?: unknown } | null)?.fighters);
  if (!Array.isArray(teams) || teams.length !== 2 || !teams.every(isTeam))
    throw new TypeError(`${fn}: teams must be two teams, heroes then villains (makeTeam)`);
  return teams;
}

/** `side` when it is `heroes` or `villains`; else a RangeError (a TypeError when it is not a string). */
export function sideArg(fn: string, side: SideName): SideName {
  if (typeof side !== 'string') throw new TypeError(`${fn}: side must be 'heroes' or 'villains', got ${typeof side}`);
  if (!SIDES.includes(side))
    throw new RangeError(`${fn}: side must be 'heroes' or 'villains', got ${JSON.stringify(side)}`);
  return side;
}

/** The options of a battle or a round, checked: a whole round limit of 0 or more, flags and callbacks of their type. */
export function battleOptionsArg<O extends { maxRounds?: number; record?: boolean; onAttack?: unknown }>(
  fn: string,
  options: O | undefined,
): Partial<O> {
  const o = optionsArg(fn, options);
  if (o.maxRounds !== undefined) wholeArg(fn, 'options.maxRounds', o.maxRounds, 0);
  if (o.record !== undefined && typeof o.record !== 'boolean')
    throw new TypeError(`${fn}: options.record must be true or false, got ${typeof o.record}`);
  if (o.onAttack !== undefined && typeof o.onAttack !== 'function')
    throw new TypeError(`${fn}: options.onAttack must be a function, got ${typeof o.onAttack}`);
  return o;
}
