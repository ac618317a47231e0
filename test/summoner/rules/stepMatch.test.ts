import { describe, expect, it } from 'vitest';
import { createRng } from '../../../src/core/rng.js';
import type { SetupOrder } from '../../../src/summoner/api.js';
import type { MatchState } from '../../../src/summoner/rules/model.js';
import {
  expectedCall,
  initialMatch,
  stepMatch,
  type MatchInput,
  type StepOutcome,
} from '../../../src/summoner/rules/stepMatch.js';
import { viewFor } from '../../../src/summoner/match/view.js';
import { demon, eventsOf, get, problemOf, rulesWith, stateWith, unwrap } from '../helpers.js';

const rng = () => createRng(7);
const step = (s: MatchState, input: MatchInput): StepOutcome => unwrap(stepMatch(s, input, rng()));
const two: SetupOrder = { demons: [{ capacity: 'eat', attack: 2 }, { capacity: 'heal' }] };
const started = () =>
  step(initialMatch(rulesWith()), { type: 'setup', setups: [{ order: two }, { order: two }] }).state;

describe('setup', () => {
  it("starts turn 1 with seat 0 to enhance, every demon placed, and only turn 1's points in hand (setup points left over are lost)", () => {
    const s = started();
    expect(s).toMatchObject({ turn: 1, phase: 'enhance', seat: 0, nextId: 5, kills: [0, 0], result: null });
    // Each seat spent 2 + 2 + 2 of its 12 setup points; the 6 left are lost: it is asked to enhance with turn 1's 6.
    expect(viewFor(s, 0).points).toBe(6);
    expect(s.demons.map((d) => [d.id, d.owner, d.x, d.y])).toEqual([
      [1, 0, 4, 2],
      [2, 0, 4, 4],
      [3, 1, 12, 2],
      [4, 1, 12, 4],
    ]);
  });

  it('refused for one seat forfeits the match to the other, with no turns played', () => {
    const r = step(initialMatch(rulesWith()), { type: 'setup', setups: [{ order: two }, { order: { demons: [] } }] });
    expect(r.state).toMatchObject({ phase: 'over', turn: 0, result: { winner: 0, reason: 'forfeit' } });
    expect(r.state.result?.detail).toMatch(/setup refused/);
    expect(eventsOf(r.events, 'forfeit')).toEqual([expect.objectContaining({ seat: 1 })]);
  });

  it('refused for both seats is a draw with no turns played', () => {
    const r = step(initialMatch(rulesWith()), {
      type: 'setup',
      setups: [{ fault: 'setup failed: threw' }, { order: { demons: [{ capacity: 'eat', attack: 20 }] } }],
    });
    expect(r.state).toMatchObject({ phase: 'over', turn: 0, result: { winner: null, reason: 'forfeit' } });
    expect(eventsOf(r.events, 'forfeit').map((e) => e.seat)).toEqual([0, 1]);
    expect(eventsOf(r.events, 'ended')).toHaveLength(1);
  });

  it('with a slot out of range below 1 is refused, not thrown', () => {
    const r = stepMatch(
      initialMatch(rulesWith()),
      { type: 'setup', setups: [{ order: { demons: [{ capacity: 'eat', slot: 0 }] } }, { order: two }] },
      rng(),
    );
    expect(r.ok).toBe(true);
  });
});

describe('the turn', () => {
  it('is: seat 0 enhances, seat 1 enhances, seat 0 battles, seat 1 battles; then the next turn', () => {
    let s = started();
    const calls: unknown[] = [];
    for (let i = 0; i < 8; i++) {
      const want = expectedCall(s);
      calls.push([s.turn, want]);
      if (want === null || want.phase === 'setup') throw new Error('unexpected');
      s = step(s, { type: want.phase, seat: want.seat, orders: [] }).state;
    }
    expect(calls).toEqual([
      [1, { phase: 'enhance', seat: 0 }],
      [1, { phase: 'enhance', seat: 1 }],
      [1, { phase: 'battle', seat: 0 }],
      [1, { phase: 'battle', seat: 1 }],
      [2, { phase: 'enhance', seat: 0 }],
      [2, { phase: 'enhance', seat: 1 }],
      [2, { phase: 'battle', seat: 0 }],
      [2, { phase: 'battle', seat: 1 }],
    ]);
    expect(s.turn).toBe(3);
    expect(viewFor(s, 0).points).toBe(18); // three turns begun, nothing spent
  });

  it('waits for setup before anything else', () => {
    expect(expectedCall(initialMatch(rulesWith()))).toEqual({ phase: 'setup' });
  });

  it("lets a clone made in the enhance phase act in the same turn's battle phase", () => {
    let s = stateWith([demon(1, 0, 5, 4, { attack: 2 }), demon(2, 1, 7, 4, { life: 5 })], {
      phase: 'enhance',
      points: [6, 6],
    });
    s = step(s, { type: 'enhance', seat: 0, orders: [{ type: 'clone', demon: 1, dir: 'E' }] }).state;
    s = step(s, { type: 'enhance', seat: 1, orders: [] }).state;
    s = step(s, { type: 'battle', seat: 0, orders: [{ demon: 3, action: 'attack', dir: 'E' }] }).state;
    expect(get(s, 2).hp).toBe(7 - 2);
  });
});

