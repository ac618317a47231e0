/**
 * What a key does, as a pure function of the screen's state and the game's: move the screen between the map, menus,
 * help and the inventory, pick the target, and turn keys into game commands. The terminal only reads keys and draws.
 */
import { type Direction } from '../../core/direction.js';
import { SLOTS } from '../../nightsoil/equipment.js';
import { castChance } from '../../nightsoil/scroll.js';
import type { Command } from '../rules/commands.js';
import { playerView, sizeOf, levelOf } from '../rules/context.js';
import type { GameEvent } from '../rules/events.js';
import { eventText, num } from '../text/eventText.js';
import { ARRIVAL, DIR_OFFSETS, STAIRS, tileAt, type Point } from '../level/grid.js';
import { knownStairs, type Journey } from '../autopilot/travel.js';
import { thingsHere } from '../rules/playerTurn.js';
import type { GameState, Monster, Thing } from '../rules/state.js';
import { scrollTitle, thingName } from '../text/thingName.js';
import { isKnown } from '../rules/identify.js';
import { lettersOf } from '../rules/packLetters.js';
import { scrollText } from '../text/scrollText.js';
import { itemStats, wearPreview } from '../text/wearPreview.js';
import { visibleMonsters } from '../rules/view.js';
import { chebyshev } from '../../core/chebyshev.js';
import { PLAYER } from '../rules/clocks.js';
import type { EndRecord } from './endRecord.js';

/**
 * Which screen is up.
 * @category Screen
 */
export type Mode = 'map' | 'help' | 'menu' | 'inventory' | 'over' | 'history' | 'look' | 'quit';

/**
 * One choice of a menu: its letter, what it shows (and a line under it), and the command it gives.
 * @category Screen
 */
export interface MenuOption {
  /** The key that picks it (one character). */
  readonly letter: string;
  /** What the menu shows for it. */
  readonly label: string;
  /** A line shown under the label (what it does, what it costs). */
  readonly detail?: string;
  /** The game command picking it gives. */
  readonly command: Command;
}

/**
 * A menu of choices.
 * @category Screen
 */
export interface Menu {
  /** The menu's heading. */
  readonly title: string;
  /** The choices, in the order shown. */
  readonly options: readonly MenuOption[];
}

/**
 * The screen's own state (not the game's): what is up, the target, and the message log (newest last).
 * @category Screen
 */
export interface Ui {
  /** Which screen is up. */
  readonly mode: Mode;
  /** The menu shown when `mode` is 'menu', else null. */
  readonly menu: Menu | null;
  /** The id of the monster targeted, or null for the nearest in reach. */
  readonly target: number | null;
  /** The message log, newest last. */
  readonly messages: readonly string[];
  /** How many of the last messages are new since the last key (shown brighter). */
  readonly fresh: number;
  /** The line of the blow (or poison) that killed the player, once it has. */
  readonly blow?: string | null;
  /** The finished game's morgue file and high scores, once recorded. */
  readonly end?: EndRecord | null;
  /** In the message history: how many lines it is scrolled back from the newest. */
  readonly back?: number;
  /** The cell being looked at (look mode). */
  readonly cursor?: Point | null;
  /** A line for the open menu or question: what the last key did not do there ("No 'z' here: …"). */
  readonly hint?: string | null;
}

/** What a key led to: the new screen state, and a command to play (again and again while `run` allows) or a wish to quit. */
export interface KeyOutcome {
  ui: Ui;
  command?: Command;
  /** Repeat the move while nothing happens (see keepRunning). */
  run?: boolean;
  /** Travel or explore, a step at a time, while nothing happens (see travel.ts). */
  journey?: Journey;
  quit?: boolean;
}

/** Messages kept in memory (a save keeps fewer). */
const MAX_MESSAGES = 200;

const MOVES: Record<string, Direction> = {
  h: 'W',
  left: 'W',
  '4': 'W',
  l: 'E',
  right: 'E',
  '6': 'E',
  k: 'N',
  up: 'N',
  '8': 'N',
  j: 'S',
  down: 'S',
  '2': 'S',
  y: 'NW',
  home: 'NW',
  '7': 'NW',
  u: 'NE',
  pageup: 'NE',
  '9': 'NE',
  b: 'SW',
  end: 'SW',
  '1': 'SW',
  n: 'SE',
  pagedown: 'SE',
  '3': 'SE',
};

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';

/**
 * The screen's state at the start of a session: the map, the earlier messages (from a save) and a greeting.
 *
 * @param messages - the messages a save kept
 * @example
 * ```ts
 * import { newGame, startUi } from 'fray/stool';
 *
 * const ui = startUi(newGame(3));
 * console.log(ui.mode, ui.messages.at(-1));
 * //> map Find the Golden Stool, deep down. Press ? for help.
 * ```
 * @category Screen
 */
