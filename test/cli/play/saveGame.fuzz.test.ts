/**
 * Fuzz: seeded mutants of a save of a game in progress, loaded as `fray play --load` loads one (loadSave, in process;
 * a save that loads is then drawn and played for a few commands, as a session would), and a handful through the built
 * CLI: each loads, or is refused with one line and exit code 2, never an internal error.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { startUi } from '../../../src/stool/screen/controller.js';
import { renderScreen } from '../../../src/stool/screen/renderScreen.js';
import { loadSave } from '../../../src/cli/play/saveGame.js';
import { botCommand } from '../../../src/stool/autopilot/bot.js';
import { newGame } from '../../../src/stool/rules/newGame.js';
import { saveOf, saveText } from '../../../src/stool/save/saveFile.js';
import type { GameState } from '../../../src/stool/rules/state.js';
import { playCommand } from '../../../src/stool/rules/stepGame.js';
import { fray, tempDir } from '../../helpers/cli.js';
import { expectRefused, mutants, outcomeOf, sampleForCli, type Mutant, type Outcome } from '../../helpers/fuzz.js';

let text = '';
let tried: { m: Mutant; outcome: Outcome }[] = [];

/** A game of seed 3 a few commands in, so monsters, things and messages are in the save. */
function gameInProgress(): string {
  let s: GameState = newGame(3);
  const commands = [];
  for (let i = 0; i < 12 && s.over === null; i++) {
    const c = botCommand(s);
    commands.push(c);
    s = playCommand(s, c).state;
  }
  return saveText(saveOf(s, commands, ['Welcome.']));
}

/** Loads `m` as fray play would, then draws it and plays a few commands. */
function loadAndPlay(dir: string, m: Mutant): void {
  const file = join(dir, 'save.json');
  writeFileSync(file, m.text);
  const save = loadSave(file);
  let s = save.state;
  renderScreen(s, { cols: 100, rows: 30 }, { colour: false, ui: startUi(s, save.messages) });
  for (let i = 0; i < 3 && s.over === null; i++) s = playCommand(s, botCommand(s)).state;
}

beforeAll(() => {
  text = gameInProgress();
  const dir = tempDir();
  tried = mutants(text, 200, 26).map((m) => ({ m, outcome: outcomeOf(m, () => loadAndPlay(dir, m)) }));
});

describe('fray play --load, fuzzed', () => {
  it('loads the save itself', () => {
    expect(outcomeOf({ how: 'unchanged', text }, () => loadAndPlay(tempDir(), { how: '', text }))).toEqual({
      ok: true,
    });
  });

  it('refuses most of 200 mutants in one line naming the file, and plays the rest, in process', () => {
    const refused = tried.filter((t) => !t.outcome.ok);
    expect(refused.length).toBeGreaterThan(120);
    for (const { m, outcome } of refused) {
      if (outcome.ok) continue;
      expect(outcome.message, m.how).toMatch(/save\.json(:\d+:\d+)?: /);
      expect(outcome.message, m.how).not.toMatch(/\n|internal error/);
    }
    expect(refused.some((t) => !t.outcome.ok && /nested deeper than 256 levels/.test(t.outcome.message))).toBe(true);
  });

  it('gives the same answer through the built CLI, for a sample (a save that loads stops at: no terminal)', () => {
    const dir = tempDir();
    for (const { m, outcome } of sampleForCli(tried, 5)) {
      writeFileSync(join(dir, 'save.json'), m.text);
      const run = fray(['play', '--load', 'save.json'], { cwd: dir });
      expectRefused(m, run);
      if (outcome.ok) expect(run.stderr, m.how).toMatch(/^fray: fray play needs a terminal/);
      else expect(run.stderr, m.how).toBe(`fray: ${outcome.message.replace(/^\/\S*\/save\.json/, 'save.json')}\n`);
    }
  });
});
