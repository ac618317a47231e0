import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fray, ROOT, tempDir } from '../helpers/cli.js';
import { hasChromium, withPage } from '../helpers/browser.js';
import { runsHere } from '../helpers/runsHere.js';

describe.runIf(runsHere(hasChromium()))('fray nightsoil arena --report in Chromium', () => {
  it('renders every chart with a real size and the expected elements', async () => {
    const dir = tempDir();
    const out = join(dir, 'arena.html');
    const r = fray([
      'nightsoil',
      'arena',
      join(ROOT, 'examples/nightsoil/world.json'),
      '--days',
      '12',
      '--seed',
      '5',
      '--report',
      out,
    ]);
    expect(r.code).toBe(0);
    expect(r.stderr).toContain('Wrote');
    const html = readFileSync(out, 'utf8');
    await withPage(html, async (page) => {
      const charts = await page.$$eval('svg.chart', (els) =>
        els.map((e) => {
          const b = e.getBoundingClientRect();
          return { id: e.getAttribute('data-chart'), w: b.width, h: b.height };
        }),
      );
      expect(charts.map((c) => c.id)).toEqual([
        'survival',
        'final-survival',
        'growth-maxlife',
        'growth-maxstrength',
        'growth-maxiq',
        'growth-maxaim',
        'growth-maxarmour',
        'aim-armour',
      ]);
      for (const c of charts) {
        expect(c.w).toBeGreaterThan(0);
        expect(c.h).toBeGreaterThan(0);
      }
      for (const c of charts.filter((x) => x.id !== 'final-survival' && x.id !== 'aim-armour')) {
        expect(await page.locator(`svg[data-chart="${c.id}"] path.series`).count()).toBe(5);
        // At least one build lives on, so at least one line has width.
        const widths = await page.$$eval(`svg[data-chart="${c.id}"] path.series`, (els) =>
          els.map((e) => (e as SVGGraphicsElement).getBBox().width),
        );
        expect(Math.max(...widths)).toBeGreaterThan(0);
      }
      expect(await page.locator('svg[data-chart="final-survival"] rect.bar').count()).toBe(5);
      // Ranged fighters: one aim bar and one armour bar per build, and the archers' aim bar stands above their armour bar.
      const skill = await page.$$eval('svg[data-chart="aim-armour"] rect.bar', (els) =>
        els.map((e) => ({ label: e.getAttribute('data-label'), h: e.getBoundingClientRect().height })),
      );
      expect(skill.map((b) => b.label)).toEqual([
        'orc aim',
        'orc armour',
        'elf aim',
        'elf armour',
        'rat aim',
        'rat armour',
        'wizard aim',
        'wizard armour',
        'goblin aim',
        'goblin armour',
      ]);
      const h = (label: string): number => skill.find((b) => b.label === label)?.h ?? 0;
      expect(h('elf aim')).toBeGreaterThan(h('elf armour'));
      expect(
        await page.locator('section', { hasText: 'Fighting from a distance' }).locator('table tbody tr').count(),
      ).toBe(5);
      const bars = await page.$$eval('svg[data-chart="final-survival"] rect.bar', (els) =>
        els.map((e) => e.getBoundingClientRect().height),
      );
      expect(Math.max(...bars)).toBeGreaterThan(0);
      expect(await page.locator('h2').allTextContents()).toEqual([
        'Survival',
        'Growth of the maxima (mean over living mobs)',
        'Fighting from a distance',
        'Risk-free loops',
      ]);
      expect(await page.locator('section', { hasText: 'Risk-free loops' }).locator('p').first().textContent()).toMatch(
        /Risk-free loop: (none found|FOUND)/,
      );
      expect(
        await page.locator('section', { hasText: 'Fighting from a distance' }).locator('p').first().textContent(),
      ).toMatch(/^Fighting from a distance: elf struck \d+% of its blows from range/);
    });
  });
});
