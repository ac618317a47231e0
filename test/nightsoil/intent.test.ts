import { describe, expect, it } from 'vitest';
import { intentOf } from '../../src/nightsoil/intent.js';
import { DEFAULT_PARAMS } from '../../src/nightsoil/params.js';
import { mob, scroll } from './fixtures.js';

const P = DEFAULT_PARAMS;
const NOW = { round: 0, slot: 0 };
const LATER = { round: 50, slot: 0 };

describe('intentOf', () => {
  it('flees at or below the flee fraction, whatever is in reach', () => {
    const self = mob({ life: 5, temper: { fleeBelow: 0.25, eatBelow: 0.5 } });
    expect(intentOf(self, mob(), 1, NOW, P)).toEqual({ kind: 'flee' });
  });

  it('swings next to the foe, waits when the club does not reach, guards with nothing to strike with', () => {
    expect(intentOf(mob(), mob(), 1, NOW, P)).toEqual({ kind: 'swing' });
    expect(intentOf(mob(), mob(), 3, NOW, P)).toEqual({ kind: 'hold', why: 'wait' });
    expect(intentOf(mob({ strength: 0, maxStrength: 0 }), mob(), 1, NOW, P)).toEqual({ kind: 'hold', why: 'guard' });
  });

  it('reads a scroll at once, or begins preparing one that takes time', () => {
    const quick = mob({ iq: 30, maxIq: 30, scrolls: [scroll({ iq: 20, range: 6 })] });
    expect(intentOf(quick, mob(), 5, NOW, P)).toEqual({ kind: 'cast', scroll: 0, released: false });
    const slow = mob({ iq: 30, maxIq: 30, scrolls: [scroll({ name: 'meteor', iq: 20, prepare: 2, range: 6 })] });
    expect(intentOf(slow, mob(), 5, NOW, P)).toEqual({ kind: 'prepare', scroll: 0 });
  });

  it('concentrates while preparing, then releases the spell, or loses it when the target left its range or died', () => {
    const caster = mob({ iq: 30, maxIq: 30, scrolls: [scroll({ name: 'meteor', iq: 20, prepare: 2, range: 6 })] });
    caster.preparing = { scroll: 0, start: { round: 0, slot: 0 }, rounds: 2, target: 1 };
    expect(intentOf(caster, mob(), 5, NOW, P)).toEqual({ kind: 'hold', why: 'concentrate' });
    expect(intentOf(caster, mob(), 5, LATER, P)).toEqual({ kind: 'cast', scroll: 0, released: true });
    expect(intentOf(caster, mob(), 7, LATER, P)).toEqual({ kind: 'lost', scroll: 0 });
    expect(intentOf(caster, mob({ life: 0 }), 5, LATER, P)).toEqual({ kind: 'lost', scroll: 0 });
  });

  it('throws RangeError when a preparation names a scroll the mob does not have (a bug, not a game state)', () => {
    const caster = mob();
    caster.preparing = { scroll: 3, start: { round: 0, slot: 0 }, rounds: 2, target: 1 };
    expect(() => intentOf(caster, mob(), 1, LATER, P)).toThrow(RangeError);
  });
});
