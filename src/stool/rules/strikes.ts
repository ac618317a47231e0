/** Swings and readings between the player and a monster, through the Night Soil library, with their events. */
import { emptySwing, swingInPlace } from '../../nightsoil/attack.js';
import { beginReading, castInPlace, readsOnSelf } from '../../nightsoil/scroll.js';
import { canSwing } from '../../nightsoil/mob.js';
import { wantsToFlee } from '../../nightsoil/mood.js';
import { PLAYER } from './clocks.js';
import { inView, type Ctx } from './context.js';
import { fighterOfWho, monsterById } from './fighterOf.js';
import { chebyshev } from '../../core/chebyshev.js';
import { afterHarm, noteHarm } from './harm.js';
import { monsterNamed } from '../content/monsters.js';
import { identify, labelOf } from './identify.js';

/** Where the player or monster `who` stands. */
function positionOf(ctx: Ctx, who: number): { x: number; y: number } {
  return who === PLAYER ? ctx.state.player : monsterById(ctx.state, who);
}

/** `by` swings its weapon at `at` (one draw): damage, strength spent, and the aim or armour maximum the swing taught. */
export function swingAt(ctx: Ctx, by: number, at: number): void {
  const att = fighterOfWho(ctx.state, by);
  const def = fighterOfWho(ctx.state, at);
  const wasPreparing = def.preparing !== null;
  const wasFleeing = wantsToFlee(def);
  const sw = swingInPlace(att, def, ctx.params, ctx.rng.next(), emptySwing());
  ctx.events.push({
    kind: 'swing',
    by,
    at,
    hit: sw.hit,
    p: sw.p,
    energy: sw.energy,
    damage: sw.damage,
    absorbed: sw.absorbed,
    aimGain: sw.aimGain,
    armourGain: sw.armourGain,
  });
  if (wasPreparing && def.preparing === null) ctx.events.push({ kind: 'interrupted', who: at });
  // A shot from afar roots the shooter until its next swing turn, so kiting costs steps (docs/rules/stool.md).
  if (chebyshev(positionOf(ctx, by), positionOf(ctx, at)) > 1 && !ctx.state.steadying.includes(by))
    ctx.state.steadying = [...ctx.state.steadying, by];
  if (at === PLAYER && by !== PLAYER) {
    noteHarm(ctx, by, sw.damage);
    if (sw.hit) drain(ctx, by, sw.damage);
  }
  if (by === PLAYER && !canSwing(att)) ctx.events.push({ kind: 'spent' });
  afterHarm(ctx, { victim: at, by, wasFleeing });
}

/** A drainer's blow that landed also drinks the player's strength (its `drains` per point of life) and feeds it. */
function drain(ctx: Ctx, by: number, damage: number): void {
  const m = monsterById(ctx.state, by);
  const per = monsterNamed(m.build).drains;
  if (per === undefined) return;
  const you = ctx.state.player.fighter;
  const amount = Math.min(you.strength, damage * per);
  if (amount <= 0) return;
  you.strength -= amount;
  m.fighter.strength = Math.min(m.fighter.maxStrength, m.fighter.strength + amount);
  ctx.events.push({ kind: 'drained', by, amount });
}

/** The player learns what scroll `name` is, from reading it or seeing `by` read it (an event says so, once). */
function learn(ctx: Ctx, by: number, name: string): void {
  if (by !== PLAYER) {
    const m = monsterById(ctx.state, by);
    if (m.level !== ctx.state.depth || !inView(ctx, m.x, m.y)) return;
  }
  if (identify(ctx.state, name)) ctx.events.push({ kind: 'identified', name, label: labelOf(ctx.state, name) });
}

/**
 * `by` reads its scroll stack `i` at `at` (one draw): a ward or haste goes on the reader, a bolt or poison on the
 * target. The iq is paid and the copy used up whether or not it works (Night Soil's scroll rules).
 */
export function castAt(ctx: Ctx, by: number, i: number, at: number): void {
  const caster = fighterOfWho(ctx.state, by);
  const scroll = caster.scrolls[i];
  if (scroll === undefined) throw new RangeError(`no scroll ${i}`);
  const onSelf = readsOnSelf(scroll);
  const targetId = onSelf ? by : at;
  const target = fighterOfWho(ctx.state, targetId);
  const wasPreparing = target.preparing !== null;
  const wasFleeing = wantsToFlee(target);
  learn(ctx, by, scroll.name);
  const c = castInPlace(caster, target, { scroll: i, u: ctx.rng.next(), now: ctx.state.now, source: by }, ctx.params);
  ctx.events.push({
    kind: 'cast',
    by,
    at: targetId,
    scroll: scroll.name,
    effect: scroll.effect,
    success: c.success,
    p: c.p,
    damage: c.damage,
    absorbed: c.absorbed,
    iqSpent: c.iqSpent,
  });
  if (onSelf) return;
  if (targetId === PLAYER && by !== PLAYER) noteHarm(ctx, by, c.damage);
  if (wasPreparing && target.preparing === null) ctx.events.push({ kind: 'interrupted', who: targetId });
  afterHarm(ctx, { victim: targetId, by, wasFleeing });
}

/** `by` begins reading scroll `i`, which needs preparation, aimed at `at`; nothing is spent until it goes off. */
export function prepareAt(ctx: Ctx, by: number, i: number, at: number): void {
  const caster = fighterOfWho(ctx.state, by);
  const scroll = caster.scrolls[i];
  if (scroll === undefined) throw new RangeError(`no scroll ${i}`);
  learn(ctx, by, scroll.name);
  beginReading(caster, i, ctx.state.now, readsOnSelf(scroll) ? by : at);
  ctx.events.push({ kind: 'prepare', by, scroll: scroll.name });
}

/** The player reads unknown scroll `i` with nothing in reach for it to go at: the copy is used up for nothing. */
export function wasteReading(ctx: Ctx, i: number): void {
  const f = ctx.state.player.fighter;
  const scroll = f.scrolls[i];
  if (scroll === undefined) throw new RangeError(`no scroll ${i}`);
  learn(ctx, PLAYER, scroll.name);
  f.scrollsLeft[i] = (f.scrollsLeft[i] ?? 1) - 1;
  ctx.events.push({ kind: 'wasted', scroll: scroll.name });
}
