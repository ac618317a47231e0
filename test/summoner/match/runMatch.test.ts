import { describe, expect, it } from 'vitest';
import { summarizeMatch } from '../../../src/summoner/match/matchSummary.js';
import { DEFAULT_RULES } from '../../../src/summoner/rules/rules.js';
import { runMatch } from '../../../src/summoner/match/runMatch.js';
import type { View } from '../../../src/summoner/api.js';
import { charger, idle, port, type TestBot } from '../botPorts.js';

const rules = { ...DEFAULT_RULES, maxTurns: 60 };
const eater = () => charger({ demons: [{ capacity: 'eat', life: 2, attack: 4, range: 2 }] });

describe('runMatch', () => {
  it('plays a charger against an idle bot to a wipeout, hashing setup and every turn', async () => {
    const r = await runMatch([port(eater()), port(idle())], { rules, seed: 5 });
    const s = summarizeMatch(r);
    expect(s).toMatchObject({ winner: 0, reason: 'wipeout', kills: [1, 0], demonsLeft: [1, 0], errors: [0, 0] });
    expect(r.hashes).toHaveLength(s.turns + 1);
    expect(new Set(r.hashes).size).toBe(r.hashes.length);
  });

  it('gives the same record for the same seed', async () => {
    const a = await runMatch([port(eater()), port(idle())], { rules, seed: 9 });
    const b = await runMatch([port(eater()), port(idle())], { rules, seed: 9 });
    expect(JSON.stringify(a)).toBe(JSON.stringify(b));
  });

  it('plays the same from either seat: the second seat sees itself on the west', async () => {
    const seen: number[] = [];
    const spy: TestBot = { ...idle(), enhance: (v: View) => (seen.push(...v.mine.map((d) => d.x)), []) };
    await runMatch([port(idle()), port(spy)], { rules: { ...rules, maxTurns: 1 }, seed: 1 });
    expect(seen).toEqual([4]);
    const r = await runMatch([port(idle()), port(eater())], { rules, seed: 5 });
    expect(summarizeMatch(r)).toMatchObject({ winner: 1, reason: 'wipeout' });
  });

  it('forfeits a bot whose setup throws, is malformed or breaks a rule, and says why', async () => {
    const throws: TestBot = {
      ...idle(),
      setup: () => {
        throw new Error('no setup today');
      },
    };
    const r1 = await runMatch([port(throws), port(idle())], { rules, seed: 1 });
    expect(r1.final.result).toEqual({ winner: 1, reason: 'forfeit', detail: 'setup failed: no setup today' });
    const r2 = await runMatch([port(idle()), port({ ...idle(), setup: () => ({ demons: 'six' }) })], {
      rules,
      seed: 1,
    });
    expect(r2.final.result?.detail).toBe('setup returned a malformed answer: setup.demons: expected a list, got "six"');
    const r3 = await runMatch([port(idle({ demons: [{ capacity: 'eat', attack: 11 }] })), port(idle())], {
      rules,
      seed: 1,
    });
    expect(r3.final.result?.detail).toMatch(/^setup refused: spends 13 points; the budget is 12/);
  });

  it('draws when both setups are refused', async () => {
    const bad = idle({ demons: [] });
    const r = await runMatch([port(bad), port(bad)], { rules, seed: 1 });
    expect(r.final.result).toMatchObject({ winner: null, reason: 'forfeit' });
    expect(summarizeMatch(r).turns).toBe(0);
  });

  it('loses only the orders of a call that throws or is malformed, and goes on', async () => {
    let calls = 0;
    const flaky: TestBot = {
      ...eater(),
      battle: (v: View) => (++calls % 2 === 0 ? eater().battle(v) : { moves: [] }),
    };
    const r = await runMatch([port(flaky), port(idle())], { rules, seed: 2 });
    const s = summarizeMatch(r);
    expect(s.errors[0]).toBeGreaterThan(0);
    expect(s.winner).toBe(0);
    const fault = r.steps.flatMap((x) => x.events).find((e) => e.type === 'fault');
    expect(fault).toEqual({
      type: 'fault',
      seat: 0,
      phase: 'battle',
      kind: 'malformed',
      reason: 'battle returned malformed orders: orders: expected a list, got an object',
    });
  });

  it('forfeits a bot after maxConsecutiveFaults failed calls of one kind in a row, when asked to', async () => {
    const nope = () => {
      throw new Error('nope');
    };
    // Enhance calls fail every turn while battle calls succeed: three enhance failures in a row, on turn 3.
    const enhanceBroken = await runMatch([port({ ...idle(), enhance: nope }), port(idle())], {
      rules,
      seed: 3,
      maxConsecutiveFaults: 3,
    });
    expect(enhanceBroken.final.result).toEqual({
      winner: 1,
      reason: 'forfeit',
      detail: '3 failed enhance calls in a row (last: enhance failed: nope)',
    });
    expect(enhanceBroken.final.turn).toBe(3);
    // A good call resets its kind's count: failing every other battle call never adds up to three.
    let n = 0;
    const flaky = await runMatch([port({ ...idle(), battle: () => (++n % 2 === 0 ? nope() : []) }), port(idle())], {
      rules,
      seed: 3,
      maxConsecutiveFaults: 3,
    });
    expect(flaky.final.result?.reason).toBe('turn-limit');
  });

  it('forfeits at once on a fatal failure', async () => {
    const fatal = port(idle());
    fatal.battle = async () => ({ ok: false, kind: 'memory', reason: 'out of memory', fatal: true });
    const r = await runMatch([fatal, port(idle())], { rules, seed: 3 });
    expect(r.final.result).toEqual({ winner: 1, reason: 'forfeit', detail: 'battle failed: out of memory' });
    expect(r.final.turn).toBe(1);
  });

  it('ends at the turn limit: a draw on equal kills', async () => {
    const r = await runMatch([port(idle()), port(idle())], { rules: { ...rules, maxTurns: 4 }, seed: 3 });
    expect(r.final.result).toEqual({ winner: null, reason: 'turn-limit' });
    expect(r.hashes).toHaveLength(5);
  });

  it('calls onStep after every step with the new state', async () => {
    const phases: string[] = [];
    await runMatch([port(idle()), port(idle())], {
      rules: { ...rules, maxTurns: 1 },
      seed: 3,
      onStep: (s, st) => void phases.push(`${s.input.type}:${st.phase}`),
    });
    expect(phases).toEqual(['setup:enhance', 'enhance:enhance', 'enhance:battle', 'battle:battle', 'battle:over']);
  });
});
