/**
 * The time each bot's calls used and had, as the ports measured it: a measurement of the machine, not play. It is
 * kept apart from the steps (never hashed, never verified, never in a match log), so the play of a replay is the
 * same bytes whether or not its times are written, and two runs of one seed differ only here.
 */
import type { Side } from '../../core/side.js';

/**
 * The time a call used and what it had, in ms, as the port measured it (`clock`): CPU time in an isolate, a studio
 * worker, or a bot in this process where Linux gives its thread's; wall-clock time for a process. `bankMs` is the
 * bank's part of the allowance.
 * @category Matches
 */
export interface CallTiming {
  /** Time the call used, in ms (0 or more). */
  usedMs: number;
  /** The most the call could use, in ms: the per-call time plus the bank's part. */
  allowanceMs: number;
  /** The bank's part of the allowance, in ms (time saved by earlier calls). */
  bankMs: number;
  /** What was measured: CPU time ('cpu') or wall-clock time ('wall'). */
  clock: 'cpu' | 'wall';
}

/**
 * One seat's timed calls, in call order, as parallel lists: the step each call led to (setup is step 0), the time
 * it used, the most it could use (its allowance, bank included) and the bank's part of that, in whole microseconds.
 * `clock` says what was measured: CPU time (an isolate, a studio worker) or wall-clock time (a process, in process).
 *
 * @category Matches
 */
export interface SeatTimes {
  /** What was measured: CPU time ('cpu') or wall-clock time ('wall'); absent when nothing was timed. */
  clock?: 'cpu' | 'wall';
  /** Per call, the step it led to (an index into the match's steps; setup is 0). */
  step: number[];
  /** Per call, the time it used, in whole microseconds. */
  usedUs: number[];
  /** Per call, the most it could use (bank included), in whole microseconds. */
  allowanceUs: number[];
  /** Per call, the bank's part of its allowance, in whole microseconds. */
  bankUs: number[];
}

/** Both seats' timed calls (index = seat).
 * @category Matches
 */
export type CallTimes = [SeatTimes, SeatTimes];

/** Most calls a seat's times may list when read from a file: far beyond any match (1,000 turns are 2,001 calls). */
const MAX_TIMED_CALLS = 1 << 20;

/** Times with no call yet. */
export function emptyTimes(): CallTimes {
  const seat = (): SeatTimes => ({ step: [], usedUs: [], allowanceUs: [], bankUs: [] });
  return [seat(), seat()];
}

const us = (ms: number) => Math.max(0, Math.round(ms * 1000));

/** Adds `seat`'s call that led to step `step`, as its port timed it. */
export function addTime(times: CallTimes, seat: Side, step: number, t: CallTiming): void {
  const s = times[seat];
  s.clock ??= t.clock;
  s.step.push(step);
  s.usedUs.push(us(t.usedMs));
  s.allowanceUs.push(us(t.allowanceMs));
  s.bankUs.push(us(t.bankMs));
}

/** The calls of `times` that led to steps before `steps` (a fork keeps its original's times for what it keeps). */
export function timesBefore(times: CallTimes, steps: number): CallTimes {
  const cut = (s: SeatTimes): SeatTimes => {
    const n = s.step.findIndex((i) => i >= steps);
    const end = n < 0 ? s.step.length : n;
    return {
      ...(s.clock === undefined ? {} : { clock: s.clock }),
      step: s.step.slice(0, end),
      usedUs: s.usedUs.slice(0, end),
      allowanceUs: s.allowanceUs.slice(0, end),
      bankUs: s.bankUs.slice(0, end),
    };
  };
  return [cut(times[0]), cut(times[1])];
}

/** Whether any call was timed. */
export function hasTimes(times: CallTimes | undefined): times is CallTimes {
  return times !== undefined && (times[0].step.length > 0 || times[1].step.length > 0);
}

const wholeList = (v: unknown, n: number | undefined): v is number[] =>
  Array.isArray(v) &&
  v.length <= MAX_TIMED_CALLS &&
  (n === undefined || v.length === n) &&
  v.every((x) => Number.isSafeInteger(x) && (x as number) >= 0);

/**
 * A replay's times as read from a file, or undefined when they are absent or malformed: a measurement, never a
 * reason to refuse a replay. Steps must rise and lie within the replay's `steps` steps.
 */
export function parseTimes(v: unknown, steps: number): CallTimes | undefined {
  if (!Array.isArray(v) || v.length !== 2) return undefined;
  const seats = v.map((s): SeatTimes | undefined => {
    if (typeof s !== 'object' || s === null) return undefined;
    const o = s as Record<string, unknown>;
    if (!wholeList(o.step, undefined)) return undefined;
    const n = o.step.length;
    if (!wholeList(o.usedUs, n) || !wholeList(o.allowanceUs, n) || !wholeList(o.bankUs, n)) return undefined;
    const order = o.step;
    if (order.some((x, i) => x >= steps || x < (order[i - 1] ?? 0))) return undefined;
    const clock: Pick<SeatTimes, 'clock'> = o.clock === 'cpu' || o.clock === 'wall' ? { clock: o.clock } : {};
    return { ...clock, step: o.step, usedUs: o.usedUs, allowanceUs: o.allowanceUs, bankUs: o.bankUs };
  });
  const [a, b] = seats;
  return a === undefined || b === undefined ? undefined : [a, b];
}
