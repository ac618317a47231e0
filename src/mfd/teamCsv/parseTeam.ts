/** Reads one Marked for Death team file (CSV text) into a Team, with warnings for references it ignores. */
import { sideArg } from '../battleArgs.js';
import { formatMicros, isPlainDecimal, MAX_DECIMAL, MICRO, parseMicros } from '../../core/decimal.js';
import { fail, ok, type Place, type Problem, type Result } from '../../core/result.js';
import { suggest } from '../../core/suggest.js';
import { detectSeparator, SEPARATORS } from '../../core/csv/detectSeparator.js';
import { csvCellPlace, csvTexts, type CsvTexts } from '../../core/csv/csvTexts.js';
import { BASE_COLUMNS, BUFF_GROUP, type BaseColumn } from './columns.js';
import { fighterFrom, MAX_AOE } from '../makeFighter.js';
import type { Buff, Fighter, SideName, Team } from '../model.js';
import { cellMicros } from './cellMicros.js';
import { quote } from '../../core/quote.js';

export { MAX_AOE } from '../makeFighter.js';

/**
 * A team read from its file, the order of its base columns, and warnings about references that were ignored.
 * @category Team files
 */
export interface ParsedTeam {
  /** The team, its cells kept for `formatTeam`. */
  team: Team;
  /** The columns before the buff groups, in the file's order (both teams must agree). */
  baseColumnOrder: string[];
  /** References to unknown names, ignored as the original simulator ignores them. */
  warnings: Problem[];
}

const ALL_COLUMNS: readonly string[] = [...BASE_COLUMNS, ...BUFF_GROUP];

/**
 * Reads one team file's text (the original simulator's CSV columns: Name, XP, BonusXP, BonusHP, BonusToHit,
 * BonusToDefend, AOE, BodyguardFor, LinkedTo, then buff groups), or a problem naming the file, line and column.
 *
 * @param file - the file's name, for problems
 * @param side - which side the team fights on
 * @example
 * ```ts
 * import { parseTeam } from 'fray/mfd';
 *
 * const text = 'Name,XP,BonusXP,BonusHP,BonusToHit,BonusToDefend,AOE,BodyguardFor,LinkedTo\nKaito,6000,,1.5,0.7,0.2,,,\n';
 * const r = parseTeam(text, 'heroes.csv', 'heroes');
 * console.log(r.ok ? 'ok' : `${r.problem.file}:${r.problem.line}:${r.problem.column}: ${r.problem.message}`);
 * //> heroes.csv:2:13: BonusHP must be a whole number, got '1.5'
 * ```
 * @category Team files
 */
export function parseTeam(text: string, file: string, side: SideName): Result<ParsedTeam> {
  sideArg('parseTeam', side);
  if (typeof text !== 'string') throw new TypeError(`parseTeam: text must be a string, got ${typeof text}`);
  const separator = detectSeparator(text);
  const tokens = csvTexts(text, file, separator);
  if (!tokens.ok) return tokens;
  // A spreadsheet writes a formatted but empty row as a row of empty cells: nothing to read there.
  const csv = withoutEmptyRows(tokens.value);
  const [header, ...rows] = csv.records;
  if (!header) return fail('the file is empty; it needs a header line and at least one fighter', { file, line: 1 });
  const lines = csv.lines.slice(1);
  const where = new Places(text, csv, file, separator);
  const warnings: Problem[] = [];
  if (separator !== ',') {
    warnings.push({
      file,
      line: csv.lines[0]!,
      message: `read as ${SEPARATORS[separator]}-separated, with decimal commas accepted; the final file is written comma-separated with decimal points`,
    });
  }
  // A side wiped out in an earlier battle is a header alone (the original writes a blank line under it).
  if (rows.length === 0)
    warnings.push({
      file,
      line: csv.lines[0]!,
      message: 'has no fighters: this side has already lost (no one survived an earlier battle)',
    });

  const headerRead = readHeader(header, where, csv.lines[0]!);
  if (!headerRead.ok) return headerRead;
  const { col, baseColumnOrder, buffGroups } = headerRead.value;
  const nameAt = col.get('Name')!;
  const names = indexNames(rows, lines, { where, width: header.length, nameAt });
  if (!names.ok) return names;

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
  const fighters: Fighter[] = new Array<Fighter>(rows.length);
  const read: RowReader = {
    where,
    decimalComma: separator !== ',',
    byName: names.value,
    warnings,
    record: 0,
    numbers: [0, 0, 0, 0, 0, 0],
  };
  for (let i = 0; i < rows.length; i++) {
    const f = parseRow(rows[i]!, i, at, buffGroups, read);
    if (isFailed(f)) return f;
    fighters[i] = f;
  }
  return ok({ team: { side, fighters, source: { file, header, rows, lines } }, baseColumnOrder, warnings });
}

