import { describe, expect, it } from 'vitest';
import { stepsAsSeen } from '../../../src/summoner/replay/stepsAsSeen.js';
import { viewFor } from '../../../src/summoner/match/view.js';
import { rerun } from '../../../src/summoner/replay/rerun.js';
import { DEFAULT_RULES } from '../../../src/summoner/rules/rules.js';
import { runMatch } from '../../../src/summoner/match/runMatch.js';
import { botPortOf } from '../../../src/summoner/match/botPortOf.js';
import type { Summoner } from '../../../src/summoner/api.js';

/** A bot that walks east and strikes east: its cells are easy to predict in its own frame. */
const walker: Summoner = {
  setup: () => ({ demons: [{ capacity: 'eat', attack: 3, life: 3 }] }),
  enhance: () => [],
  battle: (v) =>
    v.mine.map((d) => ({
      demon: d.id,
      action: v.foes.some((f) => f.x === d.x + 1 && f.y === d.y) ? 'attack' : 'move',
      dir: 'E',
    })),
};

describe('stepsAsSeen', () => {
  it("puts every cell of the log where that seat's own views had it", async () => {
    const record = await runMatch([botPortOf(walker), botPortOf(walker)], {
      rules: { ...DEFAULT_RULES, maxTurns: 6 },
      seed: 1,
    });
    for (const seat of [0, 1] as const) {
      const seen = stepsAsSeen(record.steps, seat, DEFAULT_RULES.width);
      // After each of the seat's battle steps, the cells its moves ended in are where its next view has its demons.
      let moves = 0;
      const states: Parameters<typeof viewFor>[0][] = [];
      const r = rerun({ seed: record.seed, rules: record.rules, steps: record.steps }, (_s, st) => states.push(st));
      expect(r.ok).toBe(true);
      for (const [i, step] of seen.entries()) {
        const state = states[i];
        if (state === undefined) continue;
        const view = viewFor(state, seat);
        for (const e of step.events) {
          if (e.type === 'moved' && view.mine.some((d) => d.id === e.demon)) {
            expect(view.mine.find((d) => d.id === e.demon)).toMatchObject({ x: e.to.x, y: e.to.y });
            // Every walker walks east in its own frame.
            expect(e.to.x).toBe(e.from.x + 1);
            moves++;
          }
          if (e.type === 'summoned' && e.demon.owner === seat) expect(e.demon.x).toBeLessThan(DEFAULT_RULES.width / 2);
        }
      }
      expect(moves).toBeGreaterThan(0);
      // Orders are in the seat's own frame too: its battle orders say E, as it sent them.
      const mine = seen.flatMap((s) => (s.input.type === 'battle' && s.input.seat === seat ? s.input.orders : []));
      expect(mine.length).toBeGreaterThan(0);
      expect(new Set(mine.map((o) => o.dir))).toEqual(new Set(['E']));
    }
    // The first seat's frame is the engine's.
    expect(stepsAsSeen(record.steps, 0, DEFAULT_RULES.width)).toEqual(record.steps);
  });
});
