/** Per-build series of an arena run: survivors and mean maxima day by day, for tables and charts. */
import { STATS, type ArenaRun, type Stat } from './arena.js';

/** One build's day-by-day series: living count, and each maximum averaged over its living mobs (NaN when none live). */
export interface BuildSeries {
  build: string;
  start: number;
  alive: number[];
  mean: Record<Stat, number[]>;
}

/** The series of every build, day 0 to the last day. */
export function buildSeries(run: ArenaRun): BuildSeries[] {
  return run.buildNames.map((build, bi) => {
    const members = run.history.filter((_, m) => run.mobBuild[m] === bi);
    const alive: number[] = [];
    const mean = Object.fromEntries(STATS.map((s) => [s, [] as number[]])) as Record<Stat, number[]>;
    for (let d = 0; d <= run.days; d++) {
      const living = members.map((h) => h[d]).filter((x) => x !== undefined && x.alive);
      alive.push(living.length);
      STATS.forEach((s, si) => mean[s].push(living.length ? living.reduce((t, x) => t + (x?.maxima[si] ?? 0), 0) / living.length : NaN));
    }
    return { build, start: members.length, alive, mean };
  });
}