export function startUi(s: GameState, messages: readonly string[] = []): Ui {
  const hello = messages.length > 0 ? 'Welcome back.' : 'Find the Golden Stool, deep down. Press ? for help.';
  return {
    mode: s.over === null ? 'map' : 'over',
    menu: null,
    target: null,
    messages: [...messages, hello].slice(-MAX_MESSAGES),
    fresh: 1,
  };
}

/** A repeated message's text and count: "You miss the rat (40%). (x3)" is ["You miss the rat (40%).", 3]. */
export function repeated(line: string): [text: string, count: number] {
  const m = /^(.*) \(x(\d+)\)$/.exec(line);
  return m === null ? [line, 1] : [m[1] ?? line, Number(m[2])];
}

/**
 * Adds lines to the log. A line the same as the one before it is not repeated: the earlier one counts it ("(x5)"), so
 * a long exchange of misses does not push everything else out of sight.
 */
export function say(ui: Ui, ...lines: string[]): Ui {
  const messages = ui.messages.slice();
  let fresh = 0;
  let lastNew = -1;
  for (const line of lines) {
    const last = messages[messages.length - 1];
    const [text, count] = last === undefined ? ['', 0] : repeated(last);
    if (last !== undefined && text === line) messages[messages.length - 1] = `${text} (x${count + 1})`;
    else messages.push(line);
    if (lastNew !== messages.length) fresh++;
    lastNew = messages.length;
  }
  const kept = messages.slice(-MAX_MESSAGES);
  return { ...ui, messages: kept, fresh: Math.min(fresh, kept.length) };
}

/**
 * The monster the screen aims at, which the panel shows and `f` strikes: the one chosen with Tab while it is in view,
 * else the nearest in the weapon's reach, else the nearest in view. One rule for both, so the panel never names one
 * monster while `f` strikes another.
 */
export function currentTarget(ui: Ui, s: GameState): Monster | undefined {
  const seen = visibleMonsters(s);
  const reach = s.player.fighter.reach;
  return seen.find((m) => m.id === ui.target) ?? seen.find((m) => chebyshev(s.player, m) <= reach) ?? seen[0];
}

/**
 * What `f` strikes: the current target when it is in reach, else the nearest monster in reach (an adjacent rat
 * rather than a refusal about a goblin out of range), else nothing.
 */
export function fireTarget(ui: Ui, s: GameState): Monster | undefined {
  const t = currentTarget(ui, s);
  const reach = s.player.fighter.reach;
  if (t !== undefined && chebyshev(s.player, t) <= reach) return t;
  return visibleMonsters(s).find((m) => chebyshev(s.player, m) <= reach);
}

/** The screen after a command was played: the events' lines in the log, and the end screen when the game is over. */
export function afterStep(ui: Ui, s: GameState, events: readonly GameEvent[]): Ui {
  const view = playerView(s);
  const { width } = sizeOf(levelOf(s));
  const visible = (id: number): boolean => {
    const m = s.monsters[id];
    return m !== undefined && m.level === s.depth && view[m.y * width + m.x] === 1;
  };
  const lines = events.map((e) => eventText(e, s, visible)).filter((t): t is string => t !== null);
  const next = say(ui, ...lines);
  if (s.over === null) return next;
  return { ...next, mode: 'over', menu: null, blow: ui.blow ?? killingBlow(events, s, visible) };
}

/** The line of the last harm done to the player before it died in `events`, if any. */
function killingBlow(events: readonly GameEvent[], s: GameState, visible: (id: number) => boolean): string | null {
  const died = events.findIndex((e) => e.type === 'died');
  for (let i = died - 1; i >= 0; i--) {
    const e = events[i];
    if (e === undefined) continue;
    const harms =
      (e.type === 'swing' && e.at === PLAYER && e.hit) ||
      (e.type === 'cast' && e.at === PLAYER && e.by !== PLAYER && e.success) ||
      (e.type === 'poison' && e.on === PLAYER);
    if (harms) return eventText(e, s, visible);
  }
  return null;
}

/** A food's name and what it gives: "ration (life 10.0, str 30.0, iq 4.0)". */
export function foodLabel(t: Thing): string {
  if (t.kind !== 'food') return thingName(t);
  const f = t.food;
  const rots = t.rotsAt !== null ? ', rots' : '';
  return `${t.name} (life ${num(f.life)}, str ${num(f.strength)}, iq ${num(f.iq)}${rots})`;
}

