import { describe, expect, it } from 'vitest';
import { htmlTable } from '../../src/report/htmlTable.js';

describe('htmlTable', () => {
  it('escapes every cell and header, and sets only the text columns left', () => {
    expect(htmlTable(['Bot', 'Wins'], [['<b>&', '3']], { cls: 'standings', textColumns: [0] })).toBe(
      '<table class="standings">\n<thead><tr><th style="text-align:left">Bot</th><th>Wins</th></tr></thead>\n' +
        '<tbody>\n<tr><td style="text-align:left">&lt;b&gt;&amp;</td><td>3</td></tr>\n</tbody>\n</table>',
    );
  });

  it('has no class attribute when none is given', () => {
    expect(htmlTable(['A'], [])).toBe('<table>\n<thead><tr><th>A</th></tr></thead>\n<tbody>\n\n</tbody>\n</table>');
  });
});
