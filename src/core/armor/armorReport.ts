/** Renderers for `fray armor`: one hit as text, and the handbook's two graphs as SVG. */
import { damageTaken, type ArmorHit } from './smoothArmor.js';
import { svgLineChart } from '../../report/svgLineChart.js';

const num = (x: number): string => (Number.isInteger(x) ? String(x) : x.toFixed(4).replace(/0+$/, ''));

/** One hit as three lines. */
export function armorHitText(h: ArmorHit): string {
  const share = h.inc > 0 ? ` (${((100 * h.absorbed) / h.inc).toFixed(1)}% of the hit)` : '';
  return `incoming ${num(h.inc)} against defence ${num(h.def)}\ntaken    ${num(h.taken)}\nabsorbed ${num(h.absorbed)}${share}\n`;
}

function curve(from: number, to: number, f: (x: number) => number): [number, number][] {
  const pts: [number, number][] = [];
  for (let x = from; x <= to; x++) pts.push([x, f(x)]);
  return pts;
}

/** Damage taken against defence 0…200, one curve per incoming 20, 40 and 70. */
export function armorPlotAgainstDef(): string {
  return svgLineChart({
    id: 'armor-vs-def',
    title: 'Damage taken against defence, at constant incoming damage',
    xLabel: 'defence (def)',
    yLabel: 'damage taken',
    series: [20, 40, 70].map((inc) => ({
      name: `incoming ${inc}`,
      points: curve(0, 200, (def) => damageTaken(inc, def)),
    })),
  });
}

/** Damage taken against incoming 0…200, one curve per defence 10, 50 and 200, beside the unarmoured line. */
export function armorPlotAgainstInc(): string {
  return svgLineChart({
    id: 'armor-vs-inc',
    title: 'Damage taken against incoming damage, at constant defence',
    xLabel: 'incoming damage (inc)',
    yLabel: 'damage taken',
    series: [
      ...[10, 50, 200].map((def) => ({
        name: `defence ${def}`,
        points: curve(0, 200, (inc) => damageTaken(inc, def)),
      })),
      {
        name: 'no armour (taken = inc)',
        points: [
          [0, 0],
          [200, 200],
        ] as [number, number][],
      },
    ],
  });
}
