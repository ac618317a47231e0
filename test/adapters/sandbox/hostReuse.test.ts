/**
 * Isolate hosts are kept warm from match to match (issue 34 item 3), without weakening the sandbox: a bot never sees
 * anything of an earlier match's bot, though both ran in the same process. Each match gets fresh isolates.
 */
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { closeHosts } from '../../../src/adapters/sandbox/hostPool.js';
import { prepareBot, type PreparedBot } from '../../../src/adapters/summoner/loadBot.js';
import { playMatch } from '../../../src/adapters/summoner/playMatch.js';
import type { MatchRecord } from '../../../src/summoner/match/runMatch.js';
import { DEFAULT_RULES } from '../../../src/summoner/rules/rules.js';
import { hostsOf } from '../../helpers/markedProcesses.js';
import { FAST, HOSTILE_JS, IDLE } from './hostileHelpers.js';

afterAll(() => closeHosts());

async function prepared(file: string): Promise<PreparedBot> {
  const p = await prepareBot(file, { trusted: false });
  if (!p.ok) throw new Error(p.problem.message);
  return p.value;
}

/** Plays `file` against idle, sandboxed, and gives the log lines of its seat. */
async function logsOf(file: string): Promise<string[]> {
  const played = await playMatch({
    bots: [await prepared(file), await prepared(IDLE)],
    seed: 3,
    rules: { ...DEFAULT_RULES, maxTurns: 2 },
    run: { trusted: false, limits: { ...FAST, callMs: 1000 } },
  });
  const record = played.record as MatchRecord;
  return record.steps.flatMap((s) => s.logs?.[0] ?? []);
}

describe('a warm isolate host', () => {
  it('serves the next match in the same process, and its bot finds nothing the last one left', async () => {
    const left = await logsOf(join(HOSTILE_JS, 'leave-mark.js'));
    // Control: the marks are there for a bot that looks in the isolate where they were left.
    expect(left.join('\n')).toContain('marks: ["left","left","left","fray.mark"], own: left');
    const before = hostsOf(process.pid);
    expect(before.length).toBeGreaterThan(0);
    const found = await logsOf(join(HOSTILE_JS, 'seek-mark.js'));
    // The same host process played it (none was started).
    expect(hostsOf(process.pid)).toEqual(before);
    expect(found.join('\n')).toContain('found: undefined undefined undefined undefined');
  }, 120_000);

  it("compiles the same bot's next match from the code cache the first made, and that bot starts afresh", async () => {
    // keep-state counts its setups in a module variable, its global object, a prototype and the symbol registry.
    const fresh = 'kept: module=1 global=1 proto=1 symbol=1';
    expect(await logsOf(join(HOSTILE_JS, 'keep-state.js'))).toContain(fresh);
    const before = hostsOf(process.pid);
    // The same host, the same script: its isolate is compiled from the cache (scriptCache.test.ts counts it).
    expect(await logsOf(join(HOSTILE_JS, 'keep-state.js'))).toContain(fresh);
    expect(hostsOf(process.pid)).toEqual(before);
  }, 120_000);
});
