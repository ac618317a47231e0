/**
 * The sandbox's one policy: every bound on what a stranger's bot may read, write, run, allocate and say, with the
 * file that enforces it. docs/security.md explains the threat model; this file holds the numbers. Limits a contest
 * organiser tunes per run (memory, time) are in limits.ts and come from the command line.
 */

/** Bounds on a process bot's folder, which fray copies before anything of the bot runs (botFolder.ts). */
export const FOLDER = Object.freeze({
  /** Most bytes of regular files in a bot's folder, before and after its build step. */
  maxBytes: 256 * 1024 * 1024,
  /** Most entries (files, folders, links) in a bot's folder. */
  maxEntries: 20_000,
  /** Deepest nesting of folders. */
  maxDepth: 32,
});

/** Bounds on a manifest's build step (buildBot.ts): it runs confined, as the unprivileged user, in the bot's copy. */
export const BUILD = Object.freeze({
  /** Wall-clock time a build may take, in ms. */
  timeMs: 120_000,
  /** Address space of each build process, in MiB (compilers reserve much more than they use). */
  memoryMb: 4096,
  /** Largest file a build may write, in bytes (RLIMIT_FSIZE). */
  maxFileBytes: 128 * 1024 * 1024,
  /** How often the copy's size is measured while a build runs, in ms. */
  pollMs: 100,
  /** Output of the build kept for its error message, in characters. */
  outputChars: 16 * 1024,
});

/** The tmpfs mounts a confined bot writes to (bubblewrap.ts): counted in memory, gone when the bot is. */
export const SCRATCH = Object.freeze({
  /** /scratch (HOME and TMPDIR), in bytes. */
  scratchBytes: 64 * 1024 * 1024,
  /** /tmp, in bytes. */
  tmpBytes: 16 * 1024 * 1024,
});

/** Most processes one process bot may have at once (cgroup pids, and RLIMIT_NPROC): enough for a JVM's threads. */
export const MAX_BOT_PROCESSES = 64;

/**
 * The host ids sandboxed processes run as when fray is root, one per bot or build (uidPool.ts, uidLease.ts): far
 * above ordinary users and below 2^31 (some tools read ids as signed), clear of systemd's container ranges. The
 * organiser may move it with FRAY_UID_POOL=FIRST-LAST; an account, group or subordinate range inside is refused.
 */
export const UID_POOL = Object.freeze({
  first: 2_000_000_000,
  last: 2_000_065_535,
  /** The lowest and highest ids FRAY_UID_POOL may name. */
  lowest: 65_536,
  highest: 2_147_483_646,
  /** Root's folder for the leases (its subfolder uid-leases), shared by every fray process of the machine. */
  folder: '/run/fray',
});

/** What a process bot may say (processBot.ts). */
export const OUTPUT = Object.freeze({
  /** Lines on standard output that answer no request, per call, before the call is a fault. */
  strayLinesPerCall: 100,
  /** Characters of such lines per call, before the call is a fault. */
  strayCharsPerCall: 256 * 1024,
  /** Standard error kept per bot, in characters (the rest is read and dropped). */
  stderrChars: 64 * 1024,
  /** Standard error read per call, in characters; past it, reading waits for the next call (the bot blocks). */
  stderrCharsPerCall: 1024 * 1024,
  /**
   * Deepest nesting of arrays and objects in an answer line, checked before it is parsed: orders need 4 levels, and
   * V8's JSON.parse takes seconds of the controller's CPU on a line nested 500,000 deep (superlinear in the depth).
   */
  answerDepth: 64,
});

/** Bounds on compiling a JavaScript or TypeScript bot (compileBot.ts). */
export const COMPILE = Object.freeze({
  /** File types a bot may import (its own files only, inside its folder). */
  extensions: ['.js', '.mjs', '.cjs', '.ts', '.mts', '.cts', '.json'] as readonly string[],
  /** Most bytes of source read for one bot, all its files together. */
  maxSourceBytes: 16 * 1024 * 1024,
  /** Most bytes of the bundled module. */
  maxBundleBytes: 16 * 1024 * 1024,
  /** Wall-clock time for one compile, in ms. */
  timeMs: 30_000,
});

/**
 * An isolate host (isolateHost.ts, hostProcess.ts, hostPool.ts): the process of its own in which one JavaScript bot
 * runs, capped so that memory its isolate does not count (Intl objects, for one) ends that process and nothing else.
 */
