import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { renderTournamentHtml, shareColour, type MatchRow } from '../../../src/summoner/report/tournamentHtml.js';
import { roundRobin } from '../../../src/summoner/tournament/schedule.js';
import { tournamentResult, type TournamentInput } from '../../../src/summoner/tournament/tournamentResult.js';
import { hasChromium, withPage } from '../../helpers/browser.js';
import { fourBots, played } from '../tournament/fixtures.js';
import { runsHere } from '../../helpers/runsHere.js';

function matchRows(input: TournamentInput): MatchRow[] {
  const name = (i: number): string => input.names[i] ?? '?';
  return input.matches.map(({ pairing: p, summary: s }) => ({
    index: p.index,
    seats: [name(p.seats[0]), name(p.seats[1])],
    winner: s.winner === null ? null : name(p.seats[s.winner]),
    turns: s.turns,
    reason: s.reason,
  }));
}

/** Thirty bots with long names (cut in the charts); bot 3 did not load and loses all; otherwise the lower index wins. */
function thirtyBots(): TournamentInput {
  const names = Array.from({ length: 30 }, (_, i) => `a-rather-long-bot-name-${i}`);
  const matches = roundRobin(30).map((p) => {
    const winner = p.seats.includes(3) ? (p.seats[0] === 3 ? p.seats[1] : p.seats[0]) : Math.min(...p.seats);
    return played(p, winner, { turns: 5 + ((p.index * 37) % 200), errors: [p.index % 3, 0] });
  });
  return {
    seed: 9,
    names,
    loadErrors: names.map((_, i) => (i === 3 ? 'no default export' : null)),
    matches,
    bootstrapSamples: 30,
  };
}

interface ChartBox {
  id: string;
  width: number;
  height: number;
  bars: number[];
  intervals: number[];
  overflow: number;
}

/** Every chart's size, its bars' and whiskers' rendered heights, and how many of its parts stick out of its box. */
function charts(page: Page): Promise<ChartBox[]> {
  return page.$$eval('svg.chart', (svgs) =>
    svgs.map((svg) => {
      const box = svg.getBoundingClientRect();
      const parts = Array.from(svg.querySelectorAll('rect.bar, line.interval, text'));
      return {
        id: svg.getAttribute('data-chart') ?? '?',
        width: box.width,
        height: box.height,
        bars: Array.from(svg.querySelectorAll('rect.bar')).map((b) => b.getBoundingClientRect().height),
        intervals: Array.from(svg.querySelectorAll('line.interval')).map((l) => l.getBoundingClientRect().height),
        overflow: parts.filter((p) => {
          const r = p.getBoundingClientRect();
          return r.left < box.left - 1 || r.right > box.right + 1 || r.top < box.top - 1 || r.bottom > box.bottom + 1;
        }).length,
      };
    }),
  );
}

describe('renderTournamentHtml (static)', () => {
  it('is self-contained and escapes names', () => {
    const input = { ...fourBots(), names: ['<img src=x onerror=alert(1)>', 'mallow', 'basil', 'zed'] };
    const html = renderTournamentHtml(tournamentResult(input), 'T & <b>', { matchRows: matchRows(input) });
    // Quoted attribute values emptied first: a name may spell "src=" but must stay text.
    expect(html.replace(/"[^"]*"/g, '""')).not.toMatch(
      /<(script|link|img|iframe|object|embed)\b|<[^>]*\s(src|href)=|url\(|@import/i,
    );
    expect(html.replace(/xmlns="http:\/\/www\.w3\.org\/2000\/svg"/g, '')).not.toMatch(/https?:/);
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).toContain('<title>T &amp; &lt;b&gt;</title>');
    // Rows without replayHref: a matches table, no links.
    expect(html).toContain('<table class="matches">');
    expect(html).not.toContain('<a ');
  });

  it('leaves out the matches table without rows, and the error chart when no bot erred', () => {
    const input = fourBots();
    const quiet = {
      ...input,
      matches: input.matches.map((m) => ({ ...m, summary: { ...m.summary, errors: [0, 0] as [number, number] } })),
    };
    const html = renderTournamentHtml(tournamentResult(quiet), 'T');
    expect(html).not.toContain('class="matches"');
    expect(html).not.toContain('data-chart="errors"');
    expect(html).toContain('No bot lost a call or forfeited.');
  });

  it('shades orange below an even score, white at even, blue above', () => {
    expect(shareColour(0)).toBe('#f4a582');
    expect(shareColour(0.5)).toBe('#ffffff');
    expect(shareColour(1)).toBe('#92c5de');
    expect(shareColour(2)).toBe(shareColour(1));
  });
});

