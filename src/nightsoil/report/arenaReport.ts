/** Text, JSON and HTML views of an arena run; each returns a string or a plain object. */
import { twoDecimals } from '../../report/format.js';
import { GROWTH_STATS, type GrowthStat } from '../arena/arena.js';
import type { ArenaAnalysis } from '../arena/arenaAnalysis.js';
import type { RiskFreeReport } from '../arena/riskFree.js';
import { survivalOf, type BuildCombat, type BuildSeries } from '../arena/summary.js';
import { htmlReport } from '../../report/htmlReport.js';
import { escapeHtml } from '../../report/escapeHtml.js';
import { htmlTable } from '../../report/htmlTable.js';
import { svgBarChart } from '../../report/svgBarChart.js';
import { svgLineChart } from '../../report/svgLineChart.js';
import { textTable } from '../../report/textTable.js';

const LABEL: Record<GrowthStat, string> = {
  maxLife: 'max life',
  maxStrength: 'max strength',
  maxIq: 'max iq',
  maxAim: 'max aim',
  maxArmour: 'max armour',
};
const last = (xs: number[]): number => xs[xs.length - 1] as number;

function survivalRows(series: BuildSeries[]): (string | number)[][] {
  return series.map((s) => {
    const { alive: end, lo, hi } = survivalOf(s);
    return [
      s.build,
      s.start,
      end,
      `${((100 * end) / s.start).toFixed(1)}%`,
      `${(100 * lo).toFixed(0)}–${(100 * hi).toFixed(0)}%`,
      ...GROWTH_STATS.map((st) => `${twoDecimals(s.mean[st][0] as number)} → ${twoDecimals(last(s.mean[st]))}`),
    ];
  });
}

const SURVIVAL_HEADERS = ['build', 'mobs', 'alive', 'survival', '95% interval', ...GROWTH_STATS.map((s) => LABEL[s])];

/** The verdict on risk-free loops in one paragraph of plain words. */
export function riskFreeVerdictText(rf: RiskFreeReport): string {
  const rule = `a mob whose maxima grew on ${rf.rules.minDays} or more days in a row while its life never fell below ${Math.round(rf.rules.safeLife * 100)}% of max and it never fled`;
  if (!rf.found) return `Risk-free loop: none found (looked for ${rule}).`;
  const best = [...rf.streaks].sort((a, b) => b.lastDay - b.firstDay - (a.lastDay - a.firstDay) || b.gain - a.gain)[0];
  return `Risk-free loop: FOUND: ${rf.streaks.length} streak(s) of ${rule}; longest: a mob of build ${best?.build}, days ${best?.firstDay}–${best?.lastDay}, gaining ${twoDecimals(best?.gain ?? 0)} in maxima.`;
}

function oneSidedLine(rf: RiskFreeReport): string {
  if (rf.oneSided.length === 0)
    return `One-sided beatings (≥ ${rf.rules.minStrikes} strikes at one victim, no damage back): none.`;
  const top = rf.oneSided[0];
  return `One-sided beatings (≥ ${rf.rules.minStrikes} strikes at one victim, no damage back): ${rf.oneSided.length}; largest: ${top?.attackerBuild} struck ${top?.victimBuild} ${top?.strikes} times (victim's best chance to hit back ${twoDecimals(top?.victimBestP ?? 0)}).`;
}

const RANGE_HEADERS = [
  'build',
  'reach',
  'strikes per mob',
  'from range',
  'swings faced per mob',
  'hits taken per mob',
  'max aim gained per mob',
  'max armour gained per mob',
];

function rangeRows(combat: BuildCombat[]): (string | number)[][] {
  return combat.map((c) => {
    const per = (v: number): string => twoDecimals(c.mobs > 0 ? v / c.mobs : NaN);
    return [
      c.build,
      c.reach,
      per(c.strikes),
      c.strikes > 0 ? `${((100 * c.rangedStrikes) / c.strikes).toFixed(0)}%` : '—',
      per(c.swingsFaced),
      per(c.hitsTaken),
      per(c.aimGained),
      per(c.armourGained),
    ];
  });
}

/** The design's example in one sentence: which build struck most from a distance, and what it learnt. */
export function arenaRangeText(combat: BuildCombat[]): string {
  const ranged = combat.filter((c) => c.reach > 1 && c.strikes > 0);
  if (ranged.length === 0) return 'Fighting from a distance: no build with reach beyond 1 struck anyone.';
  const share = (c: BuildCombat): number => c.rangedStrikes / c.strikes;
  // The build that struck most often from range per mob is the one the design's example is about.
  const top = [...ranged].sort((a, b) => b.rangedStrikes / b.mobs - a.rangedStrikes / a.mobs)[0] as BuildCombat;
  return `Fighting from a distance: ${top.build} struck ${(100 * share(top)).toFixed(0)}% of its blows from range and was swung at ${twoDecimals(top.swingsFaced / top.mobs)} times per mob; its max aim grew ${twoDecimals(top.aimGained / top.mobs)} and its max armour ${twoDecimals(top.armourGained / top.mobs)} per mob (aim grows by hitting, armour only by dodging blows).`;
}

