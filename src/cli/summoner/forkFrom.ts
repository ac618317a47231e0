/**
 * `fray summoner match A B --from REPLAY --turn N`: a match forked from a past turn of a replay (forkMatch), with
 * what the command says about it: where it came from, and how the bots' answers in the warm-up compared with the
 * replay's (a bot whose answers differ before the turn is not the one that played there).
 */
import { openBot, type PreparedBot, type RunOptions } from '../../adapters/summoner/loadBot.js';
import { fail } from '../../core/result.js';
import { finishLogs, type BotPort, type MatchRecord, type MatchStep } from '../../summoner/match/runMatch.js';
import type { MatchState } from '../../summoner/rules/model.js';
import type { SeatAgreement } from '../../summoner/replay/askAgain.js';
import { forkMatch, type Fork } from '../../summoner/replay/forkMatch.js';
import { forkOrigin, type ForkOrigin } from '../../summoner/replay/replay.js';
import { CliError, unwrap } from '../CliError.js';
import { progressBar } from '../progressBar.js';
import type { CheckedReplay } from './replay.js';

/** The fork as --json tells it. */
export interface ForkJson extends ForkOrigin {
  file: string;
  keptSteps: number;
  warmUp: [SeatAgreement, SeatAgreement];
}

/** A match played: its record, and what each bot wrote for humans (a process's standard error). */
export interface PlayedBots {
  record: MatchRecord;
  diagnostics: [string, string];
}

/** A fork played: the fork itself, its origin for the replay, and the facts --json gives. */
export interface PlayedFork {
  fork: Fork;
  origin: ForkOrigin;
  json: ForkJson;
}

/** Plays the fork of `from` (the replay read from `file`) at `turn` with `bots`, showing the warm-up's progress. */
export async function playFork(
  bots: readonly [BotPort, BotPort],
  from: { file: string; checked: CheckedReplay; turn: number },
  how: { maxConsecutiveFaults: number; onStep?: (step: MatchStep, state: MatchState) => Promise<void>; json: boolean },
): Promise<PlayedFork> {
  const { file, checked, turn } = from;
  const bar = await progressBar('warm-up |{bar}| {value}/{total} calls', { json: how.json });
  let forked;
  try {
    forked = await forkMatch(bots, checked.replay, {
      turn,
      maxConsecutiveFaults: how.maxConsecutiveFaults,
      ...(how.onStep === undefined ? {} : { onStep: how.onStep }),
      onWarmUp: (done, total) => (done === 1 ? bar?.start(total, done) : bar?.update(done)),
    });
  } finally {
    bar?.stop();
  }
  if (!forked.ok) throw new CliError(`${file}: ${forked.problem.message}`);
  const origin = { ...forkOrigin(checked.replay, turn), sha256: checked.sha256 };
  const { keptSteps, warmUp } = forked.value;
  return { fork: forked.value, origin, json: { file, ...origin, keptSteps, warmUp } };
}

/** Where and how to fork: the bots' limits, the replay and turn, --json, and a watcher. */
interface ForkRequest {
  run: RunOptions;
  at: { file: string; checked: CheckedReplay; turn: number };
  json: boolean;
  onStep?: (step: MatchStep, state: MatchState) => Promise<void>;
}

/**
 * Plays the fork `req` asks for with fresh ports on the `prepared` bots (from `files`), closed once it is over, with
 * the bots' logs read once more and what they wrote for humans. A bot that cannot start is a one-line error naming
 * its file, before anything is played.
 */
export async function forkPrepared(
  prepared: readonly [PreparedBot, PreparedBot],
  files: readonly [string, string],
  req: ForkRequest,
): Promise<PlayedFork & PlayedBots> {
  const ports: BotPort[] = [];
  let played: PlayedFork;
  try {
    for (const [i, bot] of prepared.entries()) {
      const port = await openBot(bot.source, req.run);
      ports.push(unwrap(port.ok ? port : fail(port.problem.message, { file: files[i] as string })));
    }
    played = await playFork(ports as [BotPort, BotPort], req.at, {
      maxConsecutiveFaults: req.run.limits.maxConsecutiveFaults,
      json: req.json,
      ...(req.onStep === undefined ? {} : { onStep: req.onStep }),
    });
  } finally {
    await Promise.all(ports.map((p) => p.dispose?.()));
  }
  // The bots' last lines may come as they close (a process's standard error): read once more.
  await finishLogs(played.fork.record);
  const diagnostics: [string, string] = [ports[0]?.diagnostics?.() ?? '', ports[1]?.diagnostics?.() ?? ''];
  return { ...played, record: played.fork.record, diagnostics };
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** Where the fork came from and how its warm-up went, in words (for the summary and the log). */
export function forkText(f: ForkJson, names: readonly [string, string]): string {
  const origin = `${f.players[0].name} v ${f.players[1].name}`;
  const warm = ([0, 1] as const).map((seat) => {
    const w = f.warmUp[seat];
    const d = w.firstDifference;
    const differ =
      d === undefined
        ? ''
        : `; first difference on turn ${d.turn}, ${d.phase}: recorded ${d.recorded}; answered ${d.answered}`;
    return `${names[seat]} answered ${w.same} of its ${plural(w.calls, 'earlier call')} as recorded${differ}`;
  });
  return (
    `Forked from turn ${f.turn} of ${f.file} (${origin}): its first ${plural(f.keptSteps, 'step')} kept, ` +
    `played on from turn ${f.turn} by the bots given.\nWarm-up (answers set aside): ${warm.join('; ')}.\n`
  );
}
