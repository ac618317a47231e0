/**
 * The editor's colours for code, as CSS variables (summoner.css gives each a light and a dark value), so the
 * highlighting follows the system's theme with the rest of the page and keeps its contrast on either ground.
 * CodeMirror's own default style is for a light ground only.
 */
import { HighlightStyle, syntaxHighlighting } from '@codemirror/language';
import { tags as t } from '@lezer/highlight';

const style = HighlightStyle.define([
  { tag: t.keyword, color: 'var(--code-keyword)' },
  { tag: [t.atom, t.bool, t.url, t.contentSeparator, t.labelName], color: 'var(--code-atom)' },
  { tag: [t.literal, t.inserted], color: 'var(--code-literal)' },
  { tag: [t.string, t.deleted], color: 'var(--code-string)' },
  { tag: [t.regexp, t.escape, t.special(t.string)], color: 'var(--code-regexp)' },
  { tag: [t.definition(t.variableName), t.definition(t.propertyName)], color: 'var(--code-definition)' },
  { tag: t.local(t.variableName), color: 'var(--code-local)' },
  { tag: [t.typeName, t.namespace, t.className], color: 'var(--code-type)' },
  { tag: [t.special(t.variableName), t.macroName, t.meta], color: 'var(--code-special)' },
  { tag: t.comment, color: 'var(--code-comment)' },
  { tag: t.invalid, color: 'var(--bad)' },
]);

/** The extension that colours the bot's code in the page's theme (it takes precedence over basicSetup's). */
export const editorHighlight = syntaxHighlighting(style);
