/** `fray ladder serve`: the whole ladder on one machine (or its server, with --db and --queue), until Ctrl-C. */
import type { Command } from 'commander';
import { seedDemos } from '../../adapters/ladder/demoBots.js';
import { setSetting } from '../../adapters/ladder/db/settings.js';
import { defaultConcurrency, startLadder } from '../../adapters/ladder/ladderServer.js';
import { FRAY_VERSION } from '../../adapters/queue/runKey.js';
import { formatProblem } from '../../core/result.js';
import type { LadderDb } from '../../adapters/ladder/db/openLadderDb.js';
import type { ViewerAssets } from '../../adapters/ladder/server/ladderContext.js';
import type { QueueConnection } from '../../adapters/queue/queueConnection.js';
import type { SummonerRules } from '../../summoner/rules/rules.js';
import { unwrap, CliError } from '../CliError.js';
import { printErr, printOut } from '../io.js';
import { listOf, parseSeed, wholeNumber } from '../options.js';
import { proxyAddress } from './proxyAddress.js';
import { stopSignal } from '../stopSignal.js';
import { readViewerAssets } from '../view/viewerAssets.js';
import { connectQueue } from '../worker/connectQueue.js';
import { addLimitOptions, limitsFrom, type LimitOptions } from '../summoner/limitOptions.js';
import { loadRules } from '../summoner/loadRules.js';
import { addLadderDbOptions, openLadderFromOptions, type LadderDbOptions } from './ladderDbOption.js';

interface ServeOptions extends LadderDbOptions, LimitOptions {
  host: string;
  port: number;
  concurrency?: number;
  queue?: string;
  queueDepth: number;
  demos?: boolean;
  registration?: boolean;
  trustProxy?: string[];
  seed?: number;
  rules?: string;
  maxTurns?: number;
  rate?: number;
  submissionsPerHour: number;
  challengesPerHour: number;
  requestsPerMinute: number;
  graceS: number;
  sign?: string;
}

/** Adds `serve` to the ladder group. */
export function registerServe(group: Command): void {
  const cmd = group
    .command('serve')
    .description(
      'Run a ladder: authors submit bots (checked, then validated against a demo, sandboxed), matches are played around the clock ' +
        'between bots near each other in rating, and the leaderboard, bots and matches are served as pages and JSON. Everything is kept in ' +
        'the database (SQLite in --data by default), so the ladder survives restarts and crashes.',
    )
    .option(
      '--host <address>',
      'the address to listen on (only this machine by default; see docs/ladder.md before opening it)',
      '127.0.0.1',
    )
    .option('--port <n>', 'the port (0: any free one)', wholeNumber(0, 65535), 8080)
    .option(
      '--concurrency <n>',
      `matches played at once here (default: ${defaultConcurrency()}, every core but one)`,
      wholeNumber(1, 256),
    )
    .option('--queue <redis-url>', 'hand matches to `fray worker` processes on this queue instead of playing them here')
    .option('--queue-depth <n>', 'with --queue: matches kept on the queue at once', wholeNumber(1, 10_000), 8)
    .option('--demos', "submit fray's five demonstration bots (once), so the ladder has players from the start")
    .option('--registration', 'let anyone register as an author from the site (otherwise: `fray ladder author add`)')
    .option(
      '--trust-proxy <addresses>',
      'the reverse proxies in front (comma-separated addresses or ranges, e.g. 127.0.0.1): X-Forwarded-For and ' +
        '-Proto are believed only from them (rate limits per client, secure cookies); see docs/ladder.md',
      listOf(proxyAddress),
    )
    .option(
      '--seed <n>',
      "the ladder's master seed, fixed the first time the ladder starts (matchmaking and match seeds are forked from it)",
      parseSeed,
    )
    .option('--rules <file.json>', 'rule options to change (see docs/rules/summoner-war.md)')
    .option('--max-turns <n>', "turn limit per match (default: the rules', 1000)", wholeNumber(1, 100_000))
    .option(
      '--rate <n>',
      'most rated matches started per hour (saved; 0: no limit; `fray ladder rate` changes it later)',
      wholeNumber(0, 1_000_000),
    )
    .option(
      '--sign <file.key>',
      "sign every replay with this private key (`fray summoner key new`); by default the ladder's own key, made on its first start and kept in its database (its public key is at /key.pub)",
    )
    .option('--submissions-per-hour <n>', 'versions one author may submit per hour', wholeNumber(1, 10_000), 10)
    .option('--challenges-per-hour <n>', 'unrated matches one author may ask for per hour', wholeNumber(1, 10_000), 10)
    .option('--requests-per-minute <n>', 'requests one address may make per minute', wholeNumber(10, 1_000_000), 600)
    .option(
      '--grace-s <n>',
      'on Ctrl-C, how long running matches may take to finish before they are handed back',
      wholeNumber(0, 3600),
      30,
    );
  addLadderDbOptions(cmd);
  addLimitOptions(cmd)
    .addHelpText(
      'after',
      '\nExamples:\n  fray ladder serve --demos                      # a ladder of the demos at http://127.0.0.1:8080/\n' +
        "  fray ladder author add alice --data DIR         # prints alice's token, once\n" +
        '  fray ladder serve --db postgres://ladder@db/ladder --queue redis://:PASSWORD@10.0.0.5:6379\n' +
        '\nCtrl-C stops taking matches, lets running ones finish (--grace-s), hands back the rest, and exits.',
    )
    .action((opts: ServeOptions) => serve(opts));
}

