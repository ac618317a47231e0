/**
 * How much longer than on an idle machine a call may take in wall-clock time: a call's allowance is judged on the CPU
 * time its bot used, and its wall-clock limit (callWallLimit) only stops a bot that would run on; on a machine with
 * more runnable threads than cores a call gets a share of a core, so its wall-clock limit stretches by the load per
 * core (1 to MAX_STRETCH). A bot can raise the load only by so much, and only to its own cost: its loops are stopped
 * later, never its opponent's answers refused.
 */
import { availableParallelism, loadavg } from 'node:os';
import { callWallLimit } from '../../summoner/match/timedAnswer.js';

/** The most a wall-clock limit stretches. */
export const MAX_STRETCH = 8;

const cached = { at: -Infinity, stretch: 1 };

/** The load per core (last minute's average), from 1 to MAX_STRETCH; read at most once a second. */
export function loadStretch(now: number = performance.now()): number {
  if (now - cached.at < 1000) return cached.stretch;
  const perCore = (loadavg()[0] ?? 0) / availableParallelism();
  cached.at = now;
  cached.stretch = Math.min(MAX_STRETCH, Math.max(1, perCore));
  return cached.stretch;
}

/** The wall-clock limit of a call allowed `allowedMs`, stretched by the machine's load. */
export function stretchedWallLimit(allowedMs: number): number {
  return Math.ceil(callWallLimit(allowedMs) * loadStretch());
}
