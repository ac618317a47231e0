import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { csvCellPlace, csvTexts } from '../../../src/core/csv/csvTexts.js';
import { tokenizeCsv } from '../../../src/core/csv/tokenizeCsv.js';
import { parseMicros } from '../../../src/core/decimal.js';
import { cellMicros } from '../../../src/mfd/teamCsv/cellMicros.js';
import { parseTeam } from '../../../src/mfd/teamCsv/parseTeam.js';
import { referenceParseTeam } from './referenceParseTeam.js';

const BASE = ['Name', 'XP', 'BonusXP', 'BonusHP', 'BonusToHit', 'BonusToDefend', 'AOE', 'BodyguardFor', 'LinkedTo'];
const BUFF = ['BuffName', 'BuffWho', 'BuffOffense', 'BuffDefense'];
const NAMES = [
  'Ann',
  'Bo',
  'Cy',
  'Dee',
  'Ann ',
  'Émile',
  'O"Neil',
  'Li,Wu',
  '',
  'Zoë',
  '李',
  '🙂',
  '\u00a0Bo',
  'Cy\u3000',
];

const NUMBERS = ['', '', '0', '1', '-1', '2', '3', '1000', '16000', '0.15', '0,15', '1.5', '-0.3', '.5', '5.', '+2'];
const ODD = ['1e3', 'abc', '12345678901234567890', '0.0000005', '-0', '1,000', ' 7 ', '1000001', '.', '-'];
/** Numbers as a careless editor leaves them: blanks of every kind around them (trimmed), or inside (not a number). */
const PADDED = ['\u00a07', '7\u3000', '\ufeff1', ' 2', '3\t', '1 000', '\u000b4', '5\u007f', '٣'];
const REFS = ['', '', '', ...NAMES, 'Zed'];
const WHO = ['Ann,Bo', 'Ann, Zed', 'Bo,Bo,Cy', ',', 'Zed', '', 'Cy'];

/** A cell's text as a spreadsheet might write it: mostly what its column holds, sometimes anything. */
const cellText = (column: string | undefined) => {
  const usual =
    column === 'Name'
      ? NAMES
      : column === 'BodyguardFor' || column === 'LinkedTo'
        ? REFS
        : column === 'BuffWho'
          ? WHO
          : column === 'BuffName'
            ? ['', 'Rally', 'Drill']
            : NUMBERS;
  return fc.oneof(
    { weight: 12, arbitrary: fc.constantFrom(...usual) },
    { weight: 1, arbitrary: fc.constantFrom(...ODD, ...PADDED, ...NAMES, ...WHO) },
    { weight: 1, arbitrary: fc.string({ maxLength: 4 }) },
  );
};

