import { describe, expect, it } from 'vitest';
import type { BattleOrder } from '../../../src/summoner/api.js';
import { maxHp, statTotal, type Demon } from '../../../src/summoner/rules/model.js';
import { battle, demon, enhance, eventsOf, find, get, rulesWith, stateWith } from '../helpers.js';

/** A far-away demon of the other seat, so that neither side is empty. */
const far = (id: number, owner: 0 | 1 = 1): Demon => demon(id, owner, owner === 1 ? 16 : 0, 8);

describe('attack', () => {
  it('strikes the demon in the adjacent cell for attack + 1, reduced by its defence', () => {
    const s = stateWith([
      demon(1, 0, 5, 4, { attack: 2 }),
      demon(2, 1, 6, 4, { life: 5 }),
      demon(3, 1, 5, 5, { life: 5, defense: 3 }),
    ]);
    const r = battle(s, 0, [{ demon: 1, action: 'attack', dir: 'E' }]);
    expect(get(r.state, 2).hp).toBe(7 - 3);
    expect(eventsOf(r.events, 'attack')).toEqual([
      { type: 'attack', demon: 1, at: { x: 6, y: 4 }, target: 2, damage: 3 },
    ]);
    const d = battle(s, 0, [{ demon: 1, action: 'attack', dir: 'S' }]);
    expect(get(d.state, 3).hp).toBe(7 - (3 - 2));
  });

  it('always does at least 1, even against a great defence', () => {
    const s = stateWith([demon(1, 0, 5, 4), demon(2, 1, 5, 3, { life: 5, defense: 20 })]);
    expect(get(battle(s, 0, [{ demon: 1, action: 'attack', dir: 'N' }]).state, 2).hp).toBe(6);
  });

  it('on an empty cell does nothing', () => {
    const s = stateWith([demon(1, 0, 5, 4, { attack: 3 }), far(2)]);
    const r = battle(s, 0, [{ demon: 1, action: 'attack', dir: 'NW' }]);
    expect(r.state.demons).toEqual(s.demons);
    expect(eventsOf(r.events, 'attack')).toEqual([
      { type: 'attack', demon: 1, at: { x: 4, y: 3 }, target: null, damage: 0 },
    ]);
  });

  it('strikes an ally standing in the aimed cell, even with friendly fire off', () => {
    for (const friendlyFire of [true, false]) {
      const s = stateWith([demon(1, 0, 5, 4, { attack: 1 }), demon(2, 0, 6, 4, { life: 3 }), far(3)], {
        rules: rulesWith({ friendlyFire }),
      });
      expect(get(battle(s, 0, [{ demon: 1, action: 'attack', dir: 'E' }]).state, 2).hp).toBe(3);
    }
  });

  it('from two demons on one target is reduced by its defence twice, once per blow', () => {
    const s = stateWith([
      demon(1, 0, 4, 4, { attack: 2 }),
      demon(2, 0, 6, 4, { attack: 2 }),
      demon(3, 1, 5, 4, { life: 8, defense: 2 }),
    ]);
    const r = battle(s, 0, [
      { demon: 1, action: 'attack', dir: 'E' },
      { demon: 2, action: 'attack', dir: 'W' },
    ]);
    expect(get(r.state, 3).hp).toBe(10 - 2 - 2);
  });

  it("that brings HP to 0 kills, and the kill is the acting seat's", () => {
    const s = stateWith([demon(1, 0, 5, 4, { attack: 1 }), demon(2, 1, 6, 4), far(3)]);
    const r = battle(s, 0, [{ demon: 1, action: 'attack', dir: 'E' }]);
    expect(find(r.state, 2)).toBeUndefined();
    expect(r.state.kills).toEqual([1, 0]);
    expect(eventsOf(r.events, 'died')).toEqual([{ type: 'died', demon: 2, owner: 1, cause: 'damage', creditedTo: 0 }]);
  });
});

