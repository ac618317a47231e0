import { describe, expect, it } from 'vitest';
import { stepsAsSeen, stepsInFrame } from '../../../src/summoner/replay/stepsAsSeen.js';
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

  it('stepsInFrame mirrors as stepsAsSeen does for the second seat, but keeps every name, log line and mark', async () => {
    const named: Summoner = {
      setup: () => ({ demons: [{ capacity: 'cross', attack: 2, life: 3, name: 'Secret' }] }),
      enhance: () => [],
      battle: (v) => ({
        orders: v.mine.map((d) => ({ demon: d.id, action: v.turn % 2 === 0 ? 'cross' : 'move', dir: 'E' })),
        marks: v.mine.map((d) => ({ type: 'dot' as const, x: d.x, y: d.y })),
      }),
    };
    const record = await runMatch([botPortOf(named), botPortOf(named)], {
      rules: { ...DEFAULT_RULES, maxTurns: 4 },
      seed: 3,
    });
    const width = DEFAULT_RULES.width;
    expect(stepsInFrame(record.steps, 0, width)).toEqual(record.steps);
    const framed = stepsInFrame(record.steps, 1, width);
    const hidden = stepsAsSeen(record.steps, 1, width);
    for (const [i, step] of framed.entries()) {
      const raw = record.steps[i]!;
      // Every event is kept, in the same order, with the same names; cells mirrored (a cross's swept cells too).
      expect(step.events.map((e) => e.type)).toEqual(raw.events.map((e) => e.type));
      for (const [k, e] of step.events.entries()) {
        const r = raw.events[k]!;
        if (e.type === 'summoned' && r.type === 'summoned')
          expect(e.demon).toEqual({ ...r.demon, x: width - 1 - r.demon.x });
        if (e.type === 'cross' && r.type === 'cross')
          expect(e.cells).toEqual(r.cells?.map((c) => ({ x: width - 1 - c.x, y: c.y })));
      }
      expect(step.marks?.length ?? 0).toBe(raw.marks?.length ?? 0);
      // Orders and marks are as stepsAsSeen tells the second seat's own.
      if (step.input.type === 'battle' && step.input.seat === 1) {
        expect(step.input).toEqual(hidden[i]!.input);
        expect(step.marks).toEqual(hidden[i]!.marks);
      }
    }
    expect(JSON.stringify(framed)).toContain('Secret');
    expect(framed.flatMap((s) => s.events).some((e) => e.type === 'cross')).toBe(true);
  });
});