/** A piece of gear's name and its own numbers: "chain mail (body, armour 8.0, def x1.60)". */
export function gearLabel(t: Thing): string {
  return t.kind === 'gear' ? `${t.item.name} (${itemStats(t.item)})` : thingName(t);
}

/** A menu whose options carry their own letters (pack letters, floor letters, stack letters). */
function lettered(title: string, options: MenuOption[]): Menu {
  return { title, options };
}

/** Floor things in menus are lettered A, B, C…, so they never take or shift a pack letter. */
const FLOOR_LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** The scrolls to read (at the target, for a bolt or a poison), with their chances. */
function readMenu(ui: Ui, s: GameState): Menu | string {
  const p = s.player;
  const target = currentTarget(ui, s);
  // A stack keeps its letter (its place among the stacks) even while it has no copies left.
  const opts = p.fighter.scrolls.flatMap((sc, i): MenuOption[] => {
    const n = p.fighter.scrollsLeft[i] ?? 0;
    if (n <= 0) return [];
    const chance = Math.round(castChance(p.fighter, sc, s.params).p * 100);
    const known = isKnown(s, sc.name);
    // An unknown scroll goes at the target whatever it is (the reducer reads a ward or haste on you all the same).
    const command: Command =
      target !== undefined && (!known || sc.effect === 'bolt' || sc.effect === 'poison')
        ? { kind: 'read', scroll: i, target: target.id }
        : { kind: 'read', scroll: i };
    const letter = LETTERS[i] ?? '?';
    const label = known
      ? `${sc.name} x${n}, iq ${num(sc.iq)}, works ${chance}%`
      : `${scrollTitle(s, sc.name)} x${n}, unknown`;
    const detail = known ? scrollText(sc) : 'read it to find out what it does';
    return [{ letter, label, detail, command }];
  });
  return opts.length > 0
    ? lettered(target !== undefined ? `Read which scroll? (target: the ${target.build})` : 'Read which scroll?', opts)
    : 'You have no scrolls to read.';
}

/** The food to eat: carried, then on the floor. */
function eatMenu(ui: Ui, s: GameState): Menu | string {
  const p = s.player;
  const letters = lettersOf(p);
  const here = thingsHere(s).flatMap((t, index): MenuOption[] =>
    t.thing.kind === 'food'
      ? [
          {
            letter: FLOOR_LETTERS[index] ?? '?',
            label: `${foodLabel(t.thing)}, on the floor`,
            command: { kind: 'eat', from: 'floor', index },
          },
        ]
      : [],
  );
  const carried = p.pack.flatMap((t, index): MenuOption[] =>
    t.kind === 'food'
      ? [{ letter: letters[index] ?? '?', label: foodLabel(t), command: { kind: 'eat', from: 'pack', index } }]
      : [],
  );
  const opts = [...sortByLetter(carried), ...here];
  return opts.length > 0 ? lettered('Eat what?', opts) : 'You have nothing to eat, and nothing edible lies here.';
}

/** The gear to wear or wield, each with what it would change. */
function wearMenu(ui: Ui, s: GameState): Menu | string {
  const p = s.player;
  const letters = lettersOf(p);
  const aimed = currentTarget(ui, s);
  const foe = aimed !== undefined ? { name: aimed.build, f: aimed.fighter, params: s.params } : undefined;
  const opts = p.pack.flatMap((t, index): MenuOption[] =>
    t.kind === 'gear'
      ? [
          {
            letter: letters[index] ?? '?',
            label: gearLabel(t),
            detail: wearPreview(p.loadout, p.fighter, t.item, foe),
            command: { kind: 'wear', index },
          },
        ]
      : [],
  );
  return opts.length > 0
    ? lettered('Wear or wield what? (below: what it would change)', sortByLetter(opts))
    : 'You carry nothing to wear or wield.';
}

/** What is worn, to take off. */
function takeOffMenu(ui: Ui, s: GameState): Menu | string {
  const p = s.player;
  const opts = SLOTS.flatMap((slot, i): MenuOption[] => {
    const it = p.loadout[slot];
    return it === undefined
      ? []
      : [
          {
            letter: LETTERS[i] ?? '?',
            label: gearLabel({ kind: 'gear', item: it }),
            command: { kind: 'remove', slot },
          },
        ];
  });
  return opts.length > 0 ? lettered('Take off what?', opts) : 'You wear nothing.';
}

