/**
 * fray's demonstration bots as a ladder's first entrants: read from the package and submitted as an author would
 * write them (their types imported from 'fray/summoner', not from the repository's sources).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { packageRoot } from '../packageRoot.js';
import type { Kysely } from 'kysely';
import { addAuthor } from './authors.js';
import type { LadderDatabase } from './db/ladderSchema.js';
import { storeSubmission, type Submission } from './submissions.js';

/** The demos a ladder starts with (`fray ladder serve --demos`). */
export const DEMO_NAMES = ['rusher', 'cloner', 'healers', 'exploder', 'random'] as const;

/** The demo `name` as a submission. */
export function demoSubmission(name: string): Submission {
  const text = readFileSync(join(packageRoot(), 'examples/summoners', `${name}.ts`), 'utf8');
  const source = text.replace(/from '(?:\.\.\/)+src\/summoner\/api\.js'/g, "from 'fray/summoner'");
  return { bot: name, kind: 'module', fileName: `${name}.ts`, bytes: Buffer.from(source, 'utf8') };
}

/** The author the demos are submitted under. */
export const DEMO_AUTHOR = 'fray-demos';

/**
 * Submits every demo under DEMO_AUTHOR (made if missing) unless that author has submitted before; the number of
 * demos submitted. They are checked like any submission.
 */
export async function seedDemos(db: Kysely<LadderDatabase>, now: number): Promise<number> {
  let author = await db.selectFrom('authors').select(['id', 'name']).where('name', '=', DEMO_AUTHOR).executeTakeFirst();
  if (author === undefined) {
    const made = await addAuthor(db, DEMO_AUTHOR, now);
    if (!made.ok) throw new Error(made.problem.message);
    author = made.value.author;
  }
  const bots = await db.selectFrom('bots').select('id').where('author_id', '=', author.id).execute();
  if (bots.length > 0) return 0;
  for (const name of DEMO_NAMES) {
    const s = await storeSubmission(db, author, demoSubmission(name), now);
    if (!s.ok) throw new Error(s.problem.message);
  }
  return DEMO_NAMES.length;
}