describe('explode', () => {
  it('kills the exploder and deals ⌊attack / 2⌋ raw to every other demon in the square of radius ⌊1 + √range⌋', () => {
    const s = stateWith([
      demon(1, 0, 5, 4, { attack: 5 }), // range 0: radius 1, 2 raw damage
      demon(2, 1, 6, 5, { life: 5, defense: 10 }), // diagonal neighbour, defence ignored
      demon(3, 1, 4, 3, { life: 5 }),
      demon(4, 1, 7, 4, { life: 5 }), // distance 2: out of reach
    ]);
    const r = battle(s, 0, [{ demon: 1, action: 'explode' }]);
    expect(find(r.state, 1)).toBeUndefined();
    expect(get(r.state, 2).hp).toBe(5);
    expect(get(r.state, 3).hp).toBe(5);
    expect(get(r.state, 4).hp).toBe(7);
    expect(eventsOf(r.events, 'explode')).toEqual([
      {
        type: 'explode',
        demon: 1,
        at: { x: 5, y: 4 },
        radius: 1,
        hits: [
          { demon: 2, damage: 2 },
          { demon: 3, damage: 2 },
        ],
      },
    ]);
    expect(eventsOf(r.events, 'died')).toEqual([
      { type: 'died', demon: 1, owner: 0, cause: 'exploded', creditedTo: null },
    ]);
  });

  it('reaches radius 2 from range 1 to 3, and 3 from range 4 (the perfect square)', () => {
    for (const [range, radius] of [
      [1, 2],
      [3, 2],
      [4, 3],
      [8, 3],
      [9, 4],
    ] as const) {
      const s = stateWith([
        demon(1, 0, 4, 4, { attack: 2, range }),
        demon(2, 1, 4 + radius, 4, { life: 5 }),
        demon(3, 1, 4 + radius + 1, 0, { life: 5 }),
      ]);
      const r = battle(s, 0, [{ demon: 1, action: 'explode' }]);
      expect(get(r.state, 2).hp, `range ${range} reaches ${radius}`).toBe(6);
      expect(get(r.state, 3).hp, `range ${range} stops at ${radius}`).toBe(7);
    }
  });

  it('with an odd attack rounds the damage down, and with attack 1 does nothing to others', () => {
    const s = stateWith([demon(1, 0, 5, 4, { attack: 3 }), demon(2, 1, 6, 4, { life: 5 })]);
    expect(get(battle(s, 0, [{ demon: 1, action: 'explode' }]).state, 2).hp).toBe(6);
    const weak = stateWith([demon(1, 0, 5, 4, { attack: 1 }), demon(2, 1, 6, 4, { life: 5 })]);
    expect(get(battle(weak, 0, [{ demon: 1, action: 'explode' }]).state, 2).hp).toBe(7);
  });

  it('strikes allies with friendly fire on (the default), and only enemies with it off', () => {
    const demons = () => [
      demon(1, 0, 5, 4, { attack: 4 }),
      demon(2, 0, 5, 5, { life: 5 }),
      demon(3, 1, 6, 4, { life: 5 }),
    ];
    const on = battle(stateWith(demons()), 0, [{ demon: 1, action: 'explode' }]);
    expect([get(on.state, 2).hp, get(on.state, 3).hp]).toEqual([5, 5]);
    const off = battle(stateWith(demons(), { rules: rulesWith({ friendlyFire: false }) }), 0, [
      { demon: 1, action: 'explode' },
    ]);
    expect([get(off.state, 2).hp, get(off.state, 3).hp]).toEqual([7, 5]);
    expect(find(off.state, 1)).toBeUndefined();
  });

  describe('needs HP strictly above 40% of the maximum, checked in whole numbers', () => {
    const tryExplode = (life: number, hp: number, rules = rulesWith()) => {
      const s = stateWith([demon(1, 0, 5, 4, { life, hp, attack: 2 }, rules), far(2)], { rules });
      return battle(s, 0, [{ demon: 1, action: 'explode' }]);
    };

    it('is refused at exactly 40% (2 of 5, 4 of 10)', () => {
      for (const [life, hp] of [
        [3, 2],
        [8, 4],
      ] as const) {
        const r = tryExplode(life, hp);
        expect(get(r.state, 1).hp).toBe(hp);
        expect(eventsOf(r.events, 'rejected')).toEqual([
          expect.objectContaining({
            seat: 0,
            phase: 'battle',
            index: 0,
            reason: expect.stringMatching(/more than 40%/),
          }),
        ]);
      }
    });

    it('is refused below 40% (1 of 3)', () => {
      expect(find(tryExplode(1, 1).state, 1)).toBeDefined();
    });

    it('is allowed just above 40% (3 of 5, 5 of 10, 1 of 2)', () => {
      for (const [life, hp] of [
        [3, 3],
        [8, 5],
        [0, 1],
      ] as const)
        expect(find(tryExplode(life, hp).state, 1)).toBeUndefined();
    });

    it('follows the option explodeMinHpPercent', () => {
      expect(find(tryExplode(8, 1, rulesWith({ explodeMinHpPercent: 0 })).state, 1)).toBeUndefined();
      expect(find(tryExplode(8, 10, rulesWith({ explodeMinHpPercent: 100 })).state, 1)).toBeDefined();
      expect(find(tryExplode(8, 8, rulesWith({ explodeMinHpPercent: 80 })).state, 1)).toBeDefined();
      expect(find(tryExplode(8, 9, rulesWith({ explodeMinHpPercent: 80 })).state, 1)).toBeUndefined();
    });
  });

  it('strikes demons where they stand after the moves', () => {
    const s = stateWith([
      demon(1, 0, 5, 4, { attack: 4 }),
      demon(2, 0, 7, 4, { life: 5 }),
      demon(3, 0, 6, 3, { life: 5 }),
      far(4),
    ]);
    const r = battle(s, 0, [
      { demon: 1, action: 'explode' },
      { demon: 2, action: 'move', dir: 'W' },
      { demon: 3, action: 'move', dir: 'N' },
    ]);
    // 2 steps into the blast (6,4); 3 steps out of it to (6,2).
    expect(get(r.state, 2)).toMatchObject({ x: 6, hp: 5 });
    expect(get(r.state, 3)).toMatchObject({ y: 2, hp: 7 });
  });

  it('kills the exploder even when it is healed in the same phase', () => {
    const s = stateWith([
      demon(1, 0, 5, 4, { attack: 2, hp: 2, life: 2 }),
      demon(2, 0, 5, 5, { capacity: 'heal', attack: 4 }),
      far(3),
    ]);
    const r = battle(s, 0, [
      { demon: 1, action: 'explode' },
      { demon: 2, action: 'heal' },
    ]);
    expect(find(r.state, 1)).toBeUndefined();
  });
});

