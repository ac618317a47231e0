import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REAL_FS, writeFilesAtomic, type WriteOps } from '../../src/adapters/files.js';
import { tempDir } from '../helpers/cli.js';

/** The real file system, except that the n-th call of `op` fails as the kernel would, with `code`. */
function failing(op: 'write' | 'rename', n: number, code: string): WriteOps {
  let calls = 0;
  const boom = () => {
    if (++calls === n)
      throw Object.assign(new Error(`${code}: refused, rename '/x/.fray-tmp-1-a' -> '/x/a'`), { code });
  };
  return {
    ...REAL_FS,
    write: (p, c) => (op === 'write' && boom(), REAL_FS.write(p, c)),
    rename: (a, b) => (op === 'rename' && boom(), REAL_FS.rename(a, b)),
  };
}

function threeOldFiles(): { dir: string; files: { path: string; content: string }[] } {
  const dir = tempDir();
  for (const f of ['log.txt', 'heroes.csv', 'villains.csv']) writeFileSync(join(dir, f), `old ${f}\n`);
  return {
    dir,
    files: ['log.txt', 'heroes.csv', 'villains.csv'].map((f) => ({ path: join(dir, f), content: `new ${f}\n` })),
  };
}

const contents = (dir: string) =>
  Object.fromEntries(
    readdirSync(dir)
      .sort()
      .map((f) => [f, readFileSync(join(dir, f), 'utf8')]),
  );

describe('writeFilesAtomic', () => {
  it('replaces every file, leaving no temporary or old file behind', () => {
    const { dir, files } = threeOldFiles();
    expect(writeFilesAtomic(files)).toEqual({ ok: true, value: { createdFolders: [] } });
    expect(contents(dir)).toEqual({
      'heroes.csv': 'new heroes.csv\n',
      'log.txt': 'new log.txt\n',
      'villains.csv': 'new villains.csv\n',
    });
  });

  // Renames 1-3 move the old files aside, 4-6 move the new ones in: a failure at any of them restores all three.
  for (const n of [1, 2, 3, 4, 5, 6]) {
    it(`leaves all three old files as they were when rename ${n} of 6 fails, and says what to do`, () => {
      const { dir, files } = threeOldFiles();
      const before = contents(dir);
      const r = writeFilesAtomic(files, failing('rename', n, 'EACCES'));
      expect(r.ok).toBe(false);
      if (!r.ok) {
        expect(r.problem.message).toMatch(
          /: permission denied: you may not replace it .* choose another output folder$/,
        );
        expect(r.problem.message).not.toMatch(/\.fray-|EACCES/);
      }
      expect(contents(dir)).toEqual(before);
    });
  }

  it('removes what it wrote, and the folders it made, when a write fails', () => {
    const dir = tempDir();
    const files = ['a.txt', 'sub/deeper/b.txt'].map((f) => ({ path: join(dir, f), content: f }));
    const r = writeFilesAtomic(files, failing('write', 2, 'ENOSPC'));
    expect(r).toMatchObject({
      ok: false,
      problem: { message: `${join(dir, 'sub/deeper/b.txt')}: the disk is full; free some space and run again` },
    });
    expect(readdirSync(dir)).toEqual([]);
  });

  it('refuses before writing anything when a folder is in the way of a file, or a file in the way of a folder', () => {
    const dir = tempDir();
    mkdirSync(join(dir, 'c.txt'));
    writeFileSync(join(dir, 'plain'), 'x');
    expect(
      writeFilesAtomic([
        { path: join(dir, 'a.txt'), content: 'a' },
        { path: join(dir, 'c.txt'), content: 'c' },
      ]),
    ).toMatchObject({
      ok: false,
      problem: {
        file: join(dir, 'c.txt'),
        message: 'a folder is in the way; move or rename it, or choose another output folder',
      },
    });
    expect(writeFilesAtomic([{ path: join(dir, 'plain/x.txt'), content: 'x' }])).toMatchObject({
      ok: false,
      problem: { message: expect.stringMatching(/plain is a file, so no folder can be made there/) },
    });
    expect(existsSync(join(dir, 'a.txt'))).toBe(false);
  });

  it('reports the folders it created, outermost first', () => {
    const dir = tempDir();
    expect(writeFilesAtomic([{ path: join(dir, 'x/y/z.txt'), content: 'z' }])).toEqual({
      ok: true,
      value: { createdFolders: [join(dir, 'x'), join(dir, 'x/y')] },
    });
  });
});
