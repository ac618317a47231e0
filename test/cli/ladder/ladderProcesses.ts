/** Helpers for the ladder's process tests: a database prepared with playing demos, and waits on what it records. */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { addAuthor } from '../../../src/adapters/ladder/authors.js';
import { demoSubmission } from '../../../src/adapters/ladder/demoBots.js';
import { openLadderDb, type LadderDb, type LadderDbPlace } from '../../../src/adapters/ladder/db/openLadderDb.js';
import { activateVersion, storeSubmission } from '../../../src/adapters/ladder/submissions.js';
import { prepareBot } from '../../../src/adapters/summoner/loadBot.js';
import { tempDir } from '../../helpers/cli.js';

/** Opens the ladder's database from the test's side (the server may be running on it). */
export async function openLadder(place: LadderDbPlace): Promise<LadderDb> {
  const l = await openLadderDb(place);
  if (!l.ok) throw new Error(l.problem.message);
  return l.value;
}

/** Adds an author with the demos `names` already active (their checks skipped: these tests are about what follows). */
export async function seedPlayingDemos(place: LadderDbPlace, names: string[]): Promise<{ token: string }> {
  const l = await openLadder(place);
  try {
    const a = await addAuthor(l.db, 'organiser', Date.now());
    if (!a.ok) throw new Error(a.problem.message);
    for (const name of names) {
      const s = await storeSubmission(l.db, a.value.author, demoSubmission(name), Date.now());
      if (!s.ok) throw new Error(s.problem.message);
      const file = join(tempDir(), `${name}.ts`);
      writeFileSync(file, demoSubmission(name).bytes);
      const p = await prepareBot(file, { trusted: false });
      if (!p.ok) throw new Error(p.problem.message);
      await activateVersion(l.db, { id: s.value.versionId, codeSha256: p.value.sha256, report: '{}' }, Date.now());
    }
    return { token: a.value.token };
  } finally {
    await l.close();
  }
}

/** Waits until `check` holds (polling every 200 ms), or throws after `ms`. */
export async function waitUntil(what: string, check: () => Promise<boolean>, ms = 120_000): Promise<void> {
  const end = Date.now() + ms;
  for (;;) {
    try {
      if (await check()) return;
    } catch {
      // The database may be down on purpose: try again.
    }
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** Matches by status, and whether any was recorded twice (two rating rows for one version in one match). */
export async function tally(
  l: LadderDb,
): Promise<{ done: number[]; running: number[]; doubleRecorded: number; ratings: number }> {
  const rows = await l.db.selectFrom('matches').select(['id', 'status', 'kind']).execute();
  const ratings = await l.db.selectFrom('ratings').select(['match_id', 'version_id']).execute();
  const seen = new Set<string>();
  let doubleRecorded = 0;
  for (const r of ratings) {
    const k = `${r.match_id}:${r.version_id}`;
    if (seen.has(k)) doubleRecorded++;
    seen.add(k);
  }
  return {
    done: rows.filter((r) => r.status === 'done').map((r) => r.id),
    running: rows.filter((r) => r.status === 'running').map((r) => r.id),
    doubleRecorded,
    ratings: ratings.length,
  };
}
