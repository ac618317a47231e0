/**
 * The Java and Python starters in examples/summoners/ speak docs/bot-protocol.md and play real matches, cleanly.
 * Matches run them as `fray summoner match` does (the process adapter, in the bubblewrap sandbox where it works);
 * the protocol cases drive them line by line through a small test-only driver. They need javac, java and python3
 * on the PATH (CI installs them) and fail, rather than skip, without them.
 */
import { spawn, spawnSync, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compileBot, type CompiledBot } from '../../src/adapters/sandbox/compileBot.js';
import { loadInProcessBot } from '../../src/adapters/summoner/inProcessBot.js';
import { DEFAULT_LIMITS } from '../../src/adapters/sandbox/limits.js';
import { openBot, prepareBot, type BotSource } from '../../src/adapters/summoner/loadBot.js';
import { starterBot } from '../../src/cli/summoner/starterBot.js';
import { parseBattleOrders, parseEnhanceOrders, parseSetupOrder } from '../../src/summoner/match/parseOrders.js';
import { replayOf } from '../../src/summoner/replay/replay.js';
import { DEFAULT_RULES } from '../../src/summoner/rules/rules.js';
import { runMatch, type BotPort, type CallResult, type MatchRecord } from '../../src/summoner/match/runMatch.js';
import type { Side } from '../../src/core/side.js';
import { verifyReplay } from '../../src/summoner/replay/verifyReplay.js';
import { setupInfoFor } from '../../src/summoner/match/view.js';
import { ROOT } from '../helpers/cli.js';

const EXAMPLES = join(ROOT, 'examples/summoners');
/** Generous limits: these tests check answers, not speed (the controller's defaults are 5,000 and 200 ms). */
const SETUP_MS = 15_000;
const CALL_MS = 5_000;
/** How long a bot may take to exit after "end" (the controller kills it "a moment later"). */
const EXIT_MS = 5_000;
/** The controller's default address-space cap (--process-memory-mb 768): the Java manifest's flags must fit it. */
const MEMORY_KB = 768 * 1024;

interface Manifest {
  command: string[];
  build?: string[];
  cwd?: string;
}

/** A starter: its folder in the repository, and where it runs (for Java, a temporary copy holding the classes). */
interface Starter {
  name: 'java' | 'python';
  dir: string;
  runDir: string;
  manifest: Manifest;
}

function readManifest(dir: string): Manifest {
  return JSON.parse(readFileSync(join(dir, `${basename(dir)}-starter.bot.json`), 'utf8')) as Manifest;
}

let work = '';
let random: CompiledBot;
let tsStarter: CompiledBot;
const starters: Record<Starter['name'], Starter> = {
  java: { name: 'java', dir: join(EXAMPLES, 'java'), runDir: '', manifest: readManifest(join(EXAMPLES, 'java')) },
  python: { name: 'python', dir: join(EXAMPLES, 'python'), runDir: join(EXAMPLES, 'python'), manifest: readManifest(join(EXAMPLES, 'python')) },
};

async function compile(file: string): Promise<CompiledBot> {
  const c = await compileBot(file, { allowBuiltins: false });
  if (!c.ok) throw new Error(c.problem.message);
  return c.value;
}

async function load(bot: CompiledBot): Promise<BotPort> {
  const port = await loadInProcessBot(bot);
  if (!port.ok) throw new Error(port.problem.message);
  return port.value;
}

