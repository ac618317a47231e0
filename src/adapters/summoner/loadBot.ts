/**
 * Every kind of bot behind one door. A bot file is prepared once (a module compiled into one bundle; a manifest
 * read and its build step run), giving a source that can travel to worker threads; each match then opens a fresh
 * port on it: a module in an isolate (the default), a module in this process (--trusted), or a process.
 */
import { createHash } from 'node:crypto';
import { fail, ok, type Result } from '../../core/result.js';
import type { BotPort } from '../../summoner/runMatch.js';
import { botName, compileBot, type CompiledBot } from './compileBot.js';
import { loadInProcessBot } from './inProcessBot.js';
import { loadIsolateBot } from './isolateBot.js';
import type { BotLimits } from './limits.js';
import { findProgram, loadManifest, MANIFEST_SUFFIX, type BotManifest } from './manifest.js';
import { buildProcessBot, startProcessBot } from './processBot.js';
import { sandboxSupport } from './sandbox.js';

/** A prepared bot: a bundled module, or a process named by a manifest. Plain data, so it can cross to a worker. */
export type BotSource = { kind: 'module'; bot: CompiledBot } | { kind: 'process'; manifest: BotManifest };

/** A prepared bot with its name and a hash of what will run. */
export interface PreparedBot {
  name: string;
  sha256: string;
  source: BotSource;
}

/** How to run bots: modules in process (`trusted`) or in isolates, with these limits. */
export interface RunOptions {
  trusted: boolean;
  limits: BotLimits;
}

/**
 * Compiles a module (refusing any import when it will be sandboxed) or reads a manifest and runs its build step.
 * A problem names the file.
 */
export async function prepareBot(file: string, how: { trusted: boolean }): Promise<Result<PreparedBot>> {
  if (file.endsWith(MANIFEST_SUFFIX)) {
    const m = loadManifest(file);
    if (!m.ok) return m;
    const confined = sandboxSupport().available;
    const program = findProgram(m.value, { confined });
    if (!program.ok) return program;
    const built = buildProcessBot(m.value, { confined });
    if (!built.ok) return built;
    const sha256 = createHash('sha256').update(JSON.stringify(m.value)).digest('hex');
    return ok({ name: botName(file), sha256, source: { kind: 'process', manifest: m.value } });
  }
  const c = await compileBot(file, { allowBuiltins: how.trusted });
  return c.ok ? ok({ name: c.value.name, sha256: c.value.sha256, source: { kind: 'module', bot: c.value } }) : c;
}

/** A fresh port on a prepared bot for one match (a new isolate, module instance or process every time). */
export async function openBot(source: BotSource, opts: RunOptions): Promise<Result<BotPort>> {
  if (source.kind === 'process')
    return startProcessBot(source.manifest, opts.limits, { confined: sandboxSupport().available });
  return opts.trusted ? loadInProcessBot(source.bot) : loadIsolateBot(source.bot, opts.limits);
}

/** Prepares and opens a bot in one step (for a single match), checking it loads before anything is played. */
export async function loadBot(
  file: string,
  opts: RunOptions,
): Promise<Result<{ prepared: PreparedBot; port: BotPort }>> {
  const prepared = await prepareBot(file, { trusted: opts.trusted });
  if (!prepared.ok) return prepared;
  const port = await openBot(prepared.value.source, opts);
  return port.ok ? ok({ prepared: prepared.value, port: port.value }) : fail(port.problem.message, { file });
}
