/**
 * The end screen, over the whole screen below the title: how the game ended and the blow that did it, the last
 * messages, the summary (level, rounds, kills, what grew, gear and pack), the score and the high scores, and where the
 * morgue file went. It stays until the player presses q, Enter or Esc.
 */
import { growthText, headline, killedText, mostHarmText, summaryOf } from '../text/gameSummary.js';
import { listText } from '../text/listText.js';
import type { GameState } from '../rules/state.js';
import type { Canvas, Style } from './canvas.js';
import type { Ui } from './controller.js';
import { wrap } from './wrap.js';

/** Messages the end screen shows above the summary. */
const LAST_MESSAGES = 4;
/** High-score rows shown. */
const TOP = 5;

/** Draws the end screen of finished game `s` on `c` (of `size`), below the title line. */
export function drawEnd(c: Canvas, s: GameState, ui: Ui, size: { cols: number; rows: number }): void {
  const { cols, rows } = size;
  c.clear(0, 1, cols, rows - 1);
  const sum = summaryOf(s);
  const won = sum.result === 'won';
  const w = cols - 2;
  const out: [string, Style][] = [];
  const add = (text: string, style: Style = 'plain', max = 2, indent = ''): void => {
    for (const l of wrap(text, w - indent.length).slice(0, max)) out.push([indent + l, style]);
  };
  add(won ? `You win! ${headline(sum)}` : `You die. ${headline(sum)}`, won ? 'boldYellow' : 'boldRed');
  if (!won && ui.blow != null) add(`The last blow: ${ui.blow}`, 'red');
  // What dealt the last blow is not always what wore you down: both are named.
  if (mostHarmText(sum) !== '') add(mostHarmText(sum), won ? 'plain' : 'red');
  out.push(['Last messages:', 'bold']);
  for (const m of ui.messages.slice(-LAST_MESSAGES)) add(m, 'dim', 1, '  ');
  out.push([
    `Level ${sum.level} of ${sum.levels}  Round ${sum.rounds}  Commands ${sum.commands}  Score ${sum.score}`,
    'bold',
  ]);
  add(`Killed ${sum.kills}: ${killedText(sum.killed)}.`);
  add(`Grew: ${growthText(sum.growth)}.`);
  add(`Worn: ${sum.worn.length > 0 ? sum.worn.map((x) => x.replace(/^\w+: /, '')).join(', ') : 'nothing'}.`);
  add(`Carried: ${sum.carried.length > 0 ? listText(sum.carried) : 'nothing'}.`);
  const end = ui.end;
  if (end != null) {
    // The whole path is printed again on leaving; here a path too long for the line keeps its end.
    if (end.morgue !== null) {
      out.push(['Morgue file:', 'dim']);
      out.push([end.morgue.length <= w ? end.morgue : `…${end.morgue.slice(-(w - 1))}`, 'dim']);
    }
    if (end.problem !== null) add(`Not recorded: ${end.problem}`, 'red');
    const rank = end.rank !== null ? `rank ${end.rank} of ${end.scores.length}` : 'not among the best';
    out.push([`High scores (this game: ${rank}):`, 'bold']);
    end.scores.slice(0, TOP).forEach((r, i) => {
      const how = r.result === 'won' ? 'won' : `killed by ${r.by ?? 'something'}`;
      const line = `${String(i + 1).padStart(3)}. ${String(r.score).padStart(5)}  ${how}, level ${r.level}, round ${r.round}, seed ${r.seed}`;
      out.push([line, i + 1 === end.rank ? 'boldYellow' : 'plain']);
    });
  }
  const footer: [string, Style] = ['Press q, Enter or Esc to leave; Ctrl-P: all messages.', 'bold'];
  // The footer always shows; what does not fit above it gives way from the bottom of the scores.
  const room = rows - 2;
  const shown = out.slice(0, room);
  shown.forEach(([t, st], i) => c.put(1, 1 + i, t.slice(0, w), st));
  c.put(1, rows - 1, footer[0].slice(0, w), footer[1]);
}
