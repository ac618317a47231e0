/**
 * The problems of the bot being edited, under the editor: what the compiler found as it was typed, and the errors the
 * bot threw while it played (with the call and the step), each a button that takes the cursor to its line and
 * column. A thrown error is also underlined in the editor, until the next edit.
 */
import { h } from '../../../../src/dom.js';
import { live, signal } from '../../kit/reactive.js';
import type { SourceProblem } from './compileBotSource.js';

/** An error the bot threw while it played, placed in its source. */
export interface PlayedError {
  line: number;
  column: number;
  message: string;
  /** Where in the match: "battle call, step 37". */
  when: string;
}

/** The list, its heading, and what the page tells it. */
export interface ProblemList {
  readonly element: HTMLElement;
  compiled(problems: readonly SourceProblem[]): void;
  played(errors: readonly PlayedError[]): void;
}

/** The list; `go` takes the editor to a line and column. */
export function problemList(go: (line: number, column?: number) => void): ProblemList {
  const compile = signal<readonly SourceProblem[]>([]);
  const thrown = signal<readonly PlayedError[]>([]);
  const button = (text: string, line: number, column?: number) => {
    const b = h('button', { type: 'button', class: 'sw-problem', 'data-line': line }, text);
    b.addEventListener('click', () => go(line, column));
    return h('li', {}, b);
  };
  const title = live(h('h3', { id: 'sw-problems-title' }), () =>
    compile.value.length === 0 ? 'No problems: the bot compiles' : `Problems (${compile.value.length})`,
  );
  const list = live(h('ul', { class: 'sw-problems', id: 'sw-problems' }), () => [
    ...compile.value.map((p) => button(`Line ${p.line}: ${p.message}`, p.line)),
    ...thrown.value.map((e) =>
      button(`Line ${e.line}, column ${e.column}: ${e.message} (thrown in the ${e.when})`, e.line, e.column),
    ),
  ]);
  return {
    element: h('div', { class: 'sw-problem-box', 'aria-live': 'polite' }, title, list),
    compiled: (p) => (compile.value = p),
    played: (e) => (thrown.value = e),
  };
}
