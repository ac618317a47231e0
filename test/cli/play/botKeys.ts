/**
 * The keys a player would type to give a command, found with the screen's own key handling (`handleKey`), so a test
 * can play the bot's game through the terminal and compare the result with the reducer's.
 */
import { isDeepStrictEqual } from 'node:util';
import { afterStep, currentTarget, handleKey, startUi, type Ui } from '../../../src/stool/screen/controller.js';
import { botCommand } from '../../../src/stool/autopilot/bot.js';
import type { Command } from '../../../src/stool/rules/commands.js';
import type { Direction } from '../../../src/core/direction.js';
import type { GameState } from '../../../src/stool/rules/state.js';
import { playCommand } from '../../../src/stool/rules/stepGame.js';
import { visibleMonsters } from '../../../src/stool/rules/view.js';

const VI: Record<Direction, string> = { N: 'k', S: 'j', E: 'l', W: 'h', NE: 'u', NW: 'y', SE: 'n', SW: 'b' };
const MENU_KEY: Partial<Record<Command['kind'], string>> = { read: 'r', eat: 'e', wear: 'w', remove: 'T', drop: 'd' };

/** Presses `key` on the local copy of the screen; returns the command it gave, if any. */
function press(keys: string[], ui: { v: Ui }, s: GameState, key: string): Command | undefined {
  keys.push(key);
  const out = handleKey(ui.v, s, key);
  ui.v = out.ui;
  return out.command;
}

/** Tab ('t') through the monsters in view until the screen's target is monster `id`. */
function aimAt(keys: string[], ui: { v: Ui }, s: GameState, id: number): void {
  for (let i = 0; i <= visibleMonsters(s).length && currentTarget(ui.v, s)?.id !== id; i++) press(keys, ui, s, 't');
  if (currentTarget(ui.v, s)?.id !== id) throw new Error(`cannot aim at monster ${id}`);
}

/** The keys that give `c` from the screen `ui` (updated in place), checked by replaying them through `handleKey`. */
export function keysFor(ui: { v: Ui }, s: GameState, c: Command): string[] {
  const keys: string[] = [];
  let given: Command | undefined;
  switch (c.kind) {
    case 'move':
      given = press(keys, ui, s, VI[c.dir as Direction]);
      break;
    case 'wait':
      given = press(keys, ui, s, '.');
      break;
    case 'pickUp':
      given = press(keys, ui, s, 'g');
      break;
    case 'descend':
      given = press(keys, ui, s, '>');
      break;
    case 'fire':
      aimAt(keys, ui, s, c.target);
      given = press(keys, ui, s, 'f');
      break;
    default: {
      if (c.kind === 'read' && c.target !== undefined) aimAt(keys, ui, s, c.target);
      press(keys, ui, s, MENU_KEY[c.kind] as string);
      const option = ui.v.menu?.options.find((o) => isDeepStrictEqual(o.command, c));
      if (option === undefined) throw new Error(`no menu option gives ${JSON.stringify(c)}`);
      given = press(keys, ui, s, option.letter);
    }
  }
  if (!isDeepStrictEqual(given, c))
    throw new Error(`keys ${keys.join('')} give ${JSON.stringify(given)}, not ${JSON.stringify(c)}`);
  return keys;
}

/** The bot's game from `state` for at most `commands` commands: the keys typed, and the state and screen at the end. */
export function botGameAsKeys(state: GameState, commands: number): { keys: string; state: GameState; ui: Ui } {
  let s = state;
  const ui = { v: startUi(s) };
  let keys = '';
  for (let n = 0; n < commands && s.over === null; n++) {
    const c = botCommand(s);
    keys += keysFor(ui, s, c).join('');
    const r = playCommand(s, c);
    s = r.state;
    ui.v = afterStep(ui.v, s, r.events);
  }
  return { keys, state: s, ui: ui.v };
}
