/** The odds in a few plain sentences: who wins how often (with the 95% interval), how long battles last, who lives. */
import type { OddsResult } from '../../../../../../src/mfd/index.js';
import { percent, percentRange } from '../../../kit/charts/percent.js';

function rate(r: OddsResult['outcomes']['heroes']): string {
  return `${percent(r.rate)} (${percentRange(r.ci95[0], r.ci95[1])})`;
}

function endings(result: OddsResult): string {
  const { draw, none } = result.outcomes;
  const parts: string[] = [];
  if (draw.count > 0) parts.push(`${percent(draw.rate)} end in a draw, both sides falling in the same round`);
  if (none.count > 0)
    parts.push(`${percent(none.rate)} are undecided, both sides still standing when the round limit comes`);
  return parts.length === 0 ? 'None ends in a draw or undecided.' : `${parts.join('; ')}.`;
}

function survivors(result: OddsResult): string {
  const best = (side: 'heroes' | 'villains') =>
    result.fighters.filter((f) => f.side === side).sort((a, b) => b.survival - a.survival)[0];
  const words = (['heroes', 'villains'] as const).flatMap((side) => {
    const f = best(side);
    return f === undefined ? [] : [`${f.name} (${side}) survives most often, in ${percent(f.survival)} of battles`];
  });
  const e = result.expectedSurvivors;
  return `${words.join('; ')}. On average ${e.heroes.toFixed(1)} heroes and ${e.villains.toFixed(1)} villains are left standing.`;
}

/** The summary's sentences. */
export function oddsSummary(result: OddsResult): string[] {
  const { heroes, villains } = result.outcomes;
  const r = result.rounds;
  return [
    `Heroes win ${rate(heroes)} of ${result.runs.toLocaleString('en')} battles; villains win ${rate(villains)}. The range in brackets is where the true rate lies, 19 times in 20.`,
    endings(result),
    `A battle lasts ${r.mean.toFixed(1)} rounds on average: half are over by round ${r.median}, nine in ten by round ${r.p90}.`,
    survivors(result),
  ];
}
