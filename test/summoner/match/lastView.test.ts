// Issue 20, engine side: marks (checked, capped, mirrored back), view.last (derived from events, mirrored), logs put
// under the step of their call, and replays that carry logs and marks yet verify exactly as before.
import { describe, expect, it } from 'vitest';
import { MAX_MARKS, type BattleOrder, type View } from '../../../src/summoner/api.js';
import { mirrorX } from '../../../src/summoner/rules/grid.js';
import { parseMarks, splitAnswer } from '../../../src/summoner/match/parseMarks.js';
import { formatReplay, parseReplay, replayOf } from '../../../src/summoner/replay/replay.js';
import { DEFAULT_RULES } from '../../../src/summoner/rules/rules.js';
import { runMatch, type BotPort, type MatchRecord } from '../../../src/summoner/match/runMatch.js';
import { verifyReplay } from '../../../src/summoner/replay/verifyReplay.js';
import { charger, idle, port, type TestBot } from '../botPorts.js';

const rules = { ...DEFAULT_RULES, maxTurns: 40 };
const eater = () => charger({ demons: [{ capacity: 'eat', life: 2, attack: 4, range: 2 }] });
const players = [{ name: 'a' }, { name: 'b' }] as [{ name: string }, { name: string }];

/** A bot that marks a dot on each of its demons, as it sees them, every battle, and plays as `inner`. */
const dotting = (inner: TestBot): TestBot => ({
  ...inner,
  battle: (v: View) => ({
    orders: inner.battle(v) as BattleOrder[],
    marks: v.mine.map((d) => ({ type: 'dot', x: d.x, y: d.y })),
  }),
});

describe('debug marks', () => {
  it('are kept per battle step and mirrored back to the board as it is: a dot on a demon is where it stood', async () => {
    for (const seat of [0, 1] as const) {
      const bots: [TestBot, TestBot] = seat === 0 ? [dotting(eater()), idle()] : [idle(), dotting(eater())];
      const r = await runMatch([port(bots[0]), port(bots[1])], { rules, seed: 3 });
      let checked = 0;
      // Where each demon stands, step by step, from the events: a dot made in a battle is on its demon before it moves.
      const at = new Map<number, { owner: number; cell: string }>();
      for (const step of r.steps) {
        if (step.input.type === 'battle' && step.input.seat === seat) {
          const mine = [...at.values()].filter((d) => d.owner === seat).map((d) => d.cell);
          expect(step.marks?.length ?? 0).toBeGreaterThan(0);
          for (const m of step.marks ?? []) {
            expect(m.type).toBe('dot');
            if (m.type === 'dot') expect(mine).toContain(`${m.x},${m.y}`);
            checked++;
          }
        } else expect(step.marks).toBeUndefined();
        for (const e of step.events) {
          if (e.type === 'summoned') at.set(e.demon.id, { owner: e.demon.owner, cell: `${e.demon.x},${e.demon.y}` });
          if (e.type === 'cloned') at.set(e.clone.id, { owner: e.clone.owner, cell: `${e.clone.x},${e.clone.y}` });
          const d = e.type === 'moved' ? at.get(e.demon) : undefined;
          if (e.type === 'moved' && d !== undefined) d.cell = `${e.to.x},${e.to.y}`;
          if (e.type === 'died') at.delete(e.demon);
        }
      }
      expect(checked).toBeGreaterThan(3);
    }
  });

  it('bad ones are dropped with a note in the log of that call, and do not cost the orders', async () => {
    const sloppy: TestBot = {
      ...eater(),
      battle: (v: View) => ({
        orders: eater().battle(v),
        marks: [{ type: 'dot', x: 99, y: 0 }, { type: 'blob' }, { type: 'text', demon: 1, text: 'ok', color: 'mauve' }],
      }),
    };
    const r = await runMatch([port(sloppy), port(idle())], { rules, seed: 3 });
    const first = r.steps.find((s) => s.input.type === 'battle' && s.input.seat === 0);
    expect(first?.logs?.[0]).toEqual([
      '[fray] marks[0] dropped: x and y must be a cell of the 17×9 board',
      '[fray] marks[1] dropped: expected {type: "dot" | "line" | "text", ...}',
      '[fray] marks[2] dropped: color must be one of red, orange, yellow, green, cyan, blue, purple, white, grey or #rrggbb',
    ]);
    expect(first?.marks).toBeUndefined();
    expect(r.steps.flatMap((s) => s.events).filter((e) => e.type === 'fault')).toEqual([]);
  });

  it(`at most ${MAX_MARKS} are kept, texts are cut and made printable, and orders that fail take their marks with them`, () => {
    const many = Array.from({ length: MAX_MARKS + 5 }, () => ({ type: 'dot', x: 0, y: 0 }));
    const p = parseMarks(many, 17, 9);
    expect(p.marks).toHaveLength(MAX_MARKS);
    expect(p.notes).toEqual([`[fray] marks dropped: only ${MAX_MARKS} are kept per call, 5 more were sent`]);
    const t = parseMarks([{ type: 'text', demon: 3, text: `\u001b[2J${'x'.repeat(60)}` }], 17, 9).marks[0];
    expect(t).toEqual({ type: 'text', demon: 3, text: `\\u001b[2J${'x'.repeat(31)}` });
    expect(splitAnswer({ orders: [], marks: [] })).toEqual({ orders: [], marks: [] });
    expect(splitAnswer({ orders: [], extra: 1 }).marks).toBeUndefined();
    expect(splitAnswer([1]).orders).toEqual([1]);
  });
});

