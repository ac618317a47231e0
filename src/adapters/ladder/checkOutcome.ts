/**
 * A played match's outcome checked before anything is recorded: its replay is parsed and re-run by the engine (so a
 * worker, local or on the queue, cannot make up a result), and must name the seed and the two bots it was given.
 */
import { fail, ok, type Result } from '../../core/result.js';
import { publicReplay, replayResult, type LadderResult } from '../../ladder/replayResult.js';
import { seatLogText } from '../../summoner/report/seatLogText.js';
import { formatReplay, parseReplay } from '../../summoner/replay/replay.js';
import { verifyReplay } from '../../summoner/replay/verifyReplay.js';
import { matchSeed } from '../../summoner/tournament/schedule.js';
import type { MatchOutcome } from '../summoner/tournamentMatch.js';

/** A code hash's first 12 digits, for a message ('none' when the seat has no code: it failed to load). */
const short = (sha: string | undefined): string => (sha === undefined ? 'none' : `${sha.slice(0, 12)}…`);

/** What the match was meant to be: its ladder seed and the code hashes of its two seats. */
export interface ExpectedMatch {
  seed: number;
  sha256: [string | undefined, string | undefined];
}

/** A checked result: the figures, the public replay's text, and each seat's log text ('' when it logged nothing). */
export interface CheckedOutcome {
  result: LadderResult;
  replay: string;
  logs: [string, string];
}

/**
 * Checks `outcome` against `expected`; a problem says why it cannot be recorded (the match is then played again).
 * `rerun` re-runs every input with the engine (for results from elsewhere: a queue worker); this server's own match
 * processes are trusted to have run the engine, and their replays are only parsed and matched.
 */
export function checkOutcome(
  outcome: MatchOutcome,
  expected: ExpectedMatch,
  how: { rerun: boolean } = { rerun: true },
): Result<CheckedOutcome> {
  if ('failed' in outcome) return fail(outcome.failed);
  if (typeof outcome.replay !== 'string') return fail('the match came back without its replay');
  let json: unknown;
  try {
    json = JSON.parse(outcome.replay);
  } catch {
    return fail('the replay that came back is not JSON');
  }
  const parsed = parseReplay(json);
  if (!parsed.ok) return fail(`the replay that came back is malformed: ${parsed.problem.message}`);
  const r = parsed.value;
  if (r.seed !== matchSeed(expected.seed, 0)) return fail('the replay that came back has another seed');
  if (r.players[0].sha256 !== expected.sha256[0] || r.players[1].sha256 !== expected.sha256[1])
    return fail(
      `the replay that came back names other bots (${short(r.players[0].sha256)} v ${short(r.players[1].sha256)}, ` +
        `not ${short(expected.sha256[0])} v ${short(expected.sha256[1])})`,
    );
  const verdict = how.rerun ? verifyReplay(r) : { ok: true as const };
  if (!verdict.ok) return fail(`the replay that came back does not re-run: turn ${verdict.turn}: ${verdict.message}`);
  return ok({
    result: replayResult(r),
    replay: formatReplay(publicReplay(r)),
    logs: [seatLogText(r, 0), seatLogText(r, 1)],
  });
}
