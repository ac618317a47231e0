/**
 * The type check of a bot runs outside the sandbox, so it may read only the bot's own folder, TypeScript's library
 * files and fray's API types: a type-only import of any other file on the machine finds nothing, and its values never
 * reach the bot's type errors (which the ladder shows to the bot's author).
 */
import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { typeCheckBot } from '../../../src/adapters/summoner/typeCheckBot.js';
import { tempDir } from '../../helpers/cli.js';

const SECRET = 's3cr3t-VALUE-1234';

/** A bot in `dir/bot` whose type error would print the type of `target` (its `apiKey`, or the whole), and its problems. */
async function leakAttempt(dir: string, target: string, pick = "['apiKey']"): Promise<string> {
  const botDir = join(dir, 'bot');
  mkdirSync(botDir, { recursive: true });
  const bot = join(botDir, 'bot.ts');
  writeFileSync(
    bot,
    `import type { Summoner } from 'fray/summoner';
type K = typeof import(${JSON.stringify(target)})${pick};
export const leak: 0 = null as unknown as K;
const bot: Summoner = { setup: () => ({ demons: [] }), enhance: () => [], battle: () => [] };
export default bot;
`,
  );
  const r = await typeCheckBot(bot);
  if (!r.ok) throw new Error(r.problem.message);
  return JSON.stringify(r.value);
}

describe('typeCheckBot reads nothing outside the bot', () => {
  it('a type-only import of a file outside the bot folder finds nothing: the value does not appear', async () => {
    const dir = tempDir();
    const secret = join(dir, 'organiser', 'secret.ts');
    mkdirSync(join(dir, 'organiser'));
    writeFileSync(secret, `export const apiKey = ${JSON.stringify(SECRET)};\n`);
    const problems = await leakAttempt(dir, secret);
    expect(problems).not.toContain(SECRET);
    expect(problems).toMatch(/Cannot find module/);
  }, 60_000);

  it('a JSON file outside (absolute, relative, through a link in the bot folder) shows no key', async () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'config.json'), JSON.stringify({ zq9HiddenKey: SECRET }));
    mkdirSync(join(dir, 'bot'));
    symlinkSync(join(dir, 'config.json'), join(dir, 'bot', 'link.json'));
    for (const target of [join(dir, 'config.json'), '../config.json', './link.json']) {
      const problems = await leakAttempt(dir, target, '');
      expect(problems).not.toContain('zq9HiddenKey');
      expect(problems).toMatch(/Cannot find module/);
    }
  }, 60_000);

  it('control: the same import of a file inside the bot folder does print its value (the test can see a leak)', async () => {
    const dir = tempDir();
    mkdirSync(join(dir, 'bot'));
    writeFileSync(join(dir, 'bot', 'secret.ts'), `export const apiKey = ${JSON.stringify(SECRET)};\n`);
    const problems = await leakAttempt(dir, './secret.ts');
    expect(problems).toContain(SECRET);
  }, 60_000);
});
