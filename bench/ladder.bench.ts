/**
 * The ladder on this machine: its own cost per match against the same match played the way `summoner tournament`
 * plays it (alternated, same match processes); matches per hour with the embedded default and with 2 queue
 * workers; a whole `summoner tournament`'s time per match beside the embedded ladder's; and the leaderboard's
 * latency under 50 concurrent readers (autocannon, 127.0.0.1 only) while matches run.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import { addAuthor } from '../src/adapters/ladder/authors.js';
import { checkOutcome } from '../src/adapters/ladder/checkOutcome.js';
import { demoSubmission } from '../src/adapters/ladder/demoBots.js';
import { openLadderDb, type LadderDb } from '../src/adapters/ladder/db/openLadderDb.js';
import { leaseMatches, queueMatch } from '../src/adapters/ladder/matchStore.js';
import { matchHost, playLadderMatch } from '../src/adapters/ladder/playLadderMatch.js';
import { recordResult } from '../src/adapters/ladder/recordResult.js';
import { activateVersion, storeSubmission } from '../src/adapters/ladder/submissions.js';
import { DEFAULT_LIMITS } from '../src/adapters/sandbox/limits.js';
import { prepareBot } from '../src/adapters/summoner/loadBot.js';
import { newPrivateKeyPem, signingKey } from '../src/adapters/summoner/replayKeys.js';
import { signReplay } from '../src/summoner/replay/replaySignature.js';
import type { Entrant } from '../src/adapters/summoner/tournamentMatch.js';
import { DEFAULT_RULES } from '../src/summoner/rules/rules.js';
import type { BenchResult } from './types.js';
import { FRAY, load, median } from './timeProcess.js';

const ROOT = resolve(import.meta.dirname, '../..');
const DEMOS = ['rusher', 'cloner', 'healers', 'exploder', 'random'];
const TURNS = 100;
const RULES = { ...DEFAULT_RULES, maxTurns: TURNS };
const WINDOW_MS = 60_000;
const REDIS = ['/usr/bin/redis-server', '/usr/local/bin/redis-server'].find((p) => existsSync(p));

function freePort(): Promise<number> {
  return new Promise((res) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const a = s.address();
      s.close(() => res(typeof a === 'object' && a !== null ? a.port : 0));
    });
  });
}

/** A fresh SQLite ladder with the demos already playing; the prepared entrants by name. */
async function seeded(
  data: string,
  names = DEMOS,
): Promise<{ l: LadderDb; entrants: Map<string, { id: number; e: Entrant; sha: string }> }> {
  const o = await openLadderDb({ data });
  if (!o.ok) throw new Error(o.problem.message);
  const l = o.value;
  const a = await addAuthor(l.db, 'bench', Date.now());
  if (!a.ok) throw new Error(a.problem.message);
  const entrants = new Map<string, { id: number; e: Entrant; sha: string }>();
  for (const name of names) {
    const s = await storeSubmission(l.db, a.value.author, demoSubmission(name), Date.now());
    if (!s.ok) throw new Error(s.problem.message);
    const file = join(mkdtempSync(join(tmpdir(), 'fray-bench-bot-')), `${name}.ts`);
    writeFileSync(file, demoSubmission(name).bytes);
    const p = await prepareBot(file, { trusted: false });
    if (!p.ok) throw new Error(p.problem.message);
    await activateVersion(l.db, { id: s.value.versionId, codeSha256: p.value.sha256, report: '{}' }, Date.now());
    entrants.set(name, { id: s.value.versionId, e: { name: `${name} v1`, prepared: p.value }, sha: p.value.sha256 });
  }
  return { l, entrants };
}

