import { describe, expect, it } from 'vitest';
import { SLOTS } from '../../src/nightsoil/equipment.js';
import { fighterOf } from '../../src/nightsoil/mob.js';
import { attackReach } from '../../src/nightsoil/reach.js';
import { FOODS } from '../../src/stool/content/food.js';
import { GEAR, gearNamed } from '../../src/stool/content/gear.js';
import { HERO, HERO_FOOD } from '../../src/stool/content/hero.js';
import { LEVELS } from '../../src/stool/content/levels.js';
import { MONSTERS } from '../../src/stool/content/monsters.js';
import { SCROLLS } from '../../src/stool/content/scrolls.js';
import { newGame } from '../../src/stool/rules/newGame.js';

describe('content', () => {
  it('has 3 to 5 levels, the stool on the last and stairs on every other', () => {
    expect(LEVELS.length).toBeGreaterThanOrEqual(3);
    expect(LEVELS.length).toBeLessThanOrEqual(5);
    for (let seed = 0; seed < 20; seed++) {
      const s = newGame(seed);
      s.levels.forEach((l, i) => {
        const last = i === s.levels.length - 1;
        expect(l.tiles.join('').includes('>')).toBe(!last);
        expect(l.items.some((t) => t.thing.kind === 'stool')).toBe(last);
      });
    }
  });

  it('names only things that exist', () => {
    for (const plan of LEVELS) {
      for (const [name] of [...plan.monsters, ...plan.guards]) expect(MONSTERS[name], name).toBeDefined();
      for (const name of plan.food) expect(FOODS[name], name).toBeDefined();
      for (const name of plan.gearPool) expect(GEAR[name], name).toBeDefined();
      for (const name of plan.scrollPool) expect(SCROLLS[name], name).toBeDefined();
    }
    for (const name of HERO_FOOD) expect(FOODS[name], name).toBeDefined();
    for (const m of Object.values(MONSTERS)) for (const d of m.drops) expect(() => gearNamed(d.gear)).not.toThrow();
  });

  it('has equipment for every slot, each item in the slot its name is filed under', () => {
    for (const slot of SLOTS)
      expect(
        Object.values(GEAR).some((g) => g.slot === slot),
        slot,
      ).toBe(true);
    for (const [name, g] of Object.entries(GEAR)) expect(g.name).toBe(name);
  });

  it('has a bolt, a poison, a ward, a haste and a prepared spell', () => {
    const all = Object.values(SCROLLS);
    for (const effect of ['bolt', 'poison', 'ward', 'haste'] as const)
      expect(
        all.some((s) => s.effect === effect),
        effect,
      ).toBe(true);
    expect(all.some((s) => s.prepare > 0)).toBe(true);
  });

  it('has fast, weak rats; ranged goblins; heavy orcs; a wizard with scrolls', () => {
    const rat = fighterOf(MONSTERS.rat!.spec);
    const orc = fighterOf(MONSTERS.orc!.spec);
    const hero = fighterOf(HERO);
    expect(rat.swingRate).toBeGreaterThanOrEqual(2 * hero.swingRate);
    expect(rat.moveRate).toBeGreaterThan(hero.moveRate);
    expect(rat.maxLife).toBeLessThan(hero.maxLife / 4);
    expect(attackReach(fighterOf(MONSTERS.goblin!.spec))).toBeGreaterThan(1);
    expect(orc.maxStrength).toBeGreaterThan(hero.maxStrength);
    // Orcs keep pace with the hero, so they cannot be kited or run around (docs/rules/stool.md, "Kiting").
    expect(orc.moveRate).toBe(hero.moveRate);
    expect(MONSTERS.wizard!.spec.scrolls.length).toBeGreaterThan(0);
  });
});
