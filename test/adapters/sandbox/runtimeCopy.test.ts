/**
 * The runtimes' copy (runtimeCopy.ts): on tmpfs, owned by this user and writable by no one else, holding the
 * runtimes' programs and libraries and nothing else of /usr; the same copy for every call; and a confined bot's
 * command found in it, or refused with the list of what the sandbox offers.
 */
import { lstatSync, statfsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findProgram, type BotManifest } from '../../../src/adapters/sandbox/manifest.js';
import { runtimeCopy } from '../../../src/adapters/sandbox/runtimeCopy.js';

const TMPFS = 0x01021994;

describe('runtimeCopy', () => {
  it('is one folder on tmpfs, of this user, holding python3, java and their libraries but not the rest of /usr', () => {
    const copy = runtimeCopy();
    if (!copy.ok) throw new Error(copy.problem.message);
    expect(runtimeCopy()).toEqual(copy);
    expect(Number(statfsSync(copy.value).type)).toBe(TMPFS);
    const st = lstatSync(copy.value);
    expect(st.uid).toBe(process.getuid?.());
    expect(st.mode & 0o022).toBe(0);
    const root = join(copy.value, 'root');
    for (const p of ['usr/bin/python3', 'usr/bin/java', 'usr/bin/javac', 'usr/bin/bash'])
      expect(lstatSync(join(root, p)).isFile() || lstatSync(join(root, p)).isSymbolicLink(), p).toBe(true);
    const triplet = process.arch === 'arm64' ? 'aarch64-linux-gnu' : 'x86_64-linux-gnu';
    expect(statSync(join(root, `usr/lib/${triplet}/libc.so.6`)).isFile()).toBe(true);
    // A program no runtime needs (present on the host) is not copied.
    expect(statSync('/usr/bin/perl').isFile()).toBe(true);
    expect(() => lstatSync(join(root, 'usr/bin/perl'))).toThrow();
  });

  it('finds a confined command in the copy, and refuses one that is not there with what the sandbox offers', () => {
    const m = (command: string[]): BotManifest => ({ file: '/x/b.bot.json', cwd: '/x', command });
    expect(findProgram(m(['python3', 'b.py']), { confined: true })).toEqual({ ok: true, value: '/usr/bin/python3' });
    expect(findProgram(m(['/usr/bin/java', '-cp', '.']), { confined: true })).toEqual({
      ok: true,
      value: '/usr/bin/java',
    });
    const perl = findProgram(m(['perl', 'b.pl']), { confined: true });
    expect(perl.ok ? '' : perl.problem.message).toBe(
      "its command 'perl' is not found in the sandbox, which offers bash, sh, python3, java, javac, env and a build's small tools (cp, sed, tar…; docs/bot-protocol.md), in /usr/bin",
    );
  });
});