/** The ladder's cost per match: the same matches played bare (A, as a tournament plays them) and with the ladder's check and record (B), alternated. */
async function overhead(): Promise<BenchResult[]> {
  const { l, entrants } = await seeded(mkdtempSync(join(tmpdir(), 'fray-bench-ladder-')), ['rusher', 'cloner']);
  const host = matchHost(pathToFileURL(join(ROOT, 'dist/summonerMatch.worker.js')), 1, DEFAULT_LIMITS);
  const [a, b] = [entrants.get('rusher')!, entrants.get('cloner')!];
  const key = signingKey(newPrivateKeyPem());
  if (!key.ok) throw new Error(key.problem.message);
  const signer = key.value.signer;
  const bare: number[] = [];
  const ladder: number[] = [];
  const rerun: number[] = [];
  try {
    await playLadderMatch(host, [a.e, b.e], { seed: 999, rules: RULES, limits: DEFAULT_LIMITS });
    for (let i = 0; i < 8; i++) {
      const setup = { seed: 1000 + i, rules: RULES, limits: DEFAULT_LIMITS };
      let t = performance.now();
      await playLadderMatch(host, [a.e, b.e], setup);
      bare.push(performance.now() - t);
      t = performance.now();
      await queueMatch(l.db, {
        kind: 'rated',
        pair: i + 1,
        seed: setup.seed,
        first: a.id,
        second: b.id,
        now: Date.now(),
      });
      const [m] = await leaseMatches(l.db, { owner: () => 'bench', until: Date.now() + 60_000, n: 1 });
      const outcome = await playLadderMatch(host, [a.e, b.e], setup);
      // As the ladder checks its own matches (a queue worker's are re-run besides: measured below).
      const c = checkOutcome(outcome, { seed: setup.seed, sha256: [a.sha, b.sha] }, { rerun: false });
      if (!c.ok || m === undefined) throw new Error(c.ok ? 'no match leased' : c.problem.message);
      // Signed as the ladder signs every replay it records.
      await recordResult(l, m, { ...c.value, replay: signReplay(c.value.replay, signer) }, Date.now());
      ladder.push(performance.now() - t);
      t = performance.now();
      checkOutcome(outcome, { seed: setup.seed, sha256: [a.sha, b.sha] }, { rerun: true });
      rerun.push(performance.now() - t);
    }
  } finally {
    await host.slots.close();
    await l.close();
  }
  const [mb, ml] = [median(bare), median(ladder)];
  return [
    {
      name: `one match (${TURNS} turns), played as a tournament plays it (median of 8)`,
      value: Math.round(mb),
      unit: 'ms',
      load: load(),
    },
    {
      name: 'the same match, played, checked (parsed, seed and code hashes), signed and recorded by the ladder',
      value: Math.round(ml),
      unit: 'ms',
      load: load(),
    },
    {
      name: 're-running a match from a queue worker before recording it',
      value: Math.round(median(rerun)),
      unit: 'ms',
      load: load(),
    },
    {
      name: 'ladder / tournament, per match (alternated, same process pool)',
      value: Number((ml / mb).toFixed(3)),
      unit: 'x',
      target: '<= 1.1',
      load: load(),
    },
  ];
}

