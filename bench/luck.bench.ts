// Throughput of the shared mechanics: luck-meter rolls, timeline slots, armour hits and whole skirmishes.
import { damageTaken } from '../src/core/armor/smoothArmor.js';
import { initialLuck } from '../src/core/luck/luckState.js';
import { rollWithLuck } from '../src/core/luck/rollWithLuck.js';
import { createRng } from '../src/core/rng.js';
import { roundSlots, rosterOfRates } from '../src/core/timeline/timeline.js';
import { parseSkirmish } from '../src/skirmish/model.js';
import { skirmishOdds } from '../src/skirmish/odds.js';
import type { BenchResult } from './types.js';

function perSecond(n: number, f: () => void): number {
  const t0 = performance.now();
  f();
  return Math.round(n / ((performance.now() - t0) / 1000));
}

export async function run(): Promise<BenchResult[]> {
  const out: BenchResult[] = [];
  const rng = createRng(1);
  const rolls = 2_000_000;
  let state = initialLuck();
  let hits = 0;
  out.push({
    name: 'luck meter: rollWithLuck at 55%',
    value: perSecond(rolls, () => {
      for (let i = 0; i < rolls; i++) {
        const o = rollWithLuck(state, 55, rng);
        state = o.state;
        if (o.success) hits++;
      }
    }),
    unit: 'rolls/s',
  });
  const rates = [10, 9, 8, 7, 6, 5, 4, 3, 2, 1];
  const rounds = 20_000;
  out.push({
    name: 'timeline: roundSlots for rates 10..1 (55 slots)',
    value: perSecond(rounds * 55, () => {
      for (let i = 0; i < rounds; i++) roundSlots(rosterOfRates(rates));
    }),
    unit: 'slots/s',
  });
  const big = Array.from({ length: 100 }, (_, i) => (i % 50) + 1);
  const bigTotal = big.reduce((a, b) => a + b, 0);
  out.push({
    name: `timeline: roundSlots for 100 combatants (${bigTotal} slots)`,
    value: perSecond(bigTotal * 200, () => {
      for (let i = 0; i < 200; i++) roundSlots(rosterOfRates(big));
    }),
    unit: 'slots/s',
  });
  let sink = 0;
  const hitsN = 5_000_000;
  out.push({
    name: 'armour: damageTaken',
    value: perSecond(hitsN, () => {
      for (let i = 0; i < hitsN; i++) sink += damageTaken((i % 97) + 1, i % 201);
    }),
    unit: 'hits/s',
  });
  const sk = parseSkirmish({
    sides: [
      {
        team: 'Party',
        player: true,
        combatants: [
          { name: 'Knight', rate: 3, hp: 50, damage: 12, defence: 10, hit: 65 },
          { name: 'Archer', rate: 4, hp: 24, damage: 7, defence: 2, hit: 55 },
        ],
      },
      {
        team: 'Goblins',
        luck: false,
        combatants: [
          { name: 'A', rate: 4, hp: 26, damage: 9, defence: 4, hit: 60 },
          { name: 'B', rate: 4, hp: 26, damage: 9, defence: 4, hit: 60 },
          { name: 'S', rate: 2, hp: 20, damage: 18, defence: 2, hit: 45 },
        ],
      },
    ],
  });
  if (sk.ok) {
    const runs = 20_000;
    out.push({
      name: 'skirmish: example fights (--runs)',
      value: perSecond(runs, () => {
        skirmishOdds(sk.value, runs, createRng(2));
      }),
      unit: 'fights/s',
    });
  }
  if (hits < 0 || sink < 0) throw new Error('unreachable');
  return out;
}
