// One vocabulary across systems (issue 38 item 3): the shared words live in fray/core, and each system's old name is
// the same type or value under a deprecated alias until 0.2.0.
import { readFileSync } from 'node:fs';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { DIRECTIONS, createRng, type Direction, type Ending, type Seed, type Side } from '../../src/core/index.js';
import { DIRS, type Dir, type Seat, type MatchResult, type CloneOrder } from '../../src/summoner/index.js';
import type { SideIndex, MfdEvent, BattleResult } from '../../src/mfd/index.js';
import type { MatchSummary } from '../../src/summoner/index.js';
import type { Command } from '../../src/stool/index.js';
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

  it('ends every fight the same way: a winner that is a Side or null, and an outcome', () => {
    expectTypeOf<BattleResult>().toMatchTypeOf<Ending>();
    expectTypeOf<DuelOutcome>().toMatchTypeOf<Ending>();
    expectTypeOf<SkirmishOutcome>().toMatchTypeOf<Ending>();
    expectTypeOf<MatchSummary>().toMatchTypeOf<Ending>();
    expectTypeOf<BattleResult['winner']>().toEqualTypeOf<Side | null>();
    expectTypeOf<Extract<Command, { kind: 'move' }>['dir']>().toMatchTypeOf<string>();
  });

  it('shows in the API reports: the shared ending in every system, the old names marked deprecated', () => {
    const report = (entry: string) => readFileSync(new URL(`../../api/fray-${entry}.api.md`, import.meta.url), 'utf8');
    expect(report('core')).toContain("export type Outcome = 'win' | 'draw' | 'unfinished';");
    expect(report('mfd')).toMatch(/export interface BattleResult extends Ending \{[^}]*winner: Side \| null;/);
    expect(report('mfd')).toMatch(/\/\/ @deprecated\n\s+winnerName: Winner;/);
    expect(report('mfd')).toMatch(/\/\/ @public @deprecated\nexport function winnerOf/);
    expect(report('nightsoil')).toContain('export interface DuelOutcome extends Ending {');
    expect(report('skirmish')).toContain('export interface SkirmishOutcome extends Ending {');
    expect(report('summoner')).toContain('export interface MatchSummary extends Ending {');
    expect(report('stool')).toContain('readonly dir: Direction | CompassDir;');
    expect(report('stool')).toMatch(/\/\/ @public @deprecated\nexport const COMPASS_DIRS/);
    expect(report('stool')).toMatch(/\/\/ @public @deprecated\nexport type CompassDir/);
  });
});