describe('heal', () => {
  it('gives every ally in the square of radius range + 1, not itself, ⌈attack / 2⌉ HP', () => {
    const s = stateWith([
      demon(1, 0, 5, 4, { capacity: 'heal', attack: 3, range: 1, life: 4, hp: 1 }), // heals 2 within 2 cells
      demon(2, 0, 7, 6, { life: 6, hp: 1 }), // distance 2
      demon(3, 0, 8, 4, { life: 6, hp: 1 }), // distance 3
      demon(4, 1, 6, 4, { life: 6, hp: 1 }), // an enemy next to it
    ]);
    const r = battle(s, 0, [{ demon: 1, action: 'heal' }]);
    expect(get(r.state, 2).hp).toBe(3);
    expect(get(r.state, 3).hp).toBe(1);
    expect(get(r.state, 4).hp).toBe(1);
    expect(get(r.state, 1).hp).toBe(1);
    expect(eventsOf(r.events, 'heal')).toEqual([{ type: 'heal', demon: 1, radius: 2, amount: 2, targets: [2] }]);
  });

  it('is capped at the maximum, 2 + Life', () => {
    const s = stateWith([
      demon(1, 0, 5, 4, { capacity: 'heal', attack: 6 }),
      demon(2, 0, 5, 5, { life: 3, hp: 4 }),
      far(3),
    ]);
    expect(get(battle(s, 0, [{ demon: 1, action: 'heal' }]).state, 2).hp).toBe(5);
  });

  it('from two healers adds up, still within the cap', () => {
    const s = stateWith([
      demon(1, 0, 4, 4, { capacity: 'heal', attack: 2 }),
      demon(2, 0, 6, 4, { capacity: 'heal', attack: 2 }),
      demon(3, 0, 5, 4, { life: 8, hp: 1 }),
      far(4),
    ]);
    expect(
      get(
        battle(s, 0, [
          { demon: 1, action: 'heal' },
          { demon: 2, action: 'heal' },
        ]).state,
        3,
      ).hp,
    ).toBe(3);
  });

  it('never reaches enemies, even with friendly fire on', () => {
    const s = stateWith([demon(1, 0, 5, 4, { capacity: 'heal', attack: 4 }), demon(2, 1, 5, 5, { life: 4, hp: 1 })]);
    expect(get(battle(s, 0, [{ demon: 1, action: 'heal' }]).state, 2).hp).toBe(1);
  });

  it('is applied together with damage: a heal can save an ally from a blow in the same phase', () => {
    // The ally has 2 HP and takes 3 from a friendly blow, but gains 2 at the same time: it ends at 1.
    const s = stateWith([
      demon(1, 0, 5, 4, { capacity: 'heal', attack: 3 }),
      demon(2, 0, 6, 4),
      demon(3, 0, 7, 4, { attack: 2 }),
      far(4),
    ]);
    const r = battle(s, 0, [
      { demon: 3, action: 'attack', dir: 'W' },
      { demon: 1, action: 'heal' },
    ]);
    expect(get(r.state, 2).hp).toBe(1);
    expect(eventsOf(r.events, 'died')).toEqual([]);
  });

  it('and damage give HP = min(maximum, HP − damage + healing), not capped before the damage', () => {
    const s = stateWith([
      demon(1, 0, 5, 4, { capacity: 'heal', attack: 6 }),
      demon(2, 0, 6, 4, { life: 2, hp: 4 }),
      demon(3, 0, 7, 4, { attack: 1 }),
      far(4),
    ]);
    // 4 − 2 + 3 = 5, capped at 4.
    expect(
      get(
        battle(s, 0, [
          { demon: 3, action: 'attack', dir: 'W' },
          { demon: 1, action: 'heal' },
        ]).state,
        2,
      ).hp,
    ).toBe(4);
    const t = stateWith([
      demon(1, 0, 5, 4, { capacity: 'heal', attack: 2 }),
      demon(2, 0, 6, 4, { life: 2, hp: 4 }),
      demon(3, 0, 7, 4, { attack: 3 }),
      far(4),
    ]);
    // 4 − 4 + 1 = 1: healing is not wasted against the cap before the blow lands.
    expect(
      get(
        battle(t, 0, [
          { demon: 3, action: 'attack', dir: 'W' },
          { demon: 1, action: 'heal' },
        ]).state,
        2,
      ).hp,
    ).toBe(1);
  });

  it('reaches allies where they stand after the moves', () => {
    const s = stateWith([
      demon(1, 0, 5, 4, { capacity: 'heal', attack: 2 }),
      demon(2, 0, 7, 4, { life: 3, hp: 1 }),
      demon(3, 0, 6, 4, { life: 3, hp: 1 }),
      far(4),
    ]);
    const r = battle(s, 0, [
      { demon: 2, action: 'move', dir: 'W' },
      { demon: 3, action: 'move', dir: 'N' },
      { demon: 1, action: 'heal' },
    ]);
    // 3 moves out to (6,3), still next to the healer; 2 moves into (6,4), now next to it.
    expect([get(r.state, 2).hp, get(r.state, 3).hp]).toEqual([2, 2]);
    // An ally that steps out of reach is not healed.
    const t = stateWith([
      demon(1, 0, 5, 4, { capacity: 'heal', attack: 2 }),
      demon(2, 0, 6, 4, { life: 3, hp: 1 }),
      far(3),
    ]);
    const away = battle(t, 0, [
      { demon: 2, action: 'move', dir: 'E' },
      { demon: 1, action: 'heal' },
    ]);
    expect(get(away.state, 2)).toMatchObject({ x: 7, hp: 1 });
  });
});

