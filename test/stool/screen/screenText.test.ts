/**
 * Issue 35, items 2 and 4, on the rendered screen: strength beside each hit chance (panel, look mode, wear preview),
 * lines that wrap at whole words instead of being cut, and a look cursor that never leaves the map window.
 */
import { describe, expect, it } from 'vitest';
import { gearNamed } from '../../../src/stool/content/gear.js';
import { handleKey, say, startUi, type Ui } from '../../../src/stool/screen/controller.js';
import { renderScreen } from '../../../src/stool/screen/renderScreen.js';
import { strikeOdds } from '../../../src/stool/rules/view.js';
import { num } from '../../../src/stool/text/eventText.js';
import type { GameState, Monster } from '../../../src/stool/rules/state.js';
import { forecastAgainst } from '../../../src/stool/rules/fightForecast.js';
import { chance, fightLine } from '../../../src/stool/text/describeCell.js';
import { firstOf, fresh } from '../helpers.js';

const SIZES = [
  { cols: 80, rows: 24 },
  { cols: 130, rows: 40 },
];

/** The screen as plain text lines. */
function screen(s: GameState, ui: Ui, size: { cols: number; rows: number }): string[] {
  return renderScreen(s, size, { colour: false, ui }).split('\n');
}

/** Seed 1 with a rat awake next to the player, and a pack full of long-named gear. */
function fight(): GameState {
  const s = structuredClone(fresh());
  Object.assign(firstOf(s, 'rat'), { x: s.player.x + 1, y: s.player.y, awake: true });
  for (const name of ['archer bracer', 'tower shield', 'war hammer', 'spear', 'elven cloak', 'chain mail'])
    s.player.pack.push({ kind: 'gear', item: gearNamed(name) });
  s.player.letters = s.player.pack.map((_, i) => 'abcdefghijklmnopqrst'[i] as string);
  return s;
}

describe('strength you can plan', () => {
  it('the panel shows, beside each hit chance, the damage of a hit and the strength a swing costs', () => {
    const s = fight();
    const rat = firstOf(s, 'rat');
    const odds = strikeOdds(s, rat);
    // Night Soil's own numbers: a swing costs C·strength·p, a hit deals cost·offence/defence.
    expect(odds.you.cost).toBeCloseTo(s.params.C * s.player.fighter.strength * odds.you.p, 12);
    expect(odds.you.damage).toBeCloseTo((odds.you.cost * s.player.fighter.offence) / rat.fighter.defence, 12);
    for (const size of SIZES) {
      const text = screen(s, startUi(s), size).join('\n');
      expect(text).toContain(`dmg ${num(odds.you.damage)}, costs ${num(odds.you.cost)} str`);
      expect(text).toContain(`dmg ${num(odds.it.damage)}, costs ${num(odds.it.cost)} str`);
    }
  });

  it('look mode says it in words, and the wear menu shows what an item does to both sides against the target', () => {
    const s = fight();
    let ui = handleKey(startUi(s), s, 'x').ui;
    ui = handleKey(ui, s, 'tab').ui;
    const look = screen(s, ui, { cols: 130, rows: 40 }).join(' ').replace(/\s+/g, ' ');
    expect(look).toMatch(/A hit: yours [\d.]+, a swing costing you [\d.]+ str; its [\d.]+, at [\d.]+ of its str\./);
    const wear = handleKey(startUi(s), s, 'w').ui;
    const menu = screen(s, wear, { cols: 130, rows: 40 })
      .join(' ')
      .replace(/[|\s]+/g, ' ');
    expect(menu).toMatch(/vs the rat: you hit \d+%( → \d+%)? for [\d.]+( → [\d.]+)?, swing [\d.]+( → [\d.]+)? str/);
  });
});

