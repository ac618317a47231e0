// The ladder's fairness rules: the checker's round-robin by author, challenges ahead of rated matches only up to a
// global cap, and validation matches of bounded length.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nextCheck, type WaitingVersion } from '../../src/ladder/nextCheck.js';
import { CHALLENGES_AHEAD, pickLeases, type QueuedMatch } from '../../src/ladder/pickLeases.js';
import { validationRules, VALIDATION_MAX_TURNS } from '../../src/ladder/validationRules.js';
import { DEFAULT_RULES } from '../../src/summoner/rules/rules.js';

/** The order the checker would take `waiting` in (each check removes its version). */
function checkOrder(waiting: WaitingVersion[]): number[] {
  const left = [...waiting];
  const last = new Map<number, number>();
  const order: number[] = [];
  for (let turn = 0; left.length > 0; turn++) {
    const id = nextCheck(left, last)!;
    const v = left.splice(
      left.findIndex((w) => w.id === id),
      1,
    )[0]!;
    last.set(v.authorId, turn);
    order.push(id);
  }
  return order;
}

describe('nextCheck', () => {
  it("takes authors in turn, each author's oldest first, so a backlog delays no one else by more than a check", () => {
    // Author 1 queued ten versions before authors 2 and 3 queued one each.
    const waiting = [
      ...Array.from({ length: 10 }, (_, i) => ({ id: i + 1, authorId: 1 })),
      { id: 11, authorId: 2 },
      { id: 12, authorId: 3 },
    ];
    expect(checkOrder(waiting)).toEqual([1, 11, 12, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(nextCheck([], new Map())).toBeUndefined();
  });

  it('never makes an author wait for more checks than there are other authors waiting (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 5 }), { maxLength: 40 }), (authors) => {
        const waiting = authors.map((authorId, i) => ({ id: i + 1, authorId }));
        const order = checkOrder(waiting);
        const distinct = new Set(authors).size;
        for (const a of new Set(authors)) {
          const first = order.findIndex((id) => waiting[id - 1]!.authorId === a);
          expect(first).toBeLessThan(distinct);
        }
        expect([...order].sort((x, y) => x - y)).toEqual(waiting.map((w) => w.id));
      }),
    );
  });
});

describe('pickLeases', () => {
  const queue = (kinds: string): QueuedMatch[] =>
    [...kinds].map((k, i) => ({ id: i + 1, kind: k === 'c' ? 'challenge' : 'rated' }));

  it('puts challenges ahead only up to the cap in flight; rated matches come next, then the other challenges', () => {
    // Twenty challenges from many accounts, queued before two rated matches.
    const q = queue(`${'c'.repeat(20)}rr`);
    expect(pickLeases(q, 4, 0).map((m) => m.kind)).toEqual(['challenge', 'challenge', 'rated', 'rated']);
    expect(pickLeases(q, 4, CHALLENGES_AHEAD).map((m) => m.id)).toEqual([21, 22, 1, 2]);
    expect(pickLeases(q, 4, 1).map((m) => m.id)).toEqual([1, 21, 22, 2]);
    // With no rated match waiting, challenges fill the free slots (nothing is held back for nothing).
    expect(pickLeases(queue('ccc'), 3, 5).map((m) => m.id)).toEqual([1, 2, 3]);
    expect(pickLeases(q, 0, 0)).toEqual([]);
  });

  it('never leases more than asked, never more challenges ahead of a waiting rated match than the cap (property)', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[cr]{0,30}$/), fc.nat(10), fc.nat(4), (kinds, n, running) => {
        const q = queue(kinds);
        const got = pickLeases(q, n, running);
        expect(got.length).toBe(Math.min(n, q.length));
        const ratedLeft = q.filter((m) => m.kind === 'rated').length - got.filter((m) => m.kind === 'rated').length;
        if (ratedLeft > 0)
          expect(got.filter((m) => m.kind === 'challenge').length).toBeLessThanOrEqual(
            Math.max(0, CHALLENGES_AHEAD - running),
          );
      }),
    );
  });
});

describe('validationRules', () => {
  it('caps the validation match at VALIDATION_MAX_TURNS and keeps shorter limits', () => {
    expect(validationRules({ ...DEFAULT_RULES, maxTurns: 1000 }).maxTurns).toBe(VALIDATION_MAX_TURNS);
    expect(validationRules({ ...DEFAULT_RULES, maxTurns: 50 }).maxTurns).toBe(50);
    expect(validationRules(DEFAULT_RULES)).toEqual({
      ...DEFAULT_RULES,
      maxTurns: Math.min(DEFAULT_RULES.maxTurns, 200),
    });
  });
});
