/**
 * Reads a saved game state back from JSON, naming the field of the first problem (throws FieldError). Beyond each
 * field's own rule it checks what the reducer relies on: rows of equal length, things and mobs on walkable cells of
 * their level, monster ids in order, and a position that is one of the player's turns. Gear totals are recomputed
 * from what is worn (derived, not trusted).
 */
import { MAX_SEED, type RngState } from '../../core/rng.js';
import { DEFAULT_PARAMS, PARAM_NAMES, paramProblem, type NightSoilParams } from '../../nightsoil/params.js';
import { SLOTS, type Loadout } from '../../nightsoil/equipment.js';
import { FieldError, at, choice, flag, list, number, object, text } from '../../core/fields.js';
import { refit, type Item } from '../../nightsoil/mob.js';
import { clocksOf, PLAYER } from '../rules/clocks.js';
import { MONSTERS } from '../content/monsters.js';
import { ARRIVAL, FLOOR, ROCK, STAIRS, walkable } from '../level/grid.js';
import { PACK_SIZE } from '../rules/playerTurn.js';
import { lettersOf, PACK_LETTERS } from '../rules/packLetters.js';
import { readFighter, readItem, readPosition, readScroll } from './readFighter.js';
import { gameLabels } from '../rules/identify.js';
import { SCROLLS } from '../content/scrolls.js';
import {
  ESCAPED,
  STATE_VERSION,
  type FloorThing,
  type GameOver,
  type GameState,
  type Level,
  type Maxima,
  type Monster,
  type PackThing,
  type Player,
  type Thing,
} from '../rules/state.js';
import { quote, showJson } from '../../core/quote.js';

const STATE_FIELDS = [
  'version',
  'seed',
  'params',
  'rng',
  'depth',
  'levels',
  'player',
  'monsters',
  'now',
  'start',
  'kills',
  'labels',
  'known',
  'harm',
  'steadying',
  'turns',
  'over',
] as const;
const WHOLE = { whole: true, min: 0, max: Number.MAX_SAFE_INTEGER } as const;
const TILES = new Set([ROCK, FLOOR, STAIRS, ARRIVAL]);

/** What a grid of rows must be: which characters, said how, and the size of a grid it must match. */
interface RowRule {
  allowed: (ch: string) => boolean;
  what: string;
  width?: number | undefined;
  height?: number | undefined;
}

function rows(v: unknown, path: string, rule: RowRule): string[] {
  const { allowed, what, width, height } = rule;
  if (!Array.isArray(v)) throw new FieldError(path, 'must be an array of strings');
  if (height !== undefined && v.length !== height)
    throw new FieldError(path, `must have ${height} rows like tiles, got ${v.length}`);
  if (v.length < 3) throw new FieldError(path, `must have at least 3 rows, got ${v.length}`);
  const w = width ?? (typeof v[0] === 'string' ? v[0].length : 0);
  if (w < 3) throw new FieldError(at(path, 0), 'must be a string of at least 3 characters');
  v.forEach((r, y) => {
    if (typeof r !== 'string') throw new FieldError(at(path, y), `must be a string, got ${showJson(r)}`);
    if (r.length !== w)
      throw new FieldError(at(path, y), `must be ${w} characters long like the first row, got ${r.length}`);
    const bad = [...r].findIndex((ch) => !allowed(ch));
    if (bad >= 0) throw new FieldError(at(path, y), `character ${bad + 1} is ${showJson(r[bad])}; ${what}`);
  });
  return v as string[];
}

function point(o: Record<string, unknown>, path: string, tiles: readonly string[]): { x: number; y: number } {
  const x = number(o, 'x', path, { whole: true, min: 0, max: (tiles[0]?.length ?? 1) - 1 });
  const y = number(o, 'y', path, { whole: true, min: 0, max: tiles.length - 1 });
  if (!walkable(tiles, x, y)) throw new FieldError(path, `(${x}, ${y}) is rock, not floor`);
  return { x, y };
}

