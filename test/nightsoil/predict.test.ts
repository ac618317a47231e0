import { describe, expect, it } from 'vitest';
import { predictExchange } from '../../src/nightsoil/predict.js';
import { duel } from '../../src/nightsoil/duel.js';
import { DEFAULT_PARAMS } from '../../src/nightsoil/params.js';
import { createRng } from '../../src/core/rng.js';
import { mob } from './fixtures.js';
import { turnOrder } from '../../src/nightsoil/turnOrder.js';

const P = DEFAULT_PARAMS;

describe('predictExchange', () => {
  it('one swing each at even odds: B keeps full life with 1/2, else loses e·offence/defence', () => {
    const a = mob({ swingRate: 1 });
    const b = mob({ swingRate: 1, equipment: [{ name: 'stick', aim: 10, armour: 10, offence: 1, defence: 1 }] });
    const pr = predictExchange(a, b, P, turnOrder);
    expect(pr).toBeDefined();
    const dmg = 0.07 * 40 * 0.5 * 2;
    expect(pr?.life[1]).toEqual([{ life: 20, probability: 0.5 }, { life: 20 - dmg, probability: 0.5 }]);
    expect(pr?.branches).toBe(4);
  });

  it('probabilities sum to 1 and match a Monte Carlo estimate', () => {
    const a = mob({ swingRate: 3, equipment: [{ name: 'spear', aim: 14, armour: 6, offence: 4, defence: 1 }], maxAim: 14 });
    const b = mob({ swingRate: 2, life: 8, maxLife: 8 });
    const pr = predictExchange(a, b, P, turnOrder);
    if (!pr) throw new Error('no prediction');
    for (const side of pr.life) expect(side.reduce((t, o) => t + o.probability, 0)).toBeCloseTo(1, 12);
    const runs = 20000;
    let deaths = 0;
    const rng = createRng(77);
    for (let i = 0; i < runs; i++) if (duel(a, b, P, rng.fork(i), { maxRounds: 1, log: false, schedule: turnOrder }).final[1].life <= 0) deaths++;
    expect(Math.abs(deaths / runs - pr.deathChance[1])).toBeLessThan(0.02);
  });

  it('gives up beyond 2^16 branches', () => {
    expect(predictExchange(mob({ swingRate: 12, strength: 1e6, maxStrength: 1e6, life: 1e9, maxLife: 1e9 }), mob({ swingRate: 12, strength: 1e6, maxStrength: 1e6, life: 1e9, maxLife: 1e9 }), P, turnOrder)).toBeUndefined();
  });
});
