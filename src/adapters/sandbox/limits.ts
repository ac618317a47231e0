/**
 * What a sandboxed bot may use, and the time bank that carries unused time from call to call. The figures and the
 * bank are pure and live in src/summoner/match (botLimits.ts, timeBank.ts), so the studio's workers share them.
 */
import { HOST } from './policy.js';
import type { BotLimits } from '../../summoner/match/botLimits.js';

export type { BotLimits } from '../../summoner/match/botLimits.js';
export { DEFAULT_BOT_LIMITS as DEFAULT_LIMITS, MAX_ANSWER_CHARS } from '../../summoner/match/botLimits.js';
export { TimeBank } from '../../summoner/match/timeBank.js';

/**
 * The memory cap of an isolate host serving `bots` bots (one, or the two of a match) of `memoryMb` of heap each, as
 * private writable address space (RLIMIT_DATA), in MiB: room for Node, and per bot its heap (V8 commits up to about
 * twice its limit: young generation, code) and its allowance outside the heap, and one call's overshoot. A host that
 * passes it dies, and the bot whose call was running is charged (it forfeits).
 */
export function hostDataMb(limits: Pick<BotLimits, 'memoryMb'>, bots: number): number {
  return HOST.baseDataMb + bots * (2 * limits.memoryMb + HOST.nativeMb) + HOST.slackMb;
}