function food(v: unknown, path: string): { life: number; strength: number; iq: number } {
  const o = object(v, path, ['life', 'strength', 'iq']);
  return {
    life: number(o, 'life', path, { min: 0 }),
    strength: number(o, 'strength', path, { min: 0 }),
    iq: number(o, 'iq', path, { min: 0 }),
  };
}

function thing(v: unknown, path: string): Thing {
  const kind = choice(object(v, path, ['kind', 'item', 'name', 'food', 'rotsAt', 'scroll']), 'kind', path, [
    'gear',
    'food',
    'scroll',
    'stool',
  ] as const);
  switch (kind) {
    case 'gear':
      return { kind, item: readItem(object(v, path, ['kind', 'item']).item, at(path, 'item')) };
    case 'food': {
      const o = object(v, path, ['kind', 'name', 'food', 'rotsAt']);
      if (o.rotsAt === undefined) throw new FieldError(at(path, 'rotsAt'), 'is required (null or a round)');
      return {
        kind,
        name: text(o, 'name', path),
        food: food(o.food, at(path, 'food')),
        rotsAt: o.rotsAt === null ? null : number(o, 'rotsAt', path, WHOLE),
      };
    }
    case 'scroll':
      return { kind, scroll: readScroll(object(v, path, ['kind', 'scroll']).scroll, at(path, 'scroll')) };
    case 'stool':
      object(v, path, ['kind']);
      return { kind };
  }
}

function level(v: unknown, path: string): Level {
  const o = object(v, path, ['tiles', 'explored', 'items', 'arrival']);
  const tiles = rows(o.tiles, at(path, 'tiles'), {
    allowed: (ch) => TILES.has(ch),
    what: `tiles are ${[...TILES].map((c) => `'${c}'`).join(', ')}`,
  });
  const explored = rows(o.explored, at(path, 'explored'), {
    allowed: (ch) => ch === '0' || ch === '1',
    what: "explored cells are '1', others '0'",
    width: tiles[0]?.length,
    height: tiles.length,
  });
  const items = list(o, 'items', path, (x, p): FloorThing => {
    const io = object(x, p, ['x', 'y', 'thing']);
    return { ...point(io, p, tiles), thing: thing(io.thing, at(p, 'thing')) };
  });
  return {
    tiles,
    explored,
    items,
    arrival: point(object(o.arrival, at(path, 'arrival'), ['x', 'y']), at(path, 'arrival'), tiles),
  };
}

function loadout(v: unknown, path: string): Loadout {
  const o = object(v, path, SLOTS);
  const out: { [slot: string]: Item } = {};
  for (const slot of SLOTS) {
    if (o[slot] === undefined) continue;
    const it = readItem(o[slot], at(path, slot));
    if (it.slot !== slot)
      throw new FieldError(at(at(path, slot), 'slot'), `is '${it.slot}' but the item is worn in the ${slot} slot`);
    out[slot] = it;
  }
  if (out.shield !== undefined && out.weapon?.twoHanded === true)
    throw new FieldError(
      at(path, 'shield'),
      `${quote(out.weapon.name)} is two-handed, so no shield can be worn with it`,
    );
  return out;
}

function maxima(v: unknown, path: string): Maxima {
  const o = object(v, path, ['life', 'strength', 'iq', 'aim', 'armour']);
  return {
    life: number(o, 'life', path, { gt: 0 }),
    strength: number(o, 'strength', path, { min: 0 }),
    iq: number(o, 'iq', path, { min: 0 }),
    aim: number(o, 'aim', path, { min: 0 }),
    armour: number(o, 'armour', path, { min: 0 }),
  };
}

function over(v: unknown, path: string): GameOver | null {
  if (v === null) return null;
  const o = object(v, path, ['result', 'by', 'round']);
  const result = choice(o, 'result', path, ['won', 'dead'] as const);
  const round = number(o, 'round', path, WHOLE);
  return o.by === undefined ? { result, round } : { result, by: text(o, 'by', path), round };
}

