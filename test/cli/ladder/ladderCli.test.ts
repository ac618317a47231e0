// The ladder's commands as a user runs them: help, one-line errors with exit code 2, authors, pause and status,
// backup and export of a ladder with played matches.
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { expectBadInput, fray, tempDir } from '../../helpers/cli.js';

describe('fray ladder', () => {
  it('has help for every command, and serve listens on 127.0.0.1 unless told otherwise', () => {
    for (const c of [
      'serve',
      'author',
      'submit',
      'challenge',
      'pause',
      'resume',
      'rate',
      'status',
      'export',
      'backup',
    ]) {
      const r = fray(['ladder', c, '--help']);
      expect(r.code, c).toBe(0);
    }
    expect(fray(['ladder', 'serve', '--help']).stdout).toMatch(/default: "127\.0\.0\.1"/);
  }, 300_000);

  it('refuses bad usage in one line with exit code 2', () => {
    const data = tempDir();
    expectBadInput(fray(['ladder', 'status', '--db', 'mysql://x']), /--db takes a PostgreSQL URL/);
    expectBadInput(
      fray(['ladder', 'status', '--db', 'postgres://x@127.0.0.1:1/x', '--data', data]),
      /--data and --db name two databases/,
    );
    expectBadInput(fray(['ladder', 'serve', '--trusted', '--data', data]), /--trusted is not allowed/);
    expectBadInput(
      fray(['ladder', 'serve', '--trust-proxy', '127.0.0.1,proxy', '--data', data]),
      /'proxy' is not an IP/,
    );
    expectBadInput(
      fray(['ladder', 'serve', '--trust-proxy', '10.0.0.0/33', '--data', data]),
      /not an IP address or a range/,
    );
    expectBadInput(fray(['ladder', 'author', 'add', '<b>', '--data', data]), /author name must be/);
    const bot = join(data, 'x.ts');
    writeFileSync(bot, 'export default {}\n');
    expectBadInput(
      fray(['ladder', 'submit', bot, '--server', 'http://127.0.0.1:1'], { env: { FRAY_LADDER_TOKEN: '' } }),
      /no token/,
    );
    expectBadInput(
      fray(['ladder', 'submit', 'x.ts', '--server', 'ftp://x'], { env: { FRAY_LADDER_TOKEN: 't' } }),
      /--server must be http/,
    );
    expectBadInput(
      fray(['ladder', 'status', '--db', 'postgres://nobody@127.0.0.1:1/none']),
      /cannot (reach|prepare|open) the ladder's database/,
    );
  }, 300_000);

  it('adds authors (the token printed once, stored hashed), pauses, sets a rate, and tells the status', () => {
    const data = tempDir();
    const added = fray(['ladder', 'author', 'add', 'alice', '--data', data, '--json']);
    expect(added.code, added.stderr).toBe(0);
    const { token } = JSON.parse(added.stdout) as { token: string };
    expect(token).toMatch(/^fray_1_[A-Za-z0-9_-]{43}$/);
    const file = readFileSync(join(data, 'ladder.sqlite'));
    expect(file.includes(Buffer.from(token.slice(7)))).toBe(false);
    expectBadInput(fray(['ladder', 'author', 'add', 'alice', '--data', data]), /already an author named alice/);
    expect(fray(['ladder', 'pause', '--data', data]).code).toBe(0);
    expect(fray(['ladder', 'rate', '30', '--data', data]).code).toBe(0);
    const s = fray(['ladder', 'status', '--data', data, '--json']);
    expect(JSON.parse(s.stdout)).toMatchObject({ paused: true, ratePerHour: 30, matches: { done: 0 } });
    expect(fray(['ladder', 'status', '--data', data]).stdout).toMatch(/^Ladder: paused/);
  }, 300_000);

  it('backs up SQLite into one consistent file and exports results and replays', () => {
    const data = tempDir();
    expect(fray(['ladder', 'author', 'add', 'alice', '--data', data]).code).toBe(0);
    const out = join(tempDir(), 'copy.sqlite');
    const b = fray(['ladder', 'backup', '--data', data, '--out', out]);
    expect(b.code, b.stderr).toBe(0);
    expect(fray(['ladder', 'author', 'list', '--data', join(out, '..'), '--json']).code).toBe(0);
    expect(readFileSync(out).subarray(0, 15).toString()).toBe('SQLite format 3');
    const dir = join(tempDir(), 'export');
    const e = fray(['ladder', 'export', '--data', data, '--out', dir]);
    expect(e.code, e.stderr).toBe(0);
    expect(existsSync(join(dir, 'results.json'))).toBe(true);
    expect(readdirSync(dir)).toContain('results.json');
  }, 300_000);
});
