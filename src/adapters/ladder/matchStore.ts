/**
 * Matches in the database, the one source of truth: queued, leased to whoever plays them (this server, or a job on
 * the queue), then recorded once or voided. Every change is a conditional update on the lease, so a result that
 * comes twice (a worker thought dead that finishes after all) is recorded once and the second is ignored.
 */
import type { Kysely, Transaction } from 'kysely';
import { pickLeases } from '../../ladder/pickLeases.js';
import type { LadderDatabase, MatchKind, MatchTable } from './db/ladderSchema.js';

/** A match as the scheduler handles it. */
export type LadderMatch = Pick<
  MatchTable,
  'kind' | 'seed' | 'first_id' | 'second_id' | 'voids' | 'lease_owner' | 'pair'
> & { id: number };

/** A voided match is played again at most this many times, then given up as failed. */
export const MAX_REPLAYS = 3;

const MATCH_FIELDS = ['id', 'kind', 'seed', 'first_id', 'second_id', 'voids', 'lease_owner', 'pair'] as const;

/** Adds a match to play. */
export async function queueMatch(
  db: Kysely<LadderDatabase> | Transaction<LadderDatabase>,
  m: { kind: MatchKind; pair: number; seed: number; first: number; second: number; requestedBy?: number; now: number },
): Promise<number> {
  const row = await db
    .insertInto('matches')
    .values({
      kind: m.kind,
      status: 'queued',
      voids: 0,
      pair: m.pair,
      seed: m.seed,
      first_id: m.first,
      second_id: m.second,
      requested_by: m.requestedBy ?? null,
      created_at: m.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Leases up to `n` queued matches to `owner` until `until`: challenges first (an author waits for them) while fewer
 * than CHALLENGES_AHEAD are running, then by age (pickLeases). Each is taken with a conditional update, so two
 * servers never take the same match.
 */
export async function leaseMatches(
  db: Kysely<LadderDatabase>,
  lease: { owner: (m: Pick<LadderMatch, 'id' | 'voids'>) => string; until: number; n: number },
): Promise<LadderMatch[]> {
  if (lease.n <= 0) return [];
  const oldest = (kind: MatchKind) =>
    db
      .selectFrom('matches')
      .select(MATCH_FIELDS)
      .where('status', '=', 'queued')
      .where('kind', '=', kind)
      .orderBy('id')
      .limit(lease.n)
      .execute();
  const running = await db
    .selectFrom('matches')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('status', '=', 'running')
    .where('kind', '=', 'challenge')
    .executeTakeFirstOrThrow();
  const queued = pickLeases([...(await oldest('challenge')), ...(await oldest('rated'))], lease.n, Number(running.n));
  const taken: LadderMatch[] = [];
  for (const m of queued) {
    const owner = lease.owner(m);
    const r = await db
      .updateTable('matches')
      .set({ status: 'running', lease_owner: owner, lease_until: lease.until })
      .where('id', '=', m.id)
      .where('status', '=', 'queued')
      .executeTakeFirst();
    if (Number(r.numUpdatedRows) === 1) taken.push({ ...m, lease_owner: owner });
  }
  return taken;
}

/** Voids a leased try (no bot's fault): played again, or failed for good after MAX_REPLAYS. False if the lease was lost. */
export async function voidMatch(
  db: Kysely<LadderDatabase>,
  m: Pick<LadderMatch, 'id' | 'voids' | 'lease_owner'>,
  reason: string,
  now: number,
): Promise<boolean> {
  const voids = m.voids + 1;
  const r = await db
    .updateTable('matches')
    .set({
      voids,
      status: voids > MAX_REPLAYS ? 'failed' : 'queued',
      lease_owner: null,
      lease_until: null,
      void_reason: reason.slice(0, 2000),
      ...(voids > MAX_REPLAYS ? { finished_at: now } : {}),
    })
    .where('id', '=', m.id)
    .where('status', '=', 'running')
    .where('lease_owner', '=', m.lease_owner)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** Hands a leased match back untouched (a server stopping): it waits for the next player, no try spent. */
export async function releaseMatch(
  db: Kysely<LadderDatabase>,
  m: Pick<LadderMatch, 'id' | 'lease_owner'>,
): Promise<void> {
  await db
    .updateTable('matches')
    .set({ status: 'queued', lease_owner: null, lease_until: null })
    .where('id', '=', m.id)
    .where('status', '=', 'running')
    .where('lease_owner', '=', m.lease_owner)
    .execute();
}

/** Extends to `until` the leases of `matches` still held as they were leased (matches this player is still playing). */
export async function renewLeases(
  db: Kysely<LadderDatabase>,
  matches: readonly Pick<LadderMatch, 'id' | 'lease_owner'>[],
  until: number,
): Promise<void> {
  for (const m of matches)
    await db
      .updateTable('matches')
      .set({ lease_until: until })
      .where('id', '=', m.id)
      .where('status', '=', 'running')
      .where('lease_owner', '=', m.lease_owner)
      .execute();
}

/**
 * Hands back every match leased here that nobody is playing: at start-up, those of this server's earlier life (it was
 * killed), and any local lease past its time. Queue leases are left to the queue, which hands on a dead worker's job.
 */
export async function recoverLeases(
  db: Kysely<LadderDatabase>,
  now: number,
  isLive: (owner: string) => boolean,
): Promise<number> {
  const running = await db
    .selectFrom('matches')
    .select(['id', 'lease_owner', 'lease_until'])
    .where('status', '=', 'running')
    .execute();
  let n = 0;
  for (const m of running) {
    const owner = m.lease_owner ?? '';
    if (owner.startsWith('queue:')) continue;
    if (isLive(owner) && (m.lease_until ?? 0) > now) continue;
    await releaseMatch(db, { id: m.id, lease_owner: m.lease_owner });
    n++;
  }
  return n;
}
