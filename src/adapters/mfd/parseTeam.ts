/** Reads one Marked for Death team file (CSV text) into a Team, with warnings for references it ignores. */
import { formatMicros, isPlainDecimal, MAX_DECIMAL, MICRO, parseMicros } from '../../core/decimal.js';
import { fail, ok, type Problem, type Result } from '../../core/result.js';
import { suggest } from '../../core/suggest.js';
import { detectSeparator, SEPARATORS } from '../csv/detectSeparator.js';
import { tokenizeCsv, type CsvCell } from '../csv/tokenizeCsv.js';
import { BASE_COLUMNS, BUFF_GROUP, type BaseColumn } from './columns.js';
import { BASE_HP } from '../../mfd/constants.js';
import type { Buff, Fighter, SideName, Team } from '../../mfd/model.js';

/** The most swings an attacker may make a round: the work of a round grows with it, and no army needs more. */
export const MAX_AOE = 1_000_000;

/** A parsed team, the order of its base columns (the two files must agree), and what was ignored. */
export interface ParsedTeam {
  team: Team;
  baseColumnOrder: string[];
  warnings: Problem[];
}

const ALL_COLUMNS: readonly string[] = [...BASE_COLUMNS, ...BUFF_GROUP];

/** Parses a team file's text; `file` names it in problems. Every problem carries a line and, where known, a column. */
export function parseTeam(text: string, file: string, side: SideName): Result<ParsedTeam> {
  const separator = detectSeparator(text);
  const tokens = tokenizeCsv(text, file, separator);
  if (!tokens.ok) return tokens;
  // A spreadsheet writes a formatted but empty row as a row of empty cells: nothing to read there.
  const [headerRecord, ...rows] = tokens.value.filter((r) => r.cells.some((c) => c.text !== ''));
  if (!headerRecord) return fail('the file is empty; it needs a header line and at least one fighter', { file, line: 1 });
  const warnings: Problem[] = [];
  if (separator !== ',') {
    warnings.push({ file, line: headerRecord.line, message: `read as ${SEPARATORS[separator]}-separated, with decimal commas accepted; the final file is written comma-separated with decimal points` });
  }
  // A side wiped out in an earlier battle is a header alone (the original writes a blank line under it).
  if (rows.length === 0) warnings.push({ file, line: headerRecord.line, message: 'has no fighters: this side has already lost (no one survived an earlier battle)' });

  // Header: the base columns once each, then buff groups of exactly four columns in order.
  const header = headerRecord.cells;
  const col = new Map<BaseColumn, number>();
  const baseColumnOrder: string[] = [];
  const buffGroups: number[] = [];
  for (let c = 0; c < header.length; c++) {
    const cell = header[c]!;
    const at = { file, line: cell.line, column: cell.column };
    const name = cell.text;
    if ((BASE_COLUMNS as readonly string[]).includes(name)) {
      if (col.has(name as BaseColumn)) return fail(`column '${name}' appears twice`, at);
      if (buffGroups.length > 0) return fail(`column '${name}' comes after a buff group; buff groups must be the last columns`, at);
      col.set(name as BaseColumn, c);
      baseColumnOrder.push(name);
    } else if (name === BUFF_GROUP[0]) {
      for (let k = 1; k < 4; k++) {
        const got = header[c + k];
        if (got?.text !== BUFF_GROUP[k]) {
          const where = got ? { file, line: got.line, column: got.column } : at;
          return fail(`buff columns come in groups of ${BUFF_GROUP.join(',')}; expected '${BUFF_GROUP[k]}' here, found ${got ? `'${got.text}'` : 'the end of the line'}`, where);
        }
      }
      buffGroups.push(c);
      c += 3;
    } else if ((BUFF_GROUP as readonly string[]).includes(name)) {
      return fail(`buff columns come in groups of ${BUFF_GROUP.join(',')}; '${name}' is not preceded by 'BuffName'`, at);
    } else {
      const guess = suggest(name, ALL_COLUMNS);
      return fail(`unknown column '${name}'${guess ? ` (did you mean '${guess}'?)` : ''}; the columns are ${BASE_COLUMNS.join(',')} then groups of ${BUFF_GROUP.join(',')}`, at);
    }
  }
  const missing = BASE_COLUMNS.filter((c) => !col.has(c));
  if (missing.length > 0) return fail(`missing column${missing.length > 1 ? 's' : ''} ${missing.map((m) => `'${m}'`).join(', ')}`, { file, line: headerRecord.line });

  // First pass: names, so references can be resolved in the second.
  const byName = new Map<string, number>();
  for (const [i, row] of rows.entries()) {
    if (row.cells.length > header.length) {
      const extra = row.cells[header.length];
      return fail(`this row has ${row.cells.length} fields but the header has ${header.length} (is a list of names in BuffWho missing its double quotes?)`, { file, line: row.line, column: extra?.column ?? lastColumn(row.cells) });
    }
    // Missing trailing cells are empty cells: the original writes an unbuffed fighter's row without its buff columns.
    const last = row.cells[row.cells.length - 1] as CsvCell;
    while (row.cells.length < header.length) row.cells.push({ text: '', line: last.line, column: last.column + last.text.length + 1 });
    const nameCell = row.cells[col.get('Name')!]!;
    if (nameCell.text === '') return fail('Name is empty; every fighter needs a name', { file, line: nameCell.line, column: nameCell.column });
    const seen = byName.get(nameCell.text);
    if (seen !== undefined) return fail(`duplicate name '${nameCell.text}' (also on line ${rows[seen]!.line}); names must be unique within a file`, { file, line: nameCell.line, column: nameCell.column });
    byName.set(nameCell.text, i);
  }

  const fighters: Fighter[] = [];
  const decimalComma = separator !== ',';
  for (const [i, row] of rows.entries()) {
    const cell = (c: BaseColumn) => row.cells[col.get(c)!]!;
    const num = (c: BaseColumn): Result<number> => decimal(cell(c), c, file, decimalComma);
    const whole = (c: BaseColumn): Result<number> => integer(cell(c), c, file, decimalComma);
    const xp = num('XP');
    if (!xp.ok) return xp;
    const bonusXp = num('BonusXP');
    if (!bonusXp.ok) return bonusXp;
    const bonusHp = whole('BonusHP');
    if (!bonusHp.ok) return bonusHp;
    const toHit = num('BonusToHit');
    if (!toHit.ok) return toHit;
    const toDefend = num('BonusToDefend');
    if (!toDefend.ok) return toDefend;
    const aoe = whole('AOE');
    if (!aoe.ok) return aoe;
    if (aoe.value > MAX_AOE * MICRO) return fail(`AOE must be at most ${MAX_AOE}, got ${cell('AOE').text} (each point of AOE is one more swing a round)`, { file, line: cell('AOE').line, column: cell('AOE').column });
    if (decimalComma) {
      // The final file is written comma-separated: numbers read with decimal commas go back with decimal points.
      const parsed: [BaseColumn, number][] = [['XP', xp.value], ['BonusXP', bonusXp.value], ['BonusHP', bonusHp.value], ['BonusToHit', toHit.value], ['BonusToDefend', toDefend.value], ['AOE', aoe.value]];
      for (const [c, v] of parsed) if (cell(c).text !== '') cell(c).text = formatMicros(v);
    }
    const name = cell('Name').text;
    const reference = (c: 'BodyguardFor' | 'LinkedTo'): number => {
      const ref = cell(c);
      if (ref.text === '') return -1;
      const at = { file, line: ref.line, column: ref.column };
      const target = byName.get(ref.text);
      if (target === undefined) {
        warnings.push({ ...at, message: `${c} of '${name}' names '${ref.text}', who is not in this file; ignored` });
        return -1;
      }
      if (target === i) {
        warnings.push({ ...at, message: `${c} of '${name}' names the fighter itself; ignored` });
        return -1;
      }
      return target;
    };
    const buffs: Buff[] = [];
    for (const g of buffGroups) {
      const [nameC, whoC, offC, defC] = [0, 1, 2, 3].map((k) => row.cells[g + k]!) as [CsvCell, CsvCell, CsvCell, CsvCell];
      if (nameC.text === '' && whoC.text === '' && offC.text === '' && defC.text === '') continue;
      const off = decimal(offC, 'BuffOffense', file, decimalComma), def = decimal(defC, 'BuffDefense', file, decimalComma);
      if (!off.ok) return off;
      if (!def.ok) return def;
      if (decimalComma) {
        if (offC.text !== '') offC.text = formatMicros(off.value);
        if (defC.text !== '') defC.text = formatMicros(def.value);
      }
      const targets: number[] = [];
      for (const who of whoC.text.split(',').map((s) => s.trim()).filter((s) => s !== '')) {
        const t = byName.get(who);
        if (t === undefined) warnings.push({ file, line: whoC.line, column: whoC.column, message: `BuffWho of buff '${nameC.text}' on '${name}' names '${who}', who is not in this file; ignored` });
        else if (!targets.includes(t)) targets.push(t);
      }
      if (whoC.text === '') warnings.push({ file, line: whoC.line, column: whoC.column, message: `buff '${nameC.text}' on '${name}' has an empty BuffWho; it buffs no one` });
      buffs.push({ name: nameC.text, targets, offense: off.value, defense: def.value });
    }
    fighters.push({
      name,
      totalXpMicros: xp.value + bonusXp.value,
      startHp: BASE_HP + bonusHp.value / MICRO,
      bonusToHit: toHit.value,
      bonusToDefend: toDefend.value,
      aoe: Math.max(1, aoe.value / MICRO || 1),
      bodyguardFor: reference('BodyguardFor'),
      linkedTo: reference('LinkedTo'),
      buffs,
    });
    if (fighters[i]!.startHp <= 0) warnings.push({ file, line: row.line, column: cell('BonusHP').column, message: `'${name}' starts with ${fighters[i]!.startHp} HP and takes no part in the battle` });
    if (xp.value + bonusXp.value < 0) warnings.push({ file, line: row.line, column: cell('XP').column, message: `'${name}' has a total XP (XP + BonusXP) of ${formatMicros(xp.value + bonusXp.value)}: it gets no dice, so it can neither hit nor block` });
  }

  return ok({
    team: { side, fighters, source: { file, header: header.map((h) => h.text), rows: rows.map((r) => r.cells.map((c) => c.text)), lines: rows.map((r) => r.line) } },
    baseColumnOrder,
    warnings,
  });
}

function lastColumn(cells: CsvCell[]): number | undefined {
  return cells[cells.length - 1]?.column;
}

/** A decimal cell in millionths; blank is 0. With `decimalComma`, "0,15" reads as 0.15. */
function decimal(cell: CsvCell, column: string, file: string, decimalComma = false): Result<number> {
  if (cell.text === '') return ok(0);
  const text = decimalComma ? cell.text.replace(',', '.') : cell.text;
  const v = parseMicros(text);
  const at = { file, line: cell.line, column: cell.column };
  if (v === undefined && isPlainDecimal(text)) return fail(`${column} is too large: at most ${MAX_DECIMAL} (got a ${text.replace(/^[+-]/, '').split('.')[0]!.length}-digit number)`, at);
  if (v === undefined) return fail(`${column} must be a number, got '${cell.text}'`, at);
  return ok(v);
}

/** A whole-number cell in millionths (so callers divide by MICRO); blank is 0. */
function integer(cell: CsvCell, column: string, file: string, decimalComma = false): Result<number> {
  const v = decimal(cell, column, file, decimalComma);
  if (v.ok && v.value % MICRO !== 0) return fail(`${column} must be a whole number, got '${cell.text}'`, { file, line: cell.line, column: cell.column });
  return v;
}
