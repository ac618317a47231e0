/** A stand-in for a bot that could not be loaded: every call fails with the same reason, so it forfeits at setup. */
import type { BotPort, CallResult } from './runMatch.js';

/** A port whose every call fails with `reason` (the match then forfeits it, and says why). */
export function brokenBot(reason: string): BotPort {
  const fail = async (): Promise<CallResult> => ({ ok: false, kind: 'error', reason });
  return { setup: fail, enhance: fail, battle: fail };
}
