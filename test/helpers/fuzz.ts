/**
 * Seeded mutants of a valid JSON file, for the fuzz tests of every input surface: each mutant is the file with one
 * thing changed in its value (a field replaced by a hostile value, deleted, a list cut or doubled, a number or
 * string bent) or in its text (cut short, a character inserted or deleted, a field nested 100,000 levels deep).
 * Drawn from the project's own seeded generator, so a failure names a mutant that comes back on every run.
 */
import { expect } from 'vitest';
import { CliError } from '../../src/cli/CliError.js';
import { oneLine } from '../../src/core/quote.js';
import { formatProblem, type Result } from '../../src/core/result.js';
import { createRng, type Rng } from '../../src/core/rng.js';
import type { CliRun } from './cli.js';

/** One changed file: what was changed (to name it when a test fails) and its text. */
export interface Mutant {
  how: string;
  text: string;
}

type Key = string | number;
type Path = readonly Key[];

/** Values that have broken parsers before: wrong types, edges of numbers, odd and long strings, empty containers. */
const HOSTILE: readonly unknown[] = [
  null,
  true,
  false,
  0,
  -1,
  1.5,
  -0.000001,
  1e308,
  2 ** 53 + 2,
  '',
  ' ',
  'x',
  '0',
  'a\u2028b\u2029c\nd',
  '\u001b[2J\u202e',
  'é'.repeat(3),
  'x'.repeat(5000),
  '__proto__',
  [],
  {},
  [null],
  [[]],
  { a: null },
  [1, 2],
  [[0, 0]],
  { __proto__: null, constructor: 1 },
];

/** The marker put where a deeply nested value goes, replaced in the text (building 100,000 levels as a value would be slow). */
const DEEP_MARK = 'fray-fuzz-deep-26';
const DEEP_TEXT = (rng: Rng) => {
  const n = 100_000;
  return rng.below(2) === 0 ? '['.repeat(n) + ']'.repeat(n) : '{"a":'.repeat(n) + '1' + '}'.repeat(n);
};

/** JSON text of a mutated value (a removed root is an empty file). */
const json = (v: unknown): string => JSON.stringify(v) ?? '';

const pick = <T>(rng: Rng, xs: readonly T[]): T => xs[rng.below(xs.length)] as T;

/** Every path to a value inside `v` (the root included), in document order. */
function pathsOf(v: unknown, path: Key[] = [], out: Path[] = []): Path[] {
  out.push(path);
  if (Array.isArray(v)) v.forEach((x, i) => pathsOf(x, [...path, i], out));
  else if (typeof v === 'object' && v !== null) for (const [k, x] of Object.entries(v)) pathsOf(x, [...path, k], out);
  return out;
}

function get(v: unknown, path: Path): unknown {
  let x = v;
  for (const k of path) x = (x as Record<Key, unknown>)[k];
  return x;
}

/** `v` with the value at `path` replaced by `f(old)` (undefined deletes a key or removes an element). */
function edit(v: unknown, path: Path, f: (old: unknown) => unknown): unknown {
  if (path.length === 0) return f(v);
  const copy = structuredClone(v) as Record<Key, unknown>;
  const parent = get(copy, path.slice(0, -1)) as Record<Key, unknown> | unknown[];
  const key = path[path.length - 1] as Key;
  const next = f((parent as Record<Key, unknown>)[key]);
  if (next !== undefined) (parent as Record<Key, unknown>)[key] = next;
  else if (Array.isArray(parent)) parent.splice(key as number, 1);
  else delete (parent as Record<Key, unknown>)[key];
  return copy;
}

function bend(rng: Rng, old: unknown): unknown {
  if (typeof old === 'number') return pick(rng, [old + 1, old - 1, -old, old * 1000, old + 0.5, old - 1e-7]);
  if (typeof old === 'string')
    return pick(rng, ['', old + old, old.slice(0, -1), old.toUpperCase(), `${old}\u2028`, old.repeat(200)]);
  if (Array.isArray(old)) {
    const cut = rng.below(old.length + 1);
    return pick(rng, [old.slice(0, cut), [...old, ...old.slice(cut)], [...old].reverse(), []]);
  }
  if (typeof old === 'object' && old !== null) return { ...old, [pick(rng, ['x', 'extra', '0'])]: 1 };
  return pick(rng, HOSTILE);
}