describe('inputs the match is not waiting for', () => {
  const cases: [string, () => MatchState, MatchInput][] = [
    ['an enhance for the wrong seat', () => started(), { type: 'enhance', seat: 1, orders: [] }],
    ['a battle during the enhance phase', () => started(), { type: 'battle', seat: 0, orders: [] }],
    [
      'an enhance during the battle phase',
      () => stateWith([demon(1, 0, 0, 0), demon(2, 1, 9, 0)]),
      { type: 'enhance', seat: 0, orders: [] },
    ],
    [
      'a battle for the wrong seat',
      () => stateWith([demon(1, 0, 0, 0), demon(2, 1, 9, 0)]),
      { type: 'battle', seat: 1, orders: [] },
    ],
    ['a second setup', () => started(), { type: 'setup', setups: [{ order: two }, { order: two }] }],
    ['an enhance before setup', () => initialMatch(rulesWith()), { type: 'enhance', seat: 0, orders: [] }],
    [
      'anything after the end',
      () => ({ ...started(), phase: 'over', result: { winner: 0, reason: 'wipeout' } }),
      { type: 'enhance', seat: 0, orders: [] },
    ],
    [
      'a forfeit after the end',
      () => ({ ...started(), phase: 'over', result: { winner: 0, reason: 'wipeout' } }),
      { type: 'forfeit', seat: 1, reason: 'late' },
    ],
  ];
  it.each(cases)('%s is a problem, not a throw', (_, make, input) => {
    const s = make();
    const before = structuredClone(s);
    expect(problemOf(stepMatch(s, input, rng()))).toMatch(/expected|already over/);
    expect(s).toEqual(before);
  });
});

describe('faults', () => {
  it("lose the call's orders, are logged, and the match goes on (the seat keeps its points)", () => {
    const s = started();
    const r = step(s, {
      type: 'enhance',
      seat: 0,
      orders: [{ type: 'raise', demon: 1, stat: 'life' }],
      fault: { kind: 'timeout', reason: 'enhance failed: timeout' },
    });
    expect(eventsOf(r.events, 'fault')).toEqual([
      { type: 'fault', seat: 0, phase: 'enhance', kind: 'timeout', reason: 'enhance failed: timeout' },
    ]);
    expect(get(r.state, 1).life).toBe(0);
    expect(r.state.points[0]).toBe(viewFor(s, 0).points);
    expect(expectedCall(r.state)).toEqual({ phase: 'enhance', seat: 1 });
  });

  it('in battle lose the orders too', () => {
    const s = stateWith([demon(1, 0, 5, 4, { attack: 3 }), demon(2, 1, 6, 4)]);
    const r = step(s, {
      type: 'battle',
      seat: 0,
      orders: [{ demon: 1, action: 'attack', dir: 'E' }],
      fault: { kind: 'error', reason: 'battle failed: threw' },
    });
    expect(get(r.state, 2).hp).toBe(2);
    expect(expectedCall(r.state)).toEqual({ phase: 'battle', seat: 1 });
  });
});

