/** The work many battles imply, before they start (issue 39): team files set how many fight and how long they last. */
import { createRng } from '../../core/rng.js';
import { countText, type WorkEstimate } from '../../core/workBudget.js';
import { SAFETY_ROUND_CAP } from '../constants.js';
import type { Teams } from '../model.js';
import { runBattle } from '../runBattle.js';

/** Default budget of `fray mfd odds` and `sweep`, in fighter rounds: about a minute of work on one core (docs/security.md). */
export const ODDS_BUDGET = 200_000_000;

/** Pilot battles fought to see how long a battle lasts, and the most rounds each may take. */
const PILOT = 4;
const PILOT_ROUNDS = 64;

/**
 * How many rounds a battle of `teams` takes at most, as a pilot sees it: a few battles (on a stream of their own, so
 * the results do not change) of at most PILOT_ROUNDS rounds; if one is still going then, the round limit (`maxRounds`,
 * or the safety cap) is taken, since teams that last that long may last to the end. The pilot is small: at most
 * PILOT × PILOT_ROUNDS rounds, whatever the teams.
 */
export function battleLength(teams: Teams, seed: number, maxRounds?: number): number {
  const limit = maxRounds ?? SAFETY_ROUND_CAP;
  // Unsigned: XOR gives a signed 32-bit number, and a seed above 2^31 would make it negative (refused by createRng).
  const rng = createRng((seed ^ 0x70696c74) >>> 0);
  let longest = 0;
  for (let k = 0; k < PILOT; k++) {
    const o = runBattle(teams, rng.fork(k), { maxRounds: Math.min(limit, PILOT_ROUNDS), record: false });
    if (o.outcome === 'unfinished' && !o.stalemate && o.rounds >= PILOT_ROUNDS) return limit;
    longest = Math.max(longest, o.rounds);
  }
  return Math.max(1, longest);
}

const fightersOf = (teams: Teams) => teams[0].fighters.length + teams[1].fighters.length;

/** The estimate's words: battles × fighters × rounds, and where the rounds come from. */
function estimate(battles: number, fighters: number, rounds: number, limit: number): WorkEstimate {
  return {
    units: battles * fighters * rounds,
    unit: 'fighter rounds',
    how:
      `${countText(battles)} battles × ${countText(fighters)} fighters × ${countText(rounds)} rounds a battle ` +
      (rounds === limit
        ? `(the round limit: a pilot battle was still going after ${PILOT_ROUNDS} rounds)`
        : `(the longest of ${PILOT} pilot battles)`),
  };
}

/** The fighter rounds of `battles` battles of `teams` (every fighter's every round), by battleLength. */
export function oddsWork(teams: Teams, battles: number, how: { seed: number; maxRounds?: number }): WorkEstimate {
  const rounds = battleLength(teams, how.seed, how.maxRounds);
  return estimate(battles, fightersOf(teams), rounds, how.maxRounds ?? SAFETY_ROUND_CAP);
}

/**
 * The fighter rounds of a sweep: `runs` battles at each point of `points` (each point's teams). The pilot fights the
 * first, middle and last points (the ends of the range, where battles are longest or shortest), and the longest
 * battle it sees stands for every point, so a sweep of many points costs a pilot of three.
 */
export function sweepWork(
  points: readonly Teams[],
  runs: number,
  how: { seed: number; maxRounds?: number },
): WorkEstimate {
  const probe = [...new Set([0, Math.floor((points.length - 1) / 2), points.length - 1])].map(
    (i) => points[i] as Teams,
  );
  const rounds = Math.max(...probe.map((t) => battleLength(t, how.seed, how.maxRounds)));
  const fighters = Math.max(...points.map(fightersOf));
  return estimate(points.length * runs, fighters, rounds, how.maxRounds ?? SAFETY_ROUND_CAP);
}
