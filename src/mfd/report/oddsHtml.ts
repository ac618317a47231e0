/** The odds of a battle as a self-contained HTML page with charts (built from src/report, no scripts). */
import { objectArg } from '../../core/args.js';
import { binWidthFor, histogramOfCounts } from '../../core/stats/histogram.js';
import { OUTCOMES } from '../odds/chunkSummary.js';
import type { OddsResult } from '../odds/oddsResult.js';
import { htmlReport } from '../../report/htmlReport.js';
import { escapeHtml } from '../../report/escapeHtml.js';
import { htmlTable } from '../../report/htmlTable.js';
import { svgBarChart } from '../../report/svgBarChart.js';
import { pct, partialNote, roundsCounts } from './oddsText.js';

/**
 * The odds as a self-contained HTML page (`fray mfd odds --report`): outcome bars with 95% intervals, the
 * battle-length histogram, survival per fighter, and the tables behind them.
 *
 * @param title - the page's title
 * @example
 * ```ts
 * import { battleOdds, makeFighter, makeTeam, renderOddsHtml } from 'fray/mfd';
 *
 * const teams = [makeTeam('heroes', [makeFighter({ name: 'A', xp: 20000 })]), makeTeam('villains', [makeFighter({ name: 'B', xp: 20000 })])] as const;
 * const page = renderOddsHtml(battleOdds(teams, 1, { runs: 500 }), 'A v B');
 * console.log(page.startsWith('<!DOCTYPE html>'), (page.match(/<svg class="chart"/g) ?? []).length > 0);
 * //> true true
 * ```
 * @category Reports
 */
export function renderOddsHtml(result: OddsResult, title: string): string {
  objectArg('renderOddsHtml', 'result', result);
  if (typeof title !== 'string') throw new TypeError(`renderOddsHtml: title must be a string, got ${typeof title}`);
  const note = partialNote(result);
  const exact = result.exact;
  const summary = `<p>${escapeHtml(`${note ? `${note} ` : ''}${result.runs} sampled battles, seed ${result.seed}${result.maxRounds === null ? '' : `, at most ${result.maxRounds} rounds`}.`)}</p>`;

  const outcomeChart = svgBarChart({
    title: 'Outcome rates with 95% intervals',
    yLabel: 'share of battles',
    id: 'outcomes',
    yMax: 1,
    bars: OUTCOMES.map((o) => ({
      label: o,
      value: result.outcomes[o].rate,
      lo: result.outcomes[o].ci95[0],
      hi: result.outcomes[o].ci95[1],
    })),
  });
  const outcomeTable = htmlTable(
    ['Outcome', 'Battles', 'Rate', '95% interval', ...(exact ? ['Exact'] : [])],
    OUTCOMES.map((o) => {
      const r = result.outcomes[o];
      return [
        o,
        String(r.count),
        pct(r.rate),
        `${pct(r.ci95[0])} to ${pct(r.ci95[1])}`,
        ...(exact ? [pct(exact.outcomes[o])] : []),
      ];
    }),
  );

  const counts = roundsCounts(result);
  const bins = histogramOfCounts(counts, binWidthFor(counts, 60));
  const roundsChart = svgBarChart({
    title: 'How many rounds the battles lasted',
    yLabel: 'battles',
    id: 'rounds',
    bars: bins.map((b) => ({ label: b.from === b.to ? String(b.from) : `${b.from}-${b.to}`, value: b.count })),
  });
  const rd = result.rounds;
  const roundsText = `<p>${escapeHtml(`Mean ${rd.mean.toFixed(2)}, sd ${rd.sd.toFixed(2)}, median ${rd.median}, 90th percentile ${rd.p90}.`)}</p>`;

  const survivalChart = svgBarChart({
    title: 'Survival rate per fighter',
    yLabel: 'share of battles survived',
    id: 'survival',
    yMax: 1,
    bars: result.fighters.map((f) => ({ label: `${f.side === 'heroes' ? 'H' : 'V'}: ${f.name}`, value: f.survival })),
  });
  const fighterTable = htmlTable(
    ['Side', 'Fighter', 'Survives', 'Damage dealt', 'Damage taken'],
    result.fighters.map((f) => [
      f.side,
      f.name,
      pct(f.survival),
      f.meanDamageDealt.toFixed(2),
      f.meanDamageTaken.toFixed(2),
    ]),
  );
  const survivors = `<p>${escapeHtml(`Expected survivors: heroes ${result.expectedSurvivors.heroes.toFixed(2)}, villains ${result.expectedSurvivors.villains.toFixed(2)}.`)}</p>`;

  return htmlReport({
    title: note ? `${title} (partial)` : title,
    sections: [
      { heading: 'Outcomes', html: `${summary}\n${outcomeChart}${outcomeTable}` },
      { heading: 'Rounds', html: `${roundsChart}${roundsText}` },
      { heading: 'Fighters', html: `${survivalChart}${survivors}\n${fighterTable}` },
    ],
  });
}
