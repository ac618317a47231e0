import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createRng } from '../../../src/core/rng.js';
import { API_VERSION, type BattleOrder, type EnhanceOrder } from '../../../src/summoner/api.js';
import { DIRS, step } from '../../../src/summoner/rules/grid.js';
import { initialMatch, stepMatch } from '../../../src/summoner/rules/stepMatch.js';
import {
  absoluteBattle,
  absoluteEnhance,
  mirrorView,
  setupInfoFor,
  viewFor,
} from '../../../src/summoner/match/view.js';
import { battleOrderArb, dirArb, enhanceOrderArb, matchStateArb } from '../arbitraries.js';
import { demon, get, rulesWith, stateWith, unwrap } from '../helpers.js';

const scene = () =>
  stateWith(
    [
      demon(1, 0, 2, 3, { name: 'Mine', life: 1, attack: 2, defense: 3, range: 4, hp: 2, capacity: 'heal' }),
      demon(2, 1, 14, 5, { name: 'Secret', life: 2, capacity: 'eat', merged: true }),
      demon(3, 1, 8, 0, { name: 'Hidden' }),
    ],
    { turn: 7, points: [5, 9], kills: [1, 3] },
  );

describe('the view of seat 0', () => {
  it('shows the board in absolute coordinates, board[y][x] the id on the cell or 0', () => {
    const v = viewFor(scene(), 0);
    expect(v.board).toHaveLength(9);
    expect(v.board.every((row) => row.length === 17)).toBe(true);
    expect(v.board[3]?.[2]).toBe(1);
    expect(v.board[5]?.[14]).toBe(2);
    expect(v.board[0]?.[8]).toBe(3);
    expect(v.board.flat().filter((id) => id !== 0)).toHaveLength(3);
  });

  it('gives everything about its own demons, name and maximum HP included', () => {
    expect(viewFor(scene(), 0).mine).toEqual([
      {
        id: 1,
        name: 'Mine',
        x: 2,
        y: 3,
        life: 1,
        attack: 2,
        defense: 3,
        range: 4,
        hp: 2,
        maxHp: 3,
        capacity: 'heal',
        canClone: true,
      },
    ]);
  });

  it('hides the names of foes, and only the names', () => {
    const v = viewFor(scene(), 0);
    expect(v.foes).toEqual([
      { id: 2, x: 14, y: 5, life: 2, attack: 0, defense: 0, range: 0, hp: 4, maxHp: 4, capacity: 'eat' },
      { id: 3, x: 8, y: 0, life: 0, attack: 0, defense: 0, range: 0, hp: 2, maxHp: 2, capacity: 'merge' },
    ]);
    expect(JSON.stringify(v)).not.toMatch(/Secret|Hidden/);
  });

  it("gives its own points and kills, the foe's kills, the turn, the phase and the rules' sizes", () => {
    const v = viewFor(scene(), 0);
    expect(v).toMatchObject({
      apiVersion: API_VERSION,
      phase: 'battle',
      turn: 7,
      maxTurns: 1000,
      width: 17,
      height: 9,
      points: 5,
      kills: 1,
      foeKills: 3,
    });
    expect(viewFor({ ...scene(), phase: 'enhance' }, 1)).toMatchObject({
      phase: 'enhance',
      points: 9,
      kills: 3,
      foeKills: 1,
    });
  });

  it('is a fresh copy: changing it changes nothing in the match', () => {
    const s = scene();
    const before = structuredClone(s);
    const v = viewFor(s, 0);
    (v.board[3] as number[])[2] = 99;
    (v.mine[0] as { hp: number }).hp = 99;
    expect(s).toEqual(before);
  });
});

