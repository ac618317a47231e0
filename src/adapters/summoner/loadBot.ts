/** A bot file, compiled and loaded: what `fray summoner match` plays. */
import type { Result } from '../../core/result.js';
import type { BotPort } from '../../summoner/runMatch.js';
import { compileBot, type CompiledBot } from './compileBot.js';
import { loadInProcessBot } from './inProcessBot.js';

/** A loaded bot: its compiled code (name, hash) and the port a match calls. */
export interface LoadedBot {
  compiled: CompiledBot;
  port: BotPort;
}

/** Compiles and loads one bot in process; a problem names the file (and line and column of a compile error). */
export async function loadBot(file: string): Promise<Result<LoadedBot>> {
  const compiled = await compileBot(file, { allowBuiltins: true });
  if (!compiled.ok) return compiled;
  const port = await loadInProcessBot(compiled.value);
  return port.ok ? { ok: true, value: { compiled: compiled.value, port: port.value } } : port;
}
