/** The ladder's state in figures, from the database: what `fray ladder status` and /api/status tell. */
import type { Kysely } from 'kysely';
import type { LadderDatabase } from './db/ladderSchema.js';
import { readSettings } from './db/settings.js';
import type { LadderStatus } from './server/ladderContext.js';

const HOUR_MS = 3_600_000;

/** Counts of matches and versions by status, the last hour's results, and the settings. */
export async function ladderStatus(db: Kysely<LadderDatabase>, now: number, player: string): Promise<LadderStatus> {
  const byStatus = await db
    .selectFrom('matches')
    .select(['status', (eb) => eb.fn.countAll<number>().as('n'), (eb) => eb.fn.sum<number>('voids').as('voids')])
    .groupBy('status')
    .execute();
  const m = (s: string) => Number(byStatus.find((r) => r.status === s)?.n ?? 0);
  const recent = await db
    .selectFrom('matches')
    .select(['status', (eb) => eb.fn.countAll<number>().as('n')])
    .where('finished_at', '>', now - HOUR_MS)
    .groupBy('status')
    .execute();
  const h = (s: string) => Number(recent.find((r) => r.status === s)?.n ?? 0);
  const versions = await db
    .selectFrom('versions')
    .select(['status', (eb) => eb.fn.countAll<number>().as('n')])
    .groupBy('status')
    .execute();
  const v = (s: string) => Number(versions.find((r) => r.status === s)?.n ?? 0);
  const settings = await readSettings(db);
  return {
    paused: settings.paused,
    ratePerHour: settings.ratePerHour,
    matches: {
      queued: m('queued'),
      running: m('running'),
      done: m('done'),
      failed: m('failed'),
      voidedTries: byStatus.reduce((s, r) => s + Number(r.voids ?? 0), 0),
    },
    lastHour: { done: h('done'), failed: h('failed') },
    versions: { checking: v('checking'), active: v('active'), refused: v('refused'), retired: v('retired') },
    player,
  };
}
