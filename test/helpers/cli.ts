/** Runs the built CLI as a user would, capturing its output and exit code. */
import { spawnSync } from 'node:child_process';
import { expect } from 'vitest';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

/** The repository root (tests resolve example and reference files from it). */
export const ROOT = resolve(import.meta.dirname, '../..');
/** The original simulator's real CSV files, kept unchanged as test fixtures. */
export const MFD_ORIGINAL = resolve(ROOT, 'test/fixtures/mfd-original');

/** What one CLI run produced. */
export interface CliRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs `node bin/fray.js ...args` in `cwd` (default: a fresh temp dir) with no terminal attached. */
export function fray(
  args: string[],
  options: { cwd?: string; input?: string; env?: Record<string, string> } = {},
): CliRun {
  const r = spawnSync(process.execPath, [join(ROOT, 'bin/fray.js'), ...args], {
    cwd: options.cwd ?? tempDir(),
    input: options.input ?? '',
    encoding: 'utf8',
    env: { ...process.env, FRAY_DEBUG: '', ...options.env },
    maxBuffer: 256 * 1024 * 1024,
  });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

/** A new empty temporary directory. */
export function tempDir(): string {
  return mkdtempSync(join(tmpdir(), 'fray-test-'));
}

/** Asserts the contract for bad input: exit code 2, nothing on stdout, one line on stderr (no stack) matching `pattern`. */
export function expectBadInput(run: CliRun, pattern?: RegExp): void {
  expect(run.code).toBe(2);
  expect(run.stdout).toBe('');
  expect(run.stderr.trimEnd().split('\n')).toHaveLength(1);
  expect(run.stderr).not.toMatch(/\n\s+at /);
  if (pattern) expect(run.stderr).toMatch(pattern);
}