/** Runs a command to its end (javac, the JSON harness), failing with its output if it fails. */
function run(command: string[], cwd: string, input = ''): string {
  const [program, ...args] = command as [string, ...string[]];
  const r = spawnSync(program, args, { cwd, input, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (r.error) throw new Error(`${program}: ${r.error.message} (the starter tests need javac, java and python3 on the PATH)`);
  if (r.status !== 0) throw new Error(`${command.join(' ')} exited with ${r.status}:\n${r.stderr}`);
  return r.stdout;
}

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'fray-starters-'));
  // Build the Java starter as its manifest says, but in a copy of its folder: no .class file lands in the repository.
  const java = starters.java;
  java.runDir = join(work, 'java');
  mkdirSync(java.runDir);
  for (const f of ['StarterBot.java', 'java-starter.bot.json']) copyFileSync(join(java.dir, f), join(java.runDir, f));
  run(java.manifest.build ?? [], java.runDir);
  random = await compile(join(EXAMPLES, 'random.ts'));
  writeFileSync(join(work, 'starter.ts'), starterBot('starter'));
  tsStarter = await compile(join(work, 'starter.ts'));
});

afterAll(() => {
  if (work !== '') rmSync(work, { recursive: true, force: true });
});

/**
 * A starter running as a child process, spoken to as the controller would: a request line out, one line back.
 * A line that is not JSON, or none within the time, is a failed call; once the process is gone every call is fatal.
 */
class BotProcess {
  readonly child: ChildProcessWithoutNullStreams;
  /** What the bot wrote on standard error (its diagnostics). */
  stderr = '';
  /** Lines the bot wrote when no request was waiting: a protocol error. */
  readonly unasked: string[] = [];
  /** Resolves when the process has exited and its output is read. */
  readonly closed: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  private buffer = '';
  private waiting: ((line: string | null) => void) | undefined;
  /** Answers owed to calls that timed out: thrown away when they come, as the controller does. */
  private stale = 0;
  private gone = false;

  constructor(starter: Starter) {
    const { command } = starter.manifest;
    // Under the controller's default address-space cap, where `ulimit -v` applies (Linux): exec keeps one process.
    const [program, args] = process.platform === 'linux'
      ? ['/bin/sh', ['-c', `ulimit -v ${MEMORY_KB} && exec "$@"`, 'sh', ...command]]
      : [command[0] as string, command.slice(1)];
    this.child = spawn(program, args, { cwd: starter.runDir, stdio: ['pipe', 'pipe', 'pipe'] });
    this.child.stdout.setEncoding('utf8');
    this.child.stderr.setEncoding('utf8');
    this.child.stdout.on('data', (chunk: string) => {
      this.buffer += chunk;
      for (let i = this.buffer.indexOf('\n'); i >= 0; i = this.buffer.indexOf('\n')) {
        const line = this.buffer.slice(0, i);
        this.buffer = this.buffer.slice(i + 1);
        this.deliver(line);
      }
    });
    this.child.stderr.on('data', (chunk: string) => {
      if (this.stderr.length < 64 * 1024) this.stderr += chunk;
    });
    // Writing to a bot that has just exited fails with EPIPE; its exit is what counts, and is reported by 'close'.
    this.child.stdin.on('error', () => {});
    this.closed = new Promise((resolve) => {
      this.child.on('close', (code, signal) => {
        this.gone = true;
        if (this.buffer !== '') this.unasked.push(this.buffer);
        const w = this.waiting;
        this.waiting = undefined;
        w?.(null);
        resolve({ code, signal });
      });
    });
  }

  private deliver(line: string): void {
    if (this.stale > 0) {
      this.stale--;
      return;
    }
    const w = this.waiting;
    this.waiting = undefined;
    if (w) w(line);
    else this.unasked.push(line);
  }

  /** Writes one request line: an object as JSON, a string as it is. */
  send(request: object | string): void {
    this.child.stdin.write(`${typeof request === 'string' ? request : JSON.stringify(request)}\n`);
  }

  private ids = 0;

  /** The id of the next request (protocol 2: the answer carries it back). */
  nextId(): number {
    return ++this.ids;
  }

