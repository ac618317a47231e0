import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { DemonSpec, SetupOrder } from '../../../src/summoner/api.js';
import { DEFAULT_RULES } from '../../../src/summoner/rules/rules.js';
import { setupCost, startCell, summon, summonBoth } from '../../../src/summoner/rules/setup.js';
import { legalSetupArb } from '../arbitraries.js';
import { problemOf, rulesWith, unwrap } from '../helpers.js';

const R = rulesWith();
const order = (...demons: DemonSpec[]): SetupOrder => ({ demons });
const eat = (over: Partial<DemonSpec> = {}): DemonSpec => ({ capacity: 'eat', ...over });

describe('starting cells', () => {
  it("for the left seat are the table's: (4,2) (4,4) (4,6) (1,6) (1,4) (1,2)", () => {
    expect([1, 2, 3, 4, 5, 6].map((s) => startCell(R, 0, s))).toEqual([
      { x: 4, y: 2 },
      { x: 4, y: 4 },
      { x: 4, y: 6 },
      { x: 1, y: 6 },
      { x: 1, y: 4 },
      { x: 1, y: 2 },
    ]);
  });

  it('for the right seat are their mirror images: slot 1 at (12,2), slot 6 at (15,2)', () => {
    expect(startCell(R, 1, 1)).toEqual({ x: 12, y: 2 });
    expect(startCell(R, 1, 6)).toEqual({ x: 15, y: 2 });
    for (let s = 1; s <= 6; s++) {
      const l = startCell(R, 0, s);
      expect(startCell(R, 1, s)).toEqual({ x: 16 - l.x, y: l.y });
    }
  });
});

describe('the setup budget', () => {
  it('is 2 per demon plus 1 per stat point; stats not given are 0', () => {
    expect(setupCost(R, [eat()])).toBe(2);
    expect(setupCost(R, [eat({ life: 1, attack: 2, defense: 3, range: 4 }), eat()])).toBe(2 + 10 + 2);
  });

  it('accepts exactly 12 points', () => {
    expect(unwrap(summon(R, 0, order(eat({ attack: 10 })), 1))).toHaveLength(1);
    expect(unwrap(summon(R, 0, order(...Array.from({ length: 6 }, () => eat())), 1))).toHaveLength(6);
  });

  it('refuses 13 points, saying so', () => {
    expect(problemOf(summon(R, 0, order(eat({ attack: 11 })), 1))).toMatch(/13 points; the budget is 12/);
    expect(problemOf(summon(R, 0, order(...Array.from({ length: 5 }, () => eat()), eat({ life: 1 })), 1))).toMatch(
      /budget/,
    );
  });

  it('follows the options setupPoints and summonCost', () => {
    const r = rulesWith({ setupPoints: 20, summonCost: 5 });
    expect(unwrap(summon(r, 0, order(eat(), eat(), eat({ range: 5 })), 1))).toHaveLength(3);
    expect(summon(r, 0, order(eat(), eat(), eat({ range: 6 })), 1).ok).toBe(false);
  });
});

describe('the number of demons', () => {
  it('is at most 6', () => {
    const seven = order(...Array.from({ length: 7 }, () => eat()));
    expect(problemOf(summon(rulesWith({ setupPoints: 100 }), 0, seven, 1))).toMatch(/7 demons; at most 6/);
  });

  it('is at least 1, and a setup with none says so plainly', () => {
    expect(problemOf(summon(R, 0, order(), 1))).toMatch(/no demon.*at least 1/);
  });
});