async function serve(opts: ServeOptions): Promise<void> {
  if (opts.trusted) throw new CliError("a ladder runs strangers' bots: --trusted is not allowed");
  if (opts.queue !== undefined && opts.concurrency !== undefined)
    throw new CliError('--concurrency sets the matches played here; with --queue, the workers play them');
  const rules = unwrap(loadRules(opts.rules, opts.maxTurns));
  const viewer = readViewerAssets();
  if (!viewer.ok) printErr(`fray: warning: ${formatProblem(viewer.problem)}; match pages will not show the viewer`);
  const ladder = await openLadderFromOptions(opts);
  const conn = opts.queue === undefined ? undefined : await connectQueue(opts.queue);
  try {
    if (opts.rate !== undefined) await setSetting(ladder.db, 'rate_per_hour', String(opts.rate));
    if (opts.demos) {
      const n = await seedDemos(ladder.db, Date.now());
      if (n > 0) printErr(`Submitted ${n} demonstration bots; they play once checked.`);
    }
    await run(opts, ladder, conn, rules, viewer.ok ? viewer.value : undefined);
  } finally {
    await conn?.close();
    await ladder.close();
  }
}

async function run(
  opts: ServeOptions,
  ladder: LadderDb,
  conn: QueueConnection | undefined,
  rules: SummonerRules,
  viewer: ViewerAssets | undefined,
): Promise<void> {
  const log = (line: string) => printErr(`fray ladder: ${line}`);
  const running = unwrap(
    await startLadder({
      ladder,
      host: opts.host,
      port: opts.port,
      concurrency: opts.concurrency ?? defaultConcurrency(),
      ...(conn === undefined ? {} : { queue: { conn, depth: opts.queueDepth } }),
      rules,
      limits: limitsFrom(opts),
      ...(opts.seed === undefined ? {} : { seed: opts.seed }),
      registration: opts.registration === true,
      trustProxy: opts.trustProxy ?? false,
      quotas: {
        submissionsPerHour: opts.submissionsPerHour,
        challengesPerHour: opts.challengesPerHour,
        requestsPerMinute: opts.requestsPerMinute,
      },
      viewer,
      matchWorker: new URL('./summonerMatch.worker.js', import.meta.url),
      checkWorker: new URL('./ladderCheck.worker.js', import.meta.url),
      ...(opts.sign === undefined ? {} : { signKey: opts.sign }),
      log,
    }),
  );
  const stopped = stopSignal();
  printOut(`Ladder (fray ${FRAY_VERSION}) at ${running.url}, data in ${ladder.display} (Ctrl-C to stop)`);
  await stopped;
  log(`stopping: running matches may finish for ${opts.graceS} s`);
  await running.stop(opts.graceS * 1000);
  log('stopped');
}
