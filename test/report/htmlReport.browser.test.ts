import { describe, expect, it } from 'vitest';
import { htmlReport } from '../../src/report/htmlReport.js';
import { svgBarChart } from '../../src/report/svgBarChart.js';
import { svgLineChart } from '../../src/report/svgLineChart.js';
import { hasChromium, withPage } from '../helpers/browser.js';
import { runsHere } from '../helpers/runsHere.js';

describe.runIf(runsHere(hasChromium()))('htmlReport in Chromium', () => {
  it('renders a line chart and a bar chart with real, non-empty boxes', async () => {
    const html = htmlReport({
      title: 'Report',
      sections: [
        {
          heading: 'Lines',
          html: svgLineChart({
            title: 'L',
            xLabel: 'x',
            yLabel: 'y',
            id: 'lines',
            series: [
              {
                name: 'a',
                points: [
                  [0, 0],
                  [1, 2],
                ],
              },
              {
                name: 'b',
                points: [
                  [0, 1],
                  [1, 1],
                ],
              },
              {
                name: 'c',
                points: [
                  [0, 2],
                  [1, 0],
                ],
              },
            ],
          }),
        },
        {
          heading: 'Bars',
          html: svgBarChart({
            title: 'B',
            yLabel: 'n',
            id: 'bars',
            bars: [
              { label: 'x', value: 3, lo: 2, hi: 4 },
              { label: 'y', value: 5 },
              { label: 'z', value: 1 },
              { label: 'w', value: 2 },
            ],
          }),
        },
      ],
    });
    await withPage(html, async (page) => {
      const charts = await page.$$eval('svg.chart', (els) =>
        els.map((e) => {
          const r = e.getBoundingClientRect();
          return { id: e.getAttribute('data-chart'), w: r.width, h: r.height };
        }),
      );
      expect(charts.map((c) => c.id)).toEqual(['lines', 'bars']);
      for (const c of charts) {
        expect(c.w).toBeGreaterThan(0);
        expect(c.h).toBeGreaterThan(0);
      }
      expect(await page.locator('svg[data-chart="lines"] path.series').count()).toBe(3);
      expect(await page.locator('svg[data-chart="bars"] rect.bar').count()).toBe(4);
      expect(await page.locator('svg[data-chart="bars"] line.interval').count()).toBe(1);
      const barHeights = await page.$$eval('svg[data-chart="bars"] rect.bar', (els) =>
        els.map((e) => e.getBoundingClientRect().height),
      );
      expect(barHeights.every((h) => h > 0)).toBe(true);
      const pathBox = await page.$eval(
        'svg[data-chart="lines"] path.series',
        (e) => (e as SVGGraphicsElement).getBBox().width,
      );
      expect(pathBox).toBeGreaterThan(0);
    });
  });
});
