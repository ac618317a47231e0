/**
 * The odds of `fray mfd odds` as pictures first: each outcome's rate with its 95% interval (and the exact rate for a
 * duel solved exactly), each fighter's survival, and the length of battles as a histogram, drawn from the very
 * object `--json` prints; then the same in plain words; the CLI's text and JSON folded away below.
 */
import { binWidthFor, histogramOfCounts } from '../../../../../../src/core/stats/histogram.js';
import { renderOddsText, type OddsResult } from '../../../../../../src/mfd/index.js';
import { OUTCOMES } from '../../../../../../src/mfd/odds/chunkSummary.js';
import { roundsCounts } from '../../../../../../src/mfd/report/oddsText.js';
import { h } from '../../../../../src/dom.js';
import { histogram } from '../../../kit/charts/histogram.js';
import { rateBars, type RateBar } from '../../../kit/charts/rateBars.js';
import { percent } from '../../../kit/charts/percent.js';
import { jsonDetails } from '../resultParts.js';
import { OUTCOME_NAMES, outcomeNote } from './outcomeWords.js';
import { oddsSummary } from './oddsSummary.js';

function outcomeBars(result: OddsResult): HTMLElement {
  const bars = OUTCOMES.map((o, k): RateBar => {
    const r = result.outcomes[o];
    const exact = result.exact?.outcomes[o];
    const note = outcomeNote(o, result.maxRounds);
    return {
      label: OUTCOME_NAMES[o],
      rate: r.rate,
      lo: r.ci95[0],
      hi: r.ci95[1],
      note: exact === undefined ? note : `${note}; exactly ${percent(exact, 2)}`,
      tone: `tone-${k}`,
    };
  });
  return rateBars('outcomes', `How ${result.runs.toLocaleString('en')} battles ended, with 95% intervals`, bars);
}

function survivalBars(result: OddsResult): HTMLElement {
  const bars = result.fighters.map((f): RateBar => ({
    label: f.name,
    rate: f.survival,
    note: `${f.side === 'heroes' ? 'hero' : 'villain'}: deals ${f.meanDamageDealt.toFixed(1)}, takes ${f.meanDamageTaken.toFixed(1)} damage a battle`,
    tone: f.side === 'heroes' ? 'tone-0' : 'tone-1',
  }));
  return rateBars('survival', 'How often each fighter is still standing at the end', bars);
}

function lengthChart(result: OddsResult): HTMLElement {
  const counts = roundsCounts(result);
  const bins = histogramOfCounts(counts, binWidthFor(counts, 40));
  return histogram('rounds', 'How many rounds the battles lasted', bins, { unit: 'rounds', what: 'battles' });
}

/** The pictures first, then the summary in words, and the folded CLI text and JSON of `result`. */
export function oddsPictures(result: OddsResult): HTMLElement[] {
  return [
    h('div', { class: 'odds-charts' }, outcomeBars(result), survivalBars(result), lengthChart(result)),
    h('div', { class: 'odds-summary' }, ...oddsSummary(result).map((line) => h('p', {}, line))),
    h(
      'details',
      {},
      h('summary', {}, 'The result as the command line prints it'),
      h('pre', { class: 'odds-text', tabindex: 0, 'aria-label': 'The odds as text' }, renderOddsText(result)),
    ),
    jsonDetails('mfd-odds-json', 'fray mfd odds', result),
  ];
}
