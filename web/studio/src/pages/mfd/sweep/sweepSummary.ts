/**
 * A sweep in a few plain sentences, under its picture: how each way of ending moves from the first value tried to
 * the last (one number varied), or where the heroes do best and worst (two), and what the shaded bands mean.
 */
import { type SweepResult } from '../../../../../../src/mfd/sweep/sweepResult.js';
import { percent } from '../../../kit/charts/percent.js';

type Point = SweepResult['points'][number];
type Outcome = keyof Point['outcomes'];

const NAMES: Readonly<Record<Outcome, string>> = {
  heroes: "heroes' wins",
  villains: "villains' wins",
  draw: 'draws',
  none: 'undecided battles',
};

function trend(o: Outcome, first: Point, last: Point): string {
  const a = first.outcomes[o].rate;
  const b = last.outcomes[o].rate;
  const how = a === b ? `stay at ${percent(a)}` : `go from ${percent(a)} to ${percent(b)}`;
  return `${NAMES[o]} ${how}`;
}

function oneNumber(result: SweepResult): string {
  const first = result.points[0];
  const last = result.points[result.points.length - 1];
  const v = result.variables[0];
  if (first === undefined || last === undefined || v === undefined) return 'No value was tried.';
  const shown: Outcome[] = ['heroes', 'villains', 'draw'];
  if (result.points.some((p) => p.outcomes.none.count > 0)) shown.push('none');
  const parts = shown.map((o) => trend(o, first, last));
  return `As ${v.label} goes from ${first.values[0]} to ${last.values[0]}, ${parts.join('; ')}.`;
}

function twoNumbers(result: SweepResult): string {
  const byRate = [...result.points].sort((a, b) => a.outcomes.heroes.rate - b.outcomes.heroes.rate);
  const worst = byRate[0];
  const best = byRate[byRate.length - 1];
  const [x, y] = result.variables;
  if (worst === undefined || best === undefined || x === undefined || y === undefined) return 'No value was tried.';
  const at = (p: Point) => `${x.label} = ${p.values[0]} and ${y.label} = ${p.values[1]}`;
  return `Heroes do best at ${at(best)} (they win ${percent(best.outcomes.heroes.rate)}), and worst at ${at(worst)} (${percent(worst.outcomes.heroes.rate)}).`;
}

/** The summary's sentences. */
export function sweepSummary(result: SweepResult): string[] {
  return [
    result.variables.length > 1 ? twoNumbers(result) : oneNumber(result),
    `Each value was fought ${result.runsPerPoint.toLocaleString('en')} times with the same dice, so the differences come from the number. The shaded band around each line is where the true rate lies, 19 times in 20: where two bands overlap, the difference may be chance.`,
  ];
}
