/**
 * `fray play` in a real terminal (tmux): the screen shows the map, the panel and the messages; keys move and strike;
 * help, resizing, saving and resuming work; quitting and Ctrl-C give the terminal back as it was.
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { refit } from '../../../src/nightsoil/mob.js';
import { gearNamed } from '../../../src/stool/content/gear.js';
import type { Command } from '../../../src/stool/rules/commands.js';
import { newGame } from '../../../src/stool/rules/newGame.js';
import { replayGame } from '../../../src/stool/save/replayGame.js';
import { saveOf, saveText } from '../../../src/stool/save/saveFile.js';
import { playCommand } from '../../../src/stool/rules/stepGame.js';
import type { GameState, Monster } from '../../../src/stool/rules/state.js';
import { visibleMonsters } from '../../../src/stool/rules/view.js';
import { ROOT, tempDir } from '../../helpers/cli.js';
import { botGameAsKeys } from './botKeys.js';
import { hasTmux, shellQuote, TmuxPane } from './tmux.js';
import { runsHere } from '../../helpers/runsHere.js';

let panes = 0;

/** fray's data folder under the XDG_DATA_HOME a test gives (`<cwd>/data`): where saves, morgues and scores go. */
function frayData(cwd: string): string {
  return join(cwd, 'data', 'fray');
}

/**
 * Starts `fray play ...args` in a pane of `cols` × `rows`, in `cwd`, with colour unless `noColour`. XDG_DATA_HOME is
 * `<cwd>/data`, so nothing is written in the repository or the user's home.
 */
function startPlay(args: string[], opts: { cwd: string; cols?: number; rows?: number; noColour?: boolean }): TmuxPane {
  const xdg = `XDG_DATA_HOME=${shellQuote(join(opts.cwd, 'data'))}`;
  const env = opts.noColour === true ? `env NO_COLOR=1 FRAY_DEBUG= ${xdg}` : `env -u NO_COLOR FRAY_DEBUG= ${xdg}`;
  const cmd = `cd ${shellQuote(opts.cwd)} && ${env} ${shellQuote(process.execPath)} ${shellQuote(join(ROOT, 'bin/fray.js'))} play ${args.map(shellQuote).join(' ')}`;
  return TmuxPane.start(`fray-play-test-${process.pid}-${++panes}`, cmd, opts.cols ?? 80, opts.rows ?? 24);
}

/** Writes a save of `state` (a game at the player's turn) into `dir`; returns its path. */
function writeSaveOf(dir: string, state: GameState, name = 'game.json'): string {
  const path = join(dir, name);
  writeFileSync(path, saveText(saveOf(state, [], ['A saved line.'])));
  return path;
}

/** Seed 7 with the first rat of the top level awake just east of the player. */
function ratBeside(): { state: GameState; rat: Monster } {
  const s = structuredClone(newGame(7));
  const rat = s.monsters.find((m) => m.level === 0 && m.build === 'rat');
  if (rat === undefined) throw new Error('seed 7 has no rat on level 1');
  rat.x = s.player.x + 1;
  rat.y = s.player.y;
  rat.awake = true;
  return { state: s, rat };
}

/** The row and column of the '@' on the screen. */
function hero(screen: string): [number, number] {
  const rows = screen.split('\n');
  const y = rows.findIndex((r) => r.includes('@'));
  return [y, rows[y]?.indexOf('@') ?? -1];
}

/** `q`, the question it asks, and `y`: the game saved and the session over. */
async function saveAndQuit(pane: TmuxPane): Promise<void> {
  pane.type('q');
  await pane.waitFor(/Save the game and quit\? \(y: yes, n or Esc: go on playing\)/, 'the question q asks');
  pane.type('y');
}

/** The terminal after the program left it: the exit line, cooked mode (icanon, echo), main screen, cursor shown. */
async function expectRestored(pane: TmuxPane, exit: number): Promise<string> {
  await pane.waitFor(/\[exit \d+\][\s\S]*\[end\]/, 'the program to end');
  const screen = pane.screen(false, true);
  expect(screen).toContain(`[exit ${exit}]`);
  expect(screen).toMatch(/(^|\s)icanon(\s|$)/m);
  expect(screen).toMatch(/(^|\s)echo(\s|$)/m);
  expect(pane.format('#{alternate_on}')).toBe('0');
  expect(pane.format('#{cursor_flag}')).toBe('1');
  return screen;
}

