import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createRng } from '../../src/core/rng.js';
import type { MfdEvent } from '../../src/mfd/events.js';
import { fightRound, killLinked } from '../../src/mfd/fightRound.js';
import { initialState, type BattleState, type Fighter, type Team, type Teams } from '../../src/mfd/model.js';
import { teamsArb } from './arbitraries.js';

function fighter(name: string, over: Partial<Fighter> = {}): Fighter {
  return {
    name,
    totalXpMicros: 10_000_000_000,
    startHp: 2,
    bonusToHit: 0,
    bonusToDefend: 0,
    aoe: 1,
    bodyguardFor: -1,
    linkedTo: -1,
    buffs: [],
    ...over,
  };
}
function team(side: 'heroes' | 'villains', fighters: Fighter[]): Team {
  return { side, fighters, source: { file: `${side}.csv`, header: [], rows: [], lines: [] } };
}
function round(teams: Teams, state: BattleState, seed: number) {
  return fightRound(teams, state, createRng(seed));
}

describe('one round', () => {
  it("lets a fighter struck down in the heroes' half still swing in the villains' half", () => {
    // The villain has 1 HP and no defence; the hero cannot miss (99% on 40 dice against 0 blocks is near-certain).
    const teams: Teams = [
      team('heroes', [fighter('H', { bonusToHit: 2_000_000, totalXpMicros: 40_000_000_000 })]),
      team('villains', [fighter('V', { startHp: 1, bonusToDefend: -300_000 })]),
    ];
    for (let seed = 0; seed < 20; seed++) {
      const r = round(teams, initialState(teams), seed);
      expect(r.state.hp[1][0]).toBeLessThanOrEqual(0);
      const swings = r.events.filter((e) => e.type === 'attack' && e.side === 1);
      expect(swings).toHaveLength(1);
    }
  });

  it('never deals negative damage: more blocks than hits is a miss', () => {
    const teams: Teams = [
      team('heroes', [fighter('Weak', { totalXpMicros: 1_000_000_000, bonusToHit: -250_000 })]),
      team('villains', [fighter('Wall', { bonusToDefend: 600_000, totalXpMicros: 30_000_000_000 })]),
    ];
    for (let seed = 0; seed < 50; seed++) {
      const r = round(teams, initialState(teams), seed);
      for (const e of r.events) if (e.type === 'attack') expect(e.damage).toBe(Math.max(0, e.hits - e.blocks));
      expect(r.state.hp[1][0]).toBeLessThanOrEqual(2);
    }
  });

  it('diverts every attack on a guarded fighter to a living bodyguard, and a guard blocks without limit', () => {
    const guarded: Teams = [
      team('heroes', [fighter('A', { aoe: 3 }), fighter('B', { aoe: 2 })]),
      team('villains', [fighter('Boss', { startHp: 50 }), fighter('Guard', { bodyguardFor: 0, startHp: 50 })]),
    ];
    const r = round(guarded, initialState(guarded), 3);
    const attacks = r.events.filter(
      (e): e is Extract<MfdEvent, { type: 'attack' }> => e.type === 'attack' && e.side === 0,
    );
    expect(attacks).toHaveLength(5);
    expect(attacks.every((a) => a.defender === 1)).toBe(true);
    expect(r.events.filter((e) => e.type === 'bodyguard').length).toBeGreaterThan(0);
  });

  it('does not let a dead bodyguard guard', () => {
    const teams: Teams = [
      team('heroes', [fighter('A', { aoe: 2 })]),
      team('villains', [fighter('Boss', { startHp: 50 }), fighter('Guard', { bodyguardFor: 0, startHp: 0 })]),
    ];
    const r = round(teams, initialState(teams), 1);
    expect(r.events.some((e) => e.type === 'bodyguard')).toBe(false);
    expect(
      r.events.filter((e) => e.type === 'attack' && e.side === 0).every((e) => e.type === 'attack' && e.defender === 0),
    ).toBe(true);
  });

  it('picks distinct opponents while there are enough', () => {
    const teams: Teams = [
      team('heroes', [fighter('A', { aoe: 3, totalXpMicros: 0 })]),
      team(
        'villains',
        ['V1', 'V2', 'V3', 'V4'].map((n) => fighter(n, { totalXpMicros: 0 })),
      ),
    ];
    for (let seed = 0; seed < 30; seed++) {
      const r = round(teams, initialState(teams), seed);
      const targets = r.events.flatMap((e) => (e.type === 'attack' && e.side === 0 ? [e.defender] : []));
      expect(new Set(targets).size).toBe(3);
    }
  });
});

