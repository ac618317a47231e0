import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createRng, type RngState } from '../../../src/core/rng.js';
import type { Demon, MatchState } from '../../../src/summoner/rules/model.js';
import { hashText, stateHash } from '../../../src/summoner/rules/stateHash.js';
import { completedTurn } from '../../../src/summoner/replay/turnHashes.js';
import { matchStateArb } from '../arbitraries.js';
import { demon, stateWith } from '../helpers.js';

const base = () =>
  stateWith(
    [demon(1, 0, 2, 3, { name: 'a', life: 1, attack: 2, defense: 3, range: 4, capacity: 'heal' }), demon(2, 1, 14, 5)],
    { turn: 5, points: [3, 4], kills: [1, 2] },
  );
const rngState: RngState = createRng(42).getState();

describe('the state hash', () => {
  it('is 16 hex digits, and the same for the same state and stream', () => {
    const h = stateHash(base(), rngState);
    expect(h).toMatch(/^[0-9a-f]{16}$/);
    expect(stateHash(structuredClone(base()), [...rngState] as unknown as RngState)).toBe(h);
  });

  it('does not depend on the order of keys in the objects', () => {
    const s = base();
    const reordered = Object.fromEntries(Object.entries(s).reverse()) as unknown as MatchState;
    reordered.demons = s.demons.map((d) => Object.fromEntries(Object.entries(d).reverse()) as unknown as Demon);
    expect(stateHash(reordered, rngState)).toBe(stateHash(s, rngState));
  });

  const changes: [string, (s: MatchState) => MatchState][] = [
    ['turn', (s) => ({ ...s, turn: 6 })],
    ['phase', (s) => ({ ...s, phase: 'enhance' })],
    ['seat', (s) => ({ ...s, seat: 1 })],
    ['nextId', (s) => ({ ...s, nextId: 9 })],
    ['points', (s) => ({ ...s, points: [4, 3] })],
    ['kills', (s) => ({ ...s, kills: [2, 1] })],
    ['result', (s) => ({ ...s, result: { winner: null, reason: 'turn-limit' } })],
    ['a demon removed', (s) => ({ ...s, demons: s.demons.slice(1) })],
  ];
  const demonFields: [string, Partial<Demon>][] = [
    ['id', { id: 7 }],
    ['owner', { owner: 1 }],
    ['name', { name: 'b' }],
    ['x', { x: 3 }],
    ['y', { y: 4 }],
    ['life', { life: 2 }],
    ['attack', { attack: 3 }],
    ['defense', { defense: 4 }],
    ['range', { range: 5 }],
    ['hp', { hp: 1 }],
    ['capacity', { capacity: 'eat' }],
    ['merged', { merged: true }],
  ];
  for (const [field, over] of demonFields)
    changes.push([
      `demon ${field}`,
      (s) => ({ ...s, demons: s.demons.map((d, i) => (i === 0 ? { ...d, ...over } : d)) }),
    ]);

  it.each(changes)('changes when the %s changes', (_, change) => {
    expect(stateHash(change(base()), rngState)).not.toBe(stateHash(base(), rngState));
  });

  it('changes when the random stream has moved', () => {
    const rng = createRng(42);
    const before = stateHash(base(), rng.getState());
    rng.nextU32();
    expect(stateHash(base(), rng.getState())).not.toBe(before);
  });

  it('tells random states apart (no collision in a sample)', () => {
    const seen = new Map<string, string>();
    fc.assert(
      fc.property(matchStateArb(), (s) => {
        const key = JSON.stringify([s.turn, s.phase, s.seat, s.nextId, s.points, s.kills, s.result, s.demons]);
        const h = stateHash(s, rngState);
        const prev = seen.get(h);
        if (prev !== undefined) expect(prev).toBe(key);
        seen.set(h, key);
      }),
      { numRuns: 500 },
    );
  });
});

describe('hashText', () => {
  it('gives unrelated digits for strings one character apart', () => {
    expect(hashText('a')).not.toBe(hashText('b'));
    expect(hashText('')).not.toBe(hashText('\u0000'));
    expect(hashText('ab')).not.toBe(hashText('ba'));
  });

  it('is a pure function of the text', () => {
    fc.assert(
      fc.property(fc.string(), (t) => {
        expect(hashText(t)).toBe(hashText(`${t}`));
        expect(hashText(t)).toMatch(/^[0-9a-f]{16}$/);
      }),
    );
  });
});

describe('the turns whose hash is recorded', () => {
  const at = (over: Partial<MatchState>) => stateWith([], over);

  it("are 0 after setup, and t after turn t's second battle phase", () => {
    expect(completedTurn(at({ turn: 0, phase: 'setup' }), at({ turn: 1, phase: 'enhance' }))).toBe(0);
    expect(completedTurn(at({ turn: 0, phase: 'setup' }), at({ turn: 0, phase: 'over' }))).toBe(0);
    expect(completedTurn(at({ turn: 4, phase: 'battle', seat: 1 }), at({ turn: 5, phase: 'enhance' }))).toBe(4);
  });

  it('include the turn a match ends in, mid-turn', () => {
    expect(completedTurn(at({ turn: 4, phase: 'battle', seat: 0 }), at({ turn: 4, phase: 'over' }))).toBe(4);
    expect(completedTurn(at({ turn: 4, phase: 'enhance', seat: 1 }), at({ turn: 4, phase: 'over' }))).toBe(4);
  });

  it('are none within a turn', () => {
    expect(
      completedTurn(at({ turn: 4, phase: 'enhance', seat: 0 }), at({ turn: 4, phase: 'enhance', seat: 1 })),
    ).toBeUndefined();
    expect(
      completedTurn(at({ turn: 4, phase: 'enhance', seat: 1 }), at({ turn: 4, phase: 'battle', seat: 0 })),
    ).toBeUndefined();
    expect(
      completedTurn(at({ turn: 4, phase: 'battle', seat: 0 }), at({ turn: 4, phase: 'battle', seat: 1 })),
    ).toBeUndefined();
  });
});
