/** Smooth armour's curves around one hit: damage taken against defence, and against incoming damage, the hit marked. */
import { armorHit, damageTaken } from '../../../../../src/core/index.js';
import { svgLineChart, type LineSeries } from '../../../../../src/report/index.js';
import { chartElement } from '../../kit/chart.js';

/** Whole steps from `lo` to `hi` (at most 400 points, so a huge input still draws at once). */
function curve(lo: number, hi: number, f: (x: number) => number): [number, number][] {
  const step = Math.max(1, Math.ceil((hi - lo) / 400));
  const pts: [number, number][] = [];
  for (let x = lo; x <= hi; x += step) pts.push([x, f(x)]);
  if (pts.at(-1)?.[0] !== hi) pts.push([hi, f(hi)]);
  return pts;
}

/** The range a curve spans: the handbook's 0…200, widened to include the visitor's value with room beyond. */
const span = (v: number): [number, number] => [Math.min(0, Math.floor(v)), Math.max(200, Math.ceil(v * 1.25))];

/** A vertical line from the axis up to the curve at the visitor's value: where this hit sits on the curve. */
function marker(name: string, x: number, y: number): LineSeries {
  return {
    name,
    points: [
      [x, 0],
      [x, y],
    ],
  };
}

const round = (x: number): string => (Number.isInteger(x) ? String(x) : x.toFixed(2));

/** The two charts of a hit of `inc` against `def`. */
export function armorCharts(inc: number, def: number): HTMLElement[] {
  const hit = armorHit(inc, def);
  const [d0, d1] = span(def);
  const [i0, i1] = span(inc);
  const againstDef = svgLineChart({
    id: 'armor-at-inc',
    title: `Damage taken against defence, incoming ${inc}`,
    xLabel: 'defence (def)',
    yLabel: 'damage taken',
    series: [
      { name: `incoming ${inc}`, points: curve(d0, d1, (d) => damageTaken(inc, d)) },
      marker(`your defence ${def}: taken ${round(hit.taken)}`, def, hit.taken),
    ],
  });
  const againstInc = svgLineChart({
    id: 'armor-at-def',
    title: `Damage taken against incoming damage, defence ${def}`,
    xLabel: 'incoming damage (inc)',
    yLabel: 'damage taken',
    series: [
      { name: `defence ${def}`, points: curve(i0, i1, (i) => damageTaken(i, def)) },
      marker(`your hit ${inc}: taken ${round(hit.taken)}`, inc, hit.taken),
      {
        name: 'no armour (taken = inc)',
        points: [
          [i0, Math.max(0, i0)],
          [i1, i1],
        ],
      },
    ],
  });
  return [chartElement(againstDef), chartElement(againstInc)];
}