describe.runIf(runsHere(hasChromium()))('renderTournamentHtml in Chromium', () => {
  it('lays out the charts, the shaded win matrix and the linked matches table, fetching nothing', async () => {
    const input = fourBots();
    const html = renderTournamentHtml(tournamentResult(input), 'Tournament', {
      matchRows: matchRows(input),
      replayHref: (i) => `replays/match-${i + 1}.json`,
    });
    await withPage(html, async (page) => {
      const boxes = await charts(page);
      expect(boxes.map((c) => c.id)).toEqual(['ratings', 'first-seat', 'lengths', 'errors']);
      for (const c of boxes) {
        expect(c.width).toBeGreaterThan(100);
        expect(c.height).toBeGreaterThan(100);
        expect(c.overflow).toBe(0);
      }
      const [ratings, seat, lengths] = boxes as [ChartBox, ChartBox, ChartBox];
      expect(ratings.bars).toHaveLength(4);
      expect(ratings.intervals).toHaveLength(4);
      expect([...ratings.bars, ...ratings.intervals].every((h) => h > 1)).toBe(true);
      expect(seat.bars).toHaveLength(2);
      expect(seat.intervals.every((h) => h > 1)).toBe(true);
      // Lengths 1 to 12 fall in the widening bins 1-5, 6-10 and 11-20.
      expect(lengths.bars).toHaveLength(3);
      expect(lengths.bars.every((h) => h > 1)).toBe(true);

      const cells = await page.$$eval('table.win-matrix td.h2h', (tds) =>
        tds.map((td) => {
          const r = td.getBoundingClientRect();
          const [red, , blue] = (getComputedStyle(td).backgroundColor.match(/\d+/g) ?? []).map(Number);
          return {
            text: td.textContent ?? '',
            share: Number(td.getAttribute('data-share')),
            w: r.width,
            h: r.height,
            red: red ?? 0,
            blue: blue ?? 0,
          };
        }),
      );
      expect(cells).toHaveLength(12);
      for (const c of cells) {
        expect(c.text).toMatch(/^\d+-\d+-\d+$/);
        expect(c.w).toBeGreaterThan(10);
        expect(c.h).toBeGreaterThan(10);
        if (c.share > 0.5) expect(c.blue).toBeGreaterThan(c.red);
        else if (c.share < 0.5) expect(c.red).toBeGreaterThan(c.blue);
        else expect([c.red, c.blue]).toEqual([255, 255]);
      }
      // Row #1 is ann, who beat mallow (#4) in both seats.
      expect(await page.locator('table.win-matrix tbody tr').first().locator('td').last().textContent()).toBe('2-0-0');
      expect(await page.locator('table.win-matrix td.self').count()).toBe(4);

      expect(await page.locator('table.standings tbody tr').count()).toBe(4);
      expect(await page.locator('table.standings tbody tr').first().locator('td').nth(1).textContent()).toBe('ann');
      const links = await page.$$eval('table.matches a', (as) => as.map((a) => a.getAttribute('href')));
      expect(links).toEqual(Array.from({ length: 12 }, (_, i) => `replays/match-${i + 1}.json`));
      expect(await page.locator('script').count()).toBe(0);

      // Load the page again with a listener attached from the start: a self-contained page asks for nothing.
      const requests: string[] = [];
      page.on('request', (r) => requests.push(r.url()));
      await page.setContent(html, { waitUntil: 'load' });
      expect(requests).toEqual([]);
    });
  });

  it("keeps thirty bots' long names inside the charts and lists the bot that failed to load", async () => {
    const input = thirtyBots();
    const html = renderTournamentHtml(tournamentResult(input), 'Thirty');
    await withPage(html, async (page) => {
      const boxes = await charts(page);
      const ratings = boxes.find((c) => c.id === 'ratings');
      expect(ratings?.bars).toHaveLength(30);
      expect(ratings?.intervals).toHaveLength(30);
      for (const c of boxes) {
        expect(c.width).toBeGreaterThan(100);
        expect(c.overflow).toBe(0);
      }
      const heights = await page.$$eval('table.win-matrix td.h2h', (tds) =>
        tds.map((td) => td.getBoundingClientRect().height),
      );
      expect(heights).toHaveLength(30 * 29);
      // One line per cell, as tall as a standings row: the wide table scrolls instead of wrapping its digits.
      const oneLine = await page.$eval('table.standings tbody td', (td) => td.getBoundingClientRect().height);
      expect(Math.max(...heights)).toBeLessThanOrEqual(oneLine + 0.5);
      const labels = await page.$$eval('svg[data-chart="ratings"] text.bar-label', (ts) =>
        ts.map((t) => t.textContent),
      );
      expect(labels[0]).toBe('a-rat…name-0');
      expect(new Set(labels).size).toBe(30);
      expect(await page.locator('ul.load-errors li').allTextContents()).toEqual([
        'a-rather-long-bot-name-3: no default export',
      ]);
    });
  });
});
