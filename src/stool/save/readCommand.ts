/** Reads a saved command back from JSON, naming the field of the first problem (throws FieldError). */
import { SLOTS } from '../../nightsoil/equipment.js';
import { choice, number, object } from '../../core/fields.js';
import { COMMAND_KINDS, type Command } from '../rules/commands.js';
import { COMPASS_DIRS } from '../level/grid.js';

const INDEX = { whole: true, min: 0, max: 1_000_000 } as const;
const ID = { whole: true, min: 0, max: 1_000_000 } as const;

/** One command; each kind has exactly its own fields. */
export function readCommand(v: unknown, path: string): Command {
  const kind = choice(
    object(v, path, ['kind', 'dir', 'target', 'scroll', 'from', 'index', 'slot']),
    'kind',
    path,
    COMMAND_KINDS,
  );
  switch (kind) {
    case 'move':
      return { kind, dir: choice(object(v, path, ['kind', 'dir']), 'dir', path, COMPASS_DIRS) };
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
