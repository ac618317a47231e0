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
 * The port a match calls a trusted summoner object through, in this process: each answer is copied through JSON, and
 * a throw or a rejection is a failed call. There is no time limit (nothing can interrupt code in the same thread), so
 * strangers' bots belong in the CLI's sandbox, not here.
 *
 * @param bot - an object with `setup`, `enhance` and `battle` (see `Summoner`)
 * @example
 * ```ts
 * import { DEFAULT_RULES, botPortOf, runMatch, type Summoner } from 'fray/summoner';
 *
 * const walker: Summoner = {
 *   setup: () => ({ demons: [{ capacity: 'eat', attack: 3, life: 1 }, { capacity: 'eat', attack: 2, life: 2 }] }),
 *   enhance: () => [],
 *   battle: (v) => v.mine.map((d) => ({ demon: d.id, action: v.foes.some((f) => f.id === v.board[d.y]?.[d.x + 1]) ? 'attack' : 'move', dir: 'E' })),
 * };
 * const idle: Summoner = { setup: () => ({ demons: [{ capacity: 'heal', life: 4 }] }), enhance: () => [], battle: () => [] };
 * const record = await runMatch([botPortOf(walker), botPortOf(idle)], { rules: DEFAULT_RULES, seed: 11 });
 * console.log(record.final.result?.winner, record.final.result?.reason, record.final.turn);
 * //> 0 wipeout 9
 * ```
 * @category Matches
 */
export function botPortOf(bot: Summoner): BotPort {
  if (
    typeof bot !== 'object' ||
    bot === null ||
    !(['setup', 'enhance', 'battle'] as const).every((k) => typeof bot[k] === 'function')
  )
    throw new TypeError('botPortOf: bot must be an object with setup, enhance and battle functions (see Summoner)');
  return {
    setup: (info) => answer(() => bot.setup(info)),
    enhance: (view) => answer(() => bot.enhance(view)),
    battle: (view) => answer(() => bot.battle(view)),
  };
}