describe('cross', () => {
  /** A cross demon with attack 3 and range 1 (reach 2) in the middle, and a ring of enemy targets around it. */
  function crossScene(): Demon[] {
    return [
      demon(1, 0, 8, 4, { capacity: 'cross', attack: 3, range: 1 }),
      demon(2, 1, 8, 3, { life: 5 }), // N, 1
      demon(3, 1, 8, 2, { life: 5 }), // N, 2 (behind 2: rays pass through)
      demon(4, 1, 11, 4, { life: 5 }), // E, 3: out of reach
      demon(5, 1, 6, 4, { life: 5, defense: 2 }), // W, 2, defence 2
      demon(6, 1, 9, 5, { life: 5 }), // SE, 1
      demon(7, 1, 6, 2, { life: 5 }), // NW, 2
      demon(8, 1, 10, 5, { life: 5 }), // a knight's move: on no line
    ];
  }

  it.each(['N', 'E', 'S', 'W', 'SELF'] as const)(
    'aimed %s strikes the four lines within range + 1, each reduced by its defence',
    (dir) => {
      const r = battle(stateWith(crossScene()), 0, [{ demon: 1, action: 'cross', dir }]);
      const hp = (id: number) => get(r.state, id).hp;
      expect([hp(2), hp(3), hp(4), hp(5), hp(6), hp(7), hp(8)]).toEqual([4, 4, 7, 5, 7, 7, 7]);
      expect(eventsOf(r.events, 'cross')[0]).toMatchObject({ pattern: 'lines', reach: 2 });
    },
  );

  it.each(['NE', 'SE', 'SW', 'NW'] as const)('aimed %s strikes the four diagonals within range + 1', (dir) => {
    const r = battle(stateWith(crossScene()), 0, [{ demon: 1, action: 'cross', dir }]);
    const hp = (id: number) => get(r.state, id).hp;
    expect([hp(2), hp(3), hp(4), hp(5), hp(6), hp(7), hp(8)]).toEqual([7, 7, 7, 7, 4, 4, 7]);
    expect(eventsOf(r.events, 'cross')[0]).toMatchObject({ pattern: 'diagonals', reach: 2 });
  });

  it('names every board cell its rays swept, ray by ray outwards, and its hits are the struck demons on them', () => {
    const lines = eventsOf(
      battle(stateWith(crossScene()), 0, [{ demon: 1, action: 'cross', dir: 'N' }]).events,
      'cross',
    );
    // From (8,4), reach 2: N, E, S, W in that order, nearest cell first.
    expect(lines[0]?.cells).toEqual([
      { x: 8, y: 3 },
      { x: 8, y: 2 },
      { x: 9, y: 4 },
      { x: 10, y: 4 },
      { x: 8, y: 5 },
      { x: 8, y: 6 },
      { x: 7, y: 4 },
      { x: 6, y: 4 },
    ]);
    expect(lines[0]?.hits.map((h) => h.demon)).toEqual([2, 3, 5]);
    // At a corner, rays stop at the edge: only cells on the board are named.
    const corner = battle(stateWith([demon(1, 0, 0, 0, { capacity: 'cross', range: 1 }), far(2)]), 0, [
      { demon: 1, action: 'cross', dir: 'SE' },
    ]);
    expect(eventsOf(corner.events, 'cross')[0]?.cells).toEqual([
      { x: 1, y: 1 },
      { x: 2, y: 2 },
    ]);
  });

  it('never strikes the demon itself', () => {
    const r = battle(stateWith(crossScene()), 0, [{ demon: 1, action: 'cross', dir: 'N' }]);
    expect(get(r.state, 1).hp).toBe(2);
  });

  it('strikes allies on its lines with friendly fire on, and spares them with it off', () => {
    const demons = () => [
      demon(1, 0, 8, 4, { capacity: 'cross', attack: 2 }),
      demon(2, 0, 9, 4, { life: 5 }),
      demon(3, 1, 7, 4, { life: 5 }),
    ];
    const on = battle(stateWith(demons()), 0, [{ demon: 1, action: 'cross', dir: 'E' }]);
    expect([get(on.state, 2).hp, get(on.state, 3).hp]).toEqual([5, 5]);
    const off = battle(stateWith(demons(), { rules: rulesWith({ friendlyFire: false }) }), 0, [
      { demon: 1, action: 'cross', dir: 'E' },
    ]);
    expect([get(off.state, 2).hp, get(off.state, 3).hp]).toEqual([7, 5]);
  });

  it('at the edge of the board strikes what is on the board (it is not refused)', () => {
    const s = stateWith([demon(1, 0, 0, 0, { capacity: 'cross', attack: 2 }), demon(2, 1, 1, 0, { life: 5 })]);
    const r = battle(s, 0, [
      { demon: 1, action: 'cross', dir: 'NW' },
      { demon: 1, action: 'cross', dir: 'W' },
    ]);
    expect(eventsOf(r.events, 'rejected').map((e) => e.index)).toEqual([1]); // the second order only
    expect(get(r.state, 2).hp).toBe(7);
    const lines = battle(s, 0, [{ demon: 1, action: 'cross', dir: 'W' }]);
    expect(get(lines.state, 2).hp).toBe(5);
  });
});