/** The pack, to drop from. */
function dropMenu(ui: Ui, s: GameState): Menu | string {
  const p = s.player;
  const letters = lettersOf(p);
  const opts = p.pack.map((t, index): MenuOption => ({
    letter: letters[index] ?? '?',
    label: t.kind === 'gear' ? gearLabel(t) : foodLabel(t),
    command: { kind: 'drop', index },
  }));
  return opts.length > 0 ? lettered('Drop what?', sortByLetter(opts)) : 'Your pack is empty.';
}

/** The menus, by the key that opens them. */
const MENUS: Record<string, (ui: Ui, s: GameState) => Menu | string> = {
  r: readMenu,
  e: eatMenu,
  w: wearMenu,
  T: takeOffMenu,
  d: dropMenu,
};

/** The menu a key opens, or a line saying why there is nothing to choose from. */
function openMenu(key: string, ui: Ui, s: GameState): Menu | string {
  const menu = MENUS[key];
  return menu === undefined ? 'No such menu.' : menu(ui, s);
}

/** Options in the order of their letters, as the inventory lists them. */
function sortByLetter(opts: MenuOption[]): MenuOption[] {
  return opts.slice().sort((a, b) => a.letter.localeCompare(b.letter));
}

/** Lines one key scrolls the message history by. */
const HISTORY_STEP: Record<string, number> = { k: 1, up: 1, j: -1, down: -1, pageup: 10, pagedown: -10, 'ctrl-p': 1 };

/** A key in the message history: scroll it (back into older lines, never past either end), or leave it. */
function historyKey(ui: Ui, s: GameState, key: string): KeyOutcome {
  const step = HISTORY_STEP[key];
  if (step === undefined) return { ui: { ...ui, mode: s.over !== null ? 'over' : 'map', back: 0 } };
  const back = Math.max(0, Math.min(ui.messages.length - 1, (ui.back ?? 0) + step));
  return { ui: { ...ui, back } };
}

/**
 * A key in look mode: a move key moves the cursor (Shift: five cells), Tab or t jumps to the next monster in view (and
 * makes it the target), and any other key goes back to the map.
 */
function lookKey(ui: Ui, s: GameState, key: string): KeyOutcome {
  const at = ui.cursor ?? { x: s.player.x, y: s.player.y };
  const { width, height } = sizeOf(levelOf(s));
  const dir = MOVES[key] ?? (/^[HJKLYUBN]$/.test(key) ? MOVES[key.toLowerCase()] : undefined);
  if (dir !== undefined) {
    const n = MOVES[key] !== undefined ? 1 : 5;
    const [dx, dy] = DIR_OFFSETS[dir];
    const x = Math.max(0, Math.min(width - 1, at.x + dx * n));
    const y = Math.max(0, Math.min(height - 1, at.y + dy * n));
    return { ui: { ...ui, cursor: { x, y } } };
  }
  if (key === 'tab' || key === 't') {
    const seen = visibleMonsters(s);
    if (seen.length === 0) return { ui };
    const i = seen.findIndex((m) => m.x === at.x && m.y === at.y);
    const next = seen[(i + 1) % seen.length] as Monster;
    return { ui: { ...ui, cursor: { x: next.x, y: next.y }, target: next.id } };
  }
  // Enter or '.' travels to the cell looked at; any other key just goes back to the map.
  const back: Ui = { ...ui, mode: 'map', cursor: null };
  if (key === 'enter' || key === '.') return { ui: back, journey: { kind: 'to', goal: at } };
  return { ui: back };
}

/** `>` or `<`: take the stairs when on them; elsewhere, travel to them if they have been seen. */
function stairsKey(ui: Ui, s: GameState, key: '>' | '<'): KeyOutcome {
  const tile = key === '>' ? STAIRS : ARRIVAL;
  const p = s.player;
  if (tileAt(levelOf(s).tiles, p.x, p.y) === tile || (key === '<' && s.depth === 0))
    return { ui, command: { kind: key === '>' ? 'descend' : 'ascend' } };
  const goal = knownStairs(s, tile);
  if (goal === undefined)
    return { ui: say(ui, `You have not found the stairs ${key === '>' ? 'down' : 'up'} on this level yet.`) };
  return { ui, journey: { kind: 'to', goal } };
}

