import { describe, expect, it } from 'vitest';
import { wilson } from '../../../src/core/stats/wilson.js';
import { bradleyTerry } from '../../../src/summoner/tournament/bradleyTerry.js';
import { roundRobin } from '../../../src/summoner/tournament/schedule.js';
import { tournamentResult } from '../../../src/summoner/tournament/tournamentResult.js';
import { fourBots, played, withBrokenBot } from './fixtures.js';

describe('tournamentResult', () => {
  it('ranks by wins, then kills, then name; level bots share a rank', () => {
    const r = tournamentResult(fourBots());
    expect(r.standings.map((s) => [s.rank, s.name, s.wins, s.draws, s.losses, s.kills, s.played])).toEqual([
      [1, 'ann', 4, 0, 2, 14, 6],
      [2, 'zed', 3, 1, 2, 12, 6],
      [3, 'basil', 2, 1, 3, 10, 6],
      [3, 'mallow', 2, 0, 4, 10, 6],
    ]);
    expect(r.standings.map((s) => s.index)).toEqual([0, 3, 2, 1]);
  });

  it('lets kills beat the name when wins are level', () => {
    const [p0, p1] = roundRobin(2) as [never, never];
    const r = tournamentResult({
      seed: 1,
      names: ['aaa', 'zzz'],
      loadErrors: [null, null],
      bootstrapSamples: 0,
      matches: [played(p0, 0, { kills: [1, 0] }), played(p1, 1, { kills: [4, 0] })],
    });
    // Each won once in seat 0; zzz killed 4 to aaa's 1.
    expect(r.standings.map((s) => [s.rank, s.name, s.wins, s.kills])).toEqual([
      [1, 'zzz', 1, 4],
      [2, 'aaa', 1, 1],
    ]);
  });

  it("sums errors, kills and refused orders from the bot's own seat in each match", () => {
    const zed = tournamentResult(fourBots()).standings.find((s) => s.name === 'zed');
    // zed sits first in matches 5, 9, 11 and second in 4, 8, 10; errors are [k, 100k].
    expect(zed?.errors).toBe(5 + 9 + 11 + 100 * (4 + 8 + 10));
    expect(zed?.rejectedOrders).toBe(3 * 1000 + 3 * 1);
  });

  it('fills a win matrix that agrees with the standings and the games played', () => {
    const r = tournamentResult(fourBots());
    const { wins, draws } = r.winMatrix;
    expect(wins).toEqual([
      [0, 2, 1, 1],
      [0, 0, 1, 1],
      [1, 1, 0, 0],
      [1, 1, 1, 0],
    ]);
    for (const s of r.standings) {
      expect(wins[s.index]!.reduce((a, b) => a + b, 0)).toBe(s.wins);
      expect(draws[s.index]!.reduce((a, b) => a + b, 0)).toBe(s.draws);
      expect(wins.reduce((a, row) => a + row[s.index]!, 0)).toBe(s.losses);
    }
    for (let i = 0; i < 4; i++) {
      for (let j = 0; j < 4; j++) {
        expect(draws[i]![j]).toBe(draws[j]![i]);
        expect(wins[i]![j]! + wins[j]![i]! + draws[i]![j]!).toBe(i === j ? 0 : 2);
      }
    }
    expect(draws[2]![3]).toBe(1);
  });

  it("counts the first seat's wins among decided matches, draws apart, with a Wilson interval", () => {
    const r = tournamentResult(fourBots());
    expect(r.firstSeat).toEqual({ wins: 8, losses: 3, draws: 1, decided: 11, rate: 8 / 11, ci95: wilson(8, 11) });
    const allDrawn = tournamentResult({
      ...fourBots(),
      matches: fourBots().matches.map((m) => played(m.pairing, null)),
    });
    expect(allDrawn.firstSeat).toEqual({ wins: 0, losses: 0, draws: 12, decided: 0, rate: null, ci95: [0, 1] });
  });

  it('summarises match lengths and end reasons', () => {
    const r = tournamentResult(fourBots());
    // Turns 1 to 12: median is the 6th smallest, the 90th percentile the 11th (ceil(0.9 × 12)).
    expect(r.lengths).toMatchObject({ mean: 6.5, median: 6, p90: 11, min: 1, max: 12 });
    expect(r.lengths.histogram).toEqual(Array.from({ length: 12 }, (_, k) => ({ turns: k + 1, count: 1 })));
    expect(r.lengths.byReason).toEqual({ wipeout: 10, 'mutual-wipeout': 0, 'turn-limit': 1, forfeit: 1 });
  });

  it('rates with Bradley-Terry on the matches, with bootstrap intervals around each rating', () => {
    const input = fourBots();
    const r = tournamentResult(input);
    const expected = bradleyTerry(
      input.matches.map(({ pairing: p, summary: s }) => ({
        i: p.seats[0],
        j: p.seats[1],
        score: s.winner === null ? 0.5 : s.winner === 0 ? 1 : 0,
      })),
      4,
    );
    for (const s of r.standings) {
      expect(s.rating).toBe(expected[s.index]);
      expect(s.ratingLo!).toBeLessThanOrEqual(s.rating + 0.01);
      expect(s.ratingHi!).toBeGreaterThanOrEqual(s.rating - 0.01);
    }
    expect(r.standings[0]!.rating).toBeGreaterThan(r.standings[3]!.rating);
    expect(r.bootstrapSamples).toBe(100);
    expect(tournamentResult(input)).toEqual(r);
    expect(tournamentResult({ ...input, seed: 2027 }).standings.map((s) => s.ratingLo)).not.toEqual(
      r.standings.map((s) => s.ratingLo),
    );
    const none = tournamentResult({ ...input, bootstrapSamples: 0 });
    expect(none.standings.every((s) => s.ratingLo === null && s.ratingHi === null)).toBe(true);
    expect(tournamentResult({ ...input, bootstrapSamples: undefined }).bootstrapSamples).toBe(200);
  });

  it('lists a bot that failed to load with its reason, last, with its forfeits counted', () => {
    const r = tournamentResult(withBrokenBot());
    const broken = r.standings[2]!;
    expect(broken).toMatchObject({
      rank: 3,
      name: 'broken',
      wins: 0,
      losses: 4,
      played: 4,
      errors: 4,
      loadError: 'SyntaxError: Unexpected token (broken.ts:3:7)',
    });
    expect(r.standings.slice(0, 2).every((s) => !('loadError' in s))).toBe(true);
    expect(broken.rating).toBeLessThan(r.standings[1]!.rating);
    expect(r.lengths.byReason.forfeit).toBe(4);
    expect(r.lengths.min).toBe(0);
  });

  it('is plain JSON, also for a tournament with no matches', () => {
    const r = tournamentResult(fourBots());
    expect(JSON.parse(JSON.stringify(r))).toEqual(r);
    const empty = tournamentResult({
      seed: 3,
      names: ['b', 'a'],
      loadErrors: [null, null],
      matches: [],
      bootstrapSamples: 20,
    });
    expect(JSON.parse(JSON.stringify(empty))).toEqual(empty);
    expect(empty.standings.map((s) => [s.rank, s.name, s.rating, s.played])).toEqual([
      [1, 'a', 0, 0],
      [1, 'b', 0, 0],
    ]);
    expect(empty.lengths).toEqual({
      mean: null,
      median: null,
      p90: null,
      min: null,
      max: null,
      histogram: [],
      byReason: { wipeout: 0, 'mutual-wipeout': 0, 'turn-limit': 0, forfeit: 0 },
    });
    expect(empty.firstSeat.rate).toBeNull();
  });

  it('takes a partial tournament (any subset of the matches)', () => {
    const input = fourBots();
    const r = tournamentResult({ ...input, matches: input.matches.slice(0, 5) });
    expect(r.matches).toBe(5);
    expect(r.standings.reduce((a, s) => a + s.played, 0)).toBe(10);
  });

  it('refuses inconsistent input', () => {
    const input = fourBots();
    const m = input.matches[0]!;
    expect(() => tournamentResult({ ...input, loadErrors: [null] })).toThrow(RangeError);
    expect(() => tournamentResult({ ...input, matches: [{ ...m, pairing: { index: 0, seats: [0, 4] } }] })).toThrow(
      RangeError,
    );
    expect(() => tournamentResult({ ...input, matches: [{ ...m, pairing: { index: 0, seats: [2, 2] } }] })).toThrow(
      RangeError,
    );
    expect(() => tournamentResult({ ...input, matches: [{ ...m, summary: { ...m.summary, turns: -1 } }] })).toThrow(
      RangeError,
    );
    expect(() => tournamentResult({ ...input, bootstrapSamples: -1 })).toThrow(RangeError);
    expect(() => tournamentResult({ ...input, bootstrapSamples: 2.5 })).toThrow(RangeError);
  });
});
