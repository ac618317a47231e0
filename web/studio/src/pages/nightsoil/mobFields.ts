/** The top-level numbers of a mob in the form (its name, maxima, rates and temper), each written into its JSON. */
import { ok } from '../../../../../src/core/index.js';
import { field, type Field } from '../../kit/field.js';

/** The fields the form shows, with their labels and hints. */
const FORM: readonly (readonly [key: string, label: string, hint: string])[] = [
  ['name', 'Name', 'text'],
  ['maxLife', 'Max life', 'a number > 0'],
  ['maxStrength', 'Max strength', 'a number ≥ 0'],
  ['maxIq', 'Max iq', 'a number ≥ 0; default 0'],
  ['maxAim', 'Max aim', 'a number ≥ 0'],
  ['maxArmour', 'Max armour', 'a number ≥ 0'],
  ['swingRate', 'Swing rate', 'swings a round, 1 to 60; default 2'],
  ['moveRate', 'Move rate', 'steps a round, 1 to 60; default 2'],
  ['fleeBelow', 'Flees below', 'share of max life, 0 to 0.99; default 0.2'],
  ['eatBelow', 'Eats below', 'share of max life, 0 to 1; default 0.5'],
];

/** The fields of side `side` by key; `typed` hears an edit of one. */
export function mobFields(side: string, typed: (key: string, text: string) => void): Map<string, Field<string>> {
  const fields = new Map<string, Field<string>>();
  for (const [key, label, hint] of FORM)
    fields.set(
      key,
      field({
        id: `mob-${side}-${key}`,
        label,
        hint,
        value: '',
        parse: (t) => ok(t),
        inputmode: key === 'name' ? 'text' : 'decimal',
        size: key === 'name' ? 14 : 8,
        onInput: () => typed(key, fields.get(key)?.input.value ?? ''),
      }),
    );
  return fields;
}