/** What `key` does on the screen `ui` over the game `s`. */
export function handleKey(ui: Ui, s: GameState, key: string): KeyOutcome {
  switch (ui.mode) {
    case 'over':
      // Only a deliberate key leaves the end screen: a player still pressing keys of the fight must get to read it.
      if (key === 'ctrl-p') return { ui: { ...ui, mode: 'history', back: 0 } };
      return key === 'q' || key === 'enter' || key === 'escape' ? { ui, quit: true } : { ui };
    case 'help':
    case 'inventory':
      return { ui: { ...ui, mode: 'map' } };
    case 'history':
      return historyKey(ui, s, key);
    case 'look':
      return lookKey(ui, s, key);
    case 'menu': {
      if (key === 'escape' || key === 'enter' || key === ' ')
        return { ui: { ...ui, mode: 'map', menu: null, hint: null } };
      const chosen = ui.menu?.options.find((o) => o.letter === key);
      // A key the menu does not know does nothing but say so, in the menu: it is not passed on to the map.
      if (chosen === undefined)
        return { ui: { ...ui, hint: unknownKey(key, 'press a letter shown, or Esc to cancel') } };
      return { ui: { ...ui, mode: 'map', menu: null, hint: null }, command: chosen.command };
    }
    case 'quit':
      return quitKey(ui, key);
    case 'map':
      return mapKey(ui, s, key);
  }
}

/** What `key` does on the map (the screen of play). */
function mapKey(ui: Ui, s: GameState, key: string): KeyOutcome {
  const dir = MOVES[key];
  if (dir !== undefined) return { ui, command: { kind: 'move', dir } };
  const runDir = MOVES[key.toLowerCase()];
  if (runDir !== undefined && /^[HJKLYUBN]$/.test(key))
    return { ui, command: { kind: 'move', dir: runDir }, run: true };
  switch (key) {
    case '.':
    case '5':
    case 'centre':
      return { ui, command: { kind: 'wait' } };
    case 'g':
    case ',':
      return { ui, command: { kind: 'pickUp' } };
    case '>':
    case '<':
      return stairsKey(ui, s, key);
    case 'o':
      return { ui, journey: { kind: 'explore' } };
    case 'f': {
      const t = fireTarget(ui, s);
      if (t === undefined) {
        const aimed = currentTarget(ui, s);
        if (aimed === undefined) return { ui: say(ui, 'There is nothing in view to strike at.') };
        const d = chebyshev(s.player, aimed);
        return { ui: say(ui, `The ${aimed.build} is ${d} cells away; your reach is ${s.player.fighter.reach}.`) };
      }
      // Striking another than the chosen target drops the choice, so the panel shows the monster just struck.
      return { ui: t.id === ui.target ? ui : { ...ui, target: null }, command: { kind: 'fire', target: t.id } };
    }
    case 'tab':
    case 't': {
      const seen = visibleMonsters(s);
      if (seen.length === 0) return { ui: say({ ...ui, target: null }, 'No monster in view.') };
      const at = seen.findIndex((m) => m.id === currentTarget(ui, s)?.id);
      const next = seen[(at + 1) % seen.length] as Monster;
      return { ui: { ...ui, target: next.id } };
    }
    case 'r':
    case 'e':
    case 'w':
    case 'T':
    case 'd': {
      const m = openMenu(key, ui, s);
      return typeof m === 'string' ? { ui: say(ui, m) } : { ui: { ...ui, mode: 'menu', menu: m } };
    }
    case 'i':
      return { ui: { ...ui, mode: 'inventory' } };
    case '?':
      return { ui: { ...ui, mode: 'help' } };
    case 'ctrl-p':
      return { ui: { ...ui, mode: 'history', back: 0 } };
    case 'x': {
      // Look starts at the target, if any, else at you.
      const t = currentTarget(ui, s);
      return {
        ui: { ...ui, mode: 'look', cursor: t !== undefined ? { x: t.x, y: t.y } : { x: s.player.x, y: s.player.y } },
      };
    }
    case 'q':
      return { ui: { ...ui, mode: 'quit', hint: null } };
  }
  return { ui };
}

/** The question `q` asks before the session ends. */
export const QUIT_QUESTION = 'Save the game and quit? (y: yes, n or Esc: go on playing)';

/** The answer to QUIT_QUESTION: y (or q again) saves and quits, n or Esc goes back, anything else says so. */
function quitKey(ui: Ui, key: string): KeyOutcome {
  if (key === 'y' || key === 'Y' || key === 'q') return { ui: { ...ui, mode: 'map', hint: null }, quit: true };
  if (key === 'n' || key === 'N' || key === 'escape') return { ui: { ...ui, mode: 'map', hint: null } };
  return { ui: { ...ui, hint: unknownKey(key, 'press y to save and quit, or n to go on') } };
}

/** What a key that means nothing here says: "No 'z' here: press …" (a key's name is shown as it is named). */
function unknownKey(key: string, what: string): string {
  const shown =
    [...key].length === 1 && key >= ' ' && key !== '\u007f'
      ? `'${key}'`
      : key.slice(0, 16).replace(/[^a-z0-9-]/gi, '?');
  return `No ${shown} here: ${what}.`;
}
