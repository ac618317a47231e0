/** A summoner object in this process as a match sees a bot: for library users who run matches between their own bots. */
import type { Summoner } from '../api.js';
import { describeThrown } from './describeThrown.js';
import type { BotPort, CallResult } from './runMatch.js';

async function answer(call: () => unknown): Promise<CallResult> {
  try {
    // Answers cross as JSON, as they do from an isolate or a process, so a bot that keeps and later mutates what it
    // returned cannot change what the engine already took.
    const json = JSON.stringify(await call());
    return { ok: true, value: json === undefined ? undefined : (JSON.parse(json) as unknown) };
  } catch (e) {
    return { ok: false, kind: 'error', reason: describeThrown(e) };
  }
}

/**
 * The port for a trusted summoner object: each call's answer is copied through JSON, a throw or rejection is a failed
 * call. No time limit (nothing can interrupt synchronous code in the same thread): untrusted bots belong in the CLI's sandbox.
 * @category Matches
 */
export function botPortOf(bot: Summoner): BotPort {
  return {
    setup: (info) => answer(() => bot.setup(info)),
    enhance: (view) => answer(() => bot.enhance(view)),
    battle: (view) => answer(() => bot.battle(view)),
  };
}
