/**
 * The whole terminal screen as text, a pure function of the game, the screen's state and the terminal's size: a title
 * line (with the seed), the map around the player, a side panel (stats, maxima and their growth, the hit chance
 * against the target drawn on the sigmoid), the message log, and over them help, menus, the inventory or the end.
 */
import { objectArg, wholeArg } from '../../core/args.js';
import { SLOTS } from '../../nightsoil/equipment.js';
import { aimOf, armourOf, canSwing } from '../../nightsoil/mob.js';
import { DEFAULT_PARAMS, type NightSoilParams } from '../../nightsoil/params.js';
import { sigmoid } from '../../nightsoil/sigmoid.js';
import { LEVEL_HEIGHT, LEVEL_WIDTH } from '../level/buildLevel.js';
import { MONSTERS } from '../content/monsters.js';
import { levelOf, playerView, sizeOf } from '../rules/context.js';
import { num } from '../text/eventText.js';
import { ROCK, STAIRS, ARRIVAL, tileAt, walkable } from '../level/grid.js';
import { chebyshev } from '../../core/chebyshev.js';
import type { GameState, Monster, Thing } from '../rules/state.js';
import { chance, describeCell } from '../text/describeCell.js';
import { roundsLeft } from '../text/effectsText.js';
import { hitOdds, strikeOdds, visibleMonsters, type StrikePreview } from '../rules/view.js';
import { forecastAgainst, type FightForecast } from '../rules/fightForecast.js';
import { Canvas, type Style } from './canvas.js';
import { currentTarget, foodLabel, gearLabel, QUIT_QUESTION, type Ui } from './controller.js';
import { lettersOf } from '../rules/packLetters.js';
import { scrollText } from '../text/scrollText.js';
import { scrollTitle } from '../text/thingName.js';
import { isKnown } from '../rules/identify.js';
import { KEY_HELP } from './keys.js';
import { drawEnd } from './drawEnd.js';
import { hang, wrap } from './wrap.js';

export { wrap } from './wrap.js';

/**
 * The smallest terminal the game draws in.
 * @category Screen
 */
export const MIN_COLS = 80;
/**
 * See MIN_COLS.
 * @category Screen
 */
export const MIN_ROWS = 24;
/** The fewest rows the message log gets (at 24 rows the map shows 18 of a level's 22 and scrolls). */
const MIN_LOG_ROWS = 5;

/**
 * A terminal size in character cells.
 * @category Screen
 */
export interface ScreenSize {
  cols: number;
  rows: number;
}

/** The widest or tallest screen drawn, in characters (a screen is a string of cols × rows). */
const MAX_SCREEN = 10_000;

/**
 * Drawing options: colour or none (NO_COLOR, or not a terminal).
 * @category Screen
 */
export interface RenderOptions {
  colour: boolean;
  ui: Ui;
}

const COLOUR_STYLE: Record<string, Style> = {
  red: 'red',
  green: 'green',
  yellow: 'yellow',
  blue: 'blue',
  magenta: 'magenta',
  cyan: 'cyan',
  white: 'white',
  grey: 'dim',
};

/** The glyph and style of a thing on the floor. */
function thingGlyph(t: Thing): [string, Style] {
  switch (t.kind) {
    case 'stool':
      return ['&', 'boldYellow'];
    case 'scroll':
      return ['?', 'boldWhite'];
    case 'food':
      return ['%', t.rotsAt !== null ? 'red' : 'green'];
    case 'gear':
      return [t.item.slot === 'weapon' ? ')' : '[', 'cyan'];
  }
}

const pad = (t: string, n: number): string => (t.length >= n ? t : t + ' '.repeat(n - t.length));
const lpad = (t: string, n: number): string => (t.length >= n ? t : ' '.repeat(n - t.length) + t);
const growth = (now: number, start: number): string => {
  const d = Math.round((now - start) * 10) / 10;
  return d === 0 ? '' : `${d > 0 ? '+' : ''}${d.toFixed(1)}`;
};

