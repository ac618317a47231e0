// The Golden Stool speaks the shared directions (issue 38 item 3): commands name a `Direction` ('E'), the old
// lower-case names ('e') still play as deprecated aliases, and saves keep the lower case they always had, byte for byte.
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { DIRECTIONS, type Direction } from '../../src/core/index.js';
import {
  COMPASS_DIRS,
  newGame,
  parseSave,
  replayGame,
  saveOf,
  saveText,
  type Command,
  type CompassDir,
} from '../../src/stool/index.js';
import { playCommand } from '../../src/stool/rules/stepGame.js';
import { botGame } from './helpers.js';

/** The old spelling of a command, as fray wrote and read it before 0.1.0. */
const oldSpelling = (c: Command): Command =>
  c.kind === 'move' ? { kind: 'move', dir: c.dir.toLowerCase() as CompassDir } : c;

describe("The Golden Stool's directions", () => {
  it('are the shared Direction in commands; the old names are the same eight in the same order', () => {
    expectTypeOf<Extract<Command, { kind: 'move' }>['dir']>().toEqualTypeOf<Direction | CompassDir>();
    expect(COMPASS_DIRS.map((d) => d.toUpperCase())).toEqual(DIRECTIONS);
  });

  it('are upper case in every command fray makes, and a move in the old spelling plays exactly as the new', () => {
    fc.assert(
      fc.property(fc.nat(2 ** 32 - 1), (seed) => {
        const { commands, state } = botGame(seed, 120);
        const moves = commands.filter((c) => c.kind === 'move');
        expect(moves.every((c) => (DIRECTIONS as readonly string[]).includes(c.dir))).toBe(true);
        // Step by step, the same states and the same events under either name.
        let a = newGame(seed);
        let b = newGame(seed);
        for (const c of commands) {
          const ra = playCommand(a, c);
          const rb = playCommand(b, oldSpelling(c));
          expect(JSON.stringify(rb)).toBe(JSON.stringify(ra));
          a = ra.state;
          b = rb.state;
        }
        expect(JSON.stringify(replayGame(seed, commands.map(oldSpelling)))).toBe(JSON.stringify(state));
      }),
      { numRuns: 12 },
    );
  });

  it('are written in saves as before, byte for byte, and read back in the shared spelling', () => {
    fc.assert(
      fc.property(fc.nat(2 ** 32 - 1), (seed) => {
        const { commands, state } = botGame(seed, 80);
        const text = saveText(saveOf(state, commands, ['Welcome.']));
        // What saveText wrote before 0.1.0: the save as it stands, with the commands in their old spelling.
        expect(text).toBe(`${JSON.stringify(saveOf(state, commands.map(oldSpelling), ['Welcome.']))}\n`);
        expect(text).not.toMatch(/"dir":"[A-Z]/);
        const back = parseSave(JSON.parse(text));
        if (!back.ok) throw new Error(back.problem.message);
        expect(back.value.commands).toEqual(commands);
        // The commands read back save to the same bytes again.
        expect(saveText(saveOf(state, back.value.commands, ['Welcome.']))).toBe(text);
      }),
      { numRuns: 12 },
    );
  });

  it('of an old save load in the shared spelling, every move of it', () => {
    const text = readFileSync(new URL('../fixtures/stool/save-v2.json', import.meta.url), 'utf8');
    const old = JSON.parse(text) as { seed: number; commands: { kind: string; dir?: string }[] };
    const r = parseSave(old, 'save-v2.json');
    if (!r.ok) throw new Error(r.problem.message);
    const moves = r.value.commands.filter((c) => c.kind === 'move');
    expect(moves.length).toBe(old.commands.filter((c) => c.kind === 'move').length);
    expect(moves.map((c) => c.dir)).toEqual(
      old.commands.filter((c) => c.kind === 'move').map((c) => String(c.dir).toUpperCase()),
    );
  });

  it('refuse a save that spells a direction in upper case: the file format is unchanged', () => {
    const { commands, state } = botGame(3, 10);
    const doc = JSON.parse(saveText(saveOf(state, commands, []))) as { commands: { kind: string; dir?: string }[] };
    const i = doc.commands.findIndex((c) => c.kind === 'move');
    doc.commands[i]!.dir = 'E';
    const r = parseSave(doc, 'save.json');
    expect(r.ok ? 'loaded' : r.problem.message).toMatch(/^commands\[\d+\]\.dir: /);
  });
});
