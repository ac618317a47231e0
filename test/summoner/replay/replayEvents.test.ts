/** A cross's swept cells: in the engine's events, left out of replays (files unchanged), given back by a re-run. */
import { describe, expect, it } from 'vitest';
import { DEFAULT_RULES } from '../../../src/summoner/rules/rules.js';
import { runMatch } from '../../../src/summoner/match/runMatch.js';
import { formatReplay, parseReplay, replayOf } from '../../../src/summoner/replay/replay.js';
import { replayEvents } from '../../../src/summoner/replay/replayEvents.js';
import { rerun } from '../../../src/summoner/replay/rerun.js';
import { verifyReplay } from '../../../src/summoner/replay/verifyReplay.js';
import type { SummonerEvent } from '../../../src/summoner/rules/events.js';
import { charger, idle, port, type TestBot } from '../botPorts.js';

/** Crosses every battle phase, the lines one turn and the diagonals the next. */
const crosser: TestBot = {
  setup: () => ({ demons: [{ capacity: 'cross', life: 4, attack: 2, range: 3 }] }),
  enhance: () => [],
  battle: (v: { turn: number; mine: { id: number }[] }) =>
    v.mine.map((d) => ({ demon: d.id, action: 'cross', dir: v.turn % 2 === 0 ? 'N' : 'NE' })),
};

const crosses = (events: readonly SummonerEvent[]) => events.filter((e) => e.type === 'cross');

describe('the cells of a cross', () => {
  it('are in the match record, not in the replay, and a re-run gives them back as the match had them', async () => {
    const rules = { ...DEFAULT_RULES, maxTurns: 12 };
    const record = await runMatch([port(crosser), port(charger({ demons: [{ capacity: 'eat', life: 3 }] }))], {
      rules,
      seed: 5,
    });
    const recorded = record.steps.flatMap((s) => crosses(s.events));
    expect(recorded.length).toBeGreaterThan(3);
    for (const e of recorded) expect(e.type === 'cross' && e.cells !== undefined && e.cells.length > 0).toBe(true);

    const replay = replayOf(record, [{ name: 'crosser' }, { name: 'eater' }]);
    const text = formatReplay(replay);
    expect(text).not.toContain('"cells"');
    // Everything else of the event is kept.
    expect(replay.steps.flatMap((s) => crosses(s.events))).toEqual(recorded.map(({ cells: _c, ...e }) => e));
    const parsed = parseReplay(JSON.parse(text));
    if (!parsed.ok) throw new Error(parsed.problem.message);
    expect(verifyReplay(parsed.value)).toMatchObject({ ok: true });

    const again: SummonerEvent[] = [];
    expect(rerun(parsed.value, (_s, _state, events) => again.push(...crosses(events))).ok).toBe(true);
    expect(again).toEqual(recorded);
  });

  it('leave an array without crosses as it is (no copy)', () => {
    const events: SummonerEvent[] = [{ type: 'hp', demon: 1, from: 3, to: 2 }];
    expect(replayEvents(events)).toBe(events);
  });

  it('a replay whose cross events carry cells (edited by hand) no longer verifies: replays never hold them', async () => {
    const record = await runMatch([port(crosser), port(idle({ demons: [{ capacity: 'heal', life: 4 }] }))], {
      rules: { ...DEFAULT_RULES, maxTurns: 3 },
      seed: 2,
    });
    const replay = replayOf(record, [{ name: 'crosser' }, { name: 'idle' }]);
    const i = replay.steps.findIndex((s) => crosses(s.events).length > 0);
    const withCells = record.steps[i]?.events;
    if (withCells === undefined) throw new Error('no cross');
    replay.steps[i] = { ...replay.steps[i]!, events: withCells };
    expect(verifyReplay(replay)).toMatchObject({ ok: false, message: expect.stringMatching(/events differ/) });
  });
});
