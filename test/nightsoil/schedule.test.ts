import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { orderOf, type RoundSchedule } from '../../src/nightsoil/schedule.js';
import { turnOrder } from '../../src/nightsoil/turnOrder.js';

describe('orderOf', () => {
  it('gives what the schedule gives, whatever the sequence of rates and schedules asked for', () => {
    // A second schedule (the reverse order) so a remembered order of the wrong schedule would show.
    const reversed: RoundSchedule = (rates) => [...turnOrder(rates)].reverse();
    const rates = fc.array(fc.integer({ min: 1, max: 4 }), { minLength: 1, maxLength: 5 });
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.boolean(), rates, fc.boolean()), { maxLength: 30 }), (calls) => {
        for (const [useReversed, r, mutate] of calls) {
          const schedule = useReversed ? reversed : turnOrder;
          expect(orderOf(schedule, r)).toEqual(schedule(r));
          // The caller's array may change afterwards; what was remembered must not.
          if (mutate) r[0] = r[0]! + 1;
        }
      }),
      { numRuns: 300 },
    );
  });
});