/** The records that hold at least one non-empty cell, with their lines and extents. */
function withoutEmptyRows(csv: CsvTexts): CsvTexts {
  const kept: CsvTexts = { records: [], lines: [], starts: [], ends: [] };
  for (let r = 0; r < csv.records.length; r++) {
    const cells = csv.records[r]!;
    let k = 0;
    while (k < cells.length && cells[k] === '') k++;
    if (k === cells.length) continue;
    kept.records.push(cells);
    kept.lines.push(csv.lines[r]!);
    kept.starts.push(csv.starts[r]!);
    kept.ends.push(csv.ends[r]!);
  }
  return kept;
}

/**
 * Where a file's cells are, for messages: record 0 is the header, record r + 1 the row r. Worked out only when a
 * problem or warning names a cell (csvCellPlace reads that record again).
 */
class Places {
  constructor(
    private readonly text: string,
    private readonly csv: CsvTexts,
    readonly file: string,
    private readonly separator: string,
  ) {}

  /** The file, line and column of cell `cell` of record `record`. */
  cell(record: number, cell: number): Place {
    const p = csvCellPlace(this.text, this.csv, record, cell, this.separator);
    return { file: this.file, line: p.line, column: p.column };
  }

  /** The file, the record's own line, and the column of cell `cell` (what a message about the whole row gives). */
  row(record: number, cell: number): Place {
    return { file: this.file, line: this.csv.lines[record]!, column: this.cell(record, cell).column };
  }
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

/** What reading any row needs: where cells are (for problems), the number format, every name's row, the warnings so far, and a scratch row of numbers. */
interface RowReader {
  where: Places;
  decimalComma: boolean;
  byName: ReadonlyMap<string, number>;
  warnings: Problem[];
  /** The record being read (the row's index + 1: record 0 is the header). */
  record: number;
  /** XP, BonusXP, BonusHP, BonusToHit, BonusToDefend, AOE of the row being read, in millionths. */
  numbers: number[];
}

/** A failed read, as parseRow and its helpers return it (a fighter or a buff list otherwise, never wrapped). */
type Failed = Extract<Result<never>, { ok: false }>;

function failed(message: string, place: Place): Failed {
  return fail(message, place) as Failed;
}

function isFailed(x: object): x is Failed {
  return (x as { ok?: unknown }).ok === false;
}

/** One fighter's row, checked, into a fighter (the rules of fighterFrom); references resolved by name in one lookup each. */
function parseRow(
  cells: string[],
  i: number,
  at: Columns,
  buffGroups: readonly number[],
  read: RowReader,
): Fighter | Failed {
  read.record = i + 1;
  const bad = readNumbers(cells, i + 1, at, read);
  if (bad !== undefined) return bad;
  // Indexed, not destructured: array destructuring runs the iterator protocol, slow in code not yet compiled.
  const n = read.numbers;
  const name = cells[at.name]!;
  const buffs = readBuffs(cells, i + 1, buffGroups, name, read);
  if (isFailed(buffs)) return buffs;
  // After the buffs, so warnings come in the order they always have: buffs, then BodyguardFor, then LinkedTo.
  const bodyguardFor = reference(cells, at.guard, 'BodyguardFor', name, read);
  const linkedTo = reference(cells, at.link, 'LinkedTo', name, read);
  const fighter = fighterFrom({
    name,
    xpMicros: n[0]!,
    bonusXpMicros: n[1]!,
    bonusHp: n[2]! / MICRO,
    bonusToHitMicros: n[3]!,
    bonusToDefendMicros: n[4]!,
    aoe: n[5]! / MICRO,
    bodyguardFor,
    linkedTo,
    buffs,
  });
  warnIdle(fighter, i + 1, at, read);
  return fighter;
}

/** The base columns read as numbers, in the order of RowReader.numbers, and whether each must be whole. */
const NUMBER_COLUMNS: readonly (readonly [keyof Columns, string, boolean])[] = [
  ['xp', 'XP', false],
  ['bonusXp', 'BonusXP', false],
  ['bonusHp', 'BonusHP', true],
  ['toHit', 'BonusToHit', false],
  ['toDefend', 'BonusToDefend', false],
  ['aoe', 'AOE', true],
];

/**
 * Reads a row's base numbers into `read.numbers` (AOE checked against its bound) and, when read with decimal commas,
 * writes them back with points; undefined, or the first problem.
 */
function readNumbers(cells: string[], record: number, at: Columns, read: RowReader): Failed | undefined {
  const { decimalComma, numbers } = read;
  for (let k = 0; k < NUMBER_COLUMNS.length; k++) {
    const spec = NUMBER_COLUMNS[k]!;
    const c = at[spec[0]],
      whole = spec[2];
    const v = cellMicros(cells[c]!, decimalComma ? ',' : '.');
    if (v === undefined || (whole && v % MICRO !== 0))
      return numberProblem(cells[c]!, spec[1], whole, decimalComma, read.where.cell(record, c));
    numbers[k] = v;
  }
  if (numbers[5]! > MAX_AOE * MICRO)
    return failed(
      `AOE must be at most ${MAX_AOE}, got ${cells[at.aoe]!} (each point of AOE is one more swing a round)`,
      read.where.cell(record, at.aoe),
    );
  // The final file is written comma-separated: numbers read with decimal commas go back with decimal points.
  if (decimalComma)
    for (let k = 0; k < NUMBER_COLUMNS.length; k++) {
      const c = at[NUMBER_COLUMNS[k]![0]];
      if (cells[c] !== '') cells[c] = formatMicros(numbers[k]!);
    }
  return undefined;
}

/** The buffs of `name`'s row, one per buff group that is not blank, their numbers written back with points as above. */
function readBuffs(
  cells: string[],
  record: number,
  buffGroups: readonly number[],
  name: string,
  read: RowReader,
): Buff[] | Failed {
  const { decimalComma } = read;
  const buffs: Buff[] = [];
  for (const g of buffGroups) {
    const buffName = cells[g]!,
      who = cells[g + 1]!,
      offText = cells[g + 2]!,
      defText = cells[g + 3]!;
    if (buffName === '' && who === '' && offText === '' && defText === '') continue;
    const offense = cellMicros(offText, decimalComma ? ',' : '.'),
      defense = cellMicros(defText, decimalComma ? ',' : '.');
    if (offense === undefined)
      return numberProblem(offText, 'BuffOffense', false, decimalComma, read.where.cell(record, g + 2));
    if (defense === undefined)
      return numberProblem(defText, 'BuffDefense', false, decimalComma, read.where.cell(record, g + 3));
    if (decimalComma) {
      if (offText !== '') cells[g + 2] = formatMicros(offense);
      if (defText !== '') cells[g + 3] = formatMicros(defense);
    }
    buffs.push({ name: buffName, targets: buffTargets(who, g + 1, buffName, name, read), offense, defense });
  }
  return buffs;
}

/** Warns about a fighter that cannot take part: no HP to start with, or no dice. */
function warnIdle(fighter: Fighter, record: number, at: Columns, read: RowReader): void {
  const name = fighter.name;
  if (fighter.startHp <= 0)
    read.warnings.push({
      ...read.where.row(record, at.bonusHp),
      message: `${quote(name)} starts with ${fighter.startHp} HP and takes no part in the battle`,
    });
  if (fighter.totalXpMicros < 0)
    read.warnings.push({
      ...read.where.row(record, at.xp),
      message: `${quote(name)} has a total XP (XP + BonusXP) of ${formatMicros(fighter.totalXpMicros)}: it gets no dice, so it can neither hit nor block`,
    });
}

/** A BodyguardFor or LinkedTo cell as a teammate's index, or -1 (blank, unknown or the fighter itself: the last two with a warning). */
function reference(
  cells: string[],
  column: number,
  c: 'BodyguardFor' | 'LinkedTo',
  name: string,
  read: RowReader,
): number {
  const ref = cells[column]!;
  if (ref === '') return -1;
  const target = read.byName.get(ref);
  if (target === undefined) {
    read.warnings.push({
      ...read.where.cell(read.record, column),
      message: `${c} of ${quote(name)} names ${quote(ref)}, who is not in this file; ignored`,
    });
    return -1;
  }
  if (target === read.record - 1) {
    read.warnings.push({
      ...read.where.cell(read.record, column),
      message: `${c} of ${quote(name)} names the fighter itself; ignored`,
    });
    return -1;
  }
  return target;
}

/** The teammates a BuffWho cell names, each once in the order first named (a Set, so a list of any length is linear); unknown names are warned about and ignored. */
function buffTargets(who: string, column: number, buff: string, name: string, read: RowReader): number[] {
  const targets: number[] = [];
  const seen = new Set<number>();
  for (const part of who.split(',')) {
    const teammate = part.trim();
    if (teammate === '') continue;
    const t = read.byName.get(teammate);
    if (t === undefined)
      read.warnings.push({
        ...read.where.cell(read.record, column),
        message: `BuffWho of buff ${quote(buff)} on ${quote(name)} names ${quote(teammate)}, who is not in this file; ignored`,
      });
    else if (!seen.has(t)) {
      seen.add(t);
      targets.push(t);
    }
  }
  if (who === '')
    read.warnings.push({
      ...read.where.cell(read.record, column),
      message: `buff ${quote(buff)} on ${quote(name)} has an empty BuffWho; it buffs no one`,
    });
  return targets;
}

/** The problem with a number cell that did not read (cellMicros gave undefined, or a fraction where a whole number goes). */
function numberProblem(cell: string, column: string, whole: boolean, decimalComma: boolean, at: Place): Failed {
  const text = decimalComma ? cell.replace(',', '.') : cell;
  const v = parseMicros(text);
  if (v === undefined && isPlainDecimal(text))
    return failed(
      `${column} is too large: at most ${MAX_DECIMAL} (got a ${text.replace(/^[+-]/, '').split('.')[0]!.length}-digit number)`,
      at,
    );
  if (v === undefined) return failed(`${column} must be a number, got ${quote(cell)}`, at);
  if (whole) return failed(`${column} must be a whole number, got ${quote(cell)}`, at);
  throw new Error(`numberProblem: ${quote(cell)} reads as a number`);
}

/** The header read: where each base column is, their order as written, and where each buff group starts. */
interface HeaderLayout {
  col: Map<BaseColumn, number>;
  baseColumnOrder: string[];
  buffGroups: number[];
}

/** Reads the header (record 0): the base columns once each, then buff groups of exactly four columns in order. */
function readHeader(header: string[], where: Places, line: number): Result<HeaderLayout> {
  const col = new Map<BaseColumn, number>();
  const baseColumnOrder: string[] = [];
  const buffGroups: number[] = [];
  for (let c = 0; c < header.length; c++) {
    const name = header[c]!;
    if ((BASE_COLUMNS as readonly string[]).includes(name)) {
      if (col.has(name as BaseColumn)) return fail(`column ${quote(name)} appears twice`, where.cell(0, c));
      if (buffGroups.length > 0)
        return fail(
          `column ${quote(name)} comes after a buff group; buff groups must be the last columns`,
          where.cell(0, c),
        );
      col.set(name as BaseColumn, c);
      baseColumnOrder.push(name);
    } else if (name === BUFF_GROUP[0]) {
      for (let k = 1; k < 4; k++) {
        const got = header[c + k];
        if (got !== BUFF_GROUP[k]) {
          return fail(
            `buff columns come in groups of ${BUFF_GROUP.join(',')}; expected '${BUFF_GROUP[k]}' here, found ${got !== undefined ? `${quote(got)}` : 'the end of the line'}`,
            where.cell(0, got !== undefined ? c + k : c),
          );
        }
      }
      buffGroups.push(c);
      c += 3;
    } else if ((BUFF_GROUP as readonly string[]).includes(name)) {
      return fail(
        `buff columns come in groups of ${BUFF_GROUP.join(',')}; ${quote(name)} is not preceded by 'BuffName'`,
        where.cell(0, c),
      );
    } else {
      const guess = suggest(name, ALL_COLUMNS);
      return fail(
        `unknown column ${quote(name)}${guess ? ` (did you mean '${guess}'?)` : ''}; the columns are ${BASE_COLUMNS.join(',')} then groups of ${BUFF_GROUP.join(',')}`,
        where.cell(0, c),
      );
    }
  }
  const missing = BASE_COLUMNS.filter((c) => !col.has(c));
  if (missing.length > 0)
    return fail(`missing column${missing.length > 1 ? 's' : ''} ${missing.map((m) => `'${m}'`).join(', ')}`, {
      file: where.file,
      line,
    });
  return ok({ col, baseColumnOrder, buffGroups });
}

/**
 * The first pass over the rows: every row padded to the header's width (the original writes an unbuffed fighter's
 * row without its buff columns) and each name's row, so references can be resolved in the second pass.
 */
function indexNames(
  rows: string[][],
  lines: readonly number[],
  shape: { where: Places; width: number; nameAt: number },
): Result<Map<string, number>> {
  const { where, width, nameAt } = shape;
  const byName = new Map<string, number>();
  for (let i = 0; i < rows.length; i++) {
    const cells = rows[i]!;
    if (cells.length > width)
      return fail(
        `this row has ${cells.length} fields but the header has ${width} (is a list of names in BuffWho missing its double quotes?)`,
        where.row(i + 1, width),
      );
    // Missing trailing cells are empty cells: the original writes an unbuffed fighter's row without its buff columns.
    while (cells.length < width) cells.push('');
    const name = cells[nameAt]!;
    if (name === '') return fail('Name is empty; every fighter needs a name', where.cell(i + 1, nameAt));
    const seen = byName.get(name);
    if (seen !== undefined)
      return fail(
        `duplicate name ${quote(name)} (also on line ${lines[seen]!}); names must be unique within a file`,
        where.cell(i + 1, nameAt),
      );
    byName.set(name, i);
  }
  return ok(byName);
}