/** The versions of the state this fray reads: 1 (fighters under `f`, no params), 2 (no labels) and the current one. */
export const READABLE_VERSIONS: readonly number[] = [1, 2, STATE_VERSION];

/** The version a saved state declares, when it is one this fray reads (else a FieldError naming them). */
function versionOf(o: Record<string, unknown>, path: string): 1 | 2 | typeof STATE_VERSION {
  if (o.version === 1 || o.version === 2 || o.version === STATE_VERSION) return o.version;
  throw new FieldError(at(path, 'version'), versionProblem(o.version));
}

/** Why a save's `version` is refused: the versions this fray reads, and what it got. */
export function versionProblem(got: unknown): string {
  const first = READABLE_VERSIONS.slice(0, -1).join(', ');
  const last = READABLE_VERSIONS[READABLE_VERSIONS.length - 1] ?? STATE_VERSION;
  return `must be ${first} or ${last} (this fray reads saves of versions ${READABLE_VERSIONS[0] ?? 1} to ${last}), got ${showJson(got)}`;
}

/** The Night Soil constants a state carries, each usable (paramProblem). */
function params(v: unknown, path: string): NightSoilParams {
  const o = object(v, path, PARAM_NAMES);
  const read = (name: (typeof PARAM_NAMES)[number]): number => {
    const value = o[name];
    const problem = typeof value === 'number' ? paramProblem(name, value) : 'must be a number';
    if (problem !== undefined) throw new FieldError(at(path, name), `${problem}, got ${showJson(value)}`);
    return value as number;
  };
  return { A: read('A'), B: read('B'), C: read('C'), D: read('D'), E: read('E'), F: read('F') };
}

/** The randomness stream: four 32-bit words, not all zero. */
function stream(v: unknown, path: string): RngState {
  if (!Array.isArray(v) || v.length !== 4)
    throw new FieldError(path, 'must be a list of 4 whole numbers from 0 to 4294967295');
  const words = v.map((w, i) => {
    if (typeof w !== 'number' || !Number.isInteger(w) || w < 0 || w > MAX_SEED)
      throw new FieldError(at(path, i), `must be a whole number from 0 to ${MAX_SEED}, got ${showJson(w)}`);
    return w;
  }) as [number, number, number, number];
  if (words.every((w) => w === 0)) throw new FieldError(path, 'cannot be all zero');
  return words;
}

/** One monster: on a walkable cell of its level (or escaped, ESCAPED), its fighter under `fighterKey`. */
function monster(x: unknown, p: string, levels: readonly Level[], fighterKey: string): Monster {
  const mo = object(x, p, ['id', 'build', 'level', 'x', 'y', 'awake', fighterKey, 'post', 'fleeingSince']);
  const id = number(mo, 'id', p, WHOLE);
  const lv = number(mo, 'level', p, { whole: true, min: ESCAPED, max: levels.length - 1 });
  const where =
    lv === ESCAPED
      ? { x: number(mo, 'x', p, WHOLE), y: number(mo, 'y', p, WHOLE) }
      : point(mo, p, (levels[lv] as Level).tiles);
  const post =
    mo.post === undefined || lv === ESCAPED
      ? undefined
      : point(object(mo.post, at(p, 'post'), ['x', 'y']), at(p, 'post'), (levels[lv] as Level).tiles);
  return {
    id,
    build: choice(mo, 'build', p, Object.keys(MONSTERS)),
    level: lv,
    ...where,
    awake: flag(mo, 'awake', p, false),
    fighter: readFighter(mo[fighterKey], at(p, fighterKey)),
    ...(post !== undefined ? { post } : {}),
    ...(mo.fleeingSince !== undefined ? { fleeingSince: number(mo, 'fleeingSince', p, WHOLE) } : {}),
  };
}

