import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fray, ROOT, tempDir } from '../helpers/cli.js';
import { hasChromium, withPage } from '../helpers/browser.js';
import { runsHere } from '../helpers/runsHere.js';

describe.runIf(runsHere(hasChromium()))('fray mfd odds --report in a real browser', () => {
  it('renders every chart with visible bars and whiskers', async () => {
    const dir = tempDir();
    const r = fray(
      [
        'mfd',
        'odds',
        '--heroes',
        join(ROOT, 'examples/mfd/Heroes.csv'),
        '--villains',
        join(ROOT, 'examples/mfd/Villains.csv'),
        '--seed',
        '1',
        '--runs',
        '1000',
        '--report',
        'odds.html',
      ],
      { cwd: dir },
    );
    expect(r.code).toBe(0);
    const html = readFileSync(join(dir, 'odds.html'), 'utf8');
    const charts = await withPage(html, (page) =>
      page.evaluate(() => {
        const out: Record<
          string,
          { width: number; height: number; bars: number; tallBars: number; intervals: number }
        > = {};
        for (const svg of Array.from(document.querySelectorAll('svg.chart'))) {
          const box = svg.getBoundingClientRect();
          const bars = Array.from(svg.querySelectorAll('rect.bar'));
          out[svg.getAttribute('data-chart') ?? '?'] = {
            width: box.width,
            height: box.height,
            bars: bars.length,
            tallBars: bars.filter((b) => b.getBoundingClientRect().height > 0.5).length,
            intervals: svg.querySelectorAll('line.interval').length,
          };
        }
        return out;
      }),
    );
    expect(Object.keys(charts).sort()).toEqual(['outcomes', 'rounds', 'survival']);
    for (const c of Object.values(charts)) {
      expect(c.width).toBeGreaterThan(100);
      expect(c.height).toBeGreaterThan(100);
      expect(c.tallBars).toBeGreaterThan(0);
    }
    expect(charts.outcomes!.bars).toBe(4);
    expect(charts.outcomes!.intervals).toBe(4);
    expect(charts.survival!.bars).toBe(12);
  });
});
