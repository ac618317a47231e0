import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createRng } from '../../src/core/rng.js';
import { DIRS, mirrorDir, onBoard } from '../../src/summoner/rules/grid.js';
import { maxHp, statTotal, type MatchState } from '../../src/summoner/rules/model.js';
import { stepMatch, type MatchInput, type StepOutcome } from '../../src/summoner/rules/stepMatch.js';
import { mirrorView, viewFor } from '../../src/summoner/match/view.js';
import {
  battleOrderArb,
  enhanceOrderArb,
  matchInputArb,
  matchStateArb,
  stateAndExpectedInputArb,
} from './arbitraries.js';
import { eventsOf } from './helpers.js';

/** Every invariant a state in play must keep. */
function expectSound(s: MatchState): void {
  const { rules } = s;
  const cells = new Set<string>();
  const ids = new Set<number>();
  for (const d of s.demons) {
    expect(d.hp, `demon ${d.id} HP`).toBeGreaterThanOrEqual(1);
    expect(d.hp, `demon ${d.id} HP`).toBeLessThanOrEqual(maxHp(d, rules));
    expect(onBoard(d, rules.width, rules.height), `demon ${d.id} on the board`).toBe(true);
    expect(cells.has(`${d.x},${d.y}`), `demon ${d.id} shares a cell`).toBe(false);
    cells.add(`${d.x},${d.y}`);
    expect(ids.has(d.id), `id ${d.id} twice`).toBe(false);
    ids.add(d.id);
    expect(d.id).toBeLessThan(s.nextId);
    for (const k of ['life', 'attack', 'defense', 'range'] as const) expect(d[k]).toBeGreaterThanOrEqual(0);
  }
  expect(s.demons.map((d) => d.id)).toEqual([...ids].sort((a, b) => a - b));
  expect(s.points[0]).toBeGreaterThanOrEqual(0);
  expect(s.points[1]).toBeGreaterThanOrEqual(0);
}

const run = (s: MatchState, input: MatchInput, seed: number) => stepMatch(s, input, createRng(seed));
const seedArb = fc.nat(0xffffffff);

describe('after any enhance or battle step', () => {
  it('every demon has HP in 1..max (the dead are gone), stands alone on a cell of the board; ids are unique; points are never negative', () => {
    fc.assert(
      fc.property(stateAndExpectedInputArb, seedArb, ({ state, input }, seed) => {
        const r = run(state, input, seed);
        if (!r.ok) throw new Error(r.problem.message);
        expectSound(r.value.state);
      }),
      { numRuns: 400 },
    );
  });

  it('stays sound over a dozen steps of random orders', () => {
    const chainArb = matchStateArb().chain((s) =>
      fc.tuple(
        fc.constant(s),
        fc.array(
          fc.tuple(
            fc.array(enhanceOrderArb(s.nextId + 8), { maxLength: 6 }),
            fc.array(battleOrderArb(s.nextId + 8), { maxLength: 10 }),
          ),
          { minLength: 12, maxLength: 12 },
        ),
        seedArb,
      ),
    );
    fc.assert(
      fc.property(chainArb, ([start, batches, seed]) => {
        const rng = createRng(seed);
        let s = start;
        for (const [enhanceOrders, battleOrders] of batches) {
          if (s.phase === 'over') break;
          const input: MatchInput =
            s.phase === 'enhance'
              ? { type: 'enhance', seat: s.seat, orders: enhanceOrders }
              : { type: 'battle', seat: s.seat, orders: battleOrders };
          const r = stepMatch(s, input, rng);
          if (!r.ok) throw new Error(r.problem.message);
          s = r.value.state;
          expectSound(s);
        }
      }),
      { numRuns: 200 },
    );
  });
});

