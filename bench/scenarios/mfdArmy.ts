/** Deterministic Marked for Death armies of any size, for benchmarks: squads of ten with a leader's buff, guards and clones. */
import { createRng } from '../../src/core/rng.js';

const HEADER =
  'Name,XP,BonusXP,BonusHP,BonusToHit,BonusToDefend,AOE,BodyguardFor,LinkedTo,BuffName,BuffWho,BuffOffense,BuffDefense';

/**
 * CSV text of an army of `count` fighters. In each squad of ten, the leader buffs the squad, one fighter guards
 * the leader, two are clones linked to the leader, and one attacks three foes a round.
 */
export function mfdArmyCsv(side: 'heroes' | 'villains', count: number, seed: number): string {
  const rng = createRng(seed);
  const prefix = side === 'heroes' ? 'H' : 'V';
  const lines = [HEADER];
  for (let i = 0; i < count; i++) {
    const squad = Math.floor(i / 10);
    const role = i % 10;
    const leader = `${prefix}${squad * 10}`;
    const name = `${prefix}${i}`;
    const xp = 5000 + rng.below(15_000);
    const toHit = (rng.below(40) / 100).toFixed(2);
    const toDef = (rng.below(30) / 100).toFixed(2);
    const members = Array.from(
      { length: Math.min(10, count - squad * 10) },
      (_, k) => `${prefix}${squad * 10 + k}`,
    ).join(',');
    const cells = [
      name,
      String(xp),
      '',
      String(rng.below(3) - 1 + (role === 0 ? 2 : 0)),
      toHit,
      toDef,
      role === 5 ? '3' : '',
      role === 1 ? leader : '',
      role === 8 || role === 9 ? leader : '',
    ];
    cells.push(...(role === 0 ? ['Squad Drill', `"${members}"`, '0.05', '0.05'] : ['', '', '', '']));
    lines.push(cells.join(','));
  }
  return `${lines.join('\n')}\n`;
}
