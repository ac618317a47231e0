import { describe, expect, it } from 'vitest';
import { svgBarChart } from '../../src/report/svgBarChart.js';
import { svgLineChart } from '../../src/report/svgLineChart.js';
import { svgStack } from '../../src/report/svgStack.js';

describe('svgStack', () => {
  it('stacks charts and sums their heights', () => {
    const a = svgLineChart({
      title: 'a',
      xLabel: 'x',
      yLabel: 'y',
      series: [
        {
          name: 's',
          points: [
            [0, 1],
            [1, 2],
          ],
        },
      ],
      height: 300,
    });
    const b = svgBarChart({ title: 'b', yLabel: 'y', bars: [{ label: 'q', value: 1 }], width: 500, height: 200 });
    const s = svgStack([a, b], { title: 'Both <charts>' });
    expect(s).toMatch(/^<svg class="chart-stack" data-stack="both-charts" [^>]*width="640" height="500"/);
    expect(s).toContain('<svg x="0" y="300" class="chart" data-chart="b"');
    expect(s.match(/class="chart"/g)).toHaveLength(2);
  });
});