describe("the fight's forecast, before the fight", () => {
  /** `fight()` with a second monster awake two cells east of the player, behind the rat. */
  function twoInView(): { s: GameState; far: Monster } {
    const s = fight();
    const far = s.monsters.find((m) => m.level === s.depth && m.build !== 'rat') ?? s.monsters[1];
    if (far === undefined) throw new Error('no second monster');
    Object.assign(far, { x: s.player.x + 2, y: s.player.y, awake: true, level: s.depth });
    return { s, far };
  }

  it('the panel shows the chances to win and lose, the swings on each side and the cost, at every size', () => {
    const s = fight();
    const f = forecastAgainst(s, firstOf(s, 'rat'));
    for (const size of [...SIZES, { cols: 200, rows: 60 }]) {
      const lines = screen(s, startUi(s), size);
      const text = lines.join('\n');
      expect(text).toContain(`Fight: win ${chance(f.win)}  lose ${chance(f.lose)}`);
      expect(text).toMatch(new RegExp(` kill: ${(f.toKill ?? 0).toFixed(1).replace('.', '\\.')} sw, die: never`));
      expect(text).toContain(` costs ${num(f.strength)} str, ${num(f.life)} life`);
      // Nothing else gave way: the curve and the scrolls are still there (80 x 24 drops only the curve's legend).
      expect(text).toContain('Scrolls: firebolt x2');
      expect(text).toMatch(/p \|.*\*/);
    }
  });

  it('look mode forecasts the monster under the cursor, in the panel and in words', () => {
    const { s, far } = twoInView();
    // Look starts on the rat (the target); one step east puts the cursor on the other monster, which is not the target.
    let ui = handleKey(startUi(s), s, 'x').ui;
    ui = handleKey(ui, s, 'l').ui;
    expect(ui.target).toBeNull();
    const f = forecastAgainst(s, far);
    for (const size of [...SIZES, { cols: 200, rows: 60 }]) {
      const text = screen(s, ui, size).join('\n');
      expect(text).toContain(`-- ${far.build} (`);
      expect(text).toContain(`Fight: win ${chance(f.win)}  lose ${chance(f.lose)}`);
    }
    const words = screen(s, ui, { cols: 130, rows: 40 }).join(' ').replace(/\s+/g, ' ');
    expect(words).toContain(fightLine(f));
    expect(fightLine(f)).toMatch(/^Toe to toe to the end: you win [<>\d]+%, it wins [<>\d]+%; /);
  });
});

describe('text that never breaks', () => {
  it('the inventory and menus wrap at whole words: every word of every line is a word of the text', () => {
    const s = fight();
    for (const size of SIZES) {
      const inv = screen(s, handleKey(startUi(s), s, 'i').ui, size);
      // The firebolt's description, whole: "through" keeps its h, on whichever line it falls.
      const left = inv.map((l) => l.slice(0, 30));
      expect(left.join(' ').replace(/\s+/g, ' ')).toContain('5 damage through armour');
      for (const l of left) expect(l).not.toMatch(/\bthroug\b/);
      for (const l of inv) expect(l.length).toBeLessThanOrEqual(size.cols);
      const menu = screen(s, handleKey(startUi(s), s, 'w').ui, size);
      for (const l of menu) expect(l.length).toBeLessThanOrEqual(size.cols);
      // A menu line ends at its box's border, never in the middle of a word cut short.
      for (const l of menu.filter((x) => /^ \| .* \|$/.test(x)))
        expect(l.replace(/^ \| /, '').replace(/ *\|$/, '')).not.toMatch(/ [a-z]$/);
    }
  });

  it('the look cursor never leaves the map window, whichever way it is pushed, and the view follows it', () => {
    // No monster anywhere, so the only reverse video below the title is the cursor.
    const s = structuredClone(fresh());
    for (const m of s.monsters) m.fighter.life = 0;
    const pushes = ['l'.repeat(60), 'h'.repeat(60), 'j'.repeat(25), 'k'.repeat(25), 'L'.repeat(12), 'N'.repeat(12)];
    for (const size of SIZES) {
      const mapH = size.rows - 1 - 5;
      for (const keys of pushes) {
        let ui = handleKey(startUi(s), s, 'x').ui;
        for (const k of keys) {
          ui = handleKey(ui, s, k).ui;
          const frame = renderScreen(s, size, { colour: true, ui }).split('\n');
          const rows = frame.flatMap((l, i) => (i > 0 && l.includes('\u001b[0;7m') ? [i] : []));
          expect(rows.length, `${keys[0]} x${keys.length} at ${size.cols}x${size.rows}`).toBe(1);
          expect(rows[0]).toBeLessThanOrEqual(mapH);
        }
      }
    }
  });
});

