/**
 * Issue 32 item 1: a TypeScript bot's exception shows file:line:column in its author's own files (source maps from
 * the bundle back to the .ts files), sandboxed and trusted, in the match's output and log, and in `check`.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fray, ROOT, tempDir } from '../../helpers/cli.js';

const BOT = join(ROOT, 'test/fixtures/summoners/late-thrower/bot.ts');
const IDLE = join(ROOT, 'test/fixtures/summoners/idle.js');

describe("a TypeScript bot's exception, in its author's lines", () => {
  for (const trusted of [false, true])
    it(`summoner match${trusted ? ' --trusted' : ''}: the fault names explode.ts:3:9, the log has both frames`, () => {
      const dir = tempDir();
      const args = ['summoner', 'match', BOT, IDLE, '--seed', '1', '--max-turns', '8', '--log', 'm.txt'];
      const r = fray(trusted ? [...args, '--trusted'] : args, { cwd: dir });
      expect(r.code).toBe(0);
      expect(r.stdout).toContain('turn 5: bot: battle failed: Error: boom on call 5 (at explode.ts:3:9)');
      const log = readFileSync(join(dir, 'm.txt'), 'utf8');
      expect(log).toMatch(/bot logs: {5}at explode \(explode\.ts:3:9\)/);
      expect(log).toMatch(/bot logs: {5}at Object\.battle \(bot\.ts:10:\d+\)/);
    }, 120_000);

  it('summoner check: the call that threw, with its frames in bot.ts and explode.ts', () => {
    const r = fray(['summoner', 'check', BOT]);
    expect(r.stdout + r.stderr).toMatch(/battle: {5}at explode \(explode\.ts:3:9\)/);
    expect(r.stdout + r.stderr).toMatch(/battle: {5}at Object\.battle \(bot\.ts:10:\d+\)/);
  }, 120_000);
});