  /**
   * Sends a request and waits for its one answer line, which must be `{"id": ID, "answer": ...}` with the request's
   * id (`id`, or the one in `request`); the call's value is the answer.
   */
  call(request: object | string, ms: number, id?: number): Promise<CallResult> {
    const expected = id ?? (request as { id?: number }).id;
    if (this.gone) return Promise.resolve({ ok: false, kind: 'exited', reason: 'the bot has exited', fatal: true });
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.waiting = undefined;
        this.stale++;
        resolve({ ok: false, kind: 'timeout', reason: `no answer within ${ms} ms` });
      }, ms);
      this.waiting = (line) => {
        clearTimeout(timer);
        if (line === null) return resolve({ ok: false, kind: 'exited', reason: `the bot exited; stderr: ${this.stderr.slice(-500)}`, fatal: true });
        try {
          const reply = JSON.parse(line) as { id?: unknown; answer?: unknown };
          if (reply.id !== expected || !('answer' in reply))
            return resolve({ ok: false, kind: 'malformed', reason: `not {"id": ${expected}, "answer": ...}: ${line.slice(0, 100)}` });
          resolve({ ok: true, value: reply.answer });
        } catch {
          resolve({ ok: false, kind: 'malformed', reason: `not a JSON line: ${line.slice(0, 100)}` });
        }
      };
      this.send(request);
    });
  }

  /** The bot as a match sees it. */
  port(): BotPort {
    return {
      setup: (info) => this.call({ type: 'setup', version: 2, id: this.nextId(), info }, SETUP_MS),
      enhance: (view) => this.call({ type: 'enhance', version: 2, id: this.nextId(), view }, CALL_MS),
      battle: (view) => this.call({ type: 'battle', version: 2, id: this.nextId(), view }, CALL_MS),
    };
  }

  /** Closes standard input and waits for the exit; a bot still running after EXIT_MS is killed and reported so. */
  async finish(): Promise<{ code: number | null; signal: NodeJS.Signals | null; killed: boolean }> {
    this.child.stdin.end();
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<'late'>((resolve) => {
      timer = setTimeout(() => resolve('late'), EXIT_MS);
    });
    const first = await Promise.race([this.closed, late]);
    clearTimeout(timer);
    if (first !== 'late') return { ...first, killed: false };
    this.child.kill('SIGKILL');
    return { ...(await this.closed), killed: true };
  }
}

/** A finished match between a starter and another bot, and what the starter wrote on standard error. */
interface Game {
  seed: number;
  seat: Side;
  record: MatchRecord;
  stderr: string;
}

const prepared = new Map<string, BotSource>();

/** Plays `starter` against the random bot in `seat` through the controller's process adapter, then ends it. */
async function play(starter: Starter, seed: number, seat: Side): Promise<Game> {
  // Through the one door, as `fray summoner match` does: the folder copied and built once, then a process per match.
  let source = prepared.get(starter.name);
  if (source === undefined) {
    const p = await prepareBot(join(starter.dir, `${starter.name}-starter.bot.json`), { trusted: false });
    if (!p.ok) throw new Error(p.problem.message);
    source = p.value.source;
    prepared.set(starter.name, source);
  }
  const started = await openBot(source, { trusted: false, limits: { ...DEFAULT_LIMITS, setupMs: SETUP_MS, callMs: CALL_MS } });
  if (!started.ok) throw new Error(started.problem.message);
  const bot = started.value;
  try {
    const other = await load(random);
    const record = await runMatch(seat === 0 ? [bot, other] : [other, bot], { rules: DEFAULT_RULES, seed });
    return { seed, seat, record, stderr: bot.diagnostics?.() ?? '' };
  } finally {
    await bot.dispose?.();
  }
}

/** The TypeScript starter (`fray summoner new`) against the random bot: the game the other starters must play too. */
async function playTsStarter(seed: number, seat: Side): Promise<MatchRecord> {
  const [starter, other] = await Promise.all([load(tsStarter), load(random)]);
  return runMatch(seat === 0 ? [starter, other] : [other, starter], { rules: DEFAULT_RULES, seed });
}

/**
 * What the starter's seat did wrong in a match: faults (lost calls), refused orders, forfeits, and blocked moves
 * (it steps only into cells that are empty and that no other of its demons claimed, so none should ever fail).
 */
