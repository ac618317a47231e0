/** The constants of Summoner War as options: the document's values are the defaults, and a designer may change any. */
import { fail, ok, type Result } from '../../core/result.js';
import { suggest } from '../../core/suggest.js';
import { quote, showJson } from '../../core/quote.js';

/**
 * Every number the rules depend on; `DEFAULT_RULES` holds the design document's values.
 * @category Rules
 */
export interface SummonerRules {
  /** Columns of the board (west to east). */
  width: number;
  /** Rows of the board (north to south). */
  height: number;
  /** The left player's starting cells, slot 1 first, as [x, y]; the right player's are their mirror. */
  startCells: [number, number][];
  /** Most demons a summoner may summon at setup. */
  maxDemons: number;
  /** Points to spend at setup, on summoning and on stats. */
  setupPoints: number;
  /** Setup points a demon costs to summon. */
  summonCost: number;
  /** Hit points a demon has with no Life: HP = baseHp + Life. */
  baseHp: number;
  /** Points gained each turn: pointsPerTurn + ⌊turn / pointsGrowthEvery⌋. */
  pointsPerTurn: number;
  /** Turns between each extra point per turn. */
  pointsGrowthEvery: number;
  /** Cost of a clone: cloneBaseCost + Life + Attack + Defense + Range of the demon cloned. */
  cloneBaseCost: number;
  /** A demon may explode only with HP strictly above this percentage of its maximum. */
  explodeMinHpPercent: number;
  /** Turns before the match is decided by kills. */
  maxTurns: number;
  /** Whether explosions and crosses also strike the acting side's own demons. */
  friendlyFire: boolean;
}

/**
 * The rules as the design document gives them (and as docs/rules/summoner-war.md decides its open points).
 * @category Rules
 */
export const DEFAULT_RULES: Readonly<SummonerRules> = Object.freeze({
  width: 17,
  height: 9,
  startCells: [
    [4, 2],
    [4, 4],
    [4, 6],
    [1, 6],
    [1, 4],
    [1, 2],
  ],
  maxDemons: 6,
  setupPoints: 12,
  summonCost: 2,
  baseHp: 2,
  pointsPerTurn: 6,
  pointsGrowthEvery: 50,
  cloneBaseCost: 2,
  explodeMinHpPercent: 40,
  maxTurns: 1000,
  friendlyFire: true,
}) as Readonly<SummonerRules>;

/**
 * Largest board side accepted (a bot's view grows with the area).
 * @category Rules
 */
export const MAX_BOARD_SIDE = 64;
/**
 * Longest match accepted.
 * @category Rules
 */
export const MAX_TURNS_LIMIT = 100_000;

type NumberKey = Exclude<keyof SummonerRules, 'startCells' | 'friendlyFire'>;
const BOUNDS: Record<NumberKey, [number, number]> = {
  width: [2, MAX_BOARD_SIDE],
  height: [1, MAX_BOARD_SIDE],
  maxDemons: [1, 64],
  setupPoints: [0, 10_000],
  summonCost: [0, 10_000],
  baseHp: [1, 10_000],
  pointsPerTurn: [0, 10_000],
  pointsGrowthEvery: [1, MAX_TURNS_LIMIT],
  cloneBaseCost: [0, 10_000],
  explodeMinHpPercent: [0, 100],
  maxTurns: [1, MAX_TURNS_LIMIT],
};
const KEYS = Object.keys(DEFAULT_RULES) as (keyof SummonerRules)[];

/** Points a summoner gains at the start of `turn` (turns count from 1). */
export function pointsForTurn(rules: SummonerRules, turn: number): number {
  return rules.pointsPerTurn + Math.floor(turn / rules.pointsGrowthEvery);
}

/**
 * Rules from parsed JSON (a `--rules` file) holding some of the keys, the rest taken from `base`, or a problem naming
 * the key: an unknown key (with a suggestion) or an impossible value.
 *
 * @param file - the file's name, for the problem's place
 * @param base - where the missing keys come from (`DEFAULT_RULES`)
 * @example
 * ```ts
 * import { parseRules } from 'fray/summoner';
 *
 * const r = parseRules({ maxTurns: 50 });
 * console.log(r.ok ? r.value.maxTurns : r.problem.message);
 * //> 50
 * const bad = parseRules({ maxTurn: 50 });
 * console.log(bad.ok ? 'ok' : bad.problem.message.split(';')[0]);
 * //> unknown rule 'maxTurn' (did you mean 'maxTurns'?)
 * ```
 * @category Rules
 */
export function parseRules(value: unknown, file?: string, base: SummonerRules = DEFAULT_RULES): Result<SummonerRules> {
  const at = file === undefined ? {} : { file };
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    return fail('rules must be a JSON object such as {"maxTurns": 200}', at);
  const rules: SummonerRules = { ...base, startCells: base.startCells.map(([x, y]) => [x, y]) };
  for (const [key, v] of Object.entries(value)) {
    if (!(KEYS as string[]).includes(key)) {
      const hint = suggest(key, KEYS);
      return fail(
        `unknown rule ${quote(key)}${hint ? ` (did you mean '${hint}'?)` : ''}; known rules: ${KEYS.join(', ')}`,
        at,
      );
    }
    if (key === 'friendlyFire') {
      if (typeof v !== 'boolean') return fail(`rule 'friendlyFire' must be true or false, got ${showJson(v)}`, at);
      rules.friendlyFire = v;
    } else if (key === 'startCells') {
      if (
        !Array.isArray(v) ||
        !v.every((c) => Array.isArray(c) && c.length === 2 && c.every((n) => Number.isInteger(n)))
      ) {
        return fail("rule 'startCells' must be a list of [x, y] pairs of whole numbers", at);
      }
      rules.startCells = (v as [number, number][]).map(([x, y]) => [x, y]);
    } else {
      const [lo, hi] = BOUNDS[key as NumberKey];
      if (typeof v !== 'number' || !Number.isInteger(v) || v < lo || v > hi)
        return fail(`rule '${key}' must be a whole number from ${lo} to ${hi}, got ${showJson(v)}`, at);
      rules[key as NumberKey] = v;
    }
  }
  const problem = impossibleCombination(rules);
  return problem === undefined ? ok(rules) : fail(problem, at);
}

/** Why a set of rules, each value fine alone, cannot make a match (start cells off the board or shared), if it cannot. */
function impossibleCombination(r: SummonerRules): string | undefined {
  if (r.summonCost > r.setupPoints)
    return `rule 'summonCost' (${r.summonCost}) is more than 'setupPoints' (${r.setupPoints}): no demon could ever be summoned`;
  if (r.startCells.length < r.maxDemons)
    return `rule 'startCells' lists ${r.startCells.length} cells but 'maxDemons' is ${r.maxDemons}: every demon needs a starting cell`;
  const seen = new Set<number>();
  for (const [i, [x, y]] of r.startCells.entries()) {
    if (x < 0 || y < 0 || x >= r.width || y >= r.height)
      return `rule 'startCells': slot ${i + 1} at [${x}, ${y}] is off the ${r.width} x ${r.height} board`;
    // A left cell and its mirror must differ, and no two cells (left or right) may coincide.
    for (const k of [y * r.width + x, y * r.width + (r.width - 1 - x)]) {
      if (seen.has(k))
        return `rule 'startCells': slot ${i + 1} at [${x}, ${y}] shares a cell with another start (the right player's cells mirror the left's)`;
      seen.add(k);
    }
  }
  return undefined;
}
