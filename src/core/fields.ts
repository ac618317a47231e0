/**
 * A small reader for validating untyped JSON at the boundary: each check names the field path
 * (`equipment[0].aim`) and the rule it broke. Failures travel as FieldError and are turned into a
 * Result by `readFields`, so no exception leaves this module's callers.
 */
import { fail, ok, type Result } from './result.js';
import { parseMicros } from './decimal.js';
import { suggest } from './suggest.js';
import { escapeUnsafe, quote, showJson } from './quote.js';

/** A field that broke a rule: its path and the reason. */
export class FieldError extends Error {
  constructor(
    readonly path: string,
    readonly reason: string,
  ) {
    super(path ? `${path}: ${reason}` : reason);
  }
}

/** Runs a reader over `value`, turning a FieldError into a failed Result whose message names the field (file added). */
export function readFields<T>(file: string | undefined, read: () => T): Result<T> {
  try {
    return ok(read());
  } catch (e) {
    if (e instanceof FieldError) return fail(e.message, file === undefined ? {} : { file });
    throw e;
  }
}

/** `path.key`, or `key` at the top. */
export function at(path: string, key: string | number): string {
  if (typeof key === 'number') return `${path}[${key}]`;
  return path ? `${path}.${key}` : key;
}

/** A key from the user's file as a path shows it: as it is, or quoted (cut and escaped) if long or odd. */
function keyText(k: string): string {
  return /^[\p{L}\p{N}_$ -]{1,40}$/u.test(k) ? k : quote(k);
}

/** An object with only the allowed keys; an unknown key is rejected by name (with a hint when one is close). */
export function object(value: unknown, path: string, allowed: readonly string[]): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw new FieldError(path, 'must be an object');
  const o = value as Record<string, unknown>;
  for (const k of Object.keys(o)) {
    if (!allowed.includes(k)) {
      const hint = suggest(k, allowed);
      throw new FieldError(
        at(path, keyText(k)),
        `unknown field${hint ? ` (did you mean '${hint}'?)` : ''}; allowed: ${allowed.join(', ')}`,
      );
    }
  }
  return o;
}

/** Bounds for a number: inclusive min/max, exclusive gt, whole numbers only. */
export interface NumberRule {
  min?: number;
  max?: number;
  gt?: number;
  whole?: boolean;
}

function describe(rule: NumberRule): string {
  const kind = rule.whole ? 'a whole number' : 'a number';
  const parts: string[] = [];
  if (rule.gt !== undefined) parts.push(`> ${rule.gt}`);
  if (rule.min !== undefined) parts.push(`≥ ${rule.min}`);
  if (rule.max !== undefined) parts.push(`≤ ${rule.max}`);
  return parts.length ? `must be ${kind} ${parts.join(' and ')}` : `must be ${kind}`;
}

/** A number checked against `rule`; `fallback` when the field is absent (absent without fallback is an error). */
export function number(
  o: Record<string, unknown>,
  key: string,
  path: string,
  rule: NumberRule,
  fallback?: number,
): number {
  const v = o[key];
  const p = at(path, key);
  if (v === undefined) {
    if (fallback === undefined) throw new FieldError(p, `is required (${describe(rule).replace(/^must be /, '')})`);
    return fallback;
  }
  const bad =
    typeof v !== 'number' ||
    !Number.isFinite(v) ||
    (rule.whole === true && !Number.isInteger(v)) ||
    (rule.min !== undefined && v < rule.min) ||
    (rule.max !== undefined && v > rule.max) ||
    (rule.gt !== undefined && !(v > rule.gt));
  if (bad) throw new FieldError(p, `${describe(rule)}, got ${showJson(v)}`);
  return v as number;
}

/** A non-empty string, made safe to show (escapeUnsafe); `fallback` when absent. */
export function text(o: Record<string, unknown>, key: string, path: string, fallback?: string): string {
  const v = o[key];
  const p = at(path, key);
  if (v === undefined && fallback !== undefined) return fallback;
  if (typeof v !== 'string' || v.trim() === '')
    throw new FieldError(
      p,
      v === undefined ? 'is required (a non-empty string)' : `must be a non-empty string, got ${showJson(v)}`,
    );
  // A name from a stranger's file is shown in terminals: made safe here, where it is read (see escapeUnsafe).
  return escapeUnsafe(v);
}

/** An array (empty when absent), each element read by `item` with its index path. */
export function list<T>(
  o: Record<string, unknown>,
  key: string,
  path: string,
  item: (v: unknown, path: string) => T,
): T[] {
  const v = o[key];
  const p = at(path, key);
  if (v === undefined) return [];
  if (!Array.isArray(v)) throw new FieldError(p, 'must be an array');
  return v.map((x, i) => item(x, at(p, i)));
}

/** A boolean; `fallback` when absent. */
// The fallback is the field's default value, not a switch of this function's behaviour.
// eslint-disable-next-line no-restricted-syntax
export function flag(o: Record<string, unknown>, key: string, path: string, fallback: boolean): boolean {
  const v = o[key];
  if (v === undefined) return fallback;
  if (typeof v !== 'boolean') throw new FieldError(at(path, key), `must be true or false, got ${showJson(v)}`);
  return v;
}

/** One of `allowed` (with a hint when a close one exists); `fallback` when absent (absent without fallback is an error). */
export function choice<T extends string>(
  o: Record<string, unknown>,
  key: string,
  path: string,
  allowed: readonly T[],
  fallback?: T,
): T {
  const v = o[key];
  const p = at(path, key);
  if (v === undefined) {
    if (fallback === undefined) throw new FieldError(p, `is required (one of ${allowed.join(', ')})`);
    return fallback;
  }
  if (typeof v === 'string' && (allowed as readonly string[]).includes(v)) return v as T;
  const hint = typeof v === 'string' ? suggest(v, allowed) : undefined;
  throw new FieldError(
    p,
    `must be one of ${allowed.join(', ')}, got ${showJson(v)}${hint ? ` (did you mean '${hint}'?)` : ''}`,
  );
}

/** A decimal amount held exactly in millionths (see core/decimal), checked against `rule` as written; `fallback` (micros) when absent. */
export function micros(
  o: Record<string, unknown>,
  key: string,
  path: string,
  rule: NumberRule,
  fallback?: number,
): number {
  const v = o[key];
  if (v === undefined && fallback !== undefined) return fallback;
  const n = number(o, key, path, rule);
  const m = parseMicros(String(n));
  if (m === undefined)
    throw new FieldError(at(path, key), `must be a plain decimal number with at most six decimals, got ${showJson(v)}`);
  return m;
}
