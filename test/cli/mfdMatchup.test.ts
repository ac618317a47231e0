import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fray, ROOT, expectBadInput } from '../helpers/cli.js';

const files = [
  '--heroes',
  join(ROOT, 'examples/mfd/duel-heroes.csv'),
  '--villains',
  join(ROOT, 'examples/mfd/duel-villains.csv'),
];
const battle = [
  '--heroes',
  join(ROOT, 'examples/mfd/Heroes.csv'),
  '--villains',
  join(ROOT, 'examples/mfd/Villains.csv'),
];

describe('fray mfd matchup', () => {
  it('prints the damage distribution of one attack, hero on villain', () => {
    const r = fray(['mfd', 'matchup', 'Kaito', 'Orochi', ...files]);
    expect(r.code).toBe(0);
    expect(r.stderr).toBe('');
    expect(r.stdout).toMatchSnapshot();
  });

  it('works villain on hero, in a later round, as JSON', () => {
    const r = fray(['mfd', 'matchup', 'Orochi', 'Kaito', '--round', '3', '--json', ...files]);
    expect(r.code).toBe(0);
    const doc = JSON.parse(r.stdout);
    expect(doc.round).toBe(3);
    expect(doc.attacker).toMatchObject({ side: 'villains', name: 'Orochi', offenseDice: 8, toHit: 0.6 });
    // Kaito's raw ToDefend 0.5 less two rounds of exhaustion.
    expect(doc.defender).toMatchObject({ side: 'heroes', name: 'Kaito', defenseDice: 6, toDefend: 0.3, hp: 3 });
    expect(doc.damage).toHaveLength(9);
    expect(doc.damage.reduce((a: number, d: { p: number }) => a + d.p, 0)).toBeCloseTo(1, 12);
    expect(doc.mean).toBeGreaterThan(0);
    expect(doc.dropChance).toBeGreaterThan(0);
  });

  it('reports unknown names (with a suggestion) and same-side pairs as one line, exit 2', () => {
    for (const [args, msg] of [
      [['Kaitoo', 'Orochi'], /no fighter named 'Kaitoo'.*did you mean 'Kaito'/],
      [['Mara', 'Ido'], /'Mara' and 'Ido' are on the same side/],
      [['Mara', 'Gallow', '--round', '0'], /--round.*from 1/],
    ] as const) {
      const r = fray(['mfd', 'matchup', ...args, ...(args[0].startsWith('Kaito') ? files : battle)]);
      expectBadInput(r, msg);
    }
  });

  it('has a useful --help', () => {
    const r = fray(['mfd', 'matchup', '--help']);
    expect(r.stdout).toMatch(/<attacker>.*<defender>/s);
    expect(r.stdout).toContain('--round');
  });
});
