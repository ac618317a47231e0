import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createRng } from '../../../src/core/rng.js';
import { cloneCost } from '../../../src/summoner/rules/enhance.js';
import { maxHp, type Demon, type MatchState } from '../../../src/summoner/rules/model.js';
import { expectedCall, initialMatch, stepMatch } from '../../../src/summoner/rules/stepMatch.js';
import { viewFor } from '../../../src/summoner/match/view.js';
import { enhanceOrderArb, matchStateArb } from '../arbitraries.js';
import { demon, enhance, eventsOf, find, get, rulesWith, stateWith, unwrap } from '../helpers.js';

/** One demon of seat 0 in the middle of the board, another of seat 1 next to it, in seat 0's enhance phase. */
function twoDemons(points: [number, number] = [6, 0]) {
  return stateWith([demon(1, 0, 5, 4, { life: 2, attack: 2, defense: 5 }), demon(2, 1, 7, 4)], {
    phase: 'enhance',
    points,
  });
}

/** A state in seat 0's enhance phase holding `demons`, with `points` in hand (6, one turn's worth, by default). */
function enhancing(demons: Demon[], points: [number, number] = [6, 0]): MatchState {
  return stateWith(demons, { phase: 'enhance', points });
}

/** The points each seat has in hand when asked to enhance on `turn`, having carried `carried` from before. */
function pointsWhenAsked(turn: number, carried: [number, number] = [0, 0]): [number, number] {
  const rng = createRng(1);
  let s: MatchState;
  if (turn === 1) {
    const order = { demons: [{ capacity: 'eat' as const }] };
    s = unwrap(stepMatch(initialMatch(rulesWith()), { type: 'setup', setups: [{ order }, { order }] }, rng)).state;
  } else {
    const before = stateWith([demon(1, 0, 0, 0), demon(2, 1, 16, 8)], {
      turn: turn - 1,
      phase: 'battle',
      seat: 1,
      points: carried,
    });
    s = unwrap(stepMatch(before, { type: 'battle', seat: 1, orders: [] }, rng)).state;
  }
  expect(expectedCall(s)).toEqual({ phase: 'enhance', seat: 0 });
  const first = viewFor(s, 0).points;
  s = unwrap(stepMatch(s, { type: 'enhance', seat: 0, orders: [] }, rng)).state;
  expect(expectedCall(s)).toEqual({ phase: 'enhance', seat: 1 });
  return [first, viewFor(s, 1).points];
}

describe('points', () => {
  it('are gained at the start of the enhance phase: 6 + ⌊turn / 50⌋ (6 on turn 1, 7 on turn 50, 26 on turn 1000)', () => {
    for (const [turn, gain] of [
      [1, 6],
      [2, 6],
      [49, 6],
      [50, 7],
      [99, 7],
      [100, 8],
      [1000, 26],
    ] as const) {
      expect(pointsWhenAsked(turn), `turn ${turn}`).toEqual([gain, gain]);
    }
  });

  it('not spent stay in hand from turn to turn', () => {
    expect(pointsWhenAsked(50, [3, 11])).toEqual([3 + 7, 11 + 7]);
    const r = enhance(twoDemons([11, 0]), 0, [{ type: 'raise', demon: 1, stat: 'attack', amount: 2 }]);
    expect(r.state.points).toEqual([9, 0]);
  });

  it('are spent by the enhancing seat only', () => {
    const r = enhance(twoDemons([3, 4]), 1, [{ type: 'raise', demon: 2, stat: 'life', amount: 4 }]);
    expect(r.state.points).toEqual([3, 0]);
  });
});