/** Every monster, listed in id order; its fighter under `fighterKey`. */
function monsters(o: Record<string, unknown>, path: string, levels: readonly Level[], fighterKey: string): Monster[] {
  const out = list(o, 'monsters', path, (x, p): Monster => monster(x, p, levels, fighterKey));
  out.forEach((m, i) => {
    if (m.id !== i)
      throw new FieldError(
        at(at(at(path, 'monsters'), i), 'id'),
        `must be ${i} (monsters are listed in id order), got ${m.id}`,
      );
  });
  return out;
}

/** The player on a walkable cell of `tiles`: fighter (under `fighterKey`), what is worn, the pack and its letters. */
function player(v: unknown, path: string, tiles: readonly string[], fighterKey: string): Player {
  const po = object(v, path, ['x', 'y', fighterKey, 'loadout', 'pack', 'letters']);
  const fighter = readFighter(po[fighterKey], at(path, fighterKey));
  const worn = loadout(po.loadout, at(path, 'loadout'));
  refit(fighter, worn);
  const pack = list(po, 'pack', path, (x, p): PackThing => {
    const t = thing(x, p);
    if (t.kind !== 'gear' && t.kind !== 'food')
      throw new FieldError(
        at(p, 'kind'),
        `the pack holds gear and food, not ${t.kind === 'stool' ? 'the stool' : "scrolls (they are the fighter's stacks)"}`,
      );
    return t;
  });
  if (pack.length > PACK_SIZE)
    throw new FieldError(at(path, 'pack'), `holds at most ${PACK_SIZE} things, got ${pack.length}`);
  const seenLetters = new Set<string>();
  const letters =
    po.letters === undefined
      ? lettersOf({ pack })
      : list(po, 'letters', path, (x, p) => {
          if (typeof x !== 'string' || x.length !== 1 || !PACK_LETTERS.includes(x) || seenLetters.has(x))
            throw new FieldError(p, `must be a letter from a to t, each once, got ${JSON.stringify(x)}`);
          seenLetters.add(x);
          return x;
        });
  if (letters.length !== pack.length)
    throw new FieldError(at(path, 'letters'), `must give one letter for each of the ${pack.length} things in the pack`);
  return { ...point(po, path, tiles), fighter, loadout: worn, pack, letters };
}

/** Who is steadying after a shot: the player or monsters' ids (missing in saves made before the rule: none). */
function steadying(o: Record<string, unknown>, path: string, monsterCount: number): number[] {
  if (o.steadying === undefined) return [];
  return list(o, 'steadying', path, (x, p) => {
    if (typeof x !== 'number' || !Number.isInteger(x) || x < PLAYER || x >= monsterCount)
      throw new FieldError(p, `must be the player (${PLAYER}) or a monster's id, got ${JSON.stringify(x)}`);
    return x;
  });
}

/** The scroll names with their labels: each label a non-empty string. */
function labels(v: unknown, path: string): Record<string, string> {
  if (typeof v !== 'object' || v === null || Array.isArray(v))
    throw new FieldError(path, 'must be an object of scroll names and their labels');
  const out: Record<string, string> = {};
  for (const [k, x] of Object.entries(v as Record<string, unknown>)) {
    if (typeof x !== 'string' || x === '' || x.length > 40)
      throw new FieldError(at(path, k), `must be a label of 1 to 40 characters, got ${showJson(x)}`);
    out[k] = x;
  }
  return out;
}

/** Life lost to each source: numbers ≥ 0. */
function harm(v: unknown, path: string): Record<string, number> {
  if (typeof v !== 'object' || v === null || Array.isArray(v))
    throw new FieldError(path, 'must be an object of sources and the life lost to each');
  const out: Record<string, number> = {};
  for (const k of Object.keys(v as Record<string, unknown>))
    out[k] = number(v as Record<string, unknown>, k, path, { min: 0 });
  return out;
}

/**
 * What a version 3 state adds, read, or (for an older state) made up as the older game had it: labels drawn for its
 * seed as a new game draws them, every scroll known (its player never had to find out), no damage counted yet.
 */