/**
 * The screen for a game as text: exactly `size.rows` lines, none wider than `size.cols` (the map, the side panel, the
 * messages, or the menu, help or end screen the `ui` shows). Below 80 × 24 it says it needs more room.
 *
 * @param size - the terminal's size in characters, whole numbers from 1 to 10,000
 * @param opts - colour (ANSI escapes) or none, and the screen's state
 * @throws RangeError `renderScreen: size.cols must be a whole number from 1 to 10000, got 0`
 * @example
 * ```ts
 * import { newGame, renderScreen, startUi } from 'fray/stool';
 *
 * const game = newGame(3);
 * const screen = renderScreen(game, { cols: 80, rows: 24 }, { colour: false, ui: startUi(game) });
 * console.log(screen.split('\n').length, Math.max(...screen.split('\n').map((l) => l.length)) <= 80);
 * //> 24 true
 * ```
 * @category Screen
 */
export function renderScreen(s: GameState, size: ScreenSize, opts: RenderOptions): string {
  objectArg('renderScreen', 'size', size);
  const cols = wholeArg('renderScreen', 'size.cols', size.cols, 1, MAX_SCREEN);
  const rows = wholeArg('renderScreen', 'size.rows', size.rows, 1, MAX_SCREEN);
  const c = new Canvas(cols, rows);
  if (cols < MIN_COLS || rows < MIN_ROWS) {
    const lines = [
      ...wrap(`fray play needs a terminal of at least ${MIN_COLS} x ${MIN_ROWS}; this one is ${cols} x ${rows}.`, cols),
      ...wrap('Make the window larger, or press q to save and quit.', cols),
    ];
    lines.forEach((l, i) => c.put(0, i, l, i === 0 ? 'bold' : 'plain'));
    return c.lines({ colour: opts.colour }).join('\n');
  }
  const ui = opts.ui;
  // The panel takes the right side from the title down; the map and, under it, the message log share the left. The
  // map gives up rows to the log down to MIN_LOG_ROWS (the camera follows the player), so a short terminal still
  // shows the last few messages whole.
  const panelW = Math.max(26, Math.min(36, cols - LEVEL_WIDTH - 1));
  const leftW = cols - panelW - 1;
  const mapW = Math.min(LEVEL_WIDTH, leftW);
  const mapH = Math.min(LEVEL_HEIGHT, rows - 1 - MIN_LOG_ROWS);
  const logTop = 1 + mapH;
  const panelX = leftW + 1;
  drawTitle(c, s, cols);
  if (ui.mode === 'help') {
    drawHelp(c, cols, rows);
    return c.lines({ colour: opts.colour }).join('\n');
  }
  if (ui.mode === 'history') {
    drawHistory(c, ui, cols, rows);
    return c.lines({ colour: opts.colour }).join('\n');
  }
  drawMap(c, s, ui, mapW, mapH);
  drawPanel(c, s, ui, { x: panelX, w: panelW, h: rows - 1 });
  if (ui.mode === 'look' && ui.cursor != null)
    drawLook(c, s, ui.cursor, { top: logTop, n: rows - logTop, width: leftW });
  else drawLog(c, ui, logTop, rows - logTop, leftW);
  if (ui.mode === 'menu' && ui.menu !== null) {
    const lines = menuLines(ui.menu, cols - 6, rows - 4, ui.hint ?? null);
    drawBox(c, lines, { x: 1, y: 1, maxW: cols - 2, maxH: rows - 2 });
  } else if (ui.mode === 'quit') {
    const lines = [...wrap(QUIT_QUESTION, cols - 6), ...(ui.hint != null ? wrap(ui.hint, cols - 6) : [])];
    drawBox(c, lines, { x: 1, y: 1, maxW: cols - 2, maxH: rows - 2, style: 'bold' });
  } else if (ui.mode === 'inventory') drawInventory(c, s, cols, rows);
  else if (ui.mode === 'over' && s.over !== null) drawEnd(c, s, ui, { cols, rows });
  return c.lines({ colour: opts.colour }).join('\n');
}

