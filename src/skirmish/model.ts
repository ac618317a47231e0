/** A skirmish: two sides of combatants on the turn-rate timeline, rolling to hit through the luck meter and hurting through smooth armour. */
import { at, FieldError, flag, list, micros, number, object, readFields, text } from '../core/fields.js';
import type { Result } from '../core/result.js';
import { MAX_TIMELINE_RATE } from '../core/timeline/timeline.js';

/**
 * One fighter. Amounts are whole millionths (micros) so hit points add and compare exactly.
 * @category Skirmishes
 */
export interface SkirmishFighter {
  /** The fighter's name, as logs show it. */
  readonly name: string;
  /** Turns per round, a positive whole number. */
  readonly rate: number;
  /** Hit points at the start, in millionths (50 hp is 50,000,000), above 0. */
  readonly hpMicros: number;
  /** Damage of a blow before armour, in millionths, 0 or more. */
  readonly damageMicros: number;
  /** Defence (smooth armour) against blows taken, in millionths, 0 or more. */
  readonly defenceMicros: number;
  /** Chance to hit in percent, 0 to 100 (rolled at the nearest whole percent). */
  readonly hit: number;
}

/**
 * One side: a team name, whether its rolls go through a luck meter (one meter for the whole side), its fighters in order.
 * @category Skirmishes
 */
export interface SkirmishSide {
  /** The side's name, as reports show it. */
  readonly team: string;
  /** Whether the side's rolls go through one luck meter shared by its fighters (else plain rolls). */
  readonly luck: boolean;
  /** Its fighters, 1 or more, in order: an enemy attacks the first one still standing. */
  readonly fighters: readonly SkirmishFighter[];
}

/**
 * A whole skirmish: exactly two sides; `player` is the index of the player's party (it acts second at ties).
 * @category Skirmishes
 */
export interface Skirmish {
  /** The two sides, index 0 and 1 (the `Side` of a result). */
  readonly sides: readonly [SkirmishSide, SkirmishSide];
  /** The side that is the player's party (it acts second at ties on the timeline). */
  readonly player: 0 | 1;
  /** A fight still undecided after this many rounds is a draw. */
  readonly maxRounds: number;
}

/**
 * Default round limit, after which an undecided fight is a draw.
 * @category Skirmishes
 */
export const DEFAULT_MAX_ROUNDS = 100;

const MAX_ROUNDS = 1_000_000;

function fighter(value: unknown, path: string): SkirmishFighter {
  const c = object(value, path, ['name', 'rate', 'hp', 'damage', 'defence', 'hit']);
  return {
    name: text(c, 'name', path),
    rate: number(c, 'rate', path, { whole: true, min: 1, max: MAX_TIMELINE_RATE }),
    hpMicros: micros(c, 'hp', path, { gt: 0 }),
    damageMicros: micros(c, 'damage', path, { min: 0 }),
    defenceMicros: micros(c, 'defence', path, { min: 0 }, 0),
    hit: number(c, 'hit', path, { min: 0, max: 100 }),
  };
}

/**
 * A skirmish from parsed JSON (what `fray skirmish` reads): two sides of combatants with a turn rate, hit points,
 * damage, defence and a hit chance, each side with or without a luck meter; or a problem naming the field path, such
 * as `sides[1].combatants[0].hp: must be a number > 0, got 0`. Unknown fields are refused, to catch typos.
 *
 * @param file - the file's name, for the problem's place
 * @example
 * ```ts
 * import { parseSkirmish } from 'fray/skirmish';
 *
 * const r = parseSkirmish({ sides: [{ team: 'A', combatants: [{ name: 'x', rate: 1, hp: 0, damage: 1, defence: 0, hit: 50 }] }, { team: 'B', combatants: [] }] });
 * console.log(r.ok ? 'ok' : r.problem.message);
 * //> sides[0].combatants[0].hp: must be a number > 0, got 0
 * ```
 * @category Skirmishes
 */
export function parseSkirmish(doc: unknown, file?: string): Result<Skirmish> {
  return readFields(file, () => {
    if (typeof doc !== 'object' || doc === null || Array.isArray(doc))
      throw new FieldError('', 'the file must hold a JSON object with "sides"');
    const d = object(doc, '', ['sides', 'maxRounds', 'description']);
    const maxRounds = number(d, 'maxRounds', '', { whole: true, min: 1, max: MAX_ROUNDS }, DEFAULT_MAX_ROUNDS);
    let player: 0 | 1 | undefined;
    const sides = list(d, 'sides', '', (value, path): SkirmishSide => {
      const s = object(value, path, ['team', 'player', 'luck', 'combatants']);
      const team = text(s, 'team', path);
      const luck = flag(s, 'luck', path, true);
      if (flag(s, 'player', path, false)) {
        if (player !== undefined) throw new FieldError(at(path, 'player'), "only one side can be the player's party");
        player = Number(/\[(\d+)\]$/.exec(path)?.[1]) as 0 | 1;
      }
      const fighters = list(s, 'combatants', path, fighter);
      if (fighters.length === 0) throw new FieldError(at(path, 'combatants'), 'must be a non-empty list');
      return { team, luck, fighters };
    });
    if (sides.length !== 2) throw new FieldError('sides', 'must be a list of exactly two sides');
    const [a, b] = sides as [SkirmishSide, SkirmishSide];
    if (a.team === b.team) throw new FieldError('sides[1].team', 'the two sides need different team names');
    return { sides: [a, b], player: player ?? 0, maxRounds };
  });
}
