/**
 * Issue 30 items 4 and 5: memory outside an isolate's count is bounded in a single match too, and a crash a bot
 * causes is charged to that bot (it forfeits, its opponent wins), while one no bot caused voids the match. Real
 * hostile bots in real matches, through the door every sandboxed match takes (playMatch), with controls.
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { closeHosts } from '../../../src/adapters/sandbox/hostPool.js';
import { playInHost } from '../../../src/adapters/sandbox/sandboxedMatch.js';
import { prepareBot, type PreparedBot } from '../../../src/adapters/summoner/loadBot.js';
import { playMatch } from '../../../src/adapters/summoner/playMatch.js';
import type { CompiledBot } from '../../../src/adapters/sandbox/compileBot.js';
import type { MatchRecord } from '../../../src/summoner/match/runMatch.js';
import { DEFAULT_RULES } from '../../../src/summoner/rules/rules.js';
import { fray, ROOT } from '../../helpers/cli.js';
import { FAST, HOSTILE_JS, IDLE, STRIKER } from './hostileHelpers.js';

const js = (name: string): string => join(HOSTILE_JS, `${name}.js`);

afterAll(() => closeHosts());

async function prepared(file: string): Promise<PreparedBot> {
  const p = await prepareBot(file, { trusted: false });
  if (!p.ok) throw new Error(p.problem.message);
  return p.value;
}

function moduleOf(bot: PreparedBot): CompiledBot {
  if (bot.source.kind !== 'module') throw new Error('not a module');
  return bot.source.bot;
}

/** The forfeit and faults of `seat` in a record. */
function endOf(record: MatchRecord, seat: 0 | 1) {
  const events = record.steps.flatMap((s) => s.events);
  return {
    forfeit: events.find((e) => e.type === 'forfeit' && e.seat === seat),
    faults: events.filter((e) => e.type === 'fault' && e.seat === seat),
  };
}

/** Generous time (what is tested is memory), no bank. */
const ROOMY = { ...FAST, callMs: 1000, setupMs: 120_000 };