/**
 * A menu's lines, wrapped to `inner` columns (an option's later lines indented under its label, so nothing is cut).
 * Each option's detail shows while the whole menu still fits in `room` lines; a long menu keeps its options instead.
 */
function menuLines(menu: NonNullable<Ui['menu']>, inner: number, room: number, hint: string | null): string[] {
  const build = (details: boolean): string[] => [
    ...wrap(menu.title, inner),
    '',
    ...menu.options.flatMap((o) => [
      ...hang(`${o.letter}) ${o.label}`, inner, 3),
      ...(o.detail !== undefined && details ? hang(o.detail, inner - 3, 0).map((l) => `   ${l}`) : []),
    ]),
    '',
    ...wrap(hint ?? 'Press a letter, or Esc to cancel.', inner),
  ];
  const full = build(true);
  return full.length <= room ? full : build(false);
}

function drawTitle(c: Canvas, s: GameState, cols: number): void {
  const right = `Level ${s.depth + 1} of ${s.levels.length}  Round ${s.now.round}  Seed ${s.seed}  ? help `;
  const left = ' The Quest for the Golden Stool';
  const gap = Math.max(1, cols - left.length - right.length);
  c.put(0, 0, pad(`${left}${' '.repeat(gap)}${right}`, cols).slice(0, cols), 'title');
}

/**
 * The first level cell the map window shows along one axis: centred on the player, moved just enough to keep the
 * look cursor (when there is one) inside the window, never beyond the level's edges.
 */
function cameraStart(player: number, cursor: number | undefined, shown: number, size: number): number {
  let start = player - Math.floor(shown / 2);
  if (cursor !== undefined) {
    if (cursor < start) start = cursor;
    else if (cursor >= start + shown) start = cursor - shown + 1;
  }
  return Math.max(0, Math.min(size - shown, start));
}

function drawMap(c: Canvas, s: GameState, ui: Ui, mapW: number, mapH: number): void {
  const l = levelOf(s);
  const { width, height } = sizeOf(l);
  const view = playerView(s);
  const p = s.player;
  const k = ui.mode === 'look' ? ui.cursor : null;
  const x0 = cameraStart(p.x, k?.x, mapW, width);
  const y0 = cameraStart(p.y, k?.y, mapH, height);
  const inWindow = (x: number, y: number): boolean => x >= x0 && y >= y0 && x < x0 + mapW && y < y0 + mapH;
  const seen = (x: number, y: number): boolean => view[y * width + x] === 1;
  const nearFloor = (x: number, y: number): boolean => {
    for (let dy = -1; dy <= 1; dy++)
      for (let dx = -1; dx <= 1; dx++) if (walkable(l.tiles, x + dx, y + dy)) return true;
    return false;
  };
  for (let sy = 0; sy < mapH; sy++) {
    for (let sx = 0; sx < mapW; sx++) {
      const x = x0 + sx;
      const y = y0 + sy;
      if (x >= width || y >= height || l.explored[y]?.[x] !== '1') continue;
      const t = tileAt(l.tiles, x, y);
      const lit = seen(x, y);
      if (t === ROCK) {
        if (nearFloor(x, y)) c.put(sx, 1 + sy, '#', lit ? 'plain' : 'dim');
      } else if (t === STAIRS || t === ARRIVAL) c.put(sx, 1 + sy, t, lit ? 'boldWhite' : 'white');
      else c.put(sx, 1 + sy, '.', lit ? 'plain' : 'dim');
    }
  }
  for (const it of l.items) {
    if (it.x < x0 || it.y < y0 || it.x >= x0 + mapW || it.y >= y0 + mapH || l.explored[it.y]?.[it.x] !== '1') continue;
    const [g, st] = thingGlyph(it.thing);
    c.put(it.x - x0, 1 + it.y - y0, g, st);
  }
  const target = currentTarget(ui, s);
  for (const m of s.monsters) {
    if (
      m.level !== s.depth ||
      m.fighter.life <= 0 ||
      !seen(m.x, m.y) ||
      m.x < x0 ||
      m.y < y0 ||
      m.x >= x0 + mapW ||
      m.y >= y0 + mapH
    )
      continue;
    const b = MONSTERS[m.build];
    c.put(
      m.x - x0,
      1 + m.y - y0,
      b?.glyph ?? 'M',
      m.id === target?.id ? 'title' : (COLOUR_STYLE[b?.colour ?? 'white'] ?? 'plain'),
    );
  }
  if (inWindow(p.x, p.y)) c.put(p.x - x0, 1 + p.y - y0, '@', 'boldWhite');
  if (k != null && inWindow(k.x, k.y)) {
    // The cursor: the cell's own glyph (or a blank) in reverse video, so what is under it still shows.
    c.put(k.x - x0, 1 + k.y - y0, c.charAt(k.x - x0, 1 + k.y - y0), 'title');
  }
}

