import { describe, expect, it } from 'vitest';
import { svgLineChart } from '../../src/report/svgLineChart.js';

const spec = {
  title: 'Damage <taken>',
  xLabel: 'def',
  yLabel: 'taken',
  id: 'demo',
  series: [
    {
      name: 'inc 20',
      points: [
        [0, 20],
        [10, 13.33],
        [50, 5.71],
      ] as [number, number][],
    },
    {
      name: 'inc & 40',
      points: [
        [0, 40],
        [10, 32],
        [50, 17.78],
      ] as [number, number][],
    },
  ],
};

describe('svgLineChart', () => {
  it('has the chart root, one path per series and a legend', () => {
    const svg = svgLineChart(spec);
    expect(svg.startsWith('<svg class="chart" data-chart="demo"')).toBe(true);
    expect(svg.match(/<path class="series"/g)).toHaveLength(2);
    expect(svg).toContain('Damage &lt;taken&gt;');
    expect(svg).toContain('inc &amp; 40');
    expect(svg.trimEnd().endsWith('</svg>')).toBe(true);
  });
  it('is byte-identical for the same spec', () => {
    expect(svgLineChart(spec)).toBe(svgLineChart(structuredClone(spec)));
  });
  it('derives an id from the title and survives empty or non-finite data', () => {
    const svg = svgLineChart({
      title: 'Empty one',
      xLabel: 'x',
      yLabel: 'y',
      series: [{ name: 'a', points: [[Number.NaN, 1]] }],
    });
    expect(svg).toContain('data-chart="empty-one"');
    expect(svg).not.toContain('NaN');
  });
  it('matches its snapshot', () => {
    expect(svgLineChart(spec)).toMatchSnapshot();
  });
});
