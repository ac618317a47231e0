import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { FOOD_DAYS, type ArenaRun, type MobDay } from '../../src/nightsoil/arena/arena.js';
import { ArenaWorld, runArena } from '../../src/nightsoil/arena/arenaWorld.js';
import { findRiskFreeLoops } from '../../src/nightsoil/arena/riskFree.js';
import { buildSeries } from '../../src/nightsoil/arena/summary.js';
import { parseWorld, type WorldSpec } from '../../src/nightsoil/arena/world.js';
import { turnOrder } from '../../src/nightsoil/turnOrder.js';
import { createRng } from '../../src/core/rng.js';
import { ROOT } from '../helpers/cli.js';

function world(): WorldSpec {
  const r = parseWorld(JSON.parse(readFileSync(join(ROOT, 'examples/nightsoil/world.json'), 'utf8')), 'world.json');
  if (!r.ok) throw new Error(r.problem.message);
  return r.value;
}

const day = (alive: boolean, total: number, lowLife = 1, fled = false): MobDay => ({
  alive,
  maxima: [total, 0, 0, 0, 0],
  lowLife,
  fled,
  strikes: 0,
  meals: 0,
});

function fakeRun(history: MobDay[][], pairs: ArenaRun['pairs'] = []): ArenaRun {
  return {
    days: (history[0]?.length ?? 1) - 1,
    buildNames: ['a', 'b'],
    mobBuild: history.map((_, i) => i % 2),
    buildReach: [1, 1],
    history,
    combat: [],
    pairs,
    kills: 0,
    meals: 0,
    finals: [],
  };
}

describe('arena', () => {
  it('plays one day at a time: each day gives a record per mob, and the days together are the whole run', () => {
    const w = world();
    const rng = createRng(9);
    const arena = ArenaWorld.start(w, rng, turnOrder);
    const history: MobDay[][] = arena.records().map((d) => [d]);
    for (let d = 1; d <= 6; d++) {
      const records = arena.playDay(rng);
      expect(arena.day).toBe(d);
      expect(records).toHaveLength(arena.mobs.length);
      records.forEach((rec, i) => history[i]?.push(rec));
    }
    expect(arena.run(history)).toEqual(runArena(w, 6, createRng(9), turnOrder));
  });

  it('a day: kills and meals only accumulate, the dead stay dead, and food rots after FOOD_DAYS days', () => {
    const w = world();
    const rng = createRng(21);
    const arena = ArenaWorld.start(w, rng, turnOrder);
    let dead = new Set<number>();
    let kills = 0;
    let meals = 0;
    for (let d = 1; d <= 10; d++) {
      const records = arena.playDay(rng);
      for (const id of dead) expect(records[id]?.alive).toBe(false);
      dead = new Set(records.flatMap((r, i) => (r.alive ? [] : [i])));
      expect(arena.kills).toBe(dead.size);
      expect(arena.kills).toBeGreaterThanOrEqual(kills);
      expect(arena.meals).toBeGreaterThanOrEqual(meals);
      kills = arena.kills;
      meals = arena.meals;
      // Nothing lying is older than FOOD_DAYS days: spawned food and corpses alike rot on time.
      for (const l of arena.foodLying()) {
        expect(l.rotsOn).toBeGreaterThan(d);
        expect(l.rotsOn).toBeLessThanOrEqual(d + FOOD_DAYS);
      }
    }
  });

  it('is reproducible from its seed', () => {
    const a = runArena(world(), 8, createRng(4), turnOrder);
    const b = runArena(world(), 8, createRng(4), turnOrder);
    expect(a).toEqual(b);
  });

  it('energy never exceeds its maximum and maxima never fall, day by day (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 31 }), (seed) => {
        const run = runArena(world(), 6, createRng(seed), turnOrder);
        for (const f of run.finals) {
          expect(f.life).toBeLessThanOrEqual(f.maxLife);
          expect(f.strength).toBeLessThanOrEqual(f.maxStrength);
          expect(f.iq).toBeLessThanOrEqual(f.maxIq);
          expect(f.life).toBeGreaterThanOrEqual(0);
          expect(f.iq).toBeGreaterThanOrEqual(0);
          for (const n of f.scrollsLeft) expect(n).toBeGreaterThanOrEqual(0);
          if (f.life <= 0) expect([f.effects, f.preparing]).toEqual([[], null]);
        }
        for (const h of run.history) {
          for (let d = 1; d < h.length; d++)
            (h[d] as MobDay).maxima.forEach((v, i) =>
              expect(v).toBeGreaterThanOrEqual((h[d - 1] as MobDay).maxima[i] as number),
            );
        }
      }),
      { numRuns: 8 },
    );
  });

  it("timed effects run across days on one timeline: wizards' wards, poisons and prepared spells show in the record", () => {
    const run = runArena(world(), 10, createRng(6), turnOrder);
    const wizards = run.finals.filter((f) => f.name.startsWith('wizard'));
    // Scrolls were read (and are gone): the stacks the wizards started with have shrunk.
    const left = wizards.reduce((t, f) => t + f.scrollsLeft.reduce((a, b) => a + b, 0), 0);
    expect(left).toBeLessThan(wizards.length * (2 + 2 + 3 + 1 + 6));
    const dealt = run.pairs.filter((p) => run.mobBuild[p.attacker] === 3).reduce((t, p) => t + p.damageDealt, 0);
    expect(dealt).toBeGreaterThan(0);
  });

  it('series count the living per build and average their maxima', () => {
    const run = runArena(world(), 5, createRng(2), turnOrder);
    const s = buildSeries(run);
    expect(s.map((x) => x.start)).toEqual([8, 8, 24, 6, 8]);
    expect(s[0]?.alive[0]).toBe(8);
    expect(s[0]?.mean.maxLife[0]).toBe(30);
    for (const x of s) expect(x.alive).toHaveLength(6);
  });
});

