/** The arena's input: a square field, how long a day is, what food appears, and the builds that fight. */
import type { Result } from '../../core/result.js';
import { FieldError, at, list, number, object, readFields, text } from '../../core/fields.js';
import type { MobSpec } from '../mob.js';
import { DEFAULT_PARAMS, type NightSoilParams } from '../params.js';
import { readMob } from '../parseMob.js';
import { readParams } from '../parseParams.js';
import { quote } from '../../core/quote.js';

/** Food that appears at random cells at the start of each day. */
export interface FoodDrop {
  readonly perDay: number;
  readonly life: number;
  readonly strength: number;
  readonly iq: number;
}

/** One build: a mob design and how many copies of it enter the arena. Mobs of a build never fight each other. */
export interface Build {
  readonly name: string;
  readonly count: number;
  readonly mob: MobSpec;
}

/** A validated world file. */
export interface WorldSpec {
  readonly params: NightSoilParams;
  /** The field is size × size cells. */
  readonly size: number;
  readonly roundsPerDay: number;
  readonly food: FoodDrop;
  readonly builds: readonly Build[];
}

const WORLD_FIELDS = ['params', 'size', 'roundsPerDay', 'food', 'builds'] as const;
const FOOD_FIELDS = ['perDay', 'life', 'strength', 'iq'] as const;
const BUILD_FIELDS = ['name', 'count', 'mob'] as const;

/** Most mobs an arena may hold in all. */
export const MAX_MOBS = 2000;

function build(v: unknown, path: string): Build {
  const o = object(v, path, BUILD_FIELDS);
  const name = text(o, 'name', path);
  const count = number(o, 'count', path, { whole: true, min: 1, max: MAX_MOBS });
  if (o.mob === undefined) throw new FieldError(at(path, 'mob'), 'is required (a mob object)');
  const mob = readMob(o.mob, at(path, 'mob'), name);
  return { name, count, mob };
}

/** Reads a world object (throws FieldError). */
export function readWorld(v: unknown): WorldSpec {
  const o = object(v, '', WORLD_FIELDS);
  const foodObj = o.food === undefined ? {} : object(o.food, 'food', FOOD_FIELDS);
  const builds = list(o, 'builds', '', build);
  if (builds.length === 0) throw new FieldError('builds', 'must list at least one build');
  const names = new Set<string>();
  builds.forEach((b, i) => {
    if (names.has(b.name)) throw new FieldError(`builds[${i}].name`, `duplicate build name ${quote(b.name)}`);
    names.add(b.name);
  });
  const total = builds.reduce((t, b) => t + b.count, 0);
  if (total > MAX_MOBS) throw new FieldError('builds', `at most ${MAX_MOBS} mobs in all, got ${total}`);
  return {
    params: o.params === undefined ? DEFAULT_PARAMS : readParams(o.params, 'params'),
    size: number(o, 'size', '', { whole: true, min: 2, max: 1000 }, 16),
    roundsPerDay: number(o, 'roundsPerDay', '', { whole: true, min: 1, max: 10_000 }, 20),
    food: {
      perDay: number(foodObj, 'perDay', 'food', { whole: true, min: 0, max: 100_000 }, 0),
      life: number(foodObj, 'life', 'food', { min: 0 }, 0),
      strength: number(foodObj, 'strength', 'food', { min: 0 }, 0),
      iq: number(foodObj, 'iq', 'food', { min: 0 }, 0),
    },
    builds,
  };
}

/** A world from parsed JSON, or a one-line problem naming the file and field path. */
export function parseWorld(value: unknown, file?: string): Result<WorldSpec> {
  return readFields(file, () => readWorld(value));
}
