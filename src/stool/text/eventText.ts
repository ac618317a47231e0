/** One message-log line for an event (null for events the player would not notice), built from the event and the state after it. */
import { callbackArg, objectArg } from '../../core/args.js';
import type { EffectKind } from '../../nightsoil/activeEffect.js';
import { PLAYER } from '../rules/clocks.js';
import type { GameEvent } from '../rules/events.js';
import type { GameState } from '../rules/state.js';
import { listText } from './listText.js';
import { killerPhrase, thingPhrase } from './thingName.js';

const pct = (p: number): string => `${Math.round(p * 100)}%`;
/**
 * Numbers in messages: one decimal place, except that an amount too small for it shows its first digit ("0.04"),
 * so a real but tiny hit never reads as "0.0".
 */
export const num = (n: number): string => (n !== 0 && Math.abs(n) < 0.05 ? n.toPrecision(1) : n.toFixed(1));

function name(s: GameState, who: number): string {
  return who === PLAYER ? 'you' : `the ${s.monsters[who]?.build ?? 'monster'}`;
}

const cap = (t: string): string => t.charAt(0).toUpperCase() + t.slice(1);

const ENDS: Record<EffectKind, [string, string]> = {
  ward: ['Your ward fades.', "'s ward fades."],
  haste: ['Your haste wears off.', ' slows down again.'],
  poison: ['The poison in you is spent.', ' is no longer poisoned.'],
};

/**
 * The line the player reads for event `e`, or null for an event with nothing to say. What monsters out of sight do
 * among themselves is not told.
 *
 * @param s - the state after the event (names and places are read from it)
 * @param visible - whether the player sees monster `id` now (all by default)
 * @throws TypeError `eventText: visible must be a function, got 5` (and for an event or a state that is not an object)
 * @example
 * ```ts
 * import { eventText, gameRng, newGame, stepGame } from 'fray/stool';
 *
 * const game = newGame(3);
 * const step = stepGame(game, { kind: 'descend' }, gameRng(game));
 * console.log(step.events.map((e) => eventText(e, step.state)).filter((l) => l !== null).join(' | '));
 * //> There are no stairs down here.
 * ```
 * @category Words
 */
