/**
 * Records a checked match once, in one transaction: the match marked done (only while its lease is still held, so a
 * second report of it changes nothing), its public replay and each bot's logs stored, and for a rated match both
 * versions' ratings and tallies moved, with a retirement when a version mostly faults.
 */
import type { Transaction } from 'kysely';
import { rateGame, type Rating } from '../../ladder/ladderRating.js';
import { ratedOutcome } from '../../ladder/ratedOutcome.js';
import { retirementReason, RETIREMENT_RULE } from '../../ladder/retirementReason.js';
import { putBlob } from './db/blobs.js';
import type { LadderDatabase } from './db/ladderSchema.js';
import type { LadderDb } from './db/openLadderDb.js';
import type { CheckedOutcome } from './checkOutcome.js';
import type { LadderMatch } from './matchStore.js';

type Trx = Transaction<LadderDatabase>;

/** Both versions of a match, locked for the update on PostgreSQL (in id order, so two recorders never deadlock). */
async function versionsOf(trx: Trx, l: LadderDb, ids: [number, number]): Promise<Map<number, Rating>> {
  let q = trx.selectFrom('versions').select(['id', 'mu', 'sigma']).where('id', 'in', ids).orderBy('id');
  if (l.dialect === 'postgres') q = q.forUpdate();
  const rows = await q.execute();
  return new Map(rows.map((r) => [r.id, { mu: r.mu, sigma: r.sigma }]));
}

/** Moves both ratings and tallies, and keeps the rating history for the charts. */
async function rate(trx: Trx, l: LadderDb, m: LadderMatch, c: CheckedOutcome, now: number): Promise<void> {
  const ids: [number, number] = [m.first_id, m.second_id];
  const current = await versionsOf(trx, l, ids);
  const outcome = ratedOutcome(c.result);
  const after = rateGame(current.get(ids[0])!, current.get(ids[1])!, outcome.winner);
  for (const seat of [0, 1] as const) {
    const won = outcome.winner === seat;
    const drawn = outcome.winner === null;
    await trx
      .updateTable('versions')
      .set((eb) => ({
        mu: after[seat].mu,
        sigma: after[seat].sigma,
        games: eb('games', '+', 1),
        wins: eb('wins', '+', won ? 1 : 0),
        draws: eb('draws', '+', drawn ? 1 : 0),
        losses: eb('losses', '+', !won && !drawn ? 1 : 0),
        faults: eb('faults', '+', outcome.faulted[seat] ? 1 : 0),
      }))
      .where('id', '=', ids[seat])
      .execute();
    await trx
      .insertInto('ratings')
      .values({
        version_id: ids[seat],
        match_id: m.id,
        ...after[seat],
        faulted: outcome.faulted[seat] ? 1 : 0,
        at: now,
      })
      .execute();
    await retireIfFaulting(trx, ids[seat]);
  }
}

/** Retires a version whose recent rated games are mostly its faults (the reason goes to its author). */
async function retireIfFaulting(trx: Trx, id: number): Promise<void> {
  const recent = await trx
    .selectFrom('ratings')
    .select('faulted')
    .where('version_id', '=', id)
    .orderBy('id', 'desc')
    .limit(RETIREMENT_RULE.window)
    .execute();
  const reason = retirementReason(recent.map((r) => r.faulted === 1));
  if (reason === undefined) return;
  await trx
    .updateTable('versions')
    .set({ status: 'retired', reason })
    .where('id', '=', id)
    .where('status', '=', 'active')
    .execute();
}

/** Records `m`'s checked outcome; false when it was already recorded or its lease was lost (nothing changes then). */
export async function recordResult(l: LadderDb, m: LadderMatch, c: CheckedOutcome, now: number): Promise<boolean> {
  return l.db.transaction().execute(async (trx) => {
    const replaySha = await putBlob(trx, c.replay);
    const done = await trx
      .updateTable('matches')
      .set({
        status: 'done',
        lease_owner: null,
        lease_until: null,
        finished_at: now,
        winner: c.result.winner,
        reason: c.result.reason,
        turns: c.result.turns,
        first_errors: c.result.errors[0],
        second_errors: c.result.errors[1],
        replay_sha256: replaySha,
      })
      .where('id', '=', m.id)
      .where('status', '=', 'running')
      .where('lease_owner', '=', m.lease_owner)
      .executeTakeFirst();
    if (Number(done.numUpdatedRows) !== 1) return false;
    for (const seat of [0, 1] as const) {
      if (c.logs[seat] === '') continue;
      const sha = await putBlob(trx, c.logs[seat]);
      const version = seat === 0 ? m.first_id : m.second_id;
      await trx.insertInto('match_logs').values({ match_id: m.id, version_id: version, blob_sha256: sha }).execute();
    }
    if (m.kind === 'rated') await rate(trx, l, m, c, now);
    return true;
  });
}
