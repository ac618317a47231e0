/** Building Marked for Death fighters and teams in code: the rules that turn a fighter's written numbers into the model. */
import { objectArg } from '../core/args.js';
import { sideArg } from './battleArgs.js';
import { parseMicros } from '../core/decimal.js';
import { BASE_HP } from './constants.js';
import type { Buff, Fighter, SideName, Team } from './model.js';

/** A fighter's numbers as a team file writes them: decimals in millionths (core/decimal), whole numbers as they are. */
export interface FighterFields {
  name: string;
  xpMicros: number;
  bonusXpMicros: number;
  /** Whole HP added to the base 2 (negative allowed: a fighter at 0 HP or less takes no part). */
  bonusHp: number;
  bonusToHitMicros: number;
  bonusToDefendMicros: number;
  /** Attacks per round as written; 0 (a blank cell) or less means 1. */
  aoe: number;
  /** Index of the teammate guarded, or -1. */
  bodyguardFor: number;
  /** Index of the teammate whose death kills this one, or -1. */
  linkedTo: number;
  buffs: readonly Buff[];
}

/** The most swings an attacker may make a round: the work of a round grows with it, and no army needs more. */
export const MAX_AOE = 1_000_000;

/**
 * The model's rules for a fighter's written numbers: TotalXP = XP + BonusXP, HP = 2 + BonusHP, and an AOE of 0 (a blank
 * cell) or less is 1. Team files and code both make fighters through it.
 */
export function fighterFrom(f: FighterFields): Fighter {
  return {
    name: f.name,
    totalXpMicros: f.xpMicros + f.bonusXpMicros,
    startHp: BASE_HP + f.bonusHp,
    bonusToHit: f.bonusToHitMicros,
    bonusToDefend: f.bonusToDefendMicros,
    aoe: Math.max(1, f.aoe || 1),
    bodyguardFor: f.bodyguardFor,
    linkedTo: f.linkedTo,
    buffs: f.buffs,
  };
}

/**
 * A buff in code: its name, the teammates it reaches (indices), and what it adds as plain numbers (0.05 is 5%).
 * @category Fighters and teams
 */
export interface BuffSpec {
  /** The buff's name, as the log shows it. */
  name: string;
  /** The teammates it reaches, as indices into the team (the fighter itself may be one). */
  targets: readonly number[];
  /** Added to each target's ToHit: 0.05 is 5 percentage points (0 by default). */
  offense?: number;
  /** Added to each target's ToDefend, as `offense` (0 by default). */
  defense?: number;
}

/**
 * A fighter in code, with a team file's column names and units: XP 16000, BonusToHit 0.2 (20%). Blank columns are 0;
 * teammates are named by index (-1 or absent for none).
 * @category Fighters and teams
 */
export interface FighterSpec {
  /** The fighter's name, distinct within the team. */
  name: string;
  /** Experience points: each started 1000 (with `bonusXp`) gives one base die. */
  xp?: number;
  /** More experience, added to `xp`. */
  bonusXp?: number;
  /** HP above the base 2, a whole number (negative for a wounded fighter). */
  bonusHp?: number;
  /** Added to the base ToHit of 0.3; above 1 in all, the fighter rolls ceiling(base dice × ToHit) offense dice. */
  bonusToHit?: number;
  /**
   * Added to the base ToDefend of 0.3; above 1 in all, the fighter rolls ceiling(base dice × ToDefend) defense dice.
   */
  bonusToDefend?: number;
  /** Extra attacks a round: 0 (the default) and 1 both mean one attack, up to `MAX_AOE`. */
  aoe?: number;
  /** The teammate this fighter shields from attacks (its index), or -1. */
  bodyguardFor?: number;
  /** The teammate whose death kills this fighter too (its index), or -1. */
  linkedTo?: number;
  /** Buffs this fighter gives its teammates. */
  buffs?: readonly BuffSpec[];
}

/** A plain number in millionths, exactly as a team file's cell with the same digits would read (RangeError if not a plain decimal). */
function micros(value: number, what: string): number {
  const m = Number.isFinite(value) ? parseMicros(String(value)) : undefined;
  if (m === undefined) throw new RangeError(`${what} must be a plain decimal number, got ${value}`);
  return m;
}

/** A field's value, or `fallback` when it is absent (undefined; null is a value, and refused by the checks). */
function given(value: number | undefined, fallback: number): number {
  return value === undefined ? fallback : value;
}

function whole(value: number, what: string): number {
  if (!Number.isSafeInteger(value)) throw new RangeError(`${what} must be a whole number, got ${value}`);
  return value;
}

