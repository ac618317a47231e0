/**
 * Where a finished match's outcome is checked: here (tests, commands) or on a thread of its own (the server, whose
 * event loop serves pages meanwhile: parsing a replay takes milliseconds, re-running one from a queue worker more).
 */
import { fail, type Result } from '../../core/result.js';
import { ThreadSlots } from '../queue/threadSlots.js';
import type { MatchOutcome } from '../summoner/tournamentMatch.js';
import { checkOutcome, type CheckedOutcome, type ExpectedMatch } from './checkOutcome.js';

/** One check's inputs, as checkOutcome takes them (sent to the check thread as a message). */
export interface CheckTask {
  outcome: MatchOutcome;
  expected: ExpectedMatch;
  how: { rerun: boolean };
}

/** Checks an outcome (see checkOutcome); `close` stops whatever it started. */
export interface OutcomeChecker {
  check(t: CheckTask): Promise<Result<CheckedOutcome>>;
  close(): Promise<void>;
}

/** Checks on the calling thread. */
export const inlineChecker: OutcomeChecker = {
  check: (t) => Promise.resolve(checkOutcome(t.outcome, t.expected, t.how)),
  close: () => Promise.resolve(),
};

/**
 * Checks on threads of `workerUrl` (dist/ladderCheck.worker.js), one kept warm between checks. A thread that fails
 * makes the check a problem (the match is voided and played again), never a crash of the server.
 */
export function threadChecker(workerUrl: URL): OutcomeChecker {
  const slots = new ThreadSlots(1);
  return {
    async check(t) {
      try {
        return await slots.run<Result<CheckedOutcome>>(workerUrl, null, { index: 0, task: t });
      } catch (e) {
        return fail(`the result could not be checked: ${(e as Error).message}`);
      }
    },
    close: () => slots.close(),
  };
}
