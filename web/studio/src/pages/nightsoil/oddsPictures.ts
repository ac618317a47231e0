/** Whole duels, sampled (`fray nightsoil duel A B --runs N --seed S --json`), as bars with their 95% intervals. */
import { h } from '../../../../src/dom.js';
import { rateBars } from '../../kit/charts/rateBars.js';
import { percent } from '../../kit/charts/percent.js';
import { jsonDetails } from '../../kit/layout.js';

/** What the worker answers: the CLI's --json document of the odds. */
export interface OddsJson {
  runs: number;
  outcomes: { outcome: string; count: number; share: number; interval95: [number, number] }[];
  wins: Record<string, number>;
  meanRounds: number;
  meanStrikes: number;
}

/** The odds' sentence, bars and JSON. */
export function oddsPictures(json: OddsJson, seed: number): HTMLElement[] {
  const names = Object.keys(json.wins);
  const bars = json.outcomes.map((o, k) => ({
    label: o.outcome,
    rate: o.share,
    lo: o.interval95[0],
    hi: o.interval95[1],
    tone: `tone-${k % 6}`,
  }));
  return [
    h(
      'p',
      { class: 'summary' },
      `${names.map((n) => `${n} wins ${percent(json.wins[n] ?? 0)}`).join(', ')}; a duel lasts ${json.meanRounds.toFixed(2)} rounds and ${json.meanStrikes.toFixed(2)} strikes on average.`,
    ),
    rateBars('duel-odds', `How ${json.runs} duels ended (seed ${seed}), with 95% intervals`, bars),
    jsonDetails('The result as data (as fray nightsoil duel --runs N --seed S --json)', json),
  ];
}
