/** Tournament entrants made ready to travel in match jobs: a process bot's folder is packed, a module carries its code. */
import { ok, type Result } from '../../core/result.js';
import type { Entrant } from '../summoner/tournamentMatch.js';
import { packBot } from './botPack.js';
import type { QueueEntrant } from './queueJobs.js';

/** Each entrant as a job carries it; a process bot whose folder cannot travel (too big, a link) is a problem naming its manifest. */
export function queueEntrants(list: readonly Entrant[]): Result<QueueEntrant[]> {
  const out: QueueEntrant[] = [];
  for (const e of list) {
    if ('error' in e || e.prepared.source.kind === 'module') {
      out.push(e);
      continue;
    }
    const pack = packBot(e.prepared.source.manifest.file);
    if (!pack.ok) return pack;
    out.push({ ...e, pack: pack.value });
  }
  return ok(out);
}