/** Look mode's text in place of the log: what the cursor's cell holds, and the keys. */
function drawLook(
  c: Canvas,
  s: GameState,
  at: { x: number; y: number },
  area: { top: number; n: number; width: number },
): void {
  const lines = describeCell(s, at.x, at.y).flatMap((l) => wrap(l, area.width));
  const hint = 'Look: hjklyubn moves, Tab: next monster, Esc: back';
  const shown = [...lines.slice(0, area.n - 1), hint];
  shown.forEach((l, i) => c.put(0, area.top + i, l.slice(0, area.width), i === shown.length - 1 ? 'dim' : 'plain'));
}

/** A column of the screen: its left edge, width and height. */
interface Column {
  x: number;
  w: number;
  h: number;
}

function drawPanel(c: Canvas, s: GameState, ui: Ui, column: Column): void {
  const { x, w, h } = column;
  const f = s.player.fighter;
  const lines: [string, Style][] = [];
  const stat = (label: string, cur: number, max: number, start: number, low: boolean): void => {
    lines.push([
      `${pad(label, 7)}${lpad(`${num(cur)}/${num(max)}`, 11)} ${lpad(growth(max, start), 6)}`,
      low ? 'red' : 'plain',
    ]);
  };
  lines.push([pad('You', 12) + lpad('max grew', w - 13), 'bold']);
  stat('Life', f.life, f.maxLife, s.start.life, f.life < 0.3 * f.maxLife);
  stat('Str', f.strength, f.maxStrength, s.start.strength, f.strength < 0.3 * f.maxStrength);
  stat('IQ', f.iq, f.maxIq, s.start.iq, false);
  stat('Aim', aimOf(f), f.maxAim, s.start.aim, false);
  stat('Armour', armourOf(f), f.maxArmour, s.start.armour, false);
  lines.push([`Off x${f.offence.toFixed(2)}  Def x${f.defence.toFixed(2)}`, 'plain']);
  lines.push([`Reach ${f.reach}  Swing ${f.swingRate}  Step ${f.moveRate}`, 'plain']);
  const status: string[] = [];
  // Each effect with the rounds it has left, so a ward or a haste can be timed.
  for (const e of f.effects) {
    const left = `${roundsLeft(e, s.now)}r`;
    if (e.kind === 'ward') status.push(`Ward ${num(e.amount)} ${left}`);
    else if (e.kind === 'haste') status.push(`Hasted ${left}`);
    else status.push(`Poison ${num(e.amount)} ${left}`);
  }
  if (f.preparing !== null) status.push(`Reading ${f.scrolls[f.preparing.scroll]?.name ?? ''}`);
  if (!canSwing(f)) status.push('Spent: eat!');
  lines.push([status.join(' '), status.length > 0 ? 'yellow' : 'plain']);
  const food = s.player.pack.filter((t) => t.kind === 'food').length;
  lines.push([`Kills ${s.kills}  Food ${food}  Pack ${s.player.pack.length}`, 'plain']);
  // In look mode the panel shows the monster under the cursor, so its forecast is beside what look mode says.
  const t = lookedAt(s, ui) ?? currentTarget(ui, s);
  let legend = -1;
  if (t !== undefined) {
    const odds = hitOdds(s, t);
    const d = chebyshev(s.player, t);
    const b = MONSTERS[t.build];
    const head = `-- ${t.build} (${b?.glyph ?? '?'}), ${d} cell${d === 1 ? '' : 's'} `;
    lines.push([head + '-'.repeat(Math.max(0, w - head.length)), 'bold']);
    lines.push([`Life ${num(t.fighter.life)}/${num(t.fighter.maxLife)}  Str ${num(t.fighter.strength)}`, 'plain']);
    const sign = (v: number): string => `${v >= 0 ? '+' : ''}${v.toFixed(2)}`;
    // Beside each chance, what a hit deals and what the swing costs in strength (hit or miss): the Night Soil energy.
    const strike = strikeOdds(s, t);
    const costs = (v: StrikePreview): string => ` dmg ${num(v.damage)}, costs ${num(v.cost)} str`;
    lines.push([`You hit it  ${lpad(`${Math.round(odds.you.p * 100)}%`, 4)}  x ${sign(odds.you.x)}`, 'boldYellow']);
    lines.push([costs(strike.you), 'plain']);
    lines.push([`It hits you ${lpad(`${Math.round(odds.it.p * 100)}%`, 4)}  x ${sign(odds.it.x)}`, 'plain']);
    lines.push([costs(strike.it), 'plain']);
    lines.push(...forecastLines(forecastAgainst(s, t)));
    for (const l of sigmoidPlot(odds.you.x, odds.it.x, s.params)) lines.push(l);
    legend = lines.length - 1;
  } else {
    lines.push(['-- no monster in view ', 'dim']);
    for (const slot of SLOTS) {
      const it = s.player.loadout[slot];
      if (it !== undefined) lines.push([`${pad(slot, 7)}${it.name}`, 'plain']);
    }
  }
  // Each stack as one unbreakable word, so a name never parts from its count.
  const stacks = f.scrolls
    .map((sc, i) =>
      (f.scrollsLeft[i] ?? 0) > 0 ? `${scrollTitle(s, sc.name).replace(/ /g, '\u00a0')}\u00a0x${f.scrollsLeft[i]}` : '',
    )
    .filter((t2) => t2 !== '');
  const scrollLines = wrap(`Scrolls: ${stacks.length > 0 ? stacks.join(' ') : 'none'}`, w).map((l) =>
    l.replace(/\u00a0/g, ' '),
  );
  // The curve's axis legend is the first thing to go when the panel is short (80 x 24 with a monster in view).
  if (legend >= 0 && lines.length + scrollLines.length > h) lines.splice(legend, 1);
  const room = h - lines.length;
  for (const l of scrollLines.slice(0, Math.max(0, room))) lines.push([l, 'plain']);
  lines.slice(0, h).forEach(([text, style], i) => c.put(x, 1 + i, text.slice(0, w), style));
}

