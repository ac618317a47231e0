/**
 * Runs the bot's module (its top-level code) and checks its default export, in the words of the CLI's isolate. Part
 * of the worker's script (its source text is put there), so it uses nothing from outside its own body.
 */
import type { BotModule } from './workerMessages.js';

/** The bot's methods, or why it cannot play (with where its top-level code threw, when it did). */
export type LoadedBot =
  { ok: true; bot: Record<string, unknown> } | { ok: false; reason: string; frames?: [number, number][] };

/** Loads `botModule`; `describe` and `frames` read what it throws. */
export function loadBot(
  botModule: BotModule,
  describe: (e: unknown) => string,
  frames: (e: unknown) => [number, number][],
): LoadedBot {
  try {
    const exportsObject: Record<string, unknown> = {};
    botModule(exportsObject, (specifier) => {
      throw new Error(`cannot import '${String(specifier)}': a bot in the page is one file`);
    });
    const d = exportsObject.default;
    if (d === null || (typeof d !== 'object' && typeof d !== 'function'))
      return { ok: false, reason: 'has no default export: export default { setup, enhance, battle }' };
    const bot = d as Record<string, unknown>;
    const missing = ['setup', 'enhance', 'battle'].filter((m) => typeof bot[m] !== 'function');
    if (missing.length > 0)
      return {
        ok: false,
        reason: `its default export lacks ${missing.join(', ')} (a summoner needs setup, enhance and battle)`,
      };
    return { ok: true, bot };
  } catch (e) {
    return { ok: false, reason: 'does not load: ' + describe(e), frames: frames(e) };
  }
}
