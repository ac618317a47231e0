/** `fray play` without a terminal: its help, and bad input refused with one line and exit 2 before anything is written. */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { newGame } from '../../../src/stool/rules/newGame.js';
import { saveOf, saveText } from '../../../src/stool/save/saveFile.js';
import type { GameState } from '../../../src/stool/rules/state.js';
import { expectBadInput, fray, tempDir } from '../../helpers/cli.js';

/** A folder holding `files` (name → text). */
function folderWith(files: Record<string, string>): string {
  const dir = tempDir();
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  return dir;
}

const saveTextOf = (s: GameState): string => saveText(saveOf(s, [], []));

describe('fray play', () => {
  it('--help describes the game, its options and its keys', () => {
    const r = fray(['play', '--help']);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/The Quest for the Golden Stool/);
    for (const option of ['--seed', '--load', '--save', '--scores']) expect(r.stdout).toContain(option);
    expect(r.stdout).toMatch(/Keys:[\s\S]*go down or up the stairs[\s\S]*save and quit/);
    expect(r.stdout).toContain('NO_COLOR');
  });

  it('--scores prints the high scores from the data folder (XDG_DATA_HOME/fray), without a terminal', () => {
    const xdg = tempDir();
    const none = fray(['play', '--scores'], { env: { XDG_DATA_HOME: xdg } });
    expect(none.code).toBe(0);
    expect(none.stdout).toContain(
      `No finished games yet (scores are kept in ${join(xdg, 'fray', 'stool-scores.json')})`,
    );
    mkdirSync(join(xdg, 'fray'));
    const row = {
      score: 1422,
      result: 'dead',
      level: 4,
      round: 304,
      kills: 21,
      by: 'an orc',
      seed: 3,
      date: '2026-11-25T10:00:00.000Z',
    };
    writeFileSync(
      join(xdg, 'fray', 'stool-scores.json'),
      JSON.stringify({ format: 'fray-stool-scores', scores: [row] }),
    );
    const some = fray(['play', '--scores'], { env: { XDG_DATA_HOME: xdg } });
    expect(some.stdout).toMatch(
      /^High scores \(.*stool-scores\.json\):\n {2}1\. {2}1422 {2}killed by an orc, level 4, round 304, 21 kills, seed 3, 2026-11-25\n/,
    );
    writeFileSync(join(xdg, 'fray', 'stool-scores.json'), '{"not": "scores"}');
    expectBadInput(
      fray(['play', '--scores'], { env: { XDG_DATA_HOME: xdg } }),
      /is not a high-score file of this game/,
    );
  });

  it('needs a terminal, and says so without a trace', () => {
    const dir = tempDir();
    expectBadInput(fray(['play', '--seed', '1'], { cwd: dir }), /^fray: fray play needs a terminal: stdin is not one/);
    expect(readdirSync(dir)).toEqual([]);
  });

  it.each([
    [['--seed', 'abc'], /--seed/],
    [['--seed', '-1'], /--seed/],
    [['--seed', '4294967296'], /--seed/],
    [['--seed', '1', '--load', 'x.json'], /give one of them/],
    [['--load', 'missing.json'], /missing\.json: no such file/],
  ])('rejects %j', (args, re) => {
    expectBadInput(fray(['play', ...args]), re);
  });

  it('names the file, line and column of a save that is not JSON, and the field of one that is wrong', () => {
    const dir = folderWith({
      'broken.json': '{\n  "format": "fray-stool-save",\n',
      'other.json': '{"name": "not a save"}\n',
      'bad.json': saveTextOf(newGame(4)).replace('"kills":0', '"kills":-1'),
    });
    expectBadInput(fray(['play', '--load', 'broken.json'], { cwd: dir }), /^fray: broken\.json:3:1: malformed JSON/);
    expectBadInput(
      fray(['play', '--load', 'other.json'], { cwd: dir }),
      /^fray: other\.json: format: this is not a save of The Quest for the Golden Stool/,
    );
    expectBadInput(
      fray(['play', '--load', 'bad.json'], { cwd: dir }),
      /^fray: bad\.json: state\.kills: must be a whole number ≥ 0/,
    );
  });

  it('refuses a save whose player has 0 life in a game that goes on', () => {
    const dead = structuredClone(newGame(4));
    dead.player.fighter.life = 0;
    const dir = folderWith({ 'dead.json': saveTextOf(dead) });
    expectBadInput(
      fray(['play', '--load', 'dead.json'], { cwd: dir }),
      /^fray: dead\.json: state\.player\.fighter\.life: is 0 but the game is not over: a player with no life left has died/,
    );
  });

  it('refuses to resume a finished game', () => {
    const over = structuredClone(newGame(4));
    over.over = { result: 'dead', by: 'orc', round: 12 };
    const dir = folderWith({ 'done.json': saveTextOf(over) });
    expectBadInput(
      fray(['play', '--load', 'done.json'], { cwd: dir }),
      /done\.json: this game is over \(you died, killed by an orc in round 12\)/,
    );
  });

  it('never writes over a file that is not a save, nor over another game in progress, when --save names it', () => {
    const notes = 'my notes\n';
    const game = saveTextOf(newGame(4));
    const dir = folderWith({ 'notes.txt': notes, 'other-game.json': game });
    expectBadInput(
      fray(['play', '--save', 'notes.txt'], { cwd: dir }),
      /notes\.txt: exists and is not a save of this game, so fray will not write over it/,
    );
    expectBadInput(
      fray(['play', '--save', 'other-game.json'], { cwd: dir }),
      /other-game\.json: holds a game in progress; resume it with fray play --load other-game\.json/,
    );
    expect(readFileSync(join(dir, 'notes.txt'), 'utf8')).toBe(notes);
    expect(readFileSync(join(dir, 'other-game.json'), 'utf8')).toBe(game);
  });
});