describe('the view of seat 1', () => {
  it('is mirrored east–west: each board row reversed and every x → 16 − x', () => {
    const v = viewFor(scene(), 1);
    expect(v.board[3]?.[14]).toBe(1);
    expect(v.board[5]?.[2]).toBe(2);
    expect(v.board[0]?.[8]).toBe(3);
    expect(v.mine.map((d) => [d.id, d.x, d.y])).toEqual([
      [2, 2, 5],
      [3, 8, 0],
    ]);
    expect(v.foes.map((d) => [d.id, d.x, d.y])).toEqual([[1, 14, 3]]);
  });

  it("shows its own names and hides seat 0's", () => {
    const v = viewFor(scene(), 1);
    expect(v.mine.map((d) => d.name)).toEqual(['Secret', 'Hidden']);
    expect(JSON.stringify(v)).not.toContain('Mine');
  });

  it('says a merged demon cannot clone', () => {
    expect(viewFor(scene(), 1).mine.map((d) => d.canClone)).toEqual([false, true]);
  });

  it('puts its starting demons on the left, on the slots it was told at setup', () => {
    const order = { demons: [{ capacity: 'eat' as const }, { capacity: 'eat' as const, slot: 6 }] };
    const s = unwrap(
      stepMatch(initialMatch(rulesWith()), { type: 'setup', setups: [{ order }, { order }] }, createRng(1)),
    ).state;
    const slots = setupInfoFor(rulesWith(), 5).slots;
    for (const seat of [0, 1] as const) {
      expect(viewFor(s, seat).mine.map((d) => ({ x: d.x, y: d.y }))).toEqual(
        [slots[0], slots[5]].map((c) => ({ x: c?.x, y: c?.y })),
      );
    }
  });

  it("is seat 0's board mirrored (mirrorView), for any state", () => {
    fc.assert(
      fc.property(matchStateArb(), (s) => {
        const v0 = viewFor(s, 0);
        const v1 = viewFor(s, 1);
        expect(mirrorView(v0).board).toEqual(v1.board);
        expect(mirrorView(v1).board).toEqual(v0.board);
        // Every demon stands, in seat 1's view, where seat 0's view mirrored puts it.
        const place = (v: typeof v0) => new Map([...v.mine, ...v.foes].map((d) => [d.id, [d.x, d.y]]));
        expect(place(mirrorView(v0))).toEqual(place(v1));
        expect(place(mirrorView(v1))).toEqual(place(v0));
      }),
    );
  });
});

describe('mirroring', () => {
  it('twice gives the view back, for any state and seat', () => {
    fc.assert(
      fc.property(matchStateArb(), fc.constantFrom(0 as const, 1 as const), (s, seat) => {
        const v = viewFor(s, seat);
        expect(mirrorView(mirrorView(v))).toEqual(v);
      }),
    );
  });

  it('of the orders of seat 1 turns its directions back: E ↔ W, NE ↔ NW, SE ↔ SW; N, S and SELF stay', () => {
    const orders: BattleOrder[] = [
      { demon: 1, action: 'move', dir: 'E' },
      { demon: 2, action: 'attack', dir: 'NE' },
      { demon: 3, action: 'eat', dir: 'SW' },
      { demon: 4, action: 'cross', dir: 'SELF' },
      { demon: 5, action: 'merge', dir: 'N', keep: 'other' },
      { demon: 6, action: 'explode' },
      { demon: 7, action: 'heal' },
      { demon: 8, action: 'cross', dir: 'S' },
      { demon: 9, action: 'move', dir: 'W' },
    ];
    expect(absoluteBattle(orders, 1)).toEqual([
      { demon: 1, action: 'move', dir: 'W' },
      { demon: 2, action: 'attack', dir: 'NW' },
      { demon: 3, action: 'eat', dir: 'SE' },
      { demon: 4, action: 'cross', dir: 'SELF' },
      { demon: 5, action: 'merge', dir: 'N', keep: 'other' },
      { demon: 6, action: 'explode' },
      { demon: 7, action: 'heal' },
      { demon: 8, action: 'cross', dir: 'S' },
      { demon: 9, action: 'move', dir: 'E' },
    ]);
    expect(absoluteBattle(orders, 0)).toEqual(orders);
  });

  it("of the enhance orders of seat 1 turns a clone's direction back, and leaves the rest", () => {
    const orders: EnhanceOrder[] = [
      { type: 'clone', demon: 1, dir: 'SE', name: 'c' },
      { type: 'raise', demon: 1, stat: 'range', amount: 2 },
      { type: 'rename', demon: 1, name: 'n' },
    ];
    expect(absoluteEnhance(orders, 1)).toEqual([
      { type: 'clone', demon: 1, dir: 'SW', name: 'c' },
      orders[1],
      orders[2],
    ]);
    expect(absoluteEnhance(orders, 0)).toEqual(orders);
  });

  it('of orders twice is the identity', () => {
    fc.assert(
      fc.property(fc.array(battleOrderArb(9)), fc.array(enhanceOrderArb(9)), (b, e) => {
        expect(absoluteBattle(absoluteBattle(b, 1), 1)).toEqual(b);
        expect(absoluteEnhance(absoluteEnhance(e, 1), 1)).toEqual(e);
      }),
    );
  });

  it('lets seat 1 play as the left player: a step it orders in its view lands where its view says', () => {
    fc.assert(
      fc.property(fc.nat(16), fc.nat(8), dirArb, (x, y, dir) => {
        const s = stateWith([demon(1, 1, x, y), demon(2, 0, x === 0 && y === 0 ? 16 : 0, x === 0 && y === 0 ? 8 : 0)], {
          seat: 1,
        });
        const seen = viewFor(s, 1).mine[0];
        if (seen === undefined) throw new Error('no demon');
        const wanted = step(seen, dir);
        const r = unwrap(
          stepMatch(
            s,
            { type: 'battle', seat: 1, orders: absoluteBattle([{ demon: 1, action: 'move', dir }], 1) },
            createRng(1),
          ),
        );
        const after = viewFor(r.state, 1).mine[0];
        const onBoard =
          wanted.x >= 0 &&
          wanted.x < 17 &&
          wanted.y >= 0 &&
          wanted.y < 9 &&
          !(get(s, 2).x === 16 - wanted.x && get(s, 2).y === wanted.y);
        expect(after && { x: after.x, y: after.y }).toEqual(onBoard ? wanted : { x: seen.x, y: seen.y });
      }),
    );
  });

  it('of a clone direction lets seat 1 clone where its view says', () => {
    for (const dir of DIRS) {
      const s = stateWith([demon(1, 1, 12, 4), demon(2, 0, 0, 0)], { phase: 'enhance', seat: 1, points: [0, 6] });
      const r = unwrap(
        stepMatch(
          s,
          { type: 'enhance', seat: 1, orders: absoluteEnhance([{ type: 'clone', demon: 1, dir }], 1) },
          createRng(1),
        ),
      );
      const v = viewFor(r.state, 1);
      const origin = v.mine.find((d) => d.id === 1);
      const clone = v.mine.find((d) => d.id === 3);
      expect(origin && clone && { x: clone.x, y: clone.y }).toEqual(origin && step(origin, dir));
    }
  });
});

