import { describe, expect, it } from 'vitest';
import { addTime, emptyTimes } from '../../../src/summoner/match/callTimes.js';
import { runMatch, type MatchRecord } from '../../../src/summoner/match/runMatch.js';
import { seatProblems } from '../../../src/summoner/report/seatProblems.js';
import { seatWarnings } from '../../../src/summoner/report/seatWarnings.js';
import { DEFAULT_RULES } from '../../../src/summoner/rules/rules.js';
import { charger, idle, port } from '../botPorts.js';

const rules = { ...DEFAULT_RULES, maxTurns: 4 };
const eater = () => charger({ demons: [{ capacity: 'eat', life: 2, attack: 4, range: 2 }] });

/** A match with the log lines `lines(step)` put under seat 0's calls, as a port would have given them. */
async function logged(lines: (step: number) => string[]): Promise<MatchRecord> {
  const record = await runMatch([port(idle()), port(eater())], { rules, seed: 1 });
  record.steps.forEach((s, i) => {
    if (s.input.type === 'setup' || s.input.seat === 0) s.logs = [lines(i), s.logs?.[1] ?? []];
  });
  return record;
}

describe('seatWarnings', () => {
  it('finds the calls that answered no orders when orders were possible, once per phase, with the first', async () => {
    const record = await logged(() => []);
    const found = seatWarnings(record, 0);
    expect(found.map((p) => [p.kind, p.severity, p.turn, p.phase])).toEqual([
      ['no-orders', 'warning', 1, 'enhance'],
      ['no-orders', 'warning', 1, 'battle'],
    ]);
    expect(found[0]?.message).toBe(
      'answered no orders in 4 of its 4 enhance calls, though it had points and demons to raise',
    );
    // The charger always acts: nothing to say of it.
    expect(seatWarnings(record, 1)).toEqual([]);
  });

  it('reports error lines in a log as an error, quoting the exception rather than the traceback header', async () => {
    const traceback = ['Traceback (most recent call last):', '  File "bot.py", line 3', 'ValueError: no plan'];
    const record = await logged((step) => (step >= 3 ? traceback : ['thinking']));
    const errors = seatWarnings(record, 0).filter((p) => p.kind === 'error-log');
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({ severity: 'error', step: 3 });
    expect(errors[0]?.message).toMatch(/^wrote error lines to its log in \d+ calls \(first: "ValueError: no plan"\)$/);
    for (const line of [
      'Exception in thread "main" java.lang.IllegalStateException',
      'java.lang.NullPointerException',
      'TypeError: x is undefined',
      'panic: runtime error',
      'error: no path',
    ])
      expect(
        seatWarnings(await logged(() => [line]), 0).some((p) => p.kind === 'error-log'),
        line,
      ).toBe(true);
    for (const line of ['no errors so far', 'I avoided an Error', '[fray] marks[0] dropped: bad', 'errors: 0'])
      expect(
        seatWarnings(await logged(() => [line]), 0).some((p) => p.kind === 'error-log'),
        line,
      ).toBe(false);
  });

  it("warns of skipped output (fray's note in the log) and of calls above half their allowance", async () => {
    const record = await logged((step) =>
      step === 3 ? ['[fray] skipped a line on standard output that answers no request: "hi"'] : [],
    );
    const times = emptyTimes();
    record.steps.forEach((s, step) => {
      if (s.input.type === 'setup' || s.input.seat === 0)
        addTime(times, 0, step, {
          usedMs: step === 7 ? 150 : step === 11 ? 101 : 3,
          allowanceMs: 200,
          bankMs: 0,
          clock: 'cpu',
        });
    });
    const found = seatWarnings({ ...record, times }, 0);
    expect(found.find((p) => p.kind === 'skipped-output')).toMatchObject({ severity: 'warning', step: 3 });
    const slow = found.find((p) => p.kind === 'slow');
    expect(slow).toMatchObject({ severity: 'warning', step: 7 });
    expect(slow?.message).toBe(
      'used more than half its time in 2 calls (most: 150 ms of its 200 ms on turn 2, battle): close to a timeout',
    );
  });
});

describe('seatProblems', () => {
  it('labels a forfeit with the phase of the call it answered', async () => {
    const thrower = {
      ...idle(),
      battle: () => {
        throw new Error('boom');
      },
    };
    const record = await runMatch([port(idle()), port(thrower)], {
      rules: { ...rules, maxTurns: 9 },
      seed: 1,
      maxConsecutiveFaults: 3,
    });
    const forfeit = seatProblems(record.steps, 1).find((p) => p.kind === 'forfeit');
    expect(forfeit).toMatchObject({ turn: 3, phase: 'battle', severity: 'error' });
    expect(forfeit?.message).toMatch(/^3 failed battle calls in a row/);
  });
});
