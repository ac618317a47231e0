import { describe, expect, it } from 'vitest';
import { boardText } from '../../../src/summoner/report/boardText.js';
import { summonBoth } from '../../../src/summoner/rules/setup.js';
import { DEFAULT_RULES } from '../../../src/summoner/rules/rules.js';
import { initialMatch } from '../../../src/summoner/rules/stepMatch.js';
import type { MatchState } from '../../../src/summoner/rules/model.js';

function board(): MatchState {
  const { demons } = summonBoth(DEFAULT_RULES, [
    { order: { demons: [{ capacity: 'eat', life: 2 }] } },
    { order: { demons: [{ capacity: 'heal' }, { capacity: 'cross' }] } },
  ]);
  return { ...initialMatch(DEFAULT_RULES), demons, phase: 'enhance', turn: 1 };
}

const rowsOf = (text: string) => text.split('\n').slice(2, 11);
const cell = (row: string, x: number) => row.slice(4 + 4 * x, 8 + 4 * x);

describe('boardText', () => {
  it('says "1 demon", not "1 demons"', () => {
    const text = boardText(board(), ['a', 'b'], { colour: false, title: 't' });
    expect(text).toMatch(/^a \(upper case, west\): 1 demon, HP/m);
    expect(text).toMatch(/^b \(lower case, east\): 2 demons, HP/m);
  });

  it("draws a dot as a marked cell, a line as its cells, a text beside its demon's row; mirrored for the second seat", () => {
    const marks = [
      { seat: 0 as const, mark: { type: 'dot' as const, x: 4, y: 2, color: 'red' } },
      {
        seat: 0 as const,
        mark: { type: 'line' as const, from: [5, 5] as [number, number], to: [8, 8] as [number, number] },
      },
      { seat: 1 as const, mark: { type: 'text' as const, demon: 2, text: 'hold' } },
    ];
    const rows = rowsOf(boardText(board(), ['a', 'b'], { colour: false, title: 't', marks }));
    expect(cell(rows[2] as string, 4)).toBe('*E4 ');
    for (let i = 0; i <= 3; i++) expect(cell(rows[5 + i] as string, 5 + i)).toBe('+.  ');
    // Demon 2 (the second seat's healer) stands on row 2, at (12,2).
    expect(rows[2]).toMatch(/ {2}< #2 "hold"$/);
    const mirrored = rowsOf(boardText(board(), ['a', 'b'], { colour: false, title: 't', marks, as: 1 }));
    expect(cell(mirrored[2] as string, 12)).toBe('*E4 ');
    expect(cell(mirrored[8] as string, 8)).toBe('+.  ');
    // In colour, a marked cell has its mark's background, the rest of the board none.
    const coloured = boardText(board(), ['a', 'b'], { colour: true, title: 't', marks });
    expect(coloured).toContain('\u001b[48;5;');
    expect(rowsOf(coloured)[0]).not.toContain('\u001b[48;5;');
  });
});