export const HOST = Object.freeze({
  /**
   * Private writable address space of a host for its own work beyond what it holds when ready and its bots' share, in
   * MiB (RLIMIT_DATA: the match's loop, its threads' stacks, isolated-vm's buffers).
   */
  baseDataMb: 128,
  /**
   * Memory a bot may hold outside its isolate's heap (Intl objects, for one), in MiB: charged to the bot whose call
   * it grew in (isolateSession.ts); past it, the bot has run out of memory.
   */
  nativeMb: 64,
  /** Room for one call to overshoot its bot's share before the host dies (and the bot in that call is charged), in MiB. */
  slackMb: 128,
  /** A host whose anonymous resident memory is above this once its isolates are disposed is stopped, not reused, in MiB. */
  reuseRssMb: 96,
  /** Idle hosts kept for the next match, per thread that plays matches. */
  keptIdle: 2,
  /** Time to load a bot (the prelude and the bot's top-level code), in ms. */
  loadMs: 2000,
  /** Time a host may take to start, in ms. */
  startMs: 20_000,
  /** Time after a request's own limit before the watchdog kills a host that has not answered, in ms. */
  watchdogSlackMs: 2000,
  /** Time to dispose an isolate, in ms. */
  resetMs: 5000,
  /** Largest request a host reads (a view of the largest board), in bytes. */
  maxRequestBytes: 256 * 1024 * 1024,
  /** Largest reply the controller reads: an answer of MAX_ANSWER_CHARS in UTF-8 and its logs, in bytes. */
  maxReplyBytes: 8 * 1024 * 1024,
  /**
   * What one bot's answers and logs may add up to over a match played in a host, in bytes: the host journals each
   * call's answer (to charge a death to the right bot), and a bot answering the largest junk every call would
   * otherwise fill the disk with gigabytes per match. Honest bots answer kilobytes a call.
   */
  journalSeatBytes: 128 * 1024 * 1024,
  /** Codes a host remembers as having passed the import check, and bots' scripts whose code cache it keeps. */
  keptChecks: 64,
  /** What a host's code caches of bots' scripts may add up to (scriptCache.ts), in MiB. */
  scriptCacheMb: 16,
  /** Standard error of a host kept to say why it died, in characters. */
  stderrChars: 8 * 1024,
});

/**
 * What a bot may log for humans (console in an isolate, standard error of a process), kept per call (logBook.ts).
 * Defined beside the pure log book in src/summoner/match/logBook.ts, which the studio's workers share.
 */
export { BOT_LOG_BOUNDS as LOGS } from '../../summoner/match/logBook.js';

/**
 * What of the host's system a confined command sees (runtimeCopy.ts): these programs of /usr/bin with the trees
 * behind them (python3's standard library, the JDK of java and javac), the shared libraries they load, and a few
 * files, all from one copy on tmpfs so that no bot can tell which pages another bot read (docs/security.md, 10).
 */
export const RUNTIME = Object.freeze({
  /** The programs a bot's command names: its language's runtime (a build step may use `tools` too). */
  runtimes: ['bash', 'sh', 'python3', 'java', 'javac', 'env'] as readonly string[],
  /** The small tools a build step's shell line uses (`mkdir out && cp -r src out && javac …`). */
  tools: [
    ...['sleep', 'true', 'false', 'cat', 'cp', 'mv', 'rm', 'mkdir', 'rmdir', 'ln', 'ls', 'chmod', 'touch', 'id'],
    ...['dd', 'head', 'tail', 'printf', 'echo', 'test', 'expr', 'wc', 'sort', 'tr', 'cut', 'basename', 'dirname'],
    ...['date', 'pwd', 'mktemp', 'stat', 'tee', 'seq', 'uname', 'cmp', 'diff', 'sha256sum', 'md5sum', 'awk'],
    ...['sed', 'grep', 'find', 'xargs', 'tar', 'gzip'],
  ] as readonly string[],
  /** Parts of the JDK no bot or build runs (sources, packaged modules for jlink, manuals, headers, licences). */
  jdkSkip: ['jmods', 'src.zip', 'man', 'docs', 'include', 'legal', 'demo', 'sample'] as readonly string[],
  /** Parts of python3's library that are tests, GUIs, installers, or for building extensions (config-*). */
  pythonSkip: ['test', 'idlelib', 'tkinter', 'turtledemo', 'ensurepip', 'config-*'] as readonly string[],
  /** Other files the runtimes read: glibc's C.UTF-8 locale. */
  extras: ['/usr/lib/locale/C.utf8'] as readonly string[],
  /** Root's folder for the copies, when /run is tmpfs (else /dev/shm/fray-runtime-0). */
  rootFolder: '/run/fray/runtime',
  /** A copy still being built past this age was left by a process that died. */
  buildGraceMs: 10 * 60_000,
});
