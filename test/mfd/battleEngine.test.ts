import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createRng } from '../../src/core/rng.js';
import { fightRound } from '../../src/mfd/fightRound.js';
import { initialState, type BattleState, type Teams } from '../../src/mfd/model.js';
import { battleRounds, runBattle } from '../../src/mfd/runBattle.js';
import { teamsArb } from './arbitraries.js';
import { referenceRound } from './referenceRound.js';

const seedArb = fc.integer({ min: 0, max: 2 ** 32 - 1 });
const alive = (s: BattleState) => s.hp[0].some((h) => h > 0) && s.hp[1].some((h) => h > 0);

describe('the flat-array engine', () => {
  it('fights every round as the reference round does: the same events, the same state, the same words drawn', () => {
    fc.assert(
      fc.property(teamsArb(8), seedArb, (teams, seed) => {
        const rng = createRng(seed),
          ref = createRng(seed);
        let state = initialState(teams);
        for (let i = 0; i < 15 && alive(state); i++) {
          const got = fightRound(teams, state, rng);
          const want = referenceRound(teams, state, ref);
          expect(got).toEqual(want);
          state = got.state;
        }
        expect(rng.nextU32()).toBe(ref.nextU32());
      }),
      { numRuns: 300 },
    );
  });

  it('draws the same words with and without events, and tells onAttack of every rolled attack', () => {
    fc.assert(
      fc.property(teamsArb(8), seedArb, (teams, seed) => {
        const attacks: number[][] = [];
        const recorded = runBattle(teams, createRng(seed), { maxRounds: 20 });
        const quick = runBattle(teams, createRng(seed), {
          maxRounds: 20,
          record: false,
          onAttack: (s, a, d, dmg) => attacks.push([s, a, d, dmg]),
        });
        expect(quick).toEqual({ ...recorded, events: [] });
        const rolled = recorded.events.flatMap((e) =>
          e.type === 'attack' ? [[e.side, e.attacker, e.defender, e.damage]] : [],
        );
        expect(attacks).toEqual(rolled);
      }),
      { numRuns: 200 },
    );
  });

  it('runs a battle round by round (battleRounds) to the same end as runBattle', () => {
    fc.assert(
      fc.property(teamsArb(6), seedArb, (teams: Teams, seed) => {
        const whole = runBattle(teams, createRng(seed), { maxRounds: 30 });
        const rounds = battleRounds(teams, createRng(seed), { maxRounds: 30 });
        const events = [];
        let r = rounds.next();
        for (; !r.done; r = rounds.next()) events.push(...r.value.events);
        expect({ ...r.value, events }).toEqual(whole);
      }),
      { numRuns: 100 },
    );
  });
});
