/**
 * The fight's forecast (issue 35 item 2: what a fight is likely to cost before it starts) against a brute-force
 * simulation of many fights played with Night Soil's own swing (swingInPlace) and a seeded Rng.
 */
import { describe, expect, it } from 'vitest';
import { createRng } from '../../../src/core/rng.js';
import { roundSlots } from '../../../src/core/timeline/timeline.js';
import { emptySwing, swingInPlace } from '../../../src/nightsoil/attack.js';
import { canSwing, cloneFighter, fighterOf, refit, type MobState } from '../../../src/nightsoil/mob.js';
import { DEFAULT_PARAMS, type NightSoilParams } from '../../../src/nightsoil/params.js';
import { HERO } from '../../../src/stool/content/hero.js';
import { gearNamed } from '../../../src/stool/content/gear.js';
import { MONSTERS } from '../../../src/stool/content/monsters.js';
import { fightForecast } from '../../../src/stool/rules/fightForecast.js';

/** Fights simulated per match-up: the standard error of a chance is then at most 0.5/sqrt(FIGHTS) = 0.0035. */
const FIGHTS = 20_000;

interface Tally {
  win: number;
  lose: number;
  swings: number;
  strength: number;
  life: number;
  toKill: number;
  kills: number;
}

/**
 * `FIGHTS` fights to the finish, toe to toe, played swing by swing: the two swing clocks in the timeline's order
 * from your first swing, each side swinging while it can (strength of 1 or more) until one is dead or both are spent.
 * Each fight also plays on with your swings alone to count the swings a kill takes (the forecast's toKill).
 */
function simulate(you0: MobState, it0: MobState, params: NightSoilParams, seed: number): Tally {
  const rng = createRng(seed);
  const round = roundSlots({
    combatants: [
      { id: 'you', team: 'player', rate: you0.swingRate },
      { id: 'it', team: 'monsters', rate: it0.swingRate },
    ],
    playerTeam: 'player',
  }).map((s) => s.combatant === 0);
  const start = round.indexOf(true);
  const order = [...round.slice(start), ...round.slice(0, start)];
  const t: Tally = { win: 0, lose: 0, swings: 0, strength: 0, life: 0, toKill: 0, kills: 0 };
  const out = emptySwing();
  for (let f = 0; f < FIGHTS; f++) {
    const you = cloneFighter(you0);
    const it = cloneFighter(it0);
    for (let i = 0; you.life > 0 && it.life > 0 && (canSwing(you) || canSwing(it)); i++) {
      const mine = order[i % order.length] as boolean;
      const [att, def] = mine ? [you, it] : [it, you];
      if (!canSwing(att)) continue;
      swingInPlace(att, def, params, rng.next(), out);
      if (mine) t.swings++;
    }
    if (it.life <= 0) t.win++;
    if (you.life <= 0) t.lose++;
    t.strength += you0.strength - you.strength;
    t.life += you0.life - you.life;
    // Your swings alone until it dies or you tire.
    const solo = cloneFighter(you0);
    const foe = cloneFighter(it0);
    let n = 0;
    while (foe.life > 0 && canSwing(solo)) {
      swingInPlace(solo, foe, params, rng.next(), out);
      n++;
    }
    if (foe.life <= 0) {
      t.kills++;
      t.toKill += n;
    }
  }
  return t;
}

const hero = (): MobState => fighterOf(HERO);
const monster = (name: string): MobState =>
  fighterOf((MONSTERS[name] as { spec: Parameters<typeof fighterOf>[0] }).spec);

/** The match-ups: the hero at the start against each build, a tired hero against an orc, and a strong one. */
const CASES: [string, () => [MobState, MobState]][] = [
  ...Object.keys(MONSTERS).map((name): [string, () => [MobState, MobState]] => [
    `the hero against a ${name}`,
    () => [hero(), monster(name)],
  ]),
  ['a tired, hurt hero against an orc', () => [{ ...hero(), strength: 18, life: 20 }, monster('orc')]],
  ['the hero against a wounded orc (a close fight)', () => [hero(), { ...monster('orc'), life: 9 }]],
  [
    'a hurt hero against a tired goblin (a close fight)',
    () => [
      { ...hero(), life: 6 },
      { ...monster('goblin'), strength: 12 },
    ],
  ],
  [
    'two spent fighters: nobody wins',
    () => [
      { ...hero(), strength: 0.5 },
      { ...monster('rat'), strength: 0.9 },
    ],
  ],
  [
    'a hero with a short sword and chain mail against a wizard',
    () => {
      const h = hero();
      refit(h, { ...HERO.equipment, weapon: gearNamed('short sword'), body: gearNamed('chain mail') });
      return [h, monster('wizard')];
    },
  ],
];

describe('fightForecast against 20,000 simulated fights per match-up', () => {
  it.each(CASES)('%s', (_name, make) => {
    const [you, it] = make();
    const f = fightForecast(you, it, DEFAULT_PARAMS);
    const t = simulate(you, it, DEFAULT_PARAMS, 35);
    // Chances within 0.02 (about five standard errors of 20,000 fights, plus the life grid's rounding); means within
    // 3% of the simulated mean or 0.15 (swings, strength and life), whichever is larger.
    const close = (forecast: number, simulated: number, what: string): void =>
      expect(
        Math.abs(forecast - simulated),
        `${what}: forecast ${forecast}, simulated ${simulated}`,
      ).toBeLessThanOrEqual(Math.max(0.15, 0.03 * Math.abs(simulated)));
    expect(Math.abs(f.win - t.win / FIGHTS), `win ${f.win} vs ${t.win / FIGHTS}`).toBeLessThanOrEqual(0.02);
    expect(Math.abs(f.lose - t.lose / FIGHTS), `lose ${f.lose} vs ${t.lose / FIGHTS}`).toBeLessThanOrEqual(0.02);
    expect(Math.abs(f.canKill - t.kills / FIGHTS)).toBeLessThanOrEqual(0.02);
    close(f.swings, t.swings / FIGHTS, 'swings');
    close(f.strength, t.strength / FIGHTS, 'strength');
    close(f.life, t.life / FIGHTS, 'life');
    if (t.kills > 0) close(f.toKill ?? Infinity, t.toKill / t.kills, 'swings to kill');
  });
});

describe('fightForecast is a pure function', () => {
  it('gives the same numbers for the same fighters, and changes neither', () => {
    const you = hero();
    const it = monster('orc');
    const before = JSON.stringify([you, it]);
    const a = fightForecast(you, it, DEFAULT_PARAMS);
    expect(fightForecast(you, it, DEFAULT_PARAMS)).toEqual(a);
    expect(JSON.stringify([you, it])).toBe(before);
  });

  it("counts the strength a drainer's bites drink on top of the swings' cost", () => {
    const you = hero();
    const bat = monster('vampire bat');
    const plain = fightForecast(you, bat, DEFAULT_PARAMS);
    const drunk = fightForecast(you, bat, DEFAULT_PARAMS, 2);
    expect(drunk.strength - plain.strength).toBeCloseTo(2 * plain.life, 9);
  });
});
