// The API reference is generated from the doc comments: every exported function, class, interface, type and constant
// of the library's entries must have one, and every type they mention must be exported too (typedoc.json turns each
// warning into an error).
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../helpers/cli.js';

describe('npm run docs', () => {
  it('builds the API reference with no warning', () => {
    const r = spawnSync(process.execPath, [join(ROOT, 'node_modules/typedoc/bin/typedoc'), '--emit', 'none'], { cwd: ROOT, encoding: 'utf8' });
    expect(r.stdout + r.stderr).not.toMatch(/warning|error/i);
    expect(r.status).toBe(0);
  }, 120_000);
});
