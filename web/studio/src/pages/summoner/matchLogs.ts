/** The bots' log lines beside the viewer: those of the step shown (following the viewer), and the whole match's. */
import type { Replay } from '../../../../../src/summoner/index.js';
import { h } from '../../../../src/dom.js';

/** The log lines of one step, per seat, as list items. */
function stepLogs(replay: Replay, names: readonly [string, string], frame: number): HTMLElement[] {
  const step = replay.steps[frame];
  const out: HTMLElement[] = [];
  for (const seat of [0, 1] as const) {
    const lines = step?.logs?.[seat] ?? [];
    if (lines.length > 0) out.push(h('li', {}, h('strong', {}, `${names[seat]}:`), h('pre', {}, lines.join('\n'))));
  }
  return out.length > 0 ? out : [h('li', { class: 'none' }, 'No log lines at this step.')];
}

/** Every log line of the match, by step. */
function allLogs(replay: Replay, names: readonly [string, string]): string {
  const out: string[] = [];
  replay.steps.forEach((s, i) => {
    for (const seat of [0, 1] as const)
      for (const line of s.logs?.[seat] ?? []) out.push(`step ${i + 1} ${names[seat]}: ${line}`);
  });
  return out.length > 0 ? out.join('\n') : 'Neither bot logged anything.';
}

/** The logs' section; `show` follows a viewer root (its data-frame) for a replay, and returns what stops following. */
export function matchLogs() {
  const now = h('ul', { class: 'sw-step-logs', id: 'sw-step-logs' });
  const all = h('pre', { class: 'sw-all-logs', id: 'sw-all-logs', tabindex: 0 });
  const element = h(
    'section',
    { class: 'sw-logs', hidden: true, 'aria-labelledby': 'sw-logs-title' },
    h('h3', { id: 'sw-logs-title' }, "The bots' log lines at the step shown"),
    now,
    h('details', {}, h('summary', {}, 'Every log line of the match'), all),
  );
  element.addEventListener('keydown', (e) => e.stopPropagation());
  const show = (replay: Replay, names: readonly [string, string], root: HTMLElement): (() => void) => {
    const update = (): void => now.replaceChildren(...stepLogs(replay, names, Number(root.dataset.frame ?? 0)));
    const observer = new MutationObserver(update);
    observer.observe(root, { attributes: true, attributeFilter: ['data-frame'] });
    update();
    all.textContent = allLogs(replay, names);
    element.hidden = false;
    return () => observer.disconnect();
  };
  return { element, show };
}