/** The arena as text: seed, survival and growth per build, fighting from a distance, and the risk-free verdict. */
export function arenaText(seed: number, a: ArenaAnalysis): string {
  const { run, series, riskFree: rf, combat } = a;
  const growth = textTable(
    ['build', 'growth days', 'safe growth days', 'mobs with a safe streak', `longest safe streak (days)`],
    rf.perBuild.map((b) => [b.build, b.growthDays, b.safeGrowthDays, b.mobsWithStreak, b.longestStreak]),
  );
  return [
    `Night Soil arena, seed ${seed}: ${run.days} days, ${run.mobBuild.length} mobs, ${run.kills} kills, ${run.meals} meals`,
    '',
    'Survival and mean maxima of the living (day 0 → last day):',
    textTable(SURVIVAL_HEADERS, survivalRows(series)),
    'Fighting from a distance (reach in cells; per mob over the run):',
    textTable(RANGE_HEADERS, rangeRows(combat)),
    arenaRangeText(combat),
    '',
    'Growth and exposure:',
    growth,
    riskFreeVerdictText(rf),
    oneSidedLine(rf),
  ].join('\n');
}

/** The arena as one JSON document (NaN means for extinct builds become null). */
export function arenaJson(seed: number, a: ArenaAnalysis): unknown {
  const { run, series, riskFree: rf, combat } = a;
  const clean = (xs: number[]): (number | null)[] => xs.map((x) => (Number.isFinite(x) ? x : null));
  return {
    seed,
    days: run.days,
    mobs: run.mobBuild.length,
    kills: run.kills,
    meals: run.meals,
    builds: series.map((s, i) => ({
      build: s.build,
      start: s.start,
      alive: s.alive,
      survival: last(s.alive) / s.start,
      mean: Object.fromEntries(GROWTH_STATS.map((st) => [st, clean(s.mean[st])])),
      combat: combat[i],
    })),
    riskFree: rf,
  };
}

/**
 * The arena as a self-contained HTML page: survival and growth charts per build, tables, and the verdict. Long on
 * purpose: a template, the page's sections in the order they appear.
 */
export function arenaHtml(seed: number, worldName: string, a: ArenaAnalysis): string {
  const { run, series, riskFree: rf, combat } = a;
  const days = (xs: number[]): [number, number][] =>
    xs.map((v, d) => [d, v] as [number, number]).filter(([, v]) => Number.isFinite(v));
  const table = (headers: string[], rows: (string | number)[][]): string =>
    htmlTable(
      headers,
      rows.map((r) => r.map(String)),
    );
  const sections = [
    {
      heading: 'Survival',
      html: [
        svgLineChart({
          title: 'Living mobs per build',
          xLabel: 'day',
          yLabel: 'alive',
          id: 'survival',
          series: series.map((s) => ({ name: s.build, points: days(s.alive) })),
        }),
        svgBarChart({
          title: 'Survival at the end',
          yLabel: 'share alive',
          id: 'final-survival',
          yMax: 1,
          bars: series.map((s) => {
            const { share, lo, hi } = survivalOf(s);
            return { label: s.build, value: share, lo, hi };
          }),
        }),
        table(SURVIVAL_HEADERS, survivalRows(series)),
      ].join('\n'),
    },
    {
      heading: 'Growth of the maxima (mean over living mobs)',
      html: GROWTH_STATS.map((st) =>
        svgLineChart({
          title: `Mean ${LABEL[st]}`,
          xLabel: 'day',
          yLabel: LABEL[st],
          id: `growth-${st}`,
          series: series.map((s) => ({ name: s.build, points: days(s.mean[st]) })),
        }),
      ).join('\n'),
    },
    {
      heading: 'Fighting from a distance',
      html: [
        `<p>${escapeHtml(arenaRangeText(combat))}</p>`,
        svgBarChart({
          title: 'Skill maxima gained per mob: aim (by hitting) and armour (by dodging)',
          yLabel: 'gained per mob',
          id: 'aim-armour',
          bars: combat.flatMap((c) => [
            { label: `${c.build} aim`, value: c.mobs > 0 ? c.aimGained / c.mobs : 0 },
            { label: `${c.build} armour`, value: c.mobs > 0 ? c.armourGained / c.mobs : 0 },
          ]),
        }),
        table(RANGE_HEADERS, rangeRows(combat)),
      ].join('\n'),
    },
    {
      heading: 'Risk-free loops',
      html: [
        `<p>${escapeHtml(riskFreeVerdictText(rf))}</p>`,
        `<p>${escapeHtml(oneSidedLine(rf))}</p>`,
        table(
          ['build', 'growth days', 'safe growth days', 'mobs with a safe streak', 'longest safe streak'],
          rf.perBuild.map((b) => [b.build, b.growthDays, b.safeGrowthDays, b.mobsWithStreak, b.longestStreak]),
        ),
        rf.streaks.length
          ? table(
              ['mob', 'build', 'first day', 'last day', 'gain in maxima'],
              rf.streaks.map((s) => [
                run.finals[s.mob]?.name ?? String(s.mob),
                s.build,
                s.firstDay,
                s.lastDay,
                twoDecimals(s.gain),
              ]),
            )
          : '',
      ].join('\n'),
    },
  ];
  return htmlReport({ title: `Night Soil arena: ${worldName}, ${run.days} days, seed ${seed}`, sections });
}