describe('raise', () => {
  it('costs 1 point per stat point, any amount that can be paid', () => {
    const r = enhance(twoDemons([20, 0]), 0, [{ type: 'raise', demon: 1, stat: 'range', amount: 20 }]);
    expect(get(r.state, 1).range).toBe(20);
    expect(r.state.points[0]).toBe(0);
  });

  it('raises by 1 when no amount is given', () => {
    const r = enhance(twoDemons(), 0, [{ type: 'raise', demon: 1, stat: 'defense' }]);
    expect(get(r.state, 1).defense).toBe(6);
    expect(r.state.points[0]).toBe(5);
  });

  it('of Life raises the maximum and the current HP by the same amount, even on a wounded demon', () => {
    const s = enhancing([demon(1, 0, 5, 4, { life: 2, hp: 1 }), demon(2, 1, 7, 4)]);
    const r = enhance(s, 0, [{ type: 'raise', demon: 1, stat: 'life', amount: 3 }]);
    const d = get(r.state, 1);
    expect(maxHp(d, r.state.rules)).toBe(7);
    expect(d.hp).toBe(4);
  });

  it('of another stat leaves HP alone', () => {
    const s = enhancing([demon(1, 0, 5, 4, { life: 2, hp: 1 }), demon(2, 1, 7, 4)]);
    expect(get(enhance(s, 0, [{ type: 'raise', demon: 1, stat: 'attack', amount: 3 }]).state, 1).hp).toBe(1);
  });

  it('beyond the points in hand is skipped with the reason, and the later orders still run', () => {
    const r = enhance(twoDemons(), 0, [
      { type: 'raise', demon: 1, stat: 'attack', amount: 7 },
      { type: 'raise', demon: 1, stat: 'life', amount: 6 },
    ]);
    expect(eventsOf(r.events, 'rejected')).toEqual([
      expect.objectContaining({
        seat: 0,
        phase: 'enhance',
        index: 0,
        reason: expect.stringMatching(/costs 7 points; you have 6/),
      }),
    ]);
    expect(get(r.state, 1)).toMatchObject({ attack: 2, life: 8, hp: 10 });
    expect(r.state.points[0]).toBe(0);
  });

  it('on a demon that is not yours, or does not exist, is skipped', () => {
    const r = enhance(twoDemons(), 0, [
      { type: 'raise', demon: 2, stat: 'attack' },
      { type: 'raise', demon: 9, stat: 'attack' },
      { type: 'raise', demon: 1, stat: 'range' },
    ]);
    expect(eventsOf(r.events, 'rejected').map((e) => [e.index, e.reason])).toEqual([
      [0, 'you have no demon 2'],
      [1, 'you have no demon 9'],
    ]);
    expect(get(r.state, 2).attack).toBe(0);
    expect(get(r.state, 1).range).toBe(1);
    expect(r.state.points[0]).toBe(5);
  });
});

