/** The starter bot `fray summoner new` writes: it stands alone, compiles, and plays only orders the rules accept. */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compileBot } from '../../../src/adapters/sandbox/compileBot.js';
import { loadInProcessBot } from '../../../src/adapters/summoner/inProcessBot.js';
import { starterBot } from '../../../src/cli/summoner/starterBot.js';
import { runMatch, type BotPort } from '../../../src/summoner/match/runMatch.js';
import { DEFAULT_RULES } from '../../../src/summoner/rules/rules.js';
import { ROOT, tempDir } from '../../helpers/cli.js';

/** Compiles and loads a bot file in process, failing the test with the problem if it cannot. */
async function load(file: string): Promise<BotPort> {
  const compiled = await compileBot(file, { allowBuiltins: true });
  if (!compiled.ok) throw new Error(compiled.problem.message);
  const port = await loadInProcessBot(compiled.value);
  if (!port.ok) throw new Error(port.problem.message);
  return port.value;
}

describe('starterBot', () => {
  it('is examples/summoners/starter.ts with its name put in, importing only types from fray/summoner', () => {
    const source = starterBot('mybot');
    expect(source).toContain('mybot: a Summoner War bot');
    expect(source).toContain('fray summoner match mybot.ts ');
    expect(source).toContain('fray summoner check mybot.ts ');
    expect(source).not.toContain('starter');
    // Renaming changes the header only: the code is the type-checked file's.
    const original = readFileSync(join(ROOT, 'examples/summoners/starter.ts'), 'utf8');
    expect(source.split('*/')[1]).toBe(original.split('*/')[1]);
    expect(source.match(/^\s*import\s.*$/gm)).toEqual([
      expect.stringMatching(/^import type \{[^}]+\} from 'fray\/summoner';$/),
    ]);
    expect(source).toMatch(/^export default \{ setup, enhance, battle \} satisfies Summoner;$/m);
  });

  it('compiles for the sandbox, where no import is allowed: the type import is erased', async () => {
    const file = join(tempDir(), 'mybot.ts');
    writeFileSync(file, starterBot('mybot'));
    const compiled = await compileBot(file, { allowBuiltins: false });
    expect(compiled.ok && compiled.value.code).not.toMatch(/fray\/summoner/);
    expect(compiled.ok).toBe(true);
    // A value import of the same module is refused, as any import from outside the bot's folder.
    writeFileSync(file, "import { DIRS } from 'fray/summoner';\nexport default { setup: () => ({ demons: DIRS }) };\n");
    const refused = await compileBot(file, { allowBuiltins: false });
    expect(refused.ok ? 'compiled' : refused.problem.message).toMatch(/Could not resolve "fray\/summoner"/);
  });

  it('plays whole matches against random with no fault and no refused order, from either seat', async () => {
    const file = join(tempDir(), 'mybot.ts');
    writeFileSync(file, starterBot('mybot'));
    const [bot, random] = await Promise.all([load(file), load(join(ROOT, 'examples/summoners/random.ts'))]);
    for (const seed of [1, 2]) {
      for (const seat of [0, 1] as const) {
        const record = await runMatch(seat === 0 ? [bot, random] : [random, bot], { rules: DEFAULT_RULES, seed });
        expect(record.final.result).not.toBeNull();
        const bad = record.steps
          .flatMap((s) => s.events)
          .filter((e) => (e.type === 'rejected' || e.type === 'fault' || e.type === 'forfeit') && e.seat === seat);
        expect(bad, `seed ${seed}, seat ${seat}`).toEqual([]);
        // It does play: its demons moved or struck (a bot that sends nothing would also have no refusals).
        expect(
          record.steps.some((s) => s.input.type === 'battle' && s.input.seat === seat && s.input.orders.length > 0),
        ).toBe(true);
      }
    }
  });

  it('keeps a strange name inside its comment', () => {
    const source = starterBot('evil */ import x from "y"; /*\nnext');
    expect(source.match(/^\s*import\s.*$/gm)).toEqual([
      expect.stringMatching(/^import type .* from 'fray\/summoner';$/),
    ]);
    expect(source.split('\n')[1]).toContain('evil * / import');
  });
});