describe('the end', () => {
  it('comes at once when a side has no demons left after a battle phase: the other seat does not act again', () => {
    const s = stateWith([demon(1, 0, 5, 4, { attack: 2 }), demon(2, 1, 6, 4)]);
    const r = step(s, { type: 'battle', seat: 0, orders: [{ demon: 1, action: 'attack', dir: 'E' }] });
    expect(r.state).toMatchObject({ phase: 'over', result: { winner: 0, reason: 'wipeout' }, kills: [1, 0] });
    expect(expectedCall(r.state)).toBeNull();
    expect(eventsOf(r.events, 'ended')).toEqual([
      { type: 'ended', result: { winner: 0, reason: 'wipeout' }, kills: [1, 0], turn: 1 },
    ]);
  });

  it('is a loss for a seat that destroys its own last demon', () => {
    const s = stateWith([demon(1, 0, 5, 4, { attack: 2 }), demon(2, 1, 9, 4)]);
    const r = step(s, { type: 'battle', seat: 0, orders: [{ demon: 1, action: 'explode' }] });
    expect(r.state.result).toEqual({ winner: 1, reason: 'wipeout' });
  });

  it('after a mutual wipeout goes to the seat with more kills', () => {
    const s = stateWith([demon(1, 0, 5, 4), demon(2, 1, 6, 4, { attack: 4 })], { seat: 1, kills: [0, 2] });
    const r = step(s, { type: 'battle', seat: 1, orders: [{ demon: 2, action: 'explode' }] });
    expect(r.state.kills).toEqual([0, 3]);
    expect(r.state.result).toEqual({ winner: 1, reason: 'mutual-wipeout' });
    const t = stateWith([demon(1, 0, 5, 4, { attack: 4 }), demon(2, 1, 6, 4)], { kills: [0, 3] });
    expect(step(t, { type: 'battle', seat: 0, orders: [{ demon: 1, action: 'explode' }] }).state.result).toEqual({
      winner: 1,
      reason: 'mutual-wipeout',
    });
  });

  it('after a mutual wipeout with equal kills is a draw', () => {
    const s = stateWith([demon(1, 0, 5, 4, { attack: 4 }), demon(2, 1, 6, 4)], { kills: [2, 3] });
    const r = step(s, { type: 'battle', seat: 0, orders: [{ demon: 1, action: 'explode' }] });
    expect(r.state.kills).toEqual([3, 3]);
    expect(r.state.result).toEqual({ winner: null, reason: 'mutual-wipeout' });
  });

  it("comes after the last turn's second battle phase, not before: more kills wins", () => {
    const rules = rulesWith({ maxTurns: 3 });
    const s = stateWith([demon(1, 0, 0, 0), demon(2, 1, 16, 8)], { rules, turn: 3, kills: [1, 0] });
    const mid = step(s, { type: 'battle', seat: 0, orders: [] });
    expect(expectedCall(mid.state)).toEqual({ phase: 'battle', seat: 1 });
    const end = step(mid.state, { type: 'battle', seat: 1, orders: [] });
    expect(end.state).toMatchObject({ phase: 'over', turn: 3, result: { winner: 0, reason: 'turn-limit' } });
    const early = step({ ...s, turn: 2, seat: 1 }, { type: 'battle', seat: 1, orders: [] });
    expect(early.state).toMatchObject({ phase: 'enhance', turn: 3, seat: 0 });
  });

  it('at the turn limit with equal kills is a draw, whatever the HP or demons left', () => {
    const rules = rulesWith({ maxTurns: 1 });
    const s = stateWith([demon(1, 0, 0, 0, { life: 9 }), demon(3, 0, 0, 2), demon(2, 1, 16, 8, { hp: 1 })], {
      rules,
      seat: 1,
      kills: [2, 2],
    });
    expect(step(s, { type: 'battle', seat: 1, orders: [] }).state.result).toEqual({
      winner: null,
      reason: 'turn-limit',
    });
  });

  it('at the default limit comes after turn 1000', () => {
    const s = stateWith([demon(1, 0, 0, 0), demon(2, 1, 16, 8)], { turn: 999, seat: 1, kills: [0, 1] });
    expect(step(s, { type: 'battle', seat: 1, orders: [] }).state.phase).toBe('enhance');
    const last = step({ ...s, turn: 1000 }, { type: 'battle', seat: 1, orders: [] });
    expect(last.state.result).toEqual({ winner: 1, reason: 'turn-limit' });
  });

  it('comes at once with a forfeit, at any point, and the other seat wins', () => {
    for (const s of [initialMatch(rulesWith()), started(), stateWith([demon(1, 0, 0, 0), demon(2, 1, 9, 0)])]) {
      for (const seat of [0, 1] as const) {
        const r = step(s, { type: 'forfeit', seat, reason: '3 failed calls in a row' });
        expect(r.state.result).toEqual({ winner: 1 - seat, reason: 'forfeit', detail: '3 failed calls in a row' });
        expect(r.events.map((e) => e.type)).toEqual(['forfeit', 'ended']);
      }
    }
  });
});
