/** The duel's settings: distance, duels to fight, round limit, the constants of the rules, and the seed. */
import { ok, type Result } from '../../../../../src/core/index.js';
import { wholeNumberText } from '../../../../../src/core/optionText.js';
import {
  DEFAULT_PARAMS,
  MAX_DISTANCE,
  MAX_ROUNDS,
  parseParamText,
  type NightSoilParams,
} from '../../../../../src/nightsoil/index.js';
import { field } from '../../kit/field.js';
import { seedField } from '../../kit/seedField.js';

/** The constants as the CLI reads them; empty: the defaults. */
function paramsText(text: string): Result<NightSoilParams> {
  if (text.trim() === '') return ok(DEFAULT_PARAMS);
  const r = parseParamText(text);
  // The field is labelled; its message needs no option's name.
  return r.ok ? r : { ok: false, problem: { ...r.problem, message: r.problem.message.replace(/^--params: /, '') } };
}

/** The fields; `update` hears every edit. */
export function duelFields(update: () => void) {
  const whole = (id: string, label: string, hint: string, value: string, min: number, max: number) =>
    field({
      id,
      label,
      hint,
      value,
      parse: (t) => wholeNumberText(t, min, max),
      inputmode: 'numeric',
      onInput: update,
    });
  return {
    distance: whole(
      'duel-distance',
      'Distance',
      `cells apart at the start, 1 (adjacent) to ${MAX_DISTANCE}`,
      '1',
      1,
      MAX_DISTANCE,
    ),
    runs: whole('duel-runs', 'Duels to fight', 'for the odds, 1 to 10,000,000', '2000', 1, 10_000_000),
    maxRounds: whole(
      'duel-max-rounds',
      'Round limit',
      'a duel still going after this many rounds is undecided',
      String(MAX_ROUNDS),
      1,
      1_000_000,
    ),
    params: field({
      id: 'duel-params',
      label: 'Constants (optional)',
      hint: 'e.g. A=50,C=0.1 (defaults A=100 B=0 C=0.07 D=0.1 E=0.1 F=1)',
      value: '',
      parse: paramsText,
      inputmode: 'text',
      size: 22,
      onInput: update,
    }),
    seed: seedField('duel-seed', '7', update),
  };
}

/** The values of the fields, when every one reads. */
export type DuelValues = { distance: number; runs: number; maxRounds: number; params: NightSoilParams; seed: number };
