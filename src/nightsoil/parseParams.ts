/** Validates the constants A–F, from a JSON object or from `A=50,C=0.1` text. */
import { fail, ok, type Result } from '../core/result.js';
import { FieldError, at, object } from '../core/fields.js';
import { DEFAULT_PARAMS, PARAM_NAMES, paramProblem, type NightSoilParams } from './params.js';
import { quote, showJson } from '../core/quote.js';

/** Reads a params object at `path` over the defaults (throws FieldError): only A–F, each within its bounds. */
export function readParams(v: unknown, path: string): NightSoilParams {
  const o = object(v, path, PARAM_NAMES);
  const out: Record<string, number> = { ...DEFAULT_PARAMS };
  for (const name of PARAM_NAMES) {
    const x = o[name];
    if (x === undefined) continue;
    const why = typeof x === 'number' ? paramProblem(name, x) : 'must be a number';
    if (why) throw new FieldError(at(path, name), `${why}, got ${showJson(x)}`);
    out[name] = x as number;
  }
  return out as unknown as NightSoilParams;
}

/**
 * Night Soil's constants from text such as `A=50,C=0.1` (any of A–F, each once) over `DEFAULT_PARAMS`, or a problem
 * naming the part that is wrong: what `--params` reads.
 *
 * @example
 * ```ts
 * import { parseParamText } from 'fray/nightsoil';
 *
 * console.log(parseParamText('A=50,C=0.1'));
 * //> { ok: true, value: { A: 50, B: 0, C: 0.1, D: 0.1, E: 0.1, F: 1 } }
 * const bad = parseParamText('A=1');
 * console.log(bad.ok ? 'ok' : bad.problem.message);
 * //> --params: A must be a number > 1, got '1'
 * ```
 * @category Mobs
 */
export function parseParamText(textValue: string): Result<NightSoilParams> {
  const out: Record<string, number> = { ...DEFAULT_PARAMS };
  const seen = new Set<string>();
  for (const part of textValue.split(',')) {
    const m = /^\s*([A-Za-z]+)\s*=\s*(\S+)\s*$/.exec(part);
    if (!m) return fail(`--params: expected NAME=VALUE pairs like A=50,C=0.1, got ${quote(part.trim())}`);
    const name = (m[1] as string).toUpperCase();
    if (!(PARAM_NAMES as readonly string[]).includes(name))
      return fail(`--params: unknown constant ${quote(m[1] as string)} (allowed: ${PARAM_NAMES.join(', ')})`);
    if (seen.has(name)) return fail(`--params: ${name} given twice`);
    seen.add(name);
    const value = Number(m[2]);
    const why = /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i.test(m[2] as string)
      ? paramProblem(name as (typeof PARAM_NAMES)[number], value)
      : 'must be a number';
    if (why) return fail(`--params: ${name} ${why}, got ${quote(m[2] as string)}`);
    out[name] = value;
  }
  return ok(out as unknown as NightSoilParams);
}