describe.runIf(runsHere(hasTmux()))('fray play in a terminal (tmux)', () => {
  afterAll(() => TmuxPane.killAll());

  it('shows the map, the panel with the seed and the messages in 80 x 24; help and back; running; q saves and restores the terminal', async () => {
    const dir = tempDir();
    const pane = startPlay(['--seed', '7'], { cwd: dir });
    const first = await pane.waitFor(/Press \? for help/);
    const lines = first.split('\n');
    expect(lines[0]).toMatch(/The Quest for the Golden Stool.*Level 1 of 4.*Round 0.*Seed 7/);
    expect(first).toContain('@');
    expect(first).toMatch(/Life\s+30\.0\/30\.0/);
    expect(first).toMatch(/Str\s+70\.0\/70\.0/);
    expect(first).toContain('Scrolls: firebolt x2');
    expect(lines.length).toBeLessThanOrEqual(24);
    expect(Math.max(...lines.map((l) => l.length))).toBeLessThanOrEqual(80);
    expect(pane.format('#{alternate_on}')).toBe('1');

    pane.type('?');
    const help = await pane.waitFor(/Keys[\s\S]*go down or up the stairs[\s\S]*Press any key to return/);
    // The whole table fits 80 x 24, down to the last key.
    expect(help).toMatch(/Ctrl-C\s+save and quit at once/);
    pane.type(' ');
    await pane.waitFor((s) => s.includes('@') && !s.includes('Press any key to return'), 'the map again');

    // Shift-L runs east down the corridor until a rat comes into view: one key, many steps, six rounds.
    pane.type('L');
    const ran = await pane.waitFor(/The rat notices you\./);
    expect(ran).toMatch(/Round 6\s+Seed 7/);
    expect(ran).not.toContain('wall');

    // q asks first; a key it does not know says so and does nothing, n goes on playing.
    pane.type('q');
    await pane.waitFor(/Save the game and quit\? \(y: yes, n or Esc: go on playing\)/);
    pane.type('z');
    await pane.waitFor(/No 'z' here: press y to save and quit, or n to go on\./);
    pane.type('n');
    await pane.waitFor((sc) => !sc.includes('Save the game and quit?') && /Round 6\s+Seed 7/.test(sc), 'the map again');
    // A menu's unknown key says so in the menu, and is not played on the map after it (no move, no round passes).
    pane.type('e');
    await pane.waitFor(/Eat what\?[\s\S]*Press a letter, or Esc to cancel\./);
    pane.type('j');
    await pane.waitFor(/No 'j' here: press a letter shown, or Esc to cancel\./);
    pane.keys('Escape');
    const calm = await pane.waitFor((sc) => !sc.includes('Eat what?'), 'the menu closed');
    expect(calm).toMatch(/Round 6\s+Seed 7/);
    expect(hero(calm)).toEqual(hero(ran));

    await saveAndQuit(pane);
    const after = await expectRestored(pane, 0);
    // The save goes to the data folder (XDG_DATA_HOME), never the current folder.
    const path = join(frayData(dir), 'stool-save.json');
    expect(after).toContain(`Saved in ${path} (level 1, round 6, seed 7). Resume with: fray play --load ${path}`);
    const save = JSON.parse(readFileSync(path, 'utf8')) as { seed: number; format: string };
    expect(save).toMatchObject({ format: 'fray-stool-save', seed: 7 });
    expect(readdirSync(dir)).toEqual(['data']);
    pane.kill();
  });

  it('moving moves the @; walking into a monster strikes it, and the log and the panel say so', async () => {
    const dir = tempDir();
    const { state } = ratBeside();
    const file = writeSaveOf(dir, state);
    // 100 x 30: the whole level fits beside the panel, so the camera stays put and the @ itself moves.
    const pane = startPlay(['--load', file], { cwd: dir, cols: 100, rows: 30 });
    const before = await pane.waitFor(/Welcome back/);
    expect(before).toContain('A saved line.');
    expect(before).toMatch(/-- rat \(r\), 1 cell/);
    expect(before).toMatch(/You hit it\s+\d+%/);
    expect(before).toMatch(/It hits you\s+\d+%/);
    // The whole fight's forecast under the per-swing numbers.
    expect(before).toMatch(/Fight: win [<>\d]+% {2}lose [<>\d]+%/);
    expect(before).toMatch(/ kill: [\d.]+ sw, die: (never|[\d.]+ sw)/);
    expect(before).toMatch(/ costs [\d.]+ str, [\d.]+ life/);

    pane.type('l');
    const struck = await pane.waitFor(/You (hit|miss) the rat/);
    expect(struck).not.toMatch(/Str\s+70\.0\/70\.0/); // a swing spends strength, hit or miss
    expect(hero(struck)).toEqual(hero(before)); // a strike is not a step

    // Away from the rat and back: the @ moves a column, and the rat's own turns show in the log.
    const [y0, x0] = hero(struck);
    pane.type('h');
    const moved = await pane.waitFor((s) => hero(s)[1] === x0 - 1, 'the @ one column to the left');
    expect(hero(moved)[0]).toBe(y0);
    await saveAndQuit(pane);
    await expectRestored(pane, 0);
    pane.kill();
  });

  it('draws in colour, and without any colour under NO_COLOR', async () => {
    const dir = tempDir();
    const colour = startPlay(['--seed', '3', '--save', 'a.json'], { cwd: dir });
    await colour.waitFor(/Press \? for help/);
    // eslint-disable-next-line no-control-regex
    expect(colour.screen(true)).toMatch(/\u001b\[[0-9;]*3[1-7]m/);
    await saveAndQuit(colour);
    await expectRestored(colour, 0);
    colour.kill();

    const plain = startPlay(['--seed', '3', '--save', 'b.json'], { cwd: dir, noColour: true });
    await plain.waitFor(/Press \? for help/);
    // eslint-disable-next-line no-control-regex
    expect(plain.screen(true)).not.toMatch(/\u001b\[/);
    await saveAndQuit(plain);
    await expectRestored(plain, 0);
    plain.kill();
  });

  it('survives resizing: too small says so, larger draws the game again', async () => {
    const dir = tempDir();
    const pane = startPlay(['--seed', '5'], { cwd: dir });
    await pane.waitFor(/Press \? for help/);
    pane.resize(60, 18);
    await pane.waitFor(/needs a terminal of at least 80 x 24; this one is\s+60 x 18/);
    pane.resize(120, 40);
    const big = await pane.waitFor((s) => s.includes('@') && /Seed 5/.test(s), 'the game at 120 x 40');
    expect(big.split('\n')[0]?.length).toBeGreaterThan(80);
    await saveAndQuit(pane);
    await expectRestored(pane, 0);
    pane.kill();
  });

  it('Ctrl-C saves, restores the terminal and exits 130; --load resumes the game where it was', async () => {
    const dir = tempDir();
    const pane = startPlay(['--seed', '11', '--save', 'mine.json'], { cwd: dir });
    await pane.waitFor(/Press \? for help/);
    // Eight waits: the round they reach comes from the reducer, not from a screen caught half-way through them.
    let expected = newGame(11);
    for (let i = 0; i < 8; i++) expected = playCommand(expected, { kind: 'wait' }).state;
    const round = expected.now.round;
    expect(round).toBeGreaterThan(0);
    pane.type('........');
    await pane.waitFor(new RegExp(`Round ${round}\\s+Seed 11`));
    pane.keys('C-c');
    const after = await expectRestored(pane, 130);
    expect(after).toContain(`interrupted; the game (level 1, round ${round}, seed 11) is saved in mine.json`);
    pane.kill();

    const again = startPlay(['--load', 'mine.json'], { cwd: dir });
    const back = await again.waitFor(/Welcome back/);
    expect(back).toMatch(new RegExp(`Round ${round}\\s+Seed 11`));
    await saveAndQuit(again);
    await expectRestored(again, 0);
    again.kill();
  });

  it('with a game in progress, fray play asks: a new game goes beside it, r resumes it, q changes nothing, other keys say so', async () => {
    const dir = tempDir();
    const first = saveText(saveOf(newGame(4), [], []));
    mkdirSync(frayData(dir), { recursive: true });
    const saved = join(frayData(dir), 'stool-save.json');
    const beside = join(frayData(dir), 'stool-save-2.json');
    writeFileSync(saved, first);
    // A new game of seed 6, asked for: the question names the game in progress and where the new one will go.
    const pane = startPlay(['--seed', '6'], { cwd: dir, cols: 130, rows: 40 });
    const asked = await pane.waitFor(/Press r, n or q:/);
    expect(asked).toContain(`A game is in progress (seed 4, level 1, round 0) in ${saved}.`);
    expect(asked.replace(/\s+/g, ' ')).toContain(
      `n start a new game (seed 6), saved to ${beside}; the game in progress is kept`,
    );
    pane.type('x');
    await pane.waitFor(/No 'x' here\. Press r to resume, n for a new game, or q to quit:/);
    pane.keys('Enter');
    await pane.waitFor(/No that key here\./);
    pane.type('n');
    await pane.waitFor(/Seed 6[\s\S]*Press \? for help/);
    await saveAndQuit(pane);
    const after = await expectRestored(pane, 0);
    expect(after).toContain(`Saved in ${beside} (level 1, round 0, seed 6).`);
    expect(readFileSync(saved, 'utf8')).toBe(first);
    pane.kill();

    // Plain fray play again: r resumes the game in progress, and the other one is named.
    const again = startPlay([], { cwd: dir, cols: 130, rows: 40 });
    const both = await again.waitFor(/Press r, n or q:/);
    expect(both).toContain(`A game is in progress (seed 4, level 1, round 0) in ${saved}.`);
    expect(both.replace(/\s+/g, ' ')).toContain(`Also in progress: ${beside} (seed 6, level 1, round 0)`);
    again.type('r');
    const back = await again.waitFor(/Seed 4[\s\S]*Press \? for help/);
    expect(back).toMatch(/Round 0\s+Seed 4/);
    again.type('........');
    await again.waitFor(/Round [1-9]\d*\s+Seed 4/);
    await saveAndQuit(again);
    expect(await expectRestored(again, 0)).toContain(`Saved in ${saved} (level 1, round`);
    again.kill();

    // q: nothing starts, nothing is written.
    const before = [readFileSync(saved, 'utf8'), readFileSync(beside, 'utf8')];
    const quit = startPlay([], { cwd: dir });
    await quit.waitFor(/Press r, n or q:/);
    quit.type('q');
    const left = await expectRestored(quit, 0);
    expect(left).toContain(`Nothing started; the game in progress (seed 4, level 1, round`);
    expect([readFileSync(saved, 'utf8'), readFileSync(beside, 'utf8')]).toEqual(before);
    expect(readdirSync(frayData(dir)).sort()).toEqual(['stool-save-2.json', 'stool-save.json']);
    quit.kill();
  });

  it("plays exactly the reducer's game: the bot's whole game, typed as keys, ends on the death screen, which stays until q and leaves a morgue file and a high score", async () => {
    const dir = tempDir();
    // Seed 3: about 1000 keys over four levels (moves, strikes, Tab and fire, menus to eat, wear and read, the
    // stairs), ending in a death on the last level.
    const expected = botGameAsKeys(newGame(3), 5000);
    expect(expected.state.over).toMatchObject({ result: 'dead' });
    expect(expected.state.depth).toBeGreaterThan(0);
    const pane = startPlay(['--seed', '3'], { cwd: dir });
    await pane.waitFor(/Seed 3[\s\S]*Press \? for help/);
    pane.type(expected.keys);
    const end = await pane.waitFor(/Press q, Enter or Esc to leave/);
    const by = expected.state.over?.by ?? '';
    expect(end).toMatch(
      new RegExp(
        `You die\\. Killed by an? ${by} on level ${expected.state.depth + 1} of 4 in round ${expected.state.now.round}\\.`,
      ),
    );
    expect(end).toMatch(new RegExp(`The last blow: (The ${by} hits you|Poison burns you)`));
    expect(end).toMatch(/Last messages:[\s\S]*You die, killed by/);
    expect(end).toMatch(
      new RegExp(
        `Level ${expected.state.depth + 1} of 4\\s+Round ${expected.state.now.round}\\s+Commands \\d+\\s+Score \\d+`,
      ),
    );
    expect(end).toMatch(new RegExp(`Killed ${expected.state.kills}: `));
    expect(end).toMatch(/Grew: [a-z]+ \+\d/);
    expect(end).toMatch(/High scores \(this game: rank 1 of 1\):\s+1\.\s+\d+\s+killed by an? /);
    expect(end).toContain('Morgue file:');
    // Keys of the fight still being pressed do not make the screen vanish; the history opens over it and goes back.
    pane.type('lll.');
    pane.keys('C-p');
    const history = await pane.waitFor(/Messages \d+-\d+ of \d+/);
    expect(history).toContain('You die, killed by');
    pane.keys('Escape');
    await pane.waitFor(/Press q, Enter or Esc to leave/);
    pane.type('q');
    await expectRestored(pane, 0);
    const save = JSON.parse(readFileSync(join(frayData(dir), 'stool-save.json'), 'utf8')) as {
      state: unknown;
      messages: unknown;
    };
    expect(save.state).toEqual(JSON.parse(JSON.stringify(expected.state)));
    expect(save.messages).toEqual(expected.ui.messages.slice(-100));
    const morgues = readdirSync(join(frayData(dir), 'morgue'));
    expect(morgues).toHaveLength(1);
    const morgue = readFileSync(join(frayData(dir), 'morgue', morgues[0]!), 'utf8');
    expect(morgue).toMatch(/seed 3/);
    expect(morgue).toMatch(/Killed by an? \w+ on level \d of 4/);
    expect(morgue).toMatch(/Level \d as explored:\n[\s\S]*@/);
    const scores = JSON.parse(readFileSync(join(frayData(dir), 'stool-scores.json'), 'utf8')) as {
      scores: { seed: number; result: string }[];
    };
    expect(scores.scores).toMatchObject([{ seed: 3, result: 'dead' }]);
    pane.kill();
  });

  it('the message history (Ctrl-P) scrolls, and a repeated message is counted instead of repeated', async () => {
    const dir = tempDir();
    const pane = startPlay(['--seed', '7'], { cwd: dir });
    await pane.waitFor(/Press \? for help/);
    // f with nothing in view is refused three times: one line, counted.
    pane.type('fff');
    const counted = await pane.waitFor(/There is nothing in view to strike at\. \(x3\)/);
    expect(counted.match(/There is nothing in view to strike at/g)).toHaveLength(1);
    pane.keys('C-p');
    const history = await pane.waitFor(/Messages 1-2 of 2/);
    expect(history).toMatch(/Find the Golden Stool[\s\S]*There is nothing in view to strike at\. \(x3\)/);
    // Two messages are one page: scrolling back stops at the first full page (issue 35), so Up moves nothing.
    pane.keys('Up');
    pane.keys('PageUp');
    await pane.waitFor(/Messages 1-2 of 2/);
    pane.keys('Escape');
    await pane.waitFor((sc) => sc.includes('@') && !/Messages \d/.test(sc), 'the map again');
    await saveAndQuit(pane);
    await expectRestored(pane, 0);
    pane.kill();
  });

  it('look (x) describes the monster under the cursor with both chances to hit, Tab cycles the monsters in view, Esc goes back', async () => {
    const dir = tempDir();
    const { state, rat } = ratBeside();
    const goblin = state.monsters.find((m) => m.level === 0 && m.build === 'goblin')!;
    Object.assign(goblin, { x: state.player.x + 2, y: state.player.y + 1, awake: true });
    const file = writeSaveOf(dir, state);
    const pane = startPlay(['--load', file], { cwd: dir });
    await pane.waitFor(/Welcome back/);
    pane.type('x');
    const onRat = await pane.waitFor(/Rat \(r\), 1 cell away, awake\./);
    expect(onRat).toMatch(/You hit it \d+% \(x -?\d\.\d\d\); it hits you \d+% \(x -?\d\.\d\d\)\./);
    expect(onRat).toMatch(/Reach 1, 4 swings and 5 steps a round\./);
    pane.keys('Tab');
    const onGoblin = await pane.waitFor(/Goblin \(g\), 2 cells away, awake\./);
    expect(onGoblin).toMatch(/Reach 3, 2 swings and 3 steps a round\./);
    expect(onGoblin).toMatch(/-- goblin \(g\), 2 cells/); // the panel follows the looked-at target
    pane.type('yh'); // from the goblin back onto the @
    await pane.waitFor(/^You\.\s/m);
    pane.keys('Escape');
    await pane.waitFor((sc) => !sc.includes('Look:') && sc.includes('Welcome back'), 'the log again');
    expect(rat.id).not.toBe(goblin.id);
    await saveAndQuit(pane);
    await expectRestored(pane, 0);
    pane.kill();
  });

  it('inventory: pack letters stay put when things come and go, the floor never takes one, and w shows what wearing would change', async () => {
    const dir = tempDir();
    const s = structuredClone(newGame(7));
    s.player.loadout = { ...s.player.loadout, body: gearNamed('chain mail') };
    refit(s.player.fighter, s.player.loadout);
    const here = { x: s.player.x, y: s.player.y };
    s.levels[0]!.items.push(
      { ...here, thing: { kind: 'gear', item: gearNamed('iron helm') } },
      { ...here, thing: { kind: 'food', name: 'apple', food: { life: 4, strength: 10, iq: 2 }, rotsAt: null } },
    );
    const file = writeSaveOf(dir, s);
    const pane = startPlay(['--load', file], { cwd: dir });
    await pane.waitFor(/Welcome back/);
    pane.type('g');
    await pane.waitFor(/You pick up an apple\./);
    pane.type('e');
    const eat = await pane.waitFor(/Eat what\?/);
    expect(eat).toMatch(/a\) ration[\s\S]*b\) ration[\s\S]*d\) apple \(life 4\.0, str 10\.0, iq 2\.0\)/);
    pane.type('a');
    await pane.waitFor(/You eat the ration/);
    pane.type('i');
    const inv = await pane.waitFor(/Pack \(3 of 20\)/);
    // The ration a is gone; b, c and d keep their letters.
    expect(inv).not.toMatch(/\ba\) /);
    expect(inv).toMatch(/b\) ration \(life 10\.0, str 30\.0, iq 4\.0\)/);
    expect(inv).toMatch(/c\) iron helm \(head, armour 3\.0, def x1\.30\)/);
    expect(inv).toMatch(/d\) apple/);
    expect(inv).toMatch(/firebolt x2, iq 5\.0:[\s\S]*a bolt at a monster up to 5[\s\S]*cells away/);
    pane.keys('Escape');
    await pane.waitFor((sc) => !sc.includes('Pack (3 of 20)'), 'the map again');
    pane.type('w');
    const wear = await pane.waitFor(/Wear or wield what\?/);
    expect(wear).toMatch(/c\) iron helm \(head, armour 3\.0, def x1\.30\)/);
    expect(wear).toMatch(/def x1\.60 → x2\.08; 3\.0 armour over your skill 8\.0 does nothing/);
    pane.keys('Escape');
    await saveAndQuit(pane);
    await expectRestored(pane, 0);
    pane.kill();
  });

  it('stairs up and down with < and >, and the panel counts the rounds left of an effect', async () => {
    const dir = tempDir();
    const s = structuredClone(newGame(7));
    const y = s.levels[0]!.tiles.findIndex((r) => r.includes('>'));
    Object.assign(s.player, { x: s.levels[0]!.tiles[y]!.indexOf('>'), y });
    const start = { round: s.now.round, slot: s.now.slot };
    s.player.fighter.effects = [{ kind: 'haste', scroll: 'haste', start, rounds: 3, amount: 0, source: -1 }];
    const file = writeSaveOf(dir, s);
    const pane = startPlay(['--load', file], { cwd: dir });
    await pane.waitFor(/Welcome back/);
    expect(pane.screen()).toMatch(/Hasted 3r/);
    pane.type('>');
    await pane.waitFor(/Level 2 of 4[\s\S]*You go down the stairs to level 2\./);
    pane.type('<');
    await pane.waitFor(/Level 1 of 4[\s\S]*You go up the stairs to level 1\./);
    pane.type('<');
    await pane.waitFor(/There are no stairs up here\./);
    await saveAndQuit(pane);
    await expectRestored(pane, 0);
    pane.kill();
  });

  it('o explores until a monster comes into view; > travels to the known stairs; look and Enter travels to a cell', async () => {
    const dir = tempDir();
    const explore = startPlay(['--seed', '7', '--save', 'a.json'], { cwd: dir });
    await explore.waitFor(/Press \? for help/);
    explore.type('o');
    const stopped = await explore.waitFor(/notices you/);
    expect(stopped).not.toMatch(/Round 0\s/);
    explore.type('o'); // with the monster in view, exploring does not start
    await explore.waitFor(/Not with a monster in view\./);
    await saveAndQuit(explore);
    await expectRestored(explore, 0);
    explore.kill();
    // Exploring is single steps recorded as commands: the save replays exactly from its seed and commands.
    const saved = JSON.parse(readFileSync(join(dir, 'a.json'), 'utf8')) as { commands: Command[]; state: unknown };
    expect(saved.commands.length).toBeGreaterThanOrEqual(2); // one key, several steps
    expect(JSON.parse(JSON.stringify(replayGame(7, saved.commands)))).toEqual(saved.state);

    // Level 1 of seed 7 known and empty: > walks to the stairs (the title still says level 1), > again goes down.
    const s = structuredClone(newGame(7));
    for (const m of s.monsters) if (m.level === 0) m.fighter.life = 0;
    s.levels[0]!.explored = s.levels[0]!.explored.map((r) => '1'.repeat(r.length));
    const file = writeSaveOf(dir, s);
    const pane = startPlay(['--load', file], { cwd: dir, cols: 100, rows: 30 });
    const before = await pane.waitFor(/Welcome back/);
    pane.type('x');
    await pane.waitFor(/Look:/);
    pane.type('ll');
    pane.keys('Enter');
    const [y0, x0] = hero(before);
    await pane.waitFor((sc) => hero(sc)[1] === x0 + 2 && hero(sc)[0] === y0, 'the @ two cells east');
    pane.type('>');
    await pane.waitFor((sc) => !sc.includes('>') && /Level 1 of 4/.test(sc), 'the @ on the stairs');
    pane.type('>');
    await pane.waitFor(/Level 2 of 4[\s\S]*You go down the stairs to level 2\./);
    await saveAndQuit(pane);
    await expectRestored(pane, 0);
    pane.kill();
  });

  it('seed 5: a rat that notices you and slips out of sight before your turn is told as gone, and the panel shows none', async () => {
    // Found by playing seeds with the library's pressKey (explore, run): seed 5's first `o` wakes a rat in the next
    // room, which steps back out of view on its own turns before the explore stops at yours.
    const dir = tempDir();
    const pane = startPlay(['--seed', '5', '--save', 'scene.json'], { cwd: dir });
    await pane.waitFor(/Press \? for help/);
    pane.type('o');
    const after = await pane.waitFor(/The rat notices you, then slips out of sight\./);
    expect(after).toContain('-- no monster in view');
    expect(after).not.toMatch(/The rat notices you\.(\s|$)/);
    expect(after).not.toMatch(/-- rat \(r\)/);
    await saveAndQuit(pane);
    await expectRestored(pane, 0);
    pane.kill();
    // The same scene in the library: the rat is awake, on this level, and out of the player's view.
    const save = JSON.parse(readFileSync(join(dir, 'scene.json'), 'utf8')) as { commands: Command[] };
    const state = replayGame(5, save.commands);
    const rats = state.monsters.filter((m) => m.level === state.depth && m.build === 'rat' && m.awake);
    expect(rats.length).toBeGreaterThan(0);
    expect(rats.some((m) => visibleMonsters(state).includes(m))).toBe(false);
  });

  it('lifting the Golden Stool wins: the end screen, then back to the shell with the news', async () => {
    const dir = tempDir();
    const s = structuredClone(newGame(2));
    s.levels[0]?.items.push({ x: s.player.x, y: s.player.y, thing: { kind: 'stool' } });
    const file = writeSaveOf(dir, s);
    const pane = startPlay(['--load', file], { cwd: dir });
    await pane.waitFor(/Welcome back/);
    pane.type('g');
    const end = await pane.waitFor(/You win! Lifted the Golden Stool on level 1 of 4 in round \d+\./);
    expect(end).toMatch(/Killed 0: nothing\./);
    expect(end).toMatch(/High scores \(this game: rank 1 of 1\):\s+1\.\s+\d+\s+won, level 1/);
    pane.type(' ');
    await pane.waitFor(/You win!/); // not a key that leaves
    pane.keys('Enter');
    const after = await expectRestored(pane, 0);
    expect(after).toMatch(/You lifted the Golden Stool \(level 1, round \d+, seed 2, 0 kills\)\. Well done!/);
    pane.kill();
  });
});
