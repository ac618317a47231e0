/** The ladder's settings, one row per key: whether it is paused, its match rate, its secret. */
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { LadderDatabase } from './ladderSchema.js';

/** The settings a server reads at every tick (an organiser changes them from another process). */
export interface LadderSettings {
  paused: boolean;
  /** Most matches started per hour (0: as many as the players can play). */
  ratePerHour: number;
}

/** Reads a setting, or undefined. */
export async function getSetting(db: Kysely<LadderDatabase>, key: string): Promise<string | undefined> {
  const row = await db.selectFrom('settings').select('value').where('key', '=', key).executeTakeFirst();
  return row?.value;
}

/** Writes a setting. */
export async function setSetting(db: Kysely<LadderDatabase>, key: string, value: string): Promise<void> {
  await db
    .insertInto('settings')
    .values({ key, value })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value }))
    .execute();
}

/** Paused and rate, as the scheduler reads them. */
export async function readSettings(db: Kysely<LadderDatabase>): Promise<LadderSettings> {
  const rows = await db.selectFrom('settings').select(['key', 'value']).execute();
  const get = (k: string) => rows.find((r) => r.key === k)?.value;
  return { paused: get('paused') === '1', ratePerHour: Number(get('rate_per_hour') ?? '0') || 0 };
}

/**
 * A value made once per ladder and kept (the first writer wins, so two servers starting together agree): the
 * ladder's master seed, or the key that signs its forms.
 */
export async function lastingSetting(db: Kysely<LadderDatabase>, key: string, make: () => string): Promise<string> {
  await db
    .insertInto('settings')
    .values({ key, value: make() })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  return (await getSetting(db, key)) as string;
}

/** The ladder's secret (forms' CSRF tokens are keyed by it). */
export function ladderSecret(db: Kysely<LadderDatabase>): Promise<string> {
  return lastingSetting(db, 'secret', () => randomBytes(32).toString('hex'));
}

/** The ladder's master seed: every matchmaking draw and match seed is forked from it. */
export async function ladderSeed(db: Kysely<LadderDatabase>, seed?: number): Promise<number> {
  const drawn = seed ?? randomBytes(4).readUInt32LE(0);
  return Number(await lastingSetting(db, 'seed', () => String(drawn)));
}
