/**
 * parseTeam as it was before cells were read as bare texts (issue 34): kept as the reference the fast parser must
 * match on any file, valid or not (test/mfd/teamCsv/parseTeamReference.test.ts).
 */
import { sideArg } from '../../../src/mfd/battleArgs.js';
import { formatMicros, isPlainDecimal, MAX_DECIMAL, MICRO, parseMicros } from '../../../src/core/decimal.js';
import { fail, ok, type Problem, type Result } from '../../../src/core/result.js';
import { suggest } from '../../../src/core/suggest.js';
import { detectSeparator, SEPARATORS } from '../../../src/core/csv/detectSeparator.js';
import { tokenizeCsv, type CsvCell, type CsvRecord } from '../../../src/core/csv/tokenizeCsv.js';
import { BASE_COLUMNS, BUFF_GROUP, type BaseColumn } from '../../../src/mfd/teamCsv/columns.js';
import { fighterFrom, MAX_AOE } from '../../../src/mfd/makeFighter.js';
import type { Buff, Fighter, SideName } from '../../../src/mfd/model.js';
import type { ParsedTeam } from '../../../src/mfd/teamCsv/parseTeam.js';
import { quote } from '../../../src/core/quote.js';

const ALL_COLUMNS: readonly string[] = [...BASE_COLUMNS, ...BUFF_GROUP];

/** The old parseTeam, word for word (one object per cell): what parseTeam must match, result for result. */
export function referenceParseTeam(text: string, file: string, side: SideName): Result<ParsedTeam> {
  sideArg('parseTeam', side);
  if (typeof text !== 'string') throw new TypeError(`parseTeam: text must be a string, got ${typeof text}`);
  const separator = detectSeparator(text);
  const tokens = tokenizeCsv(text, file, separator);
  if (!tokens.ok) return tokens;
  // A spreadsheet writes a formatted but empty row as a row of empty cells: nothing to read there.
  const [headerRecord, ...rows] = tokens.value.filter((r) => r.cells.some((c) => c.text !== ''));
  if (!headerRecord)
    return fail('the file is empty; it needs a header line and at least one fighter', { file, line: 1 });
  const warnings: Problem[] = [];
  if (separator !== ',') {
    warnings.push({
      file,
      line: headerRecord.line,
      message: `read as ${SEPARATORS[separator]}-separated, with decimal commas accepted; the final file is written comma-separated with decimal points`,
    });
  }
  // A side wiped out in an earlier battle is a header alone (the original writes a blank line under it).
  if (rows.length === 0)
    warnings.push({
      file,
      line: headerRecord.line,
      message: 'has no fighters: this side has already lost (no one survived an earlier battle)',
    });

  const headerRead = readHeader(headerRecord.cells, { file, line: headerRecord.line });
  if (!headerRead.ok) return headerRead;
  const { col, baseColumnOrder, buffGroups } = headerRead.value;
  const header = headerRecord.cells;
  const nameAt = col.get('Name')!;
  const names = indexNames(rows, { file, width: header.length, nameAt });
  if (!names.ok) return names;
  const byName = names.value;

  const at: Columns = {
    name: nameAt,
    xp: col.get('XP')!,
    bonusXp: col.get('BonusXP')!,
    bonusHp: col.get('BonusHP')!,
    toHit: col.get('BonusToHit')!,
    toDefend: col.get('BonusToDefend')!,
    aoe: col.get('AOE')!,
    guard: col.get('BodyguardFor')!,
    link: col.get('LinkedTo')!,
  };
  const fighters: Fighter[] = [];
  const read: RowReader = { file, decimalComma: separator !== ',', byName, warnings };
  for (let i = 0; i < rows.length; i++) {
    const f = parseRow(rows[i]!, i, at, buffGroups, read);
    if (!f.ok) return f;
    fighters.push(f.value);
  }

  return ok({
    team: {
      side,
      fighters,
      source: {
        file,
        header: header.map((h) => h.text),
        rows: rows.map((r) => r.cells.map((c) => c.text)),
        lines: rows.map((r) => r.line),
      },
    },
    baseColumnOrder,
    warnings,
  });
}

/** Where each base column is in a row. */
interface Columns {
  name: number;
  xp: number;
  bonusXp: number;
  bonusHp: number;
  toHit: number;
  toDefend: number;
  aoe: number;
  guard: number;
  link: number;
}