/** One mutant of `valid` (a parsed JSON value whose text is `text`). */
function mutate(rng: Rng, valid: unknown, text: string, paths: readonly Path[]): Mutant {
  const path = pick(rng, paths);
  const at = path.join('.') || '(root)';
  const kind = rng.below(10);
  switch (kind) {
    case 0:
    case 1: {
      const h = pick(rng, HOSTILE);
      return { how: `${at} = ${JSON.stringify(h)?.slice(0, 30)}`, text: json(edit(valid, path, () => h)) };
    }
    case 2:
      return { how: `${at} removed`, text: json(edit(valid, path, () => undefined)) };
    case 3:
    case 4:
    case 5:
      return { how: `${at} bent`, text: json(edit(valid, path, (old) => bend(rng, old))) };
    case 6:
      return {
        how: `${at} nested 100,000 deep`,
        text: json(edit(valid, path, () => DEEP_MARK)).replace(`"${DEEP_MARK}"`, DEEP_TEXT(rng)),
      };
    case 7: {
      const cut = rng.below(text.length);
      return { how: `cut at ${cut}`, text: text.slice(0, cut) };
    }
    case 8: {
      const i = rng.below(text.length + 1);
      const c = pick(rng, ['{', '}', '[', ']', '"', ',', ':', '\\', '0', '-', 'n', '\u2028', '\u0000']);
      return { how: `${JSON.stringify(c)} inserted at ${i}`, text: text.slice(0, i) + c + text.slice(i) };
    }
    default: {
      const i = rng.below(text.length);
      return { how: `character ${i} deleted`, text: text.slice(0, i) + text.slice(i + 1) };
    }
  }
}

/** `count` seeded mutants of the JSON text `text`. */
export function mutants(text: string, count: number, seed: number): Mutant[] {
  const valid = JSON.parse(text) as unknown;
  const paths = pathsOf(valid);
  const rng = createRng(seed);
  return Array.from({ length: count }, () => mutate(rng, valid, text, paths));
}

/** What a reader made of a mutant: read, or refused with this one-line message. */
export type Outcome = { ok: true } | { ok: false; message: string };

/**
 * Runs `read` on a mutant the way the CLI would: a failed Result or a CliError is a refusal (its message, as main.ts
 * prints it); anything else thrown fails the test, naming the mutant (it would be an internal error).
 */
export function outcomeOf(m: Mutant, read: () => Result<unknown> | unknown): Outcome {
  let r: unknown;
  try {
    r = read();
  } catch (e) {
    if (e instanceof CliError) return { ok: false, message: oneLine(e.message) };
    expect.fail(`${m.how}: threw ${(e as Error)?.stack ?? String(e)}`);
  }
  if (typeof r === 'object' && r !== null && 'ok' in r && r.ok === false && 'problem' in r)
    return {
      ok: false,
      message: oneLine(formatProblem((r as { problem: Parameters<typeof formatProblem>[0] }).problem)),
    };
  return { ok: true };
}

/** The contract for a refused mutant run through the built CLI: exit 2, nothing on stdout, one line, no stack, no internal error. */
export function expectRefused(m: Mutant, run: CliRun): void {
  const what = `${m.how}: exit ${run.code}, stderr ${JSON.stringify(run.stderr.slice(0, 300))}`;
  expect(run.stderr, what).not.toMatch(/internal error|\n\s+at /);
  expect(run.code, what).toBe(2);
  expect(run.stdout, what).toBe('');
  expect(run.stderr.trimEnd().split('\n'), what).toHaveLength(1);
  expect(run.stderr.trimEnd(), what).not.toMatch(/[\u2028\u2029\r]/);
}

/** A few mutants, spread over `all`: the refused ones first (their CLI runs are the point), then some that were read. */
export function sampleForCli<T extends { outcome: Outcome }>(all: readonly T[], n: number): T[] {
  const refused = all.filter((x) => !x.outcome.ok);
  const read = all.filter((x) => x.outcome.ok);
  const every = (xs: readonly T[], k: number) =>
    xs.filter((_, i) => i % Math.max(1, Math.floor(xs.length / k)) === 0).slice(0, k);
  const some = every(refused, n - Math.min(2, read.length));
  return [...some, ...every(read, n - some.length)];
}
