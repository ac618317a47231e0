/** Hovering a demon on the board shows everything about it (describeDemon) beside the pointer. */
import { h } from '../dom.js';
import type { MatchState } from '../../../src/summoner/rules/model.js';
import type { BoardSvg } from './boardSvg.js';
import { describeDemon } from './demonTable.js';

/** The tooltip of `board`, which reads the state on screen from `shown`; hide it whenever the board is redrawn. */
export function boardTooltip(board: BoardSvg, shown: () => MatchState, names: readonly [string, string]): HTMLElement {
  const tooltip = h('div', { class: 'tooltip', role: 'tooltip', hidden: true });
  board.svg.addEventListener('mousemove', (e) => {
    const g = (e.target as Element).closest('g.demon');
    const state = shown();
    const d = g === null ? undefined : state.demons.find((x) => String(x.id) === (g as SVGGElement).dataset.id);
    if (!d) {
      tooltip.hidden = true;
      return;
    }
    tooltip.textContent = describeDemon(d, state, names, board.frame);
    tooltip.hidden = false;
    const box = board.svg.getBoundingClientRect();
    tooltip.style.left = `${e.clientX - box.left + 14}px`;
    tooltip.style.top = `${e.clientY - box.top + 14}px`;
  });
  board.svg.addEventListener('mouseleave', () => void (tooltip.hidden = true));
  return tooltip;
}
