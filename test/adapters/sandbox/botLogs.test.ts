// Issue 20 in the sandbox: an isolate's console is kept per call (capped, the cut said), performance.now() measures
// the call while Date stays frozen, views carry the call's time, and log text crosses only as a string.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compileBot } from '../../../src/adapters/sandbox/compileBot.js';
import { loadIsolateBot } from '../../../src/adapters/sandbox/isolateBot.js';
import { loadInProcessBot } from '../../../src/adapters/summoner/inProcessBot.js';
import { DEFAULT_LIMITS } from '../../../src/adapters/sandbox/limits.js';
import { LOGS } from '../../../src/adapters/sandbox/policy.js';
import { DEFAULT_RULES } from '../../../src/summoner/rules/rules.js';
import { runMatch, type BotPort } from '../../../src/summoner/match/runMatch.js';
import { ROOT, tempDir } from '../../helpers/cli.js';
import { idle, port } from '../../summoner/botPorts.js';

async function isolate(source: string): Promise<BotPort> {
  const file = join(tempDir(), 'bot.js');
  writeFileSync(file, source);
  const c = await compileBot(file, { allowBuiltins: false });
  if (!c.ok) throw new Error(c.problem.message);
  const p = await loadIsolateBot(c.value, DEFAULT_LIMITS);
  if (!p.ok) throw new Error(p.problem.message);
  return p.value;
}

const rules = { ...DEFAULT_RULES, maxTurns: 2 };

describe('console in an isolate', () => {
  it('is kept per call, every method, objects as JSON, and put under the step of the call', async () => {
    const bot = await isolate(`
      console.log('loading');
      export default {
        setup: () => { console.info('setup', { a: 1 }); return { demons: [{ capacity: 'heal', life: 10 }] }; },
        enhance: async (v) => { console.warn('enhance', v.turn); await null; console.error('after await\\nsecond line'); return []; },
        battle: (v) => { console.debug('battle', v.turn, [1, 2]); return { orders: [], marks: [{ type: 'text', demon: 1, text: 'hi' }] }; },
      };`);
    const r = await runMatch([bot, port(idle())], { rules, seed: 1 });
    await bot.dispose?.();
    const mine = r.steps.map((s) => s.logs?.[0] ?? []);
    expect(mine[0]).toEqual(['loading', 'setup {"a":1}']);
    expect(r.steps[1]?.input).toMatchObject({ type: 'enhance', seat: 0 });
    expect(mine[1]).toEqual(['enhance 1', 'after await', 'second line']);
    expect(r.steps[3]?.input).toMatchObject({ type: 'battle', seat: 0 });
    expect(mine[3]).toEqual(['battle 1 [1,2]']);
    expect(r.steps[3]?.marks).toEqual([{ type: 'text', demon: 1, text: 'hi' }]);
    expect(mine[5]).toEqual(['enhance 2', 'after await', 'second line']);
    expect(r.steps.filter((s) => s.logs !== undefined)).toHaveLength(5);
  });

  it(`keeps at most ${LOGS.linesPerCall} lines and ${LOGS.charsPerCall} characters a call, and says so`, async () => {
    const bot = await isolate(`
      export default {
        setup: () => { for (let i = 0; i < 500; i++) console.log('line ' + i); return { demons: [{ capacity: 'heal', life: 10 }] }; },
        enhance: () => { console.log('x'.repeat(${LOGS.charsPerCall + 1})); console.log('short'); return []; },
        battle: () => { console.log({ get boom() { throw new Error('no'); } }); return []; },
      };`);
    const r = await runMatch([bot, port(idle())], { rules: { ...rules, maxTurns: 1 }, seed: 1 });
    await bot.dispose?.();
    const setup = r.steps[0]?.logs?.[0] ?? [];
    expect(setup).toHaveLength(LOGS.linesPerCall + 1);
    expect(setup[LOGS.linesPerCall - 1]).toBe(`line ${LOGS.linesPerCall - 1}`);
    expect(setup[LOGS.linesPerCall]).toMatch(/^\[fray\] log cut: more than 100 lines or 8 KiB in one call$/);
    expect(r.steps[1]?.logs?.[0]).toEqual(['[fray] log cut: more than 100 lines or 8 KiB in one call']);
    // A getter that throws is the bot's own problem: the value is shown as String() shows it, and the call answers.
    expect(r.steps[3]?.logs?.[0]).toEqual(['[object Object]']);
    expect(r.steps.flatMap((s) => s.events).filter((e) => e.type === 'fault')).toEqual([]);
  });

  it(`keeps at most ${LOGS.charsPerMatch / 1024} KiB a match`, async () => {
    const bot = await isolate(`
      export default {
        setup: () => ({ demons: [{ capacity: 'heal', life: 10 }] }),
        enhance: () => { for (let i = 0; i < 90; i++) console.log(String(i).padEnd(80, '.')); return []; },
        battle: () => { for (let i = 0; i < 90; i++) console.log(String(i).padEnd(80, '.')); return []; },
      };`);
    const r = await runMatch([bot, port(idle())], { rules: { ...rules, maxTurns: 30 }, seed: 1 });
    await bot.dispose?.();
    const all = r.steps.flatMap((s) => s.logs?.[0] ?? []);
    const cut = all.filter((l) => l.startsWith('[fray] log cut'));
    expect(cut).toEqual(["[fray] log cut: the match's 256 KiB of logs are used up"]);
    const kept = all.filter((l) => !l.startsWith('[fray]')).reduce((n, l) => n + l.length, 0);
    expect(kept).toBeLessThanOrEqual(LOGS.charsPerMatch);
    expect(kept).toBeGreaterThan(LOGS.charsPerMatch - 100);
  });
});

