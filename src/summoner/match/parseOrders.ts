/**
 * Checks what a bot returned against the shapes of api.ts before the engine sees it. Anything else (extra keys,
 * wrong types, too many orders) is refused with the path of the first bad value, e.g. `orders[2].dir: ...`.
 */
import { fail, ok, type Result } from '../../core/result.js';
import {
  ACTIONS,
  type Action,
  type BattleOrder,
  type CrossDir,
  type DemonSpec,
  type EnhanceOrder,
  type SetupOrder,
} from '../api.js';
import { DIRS } from '../rules/grid.js';
import { CAPACITIES, STATS, type Capacity, type Stat } from '../rules/model.js';
import { quote } from '../../core/quote.js';

/** Most orders accepted in one answer; more is refused as malformed (a bot has far fewer demons than this). */
export const MAX_ORDERS = 1000;
/** Longest demon name. */
export const MAX_NAME_LENGTH = 32;
/** Largest number accepted anywhere in an order. */
const MAX_NUMBER = 1_000_000_000;

type Obj = Record<string, unknown>;

function isObj(v: unknown): v is Obj {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

const show = (v: unknown): string => {
  if (typeof v === 'string') return JSON.stringify(v.length > 20 ? `${v.slice(0, 20)}…` : v);
  if (v === null || typeof v === 'number' || typeof v === 'boolean') return String(v);
  return Array.isArray(v) ? 'a list' : typeof v === 'object' ? 'an object' : typeof v;
};

/** A problem for the value at `path`. */
const bad = <T>(path: string, msg: string): Result<T> => fail(`${path}: ${msg}`);

function onlyKeys(o: Obj, path: string, allowed: readonly string[]): Result<void> {
  for (const k of Object.keys(o))
    if (!allowed.includes(k)) return bad(path, `unknown key ${quote(k)} (allowed: ${allowed.join(', ')})`);
  return ok(undefined);
}

function whole(v: unknown, path: string, min: number): Result<number> {
  if (typeof v !== 'number' || !Number.isInteger(v) || v < min || v > MAX_NUMBER)
    return bad(path, `expected a whole number from ${min}, got ${show(v)}`);
  return ok(v);
}

function oneOf<T extends string>(v: unknown, path: string, allowed: readonly T[]): Result<T> {
  if (typeof v !== 'string' || !(allowed as readonly string[]).includes(v))
    return bad(path, `expected one of ${allowed.join(', ')}, got ${show(v)}`);
  return ok(v as T);
}

/** A name a terminal can print safely: printable characters only, at most MAX_NAME_LENGTH. */
export function checkName(v: unknown, path: string): Result<string> {
  if (typeof v !== 'string') return bad(path, `expected a string, got ${show(v)}`);
  // Characters are code points, so an emoji counts once.
  const length = [...v].length;
  if (length > MAX_NAME_LENGTH) return bad(path, `a name has at most ${MAX_NAME_LENGTH} characters, got ${length}`);
  // Control characters (escape sequences included) could repaint a user's terminal under --watch; a lone
  // surrogate is not a character at all.
  if (/[\p{Cc}\p{Cf}\p{Cs}\u2028\u2029]/u.test(v))
    return bad(path, 'a name may not contain control or formatting characters');
  return ok(v);
}

function list(v: unknown, path: string): Result<unknown[]> {
  if (!Array.isArray(v)) return bad(path, `expected a list, got ${show(v)}`);
  if (v.length > MAX_ORDERS) return bad(path, `at most ${MAX_ORDERS} entries, got ${v.length}`);
  return ok(v);
}

/** Checks a setup answer: `{demons: [{capacity, life?, attack?, defense?, range?, name?, slot?}, ...]}`. */
export function parseSetupOrder(raw: unknown): Result<SetupOrder> {
  if (!isObj(raw)) return bad('setup', `expected an object {demons: [...]}, got ${show(raw)}`);
  const keys = onlyKeys(raw, 'setup', ['demons']);
  if (!keys.ok) return keys;
  const items = list(raw.demons, 'setup.demons');
  if (!items.ok) return items;
  const demons: DemonSpec[] = [];
  for (const [i, d] of items.value.entries()) {
    const p = `setup.demons[${i}]`;
    if (!isObj(d)) return bad(p, `expected an object, got ${show(d)}`);
    const k = onlyKeys(d, p, ['capacity', 'life', 'attack', 'defense', 'range', 'name', 'slot']);
    if (!k.ok) return k;
    const capacity = oneOf<Capacity>(d.capacity, `${p}.capacity`, CAPACITIES);
    if (!capacity.ok) return capacity;
    const spec: DemonSpec = { capacity: capacity.value };
    for (const s of STATS) {
      if (d[s] === undefined) continue;
      const n = whole(d[s], `${p}.${s}`, 0);
      if (!n.ok) return n;
      spec[s] = n.value;
    }
    if (d.name !== undefined) {
      const name = checkName(d.name, `${p}.name`);
      if (!name.ok) return name;
      spec.name = name.value;
    }
    if (d.slot !== undefined) {
      const slot = whole(d.slot, `${p}.slot`, 1);
      if (!slot.ok) return slot;
      spec.slot = slot.value;
    }
    demons.push(spec);
  }
  return ok({ demons });
}

/** Checks an enhance answer: a list of raise, clone and rename orders. */
export function parseEnhanceOrders(raw: unknown): Result<EnhanceOrder[]> {
  const items = list(raw, 'orders');
  if (!items.ok) return items;
  const out: EnhanceOrder[] = [];
  for (const [i, o] of items.value.entries()) {
    const p = `orders[${i}]`;
    if (!isObj(o)) return bad(p, `expected an object, got ${show(o)}`);
    const type = oneOf(o.type, `${p}.type`, ['raise', 'clone', 'rename'] as const);
    if (!type.ok) return type;
    const demon = whole(o.demon, `${p}.demon`, 1);
    if (!demon.ok) return demon;
    if (type.value === 'raise') {
      const k = onlyKeys(o, p, ['type', 'demon', 'stat', 'amount']);
      if (!k.ok) return k;
      const stat = oneOf<Stat>(o.stat, `${p}.stat`, STATS);
      if (!stat.ok) return stat;
      const amount = o.amount === undefined ? ok(1) : whole(o.amount, `${p}.amount`, 1);
      if (!amount.ok) return amount;
      out.push({ type: 'raise', demon: demon.value, stat: stat.value, amount: amount.value });
    } else if (type.value === 'clone') {
      const k = onlyKeys(o, p, ['type', 'demon', 'dir', 'name']);
      if (!k.ok) return k;
      const dir = oneOf(o.dir, `${p}.dir`, DIRS);
      if (!dir.ok) return dir;
      const order: EnhanceOrder = { type: 'clone', demon: demon.value, dir: dir.value };
      if (o.name !== undefined) {
        const name = checkName(o.name, `${p}.name`);
        if (!name.ok) return name;
        order.name = name.value;
      }
      out.push(order);
    } else {
      const k = onlyKeys(o, p, ['type', 'demon', 'name']);
      if (!k.ok) return k;
      const name = checkName(o.name, `${p}.name`);
      if (!name.ok) return name;
      out.push({ type: 'rename', demon: demon.value, name: name.value });
    }
  }
  return ok(out);
}

const NEEDS_DIR: ReadonlySet<Action> = new Set(['move', 'attack', 'cross', 'eat', 'merge']);

/** Checks a battle answer: a list of `{demon, action, dir?, keep?}`. */
export function parseBattleOrders(raw: unknown): Result<BattleOrder[]> {
  const items = list(raw, 'orders');
  if (!items.ok) return items;
  const out: BattleOrder[] = [];
  for (const [i, o] of items.value.entries()) {
    const p = `orders[${i}]`;
    if (!isObj(o)) return bad(p, `expected an object, got ${show(o)}`);
    const k = onlyKeys(o, p, ['demon', 'action', 'dir', 'keep']);
    if (!k.ok) return k;
    const demon = whole(o.demon, `${p}.demon`, 1);
    if (!demon.ok) return demon;
    const action = oneOf(o.action, `${p}.action`, ACTIONS);
    if (!action.ok) return action;
    const order: BattleOrder = { demon: demon.value, action: action.value };
    if (NEEDS_DIR.has(action.value)) {
      const allowed: readonly CrossDir[] = action.value === 'cross' ? [...DIRS, 'SELF'] : DIRS;
      const dir = oneOf(o.dir, `${p}.dir`, allowed);
      if (!dir.ok) return dir;
      order.dir = dir.value;
    } else if (o.dir !== undefined) {
      return bad(`${p}.dir`, `'${action.value}' takes no direction`);
    }
    if (o.keep !== undefined) {
      if (action.value !== 'merge') return bad(`${p}.keep`, "only 'merge' takes 'keep'");
      const keep = oneOf(o.keep, `${p}.keep`, ['merge', 'other'] as const);
      if (!keep.ok) return keep;
      order.keep = keep.value;
    }
    out.push(order);
  }
  return ok(out);
}