/** A count of swings for the panel: one decimal under 10, whole above, "never" for a fight it cannot end. */
function swingCount(v: number | null): string {
  return v === null ? 'never' : `${v < 10 ? v.toFixed(1) : String(Math.round(v))} sw`;
}

/** A strength or life figure for the panel: one decimal under 100, whole above (so a line keeps to 26 columns). */
const amount = (v: number): string => (v < 100 ? num(v) : String(Math.round(v)));

/**
 * The whole fight's forecast in three lines (docs/rules/stool.md, "The fight's forecast"): the chances to win and to
 * lose, your swings to kill it and its to kill you, and what the fight is expected to cost you.
 */
function forecastLines(f: FightForecast): [string, Style][] {
  const style: Style = f.lose > 0.5 ? 'red' : f.lose > 0.1 ? 'yellow' : 'plain';
  return [
    [`Fight: win ${chance(f.win)}  lose ${chance(f.lose)}`, style],
    [` kill: ${swingCount(f.toKill)}, die: ${swingCount(f.toDie)}`, 'plain'],
    [` costs ${amount(f.strength)} str, ${amount(f.life)} life`, 'plain'],
  ];
}

/** The monster under the look cursor, if the player sees one there. */
function lookedAt(s: GameState, ui: Ui): Monster | undefined {
  const at = ui.mode === 'look' ? ui.cursor : null;
  return at == null ? undefined : visibleMonsters(s).find((m) => m.x === at.x && m.y === at.y);
}