/** A fray process, its stderr kept. */
function fray(args: string[]): ChildProcess {
  return spawn(process.execPath, ['--no-node-snapshot', FRAY, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
}

/** Matches recorded in the ladder at `data` so far. */
async function recordedCount(l: LadderDb): Promise<number> {
  const r = await l.db
    .selectFrom('matches')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('status', '=', 'done')
    .executeTakeFirstOrThrow();
  return Number(r.n);
}

/** Matches per hour over WINDOW_MS, counted from the first recorded match. */
async function perHour(l: LadderDb): Promise<number> {
  while ((await recordedCount(l)) === 0) await new Promise((r) => setTimeout(r, 250));
  const start = await recordedCount(l);
  const t = performance.now();
  await new Promise((r) => setTimeout(r, WINDOW_MS));
  return Math.round(((await recordedCount(l)) - start) / ((performance.now() - t) / 3_600_000));
}

/** The leaderboard's latency under 50 readers for 10 s, while the ladder plays. */
async function leaderboardLatency(url: string): Promise<{ p99: number; p50: number; rps: number; errors: number }> {
  const r = await autocannon({ url, connections: 50, duration: 10 });
  return { p99: r.latency.p99, p50: r.latency.p50, rps: Math.round(r.requests.average), errors: r.errors + r.non2xx };
}

/** The embedded ladder: matches per hour, then the leaderboard under load. */
async function embedded(): Promise<BenchResult[]> {
  const data = mkdtempSync(join(tmpdir(), 'fray-bench-ladder-'));
  const { l } = await seeded(data);
  const port = await freePort();
  const server = fray([
    'ladder',
    'serve',
    '--data',
    data,
    '--port',
    String(port),
    '--max-turns',
    String(TURNS),
    '--concurrency',
    '1',
    // The load tool reads from one address: the per-address limit (600 a minute by default) is raised for it.
    '--requests-per-minute',
    '1000000',
  ]);
  try {
    const mph = await perHour(l);
    const lat = await leaderboardLatency(`http://127.0.0.1:${port}/`);
    return [
      {
        name: `embedded ladder (SQLite, 1 match at a time, ${TURNS} turns): matches per hour`,
        value: mph,
        unit: 'matches/h',
        load: load(),
      },
      { name: 'embedded ladder: seconds per match', value: Number((3600 / mph).toFixed(2)), unit: 's', load: load() },
      {
        name: 'leaderboard page, 50 concurrent readers while matches run: p99',
        value: lat.p99,
        unit: 'ms',
        target: '< 50',
        load: load(),
      },
      { name: 'leaderboard page: p50', value: lat.p50, unit: 'ms', load: load() },
      {
        name: 'leaderboard page: requests per second (errors and non-2xx: ' + lat.errors + ')',
        value: lat.rps,
        unit: 'req/s',
        load: load(),
      },
    ];
  } finally {
    server.kill('SIGKILL');
    await l.close();
  }
}

/** The ladder with 2 queue workers (SQLite on the server, Redis on loopback). */
async function queued(): Promise<BenchResult[]> {
  if (REDIS === undefined) return [];
  const rport = await freePort();
  const redis = spawn(REDIS, ['--port', String(rport), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
    stdio: 'ignore',
  });
  await new Promise((r) => setTimeout(r, 500));
  const url = `redis://127.0.0.1:${rport}`;
  const data = mkdtempSync(join(tmpdir(), 'fray-bench-ladder-'));
  const { l } = await seeded(data);
  const port = await freePort();
  const procs = [
    fray([
      'ladder',
      'serve',
      '--data',
      data,
      '--port',
      String(port),
      '--max-turns',
      String(TURNS),
      '--queue',
      url,
      '--queue-depth',
      '4',
    ]),
    fray(['worker', '--queue', url, '--concurrency', '1']),
    fray(['worker', '--queue', url, '--concurrency', '1']),
  ];
  try {
    const mph = await perHour(l);
    return [
      {
        name: `ladder with 2 queue workers (1 match each): matches per hour`,
        value: mph,
        unit: 'matches/h',
        load: load(),
      },
    ];
  } finally {
    for (const p of procs) p.kill('SIGKILL');
    redis.kill('SIGKILL');
    await l.close();
  }
}

/** A whole `summoner tournament` of the demos, one match at a time: seconds per match, start-up included. */
function tournament(): BenchResult[] {
  const bots = DEMOS.map((d) => join(ROOT, 'examples/summoners', `${d}.ts`));
  const t = performance.now();
  const r = spawnSync(
    process.execPath,
    [
      '--no-node-snapshot',
      FRAY,
      'summoner',
      'tournament',
      ...bots,
      '--seed',
      '1',
      '--max-turns',
      String(TURNS),
      '--workers',
      '1',
      '--json',
    ],
    { encoding: 'utf8' },
  );
  const s = (performance.now() - t) / 1000;
  if (r.status !== 0) throw new Error(r.stderr);
  const n = DEMOS.length * (DEMOS.length - 1);
  return [
    {
      name: `summoner tournament of the ${DEMOS.length} demos (${n} matches, 1 worker): seconds per match, start-up included`,
      value: Number((s / n).toFixed(2)),
      unit: 's',
      load: load(),
    },
  ];
}

/** Every figure, the tournament beside the embedded ladder. */
export async function run(): Promise<BenchResult[]> {
  return [...(await overhead()), ...tournament(), ...(await embedded()), ...tournament(), ...(await queued())];
}
