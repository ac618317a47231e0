/** Renderers for `fray luck compare`: tables for the terminal, a chart for a file, a JSON document. */
import type { LuckComparison, MethodResult } from '../compareLuck.js';
import { prdConstant } from '../prd.js';
import { svgBarChart } from '../../../report/svgBarChart.js';
import { svgLineChart } from '../../../report/svgLineChart.js';
import { svgStack } from '../../../report/svgStack.js';
import { textTable } from '../../../report/textTable.js';

const LABEL: Record<string, string> = { plain: 'plain roll', luck: 'luck meter', prd: 'Dota PRD' };
/** Streak lengths shown one by one; longer runs are pooled in a last "N+" row. */
const SHOWN = 12;

const pct = (x: number): string => `${(100 * x).toFixed(2)}%`;
const rateOf = (hits: number, n: number): number => (n ? hits / n : 0);

/** Runs of exactly k, or (for the last row of the table) of k or more. */
function runsRow(runs: readonly number[], row: { k: number; orMore: boolean }): number {
  return row.orMore ? runs.slice(row.k).reduce((a, b) => a + b, 0) : (runs[row.k] ?? 0);
}

function mean(runs: readonly number[]): number {
  const n = runs.reduce((a, b) => a + b, 0);
  return n ? runs.reduce((a, c, k) => a + c * k, 0) / n : 0;
}

/** The comparison as terminal tables: hit rates per chance, streak summary, streak length distributions, notes. */
export function luckCompareText(c: LuckComparison, seed: number): string {
  const chances = [...new Set(c.chances)];
  const out: string[] = [];
  out.push(
    `luck compare: ${c.rolls} rolls per method, chance${c.chances.length > 1 ? 's' : ''} ${c.chances.map((x) => `${x}%`).join(', ')}${c.chances.length > 1 ? ' taken in turn' : ''}; seed ${seed}`,
  );
  out.push('');
  out.push('hit rate per chance');
  const rateRows = chances.flatMap((x) =>
    c.results.map((r) => {
      const t = r.perChance.find((p) => p.chance === x);
      const rate = rateOf(t?.hits ?? 0, t?.attempts ?? 0);
      return [
        `${x}%`,
        LABEL[r.method] ?? r.method,
        t?.attempts ?? 0,
        t?.hits ?? 0,
        pct(rate),
        `${rate * 100 - x >= 0 ? '+' : ''}${(rate * 100 - x).toFixed(2)}`,
      ];
    }),
  );
  out.push(
    textTable(['chance', 'method', 'attempts', 'hits', 'hit rate', 'vs nominal (points)'], rateRows, [
      'l',
      'l',
      'r',
      'r',
      'r',
      'r',
    ]),
  );
  out.push('streaks over the whole sequence');
  out.push(
    textTable(
      ['method', 'hit rate', 'longest hit run', 'longest miss run', 'mean hit run', 'mean miss run'],
      c.results.map((r) => [
        LABEL[r.method] ?? r.method,
        pct(rateOf(r.hits, c.rolls)),
        r.streaks.longestHit,
        r.streaks.longestMiss,
        mean(r.streaks.hitRuns).toFixed(2),
        mean(r.streaks.missRuns).toFixed(2),
      ]),
      ['l', 'r', 'r', 'r', 'r', 'r'],
    ),
  );
  for (const kind of ['miss', 'hit'] as const) {
    out.push(
      `${kind} runs by length (how many runs of exactly that many ${kind === 'hit' ? 'hits' : 'misses'} in a row)`,
    );
    const runs = (r: MethodResult) => (kind === 'miss' ? r.streaks.missRuns : r.streaks.hitRuns);
    const longest = Math.max(...c.results.map((r) => runs(r).length - 1));
    const rows: (string | number)[][] = [];
    for (let k = 1; k <= Math.min(longest, SHOWN); k++) {
      const pooled = k === SHOWN && longest > SHOWN;
      rows.push([pooled ? `${k}+` : String(k), ...c.results.map((r) => runsRow(runs(r), { k, orMore: pooled }))]);
    }
    out.push(textTable(['length', ...c.results.map((r) => LABEL[r.method] ?? r.method)], rows, ['r', 'r', 'r', 'r']));
  }
  const luck = c.results.find((r) => r.method === 'luck');
  if (luck?.luck)
    out.push(`luck meter: final luck ${luck.luck.final}, lowest ${luck.luck.min}, highest ${luck.luck.max}`);
  out.push(`PRD constants: ${chances.map((x) => `${x}% -> C = ${prdConstant(x / 100).toFixed(5)}`).join(', ')}`);
  for (const x of chances) {
    const t = luck?.perChance.find((p) => p.chance === x);
    const rate = rateOf(t?.hits ?? 0, t?.attempts ?? 0) * 100;
    if (t && Math.abs(rate - x) >= 2)
      out.push(
        `note: through the luck meter the ${x}% roll hit ${rate.toFixed(2)}% of the time, not ${x}%: the meter does not keep a repeated roll at its nominal rate.`,
      );
  }
  return `${out.join('\n')}\n`;
}

