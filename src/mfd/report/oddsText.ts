/** The odds of a battle as terminal text: outcomes with intervals, rounds, survivors and each fighter's figures. */
import { binWidthFor, histogramOfCounts } from '../../core/stats/histogram.js';
import { OUTCOMES } from '../odds/chunkSummary.js';
import type { OddsResult } from '../odds/oddsResult.js';
import { SAFETY_ROUND_CAP } from '../constants.js';
import { textTable } from '../../report/textTable.js';

/** A fraction as a percentage with two decimals: 0.61234 -> "61.23%". */
export function pct(x: number): string {
  return `${(x * 100).toFixed(2)}%`;
}

/** Rounds counts from the JSON histogram (value, count) rows. */
export function roundsCounts(result: OddsResult): number[] {
  const counts: number[] = [];
  for (const b of result.rounds.histogram) counts[b.rounds] = b.count;
  for (let i = 0; i < counts.length; i++) counts[i] ??= 0;
  return counts;
}

/** The partial-result banner, or '' for a complete run. */
export function partialNote(result: OddsResult): string {
  return result.partial
    ? `PARTIAL RESULT: stopped after ${result.runs} of ${result.requestedRuns} battles; the figures below cover only those.`
    : '';
}

/**
 * The odds as `fray mfd odds` prints them: outcome rates with their intervals, battle lengths, each fighter's
 * survival, and the exact odds beside the sampled ones when there are some.
 *
 * @example
 * ```ts
 * import { battleOdds, makeFighter, makeTeam, renderOddsText } from 'fray/mfd';
 *
 * const teams = [makeTeam('heroes', [makeFighter({ name: 'A', xp: 20000 })]), makeTeam('villains', [makeFighter({ name: 'B', xp: 20000 })])] as const;
 * console.log(renderOddsText(battleOdds(teams, 1, { runs: 500 })).split('\n').slice(0, 3).join('\n'));
 * //> Seed: 1  (repeat these odds with --seed 1)
 * //> 500 battles, no round limit (safety cap 10000)
 * //>
 * ```
 * @category Reports
 */
export function renderOddsText(result: OddsResult): string {
  const out: string[] = [];
  const note = partialNote(result);
  if (note) out.push(note, '');
  out.push(`Seed: ${result.seed}  (repeat these odds with --seed ${result.seed})`);
  const limit =
    result.maxRounds === null
      ? `no round limit (safety cap ${SAFETY_ROUND_CAP})`
      : `at most ${result.maxRounds} round${result.maxRounds === 1 ? '' : 's'}`;
  out.push(`${result.runs} battles, ${limit}`, '');

  const exact = result.exact;
  const headers = ['Outcome', 'Battles', 'Rate', '95% interval', ...(exact ? ['Exact'] : [])];
  const rows = OUTCOMES.map((o) => {
    const r = result.outcomes[o];
    return [
      o,
      r.count,
      pct(r.rate),
      `${pct(r.ci95[0])} to ${pct(r.ci95[1])}`,
      ...(exact ? [pct(exact.outcomes[o])] : []),
    ];
  });
  out.push(textTable(headers, rows, ['l', 'r', 'r', 'r', 'r']));

  const rd = result.rounds;
  out.push(
    `Rounds: mean ${rd.mean.toFixed(2)}, sd ${rd.sd.toFixed(2)}, median ${rd.median}, 90th percentile ${rd.p90}` +
      (exact ? `  (exact mean ${exact.rounds.mean.toFixed(4)}, sd ${exact.rounds.sd.toFixed(4)})` : ''),
  );
  const counts = roundsCounts(result);
  const bins = histogramOfCounts(counts, binWidthFor(counts, 20));
  const most = Math.max(1, ...bins.map((b) => b.count));
  if (bins.length > 0) {
    out.push(
      textTable(
        ['Rounds', 'Battles', ''],
        bins.map((b) => [
          b.from === b.to ? String(b.from) : `${b.from}-${b.to}`,
          b.count,
          '#'.repeat(Math.round((40 * b.count) / most)),
        ]),
        ['r', 'r', 'l'],
      ),
    );
  }

  out.push(
    `Expected survivors: heroes ${result.expectedSurvivors.heroes.toFixed(2)}, villains ${result.expectedSurvivors.villains.toFixed(2)}`,
    '',
  );
  out.push(
    textTable(
      ['Side', 'Fighter', 'Survives', 'Damage dealt', 'Damage taken'],
      result.fighters.map((f) => [
        f.side,
        f.name,
        pct(f.survival),
        f.meanDamageDealt.toFixed(2),
        f.meanDamageTaken.toFixed(2),
      ]),
      ['l', 'l', 'r', 'r', 'r'],
    ),
  );
  out.push(
    'Damage is per battle on average: hits minus blocks of every attack rolled, counted in full even past 0 HP.',
  );
  if (note) out.push('', note);
  return `${out.join('\n')}\n`;
}
