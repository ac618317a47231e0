import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createRng } from '../../src/core/rng.js';
import { parseSkirmish, type Skirmish } from '../../src/skirmish/model.js';
import { skirmishOdds, skirmishOddsRuns } from '../../src/skirmish/odds.js';
import { wilson } from '../../src/core/stats/wilson.js';
import { fightSkirmish, playSlot, skirmishRoster, startSkirmish, skirmishWinner } from '../../src/skirmish/rules.js';
import { roundSlots } from '../../src/core/timeline/timeline.js';

function make(doc: unknown): Skirmish {
  const r = parseSkirmish(doc);
  if (!r.ok) throw new Error(r.problem.message);
  return r.value;
}

const duel = (
  over: { aHit?: number; bHit?: number; aLuck?: boolean; aRate?: number; bRate?: number; def?: number } = {},
) =>
  make({
    sides: [
      {
        team: 'A',
        player: true,
        luck: over.aLuck ?? true,
        combatants: [
          { name: 'a1', rate: over.aRate ?? 2, hp: 20, damage: 10, defence: over.def ?? 10, hit: over.aHit ?? 100 },
        ],
      },
      {
        team: 'B',
        luck: false,
        combatants: [
          { name: 'b1', rate: over.bRate ?? 2, hp: 20, damage: 10, defence: over.def ?? 10, hit: over.bHit ?? 100 },
          { name: 'b2', rate: 1, hp: 5, damage: 1, defence: 0, hit: 0 },
        ],
      },
    ],
  });

describe('playSlot', () => {
  it('the non-player side acts first at a tie and attacks the first standing enemy through armour', () => {
    const sk = duel();
    const slots = roundSlots(skirmishRoster(sk));
    expect(slots.map((s) => s.id)).toEqual(['1:0', '0:0', '1:1', '1:0', '0:0']);
    const r = playSlot(sk, slots, startSkirmish(sk), createRng(1));
    expect(r.events[0]).toMatchObject({
      actor: { side: 1, index: 0 },
      target: { side: 0, index: 0 },
      hit: true,
      damageMicros: 5_000_000,
      targetHpMicros: 15_000_000,
    });
    expect(r.state.position).toEqual({ round: 0, slot: 1 });
  });
  it('a fallen fighter’s slot passes without an event, and damage never goes below 0 HP', () => {
    const sk = duel();
    const slots = roundSlots(skirmishRoster(sk));
    const state = { ...startSkirmish(sk), hp: [[3_000_000], [0, 5_000_000]] as [number[], number[]] };
    const skipped = playSlot(sk, slots, state, createRng(1));
    expect(skipped.events).toEqual([]);
    const hit = playSlot(sk, slots, skipped.state, createRng(1));
    expect(hit.events[0]).toMatchObject({ target: { side: 1, index: 1 }, damageMicros: 5_000_000, targetHpMicros: 0 });
    expect(skirmishWinner(hit.state)).toBe(0);
  });
  it('uses the side’s luck meter only when it is on', () => {
    const on = fightSkirmish(duel({ aHit: 55, bHit: 55 }), createRng(3));
    for (const e of on.events) {
      if (e.actor.side === 0) expect(e.luckBefore).toBeDefined();
      else expect(e.luckBefore).toBeUndefined();
    }
    const off = fightSkirmish(duel({ aHit: 55, bHit: 55, aLuck: false }), createRng(3));
    expect(off.events.every((e) => e.luckBefore === undefined)).toBe(true);
  });
});

describe('fightSkirmish', () => {
  it('ends when a side falls, or as a draw at the round limit', () => {
    const o = fightSkirmish(duel(), createRng(1));
    expect(o.winner).not.toBeNull();
    const never = make({
      maxRounds: 3,
      sides: [
        { team: 'A', combatants: [{ name: 'a', rate: 1, hp: 1, damage: 0, hit: 100 }] },
        { team: 'B', combatants: [{ name: 'b', rate: 1, hp: 1, damage: 5, hit: 0 }] },
      ],
    });
    const d = fightSkirmish(never, createRng(1));
    expect(d).toMatchObject({ winner: null, rounds: 3 });
  });
  it('is deterministic for a seed and keeps every invariant', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2 ** 32 - 1 }),
        fc.integer({ min: 0, max: 100 }),
        fc.integer({ min: 0, max: 100 }),
        fc.integer({ min: 1, max: 6 }),
        (seed, aHit, bHit, aRate) => {
          const sk = duel({ aHit, bHit, aRate });
          const o = fightSkirmish(sk, createRng(seed));
          expect(fightSkirmish(sk, createRng(seed))).toEqual(o);
          for (const e of o.events) {
            expect(e.targetHpMicros).toBeGreaterThanOrEqual(0);
            if (e.luckAfter !== undefined) expect(Math.abs(e.luckAfter)).toBeLessThanOrEqual(200);
            if (!e.hit) expect(e.damageMicros).toBe(0);
          }
        },
      ),
      { numRuns: 50 },
    );
  });
  it('matches its golden-seed snapshot', () => {
    const o = fightSkirmish(duel({ aHit: 60, bHit: 55 }), createRng(2026));
    expect(o).toMatchSnapshot();
  });
});

describe('odds', () => {
  it('counts every run once and its first run is the single fight from fork(0)', () => {
    const sk = duel({ aHit: 60, bHit: 60 });
    const odds = skirmishOdds(sk, 200, createRng(5));
    expect(odds.sides[0].wins + odds.sides[1].wins + odds.draws).toBe(200);
    const one = skirmishOdds(sk, 1, createRng(5));
    const w = fightSkirmish(sk, createRng(5).fork(0)).winner;
    expect(one.sides[w ?? 0].wins).toBe(w === null ? 0 : 1);
  });
  it('a progress listener hears every fight in order and leaves the odds byte for byte as they are', () => {
    const sk = duel({ aHit: 60, bHit: 60 });
    const heard: string[] = [];
    const listened = skirmishOdds(sk, 150, createRng(3), { onProgress: (d, t) => void heard.push(`${d}/${t}`) });
    expect(JSON.stringify(listened)).toBe(JSON.stringify(skirmishOdds(sk, 150, createRng(3))));
    expect(heard).toEqual(Array.from({ length: 150 }, (_, i) => `${i + 1}/150`));
  });
  it('fought in slices of any sizes, the odds are those of skirmishOdds; stopped early, those of the fights fought', () => {
    const sk = duel({ aHit: 60, bHit: 55 });
    const whole = JSON.stringify(skirmishOdds(sk, 50, createRng(8)));
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 15 }), { minLength: 1, maxLength: 15 }), (slices) => {
        const runs = skirmishOddsRuns(sk, 50, createRng(8));
        for (const size of slices) {
          const end = runs.done() + size;
          runs.fight((done) => done < end);
          if (runs.done() === 50) break;
        }
        const at = runs.done();
        expect(JSON.stringify(runs.result())).toBe(JSON.stringify(skirmishOdds(sk, at, createRng(8))));
        runs.fight();
        expect(JSON.stringify(runs.result())).toBe(whole);
      }),
      { numRuns: 30 },
    );
  });
  it('gives a Wilson interval around the rate', () => {
    const [lo, hi] = wilson(50, 100);
    expect(lo).toBeCloseTo(0.4038, 3);
    expect(hi).toBeCloseTo(0.5962, 3);
    expect(wilson(0, 0)).toEqual([0, 1]);
    expect(wilson(10, 10)[1]).toBe(1);
  });
});