describe('the demons summoned', () => {
  it('have the stats given, 0 for the rest, HP = 2 + Life at its maximum, the capacity and name given', () => {
    const [d] = unwrap(summon(R, 0, order({ capacity: 'heal', life: 3, attack: 1, name: 'Medic' }), 1));
    expect(d).toEqual({
      id: 1,
      owner: 0,
      name: 'Medic',
      x: 4,
      y: 2,
      life: 3,
      attack: 1,
      defense: 0,
      range: 0,
      hp: 5,
      capacity: 'heal',
      merged: false,
    });
  });

  it('have no name unless given one', () => {
    expect(unwrap(summon(R, 0, order(eat()), 1))[0]?.name).toBe('');
  });

  it('take the lowest free slots in order when they do not ask for one', () => {
    const ds = unwrap(summon(R, 0, order(eat(), eat(), eat()), 1));
    expect(ds.map((d) => [d.x, d.y])).toEqual([
      [4, 2],
      [4, 4],
      [4, 6],
    ]);
  });

  it('take the slot they ask for, and the others fill the lowest slots left', () => {
    const ds = unwrap(summon(R, 0, order(eat(), eat({ slot: 1 }), eat(), eat({ slot: 3 })), 1));
    // Slots: 2, 1, 4, 3.
    expect(ds.map((d) => [d.x, d.y])).toEqual([
      [4, 4],
      [4, 2],
      [1, 6],
      [4, 6],
    ]);
  });

  it('stand on the mirrored cells for seat 1', () => {
    const ds = unwrap(summon(R, 1, order(eat(), eat({ slot: 6 })), 7));
    expect(ds.map((d) => [d.x, d.y])).toEqual([
      [12, 2],
      [15, 2],
    ]);
    expect(ds.every((d) => d.owner === 1)).toBe(true);
  });

  it('get consecutive ids from the first id given', () => {
    expect(unwrap(summon(R, 1, order(eat(), eat(), eat()), 4)).map((d) => d.id)).toEqual([4, 5, 6]);
  });
});

describe('slots', () => {
  it('are 1 to 6: slot 7 is refused', () => {
    expect(problemOf(summon(R, 0, order(eat({ slot: 7 })), 1))).toMatch(/slot 7.*1 to 6/);
  });

  it('may not be asked twice', () => {
    expect(problemOf(summon(R, 0, order(eat({ slot: 2 }), eat({ slot: 2 })), 1))).toMatch(/two demons ask for slot 2/);
  });

  it('slot 0 is out of range and refused, not a crash', () => {
    const r = (() => {
      try {
        return summon(R, 0, order(eat({ slot: 0 })), 1);
      } catch (e) {
        return { thrown: String(e) };
      }
    })();
    expect(r).toMatchObject({ ok: false });
  });
});

describe('both setups', () => {
  it('give seat 0 the first ids, then seat 1', () => {
    const r = summonBoth(R, [{ order: order(eat(), eat()) }, { order: order(eat(), eat(), eat()) }]);
    expect(r.failures).toEqual([null, null]);
    expect(r.demons.map((d) => [d.id, d.owner])).toEqual([
      [1, 0],
      [2, 0],
      [3, 1],
      [4, 1],
      [5, 1],
    ]);
    expect(r.events.map((e) => e.type)).toEqual(['summoned', 'summoned', 'summoned', 'summoned', 'summoned']);
  });

  it("report each seat's failure: a fault as given, a refused setup with its reason", () => {
    const r = summonBoth(R, [{ fault: 'setup failed: threw' }, { order: order() }]);
    expect(r.failures[0]).toBe('setup failed: threw');
    expect(r.failures[1]).toMatch(/^setup refused: .*at least 1/);
  });

  it('place every legal setup on distinct cells of the board, at full HP, ids 1..n', () => {
    fc.assert(
      fc.property(legalSetupArb, legalSetupArb, (a, b) => {
        const r = summonBoth(DEFAULT_RULES, [{ order: a }, { order: b }]);
        expect(r.failures).toEqual([null, null]);
        expect(r.demons.map((d) => d.id)).toEqual(
          Array.from({ length: a.demons.length + b.demons.length }, (_, i) => i + 1),
        );
        expect(new Set(r.demons.map((d) => `${d.x},${d.y}`)).size).toBe(r.demons.length);
        for (const d of r.demons) {
          expect(d.hp).toBe(2 + d.life);
          expect(d.x < 8).toBe(d.owner === 0);
        }
      }),
    );
  });
});
