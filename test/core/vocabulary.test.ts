// One vocabulary across systems (issue 38 item 3): the shared words live in fray/core, and each system's old name is
// the same type or value under a deprecated alias until 0.2.0.
import { describe, expect, expectTypeOf, it } from 'vitest';
import { DIRECTIONS, createRng, type Direction, type Seed, type Side } from '../../src/core/index.js';
import { DIRS, type Dir, type Seat, type MatchResult, type CloneOrder } from '../../src/summoner/index.js';
import type { SideIndex, MfdEvent } from '../../src/mfd/index.js';
import type { DuelOutcome } from '../../src/nightsoil/index.js';
import type { SkirmishOutcome } from '../../src/skirmish/index.js';

describe('the shared vocabulary', () => {
  it('names eight directions, clockwise from north, the list Summoner War bots already read', () => {
    expect(DIRECTIONS).toEqual(['N', 'NE', 'E', 'SE', 'S', 'SW', 'W', 'NW']);
    expect(DIRS).toBe(DIRECTIONS);
    expect(Object.isFrozen(DIRECTIONS)).toBe(true);
    expectTypeOf<Dir>().toEqualTypeOf<Direction>();
    expectTypeOf<CloneOrder['dir']>().toEqualTypeOf<Direction>();
  });

  it('has one side type, 0 | 1, and a winner is a Side or null wherever the result is a seat', () => {
    expectTypeOf<Side>().toEqualTypeOf<0 | 1>();
    expectTypeOf<Seat>().toEqualTypeOf<Side>();
    expectTypeOf<SideIndex>().toEqualTypeOf<Side>();
    expectTypeOf<MatchResult['winner']>().toEqualTypeOf<Side | null>();
    expectTypeOf<DuelOutcome['winner']>().toEqualTypeOf<Side | null>();
    expectTypeOf<SkirmishOutcome['winner']>().toEqualTypeOf<Side | null>();
  });

  it('has one seed type, the whole number createRng takes, and tags events `type`', () => {
    expectTypeOf(createRng).parameter(0).toEqualTypeOf<Seed>();
    expectTypeOf<MfdEvent['type']>().toBeString();
  });
});
