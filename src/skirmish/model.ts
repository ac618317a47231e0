/** A skirmish: two sides of combatants on the turn-rate timeline, rolling to hit through the luck meter and hurting through smooth armour. */
import { parseMicros } from '../core/decimal.js';
import { fail, ok, type Result } from '../core/result.js';
import { MAX_TIMELINE_RATE } from '../core/timeline/timeline.js';

/** One fighter. Amounts are whole millionths (micros) so hit points add and compare exactly. */
export interface SkirmishFighter {
  readonly name: string;
  /** Turns per round, a positive whole number. */
  readonly rate: number;
  readonly hpMicros: number;
  readonly damageMicros: number;
  readonly defenceMicros: number;
  /** Chance to hit in percent, 0 to 100 (rolled at the nearest whole percent). */
  readonly hit: number;
}

/** One side: a team name, whether its rolls go through a luck meter (one meter for the whole side), its fighters in order. */
export interface Side {
  readonly team: string;
  readonly luck: boolean;
  readonly fighters: readonly SkirmishFighter[];
}

/** A whole skirmish: exactly two sides; `player` is the index of the player's party (it acts second at ties). */
export interface Skirmish {
  readonly sides: readonly [Side, Side];
  readonly player: 0 | 1;
  /** A fight still undecided after this many rounds is a draw. */
  readonly maxRounds: number;
}

/** Default round limit, after which an undecided fight is a draw. */
export const DEFAULT_MAX_ROUNDS = 100;

type Obj = Record<string, unknown>;

function isObj(v: unknown): v is Obj {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function amount(v: unknown, path: string, min: number, strictlyAbove: boolean): Result<number> {
  const micros = typeof v === 'number' && Number.isFinite(v) ? parseMicros(String(v)) : undefined;
  if (micros === undefined) return fail(`${path}: must be a number`);
  if (strictlyAbove ? micros <= min : micros < min) return fail(`${path}: must be a number ${strictlyAbove ? 'above' : 'at least'} ${min}, got ${v as number}`);
  return ok(micros);
}

/**
 * Checks a parsed JSON document and builds a Skirmish, or a problem naming the field path
 * (e.g. `sides[1].combatants[0].hp: must be a number above 0`). Unknown fields are rejected to catch typos.
 */
export function parseSkirmish(doc: unknown): Result<Skirmish> {
  if (!isObj(doc)) return fail('the file must hold a JSON object with "sides"');
  for (const k of Object.keys(doc)) if (!['sides', 'maxRounds', 'description'].includes(k)) return fail(`${k}: unknown field (expected sides, maxRounds, description)`);
  let maxRounds = DEFAULT_MAX_ROUNDS;
  if (doc.maxRounds !== undefined) {
    if (!Number.isInteger(doc.maxRounds) || (doc.maxRounds as number) < 1 || (doc.maxRounds as number) > 1_000_000) return fail('maxRounds: must be a whole number from 1 to 1000000');
    maxRounds = doc.maxRounds as number;
  }
  if (!Array.isArray(doc.sides) || doc.sides.length !== 2) return fail('sides: must be a list of exactly two sides');
  const sides: Side[] = [];
  let player: 0 | 1 | undefined;
  for (const [si, s] of (doc.sides as unknown[]).entries()) {
    const p = `sides[${si}]`;
    if (!isObj(s)) return fail(`${p}: must be an object`);
    for (const k of Object.keys(s)) if (!['team', 'player', 'luck', 'combatants'].includes(k)) return fail(`${p}.${k}: unknown field (expected team, player, luck, combatants)`);
    if (typeof s.team !== 'string' || s.team.trim() === '') return fail(`${p}.team: must be a non-empty name`);
    if (s.luck !== undefined && typeof s.luck !== 'boolean') return fail(`${p}.luck: must be true or false`);
    if (s.player !== undefined && typeof s.player !== 'boolean') return fail(`${p}.player: must be true or false`);
    if (s.player === true) {
      if (player !== undefined) return fail(`${p}.player: only one side can be the player's party`);
      player = si as 0 | 1;
    }
    if (!Array.isArray(s.combatants) || s.combatants.length === 0) return fail(`${p}.combatants: must be a non-empty list`);
    const fighters: SkirmishFighter[] = [];
    for (const [ci, c] of (s.combatants as unknown[]).entries()) {
      const q = `${p}.combatants[${ci}]`;
      if (!isObj(c)) return fail(`${q}: must be an object`);
      for (const k of Object.keys(c)) if (!['name', 'rate', 'hp', 'damage', 'defence', 'hit'].includes(k)) return fail(`${q}.${k}: unknown field (expected name, rate, hp, damage, defence, hit)`);
      if (typeof c.name !== 'string' || c.name.trim() === '') return fail(`${q}.name: must be a non-empty name`);
      if (!Number.isInteger(c.rate) || (c.rate as number) < 1 || (c.rate as number) > MAX_TIMELINE_RATE) return fail(`${q}.rate: must be a whole number from 1 to ${MAX_TIMELINE_RATE}`);
      const hp = amount(c.hp, `${q}.hp`, 0, true);
      if (!hp.ok) return hp;
      const damage = amount(c.damage, `${q}.damage`, 0, false);
      if (!damage.ok) return damage;
      const defence = amount(c.defence ?? 0, `${q}.defence`, 0, false);
      if (!defence.ok) return defence;
      if (typeof c.hit !== 'number' || !Number.isFinite(c.hit) || c.hit < 0 || c.hit > 100) return fail(`${q}.hit: must be a chance in percent from 0 to 100`);
      fighters.push({ name: c.name, rate: c.rate as number, hpMicros: hp.value, damageMicros: damage.value, defenceMicros: defence.value, hit: c.hit });
    }
    sides.push({ team: s.team, luck: s.luck ?? true, fighters });
  }
  const [a, b] = sides as [Side, Side];
  if (a.team === b.team) return fail('sides[1].team: the two sides need different team names');
  return ok({ sides: [a, b], player: player ?? 0, maxRounds });
}