describe('eat', () => {
  it('strikes the adjacent demon for attack (not attack + 1), reduced by its defence; no steal if it lives', () => {
    const s = stateWith([
      demon(1, 0, 5, 4, { capacity: 'eat', attack: 3, range: 3 }),
      demon(2, 1, 5, 3, { life: 5, defense: 2 }),
    ]);
    const r = battle(s, 0, [{ demon: 1, action: 'eat', dir: 'N' }]);
    expect(get(r.state, 2).hp).toBe(7 - 2);
    expect(eventsOf(r.events, 'eat')).toEqual([{ type: 'eat', demon: 1, at: { x: 5, y: 3 }, target: 2, damage: 2 }]);
    expect(eventsOf(r.events, 'stole')).toEqual([]);
    expect(statTotal(get(r.state, 1))).toBe(6);
  });

  it('with attack 0 is a blow of 0 and does nothing', () => {
    const s = stateWith([demon(1, 0, 5, 4, { capacity: 'eat' }), demon(2, 1, 5, 3)]);
    expect(get(battle(s, 0, [{ demon: 1, action: 'eat', dir: 'N' }]).state, 2).hp).toBe(2);
  });

  it("that kills steals min(eater's range, victim's stat total) points, each onto one of the eater's stats", () => {
    const s = stateWith([
      demon(1, 0, 5, 4, { capacity: 'eat', attack: 3, range: 3 }),
      demon(2, 1, 5, 3, { attack: 2, defense: 1, range: 4 }),
      far(3),
    ]);
    const r = battle(s, 0, [{ demon: 1, action: 'eat', dir: 'N' }]);
    expect(find(r.state, 2)).toBeUndefined();
    const [stole] = eventsOf(r.events, 'stole');
    expect(stole).toMatchObject({ demon: 1, victim: 2 });
    expect(stole?.gains).toHaveLength(3);
    expect(statTotal(get(r.state, 1))).toBe(6 + 3);
    expect(r.state.kills).toEqual([1, 0]);
  });

  it("steals no more than the victim's stat total", () => {
    const s = stateWith([
      demon(1, 0, 5, 4, { capacity: 'eat', attack: 9, range: 10 }),
      demon(2, 1, 5, 3, { life: 1, attack: 1 }),
      far(3),
    ]);
    const r = battle(s, 0, [{ demon: 1, action: 'eat', dir: 'N' }]);
    expect(eventsOf(r.events, 'stole')[0]?.gains).toHaveLength(2);
    expect(statTotal(get(r.state, 1))).toBe(19 + 2);
  });

  it('steals nothing with range 0', () => {
    const s = stateWith([
      demon(1, 0, 5, 4, { capacity: 'eat', attack: 9 }),
      demon(2, 1, 5, 3, { life: 1, attack: 1 }),
      far(3),
    ]);
    expect(statTotal(get(battle(s, 0, [{ demon: 1, action: 'eat', dir: 'N' }]).state, 1))).toBe(9);
  });

  it('adds a point of HP with each point of Life stolen, and the stat chosen depends only on the seed', () => {
    const s = stateWith([
      demon(1, 0, 5, 4, { capacity: 'eat', attack: 2, range: 6, life: 1, hp: 1 }),
      demon(2, 1, 5, 3, { life: 2, attack: 2, range: 2, hp: 1 }),
      far(3),
    ]);
    const seen = new Set<string>();
    for (let seed = 0; seed < 60; seed++) {
      const r = battle(s, 0, [{ demon: 1, action: 'eat', dir: 'N' }], seed);
      const gains = eventsOf(r.events, 'stole')[0]?.gains ?? [];
      expect(gains).toHaveLength(6);
      const e = get(r.state, 1);
      const lifeGained = gains.filter((g) => g === 'life').length;
      expect(e.life).toBe(1 + lifeGained);
      expect(e.hp).toBe(1 + lifeGained);
      expect(e.attack).toBe(2 + gains.filter((g) => g === 'attack').length);
      expect(e.defense).toBe(gains.filter((g) => g === 'defense').length);
      expect(e.range).toBe(6 + gains.filter((g) => g === 'range').length);
      for (const g of gains) seen.add(g);
      expect(battle(s, 0, [{ demon: 1, action: 'eat', dir: 'N' }], seed).state).toEqual(r.state);
    }
    expect([...seen].sort()).toEqual(['attack', 'defense', 'life', 'range']);
  });

  it('steals when the victim dies this phase from any blows, its own included', () => {
    const s = stateWith([
      demon(1, 0, 5, 4, { capacity: 'eat', attack: 1, range: 2 }),
      demon(2, 0, 6, 3, { attack: 1 }),
      demon(3, 1, 5, 3, { life: 1, attack: 3 }),
      far(4),
    ]);
    const r = battle(s, 0, [
      { demon: 1, action: 'eat', dir: 'N' },
      { demon: 2, action: 'attack', dir: 'W' },
    ]);
    expect(find(r.state, 3)).toBeUndefined();
    expect(eventsOf(r.events, 'stole')).toHaveLength(1);
  });

  it('lets only the first eater (in order) of a victim steal', () => {
    const s = stateWith([
      demon(1, 0, 4, 4, { capacity: 'eat', attack: 1, range: 2 }),
      demon(2, 0, 6, 4, { capacity: 'eat', attack: 1, range: 2 }),
      demon(3, 1, 5, 4, { attack: 4 }),
      far(4),
    ]);
    const r = battle(s, 0, [
      { demon: 2, action: 'eat', dir: 'W' },
      { demon: 1, action: 'eat', dir: 'E' },
    ]);
    expect(eventsOf(r.events, 'stole').map((e) => e.demon)).toEqual([2]);
    expect(statTotal(get(r.state, 2))).toBe(5);
    expect(statTotal(get(r.state, 1))).toBe(3);
  });

  it('does not let an eater that died this phase steal', () => {
    // The eater has 1 HP and stands next to an exploding ally (friendly fire).
    const s = stateWith([
      demon(1, 0, 5, 4, { capacity: 'eat', attack: 1, range: 2, life: 1, hp: 1 }),
      demon(2, 0, 4, 4, { attack: 2 }),
      demon(3, 1, 5, 3, { attack: 2 }),
      far(4),
    ]);
    const r = battle(s, 0, [
      { demon: 1, action: 'eat', dir: 'N' },
      { demon: 2, action: 'explode' },
    ]);
    expect(find(r.state, 1)).toBeUndefined();
    expect(find(r.state, 3)).toBeUndefined();
    expect(eventsOf(r.events, 'stole')).toEqual([]);
  });

  it('strikes an ally in the aimed cell, and steals from it if it dies (no kill credited)', () => {
    const s = stateWith([
      demon(1, 0, 5, 4, { capacity: 'eat', attack: 2, range: 1 }),
      demon(2, 0, 5, 3, { attack: 1 }),
      far(3),
    ]);
    const r = battle(s, 0, [{ demon: 1, action: 'eat', dir: 'N' }]);
    expect(find(r.state, 2)).toBeUndefined();
    expect(eventsOf(r.events, 'stole')).toHaveLength(1);
    expect(r.state.kills).toEqual([0, 0]);
  });

  it('on an empty cell does nothing', () => {
    const s = stateWith([demon(1, 0, 5, 4, { capacity: 'eat', attack: 2, range: 1 }), far(2)]);
    const r = battle(s, 0, [{ demon: 1, action: 'eat', dir: 'N' }]);
    expect(r.state.demons).toEqual(s.demons);
  });
});

