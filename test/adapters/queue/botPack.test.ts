import { chmodSync, mkdirSync, readFileSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  checkPack,
  MAX_PACK_BYTES,
  packBot,
  packHash,
  unpackBot,
  type BotPack,
} from '../../../src/adapters/queue/botPack.js';
import { tempDir } from '../../helpers/cli.js';

/** A bot folder: a manifest, a script (executable), and a file in a subfolder. */
function botFolder(): string {
  const dir = tempDir();
  writeFileSync(join(dir, 'b.bot.json'), '{"command": ["./run.sh"]}');
  writeFileSync(join(dir, 'run.sh'), '#!/bin/sh\necho hi\n');
  chmodSync(join(dir, 'run.sh'), 0o755);
  mkdirSync(join(dir, 'lib'));
  writeFileSync(join(dir, 'lib', 'a.txt'), 'a');
  writeFileSync(join(dir, 'lib.txt'), 'sorted after lib/ by the walk, before it by path');
  return dir;
}

function pack(dir: string): BotPack {
  const p = packBot(join(dir, 'b.bot.json'));
  if (!p.ok) throw new Error(p.problem.message);
  return p.value;
}

describe('packBot, checkPack and unpackBot', () => {
  it('carry every file with its executable bit, and unpack to the same folder elsewhere', () => {
    const p = pack(botFolder());
    expect(p.manifest).toBe('b.bot.json');
    expect(p.files.map((f) => f.path)).toEqual(['b.bot.json', 'lib.txt', 'lib/a.txt', 'run.sh']);
    expect(p.files.find((f) => f.path === 'run.sh')?.mode).toBe(0o755);
    const out = tempDir();
    const checked = checkPack(p);
    if (!checked.ok) throw new Error(checked.problem.message);
    const manifest = unpackBot(checked.value, out);
    expect(manifest.ok && manifest.value).toBe(join(out, 'b.bot.json'));
    expect(readFileSync(join(out, 'lib', 'a.txt'), 'utf8')).toBe('a');
    expect(statSync(join(out, 'run.sh')).mode & 0o777).toBe(0o755);
    expect(statSync(join(out, 'lib.txt')).mode & 0o777).toBe(0o644);
  });

  it('hash the content: the same folder gives the same hash, one changed byte another', () => {
    const dir = botFolder();
    const a = pack(dir);
    expect(pack(dir).sha256).toBe(a.sha256);
    writeFileSync(join(dir, 'lib', 'a.txt'), 'b');
    expect(pack(dir).sha256).not.toBe(a.sha256);
  });

  it('refuse a pack whose content does not match its hash, or whose paths leave the folder', () => {
    const p = pack(botFolder());
    const changed = {
      ...p,
      files: p.files.map((f) =>
        f.path === 'run.sh' ? { ...f, base64: Buffer.from('#!/bin/sh\nrm -rf ~\n').toString('base64') } : f,
      ),
    };
    const r = checkPack(changed);
    expect(!r.ok && r.problem.message).toMatch(
      /^its content does not match its hash \(sha256 [0-9a-f]{12}…, the job says [0-9a-f]{12}…\)$/,
    );
    for (const path of ['../escape', '/etc/passwd', 'a/../../b', 'a//b', './a', 'a\\b']) {
      const evil = { ...p, files: [...p.files, { path, mode: 0o644 as const, base64: '' }] };
      const e = checkPack(evil);
      expect(!e.ok && e.problem.message).toMatch(/leaves its folder or is malformed/);
    }
    const setuid = { ...p, files: p.files.map((f) => ({ ...f, mode: 0o4755 as 0o755 })) };
    expect(checkPack(setuid).ok).toBe(false);
    const noManifest = { ...p, manifest: 'other.bot.json' };
    expect(checkPack(noManifest).ok).toBe(false);
  });

  it('refuse to pack a folder with a link, or too big to travel, naming the manifest', () => {
    const dir = botFolder();
    symlinkSync('/etc/passwd', join(dir, 'passwd'));
    const link = packBot(join(dir, 'b.bot.json'));
    expect(!link.ok && link.problem).toMatchObject({
      file: join(dir, 'b.bot.json'),
      message: expect.stringMatching(/symbolic link, 'passwd'/),
    });
    const big = botFolder();
    writeFileSync(join(big, 'data.bin'), Buffer.alloc(MAX_PACK_BYTES + 1));
    const r = packBot(join(big, 'b.bot.json'));
    expect(!r.ok && r.problem.message).toMatch(
      /its folder holds more than 8 MiB, the most a bot may carry to queue workers/,
    );
  });

  it('hash names, modes and sizes too: moving bytes between files changes the hash', () => {
    const one = packHash('m', [
      { path: 'a', mode: 0o644, bytes: Buffer.from('xy') },
      { path: 'b', mode: 0o644, bytes: Buffer.from('') },
    ]);
    const two = packHash('m', [
      { path: 'a', mode: 0o644, bytes: Buffer.from('x') },
      { path: 'b', mode: 0o644, bytes: Buffer.from('y') },
    ]);
    const three = packHash('m', [
      { path: 'a', mode: 0o755, bytes: Buffer.from('xy') },
      { path: 'b', mode: 0o644, bytes: Buffer.from('') },
    ]);
    expect(new Set([one, two, three]).size).toBe(3);
  });
});
