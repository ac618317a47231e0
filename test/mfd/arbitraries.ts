/** fast-check generators of random Marked for Death teams, built directly as data (no CSV). */
import fc from 'fast-check';
import type { Fighter, SideName, Team, Teams } from '../../src/mfd/model.js';

const fighterArb = (size: number, i: number) =>
  fc
    .record({
      xp: fc.integer({ min: 0, max: 30_000 }),
      bonusHp: fc.integer({ min: -1, max: 3 }),
      toHit: fc.integer({ min: -300, max: 1200 }),
      toDefend: fc.integer({ min: -300, max: 1200 }),
      aoe: fc.integer({ min: 1, max: 3 }),
      guard: fc.integer({ min: -1, max: size - 1 }),
      link: fc.integer({ min: -1, max: size - 1 }),
      buffs: fc.array(
        fc.record({
          targets: fc.uniqueArray(fc.integer({ min: 0, max: size - 1 }), { maxLength: size }),
          off: fc.integer({ min: 0, max: 300 }),
          def: fc.integer({ min: 0, max: 300 }),
        }),
        { maxLength: 2 },
      ),
    })
    .map((r): Fighter => ({
      name: `F${i}`,
      totalXpMicros: r.xp * 1_000_000,
      startHp: 2 + r.bonusHp,
      bonusToHit: r.toHit * 1000,
      bonusToDefend: r.toDefend * 1000,
      aoe: r.aoe,
      bodyguardFor: r.guard === i ? -1 : r.guard,
      linkedTo: r.link === i ? -1 : r.link,
      buffs: r.buffs.map((b, k) => ({
        name: `B${k}`,
        targets: b.targets,
        offense: b.off * 1000,
        defense: b.def * 1000,
      })),
    }));

/** A random team of 1..max fighters, with bodyguards, links and buffs among them. */
export function teamArb(side: SideName, max = 6): fc.Arbitrary<Team> {
  return fc.integer({ min: 1, max }).chain((size) =>
    fc.tuple(...Array.from({ length: size }, (_, i) => fighterArb(size, i))).map((fighters) => ({
      side,
      fighters,
      source: { file: `${side}.csv`, header: [], rows: [], lines: [] },
    })),
  );
}

/** Two random teams. */
export function teamsArb(max = 6): fc.Arbitrary<Teams> {
  return fc.tuple(teamArb('heroes', max), teamArb('villains', max));
}
