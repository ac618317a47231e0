/** The page of the ladder's replay key: its fingerprint, the public key to download, and how to check a replay with it. */
import { escapeHtml } from '../../report/escapeHtml.js';
import { ladderLayout } from './ladderLayout.js';
import type { Viewer } from './pageData.js';

/** What the page shows: the key's fingerprint (what every signed replay names) and its public key (SPKI PEM). */
export interface KeyView {
  fingerprint: string;
  publicPem: string;
}

/** The page. */
export function keyPage(v: Viewer, k: KeyView): string {
  const body =
    '<main><h1>Replay key</h1>' +
    '<p>Every replay this ladder publishes is signed with this Ed25519 key: the signature covers the file\u2019s exact ' +
    'bytes, players\u2019 names and code hashes included, so a replay changed after it was recorded, or one that this ' +
    'ladder never recorded, is refused.</p>' +
    `<dl class="facts"><dt>Fingerprint</dt><dd><code>${escapeHtml(k.fingerprint)}</code> (SHA-256 of the raw public key)</dd>` +
    '<dt>Public key</dt><dd><a href="/key.pub" download>ladder.pub</a></dd></dl>' +
    `<pre>${escapeHtml(k.publicPem)}</pre>` +
    '<h2>Checking a replay</h2>' +
    '<p>Download a match\u2019s replay from its page, and this key, then run:</p>' +
    '<pre>fray summoner replay match-N.json --verify --key ladder.pub</pre>' +
    '<p>It re-runs the match and checks the signature; it refuses a replay that is unsigned, signed by another key, ' +
    'or changed by even one byte. A valid signature proves the replay is as this ladder recorded it, not who wrote the ' +
    'bots: trust the key as far as you trust whoever runs the ladder.</p></main>';
  return ladderLayout(v, { title: 'Replay key', body });
}
