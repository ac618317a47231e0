/** Every recorded match as data (results.json) and every public replay (replays/match-ID.json), for `fray ladder export`. */
import { join } from 'node:path';
import type { OutputFile } from '../files.js';
import { getBlob } from './db/blobs.js';
import type { LadderDb } from './db/openLadderDb.js';
import { matchSeats } from './matchSeats.js';

/** The files of an export into `dir`. */
export async function exportLadder(l: LadderDb, dir: string): Promise<OutputFile[]> {
  const { db } = l;
  const matches = await matchSeats(db)
    .select([
      'matches.id',
      'matches.kind',
      'matches.status',
      'matches.seed',
      'matches.winner',
      'matches.reason',
      'matches.turns',
      'matches.first_errors',
      'matches.second_errors',
      'matches.finished_at',
      'matches.replay_sha256',
      'matches.voids',
      'b1.name as first_bot',
      'v1.seq as first_version',
      'v1.code_sha256 as first_sha256',
      'b2.name as second_bot',
      'v2.seq as second_version',
      'v2.code_sha256 as second_sha256',
    ])
    .where('matches.status', 'in', ['done', 'failed'])
    .orderBy('matches.id')
    .execute();
  const ratings = await db
    .selectFrom('ratings')
    .select(['match_id', 'version_id', 'mu', 'sigma', 'faulted'])
    .orderBy('id')
    .execute();
  const files: OutputFile[] = [];
  for (const m of matches) {
    if (m.replay_sha256 === null) continue;
    const bytes = await getBlob(db, m.replay_sha256);
    if (bytes !== undefined)
      files.push({ path: join(dir, 'replays', `match-${m.id}.json`), content: bytes.toString('utf8') });
  }
  files.unshift({ path: join(dir, 'results.json'), content: `${JSON.stringify({ matches, ratings }, null, 1)}\n` });
  return files;
}