export function eventText(e: GameEvent, s: GameState, visible?: (id: number) => boolean): string | null {
  objectArg('eventText', 'e', e);
  objectArg('eventText', 's', s);
  const sees = callbackArg('eventText', 'visible', visible) ?? (() => true);
  const seen = (who: number): boolean => who === PLAYER || sees(who);
  switch (e.type) {
    case 'cannot':
      return e.reason;
    case 'swing': {
      // A blow the ward took whole says so, rather than "for 0.0".
      const harm =
        e.damage === 0 && e.absorbed > 0
          ? `, but a ward takes all of it (${num(e.absorbed)})`
          : ` for ${num(e.damage)}${e.absorbed > 0 ? ` (a ward takes ${num(e.absorbed)})` : ''}`;
      if (e.by === PLAYER)
        return e.hit ? `You hit ${name(s, e.at)}${harm} (${pct(e.p)}).` : `You miss ${name(s, e.at)} (${pct(e.p)}).`;
      const who = seen(e.by) ? cap(name(s, e.by)) : 'Something';
      return e.hit ? `${who} hits you${harm} (${pct(e.p)}).` : `${who} misses you (${pct(e.p)}).`;
    }
    case 'cast': {
      const who = e.by === PLAYER ? 'You read' : `${seen(e.by) ? cap(name(s, e.by)) : 'Something'} reads`;
      if (!e.success) return `${who} ${e.scroll}, but it fizzles (${pct(e.p)}).`;
      switch (e.effect) {
        case 'bolt':
          return `${who} ${e.scroll} at ${name(s, e.at)}: ${num(e.damage)} damage${e.absorbed > 0 ? ` (a ward takes ${num(e.absorbed)})` : ''} (${pct(e.p)}).`;
        case 'poison':
          return `${who} ${e.scroll}: ${name(s, e.at)} ${e.at === PLAYER ? 'are' : 'is'} poisoned (${pct(e.p)}).`;
        case 'ward':
          return `${who} ${e.scroll}: a ward surrounds ${e.by === PLAYER ? 'you' : 'it'} (${pct(e.p)}).`;
        case 'haste':
          return `${who} ${e.scroll}: ${e.by === PLAYER ? 'you speed' : 'it speeds'} up (${pct(e.p)}).`;
      }
      return null;
    }
    case 'prepare':
      if (e.by === PLAYER) return `You begin to read ${e.scroll}; keep out of harm's way.`;
      return seen(e.by) ? `${cap(name(s, e.by))} begins to read ${e.scroll}!` : null;
    case 'lost':
      if (e.by === PLAYER) return `Your ${e.scroll} goes off at nothing.`;
      return seen(e.by) ? `${cap(name(s, e.by))}'s ${e.scroll} goes off at nothing.` : null;
    case 'interrupted':
      if (e.who === PLAYER) return 'The blow breaks off your reading.';
      return `${cap(name(s, e.who))}'s reading is broken off.`;
    case 'poison':
      if (e.on === PLAYER) return `Poison burns you for ${num(e.damage)}.`;
      return seen(e.on) ? `Poison burns ${name(s, e.on)} for ${num(e.damage)}.` : null;
    case 'ends':
      if (e.on === PLAYER) return ENDS[e.effect][0];
      return seen(e.on) ? `${cap(name(s, e.on))}${ENDS[e.effect][1]}` : null;
    case 'killed':
      return e.by === PLAYER ? `You kill ${name(s, e.who)}.` : `${cap(name(s, e.who))} dies.`;
    case 'died':
      return `You die, killed by ${killerPhrase(e.by)}.`;
    case 'noticed':
      // Told from the state after the command: a monster that saw you and then stepped out of sight before your turn
      // is not drawn, so the line says where it went rather than leave a monster the screen does not show.
      return sees(e.who)
        ? `${cap(name(s, e.who))} notices you.`
        : `${cap(name(s, e.who))} notices you, then slips out of sight.`;
    case 'squeezed':
      return `Too tired to fight, you squeeze past ${name(s, e.who)}.`;
    case 'flees':
      return `${cap(name(s, e.who))} turns to flee.`;
    case 'turns':
      return e.why === 'cornered'
        ? `${cap(name(s, e.who))} is cornered and turns to fight!`
        : `${cap(name(s, e.who))} gives up running and turns on you!`;
    case 'escaped':
      return `${cap(name(s, e.who))} escapes ${e.up ? 'up' : 'down'} the stairs.`;
    case 'mended': {
      const who = seen(e.by) ? cap(name(s, e.by)) : 'Something';
      const whom = e.at === e.by ? 'itself' : seen(e.at) ? name(s, e.at) : 'something';
      if (!e.success) return `${who} tries to mend ${whom}, but it fizzles (${pct(e.p)}).`;
      return `${who} mends ${whom}: life +${num(e.life)}${e.grew ? ', and its max life grows' : ''} (${pct(e.p)}).`;
    }
    case 'drained':
      return `${cap(name(s, e.by))} drinks your strength: -${num(e.amount)} str.`;
    case 'identified':
      return `The scroll labelled ${e.label} is ${e.name}.`;
    case 'wasted':
      return `The ${e.scroll} finds nothing to go at, and is gone.`;
    case 'ate': {
      const parts: string[] = [];
      const grew: string[] = [];
      for (const [k, label] of [
        ['life', 'life'],
        ['strength', 'strength'],
        ['iq', 'iq'],
      ] as const) {
        const r = e.meal[k];
        if (r.recharge > 0) parts.push(`${label} +${num(r.recharge)}`);
        if (r.grew) grew.push(label);
      }
      const base = `You eat the ${e.name}${parts.length > 0 ? `: ${parts.join(', ')}` : ', but you were not hungry'}.`;
      return grew.length > 0 ? `${base} Your max ${listText(grew)} grow${grew.length === 1 ? 's' : ''}!` : base;
    }
    case 'pickedUp':
      return e.thing.kind === 'stool'
        ? 'You lift the Golden Stool!'
        : `You pick up ${thingPhrase(e.thing, e.count, s)}.`;
    case 'packFull':
      return `Your pack is full: ${thingPhrase(e.thing, 1, s)} stays here.`;
    case 'wore': {
      const verb = e.item.slot === 'weapon' ? 'wield' : 'put on';
      const off = e.removed.length > 0 ? ` (${listText(e.removed.map((i) => i.name))} into the pack)` : '';
      return `You ${verb} the ${e.item.name}${off}.`;
    }
    case 'tookOff':
      return `You take off the ${e.item.name}.`;
    case 'dropped':
      return `You drop ${thingPhrase(e.thing, 1, s)}.`;
    case 'here':
      return `You see here: ${e.things.map((t) => thingPhrase(t, 1, s)).join(', ')}.`;
    case 'descended':
      return `You go down the stairs to level ${e.depth + 1}.`;
    case 'ascended':
      return `You go up the stairs to level ${e.depth + 1}.`;
    case 'rotted':
      return e.inPack ? `The ${e.name} in your pack has rotted away.` : `The ${e.name} rots away.`;
    case 'spent':
      return 'You are spent: too tired to swing. Eat something!';
    case 'won':
      return 'The Quest is done: the Golden Stool is yours!';
  }
}
