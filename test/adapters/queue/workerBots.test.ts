import { cpSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { packBot } from '../../../src/adapters/queue/botPack.js';
import type { QueueEntrant } from '../../../src/adapters/queue/queueJobs.js';
import { BotRefused, WorkerBots } from '../../../src/adapters/queue/workerBots.js';
import type { CompiledBot } from '../../../src/adapters/sandbox/compileBot.js';
import { DEFAULT_LIMITS } from '../../../src/adapters/sandbox/limits.js';
import { openBot, prepareBot, type PreparedBot } from '../../../src/adapters/summoner/loadBot.js';
import { sandboxSupport } from '../../../src/adapters/sandbox/bubblewrap.js';
import { ROOT, tempDir } from '../../helpers/cli.js';
import { runsHere } from '../../helpers/runsHere.js';

const DEMOS = join(ROOT, 'examples/summoners');
const bots = new WorkerBots();
afterAll(() => bots.close());

async function prepared(file: string): Promise<PreparedBot> {
  const p = await prepareBot(file, { trusted: false });
  if (!p.ok) throw new Error(p.problem.message);
  return p.value;
}

describe('WorkerBots', () => {
  it("passes a module whose code matches its hash, keeping the coordinator's hash", async () => {
    const p = await prepared(join(DEMOS, 'rusher.ts'));
    const e = await bots.entrant({ name: 'rusher', prepared: p });
    // Only what the hash covers is kept: the code, not a script or source map made from it elsewhere (the worker
    // makes its own isolate script from the code it checked).
    const bot = (p.source as { bot: CompiledBot }).bot;
    const source = { kind: 'module', bot: { name: bot.name, file: bot.file, code: bot.code, sha256: bot.sha256 } };
    expect(e).toEqual({ name: 'rusher', prepared: { name: p.name, sha256: p.sha256, source } });
  });

  it('refuses a module whose code was changed after it was hashed, for good (BotRefused)', async () => {
    const p = await prepared(join(DEMOS, 'rusher.ts'));
    const bot = (p.source as { bot: CompiledBot }).bot;
    const forged: QueueEntrant = {
      name: 'rusher',
      prepared: { ...p, source: { kind: 'module', bot: { ...bot, code: `${bot.code}\n// more` } } },
    };
    await expect(bots.entrant(forged)).rejects.toBeInstanceOf(BotRefused);
    await expect(bots.entrant(forged)).rejects.toThrow(/^refused bot 'rusher': its code does not match its hash/);
    // A matching pair of code and hash that is not the one the job names is refused too.
    const swapped: QueueEntrant = { name: 'rusher', prepared: { ...p, sha256: 'f'.repeat(64) } };
    await expect(bots.entrant(swapped)).rejects.toThrow(/does not match its hash/);
  });

  it('passes a load error through, so the bot forfeits as in a local run', async () => {
    expect(await bots.entrant({ name: 'x', error: 'does not load' })).toEqual({ name: 'x', error: 'does not load' });
  });

  it.runIf(runsHere(sandboxSupport().available))(
    'unpacks a process bot into a folder of its own and builds it there: the original folder is not needed',
    async () => {
      const dir = tempDir();
      cpSync(join(DEMOS, 'python'), join(dir, 'python'), { recursive: true });
      const manifest = join(dir, 'python', 'python-starter.bot.json');
      const p = await prepared(manifest);
      const pack = packBot(manifest);
      if (!pack.ok) throw new Error(pack.problem.message);
      rmSync(join(dir, 'python'), { recursive: true });
      const e = await bots.entrant({ name: 'python-starter', prepared: p, pack: pack.value });
      if (!('prepared' in e) || e.prepared.source.kind !== 'process') throw new Error('not a process bot');
      expect(e.prepared.sha256).toBe(p.sha256);
      expect(e.prepared.source.manifest.cwd).not.toContain(dir);
      const port = await openBot(e.prepared.source, { trusted: false, limits: DEFAULT_LIMITS });
      expect(port.ok).toBe(true);
      if (port.ok) await port.value.dispose?.();
      // A changed file is refused before anything is written or run.
      const files = pack.value.files.map((f) =>
        f.path.endsWith('.py') ? { ...f, base64: Buffer.from('print(1)\n').toString('base64') } : f,
      );
      await expect(
        bots.entrant({ name: 'python-starter', prepared: p, pack: { ...pack.value, files } }),
      ).rejects.toThrow(/^refused bot 'python-starter': its content does not match its hash/);
    },
  );
});
