/**
 * Save files: the state (which resumes exactly, its randomness stream included), the commands played since the
 * seed (so a save is also a replay) and the message log, marked as a save of this game so that no other file is
 * ever written over by mistake.
 */
import { MAX_SEED } from '../../core/rng.js';
import type { Result } from '../../core/result.js';
import { FieldError, at, list, number, object, readFields } from '../../core/fields.js';
import type { Command } from '../rules/commands.js';
import { readCommand } from './readCommand.js';
import { READABLE_VERSIONS, readState } from './readState.js';
import { STATE_VERSION, type GameState } from '../rules/state.js';
import { showJson } from '../../core/quote.js';

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
  readonly format: typeof SAVE_FORMAT;
  readonly version: typeof STATE_VERSION;
  readonly seed: number;
  readonly commands: readonly Command[];
  readonly messages: readonly string[];
  readonly state: GameState;
}

/**
 * A save of `state` with its commands and messages (the last SAVED_MESSAGES).
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
 * The text of a save file: one JSON document.
 * @category Saves
 */
export function saveText(save: SaveFile): string {
  return `${JSON.stringify(save)}\n`;
}

/**
 * True when parsed JSON is marked as a save of this game (whatever its version or its health).
 * @category Saves
 */
export function isSave(value: unknown): boolean {
  return typeof value === 'object' && value !== null && (value as Record<string, unknown>).format === SAVE_FORMAT;
}

/**
 * A save read back from parsed JSON (an older version's migrated to this one), or a one-line problem naming the file and the field.
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
      throw new FieldError(
        'version',
        `must be ${READABLE_VERSIONS.join(' or ')} (this fray reads version ${READABLE_VERSIONS.join(' and ')} saves), got ${showJson(o.version)}`,
      );
    const seed = number(o, 'seed', '', { whole: true, min: 0, max: MAX_SEED });
    const commands = list(o, 'commands', '', readCommand);
    const messages = list(o, 'messages', '', (m, p) => {
      if (typeof m !== 'string') throw new FieldError(p, `must be a string, got ${showJson(m)}`);
      return m;
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
    return { format: SAVE_FORMAT, version: STATE_VERSION, seed, commands, messages, state };
  });
}
