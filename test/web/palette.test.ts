/** The bots' colours: chosen by name alone, distinct, and each ink readable on its fill. */
import { describe, expect, it } from 'vitest';
import { BOT_COLOURS, botColour } from '../../web/src/palette.js';

/** WCAG relative luminance of #rrggbb. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

const contrast = (a: string, b: string) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
};

describe('bot colours', () => {
  it('are six distinct fills, each with the more readable of black and white as its ink, at 4.5:1 or more', () => {
    expect(new Set(BOT_COLOURS.map((c) => c.fill)).size).toBe(BOT_COLOURS.length);
    for (const c of BOT_COLOURS) {
      expect(contrast(c.ink, c.fill), c.name).toBeGreaterThanOrEqual(4.5);
      const other = c.ink === '#ffffff' ? '#000000' : '#ffffff';
      expect(contrast(c.ink, c.fill), c.name).toBeGreaterThan(contrast(other, c.fill));
    }
  });

  it("follow the bot's name only: the same name, the same colour; a second copy (name#2) is the same bot", () => {
    for (const name of ['rusher', 'cloner', 'healers', 'exploder', 'random', 'my-bot'])
      expect(botColour(name)).toBe(botColour(name));
    expect(botColour('random#2')).toBe(botColour('random'));
    // Names spread over the palette (not all on one colour).
    const used = new Set(['rusher', 'cloner', 'healers', 'exploder', 'random', 'a', 'b', 'c', 'd', 'e'].map(botColour));
    expect(used.size).toBeGreaterThanOrEqual(4);
  });
});