describe('fresh views', () => {
  it("let seat 1 enhance knowing seat 0's enhancements, and battle knowing seat 0's battle", () => {
    let s = stateWith([demon(1, 0, 5, 4, { attack: 2 }), demon(2, 1, 7, 4, { life: 5 })], {
      phase: 'enhance',
      points: [6, 6],
    });
    s = unwrap(
      stepMatch(s, { type: 'enhance', seat: 0, orders: [{ type: 'clone', demon: 1, dir: 'E' }] }, createRng(1)),
    ).state;
    expect(viewFor(s, 1).foes.map((d) => d.id)).toEqual([1, 3]);
    s = unwrap(stepMatch(s, { type: 'enhance', seat: 1, orders: [] }, createRng(1))).state;
    s = unwrap(
      stepMatch(s, { type: 'battle', seat: 0, orders: [{ demon: 3, action: 'attack', dir: 'E' }] }, createRng(1)),
    ).state;
    expect(viewFor(s, 1).mine[0]?.hp).toBe(5);
  });
});

describe('setup info', () => {
  it("gives the board size, the rules (a copy), the slots as the left player sees them, and the seat's seed", () => {
    const rules = rulesWith();
    const info = setupInfoFor(rules, 1234);
    expect(info).toMatchObject({ apiVersion: API_VERSION, width: 17, height: 9, seed: 1234 });
    expect(info.slots).toEqual([
      { slot: 1, x: 4, y: 2 },
      { slot: 2, x: 4, y: 4 },
      { slot: 3, x: 4, y: 6 },
      { slot: 4, x: 1, y: 6 },
      { slot: 5, x: 1, y: 4 },
      { slot: 6, x: 1, y: 2 },
    ]);
    expect(info.rules).toEqual(rules);
    (info.rules.startCells[0] as [number, number])[0] = 99;
    expect(rules.startCells[0]).toEqual([4, 2]);
  });
});
