import { describe, expect, it } from 'vitest';
import { formatProblem } from '../../../src/core/result.js';
import { readFileSync } from 'node:fs';
import { DEFAULT_PARAMS } from '../../../src/nightsoil/params.js';
import { newGame } from '../../../src/stool/rules/newGame.js';
import { playCommand } from '../../../src/stool/rules/stepGame.js';
import { STATE_VERSION, type GameState } from '../../../src/stool/rules/state.js';
import { SCROLLS } from '../../../src/stool/content/scrolls.js';
import { replayGame } from '../../../src/stool/save/replayGame.js';
import { isSave, migratedNote, parseSave, saveOf, SAVE_FORMAT, saveText } from '../../../src/stool/save/saveFile.js';

type Key = string | number;

/** The value at `path` inside parsed JSON. */
function get(json: unknown, path: readonly Key[]): unknown {
  let v = json;
  for (const k of path) v = (v as Record<Key, unknown>)[k];
  return v;
}

/** Sets the value at `path` inside parsed JSON (undefined deletes it). */
function set(json: unknown, path: readonly Key[], value: unknown): void {
  const parent = get(json, path.slice(0, -1)) as Record<Key, unknown>;
  const key = path[path.length - 1] as Key;
  if (value === undefined) delete parent[key];
  else parent[key] = value;
}

/** A save of a new game as parsed JSON, changed by `edit`, read back: the one-line problem, or 'ok'. */
function problemAfter(edit: (save: unknown) => void): string {
  const save: unknown = JSON.parse(saveText(saveOf(newGame(1), [{ kind: 'wait' }], ['a line'])));
  edit(save);
  const r = parseSave(save, 'game.json');
  return r.ok ? 'ok' : formatProblem(r.problem);
}

