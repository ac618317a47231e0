/**
 * The key that signs every replay the ladder publishes: the organiser's own (`serve --sign NAME.key`), or the
 * ladder's, made on its first start and kept in its settings (so it moves with the database: a copy, a backup, the
 * same PostgreSQL for every server). Its public key is served at /key.pub for anyone to check a downloaded replay
 * with `fray summoner replay FILE --verify --key ladder.pub`.
 */
import type { Kysely } from 'kysely';
import { fail, type Result } from '../../core/result.js';
import { newPrivateKeyPem, readSigningKey, signingKey, type SigningKey } from '../summoner/replayKeys.js';
import type { LadderDatabase } from './db/ladderSchema.js';
import { lastingSetting } from './db/settings.js';

/** The setting that holds the ladder's own private key (PKCS#8 PEM). */
export const LADDER_KEY_SETTING = 'replay_signing_key';

/** The key in `file` when given, else the ladder's own (made now if it has none); a problem names a bad file. */
export async function ladderKey(db: Kysely<LadderDatabase>, file?: string): Promise<Result<SigningKey>> {
  if (file !== undefined) return readSigningKey(file);
  const pem = await lastingSetting(db, LADDER_KEY_SETTING, newPrivateKeyPem);
  const key = signingKey(pem);
  return key.ok ? key : fail(`the ladder's own key (setting ${LADDER_KEY_SETTING}) is damaged: ${key.problem.message}`);
}
