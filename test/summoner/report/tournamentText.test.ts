import { describe, expect, it } from 'vitest';
import { renderTournamentText, TEXT_MATRIX_MAX_BOTS } from '../../../src/summoner/report/tournamentText.js';
import { roundRobin } from '../../../src/summoner/tournament/schedule.js';
import { tournamentResult } from '../../../src/summoner/tournament/tournamentResult.js';
import { fourBots, played, withBrokenBot } from '../tournament/fixtures.js';

const lines = (text: string): string[] => text.split('\n');

describe('renderTournamentText', () => {
  const result = tournamentResult(fourBots());
  const text = renderTournamentText(result);

  it('prints the standings in rank order, level bots sharing a rank, with signed ratings and intervals', () => {
    const table = lines(text).filter((l) => /^\s+\d+ {2}\w/.test(l));
    expect(
      table.map((l) =>
        l
          .trim()
          .split(/\s{2,}/)
          .slice(0, 10),
      ),
    ).toEqual([
      ['1', 'ann', '6', '4', '0', '2', '14', '906', '0', '3003'],
      ['2', 'zed', '6', '3', '1', '2', '12', '2225', '0', '3003'],
      ['3', 'basil', '6', '2', '1', '3', '10', '1920', '0', '3003'],
      ['3', 'mallow', '6', '2', '0', '4', '10', '1615', '0', '3003'],
    ]);
    const ann = result.standings[0]!;
    const sign = (x: number): string => (Math.round(x) > 0 ? `+${Math.round(x)}` : String(Math.round(x)));
    expect(table[0]).toContain(`${sign(ann.rating)}  ${sign(ann.ratingLo!)} to ${sign(ann.ratingHi!)}`);
    expect(text).toContain(
      'Rank  Bot     Played  Won  Drawn  Lost  Kills  Errors  Timeouts  Rejected  Rating  95% interval',
    );
    expect(text).toContain('95% intervals from 100 bootstrap resamples');
  });

  it('prints the head-to-head matrix in rank order, as wins-draws-losses of the row bot', () => {
    const at = lines(text).findIndex((l) => l.startsWith('Head to head'));
    expect(lines(text).slice(at + 1, at + 7)).toEqual([
      '              #1     #2     #3     #4',
      '---------  -----  -----  -----  -----',
      '#1 ann         x  1-0-1  1-0-1  2-0-0',
      '#2 zed     1-0-1      x  1-1-0  1-0-1',
      '#3 basil   1-0-1  0-1-1      x  1-0-1',
      '#4 mallow  0-0-2  1-0-1  1-0-1      x',
    ]);
  });

  it("states the first seat's rate among decided matches with its interval, and the match lengths", () => {
    expect(text).toContain(
      'First seat: won 8 of 11 decided matches, 72.7% (95% interval 43.4% to 90.3%); 1 draw not counted.\n',
    );
    expect(text).toContain('Match length in turns: mean 6.5, median 6, 90th percentile 11, shortest 1, longest 12.\n');
    expect(text).toContain('Ended by: wipeout 10, mutual wipeout 0, turn limit 1, forfeit 1.\n');
    expect(text).not.toContain('could not be loaded');
  });

  it('names a bot that failed to load, with its reason', () => {
    const broken = renderTournamentText(tournamentResult(withBrokenBot()));
    expect(broken).toMatch(/^ {3}3 {2}broken \(not loaded\) +4 +0 +0 +4 +0 +4 +0 /m);
    expect(broken).toContain(
      'Bots that could not be loaded (they forfeit every match):\n  broken: SyntaxError: Unexpected token (broken.ts:3:7)\n',
    );
  });

  it('has no trailing spaces and ends with one newline', () => {
    expect(lines(text).filter((l) => / $/.test(l))).toEqual([]);
    expect(text.endsWith('.\n')).toBe(true);
  });

  it('copes with no matches and no bootstrap', () => {
    const empty = renderTournamentText(
      tournamentResult({ seed: 1, names: ['a', 'b'], loadErrors: [null, null], matches: [], bootstrapSamples: 0 }),
    );
    expect(empty).toContain('2 bots, 0 matches.');
    expect(empty).toContain('First seat: no decided matches (0 draws not counted).');
    expect(empty).toContain('Match length: no matches played.');
    expect(empty).not.toContain('bootstrap');
    expect(empty).not.toContain('95% interval');
    expect(empty).toMatch(/^#1 a +x +\.$/m);
  });

  it('leaves out the matrix when there are too many bots for a terminal', () => {
    const n = TEXT_MATRIX_MAX_BOTS + 1;
    const names = Array.from({ length: n }, (_, i) => `bot${i}`);
    const matches = roundRobin(n).map((p) => played(p, Math.min(...p.seats)));
    const big = renderTournamentText(
      tournamentResult({ seed: 1, names, loadErrors: names.map(() => null), matches, bootstrapSamples: 0 }),
    );
    expect(big).toContain(`Head to head: ${n} bots are too many for a terminal`);
    expect(big).not.toContain('#2 bot1');
    expect(big).toMatch(/^ {3}1 {2}bot0 /m);
  });
});
