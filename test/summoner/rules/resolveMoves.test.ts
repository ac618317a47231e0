import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DIRS, step, type Cell, type Dir } from '../../../src/summoner/rules/grid.js';
import { resolveMoves, type MoveIntent, type MoveOutcome } from '../../../src/summoner/rules/resolveMoves.js';
import { battle, demon, eventsOf, get, stateWith } from '../helpers.js';

/** Demons by id on cells, and the moves some of them make (in the order given); returns each mover's verdict by id. */
function resolve(
  positions: Record<number, [number, number]>,
  moves: Record<number, Dir> | [string, Dir][],
): Record<number, 'moved' | Exclude<MoveOutcome, { ok: true }>['reason']> {
  const at = new Map(Object.entries(positions).map(([id, [x, y]]) => [`${x},${y}`, Number(id)]));
  const intents: MoveIntent[] = (Array.isArray(moves) ? moves : Object.entries(moves)).map(([id, d]) => {
    const [x, y] = positions[Number(id)] as [number, number];
    return { id: Number(id), from: { x, y }, to: step({ x, y }, d) };
  });
  const out = resolveMoves(intents, (c: Cell) => at.get(`${c.x},${c.y}`));
  return Object.fromEntries(out.map((m) => [m.id, m.ok ? 'moved' : m.reason]));
}

describe('simultaneous moves', () => {
  it('a step into an empty cell succeeds', () => {
    expect(resolve({ 1: [2, 2] }, { 1: 'E' })).toEqual({ 1: 'moved' });
  });

  it("two demons stepping into the same cell both stay (the document's rule)", () => {
    expect(resolve({ 1: [1, 2], 2: [3, 2] }, { 1: 'E', 2: 'W' })).toEqual({ 1: 'contested', 2: 'contested' });
    expect(resolve({ 1: [1, 1], 2: [3, 3], 3: [2, 1] }, { 1: 'SE', 2: 'NW', 3: 'S' })).toEqual({
      1: 'contested',
      2: 'contested',
      3: 'contested',
    });
  });

  it('a step into a cell whose demon stays fails', () => {
    expect(resolve({ 1: [1, 2], 2: [2, 2] }, { 1: 'E' })).toEqual({ 1: 'occupied' });
  });

  it('a line of demons each stepping into the cell the next one leaves moves together, whatever the order of the orders', () => {
    const positions: Record<number, [number, number]> = { 1: [1, 2], 2: [2, 2], 3: [3, 2], 4: [4, 2] };
    expect(resolve(positions, { 1: 'E', 2: 'E', 3: 'E', 4: 'E' })).toEqual({
      1: 'moved',
      2: 'moved',
      3: 'moved',
      4: 'moved',
    });
    expect(
      resolve(positions, [
        ['4', 'E'],
        ['2', 'E'],
        ['1', 'E'],
        ['3', 'E'],
      ]),
    ).toEqual({ 1: 'moved', 2: 'moved', 3: 'moved', 4: 'moved' });
    // The line may bend.
    expect(resolve({ 1: [1, 2], 2: [2, 2], 3: [2, 1] }, { 1: 'E', 2: 'N', 3: 'NE' })).toEqual({
      1: 'moved',
      2: 'moved',
      3: 'moved',
    });
  });

  it('a line whose head is blocked stays, all of it', () => {
    expect(resolve({ 1: [1, 2], 2: [2, 2], 3: [3, 2], 9: [4, 2] }, { 1: 'E', 2: 'E', 3: 'E' })).toEqual({
      1: 'occupied',
      2: 'occupied',
      3: 'occupied',
    });
  });

  it('a line whose head is contested stays, all of it', () => {
    expect(resolve({ 1: [1, 2], 2: [2, 2], 3: [3, 3] }, { 1: 'E', 2: 'E', 3: 'N' })).toEqual({
      1: 'occupied',
      2: 'contested',
      3: 'contested',
    });
  });

  it('two demons cannot swap cells (a ring of two)', () => {
    expect(resolve({ 1: [1, 2], 2: [2, 2] }, { 1: 'E', 2: 'W' })).toEqual({ 1: 'ring', 2: 'ring' });
    expect(resolve({ 1: [1, 1], 2: [2, 2] }, { 1: 'SE', 2: 'NW' })).toEqual({ 1: 'ring', 2: 'ring' });
  });

  it('rings of three and four fail', () => {
    expect(resolve({ 1: [1, 1], 2: [2, 1], 3: [2, 2] }, { 1: 'E', 2: 'S', 3: 'NW' })).toEqual({
      1: 'ring',
      2: 'ring',
      3: 'ring',
    });
    expect(resolve({ 1: [1, 1], 2: [2, 1], 3: [2, 2], 4: [1, 2] }, { 1: 'E', 2: 'S', 3: 'W', 4: 'N' })).toEqual({
      1: 'ring',
      2: 'ring',
      3: 'ring',
      4: 'ring',
    });
  });

  it('a tail stepping into a ring fails, and so does the ring', () => {
    // 5 wants the cell 1 leaves for 2's, which 4 also wants: neither gets in.
    const r = resolve(
      { 1: [1, 1], 2: [2, 1], 3: [2, 2], 4: [1, 2], 5: [0, 1] },
      { 1: 'E', 2: 'S', 3: 'W', 4: 'N', 5: 'E' },
    );
    expect(Object.values(r).every((v) => v !== 'moved')).toBe(true);
    // A longer tail: 6 waits on 5, which waits on the ring.
    const t = resolve({ 1: [1, 1], 2: [2, 1], 5: [0, 1], 6: [0, 0] }, { 1: 'E', 2: 'W', 5: 'E', 6: 'S' });
    expect(Object.values(t).every((v) => v !== 'moved')).toBe(true);
  });

  it('a demon next to a swapping pair does not move into it', () => {
    const r = resolve({ 1: [1, 2], 2: [2, 2], 3: [3, 2] }, { 1: 'E', 2: 'W', 3: 'W' });
    expect(r[3]).not.toBe('moved');
  });

  it('never depends on the order of the intents, never puts two demons on one cell, never swaps or rings, and blocks no free move', () => {
    const cells = fc.uniqueArray(fc.tuple(fc.nat(4), fc.nat(4)), {
      minLength: 1,
      maxLength: 14,
      selector: ([x, y]) => `${x},${y}`,
    });
    const scenario = cells.chain((cs) =>
      fc.tuple(
        fc.constant(cs),
        fc.array(fc.option(fc.constantFrom(...DIRS), { nil: undefined }), {
          minLength: cs.length,
          maxLength: cs.length,
        }),
        fc.func(fc.integer()),
      ),
    );
    fc.assert(
      fc.property(scenario, ([cs, dirs, key]) => {
        const positions = Object.fromEntries(cs.map((c, i) => [i + 1, c])) as Record<number, [number, number]>;
        const moves = Object.fromEntries(dirs.flatMap((d, i) => (d === undefined ? [] : [[i + 1, d]]))) as Record<
          number,
          Dir
        >;
        const a = resolve(positions, moves);
        const shuffled = Object.entries(moves).sort(([x], [y]) => key(x) - key(y));
        expect(resolve(positions, shuffled)).toEqual(a);
        expect(resolve(positions, [...shuffled].reverse())).toEqual(a);
        const final = cs.map(([x, y], i) => (a[i + 1] === 'moved' ? step({ x, y }, moves[i + 1] as Dir) : { x, y }));
        expect(new Set(final.map((c) => `${c.x},${c.y}`)).size).toBe(final.length);
        // Every successful move ends a chain of successful moves into a cell that was empty: no swaps, no rings.
        const byCell = new Map(cs.map(([x, y], i) => [`${x},${y}`, i + 1]));
        const target = (id: number): string => {
          const [x, y] = positions[id] as [number, number];
          const to = step({ x, y }, moves[id] as Dir);
          return `${to.x},${to.y}`;
        };
        for (const id of Object.keys(a).map(Number)) {
          if (a[id] !== 'moved') continue;
          const seen = new Set<number>();
          for (let cur: number | undefined = id; cur !== undefined; cur = byCell.get(target(cur))) {
            expect(seen.has(cur)).toBe(false);
            seen.add(cur);
            expect(a[cur]).toBe('moved');
          }
        }
        // Two movers aiming at one cell both stay.
        const movers = Object.keys(moves).map(Number);
        for (const id of movers)
          if (movers.some((o) => o !== id && target(o) === target(id))) expect(a[id]).toBe('contested');
        // And a lone mover into a cell that was empty always gets there.
        for (const id of movers)
          if (!byCell.has(target(id)) && !movers.some((o) => o !== id && target(o) === target(id)))
            expect(a[id]).toBe('moved');
      }),
    );
  });
});

