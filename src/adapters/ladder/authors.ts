/** Authors: made by the organiser (or by registering, when the ladder allows it), found by their token. */
import type { Kysely } from 'kysely';
import { fail, ok, type Result } from '../../core/result.js';
import type { LadderDatabase } from './db/ladderSchema.js';
import { newToken, parseToken, tokenMatches } from './tokens.js';

/** An author as the server knows them once their token is checked. */
export interface Author {
  id: number;
  name: string;
}

/** What a name (an author's or a bot's) may be: a letter or digit, then letters, digits, '.', '_' or '-', at most 40. */
export const NAME_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,39}$/;

/** The problem with a name, or undefined when it is fine. */
export function nameProblem(what: string, name: string): string | undefined {
  return NAME_PATTERN.test(name)
    ? undefined
    : `${what} name must be 1 to 40 letters, digits, '.', '_' or '-', starting with a letter or digit`;
}

/** Adds an author; their token is returned once and never stored. */
export async function addAuthor(
  db: Kysely<LadderDatabase>,
  name: string,
  now: number,
): Promise<Result<{ author: Author; token: string }>> {
  const bad = nameProblem('an author', name);
  if (bad !== undefined) return fail(bad);
  const taken = await db.selectFrom('authors').select('id').where('name', '=', name).executeTakeFirst();
  if (taken !== undefined) return fail(`there is already an author named ${name}`);
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('authors')
      .values({ name, token_hash: '', created_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    const t = newToken(row.id);
    await trx.updateTable('authors').set({ token_hash: t.hash }).where('id', '=', row.id).execute();
    return ok({ author: { id: row.id, name }, token: t.token });
  });
}

/** Gives an author a new token (the old one stops working at once). */
export async function renewToken(db: Kysely<LadderDatabase>, name: string): Promise<Result<string>> {
  const row = await db.selectFrom('authors').select('id').where('name', '=', name).executeTakeFirst();
  if (row === undefined) return fail(`there is no author named ${name}`);
  const t = newToken(row.id);
  await db.updateTable('authors').set({ token_hash: t.hash }).where('id', '=', row.id).execute();
  return ok(t.token);
}

/** The author a token belongs to, or undefined (unknown, malformed or wrong: never says which). */
export async function authorByToken(db: Kysely<LadderDatabase>, token: string): Promise<Author | undefined> {
  const parsed = parseToken(token);
  if (parsed === undefined) return undefined;
  const row = await db
    .selectFrom('authors')
    .select(['id', 'name', 'token_hash'])
    .where('id', '=', parsed.id)
    .executeTakeFirst();
  if (row === undefined || !tokenMatches(parsed.secret, row.token_hash)) return undefined;
  return { id: row.id, name: row.name };
}
