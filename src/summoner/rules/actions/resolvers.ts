/** One resolver per battle action, as Screeps keeps one file per intent; moves are resolved together before them. */
import type { Action } from '../../api.js';
import type { ActionResolver } from './battleContext.js';
import { resolveCross } from './cross.js';
import { resolveExplode } from './explode.js';
import { resolveHeal } from './heal.js';
import { resolveMerge } from './merge.js';
import { resolveStrike } from './strike.js';

/** The resolver of each action; `move` has none here (all moves happen at once, first: resolveMoves). */
export const RESOLVERS: Readonly<Record<Action, ActionResolver | undefined>> = {
  move: undefined,
  attack: resolveStrike,
  eat: resolveStrike,
  explode: resolveExplode,
  heal: resolveHeal,
  cross: resolveCross,
  merge: resolveMerge,
};
