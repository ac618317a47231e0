/**
 * What a sandboxed bot may use, and the time bank that carries unused time from call to call. The figures and the
 * bank are pure and live in src/summoner/match (botLimits.ts, timeBank.ts), so the studio's workers share them.
 */
import { MATCH_PROCESS } from './policy.js';
import type { BotLimits } from '../../summoner/match/botLimits.js';

export type { BotLimits } from '../../summoner/match/botLimits.js';
export { DEFAULT_BOT_LIMITS as DEFAULT_LIMITS, MAX_ANSWER_CHARS } from '../../summoner/match/botLimits.js';
export { TimeBank } from '../../summoner/match/timeBank.js';

/**
 * The memory cap of a child process that plays one sandboxed match: both isolates at their limit, and room for
 * the controller itself (MATCH_PROCESS.baseMemoryMb). A match whose process passes it is killed and retried once.
 */
export function matchProcessMemoryMb(limits: Pick<BotLimits, 'memoryMb'>): number {
  return MATCH_PROCESS.baseMemoryMb + 2 * limits.memoryMb;
}