describe('linked deaths', () => {
  it('are transitive and set HP to 0 unless already below', () => {
    // 1 is linked to 0, 2 to 1, 3 to 2; 4 is linked to 0 but already at -1.
    const linkedToMe = [[1, 4], [2], [3], [], []];
    const hp = [-2, 3, 1, 5, -1];
    expect(killLinked(0, linkedToMe, hp)).toEqual([1, 2, 3]);
    expect(hp).toEqual([-2, 0, 0, 0, -1]);
  });

  it('survive cycles (Dragon and Summoner linked to each other)', () => {
    const hp = [0, 3];
    expect(killLinked(0, [[1], [0]], hp)).toEqual([1]);
    expect(hp).toEqual([0, 0]);
  });
});

/** Runs up to `rounds` rounds, calling `check(before, after, events)` after each. */
function eachRound(
  teams: Teams,
  seed: number,
  rounds: number,
  check: (before: BattleState, after: BattleState, events: MfdEvent[]) => void,
): void {
  const rng = createRng(seed);
  let state = initialState(teams);
  for (let i = 0; i < rounds && state.hp[0].some((h) => h > 0) && state.hp[1].some((h) => h > 0); i++) {
    const r = fightRound(teams, state, rng);
    check(state, r.state, r.events);
    state = r.state;
  }
}

describe('properties over random battles', () => {
  const seedArb = fc.integer({ min: 0, max: 2 ** 32 - 1 });

  it('HP never rises', () => {
    fc.assert(
      fc.property(teamsArb(), seedArb, (teams, seed) => {
        eachRound(teams, seed, 12, (before, after) => {
          for (const s of [0, 1] as const)
            after.hp[s].forEach((h, i) => expect(h).toBeLessThanOrEqual(before.hp[s][i]!));
        });
      }),
      { numRuns: 150 },
    );
  });

  it('no one removed in a round attacks (or is attacked) in a later one', () => {
    fc.assert(
      fc.property(teamsArb(), seedArb, (teams, seed) => {
        eachRound(teams, seed, 12, (before, _after, events) => {
          for (const e of events) {
            if (e.type !== 'attack' && e.type !== 'bodyguard' && e.type !== 'alreadyDown') continue;
            expect(before.hp[e.side][e.attacker]).toBeGreaterThan(0);
            const d = e.type === 'bodyguard' ? e.bodyguard : e.defender;
            expect(before.hp[1 - e.side]![d]).toBeGreaterThan(0);
          }
        });
      }),
      { numRuns: 150 },
    );
  });

  it('a substitute is a living bodyguard of the chosen target', () => {
    fc.assert(
      fc.property(teamsArb(), seedArb, (teams, seed) => {
        eachRound(teams, seed, 12, (before, _after, events) => {
          for (const e of events) {
            if (e.type !== 'bodyguard') continue;
            const defenders = teams[1 - e.side]!;
            expect(defenders.fighters[e.bodyguard]!.bodyguardFor).toBe(e.target);
            expect(before.hp[1 - e.side]![e.bodyguard]).toBeGreaterThan(0);
          }
        });
      }),
      { numRuns: 150 },
    );
  });

  it('whoever is linked to a fallen fighter has fallen too, transitively', () => {
    // Half the cases chain the villains (each linked to the one before) so long chains are common.
    const chained = teamsArb().chain((teams) =>
      fc.boolean().map((chain): Teams =>
        !chain
          ? teams
          : [
              teams[0],
              {
                ...teams[1],
                fighters: teams[1].fighters.map((f, i) => ({
                  ...f,
                  linkedTo: i - 1,
                  startHp: Math.max(1, f.startHp),
                })),
              },
            ],
      ),
    );
    fc.assert(
      fc.property(chained, seedArb, (teams, seed) => {
        const startedAlive = teams.map((t) => t.fighters.map((f) => f.startHp > 0));
        eachRound(teams, seed, 12, (_before, after) => {
          for (const s of [0, 1] as const) {
            teams[s].fighters.forEach((f, j) => {
              const i = f.linkedTo;
              if (i >= 0 && startedAlive[s]![i] && after.hp[s][i]! <= 0) expect(after.hp[s][j]).toBeLessThanOrEqual(0);
            });
          }
        });
      }),
      { numRuns: 150 },
    );
  });

  it('is a pure function of its inputs: same state and seed, same result; the input state is untouched', () => {
    fc.assert(
      fc.property(teamsArb(), seedArb, (teams, seed) => {
        const s0 = initialState(teams);
        const copy = JSON.stringify(s0);
        const a = round(teams, s0, seed),
          b = round(teams, s0, seed);
        expect(JSON.stringify(s0)).toBe(copy);
        expect(a).toEqual(b);
      }),
      { numRuns: 100 },
    );
  });
});