/** How a cell is written: bare, quoted (quotes doubled), or quoted with spaces around. */
const written = (column: string | undefined, sep: string) =>
  fc.tuple(cellText(column), fc.nat(6)).map(([t, how]) => {
    const q = `"${t.replace(/"/g, '""')}"`;
    if (how === 0) return q;
    if (how === 1) return ` ${q} `;
    // A bare cell cannot hold its separator, a quote or a line break: quote it then.
    return /["\n\r]/.test(t) || t.includes(sep) ? q : t;
  });

/** A header: usually the base columns (shuffled sometimes), then buff groups; sometimes broken. */
const header = fc.oneof(
  { weight: 6, arbitrary: fc.nat(2).map((g) => [...BASE, ...Array.from({ length: g }, () => BUFF).flat()]) },
  { weight: 2, arbitrary: fc.shuffledSubarray(BASE, { minLength: 9 }).map((b) => [...b, ...BUFF]) },
  { weight: 1, arbitrary: fc.shuffledSubarray([...BASE, ...BUFF], { minLength: 1 }) },
  { weight: 1, arbitrary: fc.array(fc.constantFrom(...BASE, ...BUFF, 'Nmae', 'XP', 'Buff', ''), { maxLength: 16 }) },
);

/** A row of a header's width, give or take (`extra`: a row cut short, or one with cells too many). */
const row = (head: string[], sep: string) =>
  fc
    .tuple(
      fc.constantFrom(0, 0, 0, 0, -1, -4, 1),
      fc.tuple(...[...head, undefined].map((column) => written(column, sep))),
    )
    .map(([extra, cells]) => cells.slice(0, Math.max(1, head.length + extra)).join(sep));

/** A line that makes no fighter: empty, blanks only, or separators and blanks (a spreadsheet's empty row). */
const emptyRow = (sep: string) =>
  fc.array(fc.constantFrom('', ' ', '\t', '\u00a0', '\ufeff', sep), { maxLength: 5 }).map((parts) => parts.join(''));

/** A whole team file: a header, rows of about its width, any line breaks, blank lines and empty rows. */
const teamFile = fc
  .record({
    sep: fc.constantFrom(',', ',', ';', '\t'),
    head: header,
    eol: fc.constantFrom('\n', '\n', '\r\n', '\r'),
    blank: fc.constantFrom('', '', '\n', '  \n', ',,,\n', '\u00a0\n', ' ; \n'),
    bom: fc.constantFrom('', '', '', '\ufeff'),
    end: fc.boolean(),
  })
  .chain(({ sep, head, eol, blank, bom, end }) =>
    fc
      .array(fc.oneof({ weight: 8, arbitrary: row(head, sep) }, { weight: 1, arbitrary: emptyRow(sep) }), {
        maxLength: 8,
      })
      .map((rows) => bom + blank + [head.join(sep), ...rows].join(eol) + (end ? eol : '')),
  );

describe('parseTeam against the parser it replaced (one object per cell)', () => {
  it('gives the same team, warnings or problem (file, line, column, message) for any file, valid or not', () => {
    fc.assert(
      fc.property(teamFile, fc.constantFrom('heroes', 'villains'), (text, side) => {
        expect(parseTeam(text, 'T.csv', side)).toEqual(referenceParseTeam(text, 'T.csv', side));
      }),
      { numRuns: 3000 },
    );
  });

  it('reads some generated files whole (the property is not only about errors; the next one is all valid files)', () => {
    const sample = fc.sample(teamFile, { numRuns: 600, seed: 34 });
    const read = sample.filter((t) => parseTeam(t, 'T.csv', 'heroes').ok).length;
    expect(read).toBeGreaterThan(30);
  });

  it('matches on valid files whose rows all read, with references, buffs and decimal commas', () => {
    const row = (sep: string, comma: boolean) =>
      fc
        .record({
          xp: fc.integer({ min: 0, max: 40000 }),
          hp: fc.integer({ min: -3, max: 4 }),
          hit: fc.integer({ min: -50, max: 99 }),
          guard: fc.constantFrom('', 'F0', 'F1', 'F9', 'Nobody'),
          who: fc.constantFrom('', 'F0', 'F0,F1', 'F1, F2,F0', 'Ghost'),
        })
        .map((f) => {
          const d = (n: number) => (comma ? (n / 100).toString().replace('.', ',') : (n / 100).toString());
          const buff = f.who === '' && f.hit % 3 === 0 ? ['', '', '', ''] : ['Rally', `"${f.who}"`, d(f.hit), d(5)];
          return [f.xp, '', f.hp, d(f.hit), '', '', f.guard, '', ...buff].join(sep);
        });
    const file = fc.constantFrom(',', ';').chain((sep) =>
      fc.array(row(sep, sep === ';'), { minLength: 1, maxLength: 6 }).map((rows) => {
        const head = [...BASE, ...BUFF].join(sep);
        return `${head}\n${rows.map((r, i) => `F${i}${sep}${r}`).join('\n')}\n`;
      }),
    );
    fc.assert(
      fc.property(file, (text) => {
        const got = parseTeam(text, 'T.csv', 'heroes');
        expect(got.ok).toBe(true);
        expect(got).toEqual(referenceParseTeam(text, 'T.csv', 'heroes'));
      }),
      { numRuns: 500 },
    );
  });
});

describe('csvTexts', () => {
  const text = fc
    .array(
      fc.constantFrom(
        'a',
        'bc',
        ' ',
        '\t',
        ',',
        ';',
        '\n',
        '\n',
        '"',
        '""',
        '\r',
        '\u00a0',
        '\ufeff',
        '\u3000',
        '\u000b',
        '\u007f',
        'é',
        '1.5',
      ),
      {
        maxLength: 40,
      },
    )
    .map((parts) => parts.join(''));

  it("gives tokenizeCsv's texts, record lines, problems, and each cell's place on demand", () => {
    fc.assert(
      fc.property(text, fc.constantFrom(',', ';', '\t'), (t, sep) => {
        const want = tokenizeCsv(t, 'f.csv', sep);
        const got = csvTexts(t, 'f.csv', sep);
        if (!want.ok) {
          expect(got).toEqual(want);
          return;
        }
        if (!got.ok) throw new Error('csvTexts failed where tokenizeCsv read the text');
        expect(got.value.records).toEqual(want.value.map((r) => r.cells.map((c) => c.text)));
        expect(got.value.lines).toEqual(want.value.map((r) => r.line));
        want.value.forEach((r, i) =>
          r.cells.forEach((c, k) =>
            expect(csvCellPlace(t, got.value, i, k, sep)).toEqual({ line: c.line, column: c.column }),
          ),
        );
      }),
      { numRuns: 3000 },
    );
  });
});

describe('cellMicros', () => {
  it('is parseMicros of the cell (blank is 0; with decimal commas the first comma is the point)', () => {
    const digits = fc.constantFrom(...'0123456789'.split(''));
    const numberish = fc
      .array(fc.oneof(digits, digits, digits, fc.constantFrom('.', ',', '-', '+', 'e', ' ', '٣')), { maxLength: 22 })
      .map((cs) => cs.join(''));
    fc.assert(
      fc.property(fc.oneof(numberish, fc.string({ maxLength: 6 })), fc.boolean(), (t, comma) => {
        const want = t === '' ? 0 : parseMicros(comma ? t.replace(',', '.') : t);
        expect(cellMicros(t, comma ? ',' : '.')).toBe(want);
      }),
      { numRuns: 20000 },
    );
  });
});
