/**
 * `fray play` with a game in progress in fray's data folder: the games there, and the question it asks before it
 * starts anything (resume it, a new game, or quit), so a second `fray play` never starts over in silence.
 */
import { join } from 'node:path';
import { readJson, REAL_FS } from '../../adapters/files.js';
import type { GameState } from '../../stool/rules/state.js';
import { parseSave } from '../../stool/save/saveFile.js';
import { parseKeys } from '../../stool/screen/keys.js';
import { DEFAULT_SAVE_NAME } from './saveGame.js';
import type { Terminal } from './session.js';

/** Saves fray looks at: stool-save.json, then stool-save-2.json to stool-save-20.json (the names it gives itself). */
const MAX_PROBED = 20;
/** Saves are small; anything much bigger is not one (as saveGame.ts reads them). */
const MAX_SAVE_BYTES = 32 * 1024 * 1024;

/** A game in progress: its save file and where it stands. */
export interface SavedGame {
  readonly path: string;
  readonly state: GameState;
}

/**
 * The games in progress among the saves fray names itself in `dir` (stool-save.json, stool-save-2.json, …), in that
 * order. A file that is not a readable save, or holds a finished game, is left out: it is not a game to resume.
 */
export function gamesInProgress(dir: string): SavedGame[] {
  const stem = DEFAULT_SAVE_NAME.replace(/\.json$/, '');
  const out: SavedGame[] = [];
  for (let i = 1; i <= MAX_PROBED; i++) {
    const path = join(dir, i === 1 ? DEFAULT_SAVE_NAME : `${stem}-${i}.json`);
    if (REAL_FS.exists(path) !== 'file') continue;
    const json = readJson(path, MAX_SAVE_BYTES);
    const save = json.ok ? parseSave(json.value, path) : json;
    if (save.ok && save.value.state.over === null) out.push({ path, state: save.value.state });
  }
  return out;
}

/** What the player chose. */
export type Choice = 'resume' | 'new' | 'quit';

/** Where a game stands, in a few words: "seed 7, level 2, round 345". */
export function whereGame(s: GameState): string {
  return `seed ${s.seed}, level ${s.depth + 1}, round ${s.now.round}`;
}

/** The question's text: the game to resume, the choices, and the other games in progress. */
export function questionText(games: readonly SavedGame[], fresh: { seed: number; path: string }): string {
  const [first, ...others] = games;
  if (first === undefined) return '';
  const lines = [
    `A game is in progress (${whereGame(first.state)}) in ${first.path}.`,
    '  r  resume it',
    `  n  start a new game (seed ${fresh.seed}), saved to ${fresh.path}; the game in progress is kept`,
    '  q  quit, and change nothing',
    ...others.map((g) => `Also in progress: ${g.path} (${whereGame(g.state)}); fray play --load FILE resumes it.`),
  ];
  return lines.join('\r\n');
}

const CHOICES: Readonly<Record<string, Choice>> = { r: 'resume', n: 'new', q: 'quit', 'ctrl-c': 'quit' };

/**
 * Asks on `term` what to do with the game in progress, and reads keys until one of r, n or q (Ctrl-C is q); any other
 * key says so on a line of its own and changes nothing. The terminal is left in cooked mode whatever happens.
 */
export function askChoice(term: Terminal, question: string): Promise<Choice> {
  const { input, output } = term;
  output.write(`${question}\r\nPress r, n or q: `);
  return new Promise<Choice>((resolve) => {
    const done = (c: Choice): void => {
      input.off('data', onData);
      if (input.isTTY) input.setRawMode(false);
      input.pause();
      output.write(`${c === 'resume' ? 'r' : c === 'new' ? 'n' : 'q'}\r\n`);
      resolve(c);
    };
    const onData = (chunk: Buffer | string): void => {
      for (const key of parseKeys(typeof chunk === 'string' ? chunk : chunk.toString('utf8'))) {
        const c = CHOICES[key];
        if (c !== undefined) return done(c);
        const shown = [...key].length === 1 && key > ' ' && key !== '\u007f' ? `'${key}'` : 'that key';
        output.write(`\r\nNo ${shown} here. Press r to resume, n for a new game, or q to quit: `);
      }
    };
    if (input.isTTY) input.setRawMode(true);
    input.on('data', onData);
    input.resume();
  });
}
