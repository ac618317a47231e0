/**
 * Reading and writing save files for `fray play`: a save is read and checked field by field; a save is written
 * atomically, and never over a file that is not a save of this game, nor over someone else's game in progress.
 */
import { basename, dirname, extname, join, resolve } from 'node:path';
import { dataDir } from '../../adapters/dataDir.js';
import { readJson, readText, REAL_FS, writeFilesAtomic } from '../../adapters/files.js';
import type { Command } from '../../stool/rules/commands.js';
import { isSave, parseSave, saveOf, saveText, type SaveFile } from '../../stool/save/saveFile.js';
import type { GameState } from '../../stool/rules/state.js';
import { killerPhrase } from '../../stool/text/thingName.js';
import { CliError, unwrap } from '../CliError.js';

/** The file name of a game saved where no --save or --load names a file (in the user's data folder, see dataDir). */
export const DEFAULT_SAVE_NAME = 'stool-save.json';

/** Where a game is saved when no --save or --load names a file: the user's data folder, never the current one. */
export function defaultSave(): string {
  return join(dataDir(), DEFAULT_SAVE_NAME);
}

/** Saves are small; anything much bigger is not one. */
const MAX_SAVE_BYTES = 32 * 1024 * 1024;

/** A save file read and checked, or a CliError naming the file and the field. */
export function loadSave(path: string): SaveFile {
  const save = unwrap(parseSave(unwrap(readJson(path, MAX_SAVE_BYTES)), path));
  const o = save.state.over;
  if (o !== null) {
    const how = o.result === 'won' ? 'the stool was won' : `you died, killed by ${killerPhrase(o.by)}`;
    throw new CliError(`${path}: this game is over (${how} in round ${o.round}); start a new one with fray play`);
  }
  return save;
}

/** Where a session will save, and what that file held when the session began (its text, or null: no file yet). */
export interface SaveTarget {
  readonly path: string;
  readonly snapshot: string | null;
}

/**
 * Checks that `path` may be written at the end of the session: no file there, or a save of this game that is
 * finished or is the one being resumed (`loadedFrom`). A path the user named (`named`) that holds anything else is
 * refused with one line, before play starts; the default path is never refused: a free name beside it is used instead,
 * so `fray play` run twice starts a second game rather than an error, and the first game is kept.
 */
export function checkSaveTarget(path: string, how: { loadedFrom: string | undefined; named: boolean }): SaveTarget {
  const { loadedFrom, named } = how;
  const kind = REAL_FS.exists(path);
  if (kind === 'none') return { path, snapshot: null };
  const other = (why: string): SaveTarget => {
    if (!named) return checkSaveTarget(freeName(path), { loadedFrom, named: true });
    throw new CliError(why);
  };
  if (kind === 'folder')
    return other(`${path}: a folder is in the way of the save file; give --save another file name`);
  if (kind === 'other') return other(`${path}: is not a regular file; give --save another file name`);
  const text = readText(path, MAX_SAVE_BYTES);
  const json = text.ok ? readJson(path, MAX_SAVE_BYTES) : text;
  if (!json.ok || !isSave(json.value))
    return other(
      `${path}: exists and is not a save of this game, so fray will not write over it; give --save another file name, or move it`,
    );
  const snapshot = text.ok ? text.value : null;
  if (loadedFrom !== undefined && resolve(loadedFrom) === resolve(path)) return { path, snapshot };
  if (inProgress(json.value))
    return other(
      `${path}: holds a game in progress; resume it with fray play --load ${path}, or give --save another file name`,
    );
  return { path, snapshot };
}

function inProgress(save: unknown): boolean {
  const state = (save as { state?: { over?: unknown } }).state;
  return typeof state === 'object' && state !== null && state.over === null;
}

/** A name beside `path` that is free: stool-save-2.json, stool-save-3.json, … */
function freeName(path: string): string {
  const ext = extname(path);
  const stem = join(dirname(path), basename(path, ext));
  for (let i = 2; ; i++) {
    const p = `${stem}-${i}${ext}`;
    if (REAL_FS.exists(p) === 'none') return p;
  }
}

/**
 * Writes the save atomically to `path`, unless the file changed during the session into something that must not be
 * written over (not a save, or another game in progress): then to a free name beside it. Returns where it went.
 */
export function writeSave(
  { path, snapshot }: SaveTarget,
  state: GameState,
  commands: readonly Command[],
  messages: readonly string[],
): string {
  let target = path;
  if (REAL_FS.exists(path) !== 'none') {
    const now = readText(path, MAX_SAVE_BYTES);
    const same = now.ok && now.value === snapshot;
    if (!same) {
      const json = readJson(path, MAX_SAVE_BYTES);
      if (!json.ok || !isSave(json.value) || inProgress(json.value)) target = freeName(path);
    }
  }
  const r = writeFilesAtomic([{ path: target, content: saveText(saveOf(state, commands, messages)) }]);
  if (!r.ok) throw CliError.fromProblem(r.problem);
  return target;
}
