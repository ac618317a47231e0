/**
 * The log rendered straight from the engine's calls (LogBytes told by roundsTold: `fray mfd fight`'s path) against the
 * log rendered from recorded events (battleLog), and both against main's string renderer, byte for byte.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createRng } from '../../src/core/rng.js';
import { battleLog, battleLogBytes, battleLogChunks } from '../../src/mfd/battleLog.js';
import { EventRecorder } from '../../src/mfd/eventRecorder.js';
import { LogBytes } from '../../src/mfd/LogBytes.js';
import { initialState, type Fighter, type Team, type Teams } from '../../src/mfd/model.js';
import { battleRounds, roundsTold, runBattle, type BattleResult } from '../../src/mfd/runBattle.js';
import { teamsArb } from './arbitraries.js';
import { referenceBattleLog } from './referenceBattleLog.js';

const utf8 = (s: string) => Buffer.from(s, 'utf8');

function joined(chunks: Iterable<Uint8Array>): Buffer {
  return Buffer.concat([...chunks]);
}

/** The fast path: the battle fought with LogBytes told of every event; its bytes, outcome and (with a recorder) events. */
function fastPath(teams: Teams, seed: number, maxRounds: number | undefined, record: boolean) {
  const log = new LogBytes(teams);
  const recorder = record ? new EventRecorder(log) : undefined;
  const rounds = roundsTold(teams, createRng(seed), { maxRounds }, recorder ?? log);
  const chunks: Uint8Array[] = [];
  const it = battleLogBytes(log, seed, initialState(teams), rounds);
  let r = it.next();
  for (; !r.done; r = it.next()) chunks.push(r.value);
  return { bytes: joined(chunks), outcome: r.value as BattleResult, events: recorder?.events };
}

/** Names with anything in them: non-ASCII letters, emoji (surrogate pairs), a leading U+FEFF, a lone surrogate. */
const nameArb = fc.oneof(
  fc.string({ minLength: 1, maxLength: 6 }),
  fc.string({ unit: 'grapheme', minLength: 1, maxLength: 4 }),
  fc.string({ unit: 'binary', minLength: 1, maxLength: 4 }),
  fc.constantFrom('\ufeffBOM', 'é', 'Zoë', '\ud83d\ude00', '\ud800', '\udc00x', 'a\ud83d'),
);

/** Teams renamed with distinct random names. */
const namedTeamsArb = teamsArb(6).chain((teams) =>
  fc
    .uniqueArray(nameArb, { minLength: teams[0].fighters.length + teams[1].fighters.length, maxLength: 12 })
    .filter((names) => names.length >= teams[0].fighters.length + teams[1].fighters.length)
    .map((names): Teams => {
      const rename = (t: Team, at: number): Team => ({
        ...t,
        fighters: t.fighters.map((f, i): Fighter => ({ ...f, name: names[at + i]! })),
      });
      return [rename(teams[0], 0), rename(teams[1], teams[0].fighters.length)];
    }),
);

/** Two teams of `n` fighters each with names ending in "é" (two bytes), some bodyguards and links: a log of MiB. */
function bigTeams(n: number): Teams {
  const fighter = (name: string, i: number): Fighter => ({
    name,
    totalXpMicros: (5000 + ((i * 7919) % 15000)) * 1_000_000,
    startHp: 2 + (i % 3),
    bonusToHit: (i % 40) * 10_000,
    bonusToDefend: (i % 30) * 10_000,
    aoe: 1 + (i % 3),
    bodyguardFor: i % 10 === 1 ? i - 1 : -1,
    linkedTo: i % 10 === 8 ? i - 8 : -1,
    buffs: [],
  });
  const team = (side: 'heroes' | 'villains', p: string): Team => ({
    side,
    fighters: Array.from({ length: n }, (_, i) => fighter(`${p}${i}é`, i)),
    source: { file: `${side}.csv`, header: [], rows: [], lines: [] },
  });
  return [team('heroes', 'H'), team('villains', 'V')];
}