describe('save files', () => {
  it('read back what was written', () => {
    expect(problemAfter(() => {})).toBe('ok');
  });

  it('are marked, so other files are never taken for one', () => {
    expect(isSave({ format: SAVE_FORMAT })).toBe(true);
    expect(isSave({ a: 1 })).toBe(false);
    expect(isSave([])).toBe(false);
    expect(problemAfter((s) => set(s, ['format'], undefined))).toBe(
      `game.json: format: this is not a save of The Quest for the Golden Stool (no "format": "${SAVE_FORMAT}")`,
    );
  });

  it('made before pack letters and rooting read as: a, b, c… in pack order, and nobody steadying; bad ones are named', () => {
    expect(
      problemAfter((s) => {
        set(s, ['state', 'player', 'letters'], undefined);
        set(s, ['state', 'steadying'], undefined);
      }),
    ).toBe('ok');
    expect(problemAfter((s) => set(s, ['state', 'player', 'letters'], ['a', 'a']))).toBe(
      'game.json: state.player.letters[1]: must be a letter from a to t, each once, got "a"',
    );
    expect(problemAfter((s) => set(s, ['state', 'player', 'letters'], ['a']))).toBe(
      'game.json: state.player.letters: must give one letter for each of the 2 things in the pack',
    );
    expect(problemAfter((s) => set(s, ['state', 'steadying'], [99999]))).toMatch(
      /^game\.json: state\.steadying\[0\]: must be the player \(-1\) or a monster's id, got 99999$/,
    );
  });

  it('name the field of the first problem, on one line', () => {
    const f = ['state', 'player', 'fighter'];
    const tiles3 = ['state', 'levels', 0, 'tiles', 3];
    const cases: [(s: unknown) => void, string][] = [
      [
        (s) => set(s, ['version'], 4),
        'game.json: version: must be 1, 2 or 3 (this fray reads saves of versions 1 to 3), got 4',
      ],
      [(s) => set(s, ['state', 'params', 'A'], 1), 'game.json: state.params.A: must be a number > 1, got 1'],
      [(s) => set(s, ['state', 'params', 'C'], 'x'), 'game.json: state.params.C: must be a number, got "x"'],
      [
        (s) => set(s, ['state', 'params'], undefined),
        'game.json: state.params: is required (the Night Soil constants the game is played by)',
      ],
      [
        (s) => set(s, ['state', 'version'], 1),
        'game.json: state.params: is not part of a version 1 state (version 2 brought it)',
      ],
      [
        (s) => set(s, [...f, 'life'], -3),
        'game.json: state.player.fighter.life: must be a number ≥ 0 and ≤ 30, got -3',
      ],
      [
        (s) => set(s, [...f, 'life'], 0),
        'game.json: state.player.fighter.life: is 0 but the game is not over: a player with no life left has died, so this save cannot be played on',
      ],
      [
        (s) => set(s, [...f, 'lif'], 3),
        "game.json: state.player.fighter.lif: unknown field (did you mean 'life'?); allowed: name, life, maxLife, strength, maxStrength, iq, maxIq, maxAim, maxArmour, gearAim, gearArmour, offence, defence, reach, swingRate, moveRate, fleeBelow, eatBelow, scrolls, scrollsLeft, effects, preparing",
      ],
      [
        (s) => set(s, tiles3, 'x'),
        'game.json: state.levels[0].tiles[3]: must be 60 characters long like the first row, got 1',
      ],
      [
        (s) => set(s, tiles3, String(get(s, tiles3)).replace('#', 'Z')),
        "game.json: state.levels[0].tiles[3]: character 1 is \"Z\"; tiles are '#', '.', '>', '<'",
      ],
      [
        (s) => set(s, ['state', 'monsters', 2, 'id'], 7),
        'game.json: state.monsters[2].id: must be 2 (monsters are listed in id order), got 7',
      ],
      [
        (s) => set(s, ['state', 'monsters', 0, 'build'], 'dragon'),
        'game.json: state.monsters[0].build: must be one of rat, goblin, orc, wizard, shaman, vampire bat, got "dragon"',
      ],
      [(s) => set(s, ['state', 'player', 'x'], 0), 'game.json: state.player: (0, 4) is rock, not floor'],
      [
        (s) => set(s, ['state', 'now', 'slot'], Number(get(s, ['state', 'now', 'slot'])) + 1),
        "game.json: state.now: is not one of the player's turns: a game is saved only at the player's turn",
      ],
      [(s) => set(s, ['state', 'rng'], [0, 0, 0, 0]), 'game.json: state.rng: cannot be all zero'],
      [(s) => set(s, ['seed'], 2), "game.json: state.seed: is 1 but the save's seed is 2"],
      [
        (s) => set(s, ['commands', 0], { kind: 'move', dir: 'up' }),
        'game.json: commands[0].dir: must be one of n, ne, e, se, s, sw, w, nw, got "up"',
      ],
      [
        (s) => set(s, ['state', 'player', 'loadout', 'weapon', 'slot'], 'head'),
        "game.json: state.player.loadout.weapon.slot: is 'head' but the item is worn in the weapon slot",
      ],
      [
        (s) => set(s, [...f, 'scrollsLeft', 1], 1),
        'game.json: state.player.fighter.scrollsLeft: must have one count per scroll (1), got 2',
      ],
      [(s) => set(s, ['state', 'over'], undefined), 'game.json: state.over: is required (null while the game goes on)'],
    ];
    for (const [edit, message] of cases) expect(problemAfter(edit)).toBe(message);
  });

  it('recompute gear totals from what is worn rather than trust them', () => {
    const save: unknown = JSON.parse(saveText(saveOf(newGame(1), [], [])));
    set(save, ['state', 'player', 'fighter', 'offence'], 99);
    const r = parseSave(save);
    expect(r.ok && r.value.state.player.fighter.offence).toBeCloseTo(1.4, 12);
  });

  it('carry the rules they are played by: a game of other constants saves, loads and replays by them', () => {
    const params = { ...DEFAULT_PARAMS, A: 40, C: 0.2 };
    const commands = [{ kind: 'wait' as const }, { kind: 'wait' as const }];
    let s = newGame(3, { params });
    for (const c of commands) s = playCommand(s, c).state;
    const r = parseSave(JSON.parse(saveText(saveOf(s, commands, []))) as unknown);
    expect(r.ok && r.value.state.params).toEqual(params);
    expect(r.ok && r.value.state).toEqual(s);
    expect(replayGame(3, commands, undefined, params)).toEqual(s);
    expect(() => newGame(3, { params: { ...DEFAULT_PARAMS, C: 0 } })).toThrow(RangeError);
  });

  it('of version 1 (a save the fray before params wrote) load as this version, and play on as its game', () => {
    const text = readFileSync(new URL('../../fixtures/stool/save-v1.json', import.meta.url), 'utf8');
    const v1 = JSON.parse(text) as { version: number; seed: number; state: { player: Record<string, unknown> } };
    expect(v1.version).toBe(1);
    expect(v1.state.player.f).toBeDefined();
    const r = parseSave(v1, 'old.json');
    if (!r.ok) throw new Error(formatProblem(r.problem));
    expect(r.value.version).toBe(STATE_VERSION);
    expect(r.value.state.params).toEqual(DEFAULT_PARAMS);
    // It resumes where it stood: the stream, the place and the turn are the saved ones, and it plays on.
    expect(r.value.state.rng).toEqual((v1.state as unknown as { rng: unknown }).rng);
    expect(r.value.messages.at(-1)).toBe(migratedNote(1));
    expect(playOn(r.value.state).turns).toBeGreaterThan(r.value.state.turns);
    // And written again, it is a version 3 save that reads back the same (and says nothing more).
    const again = parseSave(JSON.parse(saveText(r.value)) as unknown);
    expect(again.ok && again.value).toEqual(r.value);
  });

  it('of version 2 (the save format before round 3 of the game) resume as the game saved, with a note in the log', () => {
    const text = readFileSync(new URL('../../fixtures/stool/save-v2.json', import.meta.url), 'utf8');
    const v2 = JSON.parse(text) as {
      version: number;
      seed: number;
      messages: string[];
      state: { rng: unknown; depth: number; turns: number; player: { x: number; y: number } };
    };
    expect(v2.version).toBe(2);
    const r = parseSave(v2, 'old.json');
    if (!r.ok) throw new Error(formatProblem(r.problem));
    const s = r.value.state;
    expect(s.version).toBe(STATE_VERSION);
    expect([s.rng, s.depth, s.turns, s.player.x, s.player.y]).toEqual([
      v2.state.rng,
      v2.state.depth,
      v2.state.turns,
      v2.state.player.x,
      v2.state.player.y,
    ]);
    // Every kind of scroll counts as known (its player never had to find out), and no damage was counted.
    expect([...s.known].sort()).toEqual(Object.keys(SCROLLS).sort());
    expect(s.harm).toEqual({});
    expect(r.value.messages).toEqual([...v2.messages, migratedNote(2)]);
    const later = playOn(s);
    expect(later.turns).toBeGreaterThan(s.turns);
    // Written again, it is a version 3 save.
    const again = parseSave(JSON.parse(saveText(r.value)) as unknown);
    expect(again.ok && again.value.version).toBe(STATE_VERSION);
    expect(again.ok && again.value.messages).toEqual(r.value.messages);
  });

  it('of a version before 3 cannot claim what version 3 brought', () => {
    const v2 = JSON.parse(
      readFileSync(new URL('../../fixtures/stool/save-v2.json', import.meta.url), 'utf8'),
    ) as Record<string, Record<string, unknown>>;
    (v2.state as Record<string, unknown>).known = [];
    const r = parseSave(v2, 'old.json');
    expect(r.ok ? 'ok' : formatProblem(r.problem)).toBe(
      'old.json: state.known: is not part of a version 2 state (version 3 brought it)',
    );
  });
});

/** Ten waits from `s` under this version's rules (the game goes on from a migrated save). */
function playOn(s: GameState): GameState {
  let t = s;
  for (let i = 0; i < 10 && t.over === null; i++) t = playCommand(t, { kind: 'wait' }).state;
  return t;
}
