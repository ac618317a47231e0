/**
 * The game kept in this browser: a save file of the CLI's own format (state, commands since the seed, messages), so
 * it resumes exactly here, downloads as a file `fray play --load` resumes, and a CLI save opens here.
 */
import { formatProblem, parseJson, type Result } from '../../../../../src/core/index.js';
import { parseSave, saveOf, saveText, type Playing, type SaveFile } from '../../../../../src/stool/index.js';
import { loadText, removeText, saveText as store } from '../../kit/storage.js';

const KEY = 'stool:save';

/** A save file's text read back, or one line on what is wrong with it (file, line and column, or field). */
export function readSave(text: string, file?: string): Result<SaveFile> {
  const json = parseJson(text, file);
  if (!json.ok) return json;
  return parseSave(json.value, file);
}

/** The game saved in this browser, or why the saved text could not be read (undefined: none saved). */
export function loadGame(): Result<SaveFile> | undefined {
  const text = loadText(KEY);
  return text === undefined ? undefined : readSave(text, 'the saved game');
}

/** The text of a save of `p`, as the CLI writes it. */
export function saveFileText(p: Playing): string {
  return saveText(saveOf(p.state, p.commands, p.ui.messages));
}

/** Saves `p` in this browser; undefined when saved, else why not. */
export function storeGame(p: Playing): string | undefined {
  return store(KEY, saveFileText(p));
}

/** Forgets the saved game. */
export function forgetGame(): void {
  removeText(KEY);
}

/** A problem as one line. */
export const problemLine = (r: { ok: false; problem: Parameters<typeof formatProblem>[0] }): string =>
  formatProblem(r.problem);