describe('merge', () => {
  it('absorbs the adjacent ally: stats add, HP is the sum capped at the new maximum, the merger stays and keeps Merge', () => {
    const s = stateWith([
      demon(1, 0, 5, 4, { life: 1, attack: 2, hp: 1 }),
      demon(2, 0, 6, 4, { life: 2, defense: 3, range: 1, capacity: 'heal' }),
      far(3),
    ]);
    const r = battle(s, 0, [{ demon: 1, action: 'merge', dir: 'E' }]);
    expect(find(r.state, 2)).toBeUndefined();
    expect(get(r.state, 1)).toMatchObject({
      x: 5,
      y: 4,
      life: 3,
      attack: 2,
      defense: 3,
      range: 1,
      hp: 5,
      capacity: 'merge',
      merged: true,
    });
    expect(eventsOf(r.events, 'merged')).toEqual([{ type: 'merged', demon: 1, absorbed: 2, capacity: 'merge' }]);
  });

  it('caps the summed HP at the new maximum', () => {
    const s = stateWith([demon(1, 0, 5, 4), demon(2, 0, 6, 4), far(3)]);
    const m = get(battle(s, 0, [{ demon: 1, action: 'merge', dir: 'E' }]).state, 1);
    expect(m.hp).toBe(2);
    expect(maxHp(m, s.rules)).toBe(2);
  });

  it('takes the absorbed demon\'s capacity with keep "other"', () => {
    const s = stateWith([demon(1, 0, 5, 4), demon(2, 0, 6, 4, { capacity: 'cross' }), far(3)]);
    const r = battle(s, 0, [{ demon: 1, action: 'merge', dir: 'E', keep: 'other' }]);
    expect(get(r.state, 1)).toMatchObject({ capacity: 'cross', merged: true });
  });

  it('makes a demon that can never be cloned again', () => {
    const s = stateWith([demon(1, 0, 5, 4), demon(2, 0, 6, 4), far(3)]);
    const merged = battle(s, 0, [{ demon: 1, action: 'merge', dir: 'E' }]).state;
    const r = enhance({ ...merged, phase: 'enhance', points: [50, 0] }, 0, [{ type: 'clone', demon: 1, dir: 'N' }]);
    expect(eventsOf(r.events, 'rejected')).toHaveLength(1);
    expect(r.state.demons).toHaveLength(2);
  });

  it('is not a kill and is no death', () => {
    const s = stateWith([demon(1, 0, 5, 4), demon(2, 0, 6, 4), far(3)]);
    const r = battle(s, 0, [{ demon: 1, action: 'merge', dir: 'E' }]);
    expect(r.state.kills).toEqual([0, 0]);
    expect(eventsOf(r.events, 'died')).toEqual([]);
  });

  it('happens after the damage: HP summed is what each has left', () => {
    const s = stateWith([
      demon(1, 0, 5, 4, { life: 4 }),
      demon(2, 0, 6, 4, { life: 4 }),
      demon(3, 0, 7, 4, { attack: 2 }),
      far(4),
    ]);
    const r = battle(s, 0, [
      { demon: 1, action: 'merge', dir: 'E' },
      { demon: 3, action: 'attack', dir: 'W' },
    ]);
    expect(get(r.state, 1)).toMatchObject({ life: 8, hp: 6 + 3 });
  });

  it("lets the absorbed demon's own order this phase happen", () => {
    const s = stateWith([demon(1, 0, 5, 4), demon(2, 0, 6, 4, { attack: 2 }), demon(3, 1, 7, 4, { life: 5 })]);
    const r = battle(s, 0, [
      { demon: 1, action: 'merge', dir: 'E' },
      { demon: 2, action: 'attack', dir: 'E' },
    ]);
    expect(get(r.state, 3).hp).toBe(4);
    expect(find(r.state, 2)).toBeUndefined();
  });

  it('absorbs the ally standing in the aimed cell after the moves', () => {
    const s = stateWith([demon(1, 0, 5, 4), demon(2, 0, 6, 5, { life: 3 }), far(3)]);
    const r = battle(s, 0, [
      { demon: 1, action: 'merge', dir: 'E' },
      { demon: 2, action: 'move', dir: 'N' },
    ]);
    expect(get(r.state, 1)).toMatchObject({ life: 3, merged: true });
  });

  it('happens in order: a merger can itself be absorbed by a later merge, with all it took', () => {
    const s = stateWith([
      demon(1, 0, 5, 4, { attack: 1 }),
      demon(2, 0, 6, 4, { attack: 1 }),
      demon(3, 0, 4, 4, { attack: 1 }),
      far(4),
    ]);
    const r = battle(s, 0, [
      { demon: 1, action: 'merge', dir: 'E' },
      { demon: 3, action: 'merge', dir: 'E' },
    ]);
    expect(r.state.demons.map((d) => d.id)).toEqual([3, 4]);
    expect(get(r.state, 3)).toMatchObject({ attack: 3, x: 4 });
  });

  describe('fizzles, with the reason, when', () => {
    const fizzled = (orders: BattleOrder[], demons: Demon[]) => {
      const r = battle(stateWith(demons), 0, orders);
      return { r, reasons: eventsOf(r.events, 'fizzled').map((e) => [e.demon, e.reason]) };
    };

    it('the aimed cell is empty', () => {
      const { r, reasons } = fizzled([{ demon: 1, action: 'merge', dir: 'E' }], [demon(1, 0, 5, 4), far(2)]);
      expect(reasons).toEqual([[1, 'there is no demon there']]);
      expect(get(r.state, 1).merged).toBe(false);
    });

    it('the aimed cell holds an enemy', () => {
      const { r, reasons } = fizzled([{ demon: 1, action: 'merge', dir: 'E' }], [demon(1, 0, 5, 4), demon(2, 1, 6, 4)]);
      expect(reasons).toEqual([[1, 'that demon is not an ally']]);
      expect(r.state.demons).toHaveLength(2);
    });

    it('the ally died this phase', () => {
      const { r, reasons } = fizzled(
        [
          { demon: 1, action: 'merge', dir: 'E' },
          { demon: 3, action: 'attack', dir: 'W' },
        ],
        [demon(1, 0, 5, 4), demon(2, 0, 6, 4), demon(3, 0, 7, 4, { attack: 3 }), far(4)],
      );
      expect(reasons).toEqual([[1, 'that demon is gone']]);
      expect(get(r.state, 1)).toMatchObject({ merged: false, life: 0 });
    });

    it('the ally was absorbed by an earlier merge', () => {
      const { r, reasons } = fizzled(
        [
          { demon: 1, action: 'merge', dir: 'E' },
          { demon: 3, action: 'merge', dir: 'W' },
        ],
        [demon(1, 0, 5, 4), demon(2, 0, 6, 4, { attack: 4 }), demon(3, 0, 7, 4), far(4)],
      );
      expect(reasons).toEqual([[3, 'that demon is gone']]);
      expect(get(r.state, 1).attack).toBe(4);
      expect(get(r.state, 3).attack).toBe(0);
    });

    it('the merger itself died or was absorbed', () => {
      const dead = fizzled(
        [
          { demon: 1, action: 'merge', dir: 'E' },
          { demon: 3, action: 'attack', dir: 'N' },
        ],
        [demon(1, 0, 5, 4), demon(2, 0, 6, 4), demon(3, 0, 5, 5, { attack: 3 }), far(4)],
      );
      expect(dead.reasons).toEqual([[1, 'it is gone']]);
      expect(find(dead.r.state, 2)).toBeDefined();
      const absorbed = fizzled(
        [
          { demon: 2, action: 'merge', dir: 'W' },
          { demon: 1, action: 'merge', dir: 'E' },
        ],
        [demon(1, 0, 5, 4), demon(2, 0, 6, 4), far(3)],
      );
      expect(absorbed.reasons).toEqual([[1, 'it is gone']]);
      expect(absorbed.r.state.demons.map((d) => d.id)).toEqual([2, 3]);
    });
  });
});

