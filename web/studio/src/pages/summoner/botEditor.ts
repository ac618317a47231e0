/**
 * The bot's editor: CodeMirror 6 with TypeScript highlighting, and the bot compiled as it is typed (after a short
 * pause), its problems underlined at their place and marked in the gutter. Tab is left to move the focus out of the
 * editor (the keyboard must be able to leave it); indentation follows Enter.
 */
import { basicSetup, EditorView } from 'codemirror';
import { javascript } from '@codemirror/lang-javascript';
import { linter, lintGutter, setDiagnostics, type Diagnostic } from '@codemirror/lint';
import { EditorSelection } from '@codemirror/state';
import type { SourceProblem } from './compileBotSource.js';
import { editorHighlight } from './editorHighlight.js';

/** The editor as the page uses it. */
export interface BotEditor {
  readonly view: EditorView;
  text(): string;
  /** Replaces the whole text (another bot chosen), without calling onChange. */
  setText(text: string): void;
  /** Shows problems found outside the compiler (a bot that does not load), until the next edit. */
  showProblems(problems: readonly SourceProblem[]): void;
  /** Puts the cursor on `line` (1-based), at `column` (1-based) when given, and focuses the editor. */
  goToLine(line: number, column?: number): void;
}

/** What the editor tells the page. */
export interface BotEditorOptions {
  text: string;
  label: string;
  /** Compiles the text: its problems (empty when it compiles). */
  check(text: string): SourceProblem[];
  /** Called after every change of the text by the visitor. */
  onChange(text: string): void;
  /** Called with the problems each time the text is checked. */
  onProblems(problems: readonly SourceProblem[]): void;
}

function diagnostics(problems: readonly SourceProblem[], length: number): Diagnostic[] {
  return problems.map((p) => ({
    from: Math.min(p.from, length),
    to: Math.min(Math.max(p.to, p.from), length),
    severity: 'error',
    message: p.message,
  }));
}

/** The editor's extensions: highlighting, the compiler's problems, the label, and the page told of each edit. */
function extensions(opts: BotEditorOptions, quiet: () => boolean) {
  return [
    basicSetup,
    editorHighlight,
    javascript({ typescript: true }),
    lintGutter(),
    linter(
      (v) => {
        const problems = opts.check(v.state.doc.toString());
        opts.onProblems(problems);
        return diagnostics(problems, v.state.doc.length);
      },
      { delay: 300 },
    ),
    // tabindex says outright that the editable text takes the focus (axe does not count contenteditable alone).
    EditorView.contentAttributes.of({ 'aria-label': opts.label, tabindex: '0' }),
    EditorView.updateListener.of((u) => {
      if (u.docChanged && !quiet()) opts.onChange(u.state.doc.toString());
    }),
  ];
}

/** Makes the editor inside `parent`. */
export function botEditor(parent: HTMLElement, opts: BotEditorOptions): BotEditor {
  let quiet = false;
  const view = new EditorView({ parent, doc: opts.text, extensions: extensions(opts, () => quiet) });
  return {
    view,
    text: () => view.state.doc.toString(),
    setText(text) {
      quiet = true;
      try {
        view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: text }, selection: { anchor: 0 } });
      } finally {
        quiet = false;
      }
    },
    showProblems(problems) {
      view.dispatch(setDiagnostics(view.state, diagnostics(problems, view.state.doc.length)));
    },
    goToLine(line, column) {
      const l = view.state.doc.line(Math.min(Math.max(1, line), view.state.doc.lines));
      const at = Math.min(l.to, l.from + Math.max(0, (column ?? 1) - 1));
      view.dispatch({ selection: EditorSelection.cursor(at), scrollIntoView: true });
      view.focus();
    },
  };
}