function problems(g: Game): string[] {
  const events = g.record.steps.flatMap((s) => s.events);
  const mine = new Set<number>();
  for (const e of events) {
    if (e.type === 'summoned' && e.demon.owner === g.seat) mine.add(e.demon.id);
    if (e.type === 'cloned' && e.seat === g.seat) mine.add(e.clone.id);
  }
  return events
    .filter((e) => ((e.type === 'fault' || e.type === 'rejected' || e.type === 'forfeit') && e.seat === g.seat) || (e.type === 'blocked' && mine.has(e.demon)))
    .map((e) => JSON.stringify(e));
}

const SEEDS = [1, 2];

describe.each(['java', 'python'] as const)('the %s starter', (name) => {
  const games: Game[] = [];

  beforeAll(async () => {
    const starter = starters[name];
    // Four processes at once: each match is its own process, as with the controller.
    games.push(...(await Promise.all(SEEDS.flatMap((seed) => ([0, 1] as const).map((seat) => play(starter, seed, seat))))));
  });

  it('plays random from both seats, sandboxed, with no fault, no refused order, no blocked move and no forfeit', () => {
    expect(games).toHaveLength(4);
    for (const g of games) expect(problems(g), `seed ${g.seed}, seat ${g.seat}; stderr: ${g.stderr}`).toEqual([]);
  });

  it('wins most of those matches', () => {
    const wins = games.filter((g) => g.record.final.result?.winner === g.seat).length;
    // Random is weak: the TypeScript starter beats it in all four of these matches.
    expect(wins, `won ${wins} of ${games.length}`).toBeGreaterThanOrEqual(3);
  });

  it('leaves replays that verify', () => {
    for (const g of games) {
      const players: [{ name: string }, { name: string }] = g.seat === 0 ? [{ name }, { name: 'random' }] : [{ name: 'random' }, { name }];
      expect(verifyReplay(replayOf(g.record, players)), `seed ${g.seed}, seat ${g.seat}`).toMatchObject({ ok: true });
    }
  });

  it('plays the same games as the TypeScript starter (same strategy, turn by turn)', async () => {
    for (const g of games) {
      const ts = await playTsStarter(g.seed, g.seat);
      // The state after every turn: the raises are grouped into fewer orders, but every board is the same.
      expect(g.record.hashes, `seed ${g.seed}, seat ${g.seat}`).toEqual(ts.hashes);
      expect(g.record.final.result).toEqual(ts.final.result);
    }
  });

  it('stops with a reason on stderr, a non-zero code and no answer when the version is not 2', async () => {
    const bot = new BotProcess(starters[name]);
    bot.send({ type: 'setup', version: 1, id: 1, info: setupInfoFor(DEFAULT_RULES, 1) });
    const exit = await bot.finish();
    expect(exit.killed).toBe(false);
    expect(exit.code).not.toBe(0);
    expect(exit.code).not.toBeNull();
    expect(bot.stderr).toMatch(/version/);
    expect(bot.unasked).toEqual([]);
  });

  it('exits 0 with no answer on "end", and when its input closes', async () => {
    const ended = new BotProcess(starters[name]);
    ended.send({ type: 'end', version: 2 });
    const closed = new BotProcess(starters[name]);
    for (const bot of [ended, closed]) {
      expect(await bot.finish(), bot.stderr).toEqual({ code: 0, signal: null, killed: false });
      expect(bot.unasked).toEqual([]);
    }
    // "end" carries no result: the bot says the match is over, not "match over: null".
    expect(ended.stderr).toMatch(/match over\n$/);
  });

  it('reads every JSON form in a request: escapes, \\u escapes, surrogate pairs, numbers, literals, unknown keys', async () => {
    const bot = new BotProcess(starters[name]);
    try {
      // Lines written by hand (JSON.stringify would never write most of these forms), each with keys the bot
      // does not know: a later protocol may add some, and a bot should ignore them.
      const extra = '"extra": {"s": "q\\"b\\\\s\\/n\\nt\\tr\\rb\\bf\\f\\u00e9\\u00C9\\ud83d\\ude00 é 😀", "n": [0, -0, 12, -3.5, 1e3, 2E-2, 1.5e+2, 123456789012345678901234567890],'
        + ' "l": [true, false, null], "o": {}, "a": [[], [{}]], "": "empty key"}';
      const info = JSON.stringify(setupInfoFor(DEFAULT_RULES, 7));
      const setup = await bot.call(`{ "type" : "setup" ,\t"version":2, "id": 1, ${extra}, "info": ${info} }`, SETUP_MS, 1);
      expect(setup).toEqual({ ok: true, value: { demons: [1, 2, 3].map(() => ({ capacity: 'eat', attack: 1, life: 1 })) } });

      // Our demon 1 at (2, 2) has a foe to the east (2) and a weaker one to the south-east (3): it attacks the
      // weaker. Our demon 4, alone at (10, 2), takes the first step (N, NE, E, ... in order) that brings it closer
      // to the nearest foe (2, the first listed of the two at distance 7): south-west.
      const demon = (id: number, x: number, y: number, hp: number, more = '') =>
        `{"id": ${id}, "x": ${x}, "y": ${y}, "life": 1, "attack": 1, "defense": 0, "range": 0, "hp": ${hp}, "maxHp": 3, "capacity": "eat"${more}}`;
      const board = Array.from({ length: 9 }, () => new Array<number>(17).fill(0));
      (board[2] as number[])[2] = 1;
      (board[2] as number[])[3] = 2;
      (board[3] as number[])[3] = 3;
      (board[2] as number[])[10] = 4;
      const mine = [demon(1, 2, 2, 3, ', "name": "\\u0041\\u00e9\\ud83d\\ude00\\"\\\\ é", "canClone": true'), demon(4, 10, 2, 3, ', "name": "", "canClone": false')];
      const view = (phase: string, points: number) =>
        `{"apiVersion": 1, "phase": "${phase}", "turn": 1, "maxTurns": 1000, "width": 17, "height": 9, "points": ${points}, "kills": 0,`
        + ` "foeKills": 0, "board": ${JSON.stringify(board)}, "nextId": 5, "mine": [${mine.join(', ')}], "foes": [${demon(2, 3, 2, 3)}, ${demon(3, 3, 3, 2)}]}`;
      const battle = await bot.call(`{"type": "battle", "version": 2, "view": ${view('battle', 0)}, ${extra}, "id": 2}`, CALL_MS, 2);
      expect(battle).toEqual({ ok: true, value: [{ demon: 1, action: 'attack', dir: 'SE' }, { demon: 4, action: 'move', dir: 'SW' }] });

      // 7 points, each to the demon with the fewest attack + life (the lower id on a tie), attack first.
      const enhance = await bot.call(`{"type": "enhance", "version": 2, ${extra}, "view": ${view('enhance', 7)}, "id": 1e1}`, CALL_MS, 10);
      expect(enhance).toEqual({
        ok: true,
        value: [
          { type: 'raise', demon: 1, stat: 'attack', amount: 2 }, { type: 'raise', demon: 1, stat: 'life', amount: 2 },
          { type: 'raise', demon: 4, stat: 'attack', amount: 2 }, { type: 'raise', demon: 4, stat: 'life', amount: 1 },
        ],
      });
      // And every answer passes the controller's own checks.
      expect(parseSetupOrder(setup.ok ? setup.value : null).ok).toBe(true);
      expect(parseBattleOrders(battle.ok ? battle.value : null).ok).toBe(true);
      expect(parseEnhanceOrders(enhance.ok ? enhance.value : null).ok).toBe(true);
      expect(bot.unasked).toEqual([]);
    } finally {
      await bot.finish();
    }
  });
});

