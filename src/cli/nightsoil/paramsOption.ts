/** The `--params A=50,C=0.1` option shared by the nightsoil commands. */
import { InvalidArgumentError } from 'commander';
import type { NightSoilParams } from '../../nightsoil/params.js';
import { parseParamText } from '../../nightsoil/parseParams.js';

/** Help text for --params. */
export const PARAMS_HELP = 'change the constants, e.g. A=50,C=0.1 (defaults A=100 B=0 C=0.07 D=0.1 E=0.1 F=1)';

/** A commander parser for --params: unknown names, repeats and out-of-range values are one-line errors (exit 2). */
export function paramsOption(text: string): NightSoilParams {
  const r = parseParamText(text);
  if (!r.ok) throw new InvalidArgumentError(r.problem.message.replace(/^--params: /, ''));
  return r.value;
}
