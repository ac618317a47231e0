import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { equip, gearOf, itemsOf, SLOTS, unequip, type Loadout } from '../../src/nightsoil/equipment.js';
import { aimOf, fighterOf, refit } from '../../src/nightsoil/mob.js';
import { item, spec } from './fixtures.js';

const axe = (n: number) => item({ name: `axe${n}`, aim: 5, offence: 2 });
const bow = item({ name: 'bow', aim: 9, offence: 1.5, range: 4, twoHanded: true });
const shield = item({ name: 'shield', slot: 'shield', armour: 4, defence: 2 });

describe('slots', () => {
  it('one item per slot: five axes at ×2 give ×2, not ×32', () => {
    let l: Loadout = {};
    const removed: string[] = [];
    for (let n = 1; n <= 5; n++) {
      const r = equip(l, axe(n));
      l = r.loadout;
      removed.push(...r.removed.map((x) => x.name));
    }
    expect(gearOf(l).offence).toBe(2);
    expect(l.weapon?.name).toBe('axe5');
    expect(removed).toEqual(['axe1', 'axe2', 'axe3', 'axe4']);
  });

  it("items in different slots add aim and armour and multiply offence and defence; reach is the weapon's range", () => {
    const l: Loadout = {
      weapon: bow,
      cloak: item({ name: 'cloak', slot: 'cloak', armour: 3 }),
      hands: item({ name: 'bracers', slot: 'hands', aim: 1, offence: 1.2 }),
    };
    const g = gearOf(l);
    expect(g).toEqual({ aim: 10, armour: 3, offence: 1.5 * 1.2, defence: 1, reach: 4 });
    expect(gearOf({}).reach).toBe(1);
    expect(itemsOf(l).map((x) => x.slot)).toEqual(['weapon', 'cloak', 'hands']);
  });

  it('a two-handed weapon takes the shield hand: wielding it drops the shield, wearing a shield drops it', () => {
    const withShield = equip(equip({}, axe(1)).loadout, shield).loadout;
    const r = equip(withShield, bow);
    expect(r.removed.map((x) => x.name)).toEqual(['axe1', 'shield']);
    expect(r.loadout.shield).toBeUndefined();
    const back = equip(r.loadout, shield);
    expect(back.removed.map((x) => x.name)).toEqual(['bow']);
    expect(back.loadout.weapon).toBeUndefined();
  });

  it('unequip empties a slot and says what came off; inputs are never changed', () => {
    const l: Loadout = { weapon: bow };
    expect(unequip(l, 'weapon')).toEqual({ loadout: {}, removed: [bow] });
    expect(unequip(l, 'head')).toEqual({ loadout: l, removed: [] });
    expect(l.weapon).toBe(bow);
  });

  it("refit changes a fighter's totals in play (a game's wield and take-off)", () => {
    const f = fighterOf(spec({ maxAim: 20 }));
    refit(f, { weapon: bow });
    expect([aimOf(f), f.offence, f.reach]).toEqual([9, 1.5, 4]);
    refit(f, {});
    expect([aimOf(f), f.offence, f.reach]).toEqual([0, 1, 1]);
  });

  it('any sequence of wield, wear and take-off keeps one item per slot and no shield beside a two-hander (property)', () => {
    const pieces = [
      axe(1),
      bow,
      shield,
      item({ name: 'helm', slot: 'head', armour: 2, defence: 1.1 }),
      item({ name: 'mail', slot: 'body', armour: 5, defence: 1.5 }),
    ];
    const op = fc.oneof(fc.record({ on: fc.constantFrom(...pieces) }), fc.record({ off: fc.constantFrom(...SLOTS) }));
    fc.assert(
      fc.property(fc.array(op, { maxLength: 30 }), (ops) => {
        let l: Loadout = {};
        for (const o of ops) l = 'on' in o ? equip(l, o.on).loadout : unequip(l, o.off).loadout;
        for (const [slot, it] of Object.entries(l)) expect(it?.slot).toBe(slot);
        expect(l.weapon?.twoHanded === true && l.shield !== undefined).toBe(false);
        expect(gearOf(l).offence).toBeCloseTo(
          itemsOf(l).reduce((t, x) => t * x.offence, 1),
          12,
        );
      }),
    );
  });
});