/** What reading any row needs: the file (for problems), its number format, every name's row, and the warnings so far. */
interface RowReader {
  file: string;
  decimalComma: boolean;
  byName: ReadonlyMap<string, number>;
  warnings: Problem[];
}

/** One fighter's row, checked, into a fighter (the rules of fighterFrom); references resolved by name in one lookup each. */
function parseRow(
  row: CsvRecord,
  i: number,
  at: Columns,
  buffGroups: readonly number[],
  read: RowReader,
): Result<Fighter> {
  const cells = row.cells;
  const numbers = readNumbers(cells, at, read);
  if (!numbers.ok) return numbers;
  const { xp, bonusXp, bonusHp, toHit, toDefend, aoe } = numbers.value;
  const name = cells[at.name]!.text;
  const buffs = readBuffs(cells, buffGroups, name, read);
  if (!buffs.ok) return buffs;
  // After the buffs, so warnings come in the order they always have: buffs, then BodyguardFor, then LinkedTo.
  const bodyguardFor = reference(cells[at.guard]!, 'BodyguardFor', name, i, read);
  const linkedTo = reference(cells[at.link]!, 'LinkedTo', name, i, read);
  const fighter = fighterFrom({
    name,
    xpMicros: xp,
    bonusXpMicros: bonusXp,
    bonusHp: bonusHp / MICRO,
    bonusToHitMicros: toHit,
    bonusToDefendMicros: toDefend,
    aoe: aoe / MICRO,
    bodyguardFor,
    linkedTo,
    buffs: buffs.value,
  });
  warnIdle(fighter, row, at, read);
  return ok(fighter);
}

/** A row's numbers in millionths, by the column they are read from (the rest hold names). */
type RowNumbers = Record<Exclude<keyof Columns, 'name' | 'guard' | 'link'>, number>;

/** A row's base numbers, checked (AOE within its bound) and, when read with decimal commas, written back with points. */
function readNumbers(cells: CsvCell[], at: Columns, read: RowReader): Result<RowNumbers> {
  const { file, decimalComma } = read;
  const xp = decimal(cells[at.xp]!, 'XP', file, decimalComma);
  if (!xp.ok) return xp;
  const bonusXp = decimal(cells[at.bonusXp]!, 'BonusXP', file, decimalComma);
  if (!bonusXp.ok) return bonusXp;
  const bonusHp = integer(cells[at.bonusHp]!, 'BonusHP', file, decimalComma);
  if (!bonusHp.ok) return bonusHp;
  const toHit = decimal(cells[at.toHit]!, 'BonusToHit', file, decimalComma);
  if (!toHit.ok) return toHit;
  const toDefend = decimal(cells[at.toDefend]!, 'BonusToDefend', file, decimalComma);
  if (!toDefend.ok) return toDefend;
  const aoeCell = cells[at.aoe]!;
  const aoe = integer(aoeCell, 'AOE', file, decimalComma);
  if (!aoe.ok) return aoe;
  if (aoe.value > MAX_AOE * MICRO)
    return fail(`AOE must be at most ${MAX_AOE}, got ${aoeCell.text} (each point of AOE is one more swing a round)`, {
      file,
      line: aoeCell.line,
      column: aoeCell.column,
    });
  if (decimalComma) {
    // The final file is written comma-separated: numbers read with decimal commas go back with decimal points.
    const parsed: [number, number][] = [
      [at.xp, xp.value],
      [at.bonusXp, bonusXp.value],
      [at.bonusHp, bonusHp.value],
      [at.toHit, toHit.value],
      [at.toDefend, toDefend.value],
      [at.aoe, aoe.value],
    ];
    for (const [c, v] of parsed) if (cells[c]!.text !== '') cells[c]!.text = formatMicros(v);
  }
  return ok({
    xp: xp.value,
    bonusXp: bonusXp.value,
    bonusHp: bonusHp.value,
    toHit: toHit.value,
    toDefend: toDefend.value,
    aoe: aoe.value,
  });
}