/**
 * Three rows of the hit-chance curve p = 1/(1 + A^(B − x)) over x from −1 to +1 (A and B of `params`, the game's),
 * with `*` where the player's swing at the target sits and `o` where the target's swing at the player sits: the
 * sigmoid made visible.
 */
export function sigmoidPlot(youX: number, itX: number, params: NightSoilParams = DEFAULT_PARAMS): [string, Style][] {
  const width = 21;
  const grid = [0, 1, 2].map(() => new Array<string>(width).fill(' '));
  const marks = ['_', '-', "'"];
  for (let col = 0; col < width; col++) {
    const p = sigmoid(-1 + col / 10, params);
    const v = Math.min(8, Math.floor(p * 9));
    (grid[2 - Math.floor(v / 3)] as string[])[col] = marks[v % 3] as string;
  }
  const place = (x: number, ch: string): void => {
    const col = Math.max(0, Math.min(width - 1, Math.round((x + 1) * 10)));
    const v = Math.min(8, Math.floor(sigmoid(x, params) * 9));
    (grid[2 - Math.floor(v / 3)] as string[])[col] = ch;
  };
  place(itX, 'o');
  place(youX, '*');
  return [
    [`1 |${(grid[0] as string[]).join('')}`, 'cyan'],
    [`p |${(grid[1] as string[]).join('')}`, 'cyan'],
    [`0 |${(grid[2] as string[]).join('')}`, 'cyan'],
    ['  -1   x: aim-armour  +1', 'dim'],
  ];
}

function drawLog(c: Canvas, ui: Ui, top: number, n: number, width: number): void {
  // Newest at the bottom; a long message wraps, and the oldest lines give way. The lines start right under the map, so
  // on a tall terminal the newest message is next to the map, not at the foot of an empty screen.
  const freshFrom = ui.messages.length - Math.min(ui.fresh, ui.messages.length);
  const lines: [string, Style][] = [];
  for (let i = ui.messages.length - 1; i >= 0 && lines.length < n; i--) {
    const wrapped = wrap(ui.messages[i] ?? '', width);
    const style: Style = i >= freshFrom ? 'plain' : 'dim';
    for (let k = wrapped.length - 1; k >= 0 && lines.length < n; k--) lines.unshift([wrapped[k] as string, style]);
  }
  lines.forEach(([t, st], i) => c.put(0, top + i, t, st));
}

/** Where a box goes: its top-left corner, the room it may take, and its border's style. */
interface BoxPlace {
  x: number;
  y: number;
  maxW: number;
  maxH: number;
  style?: Style;
}

function drawBox(c: Canvas, lines: readonly string[], place: BoxPlace): void {
  const { x, y, maxW, maxH } = place;
  const style = place.style ?? 'plain';
  const inner = Math.min(maxW - 4, Math.max(...lines.map((l) => l.length)));
  const shown = lines.slice(0, Math.max(0, maxH - 2));
  // The box's rows are cleared from edge to edge first: what lay beneath (the panel, the map) would otherwise show
  // beside the box as fragments cut at its border.
  c.clear(0, y, c.width, shown.length + 2);
  const border = `+${'-'.repeat(inner + 2)}+`;
  c.put(x, y, border, style);
  shown.forEach((l, i) => c.put(x, y + 1 + i, `| ${pad(l.slice(0, inner), inner)} |`, i === 0 ? style : 'plain'));
  c.put(x, y + 1 + shown.length, border, style);
}

