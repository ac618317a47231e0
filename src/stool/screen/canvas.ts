/** A grid of characters with a style per cell, turned into terminal text with colour (SGR codes) or without. */

/** SGR parameters of a style, by name (the renderer's palette); '' is the terminal's default. */
export const STYLES = {
  plain: '',
  dim: '90',
  bold: '1',
  red: '31',
  green: '32',
  yellow: '33',
  blue: '34',
  magenta: '35',
  cyan: '36',
  white: '37',
  boldRed: '1;31',
  boldYellow: '1;33',
  boldWhite: '1;37',
  title: '7',
} as const;
/** A style name. */
export type Style = keyof typeof STYLES;

/** A width × height grid of cells, all spaces at first. Writes past the edges are clipped. */
export class Canvas {
  private readonly chars: string[][];
  private readonly styles: Style[][];

  constructor(
    readonly width: number,
    readonly height: number,
  ) {
    this.chars = Array.from({ length: height }, () => new Array<string>(width).fill(' '));
    this.styles = Array.from({ length: height }, () => new Array<Style>(width).fill('plain'));
  }

  /** Writes `text` from (x, y) to the right in `style`; control characters become '?'. */
  put(x: number, y: number, text: string, style: Style = 'plain'): void {
    const row = this.chars[y];
    const srow = this.styles[y];
    if (row === undefined || srow === undefined) return;
    let i = 0;
    for (const ch of text) {
      const cx = x + i++;
      if (cx < 0) continue;
      if (cx >= this.width) break;
      row[cx] = ch < ' ' || ch === '\u007f' ? '?' : ch;
      srow[cx] = style;
    }
  }

  /** The character at (x, y), or a space off the grid. */
  charAt(x: number, y: number): string {
    return this.chars[y]?.[x] ?? ' ';
  }

  /** Fills a rectangle with spaces in the default style. */
  clear(x: number, y: number, w: number, h: number): void {
    for (let r = y; r < y + h; r++) this.put(x, r, ' '.repeat(Math.max(0, w)));
  }

  /** The lines of the grid: with colour, each run of a style wrapped in its SGR codes; without, the characters only. */
  lines(opts: { colour: boolean }): string[] {
    const { colour } = opts;
    return this.chars.map((row, y) => {
      if (!colour) return row.join('').trimEnd();
      const srow = this.styles[y] as Style[];
      let out = '';
      let current: Style = 'plain';
      for (let x = 0; x < row.length; x++) {
        const st = srow[x] as Style;
        if (st !== current) {
          out += STYLES[st] === '' ? '\u001b[0m' : `\u001b[0;${STYLES[st]}m`;
          current = st;
        }
        out += row[x];
      }
      if (current !== 'plain') out += '\u001b[0m';
      return out.replace(/ +$/, '');
    });
  }
}