describe('memory outside the heap in a single sandboxed match (issue 30 item 4)', () => {
  it('intl-hoard: keeping Intl objects call after call ends in a memory forfeit, the opponent wins', async () => {
    const played = await playMatch({
      bots: [await prepared(js('intl-hoard')), await prepared(IDLE)],
      seed: 1,
      rules: { ...DEFAULT_RULES, maxTurns: 40 },
      run: { trusted: false, limits: { ...ROOMY, memoryMb: 64 } },
    });
    const record = played.record as MatchRecord;
    expect(record.final.result).toMatchObject({ winner: 1, reason: 'forfeit' });
    expect(record.final.result?.detail).toMatch(
      /^(enhance|battle) failed: ran out of memory \(it held \d+ MiB outside its heap, more than the 64 MiB a bot may\)$/,
    );
    expect(endOf(record, 1)).toEqual({ forfeit: undefined, faults: [] });
  }, 240_000);

  it('control: the same bot unconfined (in a plain Node process) grows past 64 MiB outside its heap', () => {
    const script = `
      const bot = (await import(${JSON.stringify(js('intl-hoard'))})).default;
      const outside = () => process.memoryUsage().rss - process.memoryUsage().heapTotal;
      const before = outside();
      for (let i = 0; i < 14; i++) bot.battle();
      console.log(Math.round((outside() - before) / 1048576));`;
    const r = spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8', cwd: ROOT });
    expect(r.stderr).toBe('');
    expect(Number(r.stdout.trim())).toBeGreaterThan(64);
  }, 240_000);

  it('through the CLI: `summoner match` names the forfeit, exit 0', () => {
    const r = fray([
      'summoner',
      'match',
      js('intl-hoard'),
      IDLE,
      '--seed',
      '1',
      '--max-turns',
      '40',
      '--memory-mb',
      '64',
      '--call-ms',
      '1000',
    ]);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/idle wins by forfeit \(.*ran out of memory \(it held \d+ MiB outside its heap/);
  }, 240_000);
});

describe('a crash is charged to the bot that caused it (issue 30 item 5)', () => {
  it('intl-burst: its process dies at its memory cap in its setup; it forfeits and the opponent wins', async () => {
    const bots = [moduleOf(await prepared(js('intl-burst'))), moduleOf(await prepared(STRIKER))] as const;
    const result = await playInHost({
      bots: [bots[0], bots[1]],
      seed: 1,
      rules: { ...DEFAULT_RULES, maxTurns: 20 },
      limits: { ...ROOMY, memoryMb: 8 },
    });
    const record = result.record as MatchRecord;
    expect(record.final.result).toMatchObject({ winner: 1, reason: 'forfeit' });
    expect(record.final.result?.detail).toMatch(/^setup failed: (ran out of memory|its sandbox process died)/);
    expect(endOf(record, 1)).toEqual({ forfeit: undefined, faults: [] });
  }, 300_000);

  it('control: the same match with the death not charged from the journal is void (throws)', async () => {
    const bots = [moduleOf(await prepared(js('intl-burst'))), moduleOf(await prepared(STRIKER))] as const;
    await expect(
      playInHost({
        bots: [bots[0], bots[1]],
        seed: 1,
        rules: { ...DEFAULT_RULES, maxTurns: 20 },
        limits: { ...ROOMY, memoryMb: 8 },
        recover: false,
      }),
    ).rejects.toThrow(/the isolate host died/);
  }, 300_000);

  it('a host that dies between calls (no bot running) voids the match, which is played again: the clean record', async () => {
    const bots = [moduleOf(await prepared(STRIKER)), moduleOf(await prepared(IDLE))] as const;
    const req = {
      bots: [bots[0], bots[1]] as [CompiledBot, CompiledBot],
      seed: 3,
      rules: { ...DEFAULT_RULES, maxTurns: 20 },
      limits: ROOMY,
    };
    const clean = (await playInHost(req)).record as MatchRecord;
    const again = (await playInHost({ ...req, dieAfterServed: 5 })).record as MatchRecord;
    expect(again.final).toEqual(clean.final);
    expect(again.steps.length).toBe(clean.steps.length);
    expect(clean.steps.length).toBeGreaterThan(5);
    // Control: the same death with no second try is fray's failure, thrown (the match would be lost).
    await expect(playInHost({ ...req, dieAfterServed: 5, recover: false })).rejects.toThrow(/the isolate host died/);
  }, 300_000);

  it('journal-stuffer: answers past 128 MiB over a match end it there (forfeit), bounding the journal on disk', async () => {
    const bots = [moduleOf(await prepared(js('journal-stuffer'))), moduleOf(await prepared(IDLE))] as const;
    const play = (maxTurns: number) =>
      playInHost({ bots: [bots[0], bots[1]], seed: 1, rules: { ...DEFAULT_RULES, maxTurns }, limits: ROOMY });
    const record = (await play(200)).record as MatchRecord;
    expect(record.final.result).toMatchObject({ winner: 1, reason: 'forfeit' });
    expect(record.final.result?.detail).toMatch(/its answers and logs passed 128 MiB over the match/);
    // Control: over fewer calls its junk is only faults, never three in a row: it plays on to the turn limit.
    const short = (await play(12)).record as MatchRecord;
    expect(short.final.result?.reason).not.toBe('forfeit');
    expect(endOf(short, 0).faults.length).toBeGreaterThan(10);
  }, 300_000);

  it('a tournament counts the hoarder: it plays and loses its matches, none is recorded as failed', () => {
    const r = fray([
      'summoner',
      'tournament',
      js('intl-hoard'),
      IDLE,
      STRIKER,
      '--seed',
      '1',
      '--max-turns',
      '40',
      '--call-ms',
      '1000',
      '--json',
    ]);
    expect(r.code).toBe(0);
    const out = JSON.parse(r.stdout) as {
      failed: unknown[];
      standings: { name: string; played: number; losses: number }[];
    };
    expect(out.failed).toEqual([]);
    const hoarder = out.standings.find((s) => s.name === 'intl-hoard');
    expect(hoarder).toMatchObject({ played: 4, losses: 4 });
  }, 600_000);
});