describe('a battle phase as a whole', () => {
  it('aims actions at the board after the moves: a blow lands on whoever stepped into the cell', () => {
    const s = stateWith([demon(1, 0, 5, 4, { attack: 1 }), demon(2, 0, 6, 5, { life: 3 }), far(3)]);
    const r = battle(s, 0, [
      { demon: 1, action: 'attack', dir: 'E' },
      { demon: 2, action: 'move', dir: 'N' },
    ]);
    expect(get(r.state, 2)).toMatchObject({ x: 6, y: 4, hp: 3 });
  });

  it('aims actions at the board after the moves: a blow at a cell just left strikes nothing', () => {
    const s = stateWith([demon(1, 0, 5, 4, { attack: 1 }), demon(2, 0, 6, 4, { life: 3 }), far(3)]);
    const r = battle(s, 0, [
      { demon: 1, action: 'attack', dir: 'E' },
      { demon: 2, action: 'move', dir: 'E' },
    ]);
    expect(get(r.state, 2)).toMatchObject({ x: 7, y: 4, hp: 5 });
  });

  it('lets a demon that dies still act: its order was given at the same time', () => {
    const s = stateWith([
      demon(1, 0, 5, 4, { attack: 2 }),
      demon(2, 0, 6, 4, { attack: 2 }),
      demon(3, 1, 4, 4, { life: 5 }),
      demon(4, 1, 7, 4, { life: 5 }),
    ]);
    const r = battle(s, 0, [
      { demon: 1, action: 'attack', dir: 'E' },
      { demon: 2, action: 'attack', dir: 'W' },
    ]);
    // 1 and 2 strike each other: both die, both blows land.
    expect(r.state.demons.map((d) => d.id)).toEqual([3, 4]);
    const t = battle(s, 0, [
      { demon: 1, action: 'attack', dir: 'E' },
      { demon: 2, action: 'attack', dir: 'E' },
    ]);
    expect(find(t.state, 2)).toBeUndefined();
    expect(get(t.state, 4).hp).toBe(4);
  });

  it('leaves a demon without an order where it is, doing nothing', () => {
    const s = stateWith([demon(1, 0, 5, 4, { attack: 3 }), demon(2, 1, 6, 4)]);
    const r = battle(s, 0, []);
    expect(r.state.demons).toEqual(s.demons);
    expect(r.events).toEqual([]);
  });

  it('never touches the state it was given', () => {
    const s = stateWith([demon(1, 0, 5, 4, { attack: 3, capacity: 'eat', range: 3 }), demon(2, 1, 6, 4)]);
    const copy = structuredClone(s);
    battle(s, 0, [{ demon: 1, action: 'eat', dir: 'E' }]);
    expect(s).toEqual(copy);
  });
});

describe('kills', () => {
  it('count for the acting seat, each enemy that died (seat 1 too)', () => {
    const s = stateWith([demon(1, 0, 5, 4), demon(2, 0, 7, 4), demon(3, 1, 6, 4, { attack: 4, life: 3 })], {
      seat: 1,
      kills: [2, 5],
    });
    const r = battle(s, 1, [{ demon: 3, action: 'explode' }]);
    expect(r.state.kills).toEqual([2, 7]);
    expect(eventsOf(r.events, 'died').map((e) => [e.demon, e.creditedTo])).toEqual([
      [1, 1],
      [2, 1],
      [3, null],
    ]);
  });

  it("do not count the acting seat's own exploder or its own demons struck by friendly fire", () => {
    const s = stateWith([
      demon(1, 0, 5, 4, { attack: 4 }),
      demon(2, 0, 6, 4),
      demon(3, 1, 4, 4),
      demon(4, 0, 0, 0, { capacity: 'cross', attack: 4 }),
      demon(5, 0, 0, 1),
    ]);
    const r = battle(s, 0, [
      { demon: 1, action: 'explode' },
      { demon: 4, action: 'cross', dir: 'S' },
    ]);
    expect(r.state.kills).toEqual([1, 0]);
    expect(eventsOf(r.events, 'died').map((e) => [e.demon, e.creditedTo])).toEqual([
      [1, null],
      [2, null],
      [3, 0],
      [5, null],
    ]);
  });
});

