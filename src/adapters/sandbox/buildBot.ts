/**
 * A manifest's build step, run asynchronously in the bot's private copy: confined like the bot (as an id of its own
 * when fray is root, no network) except that its folder is writable. It is bounded in time, in memory, in the size
 * of any file it writes, and in what its folder may hold (measured while it runs); whatever it leaves is then made
 * safe to run (setuid bits dropped, special files and links leaving the folder removed). A failure says which bound
 * was hit.
 */
import { fail, ok, type Result } from '../../core/result.js';
import { launchFor } from './bubblewrap.js';
import { chownTree, folderSize, sanitizeFolder } from './botFolder.js';
import type { BotManifest } from './manifest.js';
import { BUILD, FOLDER, MAX_BOT_PROCESSES } from './policy.js';
import { spawnConfined } from './spawnConfined.js';
import { buildErrorLines } from './buildErrorLines.js';
import { sandboxLease } from './uidLease.js';

const mib = (n: number): string => `${Math.round((n / 1024 / 1024) * 10) / 10} MiB`;

/** Bounds of one build, over the policy's (tests make them small). */
export interface BuildBounds {
  timeMs: number;
  maxFolderBytes: number;
  maxEntries: number;
  maxFileBytes: number;
}

const DEFAULT_BOUNDS: BuildBounds = {
  timeMs: BUILD.timeMs,
  maxFolderBytes: FOLDER.maxBytes,
  maxEntries: FOLDER.maxEntries,
  maxFileBytes: BUILD.maxFileBytes,
};

/**
 * Runs `m.build` in `dir` (the bot's copy) and resolves once it has exited and its folder is made safe. Never blocks
 * the event loop: other matches and a queue worker's locks go on meanwhile.
 */
export async function buildBot(
  m: BotManifest,
  place: { dir: string; confined: boolean; bounds?: Partial<BuildBounds> },
): Promise<Result<void>> {
  if (m.build === undefined) return ok(undefined);
  const b = { ...DEFAULT_BOUNDS, ...place.bounds };
  const command = m.build.join(' ');
  const shown = command.length > 80 ? `${command.slice(0, 80)}…` : command;
  // As root, the build runs as an id of its own, which owns the copy while it runs.
  const lease = place.confined ? sandboxLease() : ok(undefined);
  if (!lease.ok)
    return fail(`its build step (${shown}) cannot run: fray's uid pool: ${lease.problem.message}`, { file: m.file });
  const id = lease.value?.id;
  const mine = { uid: process.getuid?.() ?? 0, gid: process.getgid?.() ?? 0 };
  let started;
  try {
    if (id !== undefined) chownTree(place.dir, { uid: id, gid: id });
    const launch = launchFor(m.build, {
      botDir: place.dir,
      memoryMb: BUILD.memoryMb,
      confined: place.confined,
      writableBot: true,
      maxFileBytes: b.maxFileBytes,
      scratch: place.dir,
      ...(id === undefined ? {} : { runAs: id }),
    });
    started = spawnConfined(launch, { memoryBytes: BUILD.memoryMb * 1024 * 1024, maxProcesses: MAX_BOT_PROCESSES });
  } catch (e) {
    if (id !== undefined) chownTree(place.dir, mine);
    lease.value?.release();
    return fail(`its build step (${shown}) cannot run: ${(e as Error).message}`, { file: m.file });
  }
  const { child, kill } = started;
  child.stdin?.end();
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString('utf8')).slice(-BUILD.outputChars);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  let stopped: string | undefined;
  const stop = (why: string) => {
    stopped ??= why;
    kill();
  };
  const timer = setTimeout(
    () => stop(`took longer than ${Math.round(b.timeMs / 1000)} s, the most a build may take`),
    b.timeMs,
  );
  const poll = setInterval(() => {
    const size = folderSize(place.dir);
    if (size.bytes > b.maxFolderBytes)
      stop(`filled its folder past ${mib(b.maxFolderBytes)}, the most a bot's folder may hold`);
    else if (size.entries > b.maxEntries)
      stop(`made more than ${b.maxEntries} files and folders, the most a bot's folder may hold`);
  }, BUILD.pollMs);
  const exit = await new Promise<{ code: number | null; signal: NodeJS.Signals | null; error?: Error }>((resolve) => {
    child.once('error', (error) => resolve({ code: null, signal: null, error }));
    child.once('close', (code, signal) => resolve({ code, signal }));
  });
  clearTimeout(timer);
  clearInterval(poll);
  // Anything the build left running goes; then the copy is fray's again, and the id is free once nothing runs as it.
  const gone = await started.end();
  sanitizeFolder(place.dir, id === undefined ? undefined : mine);
  if (gone) lease.value?.release();
  const at = { file: m.file };
  if (stopped !== undefined) return fail(`its build step (${shown}) was stopped: it ${stopped}`, at);
  if (exit.error) return fail(`its build step (${shown}) cannot run: ${exit.error.message}`, at);
  // bubblewrap reports a child killed by a signal as 128 + its number (SIGXFSZ is 25).
  if (exit.signal === 'SIGXFSZ' || exit.code === 128 + 25)
    return fail(`its build step (${shown}) wrote a file larger than ${mib(b.maxFileBytes)}, the most a build may`, at);
  const after = folderSize(place.dir);
  if (after.bytes > b.maxFolderBytes)
    return fail(`its build step (${shown}) filled its folder past ${mib(b.maxFolderBytes)}`, at);
  if (exit.code !== 0) {
    const tail = buildErrorLines(output);
    const how = exit.signal ? `was killed (${exit.signal})` : `failed with exit code ${exit.code}`;
    return fail(`its build step (${shown}) ${how}${tail ? `: ${tail}` : ''}`, at);
  }
  return ok(undefined);
}
