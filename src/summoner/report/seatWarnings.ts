/**
 * What a match shows about one seat's bot beyond its faults (`fray summoner check`): error lines in its log (a
 * traceback a process bot printed and then answered nothing, an exception a bot caught and logged), output it wrote
 * that answered no request, calls it answered with no orders when it could have given some, and calls that used
 * more than half their time. Each is said once per seat, with how many calls and the first of them.
 */
import type { CallTimes } from '../match/callTimes.js';
import type { MatchStep } from '../match/runMatch.js';
import type { Side } from '../../core/side.js';
import type { SummonerRules } from '../rules/rules.js';
import { recordedCalls, type RecordedCall } from '../replay/recordedCalls.js';
import type { SeatProblem } from './seatProblems.js';

/**
 * A line that reports an error: a traceback's first line (Python), an exception's (Java's "Exception in thread",
 * or any `SomethingError:` / `some.package.SomethingException`), a Go panic or a compiler-style `error:`.
 */
const ERROR_LINE =
  /^\s*(?:Traceback \(most recent call last\)|Exception in thread |panic: |(?:fatal )?error(?:\[\w+\])?: |(?:[\w$]+\.)*[\w$]*(?:Error|Exception)(?::|$))/;
/** The note fray puts in a process bot's log when it skips a line of its standard output (answerReader.ts). */
const SKIPPED = '[fray] skipped a line on standard output';
/** A call above this share of its allowance is close to timing out. */
const SLOW_SHARE = 0.5;

/** What the warnings are found in: the record of the match (its times, when its ports measured them). */
export interface WarningSource {
  seed: number;
  rules: SummonerRules;
  steps: readonly MatchStep[];
  times?: CallTimes;
}

/** One kind of finding over the calls of a seat: how many calls, and the first. */
interface Tally {
  count: number;
  first?: RecordedCall;
  detail?: string;
}

const add = (t: Tally, call: RecordedCall, detail?: string) => {
  t.count++;
  if (t.first === undefined) {
    t.first = call;
    if (detail !== undefined) t.detail = detail;
  }
};

/** The error line of a call's log to quote: an exception's own line rather than a traceback's header. */
function errorLine(lines: readonly string[]): string | undefined {
  const errors = lines.filter((l) => !l.startsWith('[fray]') && ERROR_LINE.test(l));
  return errors.find((l) => !/^\s*Traceback /.test(l)) ?? errors[0];
}

/** Whether the call could have given orders: points and a demon to raise, or a demon to act. */
function couldOrder(call: RecordedCall): boolean {
  if (call.phase === 'setup') return false;
  return call.view.mine.length > 0 && (call.phase === 'battle' || call.view.points > 0);
}

const ms = (us: number) => `${Math.round(us / 1000)} ms`;
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** The warnings and errors of `seat` beyond its faults, refused orders and forfeits (see the file's comment). */
export function seatWarnings(r: WarningSource, seat: Side): SeatProblem[] {
  const logErrors: Tally = { count: 0 };
  const skipped: Tally = { count: 0 };
  const idle = { enhance: { count: 0 } as Tally, battle: { count: 0 } as Tally };
  const asked = { enhance: 0, battle: 0 };
  const slow: Tally = { count: 0 };
  let worst = 0;
  const times = r.times?.[seat];
  const timeAt = new Map(times?.step.map((s, i) => [s, i]));
  for (const call of iterate(r)) {
    if (call.seat !== seat) continue;
    const lines = r.steps[call.step]?.logs?.[seat] ?? [];
    const error = errorLine(lines);
    if (error !== undefined) add(logErrors, call, error);
    if (lines.some((l) => l.startsWith(SKIPPED))) add(skipped, call);
    const input = call.recorded.type === 'phase' ? call.recorded.input : undefined;
    if (call.phase !== 'setup') asked[call.phase]++;
    if (input !== undefined && input.fault === undefined && input.orders.length === 0 && couldOrder(call))
      add(idle[input.type], call);
    const k = timeAt.get(call.step);
    if (times !== undefined && k !== undefined) {
      const used = times.usedUs[k] ?? 0;
      const allowed = times.allowanceUs[k] ?? 0;
      if (allowed > 0 && used > SLOW_SHARE * allowed) {
        add(slow, call);
        if (used / allowed > worst) {
          worst = used / allowed;
          slow.detail = `${ms(used)} of its ${ms(allowed)} on turn ${call.turn}, ${call.phase}`;
        }
      }
    }
  }
  const out: SeatProblem[] = [];
  const push = (t: Tally, kind: SeatProblem['kind'], severity: SeatProblem['severity'], message: string) => {
    if (t.first !== undefined)
      out.push({ turn: t.first.turn, phase: t.first.phase, kind, severity, step: t.first.step, message });
  };
  push(
    logErrors,
    'error-log',
    'error',
    `wrote error lines to its log in ${plural(logErrors.count, 'call')} (first: ${JSON.stringify(logErrors.detail)})`,
  );
  push(
    skipped,
    'skipped-output',
    'warning',
    `wrote lines on standard output that answered no request in ${plural(skipped.count, 'call')} (they were skipped; write diagnostics to standard error)`,
  );
  for (const phase of ['enhance', 'battle'] as const)
    push(
      idle[phase],
      'no-orders',
      'warning',
      `answered no orders in ${idle[phase].count} of its ${plural(asked[phase], `${phase} call`)}, though it had ${phase === 'enhance' ? 'points and demons to raise' : 'demons that could act'}`,
    );
  push(
    slow,
    'slow',
    'warning',
    `used more than half its time in ${plural(slow.count, 'call')} (most: ${slow.detail ?? ''}): close to a timeout`,
  );
  return out.sort((a, b) => a.step - b.step);
}

/** The record's calls, in order (a record from a match always plays). */
function* iterate(r: WarningSource): Generator<RecordedCall> {
  const calls = recordedCalls(r);
  for (let next = calls.next(); !next.done; next = calls.next()) yield next.value;
}
