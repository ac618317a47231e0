import { describe, expect, it } from 'vitest';
import { addTime, emptyTimes, hasTimes, parseTimes, timesBefore } from '../../../src/summoner/match/callTimes.js';
import { runMatch, type BotPort, type CallResult } from '../../../src/summoner/match/runMatch.js';
import { formatReplay, parseReplay, replayOf } from '../../../src/summoner/replay/replay.js';
import { verifyReplay } from '../../../src/summoner/replay/verifyReplay.js';
import { DEFAULT_RULES } from '../../../src/summoner/rules/rules.js';
import { charger, idle, port } from '../botPorts.js';

/** A port that says each call took `ms` (as a sandbox's port measures it), of a 200 ms allowance with 50 banked. */
function timed(p: BotPort, ms: number): BotPort {
  const time = { usedMs: ms, allowanceMs: 200, bankMs: 50, clock: 'cpu' as const };
  const add = (call: (a: never) => Promise<CallResult>) => async (a: never) => ({ ...(await call(a)), time });
  return { setup: add(p.setup), enhance: add(p.enhance), battle: add(p.battle) };
}

describe('call times', () => {
  it('are kept per seat and call, in whole microseconds, and cut where a fork ends', () => {
    const t = emptyTimes();
    expect(hasTimes(t)).toBe(false);
    addTime(t, 0, 0, { usedMs: 1.2345, allowanceMs: 5000, bankMs: 0, clock: 'wall' });
    addTime(t, 0, 1, { usedMs: 0.0004, allowanceMs: 200, bankMs: 12.5, clock: 'wall' });
    addTime(t, 1, 2, { usedMs: 3, allowanceMs: 200, bankMs: 0, clock: 'cpu' });
    expect(t[0]).toEqual({
      clock: 'wall',
      step: [0, 1],
      usedUs: [1235, 0],
      allowanceUs: [5000000, 200000],
      bankUs: [0, 12500],
    });
    expect(timesBefore(t, 1)).toEqual([
      { clock: 'wall', step: [0], usedUs: [1235], allowanceUs: [5000000], bankUs: [0] },
      { clock: 'cpu', step: [], usedUs: [], allowanceUs: [], bankUs: [] },
    ]);
  });

  it('go into a replay as a section apart from the steps, which stay as they were; verification ignores them', async () => {
    const rules = { ...DEFAULT_RULES, maxTurns: 12 };
    const eater = charger({ demons: [{ capacity: 'eat', life: 2, attack: 4, range: 2 }] });
    const record = await runMatch([timed(port(eater), 1.5), timed(port(idle()), 0.25)], { rules, seed: 3 });
    // Every call is timed: both setups (one step), then one call a step.
    expect((record.times?.[0].step.length ?? 0) + (record.times?.[1].step.length ?? 0)).toBe(record.steps.length + 1);
    const plain = formatReplay(replayOf(record, [{ name: 'a' }, { name: 'b' }]));
    const withTimes = formatReplay(replayOf(record, [{ name: 'a' }, { name: 'b' }], { times: true }));
    expect(plain).not.toContain('"times"');
    // Only the head line differs (the steps are one a line after it): the play is the same bytes.
    expect(withTimes.split('\n').slice(1)).toEqual(plain.split('\n').slice(1));
    const r = parseReplay(JSON.parse(withTimes));
    if (!r.ok) throw new Error(r.problem.message);
    expect(r.value.times?.[0]).toMatchObject({ clock: 'cpu', usedUs: expect.arrayContaining([1500]) as unknown });
    expect(r.value.times?.[1].usedUs.every((u) => u === 250)).toBe(true);
    expect(verifyReplay(r.value)).toMatchObject({ ok: true });
  });

  it('are dropped, never refused, when malformed in a file (a measurement is no reason to refuse a replay)', () => {
    const good = { step: [0, 1], usedUs: [1, 2], allowanceUs: [3, 4], bankUs: [0, 0] };
    expect(parseTimes([good, good], 2)).toBeDefined();
    for (const bad of [
      undefined,
      'times',
      [good],
      [good, { ...good, usedUs: [1] }],
      [good, { ...good, usedUs: [1, -2] }],
      [good, { ...good, bankUs: [0, 0.5] }],
      [good, { ...good, step: [1, 0] }],
      [good, { ...good, step: [0, 9] }],
      [good, { ...good, allowanceUs: 'x' }],
    ])
      expect(parseTimes(bad, 2), JSON.stringify(bad)).toBeUndefined();
    expect(parseTimes([{ ...good, clock: 'sundial' }, good], 2)?.[0]).not.toHaveProperty('clock');
  });
});
