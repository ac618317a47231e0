import { describe, expect, it } from 'vitest';
import { castChance, castInPlace } from '../../src/nightsoil/scroll.js';
import { DEFAULT_PARAMS } from '../../src/nightsoil/params.js';
import { mob } from './fixtures.js';

describe('scrolls', () => {
  const bolt = { name: 'bolt', iq: 5 };

  it('succeeds by the sigmoid on iq against the scroll: iq 10 vs 5 is p(1/3) = 0.82', () => {
    expect(castChance(mob({ iq: 10, maxIq: 10 }), bolt, DEFAULT_PARAMS).p.toFixed(2)).toBe('0.82');
    expect(castChance(mob({ iq: 5, maxIq: 10 }), bolt, DEFAULT_PARAMS).p).toBe(0.5);
  });

  it('spends the iq and deals damage equal to it on success, ignoring defence', () => {
    const c = mob({ iq: 10, maxIq: 10 });
    const t = mob({ life: 20, equipment: [{ name: 'plate', aim: 0, armour: 10, offence: 1, defence: 100 }] });
    const r = castInPlace(c, t, bolt, DEFAULT_PARAMS, 0);
    expect(r).toMatchObject({ success: true, iqSpent: 5, damage: 5 });
    expect(c.iq).toBe(5);
    expect(t.life).toBe(15);
  });

  it('spends the iq on a failed reading too', () => {
    const c = mob({ iq: 10, maxIq: 10 });
    const t = mob();
    const r = castInPlace(c, t, bolt, DEFAULT_PARAMS, 0.999);
    expect(r.success).toBe(false);
    expect(c.iq).toBe(5);
    expect(t.life).toBe(20);
  });
});
