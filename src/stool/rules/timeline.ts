/**
 * Playing the game's round order slot by slot: lasting effects tick at every slot (poison, ward, haste), monsters on
 * the player's level act on their clocks, the player's command waits for a turn of the clock it needs, and play
 * stops at the player's next turn. Food rots at the start of a round.
 */
import { hasEffect, preparationDue, tickEffects, type EffectTick } from '../../nightsoil/effects.js';
import { readsOnSelf } from '../../nightsoil/scroll.js';
import { PLAYER, type GameClock } from './clocks.js';
import type { Command } from './commands.js';
import { inView, levelOf, type Ctx } from './context.js';
import { chebyshev } from '../../core/chebyshev.js';
import { afterHarm, noteHarm } from './harm.js';
import { monsterStepTurn, monsterSwingTurn } from './monsterTurn.js';
import { needOf, carryOut } from './playerTurn.js';
import { castAt } from './strikes.js';
import { keepInPack } from './packLetters.js';
import { fighterOfWho, monsterById } from './fighterOf.js';

/** Rounds after which a command that found no turn is a bug (longer than any preparation in the content). */
const MAX_ROUNDS_PER_COMMAND = 64;

/** True when a clock of the player's is live now: its step clock always; its swing clock unless hasted; its haste clock only while hasted. */
function live(ctx: Ctx, c: GameClock): boolean {
  const f = fighterOfWho(ctx.state, c.who);
  if (c.kind === 'step') return true;
  return (c.kind === 'haste') === hasEffect(f, 'haste');
}

/**
 * Whether `clock`'s turn is lost to steadying after a shot from afar (docs/rules/stool.md, "Shooting roots you"): a
 * shooter stands until its next swing turn, so its step turns until then pass; that swing turn frees it (and may
 * root it again with another shot).
 */
function rooted(ctx: Ctx, clock: GameClock): boolean {
  const s = ctx.state;
  if (!s.steadying.includes(clock.who) || !live(ctx, clock)) return false;
  if (clock.kind === 'step') return true;
  s.steadying = s.steadying.filter((w) => w !== clock.who);
  return false;
}

/** Ticks the lasting effects of the player and of the monsters on its level at the current slot. */
function tickAll(ctx: Ctx): void {
  const now = ctx.state.now;
  for (const who of [PLAYER, ...ctx.onLevel.map((m) => m.id)]) {
    const f = fighterOfWho(ctx.state, who);
    if (f.effects.length === 0 || f.life <= 0) continue;
    const wasPreparing = f.preparing !== null;
    let source = PLAYER;
    const on = (t: EffectTick): void => {
      if (t.kind === 'tick') {
        source = t.effect.source;
        ctx.events.push({ kind: 'poison', on: who, damage: t.damage });
        if (who === PLAYER) noteHarm(ctx, source, t.damage);
      } else ctx.events.push({ kind: 'ends', on: who, effect: t.effect.kind });
    };
    tickEffects(f, now, on);
    if (wasPreparing && f.preparing === null) ctx.events.push({ kind: 'interrupted', who });
    afterHarm(ctx, { victim: who, by: source });
    if (ctx.state.over !== null) return;
  }
}

/** Food that has reached its rotting round is gone, from the floor of the player's level and from the pack. */
function rot(ctx: Ctx): void {
  const s = ctx.state;
  const round = s.now.round;
  const rotten = (t: { kind: string; rotsAt?: number | null }): boolean =>
    t.kind === 'food' && t.rotsAt !== null && t.rotsAt !== undefined && t.rotsAt <= round;
  const l = levelOf(s);
  if (l.items.some((ft) => rotten(ft.thing))) {
    for (const ft of l.items)
      if (rotten(ft.thing) && ft.thing.kind === 'food' && inView(ctx, ft.x, ft.y))
        ctx.events.push({ kind: 'rotted', name: ft.thing.name, inPack: false });
    l.items = l.items.filter((ft) => !rotten(ft.thing));
  }
  if (s.player.pack.some(rotten)) {
    for (const t of s.player.pack)
      if (rotten(t) && t.kind === 'food') ctx.events.push({ kind: 'rotted', name: t.name, inPack: true });
    keepInPack(s.player, (t) => !rotten(t));
  }
}

/** Moves to the next slot (a new round rots food), then ticks effects there. */
function advance(ctx: Ctx): void {
  const s = ctx.state;
  const slot = s.now.slot + 1;
  if (slot >= ctx.order.length) {
    s.now = { round: s.now.round + 1, slot: 0 };
    rot(ctx);
  } else s.now = { round: s.now.round, slot };
  tickAll(ctx);
}

/** The prepared spell of the player goes off at the first of its swing turns at or after its time. */
function releasePlayerSpell(ctx: Ctx): void {
  const f = ctx.state.player.fighter;
  const prep = f.preparing;
  if (prep === null || !preparationDue(prep, ctx.state.now)) return;
  f.preparing = null;
  const scroll = f.scrolls[prep.scroll];
  if (scroll === undefined) return;
  if (readsOnSelf(scroll)) {
    castAt(ctx, PLAYER, prep.scroll, PLAYER);
    return;
  }
  const m = ctx.onLevel.find((o) => o.id === prep.target && o.fighter.life > 0);
  if (m !== undefined && inView(ctx, m.x, m.y) && chebyshev(ctx.state.player, m) <= scroll.range)
    castAt(ctx, PLAYER, prep.scroll, m.id);
  else ctx.events.push({ kind: 'lost', by: PLAYER, scroll: scroll.name });
}

/**
 * Plays from the current slot until the player's next turn after `command` is done (with `command` null: until the
 * player's first turn). A command is given only at a player's turn, where the current slot's effects have already
 * ticked; a new game starts before its first slot, which ticks first. A command that becomes impossible on the way stops play at that turn with an event.
 */
export function playUntilPlayer(ctx: Ctx, command: Command | null): void {
  const s = ctx.state;
  let pending = command;
  if (command === null) tickAll(ctx);
  const limit = MAX_ROUNDS_PER_COMMAND * ctx.order.length;
  for (let played = 0; s.over === null; played++) {
    if (played > limit)
      throw new Error(`stool: no turn for the player in ${MAX_ROUNDS_PER_COMMAND} rounds (round ${s.now.round})`);
    const slot = ctx.order[s.now.slot];
    const clock = slot === undefined ? undefined : ctx.clocks[slot.actor];
    if (clock === undefined) throw new RangeError(`no clock at slot ${s.now.slot}`);
    if (rooted(ctx, clock)) {
      // A step turn spent steadying after a shot: nothing else happens on it.
    } else if (clock.who === PLAYER) {
      if (live(ctx, clock)) {
        if (s.player.fighter.preparing !== null) {
          if (clock.kind !== 'step') releasePlayerSpell(ctx);
        } else {
          if (pending === null) return;
          const need = needOf(ctx, pending);
          if (typeof need === 'object') {
            ctx.events.push({ kind: 'cannot', reason: need.refused });
            return;
          }
          if (need === 'any' || (need === 'step') === (clock.kind === 'step')) {
            carryOut(ctx, pending);
            pending = null;
          }
        }
      }
    } else {
      const m = monsterById(s, clock.who);
      if (m.level === s.depth && m.fighter.life > 0 && live(ctx, clock)) {
        if (clock.kind === 'step') monsterStepTurn(ctx, m);
        else monsterSwingTurn(ctx, m);
      }
    }
    if (s.over !== null) return;
    advance(ctx);
  }
}
