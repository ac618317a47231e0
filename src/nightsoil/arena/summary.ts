/** Per-build series of an arena run: survivors and mean maxima day by day, for tables and charts. */
import { GROWTH_STATS, type ArenaRun, type GrowthStat } from './arena.js';
import { wilson } from '../../core/stats/wilson.js';

/** One build's day-by-day series: living count, and each maximum averaged over its living mobs (NaN when none live). */
export interface BuildSeries {
  build: string;
  start: number;
  alive: number[];
  mean: Record<GrowthStat, number[]>;
}

/** The series of every build, day 0 to the last day. */
export function buildSeries(run: ArenaRun): BuildSeries[] {
  return run.buildNames.map((build, bi) => {
    const members = run.history.filter((_, m) => run.mobBuild[m] === bi);
    const alive: number[] = [];
    const mean = Object.fromEntries(GROWTH_STATS.map((s) => [s, [] as number[]])) as Record<GrowthStat, number[]>;
    for (let d = 0; d <= run.days; d++) {
      const living = members.map((h) => h[d]).filter((x) => x !== undefined && x.alive);
      alive.push(living.length);
      GROWTH_STATS.forEach((s, si) =>
        mean[s].push(living.length ? living.reduce((t, x) => t + (x?.maxima[si] ?? 0), 0) / living.length : NaN),
      );
    }
    return { build, start: members.length, alive, mean };
  });
}

/**
 * One build's fighting over the run, summed over its mobs: how much it struck from a distance, how often it was swung at, what it learnt.
 */
export interface BuildCombat {
  build: string;
  /** Reach at the start, in cells (1: melee). */
  reach: number;
  mobs: number;
  strikes: number;
  rangedStrikes: number;
  swingsFaced: number;
  hitsTaken: number;
  aimGained: number;
  armourGained: number;
}

/** Per-build combat totals: the design's "fights from a distance and never takes a blow … great aim, little dodging", measured. */
export function buildCombat(run: ArenaRun): BuildCombat[] {
  const out = run.buildNames.map((build, bi): BuildCombat => ({
    build,
    reach: run.buildReach[bi] ?? 1,
    mobs: 0,
    strikes: 0,
    rangedStrikes: 0,
    swingsFaced: 0,
    hitsTaken: 0,
    aimGained: 0,
    armourGained: 0,
  }));
  run.combat.forEach((c, m) => {
    const b = out[run.mobBuild[m] as number];
    if (b === undefined) return;
    b.mobs++;
    b.strikes += c.strikes;
    b.rangedStrikes += c.rangedStrikes;
    b.swingsFaced += c.swingsFaced;
    b.hitsTaken += c.hitsTaken;
    b.aimGained += c.aimGained;
    b.armourGained += c.armourGained;
  });
  return out;
}

/** A build's survival at the end of the run: mobs alive, their share of the starting mobs, and its Wilson 95% interval. */
export function survivalOf(s: BuildSeries): { alive: number; share: number; lo: number; hi: number } {
  const alive = s.alive[s.alive.length - 1] ?? 0;
  const [lo, hi] = wilson(alive, s.start);
  return { alive, share: alive / s.start, lo, hi };
}