/** The message history over the whole screen, newest at the bottom, scrolled `ui.back` lines into the past. */
function drawHistory(c: Canvas, ui: Ui, cols: number, rows: number): void {
  c.clear(0, 1, cols, rows - 1);
  const all = ui.messages.flatMap((m) => wrap(m, cols - 2));
  const room = rows - 3;
  // Scrolled back at most to the first full page: Page Up stops there instead of emptying the screen line by line.
  const end = Math.max(0, all.length - Math.min(ui.back ?? 0, Math.max(0, all.length - room)));
  const from = Math.max(0, end - room);
  const head = `Messages ${from + 1}-${end} of ${all.length} (lines, oldest first)`;
  c.put(0, 1, head, 'bold');
  all.slice(from, end).forEach((l, i) => c.put(1, 2 + i, l));
  c.put(0, rows - 1, 'k/j or arrows: one line, PgUp/PgDn: ten; any other key returns.', 'bold');
}

function drawHelp(c: Canvas, cols: number, rows: number): void {
  c.clear(0, 1, cols, rows - 1);
  const lines: [string, Style][] = [['Keys (press any key to return to the game)', 'bold']];
  const keyW = Math.max(...KEY_HELP.map(([k]) => k.length));
  for (const [keys, what] of KEY_HELP) {
    wrap(what, cols - keyW - 3).forEach((w, i) => lines.push([`  ${pad(i === 0 ? keys : '', keyW)} ${w}`, 'plain']));
  }
  for (const l of wrap(
    '@ you  r rat  g goblin  o orc  W wizard  % food (red: a corpse, it rots)  ) weapon  [ armour  ? scroll  > stairs down  < up  & the Golden Stool',
    cols - 2,
  ))
    lines.push([`  ${l}`, 'dim']);
  lines.push(['Press any key to return to the game.', 'bold']);
  // Every line shows at 80 x 24 (a test holds this); a smaller table would only drop the legend.
  lines.slice(0, rows - 1).forEach(([t, st], i) => c.put(0, 1 + i, t, st));
}

function drawInventory(c: Canvas, s: GameState, cols: number, rows: number): void {
  c.clear(0, 1, cols, rows - 1);
  const p = s.player;
  // Worn gear and scrolls at the left; the pack, by its letters, with each thing's numbers at the right.
  const leftW = 30;
  const left: [string, Style][] = [['Worn and wielded', 'bold']];
  for (const slot of SLOTS)
    left.push([`${pad(slot, 7)}${p.loadout[slot]?.name ?? '-'}`, p.loadout[slot] === undefined ? 'dim' : 'plain']);
  left.push(['', 'plain'], ['Scrolls (r to read)', 'bold']);
  p.fighter.scrolls.forEach((sc, i) => {
    const n = p.fighter.scrollsLeft[i] ?? 0;
    if (n <= 0) return;
    const known = isKnown(s, sc.name);
    const title = known ? `${sc.name} x${n}, iq ${num(sc.iq)}:` : `${scrollTitle(s, sc.name)} x${n}:`;
    for (const l of hang(title, leftW - 1, 2)) left.push([l, 'plain']);
    const what = known ? scrollText(sc) : 'unknown: read it to find out';
    // Within the column and its gap: leftW - 1 with the indent, so no letter is lost at a line's end.
    for (const l of wrap(what, leftW - 3)) left.push([`  ${l}`, 'dim']);
  });
  const letters = lettersOf(p);
  const right: [string, Style][] = [[`Pack (${p.pack.length} of 20)`, 'bold']];
  p.pack
    .map((t, i) => ({ t, letter: letters[i] ?? '?' }))
    .sort((a, b) => a.letter.localeCompare(b.letter))
    .forEach(({ t, letter }) => {
      const st: Style = t.kind === 'food' && t.rotsAt !== null ? 'red' : 'plain';
      const label = `${letter}) ${t.kind === 'gear' ? gearLabel(t) : foodLabel(t)}`;
      for (const l of hang(label, cols - leftW, 3)) right.push([l, st]);
    });
  left.slice(0, rows - 2).forEach(([t, st], i) => c.put(0, 1 + i, t, st));
  right.slice(0, rows - 2).forEach(([t, st], i) => c.put(leftW, 1 + i, t, st));
  c.put(0, rows - 1, 'Press any key to return to the game.', 'bold');
}