/**
 * A fighter from plain numbers written with a team file's columns and units: XP 16000, BonusToHit 0.2 for 20%.
 * Blank columns are 0; teammates are named by index (-1 or absent for none) and checked by `makeTeam`.
 *
 * @param spec - the fighter's name and numbers
 * @returns the fighter's fixed numbers (its HP during a battle lives in `BattleState`)
 * @throws RangeError `<name>: <field> must be a whole number, got <value>` for a fraction of HP, AOE or an index, an AOE
 * above `MAX_AOE`, or a number that is not finite
 * @example
 * ```ts
 * import { makeFighter } from 'fray/mfd';
 *
 * const f = makeFighter({ name: 'Captain', xp: 40000, bonusHp: 3, bonusToHit: 0.15 });
 * console.log(f.name, f.startHp, f.aoe, f.bonusToHit);
 * //> Captain 5 1 150000
 * ```
 * @category Fighters and teams
 */
export function makeFighter(spec: FighterSpec): Fighter {
  if (typeof objectArg('makeFighter', 'spec', spec).name !== 'string')
    throw new TypeError(`makeFighter: spec.name must be a string, got ${typeof spec.name}`);
  const at = (field: string) => `${spec.name}: ${field}`;
  const aoe = whole(given(spec.aoe, 0), at('aoe'));
  if (aoe < 0 || aoe > MAX_AOE) throw new RangeError(`${at('aoe')} must be from 0 to ${MAX_AOE}, got ${aoe}`);
  const buffs = (spec.buffs ?? []).map((b): Buff => ({
    name: b.name,
    // Each teammate once, in the order first listed, as a team file's BuffWho is read.
    targets: [...new Set(b.targets)],
    offense: micros(given(b.offense, 0), at(`buff ${b.name} offense`)),
    defense: micros(given(b.defense, 0), at(`buff ${b.name} defense`)),
  }));
  return fighterFrom({
    name: spec.name,
    xpMicros: micros(given(spec.xp, 0), at('xp')),
    bonusXpMicros: micros(given(spec.bonusXp, 0), at('bonusXp')),
    bonusHp: whole(given(spec.bonusHp, 0), at('bonusHp')),
    bonusToHitMicros: micros(given(spec.bonusToHit, 0), at('bonusToHit')),
    bonusToDefendMicros: micros(given(spec.bonusToDefend, 0), at('bonusToDefend')),
    aoe,
    bodyguardFor: whole(given(spec.bodyguardFor, -1), at('bodyguardFor')),
    linkedTo: whole(given(spec.linkedTo, -1), at('linkedTo')),
    buffs,
  });
}

/**
 * A side's team in code: the fighters in order, every reference to a teammate checked (a bodyguard, a link, a buff's
 * targets).
 *
 * @param side - `heroes` (they attack first every round) or `villains`
 * @param fighters - from `makeFighter`, with distinct names (the log names them)
 * @throws RangeError `<name>: bodyguardFor 5 is not a teammate's index (0 to 1, or -1)`, a fighter guarding or linked to
 * itself, or `duplicate fighter name '<name>' in the <side>`
 * @example
 * ```ts
 * import { makeFighter, makeTeam } from 'fray/mfd';
 *
 * const team = makeTeam('heroes', [
 *   makeFighter({ name: 'Captain', xp: 40000, buffs: [{ name: 'Rally', targets: [1], offense: 0.1 }] }),
 *   makeFighter({ name: 'Shieldbearer', xp: 16000, bodyguardFor: 0 }),
 * ]);
 * console.log(team.fighters.map((f) => f.name).join(', '));
 * //> Captain, Shieldbearer
 * ```
 * @category Fighters and teams
 */
export function makeTeam(side: SideName, fighters: readonly Fighter[]): Team {
  sideArg('makeTeam', side);
  if (!Array.isArray(fighters))
    throw new TypeError(`makeTeam: fighters must be a list (makeFighter), got ${typeof fighters}`);
  const names = new Set<string>();
  fighters.forEach((f, i) => {
    if (names.has(f.name)) throw new RangeError(`duplicate fighter name '${f.name}' in the ${side}`);
    names.add(f.name);
    const check = (t: number, what: string) => {
      if (t === -1) return;
      if (!Number.isInteger(t) || t < 0 || t >= fighters.length)
        throw new RangeError(`${f.name}: ${what} ${t} is not a teammate's index (0 to ${fighters.length - 1}, or -1)`);
      if (t === i && what !== 'buff target') throw new RangeError(`${f.name}: ${what} names the fighter itself`);
    };
    check(f.bodyguardFor, 'bodyguardFor');
    check(f.linkedTo, 'linkedTo');
    for (const b of f.buffs) for (const t of b.targets) check(t, 'buff target');
  });
  return { side, fighters };
}