/** The comparison as one SVG: hit rate per chance and method, then the miss-run and hit-run length distributions. */
export function luckCompareChart(c: LuckComparison, seed: number): string {
  const chances = [...new Set(c.chances)];
  const bars = chances.flatMap((x) =>
    c.results.map((r) => {
      const t = r.perChance.find((p) => p.chance === x);
      return { label: `${x}% ${LABEL[r.method] ?? r.method}`, value: 100 * rateOf(t?.hits ?? 0, t?.attempts ?? 0) };
    }),
  );
  const rate = svgBarChart({
    id: 'luck-hit-rate',
    title: `Hit rate by method (${c.rolls} rolls, seed ${seed})`,
    yLabel: 'hit rate (%)',
    bars,
    yMax: 100,
    width: 760,
    height: 360,
  });
  const dist = (kind: 'miss' | 'hit'): string => {
    const series = c.results.map((r) => {
      const runs = kind === 'miss' ? r.streaks.missRuns : r.streaks.hitRuns;
      const total = runs.reduce((a, b) => a + b, 0);
      const upto = Math.min(runs.length - 1, 30);
      const points: [number, number][] = [];
      for (let k = 1; k <= upto; k++) points.push([k, total ? (100 * (runs[k] ?? 0)) / total : 0]);
      return { name: LABEL[r.method] ?? r.method, points };
    });
    return svgLineChart({
      id: `luck-${kind}-runs`,
      title: `Length of ${kind} runs (share of all ${kind} runs)`,
      xLabel: `${kind === 'hit' ? 'hits' : 'misses'} in a row`,
      yLabel: 'share of runs (%)',
      series,
      width: 760,
      height: 380,
    });
  };
  return svgStack([rate, dist('miss'), dist('hit')], {
    id: 'luck-compare',
    title: `Luck meter vs plain rolls vs PRD: ${c.chances.join(', ')}%`,
  });
}

/** The comparison as one JSON document. */
export function luckCompareJson(c: LuckComparison, seed: number): unknown {
  return {
    seed,
    rolls: c.rolls,
    chances: c.chances,
    prdConstants: Object.fromEntries([...new Set(c.chances)].map((x) => [String(x), prdConstant(x / 100)])),
    methods: c.results.map((r) => ({
      method: r.method,
      hits: r.hits,
      rate: rateOf(r.hits, c.rolls),
      perChance: r.perChance.map((t) => ({ ...t, rate: rateOf(t.hits, t.attempts) })),
      longestHit: r.streaks.longestHit,
      longestMiss: r.streaks.longestMiss,
      hitRuns: r.streaks.hitRuns,
      missRuns: r.streaks.missRuns,
      ...(r.luck ? { luck: r.luck } : {}),
    })),
  };
}
