/**
 * What wearing or wielding an item would change, before you do it: aim and armour as they would count (never above
 * your skill maxima, so armour past your skill does nothing, and the preview says so), the multipliers and the reach.
 */
import { equip, gearOf, type Loadout } from '../../nightsoil/equipment.js';
import { refit, type Item, type MobState } from '../../nightsoil/mob.js';
import type { NightSoilParams } from '../../nightsoil/params.js';
import { strikePreview } from '../rules/view.js';
import { num } from './eventText.js';

/** The loadout's totals as they count for `f`: aim and armour capped by its skill maxima. */
function counted(
  loadout: Loadout,
  f: MobState,
): { aim: number; armour: number; rawAim: number; rawArmour: number; offence: number; defence: number; reach: number } {
  const g = gearOf(loadout);
  return {
    aim: Math.min(g.aim, f.maxAim),
    armour: Math.min(g.armour, f.maxArmour),
    rawAim: g.aim,
    rawArmour: g.armour,
    offence: g.offence,
    defence: g.defence,
    reach: g.reach,
  };
}

/**
 * Against `foe` (the monster aimed at), what the item would do to a swing each way: "vs the orc: you hit 40% → 52%
 * for 3.1 → 4.4, swing 1.9 → 2.4 str; it hits 61% → 50% for 5.2 → 4.0".
 */
function versus(
  foe: { name: string; f: MobState },
  f: MobState,
  loadouts: [Loadout, Loadout],
  params: NightSoilParams,
): string {
  const fit = (l: Loadout): MobState => {
    const c = structuredClone(f);
    refit(c, l);
    return c;
  };
  const [a, b] = loadouts.map(fit) as [MobState, MobState];
  const youA = strikePreview(a, foe.f, params);
  const youB = strikePreview(b, foe.f, params);
  const itA = strikePreview(foe.f, a, params);
  const itB = strikePreview(foe.f, b, params);
  const pc = (v: number): string => `${Math.round(v * 100)}%`;
  const arrow = (x: string, y: string): string => (x === y ? x : `${x} → ${y}`);
  return (
    `vs the ${foe.name}: you hit ${arrow(pc(youA.p), pc(youB.p))} for ${arrow(num(youA.damage), num(youB.damage))}, ` +
    `swing ${arrow(num(youA.cost), num(youB.cost))} str; it hits ${arrow(pc(itA.p), pc(itB.p))} for ${arrow(num(itA.damage), num(itB.damage))}`
  );
}

/**
 * "aim 8.0 → 10.0; armour 5.0 → 8.0; 3.0 armour over your skill 8.0 does nothing; replaces buckler", or "no change";
 * with a `foe`, what it does to a swing each way (see `versus`).
 */
export function wearPreview(
  loadout: Loadout,
  f: MobState,
  item: Item,
  foe?: { name: string; f: MobState; params: NightSoilParams },
): string {
  const r = equip(loadout, item);
  const a = counted(loadout, f);
  const b = counted(r.loadout, f);
  const parts: string[] = [];
  const change = (label: string, x: number, y: number, fmt: (v: number) => string): void => {
    if (fmt(x) !== fmt(y)) parts.push(`${label} ${fmt(x)} → ${fmt(y)}`);
  };
  change('aim', a.aim, b.aim, num);
  change('armour', a.armour, b.armour, num);
  change('off', a.offence, b.offence, (v) => `x${v.toFixed(2)}`);
  change('def', a.defence, b.defence, (v) => `x${v.toFixed(2)}`);
  change('reach', a.reach, b.reach, String);
  const wasted: string[] = [];
  if (b.rawArmour > f.maxArmour && item.armour > 0)
    wasted.push(
      `${num(Math.min(item.armour, b.rawArmour - f.maxArmour))} armour over your skill ${num(f.maxArmour)} does nothing`,
    );
  if (b.rawAim > f.maxAim && item.aim > 0)
    wasted.push(`${num(Math.min(item.aim, b.rawAim - f.maxAim))} aim over your skill ${num(f.maxAim)} does nothing`);
  const off = r.removed.length > 0 ? [`replaces ${r.removed.map((i) => i.name).join(', ')}`] : [];
  const vs = foe !== undefined ? [versus(foe, f, [loadout, r.loadout], foe.params)] : [];
  const all = [...(parts.length > 0 ? parts : ['no change']), ...wasted, ...off, ...vs];
  return all.join('; ');
}

/** An item's own numbers: "body, armour 8.0, def x1.60" (what it adds, before any skill cap). */
export function itemStats(it: Item): string {
  const parts: string[] = [it.slot];
  if (it.aim > 0) parts.push(`aim ${num(it.aim)}`);
  if (it.armour > 0) parts.push(`armour ${num(it.armour)}`);
  if (it.offence !== 1) parts.push(`off x${it.offence.toFixed(2)}`);
  if (it.defence !== 1) parts.push(`def x${it.defence.toFixed(2)}`);
  if (it.range > 1) parts.push(`reach ${it.range}`);
  if (it.twoHanded) parts.push('two hands');
  return parts.join(', ');
}
