/**
 * The sweep the forms ask for, read as `fray mfd sweep` reads its --vary options (the library's parseVary and
 * sweepCell), each problem shown at the field it is about, in the page's words.
 */
import type { Result } from '../../../../../../src/core/index.js';
import { type Teams } from '../../../../../../src/mfd/index.js';
import { gridSize, MAX_POINTS } from '../../../../../../src/mfd/sweep/sweepGrid.js';
import { parseVary, type Vary } from '../../../../../../src/mfd/sweep/parseVary.js';
import { sweepCell, type SweepCell } from '../../../../../../src/mfd/sweep/sweepCell.js';
import { plainWords } from '../../../kit/plainWords.js';
import { fieldsOf, type VaryForm } from './varyForm.js';
import type { VaryFields } from '../setup.js';

/** The varied numbers and the cells they change. */
export interface SweepPlan {
  vars: Vary[];
  cells: SweepCell[];
}

/** The --vary text of a form, as the CLI reads it. */
function varyText(f: VaryFields): string {
  return `${f.side}:${f.fighter}:${f.column}${f.buff.trim() === '' ? '' : `@${f.buff.trim()}`}=${f.values}`;
}

/** Shows a problem of a variable under its box, and marks the field it is about (the values unless it names another). */
function flag(v: VaryForm, message: string | undefined): void {
  v.values.show(undefined);
  for (const s of [v.fighter, v.buff]) s.removeAttribute('aria-invalid');
  v.message.hidden = message === undefined;
  v.message.textContent = message === undefined ? '' : plainWords(message);
  if (message === undefined) return;
  if (/fighter/.test(message)) v.fighter.setAttribute('aria-invalid', 'true');
  else if (/buff/i.test(message)) v.buff.setAttribute('aria-invalid', 'true');
  else v.values.show(message);
}

/** One form read: its variable and cell, or undefined (blank second form), or false (a problem, shown). */
function readOne(teams: Teams, f: VaryForm, k: number): { v: Vary; c: SweepCell } | undefined | false {
  flag(f, undefined);
  const fields = fieldsOf(f);
  if (k === 1 && fields.values.trim() === '') return undefined;
  const v = parseVary(varyText(fields));
  const c: Result<SweepCell> = v.ok ? sweepCell(teams, v.value) : v;
  if (v.ok && c.ok) return { v: v.value, c: c.value };
  flag(f, (c.ok ? (v as { ok: false; problem: { message: string } }) : c).problem.message);
  return false;
}

/** The plan of both forms, or undefined after showing each problem at its field. */
export function readSweep(teams: Teams, forms: readonly VaryForm[]): SweepPlan | undefined {
  const read = forms.map((f, k) => readOne(teams, f, k));
  if (read.includes(false)) return undefined;
  const got = read.filter((r): r is { v: Vary; c: SweepCell } => r !== undefined && r !== false);
  const [a, b] = got.map((g) => g.c);
  if (a && b && a.side === b.side && a.row === b.row && a.column === b.column) {
    flag(forms[1] as VaryForm, 'Values: both numbers are the same number of the same fighter');
    return undefined;
  }
  const vars = got.map((g) => g.v);
  const size = gridSize(vars);
  if (size > MAX_POINTS) {
    flag(
      forms[vars.length - 1] as VaryForm,
      `Values: ${size} points; a sweep has at most ${MAX_POINTS} (take larger steps)`,
    );
    return undefined;
  }
  return { vars, cells: got.map((g) => g.c) };
}
