/**
 * The search for risk-free loops in an arena run (the design's third principle): growth that came with no exposure.
 * Definitions are in docs/rules/night-soil.md; the thresholds are parameters so a designer can tighten them.
 */
import type { ArenaRun, MobDay } from './arena.js';

/**
 * Thresholds: a safe day keeps life at or above `safeLife` of max; a loop needs `minDays` safe growing days in a row.
 */
export interface RiskFreeRules {
  safeLife: number;
  minDays: number;
  /** A one-sided beating needs at least this many strikes with no damage back. */
  minStrikes: number;
}

/** The thresholds the CLI uses. */
export const RISK_FREE_RULES: RiskFreeRules = { safeLife: 0.9, minDays: 3, minStrikes: 20 };

/** A run of consecutive safe days on each of which the mob's maxima grew. */
export interface SafeStreak {
  mob: number;
  build: string;
  firstDay: number;
  lastDay: number;
  /** Sum of all five maxima gained over the streak. */
  gain: number;
}

/** An attacker that struck one victim many times and never took damage from it. */
export interface OneSidedPair {
  attacker: number;
  attackerBuild: string;
  victim: number;
  victimBuild: string;
  strikes: number;
  damageDealt: number;
  aimGained: number;
  victimBestP: number;
}

/** The verdict and its evidence, per build and overall. */
export interface RiskFreeReport {
  rules: RiskFreeRules;
  /** True when some mob had a safe growth streak of at least minDays days. */
  found: boolean;
  streaks: SafeStreak[];
  oneSided: OneSidedPair[];
  perBuild: {
    build: string;
    mobsWithStreak: number;
    longestStreak: number;
    safeGrowthDays: number;
    growthDays: number;
  }[];
}

const total = (d: MobDay): number => d.maxima.reduce((t, v) => t + v, 0);

/** Finds safe growth streaks and one-sided beatings in a run; the verdict is honest whichever way it falls. */
export function findRiskFreeLoops(run: ArenaRun, rules: RiskFreeRules = RISK_FREE_RULES): RiskFreeReport {
  const streaks: SafeStreak[] = [];
  const perBuild = run.buildNames.map((build) => ({
    build,
    mobsWithStreak: 0,
    longestStreak: 0,
    safeGrowthDays: 0,
    growthDays: 0,
  }));
  run.history.forEach((days, mob) => {
    const bi = run.mobBuild[mob] as number;
    const pb = perBuild[bi] as (typeof perBuild)[number];
    let start = -1;
    let had = false;
    const close = (last: number): void => {
      if (start < 0) return;
      const len = last - start + 1;
      pb.longestStreak = Math.max(pb.longestStreak, len);
      if (len >= rules.minDays) {
        streaks.push({
          mob,
          build: pb.build,
          firstDay: start,
          lastDay: last,
          gain: total(days[last] as MobDay) - total(days[start - 1] as MobDay),
        });
        had = true;
      }
      start = -1;
    };
    for (let d = 1; d < days.length; d++) {
      const today = days[d] as MobDay;
      const before = days[d - 1] as MobDay;
      const grew = today.alive && total(today) > total(before);
      const safe = today.alive && today.lowLife >= rules.safeLife && !today.fled;
      if (grew) pb.growthDays++;
      if (grew && safe) {
        pb.safeGrowthDays++;
        if (start < 0) start = d;
      } else close(d - 1);
    }
    close(days.length - 1);
    if (had) pb.mobsWithStreak++;
  });
  const buildOf = (m: number): string => run.buildNames[run.mobBuild[m] as number] as string;
  const oneSided = run.pairs
    .filter((p) => p.strikes >= rules.minStrikes && p.damageTaken === 0)
    .map((p) => ({
      attacker: p.attacker,
      attackerBuild: buildOf(p.attacker),
      victim: p.victim,
      victimBuild: buildOf(p.victim),
      strikes: p.strikes,
      damageDealt: p.damageDealt,
      aimGained: p.aimGained,
      victimBestP: p.victimBestP,
    }))
    .sort((a, b) => b.strikes - a.strikes || a.attacker - b.attacker);
  return { rules, found: streaks.length > 0, streaks, oneSided, perBuild };
}
