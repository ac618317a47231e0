/**
 * Save files: the state (which resumes exactly, its randomness stream included), the commands played since the
 * seed (so a save is also a replay) and the message log, marked as a save of this game so that no other file is
 * ever written over by mistake.
 */
import { MAX_SEED } from '../../core/rng.js';
import type { Result } from '../../core/result.js';
import { FieldError, at, list, number, object, readFields } from '../../core/fields.js';
import type { Command } from '../rules/commands.js';
import { commandForFile, readCommand } from './readCommand.js';
import { READABLE_VERSIONS, readState, versionProblem } from './readState.js';
import { STATE_VERSION, type GameState } from '../rules/state.js';
import { escapeUnsafe, showJson } from '../../core/quote.js';

/**
 * The mark every save carries in its `format` field.
 * @category Saves
 */
export const SAVE_FORMAT = 'fray-stool-save';

/** Most message lines a save keeps. */
export const SAVED_MESSAGES = 100;

/**
 * A save: format mark, version, seed, the commands since the seed, the last messages, the state.
 * @category Saves
 */
export interface SaveFile {
  /** Always `SAVE_FORMAT` ('fray-stool-save'). */
  readonly format: typeof SAVE_FORMAT;
  /** The state's shape version (`STATE_VERSION`); older saves are migrated when read. */
  readonly version: typeof STATE_VERSION;
  /** The game's seed, from 0 to 2^32 − 1. */
  readonly seed: number;
  /** Every command that took effect since the seed, in order: replaying them from the seed gives `state`. */
  readonly commands: readonly Command[];
  /** The last message lines, oldest first, at most `SAVED_MESSAGES`. */
  readonly messages: readonly string[];
  /** The game as it stands. */
  readonly state: GameState;
}

/**
 * A save of a game: its state (which carries its stream), the commands played since its seed, and the last messages.
 *
 * @example
 * ```ts
 * import { newGame, parseSave, saveOf, saveText } from 'fray/stool';
 *
 * const text = saveText(saveOf(newGame(3), [], ['Welcome.']));
 * const back = parseSave(JSON.parse(text), 'save.json');
 * console.log(back.ok && back.value.state.seed);
 * //> 3
 * ```
 * @category Saves
 */
export function saveOf(state: GameState, commands: readonly Command[], messages: readonly string[]): SaveFile {
  return {
    format: SAVE_FORMAT,
    version: STATE_VERSION,
    seed: state.seed,
    commands,
    messages: messages.slice(-SAVED_MESSAGES),
    state,
  };
}

/**
 * A save's text: one JSON document, to write atomically (temp file, then rename).
 *
 * @example
 * ```ts
 * import { newGame, saveOf, saveText } from 'fray/stool';
 *
 * console.log(saveText(saveOf(newGame(3), [], [])).startsWith('{'));
 * //> true
 * ```
 * @category Saves
 */
export function saveText(save: SaveFile): string {
  // The file keeps the lower-case directions it always had (the commands in memory have the shared upper case).
  return `${JSON.stringify({ ...save, commands: save.commands.map(commandForFile) })}\n`;
}

/**
 * True when parsed JSON says it is a save of this game (whatever its version or its health): how a file's kind is
 * told by its content.
 *
 * @example
 * ```ts
 * import { isSave, newGame, saveOf } from 'fray/stool';
 *
 * console.log(isSave(JSON.parse(JSON.stringify(saveOf(newGame(3), [], [])))), isSave({ format: 'something else' }));
 * //> true false
 * ```
 * @category Saves
 */
export function isSave(value: unknown): boolean {
  return typeof value === 'object' && value !== null && (value as Record<string, unknown>).format === SAVE_FORMAT;
}

/**
 * A save read back from parsed JSON (a version 1 or 2 save is migrated as it is read, a line in its log saying so),
 * or a one-line problem naming the file and the field.
 *
 * @param file - the file's name, for the problem's place
 * @example
 * ```ts
 * import { parseSave } from 'fray/stool';
 *
 * const r = parseSave({ format: 'fray-stool-save', version: 2 }, 'save.json');
 * console.log(r.ok ? 'ok' : r.problem.message);
 * //> seed: is required (a whole number ≥ 0 and ≤ 4294967295)
 * ```
 * @category Saves
 */
export function parseSave(value: unknown, file?: string): Result<SaveFile> {
  return readFields(file, () => {
    if (!isSave(value))
      throw new FieldError(
        'format',
        `this is not a save of The Quest for the Golden Stool (no "format": "${SAVE_FORMAT}")`,
      );
    const o = object(value, '', ['format', 'version', 'seed', 'commands', 'messages', 'state']);
    if (typeof o.version !== 'number' || !READABLE_VERSIONS.includes(o.version))
      throw new FieldError('version', versionProblem(o.version));
    const seed = number(o, 'seed', '', { whole: true, min: 0, max: MAX_SEED });
    const commands = list(o, 'commands', '', readCommand);
    const messages = list(o, 'messages', '', (m, p) => {
      if (typeof m !== 'string') throw new FieldError(p, `must be a string, got ${showJson(m)}`);
      return escapeUnsafe(m); // shown on the game's screen: made safe where it is read
    });
    if (o.state === undefined) throw new FieldError('state', 'is required (the saved game)');
    const state = readState(o.state, 'state');
    const declared = (o.state as Record<string, unknown>).version;
    if (declared !== o.version)
      throw new FieldError(
        at('state', 'version'),
        `is ${showJson(declared)} but the save's version is ${showJson(o.version)}`,
      );
    if (state.seed !== seed)
      throw new FieldError(at('state', 'seed'), `is ${state.seed} but the save's seed is ${seed}`);
    const log = o.version === STATE_VERSION ? messages : [...messages, migratedNote(o.version)].slice(-SAVED_MESSAGES);
    return { format: SAVE_FORMAT, version: STATE_VERSION, seed, commands, messages: log, state };
  });
}

/**
 * The line an older save's message log gains as it is read: the game resumes where it stood, under this version's
 * rules, and its moves so far replay only in the fray that made it (docs/rules/stool.md, "Saves").
 */
export function migratedNote(version: number): string {
  return `This game was saved by an older fray (save version ${version}); it goes on under this version's rules.`;
}