describe('view.last', () => {
  it('is absent on the first call, then tells each seat its refused orders, damage, kills and points, mirrored for seat 1', async () => {
    const lasts: [View['last'][], View['last'][]] = [[], []];
    const spy = (inner: TestBot, seat: 0 | 1): TestBot => ({
      setup: inner.setup,
      enhance: (v: View) => (lasts[seat].push(v.last), inner.enhance(v)),
      // Order 0 names a demon that does not exist: refused every time.
      battle: (v: View) => (
        lasts[seat].push(v.last),
        [{ demon: 999, action: 'move', dir: 'N' }, ...(inner.battle(v) as BattleOrder[])]
      ),
    });
    // Two demons a side, so some strikes come before the last one.
    const two = () =>
      charger({
        demons: [
          { capacity: 'eat', life: 2, attack: 2 },
          { capacity: 'eat', life: 2, attack: 2 },
        ],
      });
    const r: MatchRecord = await runMatch([port(spy(two(), 0)), port(spy(two(), 1))], { rules, seed: 4 });
    let totalDealt = 0;
    for (const seat of [0, 1] as const) {
      expect(lasts[seat][0]).toBeUndefined();
      const later = lasts[seat].slice(1);
      expect(later.every((l) => l !== undefined)).toBe(true);
      // Every enhance call after turn 1 follows a battle whose order 0 was refused.
      const refusedBattles = later.filter((l) => l?.refused.some((x) => x.phase === 'battle' && x.index === 0));
      expect(refusedBattles.length).toBe(
        r.steps.filter((s) => s.input.type === 'enhance' && s.input.seat === seat && s !== r.steps[seat + 1]).length,
      );
      const dealt = later.reduce((sum, l) => sum + (l?.dealt ?? 0), 0);
      const taken = later.reduce((sum, l) => sum + (l?.taken ?? 0), 0);
      const kills = later.reduce((sum, l) => sum + (l?.kills ?? 0), 0);
      // Derived from the events: damage by a seat's demons (its battle steps) to the other's; the last step's is told
      // to nobody, since the match ends with it.
      const told = r.steps.slice(0, -1);
      const strikes = (s: 0 | 1) =>
        told
          .filter((x) => x.input.type === 'battle' && x.input.seat === s)
          .flatMap((x) => x.events)
          .reduce((sum, e) => sum + (e.type === 'attack' || e.type === 'eat' ? e.damage : 0), 0);
      expect(dealt).toBe(strikes(seat));
      expect(taken).toBe(strikes(seat === 0 ? 1 : 0));
      totalDealt += dealt;
      expect(kills).toBe(
        told.flatMap((x) => x.events).filter((e) => e.type === 'died' && e.creditedTo === seat).length,
      );
      // Points: each turn's gain from turn 2 on is told at that turn's enhance call (the gain is the same each turn here).
      const enhances = r.steps.filter((x) => x.input.type === 'enhance' && x.input.seat === seat).length;
      expect(later.reduce((sum, l) => sum + (l?.points ?? 0), 0)).toBe(rules.pointsPerTurn * (enhances - 1));
    }
    expect(totalDealt).toBeGreaterThan(0);
    // The foe's moves as the second seat sees them: mirrored cells of the first seat's moves.
    const moves0 = r.steps.filter((s) => s.input.type === 'battle' && s.input.seat === 0).flatMap((s) => s.events);
    const firstMove = moves0.find((e) => e.type === 'moved');
    const seen = lasts[1].flatMap((l) => l?.foe ?? []).find((f) => f.type === 'move');
    if (firstMove?.type === 'moved' && seen?.type === 'move')
      expect(seen.from).toEqual([mirrorX(firstMove.from.x, rules.width), firstMove.from.y]);
    else expect.unreachable('both seats moved');
  });
});