/** The buffs of `name`'s row, one per buff group that is not blank, their numbers written back with points as above. */
function readBuffs(cells: CsvCell[], buffGroups: readonly number[], name: string, read: RowReader): Result<Buff[]> {
  const { file, decimalComma } = read;
  const buffs: Buff[] = [];
  for (const g of buffGroups) {
    const nameC = cells[g]!,
      whoC = cells[g + 1]!,
      offC = cells[g + 2]!,
      defC = cells[g + 3]!;
    if (nameC.text === '' && whoC.text === '' && offC.text === '' && defC.text === '') continue;
    const off = decimal(offC, 'BuffOffense', file, decimalComma),
      def = decimal(defC, 'BuffDefense', file, decimalComma);
    if (!off.ok) return off;
    if (!def.ok) return def;
    if (decimalComma) {
      if (offC.text !== '') offC.text = formatMicros(off.value);
      if (defC.text !== '') defC.text = formatMicros(def.value);
    }
    buffs.push({
      name: nameC.text,
      targets: buffTargets(whoC, nameC.text, name, read),
      offense: off.value,
      defense: def.value,
    });
  }
  return ok(buffs);
}

/** Warns about a fighter that cannot take part: no HP to start with, or no dice. */
function warnIdle(fighter: Fighter, row: CsvRecord, at: Columns, read: RowReader): void {
  const { file, warnings } = read;
  const cells = row.cells;
  const name = fighter.name;
  if (fighter.startHp <= 0)
    warnings.push({
      file,
      line: row.line,
      column: cells[at.bonusHp]!.column,
      message: `${quote(name)} starts with ${fighter.startHp} HP and takes no part in the battle`,
    });
  if (fighter.totalXpMicros < 0)
    warnings.push({
      file,
      line: row.line,
      column: cells[at.xp]!.column,
      message: `${quote(name)} has a total XP (XP + BonusXP) of ${formatMicros(fighter.totalXpMicros)}: it gets no dice, so it can neither hit nor block`,
    });
}

/** A BodyguardFor or LinkedTo cell as a teammate's index, or -1 (blank, unknown or the fighter itself: the last two with a warning). */
function reference(ref: CsvCell, c: 'BodyguardFor' | 'LinkedTo', name: string, self: number, read: RowReader): number {
  if (ref.text === '') return -1;
  const where = { file: read.file, line: ref.line, column: ref.column };
  const target = read.byName.get(ref.text);
  if (target === undefined) {
    read.warnings.push({
      ...where,
      message: `${c} of ${quote(name)} names ${quote(ref.text)}, who is not in this file; ignored`,
    });
    return -1;
  }
  if (target === self) {
    read.warnings.push({ ...where, message: `${c} of ${quote(name)} names the fighter itself; ignored` });
    return -1;
  }
  return target;
}

/** The teammates a BuffWho cell names, each once in the order first named (a Set, so a list of any length is linear); unknown names are warned about and ignored. */
function buffTargets(whoC: CsvCell, buff: string, name: string, read: RowReader): number[] {
  const targets: number[] = [];
  const seen = new Set<number>();
  for (const part of whoC.text.split(',')) {
    const who = part.trim();
    if (who === '') continue;
    const t = read.byName.get(who);
    if (t === undefined)
      read.warnings.push({
        file: read.file,
        line: whoC.line,
        column: whoC.column,
        message: `BuffWho of buff ${quote(buff)} on ${quote(name)} names ${quote(who)}, who is not in this file; ignored`,
      });
    else if (!seen.has(t)) {
      seen.add(t);
      targets.push(t);
    }
  }
  if (whoC.text === '')
    read.warnings.push({
      file: read.file,
      line: whoC.line,
      column: whoC.column,
      message: `buff ${quote(buff)} on ${quote(name)} has an empty BuffWho; it buffs no one`,
    });
  return targets;
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
  if (v === undefined && isPlainDecimal(text))
    return fail(
      `${column} is too large: at most ${MAX_DECIMAL} (got a ${text.replace(/^[+-]/, '').split('.')[0]!.length}-digit number)`,
      at,
    );
  if (v === undefined) return fail(`${column} must be a number, got ${quote(cell.text)}`, at);
  return ok(v);
}

/** A whole-number cell in millionths (so callers divide by MICRO); blank is 0. */
function integer(cell: CsvCell, column: string, file: string, decimalComma = false): Result<number> {
  const v = decimal(cell, column, file, decimalComma);
  if (v.ok && v.value % MICRO !== 0)
    return fail(`${column} must be a whole number, got ${quote(cell.text)}`, {
      file,
      line: cell.line,
      column: cell.column,
    });
  return v;
}