describe('clone', () => {
  it('costs 2 + Life + Attack + Defense + Range', () => {
    expect(cloneCost(rulesWith(), demon(1, 0, 0, 0, { life: 2, attack: 2, defense: 5, range: 0 }))).toBe(11);
    expect(cloneCost(rulesWith({ cloneBaseCost: 5 }), demon(1, 0, 0, 0, { range: 1 }))).toBe(6);
  });

  it("halves every stat rounded up, for both: the document's 2/2/5/0 gives two demons of 1/1/3/0", () => {
    const r = enhance(twoDemons([11, 0]), 0, [{ type: 'clone', demon: 1, dir: 'N', name: 'Twin' }]);
    expect(r.state.points[0]).toBe(11 - 11);
    const origin = get(r.state, 1);
    const clone = get(r.state, 3);
    for (const d of [origin, clone])
      expect(d).toMatchObject({ life: 1, attack: 1, defense: 3, range: 0, capacity: 'merge', hp: 3, owner: 0 });
    expect([clone.x, clone.y]).toEqual([5, 3]);
    expect(clone.name).toBe('Twin');
    expect(eventsOf(r.events, 'cloned')).toEqual([
      expect.objectContaining({ seat: 0, demon: 1, cost: 11, clone: expect.objectContaining({ id: 3, x: 5, y: 3 }) }),
    ]);
  });

  it('rounds odd stats up (1 stays 1, 3 becomes 2) and keeps the capacity', () => {
    const s = enhancing([demon(1, 0, 5, 4, { life: 1, attack: 3, defense: 0, range: 7, capacity: 'cross' })], [26, 0]);
    const r = enhance(s, 0, [{ type: 'clone', demon: 1, dir: 'E' }]);
    for (const d of [get(r.state, 1), get(r.state, 2)])
      expect(d).toMatchObject({ life: 1, attack: 2, defense: 0, range: 4, capacity: 'cross' });
  });

  it("gives each half the origin's HP, capped at its new maximum: healthy clones are healthy, wounded stay wounded", () => {
    const healthy = enhancing([demon(1, 0, 5, 4, { life: 4 })], [16, 0]);
    const h = enhance(healthy, 0, [{ type: 'clone', demon: 1, dir: 'S' }]);
    expect([get(h.state, 1).hp, get(h.state, 2).hp]).toEqual([4, 4]);
    const wounded = enhancing([demon(1, 0, 5, 4, { life: 4, hp: 2 })], [16, 0]);
    const w = enhance(wounded, 0, [{ type: 'clone', demon: 1, dir: 'S' }]);
    expect([get(w.state, 1).hp, get(w.state, 2).hp]).toEqual([2, 2]);
  });

  it('has an unnamed clone unless a name is given, and the origin keeps its name', () => {
    const s = enhancing([demon(1, 0, 5, 4, { name: 'Orig' })]);
    const r = enhance(s, 0, [{ type: 'clone', demon: 1, dir: 'W' }]);
    expect(get(r.state, 1).name).toBe('Orig');
    expect(get(r.state, 2).name).toBe('');
  });

  it('puts the clone on the empty cell next to the origin in each of the eight directions', () => {
    const dirs = ['N', 'NE', 'E', 'SE', 'S', 'SW', 'W', 'NW'] as const;
    const expected = [
      [5, 3],
      [6, 3],
      [6, 4],
      [6, 5],
      [5, 5],
      [4, 5],
      [4, 4],
      [4, 3],
    ];
    dirs.forEach((dir, i) => {
      const s = enhancing([demon(1, 0, 5, 4)]);
      const r = enhance(s, 0, [{ type: 'clone', demon: 1, dir }]);
      const c = get(r.state, 2);
      expect([c.x, c.y]).toEqual(expected[i]);
    });
  });

  it('gets the next id, never reused, in the order clones are made', () => {
    const s = stateWith([demon(1, 0, 5, 4), demon(2, 1, 10, 4)], { phase: 'enhance', nextId: 9, points: [6, 0] });
    const r = enhance(s, 0, [
      { type: 'clone', demon: 1, dir: 'N' },
      { type: 'clone', demon: 1, dir: 'S' },
    ]);
    expect(r.state.demons.map((d) => d.id)).toEqual([1, 2, 9, 10]);
    expect(r.state.nextId).toBe(11);
    expect(find(r.state, 9)).toMatchObject({ x: 5, y: 3 });
    expect(find(r.state, 10)).toMatchObject({ x: 5, y: 5 });
  });

  it('made this phase can be cloned and raised by a later order in the same phase', () => {
    const s = enhancing([demon(1, 0, 5, 4, { attack: 2 })]);
    const r = enhance(s, 0, [
      { type: 'clone', demon: 1, dir: 'E' }, // cost 4: attack 1 each
      { type: 'clone', demon: 2, dir: 'E' }, // cost 3
      { type: 'raise', demon: 3, stat: 'life' }, // cost 1
    ]);
    // With 6 points the first clone costs 4, the second 3 > 2 left (refused), so demon 3 never exists to be raised.
    expect(eventsOf(r.events, 'rejected').map((e) => e.index)).toEqual([1, 2]);
    const rich = enhance({ ...s, points: [16, 0] }, 0, [
      { type: 'clone', demon: 1, dir: 'E' },
      { type: 'clone', demon: 2, dir: 'E' },
      { type: 'raise', demon: 3, stat: 'life' },
    ]);
    expect(eventsOf(rich.events, 'rejected')).toEqual([]);
    expect(rich.state.demons.map((d) => [d.id, d.x, d.attack, d.life])).toEqual([
      [1, 5, 1, 0],
      [2, 6, 1, 0],
      [3, 7, 1, 1],
    ]);
    expect(rich.state.points[0]).toBe(16 - 4 - 3 - 1);
  });

  describe('is skipped, with the reason, and the later orders still run, when', () => {
    const after = { type: 'rename' as const, demon: 1, name: 'still ran' };

    it('the points in hand are too few', () => {
      const s = enhancing([demon(1, 0, 5, 4, { attack: 5 })]); // costs 7, 6 in hand
      const r = enhance(s, 0, [{ type: 'clone', demon: 1, dir: 'N' }, after]);
      expect(eventsOf(r.events, 'rejected')).toEqual([
        expect.objectContaining({ index: 0, reason: expect.stringMatching(/costs 7 points; you have 6/) }),
      ]);
      expect(r.state.demons).toHaveLength(1);
      expect(get(r.state, 1)).toMatchObject({ attack: 5, name: 'still ran' });
      expect(r.state.points[0]).toBe(6);
    });

    it('the cell is taken, by an ally or an enemy', () => {
      const s = enhancing([demon(1, 0, 5, 4), demon(2, 0, 5, 3), demon(3, 1, 6, 4)]);
      const r = enhance(s, 0, [{ type: 'clone', demon: 1, dir: 'N' }, { type: 'clone', demon: 1, dir: 'E' }, after]);
      expect(eventsOf(r.events, 'rejected').map((e) => [e.index, e.reason])).toEqual([
        [0, 'the cell N of demon 1 is taken'],
        [1, 'the cell E of demon 1 is taken'],
      ]);
      expect(r.state.demons).toHaveLength(3);
      expect(r.state.points[0]).toBe(6);
      expect(get(r.state, 1).name).toBe('still ran');
    });

    it('the cell is off the board', () => {
      const s = enhancing([demon(1, 0, 0, 0)]);
      const r = enhance(s, 0, [
        { type: 'clone', demon: 1, dir: 'N' },
        { type: 'clone', demon: 1, dir: 'W' },
        { type: 'clone', demon: 1, dir: 'NW' },
        after,
      ]);
      expect(eventsOf(r.events, 'rejected').map((e) => e.index)).toEqual([0, 1, 2]);
      expect(r.state.demons).toHaveLength(1);
      expect(r.state.points[0]).toBe(6);
    });

    it('the demon has merged', () => {
      const s = enhancing([demon(1, 0, 5, 4, { merged: true })]);
      const r = enhance(s, 0, [{ type: 'clone', demon: 1, dir: 'N' }, after]);
      expect(eventsOf(r.events, 'rejected')).toEqual([
        expect.objectContaining({ index: 0, reason: expect.stringMatching(/merged/) }),
      ]);
      expect(r.state.demons).toHaveLength(1);
      expect(get(r.state, 1).name).toBe('still ran');
    });

    it('the demon is not yours', () => {
      const s = enhancing([demon(1, 0, 5, 4), demon(2, 1, 10, 4)]);
      const r = enhance(s, 0, [{ type: 'clone', demon: 2, dir: 'N' }, after]);
      expect(eventsOf(r.events, 'rejected')).toEqual([
        expect.objectContaining({ index: 0, reason: 'you have no demon 2' }),
      ]);
      expect(r.state.demons).toHaveLength(2);
    });
  });
});