describe('a battle phase', () => {
  const battleArb = stateAndExpectedInputArb.filter(({ state }) => state.phase === 'battle');

  it('credits the acting seat with exactly the enemy demons that died, and the other seat with nothing', () => {
    fc.assert(
      fc.property(battleArb, seedArb, ({ state, input }, seed) => {
        const after = (run(state, input, seed) as { ok: true; value: StepOutcome }).value.state;
        const seat = state.seat;
        const foe = 1 - seat;
        const gone =
          state.demons.filter((d) => d.owner === foe).length - after.demons.filter((d) => d.owner === foe).length;
        expect(after.kills[seat] - state.kills[seat]).toBe(gone);
        expect(after.kills[foe]).toBe(state.kills[foe]);
      }),
      { numRuns: 400 },
    );
  });

  it('never moves, heals or strengthens an enemy demon, and moves an own demon at most one step', () => {
    fc.assert(
      fc.property(battleArb, seedArb, ({ state, input }, seed) => {
        const after = (run(state, input, seed) as { ok: true; value: StepOutcome }).value.state;
        for (const d of after.demons) {
          const before = state.demons.find((b) => b.id === d.id);
          if (before === undefined) throw new Error(`demon ${d.id} appeared in a battle phase`);
          if (d.owner !== state.seat) {
            expect([d.x, d.y]).toEqual([before.x, before.y]);
            expect(d.hp).toBeLessThanOrEqual(before.hp);
            expect(statTotal(d)).toBe(statTotal(before));
          } else {
            expect(Math.max(Math.abs(d.x - before.x), Math.abs(d.y - before.y))).toBeLessThanOrEqual(1);
            expect(statTotal(d)).toBeGreaterThanOrEqual(statTotal(before));
          }
        }
      }),
      { numRuns: 400 },
    );
  });

  it('lets only demons above the explosion threshold at the start of the phase explode', () => {
    fc.assert(
      fc.property(battleArb, seedArb, ({ state, input }, seed) => {
        const { events } = (run(state, input, seed) as { ok: true; value: StepOutcome }).value;
        for (const e of eventsOf(events, 'explode')) {
          const d = state.demons.find((b) => b.id === e.demon);
          if (d === undefined) throw new Error('unknown exploder');
          expect(d.owner).toBe(state.seat);
          expect(100 * d.hp).toBeGreaterThan(state.rules.explodeMinHpPercent * maxHp(d, state.rules));
        }
      }),
      { numRuns: 400 },
    );
  });
});

describe('an enhance phase', () => {
  it('removes no demon, changes no enemy demon, and halves only what it clones', () => {
    fc.assert(
      fc.property(
        stateAndExpectedInputArb.filter(({ state }) => state.phase === 'enhance'),
        seedArb,
        ({ state, input }, seed) => {
          const after = (run(state, input, seed) as { ok: true; value: StepOutcome }).value.state;
          for (const d of state.demons) {
            const now = after.demons.find((a) => a.id === d.id);
            expect(now, `demon ${d.id} vanished`).toBeDefined();
            if (d.owner !== state.seat) expect(now).toEqual(d);
            else expect([now?.x, now?.y]).toEqual([d.x, d.y]);
          }
          for (const d of after.demons) if (!state.demons.some((b) => b.id === d.id)) expect(d.owner).toBe(state.seat);
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('the reducer', () => {
  const anyState = matchStateArb({ phases: ['setup', 'enhance', 'battle', 'over'] }).map((s): MatchState =>
    s.phase === 'over' ? { ...s, result: { winner: 0, reason: 'wipeout' } } : s,
  );

  it('never throws, whatever the input (expected or not), and returns a result', () => {
    fc.assert(
      fc.property(
        anyState.chain((s) => fc.tuple(fc.constant(s), matchInputArb(s.nextId + 1))),
        seedArb,
        ([s, input], seed) => {
          const r = run(s, input, seed);
          expect(typeof r.ok).toBe('boolean');
          if (r.ok && r.value.state.phase !== 'over' && r.value.state.phase !== 'setup') expectSound(r.value.state);
        },
      ),
      { numRuns: 600 },
    );
  });

  it('gives the same state, events and random stream for the same state, input and seed', () => {
    fc.assert(
      fc.property(stateAndExpectedInputArb, seedArb, ({ state, input }, seed) => {
        const a = createRng(seed);
        const b = createRng(seed);
        const ra = stepMatch(structuredClone(state), structuredClone(input), a);
        const rb = stepMatch(structuredClone(state), structuredClone(input), b);
        expect(ra).toEqual(rb);
        expect(a.getState()).toEqual(b.getState());
      }),
      { numRuns: 300 },
    );
  });

  it('never changes the state or the input it was given', () => {
    fc.assert(
      fc.property(stateAndExpectedInputArb, seedArb, ({ state, input }, seed) => {
        const s = structuredClone(state);
        const i = structuredClone(input);
        run(state, input, seed);
        expect(state).toEqual(s);
        expect(input).toEqual(i);
      }),
      { numRuns: 200 },
    );
  });
});

describe('mirroring', () => {
  it('twice is the identity, for directions and for views', () => {
    fc.assert(
      fc.property(fc.constantFrom(...DIRS), (d) => {
        expect(mirrorDir(mirrorDir(d))).toBe(d);
      }),
    );
    fc.assert(
      fc.property(matchStateArb(), fc.constantFrom(0 as const, 1 as const), (s, seat) => {
        const v = viewFor(s, seat);
        expect(mirrorView(mirrorView(v))).toEqual(v);
      }),
    );
  });
});
