/**
 * `--vary SIDE:FIGHTER:COLUMN=FROM..TO:STEP` (or `=V1,V2,...`): one number of one fighter and the values a sweep
 * gives it, held exactly in millionths so 0..0.5:0.1 is 0, 0.1, ..., 0.5 and never 0.30000000000000004.
 */
import { formatMicros, MICRO, parseMicros } from '../../core/decimal.js';
import { fail, ok, type Result } from '../../core/result.js';
import { suggest } from '../../core/suggest.js';
import { quote } from '../../core/quote.js';
import type { Side } from '../../core/side.js';

/** The columns a sweep may vary: every number of a team file (a buff's by the buff's name). */
export const SWEEP_COLUMNS = [
  'XP',
  'BonusXP',
  'BonusHP',
  'BonusToHit',
  'BonusToDefend',
  'AOE',
  'BuffOffense',
  'BuffDefense',
] as const;
/** A column a sweep may vary. */
export type SweepColumn = (typeof SWEEP_COLUMNS)[number];
/** Columns that hold whole numbers only. */
const WHOLE: readonly SweepColumn[] = ['BonusHP', 'AOE'];
/** Most values one variable may take. */
export const MAX_VALUES = 201;

/** One varied number: whose, which column (and buff), and its values in millionths, in the order given. */
export interface Vary {
  /** The option as written, for messages. */
  text: string;
  /** A short name for tables and charts: "Kaito BonusToHit", "Captain Ren BuffOffense@Rally". */
  label: string;
  side: Side;
  fighter: string;
  column: SweepColumn;
  /** For BuffOffense and BuffDefense: the buff's name, when the fighter has more than one. */
  buff?: string;
  values: number[];
}

const USAGE =
  'expected SIDE:FIGHTER:COLUMN=FROM..TO:STEP or SIDE:FIGHTER:COLUMN=V1,V2,..., such as heroes:Kaito:BonusToHit=0..0.5:0.1';

/** Parses one `--vary` value; a problem quotes it and says what is wrong. */
export function parseVary(text: string): Result<Vary> {
  const bad = (why: string) => fail<Vary>(`--vary ${quote(text)}: ${why}`);
  const eq = text.indexOf('=');
  if (eq < 0) return bad(`no '=' before the values; ${USAGE}`);
  const target = text.slice(0, eq),
    range = text.slice(eq + 1).trim();
  const first = target.indexOf(':'),
    last = target.lastIndexOf(':');
  if (first < 0 || first === last) return bad(`name a side, a fighter and a column; ${USAGE}`);
  const sideName = target.slice(0, first).trim().toLowerCase();
  const side: Side | undefined = sideName === 'heroes' ? 0 : sideName === 'villains' ? 1 : undefined;
  if (side === undefined) return bad(`the side must be heroes or villains, got ${quote(target.slice(0, first))}`);
  const fighter = target.slice(first + 1, last).trim();
  if (fighter === '') return bad("the fighter's name is empty");
  const columnText = target.slice(last + 1).trim();
  const at = columnText.indexOf('@');
  const columnName = at < 0 ? columnText : columnText.slice(0, at);
  const buff = at < 0 ? undefined : columnText.slice(at + 1).trim();
  const column = SWEEP_COLUMNS.find((c) => c === columnName);
  if (column === undefined) {
    const hint = suggest(columnName, SWEEP_COLUMNS);
    return bad(
      `${quote(columnName)} is not a column a sweep can vary${hint ? ` (did you mean '${hint}'?)` : ''}; the columns are ${SWEEP_COLUMNS.join(', ')}`,
    );
  }
  if (buff !== undefined && column !== 'BuffOffense' && column !== 'BuffDefense')
    return bad(`'@${buff}' names a buff, but ${column} is not a buff's column`);
  if (buff === '') return bad("the buff's name after '@' is empty");

  const values = range.includes('..') ? rangeValues(range) : listValues(range);
  if (!values.ok) return bad(values.problem.message);
  if (WHOLE.includes(column)) {
    const frac = values.value.find((v) => v % MICRO !== 0);
    if (frac !== undefined) return bad(`${column} takes whole numbers, and ${formatMicros(frac)} is not one`);
  }
  const label = `${fighter} ${column}${buff === undefined ? '' : `@${buff}`}`;
  return ok({ text, label, side, fighter, column, ...(buff === undefined ? {} : { buff }), values: values.value });
}

function decimal(s: string, what: string): Result<number> {
  const v = parseMicros(s.trim());
  return v === undefined ? fail(`${what} ${quote(s)} is not a plain decimal number`) : ok(v);
}

/** FROM..TO:STEP: FROM, FROM + STEP, ... up to TO (TO itself only when a whole number of steps away). */
function rangeValues(range: string): Result<number[]> {
  const m = /^([^.:]*(?:\.[^.:]*)?)\.\.([^:]*)(?::(.*))?$/.exec(range);
  if (!m) return fail(`${quote(range)} is not FROM..TO:STEP`);
  const from = decimal(m[1] ?? '', 'the start');
  if (!from.ok) return from;
  const to = decimal(m[2] ?? '', 'the end');
  if (!to.ok) return to;
  if (m[3] === undefined) return fail(`the range ${quote(range)} needs a step, as in ${m[1]}..${m[2]}:STEP`);
  const step = decimal(m[3], 'the step');
  if (!step.ok) return step;
  if (step.value <= 0) return fail(`the step must be more than 0, got ${m[3]}`);
  if (to.value < from.value) return fail(`the range runs backwards (${m[1]} is more than ${m[2]})`);
  const count = Math.floor((to.value - from.value) / step.value) + 1;
  if (count > MAX_VALUES) return fail(`the range gives ${count} values; at most ${MAX_VALUES} (take a larger step)`);
  return ok(Array.from({ length: count }, (_, i) => from.value + i * step.value));
}

/** V1,V2,...: the values in the order given, each once. */
function listValues(range: string): Result<number[]> {
  const parts = range.split(',');
  if (parts.length > MAX_VALUES) return fail(`${parts.length} values; at most ${MAX_VALUES}`);
  const out: number[] = [];
  for (const p of parts) {
    const v = decimal(p, 'the value');
    if (!v.ok) return v;
    if (out.includes(v.value)) return fail(`the value ${p.trim()} is given twice`);
    out.push(v.value);
  }
  return ok(out);
}
