import { describe, expect, it } from 'vitest';
import { mergeAll, OUTCOME_INDEX, OUTCOMES } from '../../../src/mfd/odds/chunkSummary.js';
import { chunkPlan } from '../../../src/mfd/odds/chunkPlan.js';
import { exactDuel } from '../../../src/mfd/odds/exactDuel.js';
import { runChunk } from '../../../src/mfd/odds/runChunk.js';
import type { Teams } from '../../../src/mfd/model.js';
import { exampleDuel, teamsOf } from './teams.js';

const RUNS = 200_000;
/** Seeded, so this never flakes; a correct sampler lands beyond 4.5 standard errors about once in 150,000 checks. */
const MAX_Z = 4.5;

const duels: [string, () => Teams, number | undefined][] = [
  ['bonus offense dice (example duel)', exampleDuel, undefined],
  [
    'bonus defense dice, ToDefend clipped at 90%, ToHit clipped at 5%',
    () => teamsOf('Wall,5000,,1,-0.4,0.8,,,', 'Spear,3000,,,0.45,,,,'),
    undefined,
  ],
  [
    'AOE 2 against a tough defender, exhaustion decides',
    () => teamsOf('Twin,4000,,,0.2,0.3,2,,', 'Ox,9000,,3,,0.5,,,'),
    undefined,
  ],
  ['even one-die fighters: many draws', () => teamsOf('A,1000,,-1,0.2,-0.3,,,', 'B,1000,,-1,0.2,-0.3,,,'), undefined],
  ['round limit -m 2: "none" is common', () => teamsOf('Slow,2000,,2,,0.4,,,', 'Steady,2000,,2,,0.4,,,'), 2],
];

function sample(teams: Teams, maxRounds: number | undefined) {
  return mergeAll(
    teams,
    chunkPlan(RUNS).map((n, i) => runChunk(teams, 20260101, i, n, { maxRounds })),
  );
}

describe('the sampler agrees with the exact solver on 1 v 1 duels', () => {
  it.each(duels)('%s', (_name, make, maxRounds) => {
    const teams = make();
    const exact = exactDuel(teams, maxRounds);
    const s = sample(teams, maxRounds);
    OUTCOMES.forEach((o) => {
      const p = exact.outcomes[o];
      const rate = s.outcomes[OUTCOME_INDEX[o]] / s.runs;
      const se = Math.sqrt((p * (1 - p)) / s.runs);
      if (se < 1e-9) expect(rate).toBeCloseTo(p, 6);
      else expect(Math.abs(rate - p) / se, `${o}: sampled ${rate}, exact ${p}`).toBeLessThan(MAX_Z);
    });
    // The mean number of rounds agrees too (its standard error from the exact sd).
    let meanRounds = 0;
    s.rounds.forEach((c, r) => (meanRounds += r * c));
    meanRounds /= s.runs;
    const se = exact.rounds.sd / Math.sqrt(s.runs);
    if (se > 0) expect(Math.abs(meanRounds - exact.rounds.mean) / se).toBeLessThan(MAX_Z);
  });
});