/** The chunks battleLogBytes yields for `teams` (seed 5, 3 rounds), each copied as it comes unless `keep`. */
function logChunks(teams: Teams, reuse: boolean, keep = false): Uint8Array[] {
  const log = new LogBytes(teams);
  const chunks: Uint8Array[] = [];
  const rounds = roundsTold(teams, createRng(5), { maxRounds: 3 }, log);
  const it = battleLogBytes(log, 5, initialState(teams), rounds, { reuse });
  for (let r = it.next(); !r.done; r = it.next()) chunks.push(keep ? r.value : r.value.slice());
  return chunks;
}

describe('LogBytes', () => {
  it('the fast path, the event path and the old renderer give the same bytes, outcome and events', () => {
    fc.assert(
      fc.property(
        namedTeamsArb,
        fc.integer({ min: 0, max: 2 ** 32 - 1 }),
        fc.option(fc.integer({ min: 0, max: 6 }), { nil: undefined }),
        (teams, seed, maxRounds) => {
          const start = initialState(teams);
          const result = runBattle(teams, createRng(seed), { maxRounds });
          const old = referenceBattleLog(teams, seed, start, result);
          const text = battleLog(teams, seed, start, result);
          expect(utf8(text)).toEqual(utf8(old));
          // A lone surrogate (not Unicode) is U+FFFD in UTF-8: the string differs there, never the bytes.
          if (utf8(old).toString('utf8') === old) expect(text).toBe(old);
          const fast = fastPath(teams, seed, maxRounds, true);
          expect(fast.bytes).toEqual(utf8(old));
          expect(fast.events).toEqual(result.events);
          const { events: _, ...outcome } = result;
          expect({ ...fast.outcome, events: undefined }).toEqual({ ...outcome, events: undefined });
          expect(fastPath(teams, seed, maxRounds, false).bytes).toEqual(fast.bytes);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('chunks a log of many MiB at line ends, and the chunks join into the same bytes', () => {
    const teams = bigTeams(8000);
    const log = new LogBytes(teams);
    const chunks: Uint8Array[] = [];
    const it = battleLogBytes(log, 5, initialState(teams), roundsTold(teams, createRng(5), { maxRounds: 3 }, log));
    for (let r = it.next(); !r.done; r = it.next()) chunks.push(r.value);
    expect(chunks.length).toBeGreaterThan(1);
    for (const c of chunks) expect(c[c.length - 1]).toBe(0x0a);
    const bytes = joined(chunks);
    expect(bytes.length).toBeGreaterThan(4 << 20);
    const result = runBattle(teams, createRng(5), { maxRounds: 3 });
    const old = referenceBattleLog(teams, 5, initialState(teams), result);
    expect(bytes.equals(utf8(old))).toBe(true);
    const strings: string[] = [];
    const chunked = battleLogChunks(teams, 5, initialState(teams), battleRounds(teams, createRng(5), { maxRounds: 3 }));
    for (let r = chunked.next(); !r.done; r = chunked.next()) strings.push(r.value);
    expect(strings.length).toBeGreaterThan(1);
    expect(strings.join('') === old).toBe(true);
  });

  it('with reuse, chunks written as they come give the same bytes from a few buffers', () => {
    const teams = bigTeams(2000);
    const fresh = logChunks(teams, false);
    const reused = logChunks(teams, true);
    expect(reused.length).toBeGreaterThan(20);
    expect(joined(reused).equals(joined(fresh))).toBe(true);
    // A round's chunks are taken at its end, so a round's worth of buffers is in use at once; no more.
    const kept = logChunks(teams, true, true);
    expect(new Set(kept.map((c) => c.buffer)).size).toBeLessThan(fresh.length / 2);
    // The control: chunks kept past the next one (not written at once) were filled again, so memory is reused.
    expect(joined(kept).equals(joined(fresh))).toBe(false);
    expect(new Set(logChunks(teams, false, true).map((c) => c.buffer)).size).toBe(fresh.length);
  });
});
