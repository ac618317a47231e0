// A module bot's code hash names what its folder holds, wherever the folder sits: the ladder prepares every version in
// a fresh folder at each start, and an author proves a replay with a downloaded copy (`replay --verify --bots`).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { compileBot } from '../../../src/adapters/sandbox/compileBot.js';

const made: string[] = [];
afterAll(() => made.forEach((d) => rmSync(d, { recursive: true, force: true })));

/** A bot of two files (the entry and a helper in a sub-folder) in a fresh folder under `depth` more folders. */
function botAt(depth: number, helperBody = 'export const pick = (n: number): number => n % 3;'): string {
  let dir = mkdtempSync(join(tmpdir(), 'fray-hash-'));
  made.push(dir);
  for (let i = 0; i < depth; i++) dir = join(dir, `level ${i}`);
  mkdirSync(join(dir, 'lib'), { recursive: true });
  writeFileSync(join(dir, 'lib', 'helper.ts'), `${helperBody}\n`);
  writeFileSync(
    join(dir, 'mine.ts'),
    "import { pick } from './lib/helper.js';\nexport default { setup: () => ({}), enhance: () => [], battle: () => [pick(4)] };\n",
  );
  return join(dir, 'mine.ts');
}

describe('compileBot', () => {
  it('gives one code hash for one folder content in two places, and the bundle and its map name no place', async () => {
    const a = await compileBot(botAt(0), { allowBuiltins: false });
    const b = await compileBot(botAt(3), { allowBuiltins: false });
    if (!a.ok || !b.ok) throw new Error('did not compile');
    expect(a.value.file).not.toBe(b.value.file);
    expect(b.value.sha256).toBe(a.value.sha256);
    expect(b.value.code).toBe(a.value.code);
    expect(a.value.code).not.toContain(tmpdir());
    expect(JSON.parse(a.value.map ?? '{}').sources).toEqual(['lib/helper.ts', 'mine.ts']);
    // Control: the hash does see the content, helper included.
    const c = await compileBot(botAt(0, 'export const pick = (n: number): number => n % 5;'), { allowBuiltins: false });
    if (!c.ok) throw new Error('did not compile');
    expect(c.value.sha256).not.toBe(a.value.sha256);
  });

  it('still names the file, line and column of an error in a helper', async () => {
    const file = botAt(1, 'export const pick = (n: number): number => n %;');
    const r = await compileBot(file, { allowBuiltins: false });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.problem.message).toMatch(/lib\/helper\.ts:1:\d+: /);
  });
});
