/**
 * Worker entry (bundled to dist/summonerMatch.worker.js): plays tournament matches on request, as a worker thread
 * (trusted bots) or as a child process (sandboxed bots: a native crash in an isolate then kills one match, not the
 * tournament).
 */
import type { Pairing } from '../../summoner/tournament/schedule.js';
import { playTournamentMatch, type SummonerMatchWorkerData } from '../summoner/tournamentMatch.js';
import { workerChannel } from './spawnWorker.js';

// A task may bring its own start-up data (a queue worker reuses one worker for many tournaments); else the worker's.
const channel = workerChannel();
channel?.on((m: { index: number; task: Pairing; data?: SummonerMatchWorkerData }, data) => {
  playTournamentMatch(m.index, m.task, m.data ?? (data as SummonerMatchWorkerData)).then(
    (value) => channel.post({ index: m.index, value }),
    (e: unknown) => channel.post({ index: m.index, error: (e as Error)?.message ?? String(e) }),
  );
});
