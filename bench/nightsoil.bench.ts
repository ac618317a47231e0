// Night Soil speed: single swings, exchanges (one round of both mobs' swings) and whole duels per second.
import { createRng } from '../src/core/rng.js';
import { emptySwing, swingInPlace } from '../src/nightsoil/attack.js';
import { duel, MAX_ROUNDS } from '../src/nightsoil/duel.js';
import { fighterOf, type MobSpec } from '../src/nightsoil/mob.js';
import { DEFAULT_PARAMS } from '../src/nightsoil/params.js';
import { turnOrder } from '../src/nightsoil/turnOrder.js';
import type { BenchResult } from './types.js';

const base: MobSpec = {
  name: 'a', life: 40, maxLife: 40, strength: 60, maxStrength: 60, iq: 0, maxIq: 0, maxAim: 12, maxArmour: 10,
  equipment: [{ name: 'axe', aim: 12, armour: 10, offence: 2, defence: 1 }], scrolls: [], swingRate: 2, moveRate: 2, temper: { fleeBelow: 0.2, eatBelow: 0.5 },
};

function perSecond(work: () => number, ms = 1500): number {
  work(); // warm up the JIT
  let done = 0;
  const t0 = performance.now();
  while (performance.now() - t0 < ms) done += work();
  return done / ((performance.now() - t0) / 1000);
}

/** Swings, exchanges and duels per second on one core. */
export async function run(): Promise<BenchResult[]> {
  const rng = createRng(1);
  const out = emptySwing();
  const a = fighterOf(base);
  const b = fighterOf({ ...base, name: 'b', swingRate: 3 });
  const swings = perSecond(() => {
    for (let i = 0; i < 100_000; i++) {
      a.strength = 60;
      b.life = 40;
      swingInPlace(a, b, DEFAULT_PARAMS, rng.next(), out);
    }
    return 100_000;
  });
  // One exchange = one round: A swings twice, B three times, on the turn-rate timeline, with moods.
  let rounds = 0;
  const exchanges = perSecond(() => {
    rounds = 0;
    for (let i = 0; i < 2_000; i++) rounds += duel(a, b, DEFAULT_PARAMS, rng, { maxRounds: MAX_ROUNDS, log: false, schedule: turnOrder }).rounds;
    return rounds;
  });
  const duels = perSecond(() => {
    for (let i = 0; i < 2_000; i++) duel(a, b, DEFAULT_PARAMS, rng, { maxRounds: MAX_ROUNDS, log: false, schedule: turnOrder });
    return 2_000;
  });
  return [
    { name: 'nightsoil single swings (swingInPlace)', value: Math.round(swings), unit: 'swings/s', target: '≥ 200,000/s' },
    { name: 'nightsoil exchanges (rounds of 2 + 3 swings, in duels)', value: Math.round(exchanges), unit: 'rounds/s', target: '≥ 200,000/s' },
    { name: 'nightsoil whole duels (no log)', value: Math.round(duels), unit: 'duels/s' },
  ];
}
