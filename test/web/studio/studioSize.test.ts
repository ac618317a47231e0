/**
 * The studio's first page stays small (issue 23: at most 150 KiB of JavaScript gzipped before any tool is opened). A
 * size check on the built folder, not a timing: the timings are in bench/studio.bench.ts.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../helpers/cli.js';

/** The budget for the shell's script, gzipped. */
const BUDGET = 150 * 1024;

describe('the studio build', () => {
  it('gives the first page at most 150 KiB of JavaScript, gzipped (every tool is loaded on demand)', () => {
    const html = readFileSync(join(ROOT, 'web/dist/studio/index.html'), 'utf8');
    const scripts = [...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)].map((m) => m[1] as string);
    expect(scripts).toEqual(['studio.js']);
    const gzipped = scripts.reduce((n, s) => n + gzipSync(readFileSync(join(ROOT, 'web/dist/studio', s))).length, 0);
    expect(gzipped).toBeLessThanOrEqual(BUDGET);
  });
});
