import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compileBot, type CompiledBot } from '../../../src/adapters/sandbox/compileBot.js';
import { loadInProcessBot } from '../../../src/adapters/summoner/inProcessBot.js';
import { loadIsolateBot } from '../../../src/adapters/sandbox/isolateBot.js';
import { DEFAULT_LIMITS } from '../../../src/adapters/sandbox/limits.js';
import { DEFAULT_RULES } from '../../../src/summoner/rules/rules.js';
import { runMatch, type BotPort } from '../../../src/summoner/match/runMatch.js';
import { ROOT } from '../../helpers/cli.js';

async function compiled(name: string): Promise<CompiledBot> {
  const c = await compileBot(join(ROOT, 'examples/summoners', `${name}.ts`), { allowBuiltins: false });
  if (!c.ok) throw new Error(c.problem.message);
  return c.value;
}

async function sandboxed(bot: CompiledBot): Promise<BotPort> {
  const p = await loadIsolateBot(bot, DEFAULT_LIMITS);
  if (!p.ok) throw new Error(p.problem.message);
  return p.value;
}

async function trusted(bot: CompiledBot): Promise<BotPort> {
  const p = await loadInProcessBot(bot);
  if (!p.ok) throw new Error(p.problem.message);
  return p.value;
}

describe('isolate bots', () => {
  it('play the demos with the same turn hashes as in process', async () => {
    for (const [a, b, seed] of [
      ['rusher', 'cloner', 1],
      ['random', 'exploder', 2],
      ['healers', 'random', 3],
    ] as const) {
      const [ca, cb] = [await compiled(a), await compiled(b)];
      const ports = [await sandboxed(ca), await sandboxed(cb)] as const;
      const inIsolates = await runMatch(ports, { rules: DEFAULT_RULES, seed });
      await Promise.all(ports.map((p) => p.dispose?.()));
      const inProcess = await runMatch([await trusted(ca), await trusted(cb)], { rules: DEFAULT_RULES, seed });
      expect(inIsolates.hashes).toEqual(inProcess.hashes);
      expect(inIsolates.final.result).toEqual(inProcess.final.result);
    }
  });
});
