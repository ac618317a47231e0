import { describe, expect, it } from 'vitest';
import { svgBarChart } from '../../src/report/svgBarChart.js';

const spec = {
  title: 'Hit rate',
  yLabel: 'rate',
  id: 'bars',
  bars: [
    { label: 'plain', value: 0.55, lo: 0.5, hi: 0.6 },
    { label: 'luck', value: 0.74 },
    { label: 'prd', value: 0.55, lo: 0.52, hi: 0.58 },
  ],
};

describe('svgBarChart', () => {
  it('draws one rect per bar and one whisker per interval', () => {
    const svg = svgBarChart(spec);
    expect(svg.startsWith('<svg class="chart" data-chart="bars"')).toBe(true);
    expect(svg.match(/<rect class="bar"/g)).toHaveLength(3);
    expect(svg.match(/<line class="interval"/g)).toHaveLength(2);
  });
  it('is deterministic and honours yMax', () => {
    expect(svgBarChart(spec)).toBe(svgBarChart(structuredClone(spec)));
    const svg = svgBarChart({ ...spec, yMax: 1 });
    expect(svg).toContain('>1</text>');
    expect(svg).not.toContain('>1.2</text>');
  });
  it('works as a histogram of counts with many bars', () => {
    const bars = Array.from({ length: 20 }, (_, i) => ({ label: String(i + 1), value: 100 - i * 5 }));
    const svg = svgBarChart({ title: 'Streaks', yLabel: 'count', bars });
    expect(svg.match(/<rect class="bar"/g)).toHaveLength(20);
    expect(svg).toContain('rotate(-45');
  });
  it('handles no bars', () => {
    expect(svgBarChart({ title: 'none', yLabel: 'y', bars: [] })).toContain('class="chart"');
  });
});
