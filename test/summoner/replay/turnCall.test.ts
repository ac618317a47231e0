import { describe, expect, it } from 'vitest';
import type { Summoner } from '../../../src/summoner/api.js';
import { botPortOf } from '../../../src/summoner/match/botPortOf.js';
import { replayOf } from '../../../src/summoner/replay/replay.js';
import { DEFAULT_RULES } from '../../../src/summoner/rules/rules.js';
import { runMatch } from '../../../src/summoner/match/runMatch.js';
import { turnCall } from '../../../src/summoner/replay/turnCall.js';
import type { View } from '../../../src/summoner/api.js';

/** A bot that records every view it is given, and answers from the view alone (so it can be asked again). */
function recorder(views: View[]): Summoner {
  return {
    setup: () => ({
      demons: [
        { capacity: 'cross', attack: 2, range: 1 },
        { capacity: 'eat', attack: 2, life: 2 },
      ],
    }),
    enhance: (v) => {
      views.push(structuredClone(v));
      return v.mine.slice(0, 1).map((d) => ({ type: 'raise', demon: d.id, stat: 'attack', amount: v.points }));
    },
    battle: (v) => {
      views.push(structuredClone(v));
      // East, and a Cross from the eater (refused: it lacks the capacity) so some orders are refused.
      return v.mine.map((d) =>
        d.capacity === 'eat' ? { demon: d.id, action: 'cross', dir: 'N' } : { demon: d.id, action: 'move', dir: 'E' },
      );
    },
  };
}

describe('turnCall', () => {
  it('rebuilds every call exactly: the view given, the orders sent, and the events those orders give', async () => {
    const seen: [View[], View[]] = [[], []];
    const record = await runMatch([botPortOf(recorder(seen[0])), botPortOf(recorder(seen[1]))], {
      rules: { ...DEFAULT_RULES, maxTurns: 8 },
      seed: 7,
    });
    const replay = replayOf(record, [{ name: 'a' }, { name: 'b' }]);
    let refusals = 0;
    for (const seat of [0, 1] as const) {
      for (const view of seen[seat]) {
        const call = turnCall(replay, { turn: view.turn, seat, phase: view.phase });
        if (!call.ok) throw new Error(call.problem.message);
        expect(call.value.view).toEqual(view);
        const again = recorder([])[view.phase](structuredClone(view)) as never[];
        expect(call.value.orders).toEqual(again);
        // The recorded orders, tried again in the same place, give the recorded events (refusals included).
        expect(call.value.tryOrders(call.value.orders)).toEqual(call.value.events);
        refusals += call.value.events.filter((e) => e.type === 'rejected').length;
      }
    }
    expect(refusals).toBeGreaterThan(0);
  });

  it('says why a call cannot be rebuilt', async () => {
    const record = await runMatch([botPortOf(recorder([])), botPortOf(recorder([]))], {
      rules: { ...DEFAULT_RULES, maxTurns: 3 },
      seed: 1,
    });
    const replay = replayOf(record, [{ name: 'a' }, { name: 'b' }]);
    const out = turnCall(replay, { turn: 4, seat: 0, phase: 'battle' });
    expect(out.ok ? 'rebuilt' : out.problem.message).toBe('turn 4 is out of range: the match has turns 1 to 3');
    expect(turnCall(replay, { turn: 0, seat: 1, phase: 'enhance' }).ok).toBe(false);
  });
});