describe('rename', () => {
  it('is free and changes only the name', () => {
    const r = enhance(twoDemons(), 0, [{ type: 'rename', demon: 1, name: 'Grim' }]);
    expect(get(r.state, 1).name).toBe('Grim');
    expect(r.state.points[0]).toBe(6);
    expect(eventsOf(r.events, 'renamed')).toEqual([{ type: 'renamed', seat: 0, demon: 1, name: 'Grim' }]);
  });

  it('of a demon that is not yours is skipped', () => {
    const r = enhance(twoDemons(), 0, [{ type: 'rename', demon: 2, name: 'Grim' }]);
    expect(get(r.state, 2).name).toBe('');
    expect(eventsOf(r.events, 'rejected')).toHaveLength(1);
  });
});

describe('orders', () => {
  it('are carried out in the order given, each against the points left at that moment', () => {
    const s = enhancing([demon(1, 0, 5, 4, { attack: 2 })]); // clone costs 4 now
    const raiseFirst = enhance(s, 0, [
      { type: 'raise', demon: 1, stat: 'attack', amount: 3 },
      { type: 'clone', demon: 1, dir: 'N' },
    ]);
    expect(eventsOf(raiseFirst.events, 'rejected').map((e) => e.index)).toEqual([1]);
    const cloneFirst = enhance(s, 0, [
      { type: 'clone', demon: 1, dir: 'N' },
      { type: 'raise', demon: 1, stat: 'attack', amount: 2 },
    ]);
    expect(eventsOf(cloneFirst.events, 'rejected')).toEqual([]);
    expect(get(cloneFirst.state, 1).attack).toBe(3);
    expect(cloneFirst.state.points[0]).toBe(0);
  });

  it('never leave points negative, never touch the other seat, and keep demons in id order on distinct cells', () => {
    fc.assert(
      fc.property(
        matchStateArb().chain((s) =>
          fc.tuple(fc.constant(s), fc.array(enhanceOrderArb(s.nextId + 1), { maxLength: 10 })),
        ),
        ([s, orders]) => {
          const r = enhance(s, s.seat, orders);
          expect(r.state.points[s.seat]).toBeGreaterThanOrEqual(0);
          expect(r.state.points[1 - s.seat]).toBe(s.points[1 - s.seat]);
          const foes = (st: typeof s) => st.demons.filter((d) => d.owner !== s.seat);
          expect(foes(r.state)).toEqual(foes(s));
          const ids = r.state.demons.map((d) => d.id);
          expect(ids).toEqual([...ids].sort((a, b) => a - b));
          expect(new Set(r.state.demons.map((d) => `${d.x},${d.y}`)).size).toBe(r.state.demons.length);
          const spent = s.points[s.seat] - r.state.points[s.seat];
          const costs =
            eventsOf(r.events, 'raised').reduce((n, e) => n + e.amount, 0) +
            eventsOf(r.events, 'cloned').reduce((n, e) => n + e.cost, 0);
          expect(spent).toBe(costs);
        },
      ),
    );
  });
});
