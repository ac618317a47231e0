/**
 * A bot's module as the script its isolate runs: esbuild's iife, with the module's exports under BOT_GLOBAL, and a
 * source map from the script back to the author's files (the bundle's own map, fed through the transform). Made once
 * per code in a process, where the bot is prepared, so neither the threads that play matches nor the isolate hosts
 * load esbuild.
 */
import { transform } from 'esbuild';
import { BOT_GLOBAL } from './isolatePrelude.js';

/** The script and its source map. */
export interface IsolateScript {
  text: string;
  map?: string;
}

/** How many bots' scripts a process keeps. */
const KEPT = 64;
/** The scripts made so far, by the code they were made from (so only the same code finds one). */
const kept = new Map<string, IsolateScript>();

/** The script of `bot`, or why it cannot be made (esbuild's first error, or its service failing). */
export async function isolateScript(bot: { code: string; map?: string }): Promise<IsolateScript | { problem: string }> {
  const known = kept.get(bot.code);
  if (known !== undefined) return known;
  let made: IsolateScript;
  try {
    // esbuild reads an input map from a comment at the end of its input, and maps its output through it.
    const input =
      bot.map === undefined
        ? bot.code
        : `${bot.code}\n//# sourceMappingURL=data:application/json;base64,${Buffer.from(bot.map).toString('base64')}\n`;
    const out = await transform(input, {
      format: 'iife',
      globalName: BOT_GLOBAL,
      target: 'es2022',
      logLevel: 'silent',
      ...(bot.map === undefined ? {} : { sourcemap: 'external' as const, sourcesContent: false }),
    });
    made = { text: out.code, ...(out.map === '' ? {} : { map: out.map }) };
  } catch (e) {
    const errors = (e as { errors?: { text: string }[] }).errors;
    return { problem: `does not compile: ${errors?.[0]?.text ?? (e as Error).message.split('\n')[0]}` };
  }
  if (kept.size >= KEPT) kept.clear();
  kept.set(bot.code, made);
  return made;
}
