import { describe, expect, it } from 'vitest';
import { parseVary } from '../../../src/mfd/sweep/parseVary.js';

const values = (text: string) => {
  const r = parseVary(text);
  if (!r.ok) throw new Error(r.problem.message);
  return r.value.values;
};
const problem = (text: string) => {
  const r = parseVary(text);
  return r.ok ? '' : r.problem.message;
};

describe('parseVary', () => {
  it('reads a range exactly in millionths: 0..0.5:0.1 is six values with no drift', () => {
    expect(values('heroes:Kaito:BonusToHit=0..0.5:0.1')).toEqual([0, 100_000, 200_000, 300_000, 400_000, 500_000]);
    expect(values('villains:Orochi:BonusToDefend=-0.2..0.1:0.15')).toEqual([-200_000, -50_000, 100_000]);
    // The end is reached only when a whole number of steps away.
    expect(values('heroes:Kaito:XP=1000..2000:300')).toEqual([1000e6, 1300e6, 1600e6, 1900e6]);
    expect(values('heroes:Kaito:AOE=1..1:1')).toEqual([1e6]);
  });

  it('reads a list in the order given', () => {
    expect(values('heroes:Kaito:BonusHP=3,0,1')).toEqual([3e6, 0, 1e6]);
  });

  it('keeps the side, fighter (spaces and all), column and buff', () => {
    const r = parseVary('heroes:Captain Ren:BuffOffense@Rally=0,0.1');
    expect(r.ok && r.value).toMatchObject({
      side: 0,
      fighter: 'Captain Ren',
      column: 'BuffOffense',
      buff: 'Rally',
      label: 'Captain Ren BuffOffense@Rally',
    });
    const v = parseVary('Villains:Orochi:AOE=1,2');
    expect(v.ok && v.value).toMatchObject({ side: 1, fighter: 'Orochi', column: 'AOE', label: 'Orochi AOE' });
    expect(v.ok && 'buff' in v.value).toBe(false);
  });

  it('refuses what it cannot read, quoting the option and saying why', () => {
    expect(problem('heroes:Kaito:BonusToHit')).toMatch(/^--vary 'heroes:Kaito:BonusToHit': no '=' before the values/);
    expect(problem('Kaito:BonusToHit=0..1:0.5')).toMatch(/name a side, a fighter and a column/);
    expect(problem('monsters:Kaito:BonusToHit=0')).toMatch(/the side must be heroes or villains, got 'monsters'/);
    expect(problem('heroes::BonusToHit=0')).toMatch(/the fighter's name is empty/);
    expect(problem('heroes:Kaito:BonusToHitt=0')).toMatch(
      /'BonusToHitt' is not a column a sweep can vary \(did you mean 'BonusToHit'\?\)/,
    );
    expect(problem('heroes:Kaito:Name=0')).toMatch(/the columns are XP, BonusXP/);
    expect(problem('heroes:Kaito:AOE@Rally=1')).toMatch(/'@Rally' names a buff, but AOE is not a buff's column/);
    expect(problem('heroes:Kaito:BonusToHit=0..0.5')).toMatch(/needs a step, as in 0..0.5:STEP/);
    expect(problem('heroes:Kaito:BonusToHit=0..0.5:0')).toMatch(/the step must be more than 0/);
    expect(problem('heroes:Kaito:BonusToHit=0.5..0:0.1')).toMatch(/runs backwards/);
    expect(problem('heroes:Kaito:BonusToHit=0..1:0.001')).toMatch(/gives 1001 values; at most 201/);
    expect(problem('heroes:Kaito:BonusToHit=1e3')).toMatch(/the value '1e3' is not a plain decimal number/);
    expect(problem('heroes:Kaito:BonusToHit=0.1,0.10')).toMatch(/the value 0.10 is given twice/);
    expect(problem('heroes:Kaito:BonusHP=0..1:0.5')).toMatch(/BonusHP takes whole numbers, and 0.5 is not one/);
    expect(problem('heroes:Kaito:AOE=1,2.5')).toMatch(/AOE takes whole numbers, and 2.5 is not one/);
  });
});
