/** Night Soil's constants checked where a public function receives them. */
import { objectArg } from '../core/args.js';
import { PARAM_NAMES, paramProblem, type NightSoilParams } from './params.js';

/** `params`, when each of A–F is usable (see paramProblem); else a RangeError naming the first that is not. */
export function paramsArg(fn: string, params: NightSoilParams): NightSoilParams {
  objectArg(fn, 'params', params);
  for (const name of PARAM_NAMES) {
    const problem = paramProblem(name, params[name]);
    if (problem !== undefined)
      throw new (typeof params[name] === 'number' ? RangeError : TypeError)(
        `${fn}: params.${name} ${problem}, got ${String(params[name])}`,
      );
  }
  return params;
}
