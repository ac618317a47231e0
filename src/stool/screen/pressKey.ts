/**
 * One key of a playing session, whatever draws it: the screen's state moves (handleKey), and the command a key gives
 * is played (again while running, step by step while travelling), so the terminal and the browser page play the same
 * game for the same keys. Nothing here reads a key or draws; the caller does both.
 */
import type { Direction } from '../../core/direction.js';
import { keepRunning, MAX_RUN } from '../autopilot/keepRunning.js';
import { keepTravelling, MAX_TRAVEL, travelCommand } from '../autopilot/travel.js';
import type { Command } from '../rules/commands.js';
import type { GameState } from '../rules/state.js';
import { playCommand, type GameStep } from '../rules/stepGame.js';
import { afterStep, handleKey, say, type Ui } from './controller.js';
import type { EndRecord } from './endRecord.js';

/**
 * A game being played: its state, the commands played since its seed (the record a save keeps), and the screen.
 * @category Screen
 */
export interface Playing {
  /** The game as it stands. */
  state: GameState;
  /** Appended to as commands are played (refused ones are not part of the record). */
  readonly commands: Command[];
  /** The screen's own state. */
  ui: Ui;
}

/**
 * What the session does when a game ends (the terminal records the morgue file and the score).
 * @category Screen
 */
export interface PressOptions {
  /** Records a game that has just ended (once); what it returns goes on the end screen. */
  onOver?: (state: GameState, ui: Ui) => EndRecord;
}

/** Plays one command on `p`: its state, record and screen move on; the end of the game is recorded once. */
function play(p: Playing, command: Command, opts: PressOptions): GameStep {
  const before = p.state;
  const r = playCommand(p.state, command);
  if (r.state !== p.state) p.commands.push(command);
  p.state = r.state;
  p.ui = afterStep(p.ui, p.state, r.events);
  if (before.over === null && p.state.over !== null && opts.onOver !== undefined)
    p.ui = { ...p.ui, end: opts.onOver(p.state, p.ui) };
  return r;
}

/**
 * Plays one key of a session in place: the screen's state moves (menus, looking, help), and a key that gives a
 * command plays it (again while running, step by step while travelling), so a terminal and a web page play the same
 * game for the same keys. Nothing here reads a key or draws; the caller does both.
 *
 * @param key - a key's name (see `parseKeys`)
 * @param opts - what to do when the game ends (record it)
 * @returns true when the player asked to leave (`q`)
 * @example
 * ```ts
 * import { newGame, pressKey, renderScreen, startUi, type Playing } from 'fray/stool';
 *
 * const state = newGame(3);
 * const p: Playing = { state, commands: [], ui: startUi(state) };
 * for (const key of ['l', 'l', 'j']) pressKey(p, key);
 * console.log(p.commands.map((c) => c.kind).join(' '), renderScreen(p.state, { cols: 80, rows: 24 }, { colour: false, ui: p.ui }).split('\n').length);
 * //> move move move 24
 * ```
 * @category Screen
 */
export function pressKey(p: Playing, key: string, opts: PressOptions = {}): boolean {
  if (typeof key !== 'string') throw new TypeError(`pressKey: key must be a key's name (parseKeys), got ${typeof key}`);
  const out = handleKey(p.ui, p.state, key);
  p.ui = out.ui;
  if (out.quit === true) return true;
  const command = out.command;
  // The keys make moves in upper-case directions only (MOVES), never the deprecated spelling.
  for (let steps = 1; command !== undefined; steps++) {
    const before = p.state;
    const r = play(p, command, opts);
    if (
      out.run !== true ||
      command.kind !== 'move' ||
      steps >= MAX_RUN ||
      !keepRunning(before, r, command.dir as Direction)
    )
      break;
  }
  const journey = out.journey;
  for (let steps = 0; journey !== undefined && steps < MAX_TRAVEL; steps++) {
    const next = travelCommand(p.state, journey);
    if ('refused' in next) {
      // Why a journey cannot start is told; one that ends on the way just stops.
      if (steps === 0) p.ui = say(p.ui, next.refused);
      break;
    }
    const before = p.state;
    const r = play(p, next, opts);
    if (!keepTravelling(before, r, journey)) break;
  }
  return false;
}
