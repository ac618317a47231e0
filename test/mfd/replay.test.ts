import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createRng } from '../../src/core/rng.js';
import type { Teams } from '../../src/mfd/model.js';
import {
  formatMfdReplay,
  mfdReplayOf,
  parseMfdReplay,
  teamsOf,
  verifyMfdReplay,
  type MfdReplay,
} from '../../src/mfd/replay.js';
import { runBattle } from '../../src/mfd/runBattle.js';
import { teamsArb } from './arbitraries.js';

/** A battle's replay, written and read back as `fray mfd fight --replay` and `fray view` do. */
function roundTrip(teams: Teams, seed: number, maxRounds?: number): { replay: MfdReplay; text: string } {
  const result = runBattle(teams, createRng(seed), maxRounds === undefined ? {} : { maxRounds });
  const text = formatMfdReplay(mfdReplayOf(teams, seed, result, maxRounds));
  const parsed = parseMfdReplay(JSON.parse(text), 'b.json');
  if (!parsed.ok) throw new Error(parsed.problem.message);
  return { replay: parsed.value, text };
}

const settings = { numRuns: 60 };

describe('MFD replays', () => {
  it('hold every round: the HP a round ends with is the state of a battle stopped after that many rounds', () => {
    fc.assert(
      fc.property(
        teamsArb(5),
        fc.integer({ min: 0, max: 2 ** 32 - 1 }),
        fc.integer({ min: 0, max: 12 }),
        (teams, seed, maxRounds) => {
          const { replay } = roundTrip(teams, seed, maxRounds);
          expect(replay.log.length).toBe(replay.rounds);
          replay.log.forEach((events, i) => {
            const end = events.at(-1);
            expect(events[0]).toEqual({ type: 'roundStart', round: i + 1 });
            expect(end?.type).toBe('roundEnd');
            const stopped = runBattle(teams, createRng(seed), { maxRounds: i + 1 });
            expect(end?.type === 'roundEnd' ? end.hp : null).toEqual(stopped.final.hp);
          });
        },
      ),
      settings,
    );
  });

  it('re-run to the same battle, and keep the teams as the engine takes them', () => {
    fc.assert(
      fc.property(teamsArb(5), fc.integer({ min: 0, max: 2 ** 32 - 1 }), (teams, seed) => {
        const { replay } = roundTrip(teams, seed, 8);
        expect(verifyMfdReplay(replay)).toEqual({ ok: true, rounds: replay.rounds });
        expect(teamsOf(replay).map((t) => t.fighters)).toEqual(teams.map((t) => t.fighters));
      }),
      settings,
    );
  });

  it('are the same bytes for the same seed, one round per line', () => {
    fc.assert(
      fc.property(teamsArb(4), fc.integer({ min: 0, max: 1000 }), (teams, seed) => {
        const a = roundTrip(teams, seed, 6).text,
          b = roundTrip(teams, seed, 6).text;
        expect(a).toBe(b);
        const rounds = JSON.parse(a).rounds as number;
        expect(a.split('\n').length).toBe(rounds === 0 ? 2 : rounds + 3);
      }),
      { numRuns: 20 },
    );
  });

  it('name the first round that differs from a re-run, and an outcome that differs', () => {
    const teams = fc.sample(
      teamsArb(4).filter((t) => runBattle(t, createRng(3), { maxRounds: 5 }).rounds >= 2),
      { numRuns: 1, seed: 7 },
    )[0]!;
    const { replay } = roundTrip(teams, 3, 5);
    const tampered = structuredClone(replay);
    const roundEnd = tampered.log[1]!.at(-1)!;
    if (roundEnd.type === 'roundEnd') roundEnd.hp[0][0] = 999;
    expect(verifyMfdReplay(tampered)).toMatchObject({ ok: false, round: 2 });
    expect(verifyMfdReplay({ ...replay, seed: replay.seed + 1 })).toMatchObject({ ok: false });
    expect(verifyMfdReplay({ ...replay, winner: replay.winner === 'heroes' ? 'villains' : 'heroes' })).toMatchObject({
      ok: false,
      message: 'the outcome differs from a re-run of the battle',
    });
  });

  describe('parseMfdReplay refuses, naming the field', () => {
    const good = (): Record<string, unknown> => {
      const teams = fc.sample(teamsArb(3), { numRuns: 1, seed: 1 })[0]!;
      return JSON.parse(roundTrip(teams, 1, 3).text) as Record<string, unknown>;
    };
    const problem = (v: unknown) => {
      const r = parseMfdReplay(v, 'b.json');
      return r.ok ? 'accepted' : `${r.problem.file}: ${r.problem.message}`;
    };
    it('something else', () =>
      expect(problem({ format: 'fray-summoner-replay' })).toBe(
        'b.json: not a Marked for Death replay (its "format" is not "fray-mfd-replay")',
      ));
    it('a newer version', () =>
      expect(problem({ ...good(), version: 2 })).toMatch(/version 2 was written by a newer fray/));
    it('a bad seed', () => expect(problem({ ...good(), seed: -1 })).toMatch(/"seed" must be a whole number/));
    it('a teammate out of range', () => {
      const v = good();
      const teams = v.teams as { fighters: { linkedTo: number }[] }[];
      teams[1]!.fighters[0]!.linkedTo = 40;
      expect(problem(v)).toMatch(
        /^b\.json: teams\[1\]\.fighters\[0\]\.linkedTo: expected -1 or the index of a teammate/,
      );
    });
    it('a fighter with a fractional number', () => {
      const v = good();
      (v.teams as { fighters: { startHp: number }[] }[])[0]!.fighters[0]!.startHp = 1.5;
      expect(problem(v)).toBe('b.json: teams[0].fighters[0].startHp: expected a whole number');
    });
    it('a log that does not match the rounds', () =>
      expect(problem({ ...good(), log: [], rounds: 3 })).toMatch(/"log" holds 0 rounds but "rounds" is 3/));
    it('teams on the wrong sides', () => {
      const v = good();
      v.teams = [...(v.teams as unknown[])].reverse();
      expect(problem(v)).toMatch(/^b\.json: teams\[0\]: expected \{side: "heroes"/);
    });
    it('accepts a good one', () => expect(problem(good())).toBe('accepted'));
  });
});
