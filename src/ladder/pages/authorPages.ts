/**
 * The pages of an author: signing in with their token, registering (when the ladder allows it), and their own page
 * with their bots, each version's status and reasons, the submit form and the form to ask for an unrated match.
 */
import { escapeHtml } from '../../report/escapeHtml.js';
import { botLink, ladderLayout } from './ladderLayout.js';
import type { Viewer } from './pageData.js';

/** The hidden field every form carries. */
function csrfField(v: Viewer): string {
  return `<input type="hidden" name="csrf" value="${escapeHtml(v.csrf)}">`;
}

/** A message after a form: what happened, or what went wrong (role alert). */
function message(text: string | undefined, kind: 'ok' | 'error'): string {
  if (text === undefined) return '';
  return `<p class="${kind}" role="${kind === 'error' ? 'alert' : 'status'}">${escapeHtml(text)}</p>`;
}

/** The sign-in form: an author pastes their token. */
export function loginPage(v: Viewer, error?: string): string {
  return ladderLayout(v, {
    title: 'Sign in',
    body:
      `<main><h1>Sign in</h1>${message(error, 'error')}<form method="post" action="/login">${csrfField(v)}` +
      '<label for="token">Your token (from the organiser, or from registering)</label>' +
      '<input id="token" name="token" type="password" autocomplete="current-password" required size="60">' +
      '<button type="submit">Sign in</button></form></main>',
  });
}

/** The registration form, and after it the token, shown once. */
export function registerPage(v: Viewer, d: { error?: string; token?: string; name?: string } = {}): string {
  const done =
    d.token === undefined
      ? ''
      : `<p class="ok" role="status">Registered as ${escapeHtml(d.name ?? '')}. Your token, shown only this once: keep it secret.</p><p><code class="token">${escapeHtml(d.token)}</code></p><p><a href="/login">Sign in with it</a></p>`;
  const form =
    d.token !== undefined
      ? ''
      : `<form method="post" action="/register">${csrfField(v)}<label for="name">Author name (letters, digits, '.', '_' or '-')</label>` +
        '<input id="name" name="name" required maxlength="40" pattern="[A-Za-z0-9][A-Za-z0-9_.\\-]{0,39}"><button type="submit">Register</button></form>';
  return ladderLayout(v, {
    title: 'Register',
    body: `<main><h1>Register</h1>${message(d.error, 'error')}${done}${form}</main>`,
  });
}

/** One of the author's versions, as their page lists it. */
export interface MyVersion {
  bot: string;
  id: number;
  seq: number;
  status: string;
  reason: string | null;
  warnings: string[];
}

/** The author's page: versions with reasons, the submit form and the challenge form. */
export function authorPage(
  v: Viewer,
  d: {
    versions: readonly MyVersion[];
    bots: readonly string[];
    opponents: readonly string[];
    flash?: string;
    error?: string;
  },
): string {
  const rows = d.versions
    .map(
      (x) =>
        `<tr><th scope="row">${botLink(x.bot)} v${x.seq}</th><td>${escapeHtml(x.status)}</td><td>${x.reason === null ? '' : `<pre class="reason">${escapeHtml(x.reason)}</pre>`}${x.warnings.length === 0 ? '' : `<details><summary>${x.warnings.length} warning${x.warnings.length === 1 ? '' : 's'}</summary><pre>${escapeHtml(x.warnings.join('\n'))}</pre></details>`}</td><td><a href="/versions/${x.id}/source">source</a></td></tr>`,
    )
    .join('\n');
  const table =
    d.versions.length === 0
      ? '<p>You have submitted no bot yet.</p>'
      : `<table class="mine"><caption>Your versions, newest first</caption><thead><tr><th scope="col">Version</th><th scope="col">Status</th><th scope="col">Reasons and warnings</th><th scope="col">Code</th></tr></thead><tbody>\n${rows}\n</tbody></table>`;
  const options = (names: readonly string[]) => names.map((n) => `<option>${escapeHtml(n)}</option>`).join('');
  const submit =
    `<form method="post" action="/submit" enctype="multipart/form-data">${csrfField(v)}` +
    '<label for="bot-name">Bot name (a new name makes a new bot; an existing one of yours, a new version)</label>' +
    '<input id="bot-name" name="name" required maxlength="40">' +
    '<label for="bot-file">The bot: a .ts, .mts, .js or .mjs module, or a process bot\'s folder as .tar or .tar.gz with its .bot.json at the top</label>' +
    '<input id="bot-file" name="bot" type="file" required accept=".ts,.mts,.js,.mjs,.tar,.tgz,.gz"><button type="submit">Submit</button></form>';
  const challenge =
    d.bots.length === 0 || d.opponents.length === 0
      ? '<p>Once one of your bots plays, you can ask for an unrated match against any other.</p>'
      : `<form method="post" action="/challenge">${csrfField(v)}<label for="ch-bot">Your bot</label><select id="ch-bot" name="bot">${options(d.bots)}</select>` +
        `<label for="ch-opp">Against</label><select id="ch-opp" name="opponent">${options(d.opponents)}</select><button type="submit">Ask for an unrated match</button></form>`;
  return ladderLayout(v, {
    title: 'Your bots',
    body: `<main><h1>Your bots</h1>${message(d.flash, 'ok')}${message(d.error, 'error')}${table}<h2>Submit a bot</h2>${submit}<h2>Ask for a match</h2>${challenge}</main>`,
  });
}

/** A page that only says something (not found, refused, too many requests). */
export function messagePage(v: Viewer, title: string, text: string): string {
  return ladderLayout(v, { title, body: `<main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p></main>` });
}
