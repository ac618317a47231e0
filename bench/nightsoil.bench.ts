// Night Soil speed: single swings, exchanges (one round of both mobs' swings and steps) and whole duels per second,
// melee and ranged (a bow user keeping a melee foe at bay).
import { createRng } from '../src/core/rng.js';
import { emptySwing, swingInPlace } from '../src/nightsoil/attack.js';
import { duel, MAX_ROUNDS } from '../src/nightsoil/duel.js';
import { fighterOf, type MobSpec, type MobState } from '../src/nightsoil/mob.js';
import { DEFAULT_PARAMS } from '../src/nightsoil/params.js';
import { turnOrder } from '../src/nightsoil/turnOrder.js';
import type { Item } from '../src/nightsoil/equipment.js';
import type { BenchResult } from './types.js';
import { load, median } from './timeProcess.js';
import { bareLoop } from './bareLoop.js';

const weapon: Item = {
  name: 'axe',
  slot: 'weapon',
  aim: 12,
  armour: 10,
  offence: 2,
  defence: 1,
  range: 1,
  twoHanded: false,
};
const base: MobSpec = {
  name: 'a',
  life: 40,
  maxLife: 40,
  strength: 60,
  maxStrength: 60,
  iq: 0,
  maxIq: 0,
  maxAim: 12,
  maxArmour: 10,
  equipment: { weapon },
  scrolls: [],
  swingRate: 2,
  moveRate: 2,
  temper: { fleeBelow: 0.2, eatBelow: 0.5 },
};

function perSecond(work: () => number, ms = 1500): number {
  work(); // warm up the JIT
  let done = 0;
  const t0 = performance.now();
  while (performance.now() - t0 < ms) done += work();
  return done / ((performance.now() - t0) / 1000);
}

const bow: Item = {
  name: 'bow',
  slot: 'weapon',
  aim: 12,
  armour: 0,
  offence: 1.5,
  defence: 1,
  range: 4,
  twoHanded: true,
};
const archer: MobSpec = {
  ...base,
  name: 'archer',
  swingRate: 3,
  moveRate: 4,
  equipment: {
    weapon: bow,
    cloak: { name: 'cloak', slot: 'cloak', aim: 0, armour: 10, offence: 1, defence: 1, range: 1, twoHanded: false },
  },
};

/** Swings, exchanges and duels per second on one core. */
export async function run(): Promise<BenchResult[]> {
  const rng = createRng(1);
  const out = emptySwing();
  // The swing loop changes its fighters in place (strength spent, life lost), so it gets its own: the duels below
  // must start from the builds their names say, not from whatever the swings left.
  const sa = fighterOf(base);
  const sb = fighterOf({ ...base, name: 'b', swingRate: 3 });
  const swings = perSecond(() => {
    for (let i = 0; i < 100_000; i++) {
      sa.strength = 60;
      sb.life = 40;
      swingInPlace(sa, sb, DEFAULT_PARAMS, rng.next(), out);
    }
    return 100_000;
  });
  const a = fighterOf(base);
  const b = fighterOf({ ...base, name: 'b', swingRate: 3 });
  // One exchange = one round: A swings twice, B three times, both step twice (holding: adjacent), on the timeline, with moods.
  const exchangesOf = (x: MobState, y: MobState) => () => {
    let rounds = 0;
    for (let i = 0; i < 2_000; i++)
      rounds += duel(x, y, DEFAULT_PARAMS, rng, { maxRounds: MAX_ROUNDS, log: false, schedule: turnOrder }).rounds;
    return rounds;
  };
  // Exchanges alternated with the floor, five pairs: the ratio (bare PRNG words in the time of one exchange) is what
  // a loaded machine moves least.
  const pairs: [number, number][] = [];
  for (let k = 0; k < 5; k++) pairs.push([perSecond(exchangesOf(a, b), 600), bareLoop(20_000_000)]);
  const exchanges = median(pairs.map(([e]) => e));
  const wordsPerExchange = median(pairs.map(([e, bare]) => bare / e));
  // Skills still growing: gear above the skills' caps, so aim and armour change at every swing (no two contests
  // alike, as in an arena's first days).
  const green = (name: string, swingRate: number) =>
    fighterOf({
      ...base,
      name,
      swingRate,
      maxAim: 6,
      maxArmour: 4,
      equipment: { weapon: { ...weapon, aim: 40, armour: 30 } },
    });
  const growing = perSecond(exchangesOf(green('c', 2), green('d', 3)));
  const duels = perSecond(() => {
    for (let i = 0; i < 2_000; i++)
      duel(a, b, DEFAULT_PARAMS, rng, { maxRounds: MAX_ROUNDS, log: false, schedule: turnOrder });
    return 2_000;
  });
  // Ranged: the archer starts 3 cells off and keeps the axe out of reach; every round has steps as well as shots.
  const c = fighterOf(archer);
  let rangedRounds = 0;
  const ranged = perSecond(() => {
    rangedRounds = 0;
    for (let i = 0; i < 2_000; i++)
      rangedRounds += duel(a, c, DEFAULT_PARAMS, rng, {
        maxRounds: MAX_ROUNDS,
        log: false,
        schedule: turnOrder,
        distance: 3,
      }).rounds;
    return rangedRounds;
  });
  return [
    {
      name: 'nightsoil single swings (swingInPlace)',
      value: Math.round(swings),
      unit: 'swings/s',
      target: '≥ 200,000/s',
    },
    {
      name: 'nightsoil exchanges (rounds of 2 + 3 swings and 2 + 2 steps, in duels)',
      value: Math.round(exchanges),
      unit: 'rounds/s',
      target: '≥ 1,000,000/s',
      load: load(),
    },
    {
      name: 'nightsoil exchange / bare PRNG word (bare words/s ÷ exchanges/s), pairs',
      value: Math.round(wordsPerExchange),
      unit: 'words',
      load: load(),
    },
    {
      name: 'nightsoil exchanges, skills still growing (every contest new)',
      value: Math.round(growing),
      unit: 'rounds/s',
    },
    { name: 'nightsoil whole duels (no log)', value: Math.round(duels), unit: 'duels/s' },
    {
      name: 'nightsoil ranged exchanges (bow vs axe from 3 cells, in duels)',
      value: Math.round(ranged),
      unit: 'rounds/s',
    },
  ];
}