function identification(
  o: Record<string, unknown>,
  path: string,
  how: { version: number; seed: number },
): Pick<GameState, 'labels' | 'known' | 'harm'> {
  if (how.version < 3) {
    for (const k of ['labels', 'known', 'harm'])
      if (o[k] !== undefined)
        throw new FieldError(at(path, k), `is not part of a version ${how.version} state (version 3 brought it)`);
    return { labels: gameLabels(how.seed), known: Object.keys(SCROLLS).sort(), harm: {} };
  }
  for (const k of ['labels', 'known', 'harm']) if (o[k] === undefined) throw new FieldError(at(path, k), 'is required');
  const known = list(o, 'known', path, (x, p) => {
    if (typeof x !== 'string' || x === '') throw new FieldError(p, `must be a scroll's name, got ${showJson(x)}`);
    return x;
  });
  return { labels: labels(o.labels, at(path, 'labels')), known, harm: harm(o.harm, at(path, 'harm')) };
}

/** Checks that the state stands at one of the player's turns, as every saved game does. */
function checkPlayersTurn(state: GameState, path: string): void {
  const { clocks, order } = clocksOf(state);
  const slot = order[state.now.slot];
  if (slot === undefined)
    throw new FieldError(
      at(at(path, 'now'), 'slot'),
      `must be below ${order.length} (the slots in a round of this game), got ${state.now.slot}`,
    );
  if (state.over === null && clocks[slot.actor]?.who !== PLAYER)
    throw new FieldError(
      at(path, 'now'),
      "is not one of the player's turns: a game is saved only at the player's turn",
    );
}

/**
 * A whole game state, of any version this fray reads, as the current version: a version 1 state (fighters under
 * `f`, no params) is migrated, its params being DEFAULT_PARAMS, the values every version 1 game was played by; a
 * version 1 or 2 state gets what version 3 added (see `identification`).
 */
export function readState(v: unknown, path: string): GameState {
  const o = object(v, path, STATE_FIELDS);
  const version = versionOf(o, path);
  if (version === 1 && o.params !== undefined)
    throw new FieldError(at(path, 'params'), 'is not part of a version 1 state (version 2 brought it)');
  const fighterKey = version === 1 ? 'f' : 'fighter';
  const seed = number(o, 'seed', path, { whole: true, min: 0, max: MAX_SEED });
  if (version !== 1 && o.params === undefined)
    throw new FieldError(at(path, 'params'), 'is required (the Night Soil constants the game is played by)');
  const rules = version === 1 ? { ...DEFAULT_PARAMS } : params(o.params, at(path, 'params'));
  const rng = stream(o.rng, at(path, 'rng'));
  const levels = list(o, 'levels', path, level);
  if (levels.length === 0) throw new FieldError(at(path, 'levels'), 'must list at least one level');
  const depth = number(o, 'depth', path, { whole: true, min: 0, max: levels.length - 1 });
  const mobs = monsters(o, path, levels, fighterKey);
  const you = player(o.player, at(path, 'player'), (levels[depth] as Level).tiles, fighterKey);
  if (o.over === undefined) throw new FieldError(at(path, 'over'), 'is required (null while the game goes on)');
  const ended = over(o.over, at(path, 'over'));
  // A player at 0 life has died: a game that goes on (over: null) with one is not a game that can be resumed.
  if (ended === null && you.fighter.life <= 0)
    throw new FieldError(
      at(at(at(path, 'player'), fighterKey), 'life'),
      'is 0 but the game is not over: a player with no life left has died, so this save cannot be played on',
    );
  const state: GameState = {
    version: STATE_VERSION,
    seed,
    params: rules,
    rng,
    depth,
    levels,
    player: you,
    monsters: mobs,
    now: readPosition(o.now, at(path, 'now')),
    start: maxima(o.start, at(path, 'start')),
    kills: number(o, 'kills', path, WHOLE),
    ...identification(o, path, { version, seed }),
    steadying: steadying(o, path, mobs.length),
    turns: number(o, 'turns', path, WHOLE),
    over: ended,
  };
  checkPlayersTurn(state, path);
  return state;
}
