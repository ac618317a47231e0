/** Reads a saved command back from JSON, naming the field of the first problem (throws FieldError). */
import { SLOTS } from '../../nightsoil/equipment.js';
import { choice, number, object } from '../../core/fields.js';
import { COMMAND_KINDS, type Command } from '../rules/commands.js';
import { COMPASS_DIRS, compassDirOf, directionOf } from '../level/grid.js';
import { DIRECTIONS } from '../../core/direction.js';

const INDEX = { whole: true, min: 0, max: 1_000_000 } as const;
const ID = { whole: true, min: 0, max: 1_000_000 } as const;

/**
 * One command; each kind has exactly its own fields. A save writes a move's direction in the lower case it always
 * has ('e'); the command read back has the shared upper case ('E').
 */
export function readCommand(v: unknown, path: string): Command {
  const kind = choice(
    object(v, path, ['kind', 'dir', 'target', 'scroll', 'from', 'index', 'slot']),
    'kind',
    path,
    COMMAND_KINDS,
  );
  switch (kind) {
    case 'move':
      return {
        kind,
        dir: DIRECTIONS[COMPASS_DIRS.indexOf(choice(object(v, path, ['kind', 'dir']), 'dir', path, COMPASS_DIRS))]!,
      };
    case 'fire':
      return { kind, target: number(object(v, path, ['kind', 'target']), 'target', path, ID) };
    case 'read': {
      const o = object(v, path, ['kind', 'scroll', 'target']);
      const scroll = number(o, 'scroll', path, INDEX);
      return o.target === undefined ? { kind, scroll } : { kind, scroll, target: number(o, 'target', path, ID) };
    }
    case 'eat': {
      const o = object(v, path, ['kind', 'from', 'index']);
      return {
        kind,
        from: choice(o, 'from', path, ['pack', 'floor'] as const),
        index: number(o, 'index', path, INDEX),
      };
    }
    case 'wear':
    case 'drop':
      return { kind, index: number(object(v, path, ['kind', 'index']), 'index', path, INDEX) };
    case 'remove':
      return { kind, slot: choice(object(v, path, ['kind', 'slot']), 'slot', path, SLOTS) };
    case 'pickUp':
    case 'descend':
    case 'ascend':
    case 'wait':
      object(v, path, ['kind']);
      return { kind };
  }
}

/**
 * A command as a save writes it: a move's direction in the save format's lower case ('e'), whichever spelling the
 * command has; every other command as it is. Saves keep their bytes: the same game saves to the same text.
 */
export function commandForFile(c: Command): Command {
  if (c.kind !== 'move') return c;
  const dir = directionOf(c.dir);
  return dir === undefined ? c : { kind: c.kind, dir: compassDirOf(dir) };
}