describe('risk-free loops', () => {
  it('finds three safe growing days in a row', () => {
    const rf = findRiskFreeLoops(
      fakeRun([
        [day(true, 10), day(true, 11), day(true, 12), day(true, 13), day(true, 13)],
        [day(true, 5), day(true, 5), day(true, 5), day(true, 5), day(true, 5)],
      ]),
    );
    expect(rf.found).toBe(true);
    expect(rf.streaks).toEqual([{ mob: 0, build: 'a', firstDay: 1, lastDay: 3, gain: 3 }]);
    expect(rf.perBuild[0]).toMatchObject({ mobsWithStreak: 1, longestStreak: 3, safeGrowthDays: 3, growthDays: 3 });
  });

  it('a day of danger (life below 90%) or flight breaks the streak', () => {
    const hurt = findRiskFreeLoops(
      fakeRun([[day(true, 10), day(true, 11), day(true, 12, 0.89), day(true, 13), day(true, 14)]]),
    );
    expect(hurt.found).toBe(false);
    expect(hurt.perBuild[0]?.longestStreak).toBe(2);
    expect(
      findRiskFreeLoops(fakeRun([[day(true, 10), day(true, 11), day(true, 12, 1, true), day(true, 13)]])).found,
    ).toBe(false);
  });

  it('reports one-sided beatings: many strikes, no damage back', () => {
    const rf = findRiskFreeLoops(
      fakeRun(
        [[day(true, 1)], [day(true, 1)]],
        [
          { attacker: 0, victim: 1, strikes: 25, damageDealt: 9, damageTaken: 0, victimBestP: 0.01, aimGained: 0.02 },
          { attacker: 1, victim: 0, strikes: 25, damageDealt: 9, damageTaken: 0.5, victimBestP: 0.4, aimGained: 0.2 },
        ],
      ),
    );
    expect(rf.oneSided.map((p) => [p.attacker, p.victim])).toEqual([[0, 1]]);
  });
});
