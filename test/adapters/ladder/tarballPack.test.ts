// Uploaded archives are hostile: every bound of the queue's bot packs holds, and each attack is refused with its
// reason; the controls show each archive is what it claims (a real bomb, a real link, a real path out).
import { gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { MAX_PACK_FILES } from '../../../src/adapters/queue/botPack.js';
import { MAX_TAR_BYTES, tarballPack } from '../../../src/adapters/ladder/tarballPack.js';
import { uploadedBot } from '../../../src/adapters/ladder/uploadedBot.js';
import { makeTar } from './tarFixture.js';

const manifest = JSON.stringify({ command: ['python3', 'bot.py'], protocol: 2 });
const good = [
  { name: 'mybot/', type: '5' as const },
  { name: 'mybot/py.bot.json', body: manifest },
  { name: 'mybot/bot.py', body: 'print(1)\n', mode: 0o755 },
];

describe('tarballPack', () => {
  it('packs a folder archived with its top folder, as the queue packs it (paths, modes, hash)', () => {
    const r = tarballPack(gzipSync(makeTar(good)), { gzip: true });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.manifest).toBe('py.bot.json');
    expect(r.value.files.map((f) => [f.path, f.mode])).toEqual([
      ['bot.py', 0o755],
      ['py.bot.json', 0o644],
    ]);
    expect(r.value.sha256).toMatch(/^[0-9a-f]{64}$/);
  });

  it('refuses a gzip bomb without unpacking it whole (control: it really unpacks past the bound)', () => {
    const bomb = gzipSync(
      makeTar([
        { name: 'py.bot.json', body: manifest },
        { name: 'big', body: Buffer.alloc(MAX_TAR_BYTES + 1024) },
      ]),
    );
    expect(bomb.length).toBeLessThan(MAX_TAR_BYTES / 100);
    expect(gunzipSync(bomb).length).toBeGreaterThan(MAX_TAR_BYTES);
    const r = tarballPack(bomb, { gzip: true });
    expect(r).toMatchObject({ ok: false, problem: { message: expect.stringMatching(/unpacks to more than/) } });
  });

  it('refuses symbolic and hard links, and paths that leave the folder (controls: the same archives with plain names pass)', () => {
    const link = makeTar([...good, { name: 'mybot/up', type: '2', link: '../../etc/passwd' }]);
    expect(tarballPack(link, { gzip: false })).toMatchObject({
      ok: false,
      problem: { message: expect.stringMatching(/link or a special file/) },
    });
    const hard = makeTar([...good, { name: 'mybot/h', type: '1', link: 'mybot/bot.py' }]);
    expect(tarballPack(hard, { gzip: false }).ok).toBe(false);
    const out = makeTar([
      { name: 'py.bot.json', body: manifest },
      { name: '../escape.txt', body: 'x' },
    ]);
    expect(tarballPack(out, { gzip: false })).toMatchObject({
      ok: false,
      problem: { message: expect.stringMatching(/leaves its folder/) },
    });
    const abs = makeTar([
      { name: 'py.bot.json', body: manifest },
      { name: 'a/../../x', body: 'x' },
    ]);
    expect(tarballPack(abs, { gzip: false }).ok).toBe(false);
    expect(
      tarballPack(
        makeTar([
          { name: 'py.bot.json', body: manifest },
          { name: 'a/x', body: 'x' },
        ]),
        { gzip: false },
      ).ok,
    ).toBe(true);
  });

  it('refuses more entries than a pack may hold, and archives without exactly one manifest at the top', () => {
    const many = makeTar([
      { name: 'py.bot.json', body: manifest },
      ...Array.from({ length: MAX_PACK_FILES + 1 }, (_, i) => ({ name: `f${i}`, body: 'x' })),
    ]);
    expect(tarballPack(many, { gzip: false }).ok).toBe(false);
    expect(tarballPack(makeTar([{ name: 'bot.py', body: 'x' }]), { gzip: false })).toMatchObject({
      ok: false,
      problem: { message: expect.stringMatching(/exactly one/) },
    });
    expect(tarballPack(Buffer.from('not gzip'), { gzip: true })).toMatchObject({ ok: false });
  });
});

describe('uploadedBot', () => {
  it('takes modules as UTF-8 text within their bound, with a safe file name', () => {
    const r = uploadedBot('b', '../../evil name.ts', Buffer.from('export default {}'));
    expect(r).toMatchObject({ ok: true, value: { kind: 'module', fileName: 'evil_name.ts' } });
    expect(uploadedBot('b', 'x.ts', Buffer.from([0xff, 0xfe, 0x00])).ok).toBe(false);
    expect(uploadedBot('b', 'x.ts', Buffer.alloc(1024 * 1024 + 1, 32)).ok).toBe(false);
    expect(uploadedBot('b', 'x.exe', Buffer.from('MZ')).ok).toBe(false);
  });
});
