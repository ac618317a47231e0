/**
 * The cost of issue 20's bot logs and marks: whole matches of a bot that logs and marks on every call against the
 * same bot that does the same work silently, side by side (alternated, so both see the same load), in isolates and
 * as (sandboxed) Python processes. The figure is the time per call, and the ratio loud / quiet.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEFAULT_LIMITS } from '../src/adapters/sandbox/limits.js';
import { openBot, prepareBot, type PreparedBot } from '../src/adapters/summoner/loadBot.js';
import { DEFAULT_RULES } from '../src/summoner/rules/rules.js';
import { runMatch } from '../src/summoner/match/runMatch.js';
import type { BenchResult } from './types.js';
import { median } from './timeProcess.js';

const TURNS = 100;

function must<T>(r: { ok: true; value: T } | { ok: false; problem: { message: string } }): T {
  if (!r.ok) throw new Error(r.problem.message);
  return r.value;
}

/** A bot that walks its six demons north and south and never fights, so every match lasts TURNS turns. */
const jsBot = (loud: boolean) => `
const say = ${loud ? '(...a) => console.log(...a)' : '() => undefined'};
export default {
  setup: () => ({ demons: [1, 2, 3, 4, 5, 6].map(() => ({ capacity: 'heal' })) }),
  enhance: (v) => { say('enhance', v.turn, 'points', v.points, 'last', v.last ? v.last.points : 0); say('mine', v.mine.length); return []; },
  battle: (v) => {
    say('battle', v.turn); say('foes', v.foes.length); say('time', v.time ? v.time.allowanceMs : 0);
    const orders = v.mine.map((d) => ({ demon: d.id, action: 'move', dir: v.turn % 2 === 0 ? 'N' : 'S' }));
    ${loud ? "return { orders, marks: v.mine.flatMap((d) => [{ type: 'dot', x: d.x, y: d.y, color: 'red' }, { type: 'text', demon: d.id, text: 'walk ' + v.turn }]) };" : 'return orders;'}
  },
};`;

const pyBot = (loud: boolean) => `
import json, sys
LOUD = ${loud ? 'True' : 'False'}
def say(*a):
    if LOUD: print(*a, file=sys.stderr, flush=True)
for line in sys.stdin:
    req = json.loads(line)
    if req["type"] == "end": break
    if req["type"] == "setup":
        answer = {"demons": [{"capacity": "heal"} for _ in range(6)]}
    elif req["type"] == "enhance":
        v = req["view"]; say("enhance", v["turn"], "points", v["points"]); say("mine", len(v["mine"])); answer = []
    else:
        v = req["view"]; say("battle", v["turn"]); say("foes", len(v["foes"])); say("time", v.get("time"))
        orders = [{"demon": d["id"], "action": "move", "dir": "N" if v["turn"] % 2 == 0 else "S"} for d in v["mine"]]
        marks = [m for d in v["mine"] for m in ({"type": "dot", "x": d["x"], "y": d["y"], "color": "red"}, {"type": "text", "demon": d["id"], "text": "walk %d" % v["turn"]})]
        answer = {"orders": orders, "marks": marks} if LOUD else orders
    sys.stdout.write(json.dumps({"id": req["id"], "answer": answer}) + "\\n"); sys.stdout.flush()
`;

/** Milliseconds per call of one whole match between two copies of `bot`, opening and closing them included. */
async function matchMsPerCall(bot: PreparedBot): Promise<number> {
  const run = { trusted: false, limits: { ...DEFAULT_LIMITS, callMs: 2000 } };
  const ports = [must(await openBot(bot.source, run)), must(await openBot(bot.source, run))] as const;
  const t0 = performance.now();
  const r = await runMatch(ports, { rules: { ...DEFAULT_RULES, maxTurns: TURNS }, seed: 1 });
  const ms = performance.now() - t0;
  await Promise.all(ports.map((p) => p.dispose?.()));
  if (r.final.turn !== TURNS) throw new Error(`the match ended on turn ${r.final.turn}`);
  return ms / (4 * TURNS + 2);
}

async function pair(quiet: PreparedBot, loud: PreparedBot, rounds: number): Promise<{ q: number[]; l: number[] }> {
  const q: number[] = [];
  const l: number[] = [];
  await matchMsPerCall(quiet); // warm up
  await matchMsPerCall(loud);
  for (let i = 0; i < rounds; i++) {
    q.push(await matchMsPerCall(quiet));
    l.push(await matchMsPerCall(loud));
  }
  return { q, l };
}

export async function run(): Promise<BenchResult[]> {
  const dir = mkdtempSync(join(tmpdir(), 'fray-bench-logs-'));
  const prepared: Record<string, PreparedBot> = {};
  for (const loud of [false, true]) {
    const name = loud ? 'loud' : 'quiet';
    writeFileSync(join(dir, `${name}.js`), jsBot(loud));
    prepared[`js-${name}`] = must(await prepareBot(join(dir, `${name}.js`), { trusted: false }));
    writeFileSync(join(dir, `${name}.py`), pyBot(loud));
    writeFileSync(
      join(dir, `py-${name}.bot.json`),
      JSON.stringify({ command: ['python3', `${name}.py`], protocol: 2 }),
    );
    prepared[`py-${name}`] = must(await prepareBot(join(dir, `py-${name}.bot.json`), { trusted: false }));
  }
  const iso = await pair(prepared['js-quiet'] as PreparedBot, prepared['js-loud'] as PreparedBot, 9);
  const py = await pair(prepared['py-quiet'] as PreparedBot, prepared['py-loud'] as PreparedBot, 5);
  const rows = (what: string, r: { q: number[]; l: number[] }): BenchResult[] => [
    { name: `summoner ${what}: ms per call, quiet bot (median)`, value: Number(median(r.q).toFixed(3)), unit: 'ms' },
    {
      name: `summoner ${what}: ms per call, logs + marks (median)`,
      value: Number(median(r.l).toFixed(3)),
      unit: 'ms',
    },
    {
      name: `summoner ${what}: logs + marks / quiet, alternated (median ratio)`,
      value: Number(median(r.l.map((l, i) => l / (r.q[i] as number))).toFixed(2)),
      unit: 'x',
    },
  ];
  return [...rows(`isolate, ${TURNS}-turn match`, iso), ...rows(`python process, ${TURNS}-turn match`, py)];
}