describe('orders refused before anything moves (the rest still run)', () => {
  const base = () =>
    stateWith([
      demon(1, 0, 0, 0, { attack: 1, capacity: 'merge' }),
      demon(2, 0, 5, 4, { attack: 1, capacity: 'heal' }),
      demon(3, 1, 6, 4, { life: 5 }),
      demon(4, 0, 16, 8, { capacity: 'eat', attack: 1 }),
    ]);
  const rejected = (orders: BattleOrder[]) => {
    const r = battle(base(), 0, [...orders, { demon: 2, action: 'attack', dir: 'E' }]);
    // The last order always runs: enemy 3 takes 2.
    expect(get(r.state, 3).hp).toBe(5);
    return eventsOf(r.events, 'rejected').map((e) => [e.index, e.reason]);
  };

  it('an order for a demon that is not yours, or does not exist', () => {
    expect(
      rejected([
        { demon: 3, action: 'move', dir: 'E' },
        { demon: 99, action: 'explode' },
      ]),
    ).toEqual([
      [0, 'you have no demon 3'],
      [1, 'you have no demon 99'],
    ]);
  });

  it('a second order for one demon (the first one runs)', () => {
    const r = battle(base(), 0, [
      { demon: 2, action: 'attack', dir: 'E' },
      { demon: 2, action: 'move', dir: 'W' },
    ]);
    expect(eventsOf(r.events, 'rejected').map((e) => [e.index, e.reason])).toEqual([
      [1, 'demon 2 already has an order this phase'],
    ]);
    expect(get(r.state, 2).x).toBe(5);
    expect(get(r.state, 3).hp).toBe(5);
  });

  it('a second order for one demon even when the first was refused', () => {
    const r = battle(base(), 0, [
      { demon: 1, action: 'move', dir: 'N' },
      { demon: 1, action: 'move', dir: 'E' },
    ]);
    expect(eventsOf(r.events, 'rejected').map((e) => e.index)).toEqual([0, 1]);
    expect(get(r.state, 1).x).toBe(0);
  });

  it('a capacity action the demon does not have', () => {
    // One order per call: a second order for the same demon would be refused as a second order.
    expect(rejected([{ demon: 1, action: 'heal' }])).toEqual([[0, 'demon 1 cannot heal: its capacity is merge']]);
    expect(rejected([{ demon: 1, action: 'cross', dir: 'SELF' }])).toEqual([
      [0, 'demon 1 cannot cross: its capacity is merge'],
    ]);
    expect(rejected([{ demon: 1, action: 'eat', dir: 'E' }])).toEqual([
      [0, 'demon 1 cannot eat: its capacity is merge'],
    ]);
    const r = battle(base(), 0, [{ demon: 2, action: 'merge', dir: 'E' }]);
    expect(eventsOf(r.events, 'rejected').map((e) => e.reason)).toEqual(['demon 2 cannot merge: its capacity is heal']);
  });

  it('a move, attack, eat or merge aimed off the board', () => {
    const orders: BattleOrder[] = [
      { demon: 1, action: 'move', dir: 'N' },
      { demon: 4, action: 'attack', dir: 'SE' },
      { demon: 4, action: 'eat', dir: 'E' },
      { demon: 1, action: 'merge', dir: 'W' },
    ];
    // One order per call, so each is refused for being off the board, not for being a second order.
    for (const o of orders)
      expect(rejected([o])).toEqual([[0, expect.stringMatching(/^the cell (N|SE|E|W) of demon \d is off the board$/)]]);
  });

  it('an explosion at 40% HP or less', () => {
    const s = stateWith([demon(1, 0, 5, 4, { life: 3, hp: 2, attack: 8 }), demon(2, 1, 6, 4)]);
    const r = battle(s, 0, [{ demon: 1, action: 'explode' }]);
    expect(r.state.demons).toEqual(s.demons);
  });

  it("checks the explosion threshold at the start of the phase, so the same phase's blows do not cancel it", () => {
    const s = stateWith([
      demon(1, 0, 5, 4, { life: 3, attack: 8 }),
      demon(2, 0, 6, 4, { attack: 4 }),
      demon(3, 1, 4, 4, { life: 5 }),
    ]);
    const r = battle(s, 0, [
      { demon: 2, action: 'attack', dir: 'W' },
      { demon: 1, action: 'explode' },
    ]);
    expect(eventsOf(r.events, 'explode')).toHaveLength(1);
    expect(get(r.state, 3).hp).toBe(7 - 4);
  });

  it('each rejection names the seat, the phase and the index of the order', () => {
    const s = stateWith([demon(1, 0, 5, 4), demon(2, 1, 6, 4)], { seat: 1 });
    const r = battle(s, 1, [
      { demon: 2, action: 'move', dir: 'E' },
      { demon: 1, action: 'move', dir: 'N' },
    ]);
    expect(eventsOf(r.events, 'rejected')).toEqual([
      { type: 'rejected', seat: 1, phase: 'battle', index: 1, reason: 'you have no demon 1' },
    ]);
    expect(get(r.state, 2).x).toBe(7);
  });
});
