import { describe, expect, it } from 'vitest';
import { DEFAULT_RULES } from '../../../src/summoner/rules/rules.js';
import { runMatch } from '../../../src/summoner/match/runMatch.js';
import {
  formatReplay,
  parseReplay,
  replayOf,
  REPLAY_VERSION,
  type Replay,
} from '../../../src/summoner/replay/replay.js';
import { verifyReplay } from '../../../src/summoner/replay/verifyReplay.js';
import { rerun } from '../../../src/summoner/replay/rerun.js';
import { charger, idle, port } from '../botPorts.js';

const rules = { ...DEFAULT_RULES, maxTurns: 40 };
const players = [{ name: 'eater' }, { name: 'wall' }] as [{ name: string }, { name: string }];

async function sample(seed = 11): Promise<Replay> {
  const eater = charger({
    demons: [
      { capacity: 'eat', life: 2, attack: 3, range: 2 },
      { capacity: 'eat', attack: 1 },
    ],
  });
  const wall = idle({
    demons: [
      { capacity: 'heal', life: 6 },
      { capacity: 'cross', defense: 2 },
    ],
  });
  return replayOf(await runMatch([port(eater), port(wall)], { rules, seed }), players);
}

/** A deep copy through the file format, as a reader would get it. */
const roundTrip = (r: Replay): Replay => {
  const parsed = parseReplay(JSON.parse(formatReplay(r)));
  if (!parsed.ok) throw new Error(parsed.problem.message);
  return parsed.value;
};

describe('replays', () => {
  it('survive the file format unchanged, one step per line', async () => {
    const r = await sample();
    const text = formatReplay(r);
    expect(text.split('\n').length).toBeGreaterThan(r.steps.length);
    expect(roundTrip(r)).toEqual(r);
  });

  it('verify: every event and every turn hash matches when re-run', async () => {
    const r = await sample();
    expect(r.result.reason).toBe('wipeout');
    expect(r.steps.some((s) => s.events.some((e) => e.type === 'stole'))).toBe(true);
    expect(verifyReplay(roundTrip(r))).toEqual({ ok: true, turns: r.turns, steps: r.steps.length });
  });

  it('name the first turn that differs when an order was changed', async () => {
    const r = roundTrip(await sample());
    const i = r.steps.findIndex(
      (s, k) => k > 8 && s.input.type === 'battle' && s.input.seat === 0 && s.input.orders.length > 0,
    );
    const step = r.steps[i]!;
    if (step.input.type !== 'battle') throw new Error('not a battle step');
    step.input.orders = [];
    const turn = r.steps.slice(0, i).filter((s) => s.input.type === 'enhance' && s.input.seat === 0).length;
    const v = verifyReplay(r);
    expect(v).toMatchObject({ ok: false, turn });
    if (!v.ok) expect(v.message).toMatch(/events differ/);
  });

  it('name the turn whose recorded hash is wrong', async () => {
    const r = roundTrip(await sample());
    r.hashes[3] = '0000000000000000';
    expect(verifyReplay(r)).toMatchObject({
      ok: false,
      turn: 3,
      message: expect.stringMatching(/0000000000000000 in the replay/),
    });
  });

  it('notice a replay cut short, and a result that was edited', async () => {
    const r = roundTrip(await sample());
    expect(verifyReplay({ ...r, steps: r.steps.slice(0, 20) })).toMatchObject({
      ok: false,
      message: expect.stringMatching(/stops before the match ends/),
    });
    expect(verifyReplay({ ...r, result: { winner: 1, reason: 'wipeout' } })).toMatchObject({
      ok: false,
      message: expect.stringMatching(/result differs/),
    });
  });

  it('report an input out of sequence as a problem, not a crash', async () => {
    const r = roundTrip(await sample());
    const [a, b] = [r.steps[1]!, r.steps[2]!];
    r.steps[1] = b;
    r.steps[2] = a;
    expect(verifyReplay(r)).toMatchObject({
      ok: false,
      turn: 1,
      message: expect.stringMatching(/cannot be played: expected enhance for seat 0/),
    });
  });

  it('rerun rebuilds the final board', async () => {
    const r = await sample();
    const final = rerun(r);
    expect(final.ok && final.value.result).toEqual(r.result);
  });

  it('refuse files that are not replays, with the field named', async () => {
    const r = JSON.parse(formatReplay(await sample())) as Record<string, unknown>;
    const msg = (v: unknown) => {
      const p = parseReplay(v, 'm.json');
      return p.ok ? 'ok' : `${p.problem.file}: ${p.problem.message}`;
    };
    expect(msg({ format: 'x' })).toBe('m.json: not a Summoner War replay (its "format" is not "fray-summoner-replay")');
    expect(msg({ ...r, version: REPLAY_VERSION + 1 })).toMatch(/written by a newer fray/);
    expect(msg({ ...r, seed: -1 })).toMatch(/"seed" must be a whole number/);
    expect(msg({ ...r, rules: { ...rules, speed: 2 } })).toMatch(/"rules": unknown rule 'speed'/);
    const steps = r.steps as { input: { orders?: unknown } }[];
    steps[7]!.input.orders = [{ demon: 1, action: 'fly' }];
    expect(msg(r)).toMatch(/^m.json: steps\[7\]\.input\.orders\[0\]\.action: expected one of move/);
  });
});

describe('every replay verifies', () => {
  it('for random bots on any seed (property)', async () => {
    const { default: fc } = await import('fast-check');
    const { compileBot } = await import('../../../src/adapters/sandbox/compileBot.js');
    const { loadInProcessBot } = await import('../../../src/adapters/summoner/inProcessBot.js');
    const { ROOT } = await import('../../helpers/cli.js');
    const compiled = await compileBot(`${ROOT}/examples/summoners/random.ts`, { allowBuiltins: false });
    if (!compiled.ok) throw new Error(compiled.problem.message);
    const load = async () => {
      const p = await loadInProcessBot(compiled.value);
      if (!p.ok) throw new Error(p.problem.message);
      return p.value;
    };
    await fc.assert(
      fc.asyncProperty(fc.nat(0xffffffff), async (seed) => {
        const record = await runMatch([await load(), await load()], { rules: { ...rules, maxTurns: 60 }, seed });
        const r = roundTrip(replayOf(record, players));
        expect(verifyReplay(r)).toMatchObject({ ok: true });
      }),
      { numRuns: 15 },
    );
  });
});
