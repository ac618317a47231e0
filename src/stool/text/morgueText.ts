/**
 * The morgue file of a game, as text: the headline, the blow that ended it, the summary (kills, growth, gear, what was
 * carried), the level as far as it was explored, and the messages. Pure: the caller gives the messages and the date.
 */
import { levelOf, playerView, sizeOf } from '../rules/context.js';
import { monsterNamed } from '../content/monsters.js';
import { fightingTrim, growthText, headline, killedText, mostHarmText, summaryOf } from './gameSummary.js';
import { tileAt, ROCK } from '../level/grid.js';
import type { GameState } from '../rules/state.js';
import { listText } from './listText.js';

/**
 * What the morgue adds to the state: the message log, the line of the last blow, and when the game ended (ISO).
 * @category Words
 */
export interface MorgueExtras {
  /** The message log, oldest first. */
  readonly messages: readonly string[];
  /** The line of the blow (or poison) that killed the player, or null. */
  readonly blow: string | null;
  /** When the game ended, as an ISO 8601 date and time. */
  readonly date: string;
}

/** The explored part of the player's level: '#' walls next to floor, the floor, stairs, '@' and monsters in view. */
export function levelPicture(s: GameState): string[] {
  const l = levelOf(s);
  const { width, height } = sizeOf(l);
  const view = playerView(s);
  const rows: string[][] = [];
  for (let y = 0; y < height; y++) {
    const row: string[] = [];
    for (let x = 0; x < width; x++) {
      const t = tileAt(l.tiles, x, y);
      row.push(l.explored[y]?.[x] !== '1' ? ' ' : t === ROCK ? '#' : t);
    }
    rows.push(row);
  }
  for (const m of s.monsters)
    if (m.level === s.depth && m.fighter.life > 0 && view[m.y * width + m.x] === 1) {
      const r = rows[m.y];
      if (r !== undefined) r[m.x] = monsterNamed(m.build).glyph;
    }
  const pr = rows[s.player.y];
  if (pr !== undefined) pr[s.player.x] = '@';
  return rows.map((r) => r.join('').trimEnd()).filter((r, i, all) => r !== '' || all.slice(i).some((x) => x !== ''));
}

/**
 * The morgue file of a finished (or abandoned) game: how it ended, the last blow and messages, the summary, the pack,
 * and the level as it was seen.
 *
 * @param extras - what only the session knows: the last blow, the messages, the date
 * @example
 * ```ts
 * import { morgueText, newGame } from 'fray/stool';
 *
 * console.log(morgueText(newGame(3), { blow: null, messages: [], date: '2026-01-01' }).split('\n')[0]);
 * //> The Quest for the Golden Stool — seed 3 — 2026-01-01
 * ```
 * @category Words
 */
export function morgueText(s: GameState, extras: MorgueExtras): string {
  const sum = summaryOf(s);
  const lines = [
    `The Quest for the Golden Stool — seed ${sum.seed} — ${extras.date}`,
    '',
    headline(sum),
    ...(extras.blow !== null ? [`The last blow: ${extras.blow}`] : []),
    ...(mostHarmText(sum) !== '' ? [mostHarmText(sum)] : []),
    '',
    `Score ${sum.score}. ${sum.commands} commands over ${sum.rounds} rounds; ${sum.kills} kills: ${killedText(sum.killed)}.`,
    `Grew: ${growthText(sum.growth)}.`,
    `At the end: ${fightingTrim(s)}.`,
    ...sum.growth.map(
      (g) => `  ${g.stat.padEnd(9)}${g.start.toFixed(1).padStart(6)} -> ${g.now.toFixed(1).padStart(6)}`,
    ),
    `Worn: ${sum.worn.length > 0 ? sum.worn.join(', ') : 'nothing'}.`,
    `Carried: ${sum.carried.length > 0 ? listText(sum.carried) : 'nothing'}.`,
    '',
    `Level ${sum.level} as explored:`,
    ...levelPicture(s),
    '',
    'Messages:',
    ...extras.messages.map((m) => `  ${m}`),
  ];
  return `${lines.join('\n')}\n`;
}