describe('time in an isolate', () => {
  it('views carry the allowance and the bank; performance.now() grows within a call; Date stays frozen', async () => {
    const bot = await isolate(`
      export default {
        setup: () => ({ demons: [{ capacity: 'heal', life: 10 }] }),
        enhance: (v) => {
          const t0 = performance.now();
          let x = 0;
          for (let i = 0; i < 2e6; i++) x += i % 7;
          const t1 = performance.now();
          console.log(JSON.stringify(v.time), t0 >= 0 && t1 > t0 && t1 < 5000, Date.now(), x > 0);
          return [];
        },
        battle: () => [],
      };`);
    const r = await runMatch([bot, port(idle())], { rules, seed: 1 });
    await bot.dispose?.();
    const lines = r.steps.flatMap((s) => s.logs?.[0] ?? []);
    expect(lines).toHaveLength(2);
    // The first call has the call's time and an empty bank; the bank then holds what the first calls left.
    expect(lines[0]).toBe(`{"allowanceMs":${DEFAULT_LIMITS.callMs},"bankMs":0} true 946684800000 true`);
    const second = /^\{"allowanceMs":([\d.]+),"bankMs":([\d.]+)\} true 946684800000 true$/.exec(lines[1] ?? '');
    expect(second).not.toBeNull();
    const [allowance, bank] = [Number(second?.[1]), Number(second?.[2])];
    expect(bank).toBeGreaterThan(0);
    expect(allowance).toBeCloseTo(DEFAULT_LIMITS.callMs + bank, 6);
  });
});

describe('console in process (--trusted)', () => {
  it("is kept per call through a console shadowing the global one in the bot's module only", async () => {
    const c = await compileBot(join(ROOT, 'test/fixtures/summoners/marker.ts'), { allowBuiltins: true });
    if (!c.ok) throw new Error(c.problem.message);
    const p = await loadInProcessBot(c.value);
    if (!p.ok) throw new Error(p.problem.message);
    const seen: unknown[] = [];
    const original = console.log;
    console.log = (...a: unknown[]) => void seen.push(a);
    let r;
    try {
      r = await runMatch([p.value, port(idle())], { rules: { ...rules, maxTurns: 1 }, seed: 1 });
    } finally {
      console.log = original;
    }
    expect(seen).toEqual([]);
    expect(r.steps[0]?.logs?.[0]).toEqual(['marker: setup']);
    expect(r.steps[1]?.logs?.[0]).toEqual(['marker: enhance turn 1', 'marker: time number clock number']);
    expect(r.steps[3]?.logs?.[0]).toContain('marker: battle turn 1');
  });
});
