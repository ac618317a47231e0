import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatTeam } from '../../../src/mfd/teamCsv/formatTeam.js';
import { parseTeams } from '../../../src/mfd/teamCsv/parseTeams.js';
import { createRng } from '../../../src/core/rng.js';
import type { Team } from '../../../src/mfd/model.js';
import { runBattle } from '../../../src/mfd/runBattle.js';
import { teamStats } from '../../../src/mfd/stats.js';

const BASE = 'Name,XP,BonusXP,BonusHP,BonusToHit,BonusToDefend,AOE,BodyguardFor,LinkedTo';
const GROUP = 'BuffName,BuffWho,BuffOffense,BuffDefense';
const NAMES = ['Ami', 'Kei', 'Naruto 01', "O'Neil", 'Sun Bear', 'Wisp "A"', 'Mook B'];

const decimal = fc.oneof(
  fc.constant(''),
  fc.integer({ min: -40, max: 120 }).map((n) => (n / 100).toString()),
  fc.constantFrom('0.15', '.5', '+0.3', '-0.05'),
);
const ref = fc.oneof(fc.constant(''), fc.constantFrom(...NAMES), fc.constant('Ghost'));

/** CSV text of a random team with `groups` buff groups. */
const teamCsv = (groups: number) =>
  fc.uniqueArray(fc.constantFrom(...NAMES), { minLength: 1, maxLength: NAMES.length }).chain((names) =>
    fc
      .tuple(
        ...names.map((name) =>
          fc
            .tuple(
              fc.integer({ min: 0, max: 25_000 }).map(String),
              fc.oneof(fc.constant(''), fc.integer({ min: -3000, max: 3000 }).map(String)),
              fc.oneof(fc.constant(''), fc.integer({ min: -1, max: 3 }).map(String)),
              decimal,
              decimal,
              fc.oneof(fc.constant(''), fc.integer({ min: 0, max: 3 }).map(String)),
              ref,
              ref,
              fc.array(
                fc.oneof(
                  fc.constant(['', '', '', '']),
                  fc.tuple(
                    fc.constantFrom('Teamwork', 'Mori'),
                    fc
                      .uniqueArray(fc.oneof(fc.constantFrom(...names), fc.constant('Nobody')), { maxLength: 4 })
                      .map((w) => w.join(',')),
                    decimal,
                    decimal,
                  ),
                ),
                { minLength: groups, maxLength: groups },
              ),
            )
            .map(([xp, bxp, bhp, th, td, aoe, bg, lt, buffs]) => [
              name,
              xp,
              bxp,
              bhp,
              th,
              td,
              aoe,
              bg,
              lt,
              ...buffs.flat(),
            ]),
        ),
      )
      .map((rows) =>
        [
          BASE + `,${GROUP}`.repeat(groups),
          ...rows.map((cells) => cells.map((c) => (/[",]/.test(c) ? `"${c.replace(/"/g, '""')}"` : c)).join(',')),
        ].join('\n'),
      ),
  );

/** What a survivor is, as the rules see it: HP, derived numbers, and whom it guards and follows (by name). */
function survivors(team: Team, hp: readonly number[], round: number) {
  const stats = teamStats(team, hp, round);
  const name = (i: number) => (i >= 0 && hp[i]! > 0 ? team.fighters[i]!.name : '');
  return team.fighters.flatMap((f, i) =>
    hp[i]! > 0
      ? [{ name: f.name, hp: hp[i], aoe: f.aoe, guards: name(f.bodyguardFor), follows: name(f.linkedTo), ...stats[i] }]
      : [],
  );
}

describe('final CSV', () => {
  it('round-trips: reading the final files back gives every survivor exactly as it was', () => {
    fc.assert(
      fc.property(teamCsv(1), teamCsv(2), fc.nat(), fc.integer({ min: 0, max: 4 }), (h, v, seed, rounds) => {
        const parsed = parseTeams({ file: 'H.csv', text: h }, { file: 'V.csv', text: v });
        if (!parsed.ok) throw new Error(parsed.problem.message);
        const { teams } = parsed.value;
        const result = runBattle(teams, createRng(seed), { maxRounds: rounds, record: false });
        const hFinal = formatTeam(teams[0], result.final.hp[0], result.final.round);
        const vFinal = formatTeam(teams[1], result.final.hp[1], result.final.round);
        const again = parseTeams({ file: 'H.csv', text: hFinal }, { file: 'V.csv', text: vFinal });
        const anyLeft = result.final.hp.map((hp) => hp.some((x) => x > 0));
        // A side with no survivors is a header-only file: read back as a side that has already lost.
        if (!again.ok) throw new Error(again.problem.message);
        for (const side of [0, 1] as const) if (!anyLeft[side]) expect(again.value.teams[side].fighters).toEqual([]);
        for (const s of [0, 1] as const) {
          const t2 = again.value.teams[s];
          expect(
            survivors(
              t2,
              t2.fighters.map((f) => f.startHp),
              0,
            ),
          ).toEqual(survivors(teams[s], result.final.hp[s], result.final.round));
          expect(t2.source?.header).toEqual(teams[s].source?.header);
        }
      }),
      { numRuns: 200 },
    );
  });

  it('keeps untouched cells as written and folds wounds and exhaustion into BonusHP and BonusToDefend', () => {
    const csv = `${BASE},${GROUP}\nA,1000,,,0.15,,,,,Teamwork,"A,B",.1,0\nB,2000,,1,,0.2,2,A,A,,,,\nC,1,,,,,,,,,,,`;
    const parsed = parseTeams({ file: 'H.csv', text: csv }, { file: 'V.csv', text: csv });
    if (!parsed.ok) throw new Error(parsed.problem.message);
    const team = parsed.value.teams[0];
    expect(formatTeam(team, [2, 1, 0], 3)).toBe(
      `${BASE},${GROUP}\nA,1000,,,0.15,-0.3,,,,Teamwork,"A,B",.1,0\nB,2000,,-1,,-0.1,2,A,A,,,,\n`,
    );
    expect(formatTeam(team, [2, 3, 2], 0)).toBe(
      `${BASE},${GROUP}\nA,1000,,,0.15,,,,,Teamwork,"A,B",.1,0\nB,2000,,1,,0.2,2,A,A,,,,\nC,1,,,,,,,,,,,\n`,
    );
  });
});