describe('moves in a battle phase', () => {
  it('are blocked by enemy demons, which never move in your phase', () => {
    const s = stateWith([demon(1, 0, 3, 3), demon(2, 1, 4, 3)]);
    const r = battle(s, 0, [{ demon: 1, action: 'move', dir: 'E' }]);
    expect(get(r.state, 1)).toMatchObject({ x: 3, y: 3 });
    expect(eventsOf(r.events, 'blocked')).toEqual([
      { type: 'blocked', demon: 1, from: { x: 3, y: 3 }, to: { x: 4, y: 3 }, reason: 'occupied' },
    ]);
  });

  it('are blocked by an ally that was given another action', () => {
    const s = stateWith([demon(1, 0, 3, 3), demon(2, 0, 4, 3), demon(3, 1, 9, 3)]);
    const r = battle(s, 0, [
      { demon: 1, action: 'move', dir: 'E' },
      { demon: 2, action: 'attack', dir: 'E' },
    ]);
    expect(get(r.state, 1)).toMatchObject({ x: 3, y: 3 });
  });

  it('are blocked by an ally whose own move was refused (it stays)', () => {
    const s = stateWith([demon(1, 0, 1, 0), demon(2, 0, 0, 0), demon(3, 1, 9, 3)]);
    const r = battle(s, 0, [
      { demon: 1, action: 'move', dir: 'W' },
      { demon: 2, action: 'move', dir: 'N' },
    ]);
    expect(eventsOf(r.events, 'rejected').map((e) => e.index)).toEqual([1]);
    expect(get(r.state, 1)).toMatchObject({ x: 1, y: 0 });
  });

  it('let a column of allies advance together', () => {
    const s = stateWith([demon(1, 0, 3, 3), demon(2, 0, 4, 3), demon(3, 0, 5, 3), demon(4, 1, 9, 3)]);
    const r = battle(s, 0, [
      { demon: 3, action: 'move', dir: 'E' },
      { demon: 1, action: 'move', dir: 'E' },
      { demon: 2, action: 'move', dir: 'E' },
    ]);
    expect([1, 2, 3].map((id) => get(r.state, id).x)).toEqual([4, 5, 6]);
    expect(eventsOf(r.events, 'moved')).toHaveLength(3);
  });
});