/** The header read: where each base column is, their order as written, and where each buff group starts. */
interface HeaderLayout {
  col: Map<BaseColumn, number>;
  baseColumnOrder: string[];
  buffGroups: number[];
}

/** Reads the header: the base columns once each, then buff groups of exactly four columns in order. */
function readHeader(header: CsvCell[], where: { file: string; line: number }): Result<HeaderLayout> {
  const { file } = where;
  const col = new Map<BaseColumn, number>();
  const baseColumnOrder: string[] = [];
  const buffGroups: number[] = [];
  for (let c = 0; c < header.length; c++) {
    const cell = header[c]!;
    const at = { file, line: cell.line, column: cell.column };
    const name = cell.text;
    if ((BASE_COLUMNS as readonly string[]).includes(name)) {
      if (col.has(name as BaseColumn)) return fail(`column ${quote(name)} appears twice`, at);
      if (buffGroups.length > 0)
        return fail(`column ${quote(name)} comes after a buff group; buff groups must be the last columns`, at);
      col.set(name as BaseColumn, c);
      baseColumnOrder.push(name);
    } else if (name === BUFF_GROUP[0]) {
      for (let k = 1; k < 4; k++) {
        const got = header[c + k];
        if (got?.text !== BUFF_GROUP[k]) {
          const where = got ? { file, line: got.line, column: got.column } : at;
          return fail(
            `buff columns come in groups of ${BUFF_GROUP.join(',')}; expected '${BUFF_GROUP[k]}' here, found ${got ? `${quote(got.text)}` : 'the end of the line'}`,
            where,
          );
        }
      }
      buffGroups.push(c);
      c += 3;
    } else if ((BUFF_GROUP as readonly string[]).includes(name)) {
      return fail(
        `buff columns come in groups of ${BUFF_GROUP.join(',')}; ${quote(name)} is not preceded by 'BuffName'`,
        at,
      );
    } else {
      const guess = suggest(name, ALL_COLUMNS);
      return fail(
        `unknown column ${quote(name)}${guess ? ` (did you mean '${guess}'?)` : ''}; the columns are ${BASE_COLUMNS.join(',')} then groups of ${BUFF_GROUP.join(',')}`,
        at,
      );
    }
  }
  const missing = BASE_COLUMNS.filter((c) => !col.has(c));
  if (missing.length > 0)
    return fail(`missing column${missing.length > 1 ? 's' : ''} ${missing.map((m) => `'${m}'`).join(', ')}`, where);
  return ok({ col, baseColumnOrder, buffGroups });
}

/**
 * The first pass over the rows: every row padded to the header's width (the original writes an unbuffed fighter's
 * row without its buff columns) and each name's row, so references can be resolved in the second pass.
 */
function indexNames(
  rows: CsvRecord[],
  shape: { file: string; width: number; nameAt: number },
): Result<Map<string, number>> {
  const { file, width, nameAt } = shape;
  const byName = new Map<string, number>();
  for (let i = 0; i < rows.length; i++) {
    const row = rows[i]!;
    if (row.cells.length > width) {
      const extra = row.cells[width];
      return fail(
        `this row has ${row.cells.length} fields but the header has ${width} (is a list of names in BuffWho missing its double quotes?)`,
        { file, line: row.line, column: extra?.column ?? lastColumn(row.cells) },
      );
    }
    // Missing trailing cells are empty cells: the original writes an unbuffed fighter's row without its buff columns.
    const last = row.cells[row.cells.length - 1] as CsvCell;
    while (row.cells.length < width)
      row.cells.push({ text: '', line: last.line, column: last.column + last.text.length + 1 });
    const nameCell = row.cells[nameAt]!;
    if (nameCell.text === '')
      return fail('Name is empty; every fighter needs a name', { file, line: nameCell.line, column: nameCell.column });
    const seen = byName.get(nameCell.text);
    if (seen !== undefined)
      return fail(
        `duplicate name ${quote(nameCell.text)} (also on line ${rows[seen]!.line}); names must be unique within a file`,
        { file, line: nameCell.line, column: nameCell.column },
      );
    byName.set(nameCell.text, i);
  }

  return ok(byName);
}
