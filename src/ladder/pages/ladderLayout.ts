/**
 * The frame of every ladder page: a header with the ladder's links, the page's main content, and nothing inline
 * that a Content-Security-Policy would have to allow (the stylesheet and any script come from the site itself).
 */
import { escapeHtml } from '../../report/escapeHtml.js';
import type { Viewer } from './pageData.js';

/** What a page puts in the frame: its title, its body (already escaped HTML), and extra head or end-of-body tags. */
export interface PageParts {
  title: string;
  body: string;
  head?: string;
  end?: string;
}

/** The header's links: the leaderboard, and signing in or the author's own page. */
function header(v: Viewer): string {
  const me =
    v.author === undefined
      ? `<a href="/login">Sign in</a>${v.registration ? ' <a href="/register">Register</a>' : ''}`
      : `<a href="/me">${escapeHtml(v.author.name)}: your bots</a> ${signOut(v)}`;
  return `<header class="top"><nav aria-label="Ladder"><a href="/" class="home">Summoner War ladder</a> <a href="/matches">Matches</a> <a href="/key">Replay key</a> <a href="/api">API</a> <span class="me">${me}</span></nav></header>`;
}

/** The sign-out button: a form, so it carries the form token. */
function signOut(v: Viewer): string {
  return `<form method="post" action="/logout" class="inline"><input type="hidden" name="csrf" value="${escapeHtml(v.csrf)}"><button type="submit">Sign out</button></form>`;
}

/** The whole page. */
export function ladderLayout(v: Viewer, p: PageParts): string {
  return [
    '<!DOCTYPE html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(p.title)} \u2014 Summoner War ladder</title>`,
    '<link rel="stylesheet" href="/assets/ladder.css">',
    p.head ?? '',
    '</head>',
    '<body>',
    header(v),
    p.body,
    p.end ?? '',
    '</body>',
    '</html>',
    '',
  ].join('\n');
}

/** A number with `d` decimals. */
export function fixed(x: number, d = 1): string {
  return x.toFixed(d);
}

/** A link to a bot's page. */
export function botLink(name: string): string {
  return `<a href="/bots/${encodeURIComponent(name)}">${escapeHtml(name)}</a>`;
}
