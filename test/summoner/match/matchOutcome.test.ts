import { describe, expect, it } from 'vitest';
import type { Summoner } from '../../../src/summoner/api.js';
import { botPortOf } from '../../../src/summoner/match/botPortOf.js';
import { faultEvents, matchOutcome } from '../../../src/summoner/match/matchOutcome.js';
import { summarizeMatch } from '../../../src/summoner/match/matchSummary.js';
import { runMatch } from '../../../src/summoner/match/runMatch.js';
import { formatReplay, replayOf, type ReplayPlayer } from '../../../src/summoner/replay/replay.js';
import { faultLines, matchText } from '../../../src/summoner/report/matchText.js';
import { DEFAULT_RULES } from '../../../src/summoner/rules/rules.js';

const walker: Summoner = {
  setup: () => ({
    demons: [
      { capacity: 'eat', attack: 3, life: 1 },
      { capacity: 'eat', attack: 2, life: 2 },
    ],
  }),
  enhance: () => [],
  battle: (v) =>
    v.mine.map((d) => ({
      demon: d.id,
      action: v.foes.some((f) => f.id === v.board[d.y]?.[d.x + 1]) ? 'attack' : 'move',
      dir: 'E',
    })),
};

/** Throws on every battle call after its first: faults, then a forfeit when the rules set a limit. */
function faulty(): Summoner {
  let calls = 0;
  return {
    setup: () => ({ demons: [{ capacity: 'heal', life: 4 }] }),
    enhance: () => [],
    battle: () => {
      if (++calls > 1) throw new Error(`boom ${calls}`);
      return [];
    },
  };
}

const players: [ReplayPlayer, ReplayPlayer] = [
  { name: 'walker', sha256: 'a'.repeat(64) },
  { name: 'faulty', sha256: 'b'.repeat(64) },
];

async function played(maxConsecutiveFaults?: number) {
  return runMatch([botPortOf(walker), botPortOf(faulty())], {
    rules: { ...DEFAULT_RULES, maxTurns: 30 },
    seed: 7,
    ...(maxConsecutiveFaults === undefined ? {} : { maxConsecutiveFaults }),
  });
}

describe('matchOutcome', () => {
  it("gives the faults as `summoner match` prints them from the whole record, in a fraction of the record's events", async () => {
    for (const limit of [undefined, 3]) {
      const record = await played(limit);
      const outcome = matchOutcome(record, { players, replay: false, logs: true, faults: true });
      expect(outcome.faults).toBeDefined();
      const names = ['walker', 'faulty'] as const;
      expect(faultLines(outcome.faults ?? [], names, 1000)).toEqual(faultLines(record.steps, names, 1000));
      expect(faultLines(record.steps, names).length).toBeGreaterThan(1);
      expect(matchText(outcome.summary, names, outcome.faults ?? [])).toBe(
        matchText(summarizeMatch(record), names, record.steps),
      );
      const kept = outcome.faults?.[0].events.length ?? 0;
      expect(kept).toBeLessThan(record.steps.reduce((n, s) => n + s.events.length, 0) / 2);
    }
  });

  it('gives the replay, byte for byte as replayOf and formatReplay make it, only when asked', async () => {
    const record = await played();
    const asked = matchOutcome(record, { players, replay: true, logs: true, times: false });
    expect(asked.replay).toBe(formatReplay(replayOf(record, players, { times: false })));
    expect(asked.faults).toBeUndefined();
    expect(matchOutcome(record, { players, replay: false, logs: true }).replay).toBeUndefined();
  });

  it('keeps turn starts, faults and forfeits in their order', async () => {
    const record = await played(3);
    const types = faultEvents(record.steps)[0].events.map((e) => e.type);
    expect(new Set(types)).toEqual(new Set(['turnStart', 'fault', 'forfeit']));
    expect(types.at(-1)).toBe('forfeit');
  });
});
