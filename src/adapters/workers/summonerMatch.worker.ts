/**
 * Worker entry (bundled to dist/summonerMatch.worker.js): plays tournament matches on request, on a worker thread
 * (sandboxed bots run in isolate hosts of their own, kept warm from match to match and stopped when the thread is
 * asked to close).
 */
import type { Pairing } from '../../summoner/tournament/schedule.js';
import { playTournamentMatch, type SummonerMatchWorkerData } from '../summoner/tournamentMatch.js';
import { closeBotHosts } from '../summoner/loadBot.js';
import { workerChannel } from './spawnWorker.js';

// A task may bring its own start-up data (a queue worker reuses one worker for many tournaments); else the worker's.
const channel = workerChannel({ onClose: closeBotHosts });
channel?.on((m: { index: number; task: Pairing; data?: SummonerMatchWorkerData }, data) => {
  playTournamentMatch(m.index, m.task, m.data ?? (data as SummonerMatchWorkerData)).then(
    (value) => channel.post({ index: m.index, value }),
    (e: unknown) => channel.post({ index: m.index, error: (e as Error)?.message ?? String(e) }),
  );
});