describe('large terminals: the log under the map, boxes that erase what is beneath them', () => {
  const ALL = [...SIZES, { cols: 200, rows: 60 }];

  it('the message log starts on the row right under the map, at every size', () => {
    const s = fight();
    let ui = startUi(s);
    ui = say(ui, 'The second message.', 'The third message.');
    for (const size of ALL) {
      const lines = screen(s, ui, size);
      const mapH = Math.min(22, size.rows - 1 - 5);
      const at = (text: string): number => lines.findIndex((l) => l.startsWith(text));
      expect(at('Find the Golden Stool'), `${size.cols}x${size.rows}`).toBe(1 + mapH);
      expect(at('The second message.')).toBe(2 + mapH);
      expect(at('The third message.')).toBe(3 + mapH);
      // Nothing but the panel below the log: the rows under it are blank at the left.
      for (const l of lines.slice(4 + mapH)) expect(l.slice(0, 40).trim()).toBe('');
    }
  });

  it('a menu box and the quit question erase the whole rows they take, with nothing beside them', () => {
    const s = fight();
    const boxes = [handleKey(startUi(s), s, 'w').ui, handleKey(startUi(s), s, 'q').ui];
    boxes.push(handleKey(boxes[1] as Ui, s, 'z').ui);
    for (const size of ALL) {
      for (const ui of boxes) {
        const lines = screen(s, ui, size);
        const top = lines.findIndex((l) => l.startsWith(' +-'));
        const bottom = lines.findIndex((l, i) => i > top && l.startsWith(' +-'));
        expect(top, `${ui.mode} at ${size.cols}x${size.rows}`).toBe(1);
        expect(bottom).toBeGreaterThan(top);
        const right = (lines[top] as string).length;
        for (const l of lines.slice(top, bottom + 1)) {
          // Each row of the box is the box alone: a border at both ends, nothing beyond the right one.
          expect(l, `${ui.mode} at ${size.cols}x${size.rows}`).toMatch(/^ [+|].*[+|]$/);
          expect(l.length).toBe(right);
        }
      }
    }
    const asked = screen(s, boxes[2] as Ui, { cols: 80, rows: 24 }).join('\n');
    expect(asked).toContain('Save the game and quit? (y: yes, n or Esc: go on playing)');
    expect(asked).toContain("No 'z' here: press y to save and quit, or n to go on.");
  });
});

describe('the message history', () => {
  it("Ctrl-P's Page Up stops at the first full page", () => {
    const s = fresh();
    let ui = startUi(s);
    for (let i = 0; i < 60; i++) ui = say(ui, `Message number ${i + 1}.`);
    ui = handleKey(ui, s, 'ctrl-p').ui;
    for (let i = 0; i < 20; i++) ui = handleKey(ui, s, 'pageup').ui;
    const lines = screen(s, ui, { cols: 80, rows: 24 });
    // A full page from the first line: the header says 1 to the page's end, and the page is full.
    expect(lines[1]).toMatch(/^Messages 1-21 of /);
    expect(lines[2]).toMatch(/^ (Find the Golden Stool|Message number 1\.)/);
    expect(lines.slice(2, 23).every((l) => l.trim() !== '')).toBe(true);
  });
});
