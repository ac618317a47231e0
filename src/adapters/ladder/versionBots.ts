/**
 * Bot versions prepared for matches, once per server process: read from the database, written out and prepared as
 * any bot file is (a module bundled; a process bot's folder copied and built, confined). A version that cannot be
 * prepared plays as a bot that forfeits, with the reason, as a tournament entrant that does not load.
 */
import type { Kysely } from 'kysely';
import { formatProblem } from '../../core/result.js';
import type { QueueEntrant } from '../queue/queueJobs.js';
import { prepareBot } from '../summoner/loadBot.js';
import type { Entrant } from '../summoner/tournamentMatch.js';
import { getBlob } from './db/blobs.js';
import type { LadderDatabase } from './db/ladderSchema.js';
import { packOf, writeVersion } from './versionFiles.js';

/** A version ready to play: here (its entrant) and on the queue (with its pack, for a process bot). */
export interface ReadyVersion {
  entrant: Entrant;
  queued: QueueEntrant;
}

/** The name a version plays under in replays: its bot's name and its number. */
export function versionName(bot: string, seq: number): string {
  return `${bot} v${seq}`;
}

/** Prepared versions by id; each is prepared once (the promise is kept, so two matches never prepare it twice). */
export class VersionBots {
  private readonly ready = new Map<number, Promise<ReadyVersion>>();

  constructor(
    private readonly db: Kysely<LadderDatabase>,
    private readonly workDir: string,
  ) {}

  /** The version `id`, prepared. */
  get(id: number): Promise<ReadyVersion> {
    let p = this.ready.get(id);
    if (p === undefined) {
      p = this.prepare(id);
      this.ready.set(id, p);
    }
    return p;
  }

  private async prepare(id: number): Promise<ReadyVersion> {
    const v = await this.db
      .selectFrom('versions')
      .innerJoin('bots', 'bots.id', 'versions.bot_id')
      .select([
        'versions.id',
        'versions.kind',
        'versions.file_name',
        'versions.upload_sha256',
        'versions.seq',
        'bots.name',
      ])
      .where('versions.id', '=', id)
      .executeTakeFirstOrThrow();
    const name = versionName(v.name, v.seq);
    const broken = (error: string): ReadyVersion => ({ entrant: { name, error }, queued: { name, error } });
    const bytes = await getBlob(this.db, v.upload_sha256);
    if (bytes === undefined) return broken('its upload is missing from the database');
    const file = writeVersion(this.workDir, v, bytes);
    if (!file.ok) return broken(formatProblem(file.problem));
    const prepared = await prepareBot(file.value, { trusted: false });
    if (!prepared.ok) return broken(formatProblem(prepared.problem));
    if (v.kind === 'module') {
      const entrant: Entrant = { name, prepared: prepared.value };
      return { entrant, queued: entrant };
    }
    const pack = packOf(bytes);
    if (!pack.ok) return broken(formatProblem(pack.problem));
    // A process bot is named by its folder's content (the pack's hash), the same on every server and worker.
    const entrant: Entrant = { name, prepared: { ...prepared.value, sha256: pack.value.sha256 } };
    return { entrant, queued: { ...entrant, pack: pack.value } };
  }
}
