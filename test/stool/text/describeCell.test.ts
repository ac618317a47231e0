import { describe, expect, it } from 'vitest';
import { describeCell, fightLine } from '../../../src/stool/text/describeCell.js';
import { forecastAgainst } from '../../../src/stool/rules/fightForecast.js';
import { beside, firstOf, fresh } from '../helpers.js';

describe('describeCell', () => {
  it('tells a monster in view with its state and both chances, the player, floor, and a cell never seen', () => {
    const s0 = fresh();
    const s = beside(s0, firstOf(s0, 'rat').id, 'E');
    const p = s.player;
    const rat = describeCell(s, p.x + 1, p.y);
    expect(rat[0]).toBe('Rat (r), 1 cell away, awake.');
    expect(rat[2]).toMatch(/^You hit it \d+% \(x -?\d\.\d\d\); it hits you \d+% \(x -?\d\.\d\d\)\.$/);
    // The whole fight before one swing of it (the forecast's sentence), then the swing's numbers.
    expect(rat[4]).toBe(fightLine(forecastAgainst(s, s.monsters[firstOf(s0, 'rat').id]!)));
    expect(rat[4]).toMatch(
      /^Toe to toe to the end: you win >99%, it wins 0%; you kill it in \d+\.\d of your swings, it never kills you before it tires; it costs you \d+\.\d strength and \d+\.\d life\.$/,
    );
    expect(rat[5]).toMatch(
      /^A hit: yours \d+\.\d+, a swing costing you \d+\.\d+ str; its \d+\.\d+, at \d+\.\d+ of its str\.$/,
    );
    expect(describeCell(s, p.x, p.y)[0]).toBe('You.');
    expect(describeCell(s, p.x - 1, p.y)[0]).toBe('Floor.');
    const l = s.levels[0]!;
    const unseen = l.explored.findIndex((row) => row.includes('0'));
    expect(describeCell(s, l.explored[unseen]!.indexOf('0'), unseen)).toEqual(['You have not seen this place.']);
  });
});
