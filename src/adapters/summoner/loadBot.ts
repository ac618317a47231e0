/**
 * Every kind of bot behind one door. A bot file is prepared once (a module compiled into one bundle; a manifest
 * read, its folder copied and its build step run), giving a source that can travel to worker threads; each match then opens a fresh
 * port on it: a module in an isolate (the default), a module in this process (--trusted), or a process.
 */
import { createHash } from 'node:crypto';
import { realpathSync, rmSync } from 'node:fs';
import { fail, ok, type Result } from '../../core/result.js';
import type { BotPort } from '../../summoner/match/runMatch.js';
import { botName, compileBot, type CompiledBot } from '../sandbox/compileBot.js';
import { loadInProcessBot } from './inProcessBot.js';
import { loadIsolateBot } from '../sandbox/isolateBot.js';
import { isolateScript } from '../sandbox/isolateScript.js';
import { closeHosts, warmHosts } from '../sandbox/hostPool.js';
import type { BotLimits } from '../sandbox/limits.js';
import { findProgram, loadManifest, MANIFEST_SUFFIX, type BotManifest } from '../sandbox/manifest.js';
import { startProcessBot } from '../sandbox/processBot.js';
import { sandboxSupport } from '../sandbox/bubblewrap.js';
import { copyBotFolder } from '../sandbox/botFolder.js';
import { buildBot } from '../sandbox/buildBot.js';
import { sweepLeftovers } from '../sandbox/runRoot.js';
import { missingScript } from './missingScript.js';
import { BUILD_CACHE_FORMAT, cachedBuild, storeBuild } from './buildCache.js';
import { folderHash } from './folderHash.js';

/**
 * A prepared bot: a bundled module, or a process named by a manifest whose `cwd` is the bot's private, built copy
 * (and whether it runs confined). Plain data, so it can cross to a worker thread or a child process.
 */
export type BotSource =
  { kind: 'module'; bot: CompiledBot } | { kind: 'process'; manifest: BotManifest; confined: boolean };

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
 * Prepares a process bot: its manifest read (paths resolved and checked), its folder copied into the run folder
 * (botFolder.ts) and built there, confined, unless the same folder was built before (buildCache.ts). Without bubblewrap only a trusted run may start it, unconfined.
 */
async function prepareProcessBot(file: string, how: { trusted: boolean }): Promise<Result<PreparedBot>> {
  const m = loadManifest(file);
  if (!m.ok) return m;
  const support = sandboxSupport();
  if (!support.available && !how.trusted)
    return fail(
      `process bots run only sandboxed, and the sandbox is not available here (${support.reason}); to run your own bot unconfined, pass --trusted`,
      { file },
    );
  const confined = support.available;
  // The copy is fray's own (private to it); a build or a bot works in it as its own id (buildBot.ts, processBot.ts).
  const copy = copyBotFolder(m.value.cwd, file);
  if (!copy.ok) return copy;
  const reused = reuseBuild(m.value, copy.value, { file, confined });
  if (!reused.ok) return reused;
  const manifest: BotManifest = { ...m.value, cwd: reused.value.dir };
  // Built only when no cached build was found (a bot with no build step has no key either).
  const { key } = reused.value;
  const built = key === undefined ? ok(undefined) : await buildBot(manifest, { dir: manifest.cwd, confined });
  if (built.ok && key !== undefined) storeBuild(key, manifest.cwd);
  const found = built.ok ? findProgram(manifest, { confined }) : built;
  const program = found.ok ? missingScript(manifest) : found;
  if (!program.ok) {
    rmSync(manifest.cwd, { recursive: true, force: true });
    return program;
  }
  // The hash names the bot as its author gave it (the original folder), so it is the same on every run.
  const sha256 = createHash('sha256').update(JSON.stringify(m.value)).digest('hex');
  return ok({ name: botName(file), sha256, source: { kind: 'process', manifest, confined } });
}

/**
 * The folder to run a process bot from: its copy when it has no build step; a copy of its cached build when the same
 * folder and manifest were built before (buildCache.ts); else its copy, still to build, with the key to keep the build
 * under. The copy is hashed rather than the original, as it is what the build would read.
 */
function reuseBuild(
  m: BotManifest,
  copy: string,
  how: { file: string; confined: boolean },
): Result<{ dir: string; key?: string }> {
  if (m.build === undefined) return ok({ dir: copy });
  const salt = JSON.stringify([BUILD_CACHE_FORMAT, m.command, m.build, m.protocol ?? 1, how.confined]);
  const key = folderHash(copy, salt);
  const hit = cachedBuild(key);
  if (hit === undefined) return ok({ dir: copy, key });
  // The cached build is copied like any bot folder: links, special files and sizes are checked again.
  const again = copyBotFolder(realpathSync.native(hit), how.file);
  rmSync(copy, { recursive: true, force: true });
  return again.ok ? ok({ dir: again.value }) : again;
}

/**
 * Compiles a module (refusing any import outside its folder, and any at all when it will be sandboxed) or prepares
 * a process bot (see prepareProcessBot). A problem names the file.
 */
export async function prepareBot(file: string, how: { trusted: boolean }): Promise<Result<PreparedBot>> {
  // Whatever a killed fray process left (run folders, cgroups) goes before this one adds its own.
  sweepLeftovers();
  if (file.endsWith(MANIFEST_SUFFIX)) return prepareProcessBot(file, how);
  const c = await compileBot(file, { allowBuiltins: how.trusted });
  if (!c.ok) return c;
  // A sandboxed bot's isolate script is made here, once, so the threads and hosts that play it never load esbuild.
  const script = how.trusted ? undefined : await isolateScript(c.value);
  if (script !== undefined && 'problem' in script) return fail(script.problem, { file });
  const bot = script === undefined ? c.value : { ...c.value, script };
  return ok({ name: bot.name, sha256: bot.sha256, source: { kind: 'module', bot } });
}

/** A fresh port on a prepared bot for one match (a new isolate, module instance or process every time). */
export async function openBot(source: BotSource, opts: RunOptions): Promise<Result<BotPort>> {
  if (source.kind === 'process') return startProcessBot(source.manifest, opts.limits, { confined: source.confined });
  return opts.trusted ? loadInProcessBot(source.bot, opts.limits) : loadIsolateBot(source.bot, opts.limits);
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

/**
 * Starts the isolate host a match of `files` will need, now, so that it is ready when the match is played (a single
 * match starts it while its bots compile): one host for the match when both bots are JavaScript modules, else one
 * per module bot.
 */
export function warmBotHosts(files: readonly string[], opts: RunOptions): void {
  if (opts.trusted) return;
  const modules = files.filter((f) => !f.endsWith(MANIFEST_SUFFIX)).length;
  const memoryMb = opts.limits.memoryMb;
  if (modules === 2 && files.length === 2) warmHosts(1, { memoryMb, bots: 2 });
  else if (modules > 0) warmHosts(modules, { memoryMb, bots: 1 });
}

/** Stops the isolate hosts this thread keeps for further matches (a worker thread calls it before it ends). */
export async function closeBotHosts(): Promise<void> {
  await closeHosts();
}