describe('logs', () => {
  it('go under the step of their call, even when they arrive after it, and a replay with them verifies', async () => {
    // A port whose log for a call appears only after the call answered (as a process's standard error may).
    const lines: string[][] = [];
    const base = port(eater());
    let calls = 0;
    const logging: BotPort = {
      setup: async (i) => ((lines[calls] = [`call ${calls++}`]), base.setup(i)),
      enhance: async (v) => {
        const n = calls++;
        const r = await base.enhance(v);
        lines[n] = [`call ${n} enhance turn ${v.turn}`];
        return r;
      },
      battle: async (v) => ((lines[calls] = [`call ${calls++} battle turn ${v.turn}`]), base.battle(v)),
      logs: async (from) => lines.slice(from).map((l) => [...(l ?? [])]),
    };
    const r = await runMatch([port(idle()), logging], { rules: { ...rules, maxTurns: 3 }, seed: 2 });
    const seat1 = r.steps.map((s) => s.logs?.[1] ?? []);
    expect(seat1[0]).toEqual(['call 0']);
    expect(r.steps[2]?.input).toMatchObject({ type: 'enhance', seat: 1 });
    expect(seat1[2]).toEqual(['call 1 enhance turn 1']);
    expect(r.steps[4]?.input).toMatchObject({ type: 'battle', seat: 1 });
    expect(seat1[4]).toEqual(['call 2 battle turn 1']);
    expect(r.steps.every((s) => s.logs === undefined || s.logs[0].length === 0)).toBe(true);

    const replay = replayOf(r, players);
    const text = formatReplay(replay);
    expect(text).toContain('"logs":[[],["call 2 battle turn 1"]]');
    const back = parseReplay(JSON.parse(text));
    if (!back.ok) throw new Error(back.problem.message);
    expect(back.value.steps.map((s) => s.logs)).toEqual(r.steps.map((s) => s.logs));
    expect(verifyReplay(back.value)).toMatchObject({ ok: true });
    // Tampered notes are not play: the replay still verifies, and what cannot be shown is left out.
    const tampered = JSON.parse(text) as { steps: Record<string, unknown>[] };
    (tampered.steps[1] as Record<string, unknown>).logs = [[7, '\u001b[31mred'], 'x'];
    (tampered.steps[1] as Record<string, unknown>).marks = [{ type: 'dot', x: 1, y: 1 }, { type: 'nope' }];
    const t = parseReplay(tampered);
    if (!t.ok) throw new Error(t.problem.message);
    expect(t.value.steps[1]?.marks).toEqual([{ type: 'dot', x: 1, y: 1 }]);
    expect(t.value.steps[1]?.logs).toEqual([['\\u001b[31mred'], []]);
    expect(verifyReplay(t.value)).toMatchObject({ ok: true });
  });

  it('leave the record of a match without them exactly as it was (no logs or marks keys)', async () => {
    const r = await runMatch([port(eater()), port(idle())], { rules, seed: 9 });
    expect(JSON.stringify(r.steps)).not.toMatch(/"logs"|"marks"/);
  });
});
