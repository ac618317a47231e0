/** `fray play`: The Quest for the Golden Stool, the roguelike of the Night Soil design, in the terminal. */
import type { Command } from 'commander';
import { newGame } from '../../stool/rules/newGame.js';
import { killerPhrase } from '../../stool/text/thingName.js';
import { CliError } from '../CliError.js';
import { ExitCode } from '../exitCodes.js';
import { printErr, printOut } from '../io.js';
import { parseSeed, seedOrDraw } from '../options.js';
import { useColour } from '../summoner/watch.js';
import { dataDir } from '../../adapters/dataDir.js';
import { KEY_HELP } from '../../stool/screen/keys.js';
import { recordEnd, scoresText } from './records.js';
import type { EndRecord } from '../../stool/screen/endRecord.js';
import { checkSaveTarget, DEFAULT_SAVE_NAME, defaultSave, loadSave, writeSave } from './saveGame.js';
import { runSession, type GameInHand } from './session.js';
import { askChoice, gamesInProgress, questionText, whereGame } from './gamesInProgress.js';
import { COMMAND_SUMMARIES } from '../commandSummaries.js';

interface PlayOptions {
  seed?: number;
  load?: string;
  save?: string;
  scores?: boolean;
}

/** The key table for `--help`. */
function keysHelp(): string {
  const w = Math.max(...KEY_HELP.map(([k]) => k.length));
  return KEY_HELP.map(([k, what]) => `  ${k.padEnd(w)}  ${what}`).join('\n');
}

/** Adds `fray play` to the program. */
export function registerPlay(program: Command): void {
  program
    .command('play')
    .description(COMMAND_SUMMARIES.play)
    .option(
      '--seed <n>',
      'seed of a new game (0 to 4294967295); the same seed gives the same dungeon; shown on screen',
      parseSeed,
    )
    .option('--load <file>', 'resume a saved game (and save back to it on quit)')
    .option('--scores', 'print the high scores (the best 20 finished games) and the morgue folder, and exit')
    .option(
      '--save <file>',
      `where to save on quit (default: the --load file, or ${DEFAULT_SAVE_NAME} in fray's data folder, $XDG_DATA_HOME/fray or ~/.local/share/fray; when a game is in progress there, fray play asks first: resume it, a new game saved beside it as ${DEFAULT_SAVE_NAME.replace('.json', '-2.json')} and so on, or quit)`,
    )
    .addHelpText(
      'after',
      `\nKeys:\n${keysHelp()}\n\nExamples:\n  fray play\n  fray play --seed 7\n  fray play --load ~/.local/share/fray/${DEFAULT_SAVE_NAME}\n\nSaves, morgue files and high scores live in $XDG_DATA_HOME/fray (or ~/.local/share/fray).\nNO_COLOR=1 turns colour off. The rules: docs/rules/stool.md.`,
    )
    .action((opts: PlayOptions) => runPlay(opts));
}

/** Refuses to play without a terminal on both sides, with one line saying which side is not one. */
function needTerminal(): void {
  if (process.stdin.isTTY !== true || process.stdout.isTTY !== true) {
    throw new CliError(
      `fray play needs a terminal: ${process.stdin.isTTY !== true ? 'stdin' : 'stdout'} is not one (run it in a terminal window, not through a pipe)`,
    );
  }
}

/**
 * What to play: the file given with --load, or, when neither --load nor --save names a file and fray's data folder
 * holds a game in progress, what the player answers (resume it, a new game beside it, or quit: null); else a new game.
 */
async function chooseStart(opts: PlayOptions): Promise<{ load?: string; seed?: number } | null> {
  if (opts.load !== undefined) return { load: opts.load };
  const seed = opts.seed;
  if (opts.save !== undefined) return seed === undefined ? {} : { seed };
  const games = gamesInProgress(dataDir());
  const first = games[0];
  if (first === undefined) return seed === undefined ? {} : { seed };
  needTerminal();
  const fresh = seedOrDraw(seed);
  const freshPath = checkSaveTarget(defaultSave(), { loadedFrom: undefined, named: false }).path;
  const question = questionText(games, { seed: fresh, path: freshPath });
  const choice = await askChoice({ input: process.stdin, output: process.stdout }, question);
  if (choice === 'resume') return { load: first.path };
  if (choice === 'new') return { seed: fresh };
  printOut(`Nothing started; the game in progress (${whereGame(first.state)}) is still in ${first.path}.`);
  return null;
}

async function runPlay(opts: PlayOptions): Promise<void> {
  if (opts.scores === true) {
    printOut(scoresText(dataDir()));
    return;
  }
  if (opts.load !== undefined && opts.seed !== undefined)
    throw new CliError('--seed starts a new game and --load resumes a saved one (with its own seed); give one of them');
  const start = await chooseStart(opts);
  if (start === null) return;
  const load = start.load;
  let game: GameInHand;
  if (load !== undefined) {
    const save = loadSave(load);
    game = { state: save.state, commands: save.commands.slice(), messages: save.messages };
  } else game = { state: newGame(start.seed ?? seedOrDraw(undefined)), commands: [], messages: [] };
  const named = opts.save ?? load;
  const target = checkSaveTarget(named ?? defaultSave(), { loadedFrom: load, named: named !== undefined });
  const path = target.path;
  needTerminal();
  let record: EndRecord | null = null;
  const end = await runSession({ input: process.stdin, output: process.stdout }, game, {
    colour: useColour(process.stdout),
    onOver: (state, ui) => {
      record = recordEnd(dataDir(), state, {
        messages: ui.messages,
        blow: ui.blow ?? null,
        date: new Date().toISOString(),
      });
      return record;
    },
  });
  const saved = writeSave(target, end.state, end.commands, end.messages);
  const s = end.state;
  const where = `level ${s.depth + 1}, round ${s.now.round}, seed ${s.seed}`;
  if (saved !== path) printErr(`fray: ${path} changed while you played, so the game went to ${saved} instead`);
  if (end.end === 'error') throw end.error;
  if (s.over !== null) {
    printOut(
      s.over.result === 'won'
        ? `You lifted the Golden Stool (${where}, ${s.kills} kills). Well done!`
        : `You died on ${where}, killed by ${killerPhrase(s.over.by)}. The finished game is in ${saved}.`,
    );
    const r = record as EndRecord | null;
    if (r?.morgue != null)
      printOut(
        `Morgue file: ${r.morgue}${r.rank !== null ? ` (score ${r.scores[r.rank - 1]?.score ?? 0}, rank ${r.rank})` : ''}`,
      );
    if (r?.problem != null) printErr(`fray: ${r.problem}`);
    return;
  }
  if (end.end === 'interrupted')
    throw new CliError(
      `interrupted; the game (${where}) is saved in ${saved}; resume it with fray play --load ${saved}`,
      ExitCode.Interrupted,
    );
  printOut(`Saved in ${saved} (${where}). Resume with: fray play --load ${saved}`);
}
