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
 * The share of an isolate host's private address space (RLIMIT_DATA) that its bots may use, in MiB, for `bots` bots
 * (one, or the two of a match) of `memoryMb` of heap each: per bot its heap (V8 commits up to about twice its limit:
 * young generation, code) and its allowance outside the heap, and one call's overshoot, plus room for the host's own
 * work. Added to what the host holds when ready and what its isolates reserve (measured there: hostProcess.ts). A
 * host that passes it dies, and the bot whose call was running is charged (it forfeits).
 */
export function hostDataMb(limits: Pick<BotLimits, 'memoryMb'>, bots: number): number {
  return HOST.baseDataMb + bots * (2 * limits.memoryMb + HOST.nativeMb) + HOST.slackMb;
}
