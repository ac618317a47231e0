/**
 * What the player knows of one cell of its level, in a few lines: a monster in view with its state and both chances
 * to hit (yours at it and its at you), or what lies there, or what the cell is, or that it has not been seen.
 */
import { attackReach } from '../../nightsoil/reach.js';
import { aimOf, armourOf } from '../../nightsoil/mob.js';
import { wantsToFlee } from '../../nightsoil/mood.js';
import { chebyshev } from '../../core/chebyshev.js';
import { levelOf, playerView, sizeOf } from '../rules/context.js';
import { monsterNamed } from '../content/monsters.js';
import { effectsText } from './effectsText.js';
import { num } from './eventText.js';
import { ARRIVAL, ROCK, STAIRS, tileAt } from '../level/grid.js';
import type { GameState } from '../rules/state.js';
import { thingPhrase } from './thingName.js';
import { hitOdds, strikeOdds } from '../rules/view.js';
import { forecastAgainst, type FightForecast } from '../rules/fightForecast.js';

const pct = (p: number): string => `${Math.round(p * 100)}%`;

/** See the file comment. */
export function describeCell(s: GameState, x: number, y: number): string[] {
  const l = levelOf(s);
  const { width } = sizeOf(l);
  const seenNow = playerView(s)[y * width + x] === 1;
  const known = l.explored[y]?.[x] === '1';
  const p = s.player;
  if (p.x === x && p.y === y) return ['You.', ...lying(s, x, y)];
  if (!known) return ['You have not seen this place.'];
  const m = seenNow
    ? s.monsters.find((o) => o.level === s.depth && o.fighter.life > 0 && o.x === x && o.y === y)
    : undefined;
  if (m !== undefined) {
    const b = monsterNamed(m.build);
    const f = m.fighter;
    const d = chebyshev(p, m);
    const odds = hitOdds(s, m);
    const strike = strikeOdds(s, m);
    const mood = !m.awake ? 'asleep' : wantsToFlee(f) ? 'fleeing' : 'awake';
    const fx = effectsText(f, s.now);
    return [
      `${cap(m.build)} (${b.glyph}), ${d} cell${d === 1 ? '' : 's'} away, ${mood}${fx !== '' ? `, ${fx}` : ''}.`,
      `Life ${num(f.life)}/${num(f.maxLife)}  Str ${num(f.strength)}  Aim ${num(aimOf(f))}  Armour ${num(armourOf(f))}`,
      `You hit it ${pct(odds.you.p)} (x ${odds.you.x.toFixed(2)}); it hits you ${pct(odds.it.p)} (x ${odds.it.x.toFixed(2)}).`,
      `Reach ${attackReach(f)}, ${f.swingRate} swings and ${f.moveRate} steps a round.`,
      // The whole fight before one swing of it; the lines below go first on a small screen (the panel shows both).
      fightLine(forecastAgainst(s, m)),
      `A hit: yours ${num(strike.you.damage)}, a swing costing you ${num(strike.you.cost)} str; its ${num(strike.it.damage)}, at ${num(strike.it.cost)} of its str.`,
      ...(b.note !== undefined ? [`It ${b.note}.`] : []),
    ];
  }
  const t = tileAt(l.tiles, x, y);
  const what =
    t === ROCK
      ? 'Rock.'
      : t === STAIRS
        ? 'Stairs down.'
        : t === ARRIVAL
          ? s.depth > 0
            ? 'Stairs up.'
            : 'Where you came in.'
          : 'Floor.';
  return [seenNow ? what : `${what} (remembered, not in view)`, ...lying(s, x, y)];
}

/** A chance in whole percent that never rounds a possibility away: "<1%" and ">99%", not 0% and 100%. */
export function chance(p: number): string {
  if (p > 0 && p < 0.005) return '<1%';
  if (p < 1 && p >= 0.995) return '>99%';
  return `${Math.round(p * 100)}%`;
}

/** The whole fight's forecast in words (the panel's three lines, said once). */
export function fightLine(f: FightForecast): string {
  const swings = (v: number | null, who: string, whose: string): string =>
    v === null
      ? `${who} never ${whose === 'your' ? 'kills it before you tire' : 'kills you before it tires'}`
      : `${who} ${whose === 'your' ? 'kill it' : 'kills you'} in ${num(v)} of ${whose} swings`;
  return `Toe to toe to the end: you win ${chance(f.win)}, it wins ${chance(f.lose)}; ${swings(f.toKill, 'you', 'your')}, ${swings(f.toDie, 'it', 'its')}; it costs you ${num(f.strength)} strength and ${num(f.life)} life.`;
}

const cap = (t: string): string => t.charAt(0).toUpperCase() + t.slice(1);

function lying(s: GameState, x: number, y: number): string[] {
  const here = levelOf(s).items.filter((t) => t.x === x && t.y === y);
  return here.length > 0 ? [`Lying here: ${here.map((t) => thingPhrase(t.thing, 1, s)).join(', ')}.`] : [];
}
