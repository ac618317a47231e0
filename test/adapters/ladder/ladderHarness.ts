/**
 * A ladder for tests, wired as `fray ladder serve` wires it (SQLite in a temp folder, the local player, the checker)
 * but driven tick by tick, with the bundled match entry point (dist/, built by globalSetup).
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { pathToFileURL } from 'node:url';
import { addAuthor, type Author } from '../../../src/adapters/ladder/authors.js';
import { openLadderDb, type LadderDb, type LadderDbPlace } from '../../../src/adapters/ladder/db/openLadderDb.js';
import { LadderScheduler } from '../../../src/adapters/ladder/ladderScheduler.js';
import { ladderKey } from '../../../src/adapters/ladder/ladderKey.js';
import { LocalPlayer } from '../../../src/adapters/ladder/localPlayer.js';
import { matchHost, type MatchHost } from '../../../src/adapters/ladder/playLadderMatch.js';
import { demoSubmission } from '../../../src/adapters/ladder/demoBots.js';
import { activateVersion, storeSubmission } from '../../../src/adapters/ladder/submissions.js';
import { ladderApp } from '../../../src/adapters/ladder/server/ladderApp.js';
import type { LadderContext } from '../../../src/adapters/ladder/server/ladderContext.js';
import { ladderStatus } from '../../../src/adapters/ladder/ladderStatus.js';
import { VersionBots } from '../../../src/adapters/ladder/versionBots.js';
import { DEFAULT_LIMITS } from '../../../src/adapters/sandbox/limits.js';
import { prepareBot } from '../../../src/adapters/summoner/loadBot.js';
import type { Entrant } from '../../../src/adapters/summoner/tournamentMatch.js';
import { DEFAULT_RULES, type SummonerRules } from '../../../src/summoner/rules/rules.js';
import { ROOT, tempDir } from '../../helpers/cli.js';

/** The bundled match entry point. */
export const MATCH_WORKER = pathToFileURL(join(ROOT, 'dist/summonerMatch.worker.js'));
/** The thread that checks finished matches off the server's event loop. */
export const CHECK_WORKER = pathToFileURL(join(ROOT, 'dist/ladderCheck.worker.js'));
/** A demo bot's path. */
export const demo = (name: string) => join(ROOT, 'examples/summoners', `${name}.ts`);
/** Short matches keep tests quick. */
export const TEST_RULES: SummonerRules = { ...DEFAULT_RULES, maxTurns: 60 };

/** An open test ladder. */
export interface TestLadder {
  ladder: LadderDb;
  host: MatchHost;
  bots: VersionBots;
  scheduler: LadderScheduler;
  organiser: Author;
  /** The public key that signs its replays. */
  replayKey: { fingerprint: string; publicPem: string };
  /** Moves when the scheduler records or voids a match (the app's cached pages follow it). */
  version(): number;
  close(): Promise<void>;
}

/** Opens a ladder at `place` (a fresh SQLite folder by default) with a local player of `concurrency`. */
export async function openTestLadder(place: LadderDbPlace = { data: tempDir() }, concurrency = 2): Promise<TestLadder> {
  const opened = await openLadderDb(place);
  if (!opened.ok) throw new Error(opened.problem.message);
  const ladder = opened.value;
  const host = matchHost(MATCH_WORKER, concurrency, DEFAULT_LIMITS);
  const bots = new VersionBots(ladder.db, tempDir());
  let version = 0;
  const key = await ladderKey(ladder.db);
  if (!key.ok) throw new Error(key.problem.message);
  const scheduler = new LadderScheduler({
    ladder,
    bots,
    seed: 7,
    rules: TEST_RULES,
    limits: DEFAULT_LIMITS,
    leaseMs: 600_000,
    log: () => undefined,
    now: () => Date.now(),
    onChange: () => void version++,
    signer: key.value.signer,
  });
  scheduler.use(new LocalPlayer(host, concurrency, scheduler.onOutcome));
  const a = await addAuthor(ladder.db, `organiser${Math.floor(Math.random() * 1e6)}`, Date.now());
  if (!a.ok) throw new Error(a.problem.message);
  return {
    ladder,
    host,
    bots,
    scheduler,
    organiser: a.value.author,
    replayKey: { fingerprint: key.value.signer.key, publicPem: key.value.publicPem },
    version: () => version,
    async close() {
      await scheduler.stop(0);
      await ladder.close();
    },
  };
}

/** Stores the demo `name` as a submission of `author` (waiting for its checks). */
export async function submitDemo(l: TestLadder, name: string, author: Author = l.organiser): Promise<number> {
  const s = await storeSubmission(l.ladder.db, author, demoSubmission(name), Date.now());
  if (!s.ok) throw new Error(s.problem.message);
  return s.value.versionId;
}

/** The random demo as the validation opponent. */
export async function demoEntrant(): Promise<Entrant> {
  const p = await prepareBot(demo('random'), { trusted: false });
  if (!p.ok) throw new Error(p.problem.message);
  return { name: 'random', prepared: p.value };
}

/** Ticks until `done` says so (or `ms` passes). */
export async function tickUntil(l: TestLadder, done: () => Promise<boolean>, ms = 120_000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await done())) {
    if (Date.now() > end) throw new Error('the ladder did not get there in time');
    await l.scheduler.tick();
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Stores the demo `name` and makes it active at once (its checks skipped: for tests of what comes after them). */
export async function activeDemo(l: TestLadder, name: string, author: Author = l.organiser): Promise<number> {
  const id = await submitDemo(l, name, author);
  const file = join(tempDir(), `${name}.ts`);
  writeFileSync(file, demoSubmission(name).bytes);
  const p = await prepareBot(file, { trusted: false });
  if (!p.ok) throw new Error(p.problem.message);
  await activateVersion(l.ladder.db, { id, codeSha256: p.value.sha256, report: '{}' }, Date.now());
  return id;
}

/** Ticks until `n` matches are recorded. */
export function playUntilDone(l: TestLadder, n: number): Promise<void> {
  return tickUntil(l, async () => {
    const rows = await l.ladder.db.selectFrom('matches').select('id').where('status', '=', 'done').execute();
    return rows.length >= n;
  });
}

/** The app of a test ladder, with small quotas (so rate limits are reachable in a test). */
export async function testApp(
  l: TestLadder,
  over: Partial<LadderContext> = {},
  opts: Parameters<typeof ladderApp>[1] = { trustProxy: false },
): Promise<FastifyInstance> {
  return ladderApp(
    {
      ladder: l.ladder,
      registration: true,
      viewer: undefined,
      quotas: { submissionsPerHour: 5, challengesPerHour: 2, requestsPerMinute: 1000 },
      hosts: ['127.0.0.1', 'localhost'],
      onSubmitted: () => undefined,
      status: () => ladderStatus(l.ladder.db, Date.now(), 'here'),
      seed: 7,
      now: () => Date.now(),
      version: () => l.version(),
      replayKey: l.replayKey,
      ...over,
    },
    opts,
  );
}