it('both starters declare protocol 2 in their manifests', () => {
  expect([starters.java.manifest, starters.python.manifest].map((m) => (m as { protocol?: number }).protocol)).toEqual([2, 2]);
});

describe("the Java starter's JSON reader and writer", () => {
  /** Parses each line with StarterBot.Json and writes it back, or says ERROR: the reader and writer on their own. */
  const HARNESS = `import java.io.*;
import java.nio.charset.StandardCharsets;

public class JsonRoundTrip {
    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
        StringBuilder out = new StringBuilder();
        for (String line; (line = in.readLine()) != null; ) {
            try {
                out.append(StarterBot.Json.write(StarterBot.Json.parse(line)));
            } catch (IllegalArgumentException e) {
                out.append("ERROR ").append(e.getMessage());
            }
            out.append('\\n');
        }
        System.out.print(out);
    }
}
`;

  /** Runs the harness on some lines and returns one output line for each. */
  function roundTrip(lines: string[]): string[] {
    const dir = starters.java.runDir;
    writeFileSync(join(dir, 'JsonRoundTrip.java'), HARNESS);
    run(['javac', '-cp', '.', 'JsonRoundTrip.java'], dir);
    const out = run(['java', '-cp', '.', 'JsonRoundTrip'], dir, lines.map((l) => `${l}\n`).join('')).split('\n');
    expect(out.pop()).toBe('');
    expect(out).toHaveLength(lines.length);
    return out;
  }

  /** JSON.parse, with -0 read as 0 (the Java reader keeps a whole number as a long, which has no -0). */
  const parse = (text: string): unknown => JSON.parse(text, (_k, v: unknown) => (Object.is(v, -0) ? 0 : v));

  it('reads back what it writes, for every JSON value, and refuses what is not JSON', () => {
    const valid = [
      ' { "a" : [ 1 , 2 , { } , [ ] ] ,\t"b":\t"c" } ', '"\\ud83d"', '"\\udead\\ud83d\\ude00x"', '"\\u0000\\u001f\\u007f\\u2028"',
      '"\\"\\\\\\/\\b\\f\\n\\r\\t"', '"é 😀 \u2028"', '-0', '0', '1E+2', '-1.5e-3', '9223372036854775807', '9223372036854775808',
      '-9223372036854775808', '-9223372036854775809', '123456789012345678901234567890', '{"a": 1, "a": 2}', '{"": ""}',
      `${'['.repeat(500)}${']'.repeat(500)}`, 'true', 'false', 'null', '[true,false,null]',
      // Random documents: any code point in strings (astral ones sent raw in UTF-8), control characters, numbers.
      ...fc.sample(fc.oneof(fc.json({ stringUnit: 'binary' }), fc.json({ stringUnit: 'binary-ascii' })), 400),
    ];
    const invalid = [
      '', ' ', '{', '}', '[1,]', '[,1]', '[1 2]', '{"a" 1}', '{"a":1,}', '{a:1}', "{'a':1}", '01', '-', '-a', '1.', '.5', '1e',
      '1e+', '+1', '0x10', 'NaN', 'Infinity', '-Infinity', 'tru', 'nul', 'True', '"abc', '"\\x"', '"\\u12G4"', '"\\u12"', '"a\tb"',
      '1 2', '[] x', '{}}', `${'['.repeat(501)}${']'.repeat(501)}`,
    ];
    const out = roundTrip([...valid, ...invalid]);
    for (const [i, text] of valid.entries()) {
      const back = out[i] as string;
      expect(back, `${text} -> ${back}`).not.toMatch(/^ERROR/);
      // Plain ASCII: everything else is escaped, so no encoding can garble a line.
      expect(back, text).toMatch(/^[\x20-\x7e]*$/);
      expect(parse(back), `${text} -> ${back}`).toEqual(parse(text));
    }
    for (const [i, text] of invalid.entries()) expect(out[valid.length + i], JSON.stringify(text)).toMatch(/^ERROR JSON: /);
  });
});
